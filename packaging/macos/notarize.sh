#!/usr/bin/env bash
# Notarise a signed .dmg with Apple and staple the ticket to it, when the credentials exist.
#
#   DIVAS_CODESIGN_IDENTITY="Developer ID Application: Name (TEAMID)" \
#   DIVAS_NOTARY_APPLE_ID=you@example.com DIVAS_NOTARY_TEAM_ID=TEAMID \
#   DIVAS_NOTARY_PASSWORD=app-specific-password \
#     packaging/macos/notarize.sh packaging/build/divas-desktop-<v>-macos-<arch>.dmg
#
# Without DIVAS_CODESIGN_IDENTITY or without the three DIVAS_NOTARY_* values it says that
# notarisation is skipped and exits 0: the .dmg stays as built (signed ad hoc, not notarised;
# README "macOS" says how a player opens it the first time). Some of them set but not all
# is a mistake in the secrets and stops with status 1, rather than shipping un-notarised.
#
# With them: signs the .dmg itself with the identity, submits it to Apple's notary service
# (xcrun notarytool, waiting for the verdict; on refusal prints Apple's log), staples the
# ticket (xcrun stapler) so Gatekeeper accepts it offline, and checks the result with spctl.
set -euo pipefail

DMG="${1:?usage: notarize.sh DMG}"
IDENTITY="${DIVAS_CODESIGN_IDENTITY:-}"
APPLE_ID="${DIVAS_NOTARY_APPLE_ID:-}"
TEAM_ID="${DIVAS_NOTARY_TEAM_ID:-}"
PASSWORD="${DIVAS_NOTARY_PASSWORD:-}"

given=0
for value in "$APPLE_ID" "$TEAM_ID" "$PASSWORD"; do [[ -n "$value" ]] && given=$((given + 1)); done
if (( given > 0 && given < 3 )); then
  echo "notarize.sh: DIVAS_NOTARY_APPLE_ID, DIVAS_NOTARY_TEAM_ID and DIVAS_NOTARY_PASSWORD go together;" >&2
  echo "             only $given of the 3 is set (check the repository's secrets)" >&2
  exit 1
fi
if [[ -z "$IDENTITY" || "$IDENTITY" == "-" || $given == 0 ]]; then
  why="no signing identity (DIVAS_CODESIGN_IDENTITY)"
  [[ -n "$IDENTITY" && "$IDENTITY" != "-" ]] && why="no Apple ID credentials (DIVAS_NOTARY_*)"
  echo "notarisation skipped: $why; $(basename "$DMG") stays signed ad hoc and not notarised"
  exit 0
fi
[[ -f "$DMG" ]] || { echo "notarize.sh: no such file: $DMG" >&2; exit 1; }

echo "== signing $(basename "$DMG") with $IDENTITY"
codesign --force --timestamp --sign "$IDENTITY" "$DMG"

echo "== submitting to Apple's notary service (this waits for the verdict, usually minutes)"
RESULT="$(mktemp "${TMPDIR:-/tmp}/notary.XXXXXX")"
trap 'rm -f "$RESULT"' EXIT
xcrun notarytool submit "$DMG" --apple-id "$APPLE_ID" --team-id "$TEAM_ID" \
  --password "$PASSWORD" --wait --timeout 30m --output-format json >"$RESULT" || true
cat "$RESULT"
status="$(plutil -extract status raw -o - "$RESULT" 2>/dev/null || true)"
if [[ "$status" != "Accepted" ]]; then
  id="$(plutil -extract id raw -o - "$RESULT" 2>/dev/null || true)"
  if [[ -n "$id" ]]; then
    xcrun notarytool log "$id" --apple-id "$APPLE_ID" --team-id "$TEAM_ID" --password "$PASSWORD" || true
  fi
  echo "notarize.sh: Apple did not accept $(basename "$DMG") (status: ${status:-none})" >&2
  exit 1
fi

echo "== stapling the ticket"
xcrun stapler staple "$DMG"
xcrun stapler validate "$DMG"
spctl --assess --type open --context context:primary-signature --verbose=2 "$DMG"
echo "notarised: $DMG"
