#!/bin/sh
# Add Divas Desktop (unpacked from the .tar.gz) to your applications menu and make .divas
# files open with it. Per user, no root needed. Run it again after moving the folder;
# run it with --uninstall to remove the entries (your saved games are not touched).
set -eu
HERE="$(cd "$(dirname "$0")" && pwd)"
DATA="${XDG_DATA_HOME:-$HOME/.local/share}"
APP=divas-desktop

# The program as a desktop entry's Exec line names it, whatever the folder is called
# (Desktop Entry Specification, "The Exec key"): in double quotes, with \ " ` $ escaped by
# a backslash and a literal % doubled; then the string escape of every value doubles each
# backslash. So "My Games" stays one argument and | & ; ' ~ * need nothing more.
exec_quoted() {
  printf '%s' "$1" | sed -e 's/[\\"`$]/\\&/g' -e 's/%/%%/g' -e 's/\\/\\\\/g' -e 's/^/"/' -e 's/$/"/'
}

refresh_caches() {
  command -v update-mime-database >/dev/null && update-mime-database "$DATA/mime" || true
  command -v update-desktop-database >/dev/null && update-desktop-database "$DATA/applications" || true
  command -v gtk-update-icon-cache >/dev/null && gtk-update-icon-cache -q -t "$DATA/icons/hicolor" 2>/dev/null || true
}

case "${1:-}" in
  --uninstall)
    found=0
    for file in "$DATA/applications/$APP.desktop" "$DATA/mime/packages/$APP.xml"; do
      if [ -e "$file" ]; then rm -f "$file"; found=1; fi
    done
    if [ -d "$DATA/icons/hicolor" ]; then
      icons="$(find "$DATA/icons/hicolor" \( -name "$APP.*" -o -name "application-x-divas-save.*" \) -print)"
      if [ -n "$icons" ]; then
        find "$DATA/icons/hicolor" \( -name "$APP.*" -o -name "application-x-divas-save.*" \) -delete
        found=1
      fi
    fi
    refresh_caches
    if [ "$found" = 1 ]; then
      echo "Removed Divas Desktop from your applications menu; .divas files no longer open with it."
      echo "You can now delete the folder $HERE (your saved games are elsewhere and stay)."
    else
      echo "Divas Desktop was not in your applications menu: nothing to remove."
    fi
    ;;
  "")
    case "$HERE" in
      *"
"*) echo "The folder's path has a line break: move the folder, then run $0 again." >&2; exit 1 ;;
    esac
    mkdir -p "$DATA/applications" "$DATA/mime/packages"
    # @EXEC@ is replaced as plain text (awk's index/substr: no sed or regex meaning of | & \).
    DIVAS_EXEC="$(exec_quoted "$HERE/$APP")" awk '{
      line = $0
      while ((at = index(line, "@EXEC@")) > 0)
        line = substr(line, 1, at - 1) ENVIRON["DIVAS_EXEC"] substr(line, at + 6)
      print line
    }' "$HERE/share/applications/$APP.desktop" > "$DATA/applications/$APP.desktop"
    cp "$HERE/share/mime/packages/$APP.xml" "$DATA/mime/packages/$APP.xml"
    (cd "$HERE/share" && find icons -type f) | while read -r icon; do
      mkdir -p "$DATA/$(dirname "$icon")"
      cp "$HERE/share/$icon" "$DATA/$icon"
    done
    refresh_caches
    echo "Added Divas Desktop to your applications menu ($DATA/applications/$APP.desktop);"
    echo ".divas files now open with $HERE/$APP."
    echo "If you move this folder, run this script again; before deleting it, run: $0 --uninstall"
    case "$HERE" in
      *%*) echo "Note: the folder's path has a % sign, which GNOME's menu (GLib) cannot start a program from; move the folder to a path without one and run this script again." ;;
    esac
    ;;
  *)
    echo "usage: $0 [--uninstall]" >&2
    exit 2
    ;;
esac
