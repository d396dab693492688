#!/bin/sh
# Add Divas Desktop (unpacked from the .tar.gz) to your applications menu and make .divas
# files open with it. Per user, no root needed. Run it again after moving the folder;
# run it with --uninstall to remove the entries.
set -eu
HERE="$(cd "$(dirname "$0")" && pwd)"
DATA="${XDG_DATA_HOME:-$HOME/.local/share}"
APP=divas-desktop
if [ "${1:-}" = "--uninstall" ]; then
  rm -f "$DATA/applications/$APP.desktop" "$DATA/mime/packages/$APP.xml"
  find "$DATA/icons/hicolor" -name "$APP.*" -delete 2>/dev/null || true
  find "$DATA/icons/hicolor" -name "application-x-divas-save.*" -delete 2>/dev/null || true
else
  mkdir -p "$DATA/applications" "$DATA/mime/packages"
  sed "s|@BUNDLE@|$HERE|g" "$HERE/share/applications/$APP.desktop" > "$DATA/applications/$APP.desktop"
  cp "$HERE/share/mime/packages/$APP.xml" "$DATA/mime/packages/$APP.xml"
  (cd "$HERE/share" && find icons -type f) | while read -r icon; do
    mkdir -p "$DATA/$(dirname "$icon")"
    cp "$HERE/share/$icon" "$DATA/$icon"
  done
fi
command -v update-mime-database >/dev/null && update-mime-database "$DATA/mime" || true
command -v update-desktop-database >/dev/null && update-desktop-database "$DATA/applications" || true
command -v gtk-update-icon-cache >/dev/null && gtk-update-icon-cache -q -t "$DATA/icons/hicolor" 2>/dev/null || true
echo "done: $DATA/applications/$APP.desktop"
