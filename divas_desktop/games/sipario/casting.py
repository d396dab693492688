"""Role eligibility: which singer may fill which role, with which card, at what price."""

from __future__ import annotations

from typing import NamedTuple

from divas_desktop.core.types import Seat

from .config import GT_SECOND_PART_GOLD, SiparioConfig
from .data import FEMALE_VOICES, FOOL_ID, CardData, Role, singer_table
from .state import Effect, Placement, Production, State
from .step import Step
from .table import playable_as

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
    """``"F"`` for S/Ms/C, ``"M"`` for T/Br/B (``None`` for no voice)."""
    return None if voice is None else _SEX.get(voice)


_SEX = {v: ("F" if v in FEMALE_VOICES else "M") for v in ("S", "Ms", "C", "T", "Br", "B")}


def enabler_pn(enabler: str, category: str, config: SiparioConfig) -> int:
    """PN modifier of an enabling card for a Debutant in F or a GT in P."""
    if category == "deb":
        # A-SIP-11: Nerves of Steel costs nothing for a Debutant unless the flag says so.
        return {
            "night_of_grace": 0,
            "recommendation": -1,
            "nerves_of_steel": -1 if config.nerves_penalty_both else 0,
        }[enabler]
    if category == "gt":
        return {"night_of_grace": 0, "nerves_of_steel": -1, "recommendation": -2}[enabler]
    raise ValueError(f"no enabling card for category {category!r}")


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
    if voice is None or rv is None:
        return NO  # only Prime donne, Students and Mute roles lack a voice
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


class Placing(NamedTuple):
    """One way to put a singer of the hand on an empty role, with its enabling cards."""

    card: str
    role: int
    enabler: str | None
    enabler_type: str | None
    travesti: str | None


def cast_options(
    state: State,
    data: CardData,
    config: SiparioConfig,
    seat: Seat,
    prod: Production,
    helper: bool = False,
) -> list[Placing]:
    """Placements of ``seat``'s singers allowed on the empty roles of ``prod``.

    ``helper``: an opponent completing the cast (SIP-101, SIP-105): no Prima donna, no
    card that costs PN, no En travesti.
    """
    hand = state.players[seat].hand
    roles = data.operas[prod.opera].roles
    empty = [index for index, slot in enumerate(prod.slots) if slot is None]
    found: list[Placing] = []
    enablers = [(card, kind) for kind in ENABLERS for card in playable_as(hand, kind)]
    travestis = playable_as(hand, "en_travesti")
    for card in hand:
        singer = data.singers.get(card)
        if singer is None and card != FOOL_ID:
            continue
        if helper and singer is not None and singer.category == "pd":
            continue  # a Prima donna sings only in her impresario's shows
        for index in empty:
            role = roles[index]
            plain = terms(data, config, card, role)
            if plain.ok and not (helper and plain.pn < 0):
                found.append(Placing(card, index, None, None, None))
            if singer is None:
                continue
            needs_card = (singer.category, role.type) in (("gt", "P"), ("deb", "F"))
            cross = (
                role.voice is not None
                and sex_of(role.voice) != singer.gender
                and (singer.category != "stu")
            )
            if needs_card and not cross:
                for enabler, kind in enablers:
                    if enabler == card:
                        continue
                    enabled = terms(data, config, card, role, kind)
                    if enabled.ok and not (helper and enabled.pn < 0):
                        found.append(Placing(card, index, enabler, kind, None))
            if cross and not helper:
                for travesti in travestis:
                    if travesti == card:
                        continue
                    if not needs_card:
                        if terms(data, config, card, role, None, True).ok:
                            found.append(Placing(card, index, None, None, travesti))
                        continue
                    for enabler, kind in enablers:
                        if (
                            enabler not in (card, travesti)
                            and terms(data, config, card, role, kind, True).ok
                        ):
                            found.append(Placing(card, index, enabler, kind, travesti))
    return found


def place(
    step: Step,
    prod: Production,
    seat: Seat,
    card: str,
    role: int,
    enabler: str | None = None,
    enabler_type: str | None = None,
    travesti: str | None = None,
    stage: str = "debut",
) -> Placement:
    """Put ``card`` on ``role`` with its enabling cards (legal_actions validated them)."""
    data = step.data
    info = data.operas[prod.opera].roles[role]
    placing = terms(data, step.config, card, info, enabler_type, travesti is not None)
    step.show_from_hand(seat, card)
    category = natural_category(info) if card == FOOL_ID else data.singers[card].category
    slot = Placement(
        card=card,
        by=seat,
        category=category,
        since=len(prod.effects),
        pn=placing.pn,
        gold=placing.gold,
    )
    if enabler is not None and enabler_type is not None:
        step.show_from_hand(seat, enabler)
        slot.enabler = len(prod.effects)
        prod.effects.append(
            Effect(
                card=enabler,
                type=enabler_type,
                by=seat,
                role=role,
                group=prod.next_group(),
                stage=stage,
            )
        )
    if travesti is not None:
        step.show_from_hand(seat, travesti)
        slot.travesti = len(prod.effects)
        prod.effects.append(
            Effect(
                card=travesti,
                type="en_travesti",
                by=seat,
                role=role,
                group=prod.next_group(),
                stage=stage,
            )
        )
    prod.slots[role] = slot
    return slot


def ansioso_missing(data: CardData, prod: Production) -> list[str]:
    """SIP-218 / A-SIP-14: categories (``gt``, ``deb``) L'ansioso still lacks.

    A male Golden Throat and a male Debutant, either singing in the cast or committed
    off-stage as covers.
    """
    male = [
        data.singers[slot.card].category
        for slot in prod.slots
        if slot is not None and slot.card in data.singers and data.singers[slot.card].gender == "M"
    ]
    male += [data.singers[card].category for card in prod.covers]
    return [kind for kind in ("gt", "deb") if kind not in male]
