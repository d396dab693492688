#!/usr/bin/env bash
# Build "Divas Desktop.app" and a .dmg for the architecture of this Mac (and of its Python).
#
#   packaging/macos/build_macos.sh              # on an arm64 Mac -> ...-macos-arm64.dmg
#   PYTHON=/path/to/x86_64/python packaging/macos/build_macos.sh   # on an Intel Mac -> ...-macos-x86_64.dmg
#
# One build per architecture: pydantic-core has no universal2 wheel, so a universal2 app
# cannot be made from PyPI wheels. PySide6 6.12 needs macOS 14 or later.
# The Info.plist (CFBundleDocumentTypes + UTExportedTypeDeclarations for .divas) is written by
# the BUNDLE step of packaging/divas_desktop.spec. Signing: ad hoc unless DIVAS_CODESIGN_IDENTITY
# names a "Developer ID Application" identity, which signs with the hardened runtime and
# packaging/macos/entitlements.plist (what notarisation requires); notarising the .dmg is
# then packaging/macos/notarize.sh (README, "Signing").
#
# Output in $DIVAS_BUILD_DIR (default packaging/build/):
#   dist/Divas Desktop.app
#   divas-desktop-<version>-macos-<arch>.dmg
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
PACKAGING="$ROOT/packaging"
BUILD="${DIVAS_BUILD_DIR:-$PACKAGING/build}"
PYTHON="${PYTHON:-}"
if [[ -z "$PYTHON" ]]; then
  if [[ -x "$ROOT/.venv/bin/python" ]]; then PYTHON="$ROOT/.venv/bin/python"; else PYTHON="python3"; fi
fi
started=$(date +%s)
log() { printf '\n== %s (%ss)\n' "$*" "$(( $(date +%s) - started ))"; }

ARCH="$("$PYTHON" -c 'import platform; print(platform.machine())')"  # arm64 or x86_64
[[ "$ARCH" == "$(uname -m)" ]] || echo "warning: $PYTHON is $ARCH on a $(uname -m) Mac (Rosetta?)" >&2
"$PYTHON" -c "import importlib.util, sys; sys.exit(0 if importlib.util.find_spec('PyInstaller') else 1)" \
  || "$PYTHON" -m pip install --quiet "pyinstaller>=6.10,<7"
VERSION="$("$PYTHON" "$PACKAGING/buildtools.py" version)"
APP="$BUILD/dist/Divas Desktop.app"
DMG="$BUILD/divas-desktop-$VERSION-macos-$ARCH.dmg"

log "pyinstaller ($VERSION, $ARCH)"
"$PYTHON" -m PyInstaller --noconfirm --clean --log-level WARN \
  --distpath "$BUILD/dist" --workpath "$BUILD/work" "$PACKAGING/divas_desktop.spec"
[[ -x "$APP/Contents/MacOS/DivasDesktop" ]] || { echo "no $APP" >&2; exit 1; }

log "Info.plist"
PLIST="$APP/Contents/Info.plist"
plutil -lint "$PLIST"
for key in CFBundleIdentifier CFBundleShortVersionString LSMinimumSystemVersion \
    "CFBundleDocumentTypes:0:LSItemContentTypes:0" "UTExportedTypeDeclarations:0:UTTypeIdentifier" \
    "UTExportedTypeDeclarations:0:UTTypeTagSpecification:public.filename-extension:0"; do
  printf '%-72s %s\n' "$key" "$(/usr/libexec/PlistBuddy -c "Print :$key" "$PLIST")"
done
file "$APP/Contents/MacOS/DivasDesktop"

log "codesign"
# PyInstaller signs every binary ad hoc (arm64 refuses to run unsigned code); sign the whole
# bundle again so its seal covers Info.plist and the resources, then check it.
xattr -cr "$APP"
IDENTITY="${DIVAS_CODESIGN_IDENTITY:--}"
SIGN_OPTS=(--force --deep --sign "$IDENTITY")
if [[ "$IDENTITY" != "-" ]]; then
  SIGN_OPTS+=(--options runtime --timestamp --entitlements "$PACKAGING/macos/entitlements.plist")
fi
codesign "${SIGN_OPTS[@]}" "$APP"
codesign --verify --deep --strict --verbose=2 "$APP"

log "dmg"
STAGE="$BUILD/dmg-stage"
rm -rf "$STAGE" "$DMG"
mkdir -p "$STAGE"
cp -R "$APP" "$STAGE/"
ln -s /Applications "$STAGE/Applications"  # drag the app onto it
# shellcheck source=packaging/macos/dmg.sh
source "$PACKAGING/macos/dmg.sh"
create_dmg "Divas Desktop $VERSION" "$STAGE" "$DMG"  # hdiutil create, retried when busy
rm -rf "$STAGE"

log "done"
du -sh "$APP" "$DMG"
