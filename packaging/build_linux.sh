#!/usr/bin/env bash
# Build the Linux bundle and package it as a .deb and a .tar.gz.
#
#   packaging/build_linux.sh                # PyInstaller bundle + .deb + .tar.gz
#   PYTHON=/path/to/python packaging/build_linux.sh
#
# Output in $DIVAS_BUILD_DIR (default packaging/build/):
#   dist/divas-desktop/                               the one-folder bundle
#   divas-desktop_<version>_<arch>.deb                installs to /opt/divas-desktop, /usr/bin/divas-desktop
#   divas-desktop-<version>-linux-<machine>.tar.gz    unpack anywhere; ./install-desktop-entry.sh adds the menu entry
#
# Build on the oldest distribution you support (the release workflow: ubuntu-22.04): the
# bundle carries the build machine's libraries (xcb, ...) and needs the glibc they were built
# for. The build measures that (objdump -T), writes it into the .deb's Depends, and warns
# when it is newer than the glibc the README promises (packaging/buildtools.py GLIBC_PROMISE);
# DIVAS_STRICT_GLIBC=1 (the release workflow) makes that an error.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
PACKAGING="$ROOT/packaging"
BUILD="${DIVAS_BUILD_DIR:-$PACKAGING/build}"
PYTHON="${PYTHON:-}"
if [[ -z "$PYTHON" ]]; then
  if [[ -x "$ROOT/.venv/bin/python" ]]; then PYTHON="$ROOT/.venv/bin/python"; else PYTHON="python3"; fi
fi
APP=divas-desktop
started=$(date +%s)
log() { printf '\n== %s (%ss)\n' "$*" "$(( $(date +%s) - started ))"; }

# --- 1. Build machine: the X11/Wayland libraries Qt's xcb/wayland plugins link against must be
#        installed here so PyInstaller bundles them (without libxcb-cursor0 the window never opens).
XCB_PACKAGES=(libxcb-cursor0 libxcb-icccm4 libxcb-image0 libxcb-keysyms1 libxcb-randr0
  libxcb-render-util0 libxcb-shape0 libxcb-xinerama0 libxcb-xkb1 libxkbcommon-x11-0 libxcb-xfixes0
  libxcb-sync1 libxcb-shm0 libxcb-util1 libwayland-client0 libwayland-cursor0 libwayland-egl1
  libegl1 libgl1 libfontconfig1 libdbus-1-3)
TOOL_PACKAGES=(binutils dpkg-dev file)
log "checking build dependencies"
missing=()
for pkg in "${XCB_PACKAGES[@]}" "${TOOL_PACKAGES[@]}"; do
  dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || missing+=("$pkg")
done
if (( ${#missing[@]} )); then
  SUDO=""; [[ $(id -u) -ne 0 ]] && SUDO="sudo"
  echo "installing: ${missing[*]}"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi
"$PYTHON" -c "import PyInstaller" 2>/dev/null || "$PYTHON" -m pip install --quiet "pyinstaller>=6.10,<7"

VERSION="$("$PYTHON" "$PACKAGING/buildtools.py" version)"
# Debian's spelling: a pre-release 0.2.0rc1 is 0.2.0~rc1, which sorts before 0.2.0 (dpkg).
DEB_VERSION="$("$PYTHON" "$PACKAGING/buildtools.py" deb-version "$VERSION")"
ARCH="$(dpkg --print-architecture)"
MACHINE="$(uname -m)"
echo "version $VERSION (.deb $DEB_VERSION), $ARCH ($MACHINE), python $("$PYTHON" -c 'import sys; print(sys.version.split()[0])')"

# --- 2. The bundle.
log "pyinstaller"
"$PYTHON" -m PyInstaller --noconfirm --clean --log-level WARN \
  --distpath "$BUILD/dist" --workpath "$BUILD/work" "$PACKAGING/divas_desktop.spec"
BUNDLE="$BUILD/dist/$APP"
[[ -x "$BUNDLE/$APP" ]] || { echo "no $BUNDLE/$APP" >&2; exit 1; }
ICONS="$BUILD/work/divas_desktop/icons"  # rendered by the spec (buildtools.build_icons)

# The desktop integration files, laid out under a prefix ($1) with Exec=$2.
install_share() {
  local prefix="$1" exec_line="$2"
  install -d "$prefix/share/applications" "$prefix/share/mime/packages" \
    "$prefix/share/icons/hicolor/scalable/apps" "$prefix/share/icons/hicolor/scalable/mimetypes"
  sed "s|@EXEC@|$exec_line|" "$PACKAGING/linux/$APP.desktop.in" > "$prefix/share/applications/$APP.desktop"
  install -m 644 "$PACKAGING/linux/$APP-mime.xml" "$prefix/share/mime/packages/$APP.xml"
  install -m 644 "$ICONS/app.svg" "$prefix/share/icons/hicolor/scalable/apps/$APP.svg"
  install -m 644 "$ICONS/app.svg" "$prefix/share/icons/hicolor/scalable/mimetypes/application-x-divas-save.svg"
  for size in 16 24 32 48 64 128 256 512; do
    install -d "$prefix/share/icons/hicolor/${size}x${size}/apps"
    install -m 644 "$ICONS/png/$size.png" "$prefix/share/icons/hicolor/${size}x${size}/apps/$APP.png"
  done
}

# --- 3. The .deb.
log "deb"
# (The file name keeps the plain version, as the other installers' names do.)
DEBNAME="${APP}_${VERSION}_${ARCH}"
STAGE="$BUILD/deb/$DEBNAME"
rm -rf "$BUILD/deb"
install -d "$STAGE/DEBIAN" "$STAGE/opt" "$STAGE/usr/bin" "$STAGE/usr/share/doc/$APP"
cp -a "$BUNDLE" "$STAGE/opt/$APP"
ln -s "/opt/$APP/$APP" "$STAGE/usr/bin/$APP"
install_share "$STAGE/usr" "$APP"
cat > "$STAGE/usr/share/doc/$APP/copyright" <<EOF
Divas Desktop $VERSION: four opera board games on one screen.
The bundle in /opt/$APP includes Qt and PySide6 (LGPLv3) and Python (PSF License).
EOF

# Depends: the packages owning the shared libraries the bundle links against but does not carry
# (glibc, libGL/libEGL, libstdc++ ...), found on this build machine.
depends_for_bundle() {
  local bundle="$1" libs=() pkgs=() name
  local -A bundled=()  # a lookup table: `printf | grep -q` under pipefail fails at random (SIGPIPE)
  while IFS= read -r name; do bundled["$name"]=1; done \
    < <(find "$bundle" \( -type f -o -type l \) -name '*.so*' -printf '%f\n' | sort -u)
  mapfile -t needed < <(find "$bundle" -type f \( -name '*.so*' -o -perm -u+x \) -print0 |
    xargs -0 file -L --mime-type | awk -F': ' '$2 ~ /x-(sharedlib|executable|pie-executable)/ {print $1}' |
    xargs -r -d '\n' objdump -p 2>/dev/null | awk '$1 == "NEEDED" {print $2}' | sort -u)
  for lib in "${needed[@]}"; do
    [[ -n "${bundled[$lib]:-}" ]] && continue
    libs+=("$lib")
  done
  for lib in "${libs[@]}"; do
    local path
    path="$(ldconfig -p | awk -v l="$lib" '$1 == l && /x86-64|AArch64|aarch64/ {print $NF; exit}')"
    [[ -z "$path" ]] && path="$(ldconfig -p | awk -v l="$lib" '$1 == l {print $NF; exit}')"
    [[ -z "$path" ]] && { echo "warning: $lib (needed by the bundle) is not on this machine" >&2; continue; }
    local owner
    owner="$(dpkg -S "$(readlink -f "$path")" 2>/dev/null || dpkg -S "$path" 2>/dev/null || true)"
    owner="${owner%%:*}"
    [[ -n "$owner" ]] && pkgs+=("$owner")
  done
  printf '%s\n' "${pkgs[@]}" | sort -u | grep -v '^libc6$' | paste -sd, | sed 's/,/, /g'
}
# The newest glibc symbol version any file of the bundle asks for: the real minimum.
glibc_needed() {
  find "$1" -type f \( -name '*.so*' -o -perm -u+x \) -print0 |
    xargs -0 file -L --mime-type | awk -F': ' '$2 ~ /x-(sharedlib|executable|pie-executable)/ {print $1}' |
    xargs -r -d '\n' objdump -T 2>/dev/null | grep -o 'GLIBC_[0-9][0-9.]*' | sed 's/GLIBC_//' |
    sort -uV | tail -1
}
GLIBC_NEEDED="$(glibc_needed "$BUNDLE")"
GLIBC_PROMISE="$("$PYTHON" "$PACKAGING/buildtools.py" glibc-promise)"
echo "the bundle needs glibc $GLIBC_NEEDED (this machine has $(ldd --version | awk 'NR==1 {print $NF}'); the README promises $GLIBC_PROMISE)"
if [[ "$(printf '%s\n%s\n' "$GLIBC_NEEDED" "$GLIBC_PROMISE" | sort -V | tail -1)" != "$GLIBC_PROMISE" ]]; then
  cat >&2 <<EOF
WARNING: this bundle needs glibc $GLIBC_NEEDED, newer than the $GLIBC_PROMISE the README promises:
         its .deb will not install, and its .tar.gz will not start, on the oldest systems the
         README names (Ubuntu 22.04). Build the packages players download on Ubuntu 22.04
         (the release workflow does); this build is fine for this machine and newer ones.
EOF
  if [[ "${DIVAS_STRICT_GLIBC:-0}" == 1 ]]; then echo "DIVAS_STRICT_GLIBC=1: stopping" >&2; exit 1; fi
fi

# Fonts: the bundle uses the system's fontconfig (see the spec), whose configuration and a
# font with the board's symbols (DejaVu) must be there, or every letter is an empty box.
FONT_DEPENDS="fontconfig-config, fonts-dejavu-core"
DEPENDS="libc6 (>= $GLIBC_NEEDED)"
extra="$(depends_for_bundle "$STAGE/opt/$APP")"
[[ -n "$extra" ]] && DEPENDS="$DEPENDS, $extra"
DEPENDS="$DEPENDS, $FONT_DEPENDS"
echo "Depends: $DEPENDS"
INSTALLED_KB="$(du -sk --apparent-size "$STAGE" | cut -f1)"
cat > "$STAGE/DEBIAN/control" <<EOF
Package: $APP
Version: $DEB_VERSION
Architecture: $ARCH
Maintainer: Divas Desktop maintainers <divas-desktop@users.noreply.github.com>
Installed-Size: $INSTALLED_KB
Depends: $DEPENDS
Recommends: shared-mime-info, desktop-file-utils, hicolor-icon-theme
Section: games
Priority: optional
Description: four opera board games on one screen
 Divas Desktop lets two to six people play Sipario, Turandot, Divas and
 Opera Magna around one computer (pass and play), every rule enforced,
 with saved games (.divas files) that open with a double-click.
EOF
# The MIME database, the desktop-entry cache and the icon cache are refreshed by dpkg
# triggers of shared-mime-info, desktop-file-utils and hicolor-icon-theme: no maintainer scripts.
find "$STAGE" -type d -exec chmod 755 {} +
dpkg-deb --root-owner-group -Zxz --build "$STAGE" "$BUILD/$DEBNAME.deb" >/dev/null
echo "$BUILD/$DEBNAME.deb"

# --- 4. The .tar.gz (the bundle plus share/ and a per-user menu-entry installer).
log "tar.gz"
TARDIR="$APP-$VERSION"
TARNAME="$APP-$VERSION-linux-$MACHINE.tar.gz"
rm -rf "$BUILD/tar"
install -d "$BUILD/tar/$TARDIR"
cp -a "$BUNDLE/." "$BUILD/tar/$TARDIR/"
# Exec=@EXEC@ stays: install-desktop-entry.sh writes the quoted path of wherever it is unpacked.
install_share "$BUILD/tar/$TARDIR" "@EXEC@"
install -m 755 "$PACKAGING/linux/install-desktop-entry.sh" "$BUILD/tar/$TARDIR/install-desktop-entry.sh"
tar -C "$BUILD/tar" --owner=0 --group=0 -czf "$BUILD/$TARNAME" "$TARDIR"
echo "$BUILD/$TARNAME"

rm -rf "$BUILD/deb" "$BUILD/tar"  # staging copies of the bundle
log "done"
du -sh "$BUNDLE" "$BUILD/$DEBNAME.deb" "$BUILD/$TARNAME"
