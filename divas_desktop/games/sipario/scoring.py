"""Scoring: productions (debuts), eliminations, showcases and the final outcome."""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations

from divas_desktop.core.types import Outcome, ScoreLine

from .config import (
    BASE_PN,
    DELAY_NO_GOLD_PN,
    DELAY_PN,
    HOME_COMPETITION_PN,
    PD_DELAY_PN,
    ROLE_PN,
    SHOWCASES,
    SiparioConfig,
)
from .data import FOOL_ID, CardData
from .state import Production, State
from .table import prima_donna_abilities, prima_donna_ids, score_of

ELIMINATORS = ("gust_of_wind", "stage_fright", "protest", "elopement")


def active(prod: Production, index: int) -> bool:
    """Whether effect ``index`` still acts (not cancelled, not itself a cancelling card)."""
    effect = prod.effects[index]
    return not effect.cancelled and effect.cancels is None


def group_types(prod: Production, group: int) -> set[str]:
    """Active card types of one combination."""
    return {e.type for i, e in enumerate(prod.effects) if e.group == group and active(prod, i)}


def protagonist_pd(data: CardData, prod: Production) -> list[str]:
    """Prime donne singing in the production."""
    prime_donne = prima_donna_ids()
    return [slot.card for slot in prod.slots if slot is not None and slot.card in prime_donne]


def has_ability(data: CardData, prod: Production, ability: str) -> bool:
    """Whether a Prima donna with ``ability`` sings in the production."""
    abilities = prima_donna_abilities()
    for slot in prod.slots:  # a plain loop: asked at every casting step
        if slot is not None and abilities.get(slot.card) == ability:
            return True
    return False


def elimination(data: CardData, prod: Production, role: int) -> str | None:
    """How the singer on ``role`` is currently eliminated: ``delay``, ``tbd`` or ``None``.

    Recomputed from the active cards so that a cancelled component breaks its combination
    (SIP-140): e.g. Stage Fright + Off-Key Note is a Protest (date TBD); with the Off-Key
    Note cancelled by a Claque it is a plain Stage Fright (delay).
    """
    slot = prod.slots[role]
    if slot is None or slot.delayed or slot.card == FOOL_ID:
        return None
    result = None
    seen = set()
    for i, e in enumerate(prod.effects):
        if i < slot.since or e.role != role or e.group in seen or e.stage != "attack":
            continue
        if e.type not in ELIMINATORS:
            continue
        seen.add(e.group)
        kinds = group_types(prod, e.group)
        if "protest" in kinds and (
            slot.category in ("deb", "gt")
            or {"off_key"} <= kinds
            and (slot.category == "gi" or "audience_roar" in kinds)
        ):
            found = "tbd"
        elif "stage_fright" in kinds:
            found = "tbd" if "off_key" in kinds else "delay"
        elif "elopement" in kinds:
            found = "tbd"
        elif "gust_of_wind" in kinds:
            found = "delay"
        else:
            found = None
        if (
            found
            and has_ability(data, prod, "battagliera")
            and ("gust_of_wind" in kinds or "protest" in kinds)
        ):
            found = None  # SIP-216: the singer still performs, at -1 PN
        if found == "tbd" or (found and result is None):
            result = found
    if result is None and slot.enabler is not None and prod.effects[slot.enabler].cancelled:
        result = "delay"  # A-SIP-12: Night of Grace cancelled, the singer is no longer eligible
    return result


def battagliera_hits(data: CardData, prod: Production) -> int:
    """Singers struck by Gust of Wind or Protest who still perform thanks to La battagliera."""
    if not has_ability(data, prod, "battagliera"):
        return 0
    hits = set()
    for i, e in enumerate(prod.effects):
        slot = prod.slots[e.role] if e.role is not None else None
        if (
            e.stage == "attack"
            and slot is not None
            and i >= slot.since
            and active(prod, i)
            and (e.type in ("gust_of_wind", "protest"))
        ):
            hits.add(e.group)
    return len(hits)


def _effect_pn(data: CardData, prod: Production, index: int) -> int:
    effect = prod.effects[index]
    if not active(prod, index):
        return 0
    kinds = group_types(prod, effect.group)
    if kinds & set(ELIMINATORS):
        return 0  # cards of an eliminating combination have no PN effect of their own
    slot = prod.slots[effect.role] if effect.role is not None else None
    if effect.role is not None and (slot is None or index < slot.since):
        return 0  # the singer it touched has left the stage
    kind = effect.type
    if kind == "sublime_aria":
        bonus = 1
        if (
            slot is not None
            and slot.enabler is not None
            and active(prod, slot.enabler)
            and (prod.effects[slot.enabler].type == "night_of_grace")
        ):
            bonus += 2  # SIP-188: Night of Grace Sp1
        return bonus
    if kind == "claque":
        paired = slot is not None and any(
            other.type == "sublime_aria"
            and other.role == effect.role
            and active(prod, number)
            and number >= slot.since
            for number, other in enumerate(prod.effects)
        )
        return 2 if effect.gold or paired else 1  # SIP-143, SIP-151
    if kind == "audience_roar":
        if "off_key" in kinds:
            return -2 + _off_key_value(data, prod, effect.group)
        return -1 - effect.gold
    if kind == "off_key":
        if "audience_roar" in kinds:
            return 0  # counted with the Audience Roar of the same combination (SIP-192)
        return _off_key_value(data, prod, effect.group)
    if kind == "viral_infection":
        return -2
    if kind == "grand_event":
        return 2
    if kind == "grand_orchestra":
        return 1
    return 0


def _off_key_value(data: CardData, prod: Production, group: int) -> int:
    """SIP-192: an Off-Key Note costs 2 PN on a Golden Throat in a Principal role, else 1."""
    roles = data.operas[prod.opera].roles
    for effect in prod.effects:
        if effect.group == group and effect.type == "off_key":
            slot = prod.slots[effect.role] if effect.role is not None else None
            if (
                slot is not None
                and effect.role is not None
                and slot.category == "gt"
                and roles[effect.role].type == "P"
            ):
                return -2
            return -1
    return 0


def production_gold(prod: Production) -> int:
    """Box-office gold of a debut (Grand Event, Grand Orchestra, New Year's Eve)."""
    gold = 0
    for i, e in enumerate(prod.effects):
        if e.stage == "debut" and active(prod, i):
            gold += {"grand_event": 1, "grand_orchestra": 1, "new_years_eve": 2}.get(e.type, 0)
    return gold


def pd_bonus(data: CardData, prod: Production, unpaid: bool) -> list[tuple[str, int]]:
    """Prima donna lines of a production (SIP-210, SIP-213, SIP-217, SIP-219)."""
    pds = protagonist_pd(data, prod)
    if not pds:
        return []
    if len(pds) > 1:
        return [("sipario.score.two_prime_donne", -3)]
    if unpaid:
        return [("sipario.score.prima_donna_unpaid", -1)]
    singer = data.singers[pds[0]]
    points = singer.pn
    if singer.ability == "immenso":
        points += 2  # A-SIP-13: plus Grand Event's +2 PN, without its gold
    if singer.ability == "capricciosa" and not capricciosa_pleased(data, prod):
        points = 0  # A-SIP-15
    return [("sipario.score.prima_donna", points)]


def capricciosa_pleased(data: CardData, prod: Production) -> bool:
    """SIP-217: the rest of the cast is Debutants or GTs carrying an Off-Key Note."""
    for role, slot in enumerate(prod.slots):
        if slot is None or data.is_pd(slot.card) or slot.category == "stu":
            continue
        if slot.category == "deb":
            continue
        off_key = any(
            e.type == "off_key" and e.role == role and i >= slot.since
            for i, e in enumerate(prod.effects)
        )
        if slot.category == "gt" and off_key:
            continue
        return False
    return True


def score_production(
    data: CardData,
    config: SiparioConfig,
    prod: Production,
    awards: list[tuple[str, int]],
    home_competition: bool,
    unpaid_pd: bool,
    delay_unpaid: bool,
) -> tuple[list[tuple[str, int]], int]:
    """Return the itemised lines and the PN total (never below 0) of a staged opera.

    SIP-081: base 6 + extra roles + hexagon (full cast) + singer modifiers + cards
    + Prima donna + awards/penalties; the postponement halving applies last; floor 0.
    """
    opera = data.operas[prod.opera]
    lines: list[tuple[str, int]] = [("sipario.score.base", BASE_PN)]
    extra = sum(
        ROLE_PN[r.type]
        for r, s in zip(opera.roles, prod.slots, strict=False)
        if not r.base and s is not None and s.by == prod.owner
    )
    if extra:
        lines.append(("sipario.score.extra_roles", extra))
    if all(s is not None for s in prod.slots):
        lines.append(("sipario.score.full_cast", opera.hexagon))
    singers = sum(s.pn for s in prod.slots if s is not None)
    if singers:
        lines.append(("sipario.score.singers", singers))
    cards = sum(_effect_pn(data, prod, i) for i in range(len(prod.effects)))
    cards -= battagliera_hits(data, prod)
    if cards:
        lines.append(("sipario.score.action_cards", cards))
    lines.extend(pd_bonus(data, prod, unpaid_pd))
    lines.extend(awards)
    if home_competition:
        lines.append(("sipario.score.home_competition", -HOME_COMPETITION_PN))
    pd_show = bool(protagonist_pd(data, prod))
    battagliera = has_ability(data, prod, "battagliera")
    if (prod.delayed or prod.tbd) and not battagliera:
        if pd_show:
            lines.append(("sipario.score.pd_postponed", -PD_DELAY_PN))  # SIP-113
        elif prod.delayed:
            lines.append(("sipario.score.delay", -DELAY_PN))  # SIP-109
            if delay_unpaid:
                lines.append(("sipario.score.delay_unpaid", -DELAY_NO_GOLD_PN))  # G-SIP-09
    total = sum(p for _, p in lines)
    if prod.tbd and not battagliera and not pd_show and total > 0:
        kept = total // 2 if config.halving_floor_kept else total - total // 2
        lines.append(("sipario.score.date_tbd", kept - total))  # SIP-111, A-SIP-08
        total = kept
    return lines, max(0, total)


def showcase(data: CardData, operas: Sequence[str]) -> tuple[str, int] | None:
    """The single best special showcase among staged operas (SIP-134…SIP-139)."""
    best: tuple[str, int] | None = None
    cards = [data.operas[o] for o in operas]
    for trio in combinations(cards, 3):
        found = []
        if all(o.trilogy for o in trio):
            found.append("trilogy")
        if all(o.ring for o in trio):
            found.append("ring")
        if len({o.composer for o in trio}) == 1:
            found.append("tribute")
        if len({o.city for o in trio}) == 1:
            found.append("zero_km")
        if len({o.century for o in trio}) == 1:
            found.append("stylish")
        for key in found:
            if best is None or SHOWCASES[key] > best[1]:
                best = (key, SHOWCASES[key])
    return best


def outcome(state: State, config: SiparioConfig) -> Outcome | None:
    """The final notoriety, itemised by reason, with the winners (``None`` before the end)."""
    if state.phase != "over":
        return None
    scores = {seat: score_of(state, config, seat) for seat in range(state.seats)}
    breakdown = {
        seat: [
            ScoreLine(label=label, points=points)
            for label, points in sorted(player.ledger.items())
            if points
        ]
        for seat, player in enumerate(state.players)
    }
    return Outcome(
        scores=scores,
        breakdown=breakdown,
        winners=tuple(state.winners or ()),
        tie_break=state.tie_break,
    )
