#!/usr/bin/env bash
# Smoke-test a built artefact the way a player gets it: install it, start it, play, save, check.
#
#   packaging/smoke_test.sh ARTEFACT
#
# ARTEFACT is one of
#   *.deb             installed with apt-get (root or sudo), removed again at the end
#   *.tar.gz          unpacked into a temporary folder
#   *.dmg             mounted, the .app copied out (macOS)
#   *-setup.exe       Inno Setup installer, installed silently per user, uninstalled at the end (Windows)
#   a folder          a PyInstaller one-folder bundle (dist/divas-desktop) or a .app
#
# Checks: on Linux, every library of the bundle resolves on this system, no file carries a
# build-machine search path (RUNPATH), and no file needs a newer glibc than the README
# promises (objdump -T; packaging/buildtools.py GLIBC_PROMISE) or than the .deb declares;
# `doctor` finds the window system and draws real letters, not empty boxes (and sees the
# boxes when the font configuration is taken away); the GUI paints its splash and then its
# main window offscreen (the stdout probe of DIVAS_EXIT_AFTER_FIRST_PAINT=1) and, on Linux
# with xvfb-run, on a real X server through the bundled xcb plugin, and on macOS and Windows
# on the native platform; --screenshots writes PNGs; selfplay of every game writes a save
# that `check` accepts; `check` refuses a broken file with status 2; a save opens in the GUI
# given as an argument and the way a double-click opens it (the .desktop entry's Exec line
# on Linux, the file association on Windows, LaunchServices on macOS); the .deb registers
# the .divas MIME type and the menu entry; the uninstall removes everything.
#
# Environment: SMOKE_GAMES (default "sipario turandot divas magna"), SMOKE_SEED (1),
# SMOKE_TIMEOUT seconds per command (120), SMOKE_FIRST_PAINT=0 to skip the first-paint check,
# SMOKE_GLIBC_PROMISE (default: buildtools.py glibc-promise), SMOKE_KEEP=1 to keep the
# temporary folder and the installed package.
set -uo pipefail

ARTEFACT="${1:?usage: smoke_test.sh ARTEFACT}"
GAMES="${SMOKE_GAMES:-sipario turandot divas magna}"
SEED="${SMOKE_SEED:-1}"
TIMEOUT="${SMOKE_TIMEOUT:-120}"
APP=divas-desktop
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
started=$(date +%s)
TMP="$(mktemp -d "${TMPDIR:-/tmp}/divas-smoke.XXXXXX")"
FAILURES=0
PASSES=0
UNINSTALL=""  # the command that removes what the install step put in place

case "$(uname -s)" in
  Linux) OS=linux ;;
  Darwin) OS=macos ;;
  MINGW*|MSYS*|CYGWIN*) OS=windows ;;
  *) OS=other ;;
esac
SUDO=""
[[ $OS == linux && $(id -u) -ne 0 ]] && SUDO="sudo"
# Git Bash would rewrite "/VERYSILENT" into a Windows path: paths are converted by hand (cygpath).
[[ $OS == windows ]] && export MSYS_NO_PATHCONV=1 MSYS2_ARG_CONV_EXCL="*"

pass() { PASSES=$((PASSES + 1)); echo "PASS $*"; }
fail() { FAILURES=$((FAILURES + 1)); echo "FAIL $*"; }
elapsed() { echo "$(( $(date +%s) - started ))s"; }

uninstall() {  # once: at the end as a checked step, or on an early exit as a clean-up
  local cmd="$UNINSTALL"
  UNINSTALL=""
  [[ -z "$cmd" || "${SMOKE_KEEP:-0}" == 1 ]] && return 0
  if eval "$cmd"; then pass "uninstall"; else fail "uninstall"; fi
}
finish() {
  trap '' PIPE  # the clean-up (an uninstall) must run to its end even if our stdout is gone
  uninstall
  [[ "${SMOKE_KEEP:-0}" == 1 ]] && echo "kept $TMP" || rm -rf "$TMP"
}
trap finish EXIT

# run_t SECONDS CMD... : run with a time limit (coreutils timeout, else perl's alarm).
run_t() {
  local secs="$1"; shift
  if command -v timeout >/dev/null 2>&1; then timeout "$secs" "$@"
  else perl -e '$s = shift; alarm $s; exec @ARGV or die "exec: $!"' "$secs" "$@"; fi
}

native_path() {  # a path the Windows binary understands
  if [[ $OS == windows ]] && command -v cygpath >/dev/null; then cygpath -w "$1"; else echo "$1"; fi
}

# --- install ------------------------------------------------------------------------------
echo "== installing $ARTEFACT ($OS)"
case "$ARTEFACT" in
  *.deb)
    $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$(cd "$(dirname "$ARTEFACT")" && pwd)/$(basename "$ARTEFACT")" \
      >"$TMP/install.log" 2>&1 || { cat "$TMP/install.log"; echo "FAIL install"; exit 1; }
    # dpkg's output goes to a file: a purge killed by SIGPIPE (the caller's pipe closed, e.g.
    # `smoke_test.sh ... | head`) leaves dpkg half-done until `dpkg --configure -a`.
    UNINSTALL="$SUDO dpkg --purge $APP >'$TMP/purge.log' 2>&1 && [[ ! -e /opt/$APP && ! -e /usr/share/applications/$APP.desktop ]] || { cat '$TMP/purge.log'; false; }"
    BIN="/usr/bin/$APP"  # a symlink into /opt: the bootloader must find its folder through it
    ;;
  *.tar.gz)
    # Into a folder whose name has a space and shell characters, as a player's may: the
    # program, its menu entry (quoted Exec line) and its uninstall must all cope.
    UNPACKED="$TMP/My Games & Co's \$5 | more"
    mkdir -p "$UNPACKED"
    tar -C "$UNPACKED" -xzf "$ARTEFACT"
    BIN="$(echo "$UNPACKED"/$APP-*/$APP)"
    ;;
  *.dmg)
    mkdir -p "$TMP/mnt"
    hdiutil attach -nobrowse -readonly -mountpoint "$TMP/mnt" "$ARTEFACT" >/dev/null
    cp -R "$TMP/mnt/"*.app "$TMP/"
    hdiutil detach "$TMP/mnt" >/dev/null
    APPDIR="$(echo "$TMP"/*.app)"
    BIN="$APPDIR/Contents/MacOS/DivasDesktop"
    LSREGISTER=/System/Library/Frameworks/CoreServices.framework/Frameworks/LaunchServices.framework/Support/lsregister
    UNINSTALL="'$LSREGISTER' -u '$APPDIR' >/dev/null 2>&1; rm -rf '$APPDIR' && [[ ! -e '$APPDIR' ]]"
    ;;
  *.exe)
    INSTALL_DIR="$TMP/install"
    "$ARTEFACT" /VERYSILENT /SUPPRESSMSGBOXES /NORESTART /CURRENTUSER /SP- \
      "/DIR=$(native_path "$INSTALL_DIR")" "/LOG=$(native_path "$TMP/setup.log")" \
      || { cat "$TMP/setup.log"; echo "FAIL install"; exit 1; }
    # The uninstaller copies itself to %TEMP% and returns at once: wait for the files to go.
    UNINSTALL="'$INSTALL_DIR/unins000.exe' /VERYSILENT /SUPPRESSMSGBOXES /NORESTART && for _ in \$(seq 60); do [[ -e '$INSTALL_DIR/DivasDesktop.exe' ]] || break; sleep 1; done; [[ ! -e '$INSTALL_DIR/DivasDesktop.exe' ]] && ! reg query 'HKCU\\Software\\Classes\\DivasDesktop.SavedGame' >/dev/null 2>&1"
    BIN="$INSTALL_DIR/DivasDesktop.exe"
    ;;
  *.app|*.app/)
    APPDIR="${ARTEFACT%/}"; BIN="$APPDIR/Contents/MacOS/DivasDesktop" ;;
  *)
    if [[ -d "$ARTEFACT" ]]; then
      BIN="$(ls "$ARTEFACT"/$APP "$ARTEFACT"/DivasDesktop.exe "$ARTEFACT"/DivasDesktop 2>/dev/null | head -1)"
    else
      echo "unknown artefact type: $ARTEFACT"; exit 2
    fi ;;
esac
[[ -x "$BIN" ]] && pass "installed: $BIN ($(elapsed))" || { fail "no executable at $BIN"; exit 1; }

# --- platform integration ---------------------------------------------------------------
case "$ARTEFACT" in
  *.deb)
    [[ -f /usr/share/applications/$APP.desktop ]] && pass "menu entry" || fail "menu entry missing"
    if command -v update-mime-database >/dev/null; then
      # shared-mime-info's dpkg trigger compiled our XML into the database.
      grep -q "x-divas-save" /usr/share/mime/globs2 2>/dev/null && pass "MIME type *.divas registered" \
        || fail "MIME type not in /usr/share/mime/globs2"
    fi
    if command -v desktop-file-validate >/dev/null; then
      desktop-file-validate /usr/share/applications/$APP.desktop && pass "desktop entry valid" || fail "desktop entry invalid"
    fi
    ;;
esac
if [[ -n "${APPDIR:-}" ]]; then
  PLIST="$APPDIR/Contents/Info.plist"
  if /usr/libexec/PlistBuddy -c "Print :UTExportedTypeDeclarations:0:UTTypeTagSpecification:public.filename-extension:0" "$PLIST" | grep -qx divas \
     && /usr/libexec/PlistBuddy -c "Print :CFBundleDocumentTypes:0:LSItemContentTypes:0" "$PLIST" >/dev/null; then
    pass "Info.plist declares .divas"
  else
    fail "Info.plist lacks the .divas document type"
  fi
  codesign --verify --deep "$APPDIR" 2>"$TMP/codesign.log" && pass "codesign --verify" || { cat "$TMP/codesign.log"; fail "codesign --verify"; }
fi
if [[ $OS == linux ]]; then
  BUNDLE_DIR="$(dirname "$(readlink -f "$BIN")")"
  if ! command -v objdump >/dev/null || ! command -v readelf >/dev/null || ! command -v file >/dev/null; then
    fail "the Linux checks need binutils and file (apt install binutils file)"
  else
    mapfile -t ELVES < <(find "$BUNDLE_DIR" -type f \( -name '*.so*' -o -perm -u+x \) -print0 |
      xargs -0 file -L --mime-type | awk -F': ' '$2 ~ /x-(sharedlib|executable|pie-executable)/ {print $1}')
    # Every library the bundle links against resolves here: bundled, or a package the .deb
    # depends on (a missing one would fail at start-up, or when a plugin loads).
    : >"$TMP/unresolved.txt"
    for elf in "${ELVES[@]}"; do
      LD_LIBRARY_PATH="$BUNDLE_DIR/_internal" ldd "$elf" 2>/dev/null |
        awk -v f="${elf#"$BUNDLE_DIR"/}" '/=> not found/ {print "  " f " needs " $1}' >>"$TMP/unresolved.txt"
    done
    sort -u -o "$TMP/unresolved.txt" "$TMP/unresolved.txt"
    if [[ -s "$TMP/unresolved.txt" ]]; then
      cat "$TMP/unresolved.txt"; fail "libraries missing on this system ($(wc -l <"$TMP/unresolved.txt") links)"
    else
      pass "all ${#ELVES[@]} binaries of the bundle find their libraries"
    fi
    # No search path of the build machine (a pyenv or toolcache Python's RUNPATH).
    for elf in "${ELVES[@]}"; do
      readelf -d "$elf" 2>/dev/null | awk -v f="${elf#"$BUNDLE_DIR"/}" '/\((RUN)?R?PATH\)/ {
        s = $0; sub(/.*\[/, "", s); sub(/\].*/, "", s); n = split(s, parts, ":")
        for (i = 1; i <= n; i++) if (parts[i] !~ /^\$(\{)?ORIGIN/) print "  " f ": " parts[i] }'
    done >"$TMP/runpaths.txt"
    if [[ -s "$TMP/runpaths.txt" ]]; then
      head -5 "$TMP/runpaths.txt"; fail "build-machine search paths in $(wc -l <"$TMP/runpaths.txt") binaries"
    else
      pass "no build-machine RUNPATH"
    fi
    # glibc: what the binaries ask for, against the README's promise and the .deb's Depends.
    newest() { printf '%s\n' "$@" | sort -V | tail -1; }
    needed="$(printf '%s\0' "${ELVES[@]}" | xargs -0 objdump -T 2>/dev/null |
      grep -o 'GLIBC_[0-9][0-9.]*' | sed 's/GLIBC_//' | sort -uV | tail -1)"
    promise="${SMOKE_GLIBC_PROMISE:-$(python3 "$HERE/buildtools.py" glibc-promise 2>/dev/null)}"
    if [[ -z "$promise" ]]; then
      fail "no glibc promise (set SMOKE_GLIBC_PROMISE or install python3)"
    elif [[ "$(newest "$needed" "$promise")" == "$promise" ]]; then
      pass "glibc: the bundle needs $needed, within the $promise the README promises"
    else
      objdump -T "${ELVES[@]}" 2>/dev/null | grep "GLIBC_$needed" | head -5
      fail "glibc: the bundle needs $needed, newer than the $promise the README promises"
    fi
    if [[ "$ARTEFACT" == *.deb ]]; then
      declared="$(dpkg-query -W -f='${Depends}' "$APP" | grep -o 'libc6 (>= [0-9.]*' | grep -o '[0-9.]*$')"
      if [[ -n "$declared" && "$(newest "$needed" "$declared")" == "$declared" ]]; then
        pass "Depends: libc6 (>= $declared) covers the glibc it needs"
      else
        fail "Depends: libc6 (>= ${declared:-?}) but the bundle needs $needed"
      fi
    fi
  fi
fi

# --- doctor: the window system and real letters -------------------------------------------
if QT_QPA_PLATFORM=offscreen run_t "$TIMEOUT" "$BIN" doctor >"$TMP/doctor.log" 2>&1; then
  pass "doctor (offscreen): $(grep -c '^ok ' "$TMP/doctor.log") checks ok, text draws as letters"
else
  cat "$TMP/doctor.log"; fail "doctor (offscreen) found a problem"
fi
if [[ $OS == linux ]]; then
  # The same check must see the boxes when fontconfig has no font to offer.
  printf '<?xml version="1.0"?>\n<fontconfig></fontconfig>\n' >"$TMP/no-fonts.conf"
  FONTCONFIG_FILE="$TMP/no-fonts.conf" QT_QPA_PLATFORM=offscreen run_t "$TIMEOUT" "$BIN" doctor >"$TMP/doctor-boxes.log" 2>&1
  status=$?
  if [[ $status == 1 ]] && grep -q "empty boxes\|drawn as nothing" "$TMP/doctor-boxes.log"; then
    pass "doctor sees empty boxes when there is no font"
  else
    cat "$TMP/doctor-boxes.log"; fail "doctor without fonts: status $status, no boxes reported"
  fi
  if command -v xvfb-run >/dev/null; then
    if xvfb-run -a -s "-screen 0 1366x768x24" env QT_QPA_PLATFORM=xcb "$BIN" doctor >"$TMP/doctor-xcb.log" 2>&1; then
      pass "doctor (xcb, a real X server): the window system loads, text draws as letters"
    else
      cat "$TMP/doctor-xcb.log"; fail "doctor (xcb) found a problem"
    fi
  fi
fi

# --- start-up: first paint --------------------------------------------------------------
# The app paints a splash first and builds the main window (pydantic, the rules core) after
# that paint. With DIVAS_EXIT_AFTER_FIRST_PAINT=1 it prints `divas-first-paint <epoch>` (splash)
# and `divas-main-window-paint <epoch>` (main window) on stdout, then exits 0: both marks are
# required, so a bundle whose lazily imported rules core is broken (the splash paints, the main
# window never does) fails here. Qt's painting log (stderr) is kept as a witness for the
# diagnostics: it tells "nothing painted" from "painted but the probe was ignored".
first_paint() {  # $1 label, $2 QT_QPA_PLATFORM ("" = the OS default), rest: a wrapper command
  local label="$1" platform="$2"; shift 2
  local out="$TMP/first-paint-$label.out" err="$TMP/first-paint-$label.err"
  local pid status="" tenths=0 main_at="" splash main
  : >"$out"; : >"$err"
  set -m  # the launch gets its own process group: one kill ends a wrapper (xvfb-run) and its children
  (
    if [[ -n "$platform" ]]; then export QT_QPA_PLATFORM="$platform"; else unset QT_QPA_PLATFORM; fi
    # (QT_FORCE_STDERR_LOGGING: Qt would send its log to the system log on macOS and Windows.)
    export DIVAS_EXIT_AFTER_FIRST_PAINT=1 QT_LOGGING_RULES="qt.widgets.painting=true" QT_FORCE_STDERR_LOGGING=1
    exec "$@" "$BIN"
  ) >"$out" 2>"$err" &
  pid=$!
  set +m
  while (( tenths < 600 )); do
    if ! kill -0 "$pid" 2>/dev/null; then wait "$pid"; status=$?; break; fi
    if [[ -z "$main_at" ]] && grep -q "^divas-main-window-paint " "$out"; then main_at=$tenths; fi
    # The main window painted but the app is still running 5 s later: it did not quit.
    if [[ -n "$main_at" ]] && (( tenths - main_at > 50 )); then break; fi
    sleep 0.1; tenths=$((tenths + 1))
  done
  [[ -z "$status" ]] && { kill -TERM -- "-$pid" 2>/dev/null || kill "$pid" 2>/dev/null; wait "$pid" 2>/dev/null; }
  splash="$(awk '$1 == "divas-first-paint" {print $2; exit}' "$out")"
  main="$(awk '$1 == "divas-main-window-paint" {print $2; exit}' "$out")"
  local why="" ended="exit status $status"
  [[ -z "$status" ]] && ended="still running after $((tenths / 10)) s, killed"
  if [[ -n "$splash" && -n "$main" ]]; then
    local gap; gap="$(awk -v a="$splash" -v b="$main" 'BEGIN {printf "%.0f", (b - a) * 1000}')"
    if [[ -n "$status" && $status == 0 ]]; then
      pass "first paint ($label): splash, then the main window $gap ms later"
    elif [[ -z "$status" ]]; then
      pass "first paint ($label): splash, then the main window $gap ms later [WARN: the app did not exit on DIVAS_EXIT_AFTER_FIRST_PAINT=1]"
    else
      why="both windows painted, then it exited with status $status"
    fi
  elif [[ $OS == windows && -n "$status" && $status == 0 ]]; then
    pass "first paint ($label)"  # a windowed .exe has no stdout: its exit status says it
  elif [[ -n "$splash" ]]; then
    why="the splash painted but the main window did not ($ended)"
  elif grep -q "Flushing Q.* to QWidgetWindow" "$err"; then
    why="a window painted but the app printed no divas-first-paint ($ended)"
  else
    why="no window painted ($ended)"
  fi
  if [[ -n "$why" ]]; then
    cat "$out"; grep -v "^qt.widgets.painting" "$err" | tail -20
    fail "first paint ($label): $why"
  fi
}
if [[ "${SMOKE_FIRST_PAINT:-1}" != 0 ]]; then
  first_paint offscreen offscreen
  if [[ $OS == linux ]] && command -v xvfb-run >/dev/null; then
    first_paint xcb xcb xvfb-run -a -s "-screen 0 1366x768x24"
  fi
  if [[ $OS == macos || $OS == windows ]]; then
    first_paint native ""  # the real cocoa / windows platform plugin on the CI desktop session
  fi
fi

# --- screenshots ------------------------------------------------------------------------
SHOTS="$TMP/screenshots"
if QT_QPA_PLATFORM=offscreen run_t "$TIMEOUT" "$BIN" --screenshots "$(native_path "$SHOTS")" >"$TMP/shots.log" 2>&1; then
  count=0; bad=0
  while IFS= read -r -d '' png; do
    count=$((count + 1))
    [[ "$(head -c 8 "$png" | od -An -tx1 | tr -d ' \n')" == "89504e470d0a1a0a" ]] || bad=$((bad + 1))
  done < <(find "$SHOTS" -name '*.png' -print0 2>/dev/null)
  if (( count > 0 && bad == 0 )); then pass "--screenshots wrote $count PNGs"; else fail "--screenshots: $count PNGs, $bad invalid"; fi
else
  status=$?; cat "$TMP/shots.log"; fail "--screenshots exited $status"
fi

# --- selfplay, save, check --------------------------------------------------------------
SAVES="$TMP/saves"
mkdir -p "$SAVES"
for game in $GAMES; do
  before="$(ls "$SAVES" | wc -l)"
  if run_t "$TIMEOUT" "$BIN" selfplay "$game" --games 1 --seed "$SEED" --save "$(native_path "$SAVES")" >"$TMP/selfplay-$game.log" 2>&1; then
    save="$(ls -t "$SAVES"/"$game"*.divas 2>/dev/null | head -1)"
    if [[ -n "$save" && "$(ls "$SAVES" | wc -l)" -gt "$before" ]]; then
      pass "selfplay $game -> $(basename "$save")"
      if run_t "$TIMEOUT" "$BIN" check "$(native_path "$save")" >"$TMP/check-$game.log" 2>&1; then
        pass "check $(basename "$save")"
      else
        status=$?; cat "$TMP/check-$game.log"; fail "check $(basename "$save") exited $status"
      fi
    else
      cat "$TMP/selfplay-$game.log"; fail "selfplay $game wrote no save"
    fi
  else
    status=$?
    tail -20 "$TMP/selfplay-$game.log"; fail "selfplay $game exited $status"
  fi
done
printf '{"format": "not a divas save"' > "$TMP/broken.divas"
run_t "$TIMEOUT" "$BIN" check "$(native_path "$TMP/broken.divas")" >"$TMP/check-broken.log" 2>&1
status=$?
[[ $status == 2 ]] && pass "check refuses a broken file (status 2)" || { cat "$TMP/check-broken.log"; fail "check of a broken file: status $status, want 2"; }

# --- a save opens: as an argument, and the way a double-click opens it -------------------
# With DIVAS_EXIT_AFTER_FIRST_PAINT=1 and a file, the app opens it after its first paint and
# writes `divas-opened-file` (or `divas-open-file-refused`) to DIVAS_PROBE_FILE, then quits:
# a file is read back because the app may be started by someone else (LaunchServices, cmd).
SAVE="$(ls "$SAVES"/*.divas 2>/dev/null | head -1)"
opens_save() {  # $1 label, $2 probe file, rest: the command that starts the app with SAVE
  local label="$1" probe="$2"; shift 2
  local waited=0
  : >"$probe"
  DIVAS_EXIT_AFTER_FIRST_PAINT=1 DIVAS_PROBE_FILE="$(native_path "$probe")" \
    run_t "$TIMEOUT" "$@" >"$TMP/open.log" 2>&1
  while ! grep -q "^divas-open" "$probe" && (( waited < 60 )); do sleep 1; waited=$((waited + 1)); done
  if grep -q "^divas-opened-file " "$probe"; then
    pass "a save opens ($label)"
  else
    cat "$TMP/open.log" "$probe"; fail "a save opens ($label): $(tr '\n' ' ' <"$probe")"
  fi
}
if [[ -z "$SAVE" ]]; then
  fail "no save to open"
else
  if [[ $OS == linux ]]; then
    opens_save "as an argument" "$TMP/probe-arg.txt" env QT_QPA_PLATFORM=offscreen "$BIN" "$SAVE"
  else
    opens_save "as an argument" "$TMP/probe-arg.txt" "$BIN" "$(native_path "$SAVE")"
  fi
  case "$ARTEFACT" in
    *.deb)
      opens_save "the menu entry's Exec line" "$TMP/probe-entry.txt" \
        env QT_QPA_PLATFORM=offscreen python3 "$HERE/linux/desktop_exec.py" /usr/share/applications/$APP.desktop "$SAVE"
      # (desktop_exec.py reads Exec by the Desktop Entry Specification's rules and runs it
      # without a shell, with the save for %f, as a desktop does.)
      ;;
    *.tar.gz)
      XDG="$TMP/xdg"
      if XDG_DATA_HOME="$XDG" "$(dirname "$BIN")/install-desktop-entry.sh" >"$TMP/entry.log" 2>&1 \
          && grep -q "Added Divas Desktop" "$TMP/entry.log"; then
        pass "install-desktop-entry.sh adds the menu entry"
        opens_save "the menu entry's Exec line" "$TMP/probe-entry.txt" \
          env QT_QPA_PLATFORM=offscreen python3 "$HERE/linux/desktop_exec.py" "$XDG/applications/$APP.desktop" "$SAVE"
      else
        cat "$TMP/entry.log"; fail "install-desktop-entry.sh"
      fi
      if XDG_DATA_HOME="$XDG" "$(dirname "$BIN")/install-desktop-entry.sh" --uninstall >"$TMP/entry.log" 2>&1 \
          && grep -q "Removed Divas Desktop" "$TMP/entry.log" && [[ ! -e "$XDG/applications/$APP.desktop" ]]; then
        pass "install-desktop-entry.sh --uninstall removes it and says so"
      else
        cat "$TMP/entry.log"; fail "install-desktop-entry.sh --uninstall"
      fi
      ;;
    *.exe)
      if reg query 'HKCU\Software\Classes\.divas' /ve 2>/dev/null | grep -q "DivasDesktop.SavedGame"; then
        pass ".divas is associated with Divas Desktop (HKCU\\Software\\Classes)"
      else
        fail ".divas is not associated with Divas Desktop"
      fi
      # As Explorer would: the association's command, through the shell.
      opens_save "a double-click (start)" "$TMP/probe-assoc.txt" cmd /c start "" /wait "$(native_path "$SAVE")"
      ;;
    *.dmg)
      "$LSREGISTER" -f "$APPDIR"
      # As the Finder would: LaunchServices picks the app for .divas and sends it the file.
      opens_save "a double-click (open)" "$TMP/probe-assoc.txt" \
        open -W -n --env DIVAS_EXIT_AFTER_FIRST_PAINT=1 --env "DIVAS_PROBE_FILE=$TMP/probe-assoc.txt" "$SAVE"
      ;;
  esac
fi

uninstall

echo "== smoke test of $(basename "$ARTEFACT") on $OS took $(elapsed)"
echo "smoke: $PASSES passed, $FAILURES failed"
(( FAILURES == 0 ))
