"""Action cards in Unfair Competition: which attacks and defences are legal, and their effect."""

from __future__ import annotations

from .actions import Attack, Defend
from .data import FEMALE_VOICES, FOOL_ID, CardData, card_types
from .scoring import active, elimination, group_types, has_ability
from .state import Effect, Production, State
from .table import can_pay

CANCELLABLE_BY_ATTACK = {
    # SIP-191, SIP-146, SIP-147, SIP-196: attacker cancels a debut or defence card.
    "off_key": ("sublime_aria", 0),
    "audience_roar": ("claque", 0),
    "viral_infection": ("grand_orchestra", 0),
}
DEFENCE_CANCELS = {
    # SIP-149, SIP-171, SIP-176, SIP-184, SIP-142, SIP-152, SIP-153.
    "bomb_of_cortisone": {"gust_of_wind": 0},
    "pharmacist": {"gust_of_wind": 0, "stage_fright": 0, "viral_infection": 0},
    "nerves_of_steel": {"stage_fright": 0, "elopement": 0},
    "recommendation": {"protest": 0},
    "sublime_aria": {"audience_roar": 0},
    "claque": {"audience_roar": 0, "off_key": 2},
}


def reps(data: CardData, hand: list[str], kind: str, exclude: tuple[str, ...] = ()) -> list[str]:
    """Cards of the hand that can be played as ``kind``: one real card, and The Fool."""
    out = []
    types = card_types()
    for card in hand:
        if types.get(card) == kind and card not in exclude:
            out.append(card)
            break
    if FOOL_ID in hand and FOOL_ID not in exclude:
        out.append(FOOL_ID)
    return out


def pharmacist_on(data: CardData, prod: Production) -> bool:
    """SIP-169/170: a Pharmacist on a GT still in the cast protects the whole cast."""
    for i, e in enumerate(prod.effects):
        if e.type == "pharmacist" and e.stage == "debut" and active(prod, i):
            slot = prod.slots[e.role] if e.role is not None else None
            if slot is not None and i >= slot.since and elimination(data, prod, e.role) is None:
                return True
    return False


def _targets(state: State, data: CardData, prod: Production, attacker: int):
    opera = data.operas[prod.opera]
    for role, slot in enumerate(prod.slots):
        if slot is None or slot.card == FOOL_ID or slot.delayed or slot.by == attacker:
            continue  # SIP-224: The Fool is untouchable
        if elimination(data, prod, role) is not None:
            continue
        yield role, slot, opera.roles[role]


def attacks(state: State, data: CardData, seat: int) -> list[Attack]:
    """Every legal Unfair Competition attack of ``seat`` (SIP-141…SIP-200)."""
    hand = state.players[seat].hand
    out: list[Attack] = []

    def add(cards, types, pi, role=None, gold=0, target=None, seducer=None):
        if len(set(cards)) == len(cards) and can_pay(state, seat, gold):
            out.append(
                Attack(
                    cards=tuple(cards),
                    types=tuple(types),
                    prod=pi,
                    role=role,
                    gold=gold,
                    target=target,
                    seducer=seducer,
                )
            )

    for pi, prod in enumerate(state.staging):
        pharm = pharmacist_on(data, prod)
        batt = has_ability(data, prod, "battagliera")
        for role, slot, info in _targets(state, data, prod, seat):
            cat = slot.category
            recommended = slot.enabler is not None and prod.effects[slot.enabler].type == (
                "recommendation"
            )
            gt_principal = cat == "gt" and info.type == "P"
            offkey_ok = cat not in ("gi", "pd") and (info.type == "F" or gt_principal)
            if cat != "gi" and not pharm:
                for c in reps(data, hand, "gust_of_wind"):
                    add([c], ["gust_of_wind"], pi, role)
            if cat != "gi" and not batt:
                for c in reps(data, hand, "stage_fright"):
                    add([c], ["stage_fright"], pi, role)
                    if cat in ("deb", "gt") and not recommended:
                        for k in reps(data, hand, "off_key", (c,)):
                            add([c, k], ["stage_fright", "off_key"], pi, role)
            if cat in ("deb", "gt") and not recommended:
                for c in reps(data, hand, "protest"):
                    add([c], ["protest"], pi, role)
            if cat == "gi":
                for c in reps(data, hand, "protest"):
                    for k in reps(data, hand, "off_key", (c,)):
                        add([c, k], ["protest", "off_key"], pi, role)
            if cat == "pd":
                for c in reps(data, hand, "protest"):
                    for k in reps(data, hand, "off_key", (c,)):
                        for r in reps(data, hand, "audience_roar", (c, k)):
                            add([c, k, r], ["protest", "off_key", "audience_roar"], pi, role)
            if cat in ("gt", "deb") and not batt:
                female_target = info.voice in FEMALE_VOICES if info.voice else None
                if female_target is False:
                    for c in reps(data, hand, "elopement"):
                        for s in _seducers(data, hand, female=True):
                            add([c], ["elopement"], pi, role, seducer=s)
                if female_target is True:
                    for c in reps(data, hand, "elopement"):
                        for a in reps(data, hand, "sublime_aria", (c,)):
                            for s in _seducers(data, hand, female=False):
                                add([c, a], ["elopement", "sublime_aria"], pi, role, seducer=s)
            if offkey_ok:
                for c in reps(data, hand, "off_key"):
                    add([c], ["off_key"], pi, role)
                    for r in reps(data, hand, "audience_roar", (c,)):
                        add([r, c], ["audience_roar", "off_key"], pi, role)
        for c in reps(data, hand, "audience_roar"):
            add([c], ["audience_roar"], pi)
            add([c], ["audience_roar"], pi, gold=1)
        if not pharm:
            for c in reps(data, hand, "viral_infection"):
                add([c], ["viral_infection"], pi)
        for i, e in enumerate(prod.effects):
            if e.cancelled or e.stage == "attack" or _in_elimination(prod, e.group):
                continue
            if e.role is not None:
                slot = prod.slots[e.role]
                if slot is None or i < slot.since or slot.card == FOOL_ID:
                    continue
            for kind, (victim, gold) in CANCELLABLE_BY_ATTACK.items():
                if e.type == victim and not (kind == "viral_infection" and pharm):
                    for c in reps(data, hand, kind):
                        add([c], [kind], pi, e.role, gold, target=i)
            if e.type == "night_of_grace":
                for c in reps(data, hand, "audience_roar"):
                    add([c], ["audience_roar"], pi, e.role, 2, target=i)
    return out


def _in_elimination(prod: Production, group: int) -> bool:
    return bool(group_types(prod, group) & {"gust_of_wind", "stage_fright", "protest", "elopement"})


def _seducers(data: CardData, hand: list[str], female: bool) -> list[str]:
    """G-SIP-13: a female Golden Throat seduces; a tenor GT for the Special use."""
    out = []
    for card in hand:
        singer = data.singers.get(card)
        if singer is None or singer.category != "gt":
            continue
        if (female and singer.voice in FEMALE_VOICES) or (not female and singer.voice == "T"):
            out.append(card)
            break
    return out


def defences(state: State, data: CardData, seat: int, owner: int) -> list[Defend]:
    """Every legal defensive action of ``seat`` for ``owner``'s debut (SIP-094)."""
    hand = state.players[seat].hand
    out: list[Defend] = []
    for pi, prod in enumerate(state.staging):
        if prod.owner != owner:
            continue
        for i, e in enumerate(prod.effects):
            if e.stage != "attack" or e.cancelled:
                continue
            if e.role is not None:
                slot = prod.slots[e.role]
                if slot is None or i < slot.since:
                    continue
            for kind, victims in DEFENCE_CANCELS.items():
                if e.type not in victims:
                    continue
                if kind == "pharmacist" and e.type == "viral_infection" and e.cancels is None:
                    continue  # SIP-172: the Pharmacist cures the Grand Orchestra, not the -2
                gold = victims[e.type]
                if not can_pay(state, seat, gold):
                    continue
                for c in reps(data, hand, kind):
                    out.append(
                        Defend(card=c, as_type=kind, prod=pi, role=e.role, gold=gold, target=i)
                    )
        for i, e in enumerate(prod.effects):
            # Pharmacist Sp2 on a viral that cancelled the Grand Orchestra.
            if e.type == "viral_infection" and e.cancels is not None and not e.cancelled:
                for c in reps(data, hand, "pharmacist"):
                    out.append(Defend(card=c, as_type="pharmacist", prod=pi, target=i))
        for role, slot in enumerate(prod.slots):
            if (
                slot is not None
                and slot.category == "gt"
                and slot.card != FOOL_ID
                and (elimination(data, prod, role) is None)
            ):
                for c in reps(data, hand, "sublime_aria"):
                    out.append(Defend(card=c, as_type="sublime_aria", prod=pi, role=role))
                    out += [
                        Defend(card=c, as_type="sublime_aria", prod=pi, role=role, claque=k)
                        for k in reps(data, hand, "claque", (c,))
                    ]
        for c in reps(data, hand, "claque"):
            out.append(Defend(card=c, as_type="claque", prod=pi))
            if can_pay(state, seat, 1):
                out.append(Defend(card=c, as_type="claque", prod=pi, gold=1))
    return out


def cancel(prod: Production, index: int) -> None:
    """Cancel effect ``index``; if it was itself cancelling a card, that card acts again."""
    effect = prod.effects[index]
    effect.cancelled = True
    if effect.cancels is not None:
        prod.effects[effect.cancels].cancelled = False


def play_cards(
    prod: Production,
    seat: int,
    cards: tuple[str, ...],
    types: tuple[str, ...],
    role: int | None,
    gold: int,
    target: int | None,
    stage: str,
    seducer: str | None = None,
) -> None:
    """Record cards played together on a production, cancelling ``target`` if given."""
    group = 1 + max((e.group for e in prod.effects), default=0)
    for n, (card, kind) in enumerate(zip(cards, types, strict=False)):
        effect = Effect(
            card=card,
            type=kind,
            by=seat,
            role=role,
            gold=gold if n == 0 else 0,
            group=group,
            stage=stage,
            seducer=seducer if n == 0 else None,
        )
        if target is not None and n == 0:
            effect.cancels = target
            cancel(prod, target)
        prod.effects.append(effect)
