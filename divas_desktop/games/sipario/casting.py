"""Role eligibility: which singer may fill which role, with which card, at what price."""

from __future__ import annotations

from typing import NamedTuple

from .config import GT_SECOND_PART_GOLD, SiparioConfig
from .data import FEMALE_VOICES, FOOL_ID, CardData, Role, singer_table

ENABLERS = ("night_of_grace", "nerves_of_steel", "recommendation")
# SIP-203: rows = role voice group, columns = the Great Interpreter's preferred voice group.
TRAVESTI_TABLE = {
    "S": {"S": 1, "Ms": 0, "T": -1, "BrB": -2},
    "Ms": {"S": 0, "Ms": 1, "T": -2, "BrB": -1},
    "T": {"S": -1, "Ms": -2, "T": 1, "BrB": 0},
    "BrB": {"S": -2, "Ms": -1, "T": 0, "BrB": 1},
}
GT_TRAVESTI_EXTRA = -2
# SIP-075/076: a GI's voices without En travesti (value = PN bonus).
GI_VOICES = {
    "S": {"S": 1, "Ms": 0},
    "Ms": {"Ms": 1, "S": 0},
    "T": {"T": 1, "Br": 0},
    "Br": {"Br": 1, "B": 1, "T": 0},
}


class Terms(NamedTuple):
    """Whether a placement is allowed, its PN modifier and the gold it costs."""

    ok: bool
    pn: int = 0
    gold: int = 0


NO = Terms(False)


def voice_group(voice: str) -> str:
    """Group a voice for the En travesti table (contralto counts as mezzo, B with Br)."""
    return {"C": "Ms", "Br": "BrB", "B": "BrB"}.get(voice, voice)


def sex_of(voice: str | None) -> str | None:
    """``"F"`` for S/Ms/C, ``"M"`` for T/Br/B."""
    return _SEX.get(voice)


_SEX = {v: ("F" if v in FEMALE_VOICES else "M") for v in ("S", "Ms", "C", "T", "Br", "B")}


def enabler_pn(enabler: str, category: str, config: SiparioConfig) -> int | None:
    """PN modifier of an enabling card for a Debutant in F or a GT in P (``None``: n/a)."""
    if category == "deb":
        # A-SIP-11: Nerves of Steel costs nothing for a Debutant unless the flag says so.
        return {
            "night_of_grace": 0,
            "recommendation": -1,
            "nerves_of_steel": -1 if config.nerves_penalty_both else 0,
        }[enabler]
    if category == "gt":
        return {"night_of_grace": 0, "nerves_of_steel": -1, "recommendation": -2}[enabler]
    return None


def terms(
    data: CardData,
    config: SiparioConfig,
    card: str,
    role: Role,
    enabler: str | None = None,
    travesti: bool = False,
) -> Terms:
    """Return the terms on which ``card`` may fill ``role`` (SIP-069…SIP-080, SIP-202…205)."""
    if card == FOOL_ID:
        # SIP-222: The Fool may be any singer but a Prima donna; no card is needed.
        return Terms(enabler is None and not travesti)
    found = singer_table().get(card)
    if found is None:
        return NO
    cat, voice, gender = found
    if role.type == "M" or cat == "stu":
        # SIP-073: Students play only Mute/Spoken roles, which only Students fill.
        return Terms(role.type == "M" and cat == "stu" and enabler is None and not travesti)
    rv = role.voice
    cross = sex_of(rv) != gender
    if cross != travesti:
        return NO  # SIP-080: an opposite-sex role needs En travesti, and En travesti needs one
    if cat == "pd":
        # SIP-069, SIP-079, SIP-206: Principal role of her/his own sex, no cards.
        return Terms(role.type == "P" and enabler is None and not travesti)
    if cat == "gi":
        if role.type != "P" or enabler is not None:
            return NO  # SIP-070
        if travesti:
            if not config.travesti_table:
                return NO  # SIP-162
            return Terms(True, TRAVESTI_TABLE[voice_group(rv)][voice_group(voice)])
        if config.travesti_table and rv != "C":
            return Terms(True, TRAVESTI_TABLE[voice_group(rv)][voice_group(voice)])
        bonus = GI_VOICES[voice].get(rv)
        return NO if bonus is None else Terms(True, bonus)
    same_voice = travesti or rv == voice
    if cat == "gt":
        if not same_voice:
            return NO
        if role.type == "F":
            return Terms(enabler is None, -1 if travesti else 0)
        if role.type == "Se":
            return Terms(enabler is None, 0, GT_SECOND_PART_GOLD)
        # Principal: needs Nerves of Steel, Recommendation of Iron or Night of Grace (SIP-071).
        if enabler is None:
            return NO
        pn = enabler_pn(enabler, cat, config)
        if travesti:
            if not config.travesti_table:
                return NO
            pn += TRAVESTI_TABLE[voice_group(rv)][voice_group(voice)] + GT_TRAVESTI_EXTRA
        return Terms(True, pn)
    # Debutant (SIP-072, SIP-078).
    if role.type == "Se":
        lower = (voice, rv) in (("Br", "B"), ("Ms", "C"))
        return Terms(enabler is None and (same_voice or lower), 0)
    if role.type == "F" and enabler is not None and same_voice:
        return Terms(True, enabler_pn(enabler, cat, config) + (-1 if travesti else 0))
    return NO


def natural_category(role: Role) -> str:
    """The category a Fool takes on a role (for immunities and substitution prices)."""
    return {"P": "gi", "F": "gt", "Se": "deb", "M": "stu"}[role.type]
