"""Options of a Sipario! match: mode, optional rules and rule-reading flags."""

from __future__ import annotations

from typing import Literal

from pydantic import Field, model_validator

from divas_desktop.core.game import GameConfig

# Rulebook numbers (not options).
START_GOLD = 8
BLIND_MARKERS = 4
SEASON_SIZE = 3
HAND_MIN = 7
OFFER_GOLD_CAP = 9
"""Most gold a Last-Hour Offer may ask (a bound on the offer-building actions)."""
HAND_MAX = 13
BASE_PN = 6
ROLE_PN = {"P": 3, "F": 2, "Se": 1, "M": 0}
ADVERTISING_GOLD = 3
TITLE_CHANGE_GOLD = 5
SETUP_SWAP_GOLD = 1
GT_SECOND_PART_GOLD = 2
SUBSTITUTION_GOLD = {"deb": 1, "gt": 2, "gi": 3, "stu": 0}
DELAY_PN = 2
DELAY_GOLD = 1
DELAY_NO_GOLD_PN = 1
PD_DELAY_PN = 1
BANG_PN = 5
LIGHTNING_PN = 3
HOME_COMPETITION_PN = 3
SHOWCASES = {"trilogy": 7, "ring": 7, "tribute": 5, "zero_km": 3, "stylish": 2}
PD_FORCED_EXTRA_GOLD = 2


class SiparioConfig(GameConfig):
    """Options of a Sipario! match."""

    mode: Literal["target_25", "target_50", "target_100", "timed_30", "timed_60", "timed_90"] = (
        Field(default="target_25", description="sipario.option.mode")
    )
    prime_donne: bool = Field(default=True, description="sipario.option.prime_donne")
    last_hour_offer: bool = Field(default=False, description="sipario.option.last_hour_offer")
    infingardo: bool = Field(default=False, description="sipario.option.infingardo")
    team_play: bool = Field(default=False, description="sipario.option.team_play")
    travesti_table: bool = Field(default=False, description="sipario.option.travesti_table")
    max_rounds: int = Field(default=100, ge=10, le=400, description="sipario.option.max_rounds")
    """Safety cap per 25 PN of target: the match ends after this many rounds (×2 for a
    50 PN target, ×3 for 100 PN, ×4 for timed play) as if time were up (NOTES.md)."""
    nerves_penalty_both: bool = Field(
        default=False, description="sipario.option.nerves_penalty_both"
    )
    """A-SIP-11 alternative: Nerves of Steel also costs -1 PN for a Debutant in a First part."""
    halving_floor_kept: bool = Field(default=False, description="sipario.option.halving_floor_kept")
    """A-SIP-08 alternative: a postponed show keeps floor(total / 2) instead of ceil."""
    pd_discard_to_blind: bool = Field(
        default=False, description="sipario.option.pd_discard_to_blind"
    )
    """A-SIP-05 alternative: a PD discarded unused goes to the blind-discard pile."""

    @model_validator(mode="after")
    def _team_play_needs_four(self) -> SiparioConfig:
        if self.team_play and self.seats != 4:
            raise ValueError("team play needs exactly four players (SIP-226)")
        return self

    @property
    def target(self) -> int | None:
        """PN target of the match, or ``None`` in timed mode."""
        return int(self.mode.split("_")[1]) if self.mode.startswith("target") else None

    @property
    def minutes(self) -> int | None:
        """Minutes of a timed match, or ``None`` in target mode."""
        return int(self.mode.split("_")[1]) if self.mode.startswith("timed") else None

    @property
    def round_cap(self) -> int:
        """Rounds after which the match stops whatever happens (safety rule, NOTES.md)."""
        factor = {"target_25": 1, "target_50": 2, "target_100": 3}.get(self.mode, 4)
        return self.max_rounds * factor
