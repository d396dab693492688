# shellcheck shell=bash
# Sourced by packaging/macos/build_macos.sh (and its test): make the .dmg, retrying.
#
#   create_dmg VOLUME_NAME SOURCE_FOLDER DMG
#
# `hdiutil create` fails now and then on CI runners ("Resource busy", "hdiutil: create
# failed - ..."), when another disk image or Spotlight holds the device it wants. It is
# tried DIVAS_DMG_ATTEMPTS times (default 5), DIVAS_DMG_RETRY_DELAY seconds apart, more each
# time (default 10, 20, 30 ...), removing any half-written image in between; each failure
# is printed with its attempt number. Then `hdiutil verify` checks the image.

create_dmg() {
  local volume="$1" source="$2" dmg="$3"
  local attempts="${DIVAS_DMG_ATTEMPTS:-5}" delay="${DIVAS_DMG_RETRY_DELAY:-10}" attempt=1
  while true; do
    if hdiutil create -volname "$volume" -srcfolder "$source" -fs HFS+ \
        -format UDZO -imagekey zlib-level=9 -ov "$dmg"; then
      break
    fi
    rm -f "$dmg"
    if (( attempt >= attempts )); then
      echo "hdiutil create failed $attempts times: giving up" >&2
      return 1
    fi
    echo "hdiutil create failed (attempt $attempt of $attempts); trying again in $((delay * attempt)) s" >&2
    sleep $((delay * attempt))
    attempt=$((attempt + 1))
  done
  hdiutil verify "$dmg"
}
