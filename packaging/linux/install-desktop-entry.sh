#!/bin/sh
# Add Divas Desktop (unpacked from the .tar.gz) to your applications menu and make .divas
# files open with it. Per user, no root needed. Run it again after moving the folder;
# run it with --uninstall to remove the entries (your saved games are not touched).
set -eu
HERE="$(cd "$(dirname "$0")" && pwd)"
DATA="${XDG_DATA_HOME:-$HOME/.local/share}"
APP=divas-desktop

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
    mkdir -p "$DATA/applications" "$DATA/mime/packages"
    sed "s|@BUNDLE@|$HERE|g" "$HERE/share/applications/$APP.desktop" > "$DATA/applications/$APP.desktop"
    cp "$HERE/share/mime/packages/$APP.xml" "$DATA/mime/packages/$APP.xml"
    (cd "$HERE/share" && find icons -type f) | while read -r icon; do
      mkdir -p "$DATA/$(dirname "$icon")"
      cp "$HERE/share/$icon" "$DATA/$icon"
    done
    refresh_caches
    echo "Added Divas Desktop to your applications menu ($DATA/applications/$APP.desktop);"
    echo ".divas files now open with $HERE/$APP."
    echo "If you move this folder, run this script again; before deleting it, run: $0 --uninstall"
    ;;
  *)
    echo "usage: $0 [--uninstall]" >&2
    exit 2
    ;;
esac
