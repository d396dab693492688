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
# Checks: the GUI paints its splash and then its main window offscreen (the stdout probe of
# DIVAS_EXIT_AFTER_FIRST_PAINT=1) and, on Linux with xvfb-run, on a real X server through the
# bundled xcb plugin; --screenshots writes PNGs; selfplay of every game writes a save that
# `check` accepts; `check` refuses a broken file with status 2; the .deb registers the .divas
# MIME type and the menu entry.
#
# Environment: SMOKE_GAMES (default "sipario turandot divas magna"), SMOKE_SEED (1),
# SMOKE_TIMEOUT seconds per command (120), SMOKE_FIRST_PAINT=0 to skip the first-paint check,
# SMOKE_KEEP=1 to keep the temporary folder and the installed package.
set -uo pipefail

ARTEFACT="${1:?usage: smoke_test.sh ARTEFACT}"
GAMES="${SMOKE_GAMES:-sipario turandot divas magna}"
SEED="${SMOKE_SEED:-1}"
TIMEOUT="${SMOKE_TIMEOUT:-120}"
APP=divas-desktop
started=$(date +%s)
TMP="$(mktemp -d "${TMPDIR:-/tmp}/divas-smoke.XXXXXX")"
FAILURES=0
PASSES=0
CLEANUP=()

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

finish() {
  local cmd
  trap '' PIPE  # the clean-up (an uninstall) must run to its end even if our stdout is gone
  for cmd in "${CLEANUP[@]}"; do eval "$cmd" || true; done
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
    [[ "${SMOKE_KEEP:-0}" == 1 ]] || CLEANUP+=("if $SUDO dpkg --purge $APP >'$TMP/purge.log' 2>&1 && [[ ! -e /opt/$APP ]]; then echo 'PASS uninstall (dpkg --purge)'; else cat '$TMP/purge.log'; echo 'FAIL uninstall (dpkg --purge)'; fi")
    BIN="/usr/bin/$APP"  # a symlink into /opt: the bootloader must find its folder through it
    ;;
  *.tar.gz)
    tar -C "$TMP" -xzf "$ARTEFACT"
    BIN="$(echo "$TMP"/$APP-*/$APP)"
    ;;
  *.dmg)
    mkdir -p "$TMP/mnt"
    hdiutil attach -nobrowse -readonly -mountpoint "$TMP/mnt" "$ARTEFACT" >/dev/null
    cp -R "$TMP/mnt/"*.app "$TMP/"
    hdiutil detach "$TMP/mnt" >/dev/null
    APPDIR="$(echo "$TMP"/*.app)"
    BIN="$APPDIR/Contents/MacOS/DivasDesktop"
    ;;
  *.exe)
    INSTALL_DIR="$TMP/install"
    "$ARTEFACT" /VERYSILENT /SUPPRESSMSGBOXES /NORESTART /CURRENTUSER /SP- \
      "/DIR=$(native_path "$INSTALL_DIR")" "/LOG=$(native_path "$TMP/setup.log")" \
      || { cat "$TMP/setup.log"; echo "FAIL install"; exit 1; }
    CLEANUP+=("'$INSTALL_DIR/unins000.exe' /VERYSILENT /SUPPRESSMSGBOXES /NORESTART && sleep 5 && [[ ! -e '$INSTALL_DIR/DivasDesktop.exe' ]] && echo 'PASS uninstall'")
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
  # Every Qt platform plugin we rely on must find its libraries (the bundled xcb-cursor included).
  BUNDLE_DIR="$(dirname "$(readlink -f "$BIN")")"
  for plugin in libqxcb.so libqoffscreen.so libqwayland.so; do
    path="$(find "$BUNDLE_DIR" -name "$plugin" | head -1)"
    if [[ -z "$path" ]]; then fail "plugin $plugin not bundled"
    elif LD_LIBRARY_PATH="$BUNDLE_DIR/_internal" ldd "$path" | grep -q "not found"; then
      LD_LIBRARY_PATH="$BUNDLE_DIR/_internal" ldd "$path" | grep "not found"; fail "plugin $plugin has unresolved libraries"
    else pass "plugin $plugin links"; fi
  done
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

echo "== smoke test of $(basename "$ARTEFACT") on $OS took $(elapsed)"
echo "smoke: $PASSES passed, $FAILURES failed"
(( FAILURES == 0 ))
