"""Action cards in Unfair Competition: the attacks and defences a hand allows, and their effect."""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from divas_desktop.core.types import Seat

from .actions import Attack, Defend, shared, sharer
from .data import FEMALE_VOICES, FOOL_ID, CardData, Role
from .scoring import active, elimination, group_types, has_ability
from .state import Effect, Placement, Production, State
from .table import can_pay, hand_cards

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


def pharmacist_on(data: CardData, prod: Production) -> bool:
    """SIP-169/170: a Pharmacist on a GT still in the cast protects the whole cast."""
    for index, effect in enumerate(prod.effects):
        if effect.type != "pharmacist" or effect.stage != "debut" or effect.role is None:
            continue
        if not active(prod, index):
            continue
        slot = prod.slots[effect.role]
        if (
            slot is not None
            and index >= slot.since
            and elimination(data, prod, effect.role) is None
        ):
            return True
    return False


def _targets(
    data: CardData, prod: Production, attacker: Seat
) -> Iterator[tuple[int, Placement, Role]]:
    """The roles an attacker may strike: sung, not yet struck, not his own singer."""
    opera = data.operas[prod.opera]
    for role, slot in enumerate(prod.slots):
        if slot is None or slot.card == FOOL_ID or slot.delayed or slot.by == attacker:
            continue  # SIP-224: The Fool is untouchable
        if elimination(data, prod, role) is not None:
            continue
        yield role, slot, opera.roles[role]


_attack = sharer(Attack, "cards", "types", "prod", "role", "gold", "target", "seducer")
"""The shared Attack of these fields, by position (attacks are listed by the hundred)."""


class _Attacks:
    """Collects the legal attacks of one seat (each card once, gold affordable)."""

    def __init__(self, state: State, seat: Seat) -> None:
        self.state = state
        self.seat = seat
        self.found: list[Attack] = []

    def add(
        self,
        cards: list[str],
        types: list[str],
        prod_index: int,
        role: int | None = None,
        gold: int = 0,
        target: int | None = None,
        seducer: str | None = None,
    ) -> None:
        """Offer this attack if it uses distinct cards and the gold can be paid."""
        if len(set(cards)) == len(cards) and can_pay(self.state, self.seat, gold):
            self.found.append(
                _attack(tuple(cards), tuple(types), prod_index, role, gold, target, seducer)
            )


def attacks(state: State, data: CardData, seat: Seat, only: int | None = None) -> list[Attack]:
    """Every legal Unfair Competition attack of ``seat`` (SIP-141…SIP-200).

    ``only``: the attacks on that production alone (a legality check).
    """
    hand = state.players[seat].hand
    in_hand = hand_cards(hand)
    offer = _Attacks(state, seat)
    add = offer.add
    for index, prod in enumerate(state.staging):
        if only is not None and index != only:
            continue
        pharmacist = pharmacist_on(data, prod)
        battagliera = has_ability(data, prod, "battagliera")
        for role, slot, info in _targets(data, prod, seat):
            category = slot.category
            recommended = slot.enabler is not None and prod.effects[slot.enabler].type == (
                "recommendation"
            )
            gt_principal = category == "gt" and info.type == "P"
            off_key_ok = category not in ("gi", "pd") and (info.type == "F" or gt_principal)
            if category != "gi" and not pharmacist:
                for gust in in_hand.playable_as("gust_of_wind"):
                    add([gust], ["gust_of_wind"], index, role)
            if category != "gi" and not battagliera:
                for fright in in_hand.playable_as("stage_fright"):
                    add([fright], ["stage_fright"], index, role)
                    if category in ("deb", "gt") and not recommended:
                        for note in in_hand.playable_as("off_key", (fright,)):
                            add([fright, note], ["stage_fright", "off_key"], index, role)
            if category in ("deb", "gt") and not recommended:
                for protest in in_hand.playable_as("protest"):
                    add([protest], ["protest"], index, role)
            if category == "gi":
                for protest in in_hand.playable_as("protest"):
                    for note in in_hand.playable_as("off_key", (protest,)):
                        add([protest, note], ["protest", "off_key"], index, role)
            if category == "pd":
                for protest in in_hand.playable_as("protest"):
                    for note in in_hand.playable_as("off_key", (protest,)):
                        for roar in in_hand.playable_as("audience_roar", (protest, note)):
                            add(
                                [protest, note, roar],
                                ["protest", "off_key", "audience_roar"],
                                index,
                                role,
                            )
            if category in ("gt", "deb") and not battagliera:
                female_target = info.voice in FEMALE_VOICES if info.voice else None
                if female_target is False:
                    for elopement in in_hand.playable_as("elopement"):
                        for seducer in _seducers(data, hand, female=True):
                            add([elopement], ["elopement"], index, role, seducer=seducer)
                if female_target is True:
                    for elopement in in_hand.playable_as("elopement"):
                        for aria in in_hand.playable_as("sublime_aria", (elopement,)):
                            for seducer in _seducers(data, hand, female=False):
                                add(
                                    [elopement, aria],
                                    ["elopement", "sublime_aria"],
                                    index,
                                    role,
                                    seducer=seducer,
                                )
            if off_key_ok:
                for note in in_hand.playable_as("off_key"):
                    add([note], ["off_key"], index, role)
                    for roar in in_hand.playable_as("audience_roar", (note,)):
                        add([roar, note], ["audience_roar", "off_key"], index, role)
        for roar in in_hand.playable_as("audience_roar"):
            add([roar], ["audience_roar"], index)
            add([roar], ["audience_roar"], index, gold=1)
        if not pharmacist:
            for viral in in_hand.playable_as("viral_infection"):
                add([viral], ["viral_infection"], index)
        for number, effect in enumerate(prod.effects):
            if effect.cancelled or effect.stage == "attack" or _in_elimination(prod, effect.group):
                continue
            if effect.card == FOOL_ID:
                continue  # SIP-224: The Fool is not subject to UC, also as an action card
            if effect.role is not None:
                sung = prod.slots[effect.role]
                if sung is None or number < sung.since or sung.card == FOOL_ID:
                    continue
            for kind, (victim, gold) in CANCELLABLE_BY_ATTACK.items():
                if effect.type == victim and not (kind == "viral_infection" and pharmacist):
                    for card in in_hand.playable_as(kind):
                        add([card], [kind], index, effect.role, gold, target=number)
            if effect.type == "night_of_grace":
                for roar in in_hand.playable_as("audience_roar"):
                    add([roar], ["audience_roar"], index, effect.role, 2, target=number)
    return offer.found


def _in_elimination(prod: Production, group: int) -> bool:
    return bool(group_types(prod, group) & {"gust_of_wind", "stage_fright", "protest", "elopement"})


def _seducers(data: CardData, hand: Sequence[str], female: bool) -> list[str]:
    """G-SIP-13: a female Golden Throat seduces; a tenor GT for the Special use."""
    for card in hand:
        singer = data.singers.get(card)
        if singer is None or singer.category != "gt":
            continue
        if (female and singer.voice in FEMALE_VOICES) or (not female and singer.voice == "T"):
            return [card]
    return []


def defences(state: State, data: CardData, seat: Seat, owner: Seat) -> list[Defend]:
    """Every legal defensive action of ``seat`` for ``owner``'s debut (SIP-094)."""
    hand = state.players[seat].hand
    in_hand = hand_cards(hand)
    found: list[Defend] = []
    for index, prod in enumerate(state.staging):
        if prod.owner != owner:
            continue
        for number, effect in enumerate(prod.effects):
            if effect.stage != "attack" or effect.cancelled:
                continue
            if effect.role is not None:
                sung = prod.slots[effect.role]
                if sung is None or number < sung.since:
                    continue
            for kind, victims in DEFENCE_CANCELS.items():
                if effect.type not in victims:
                    continue
                if (
                    kind == "pharmacist"
                    and effect.type == "viral_infection"
                    and effect.cancels is None
                ):
                    continue  # SIP-172: the Pharmacist cures the Grand Orchestra, not the -2
                gold = victims[effect.type]
                if not can_pay(state, seat, gold):
                    continue
                found += [
                    shared(
                        Defend,
                        card=card,
                        as_type=kind,
                        prod=index,
                        role=effect.role,
                        gold=gold,
                        target=number,
                    )
                    for card in in_hand.playable_as(kind)
                ]
        for number, effect in enumerate(prod.effects):
            # Pharmacist Sp2 on a viral that cancelled the Grand Orchestra.
            if (
                effect.type == "viral_infection"
                and effect.cancels is not None
                and not effect.cancelled
            ):
                found += [
                    shared(Defend, card=card, as_type="pharmacist", prod=index, target=number)
                    for card in in_hand.playable_as("pharmacist")
                ]
        for role, slot in enumerate(prod.slots):
            if (
                slot is not None
                and slot.category == "gt"
                and slot.card != FOOL_ID
                and (elimination(data, prod, role) is None)
            ):
                for aria in in_hand.playable_as("sublime_aria"):
                    found.append(
                        shared(Defend, card=aria, as_type="sublime_aria", prod=index, role=role)
                    )
                    found += [
                        shared(
                            Defend,
                            card=aria,
                            as_type="sublime_aria",
                            prod=index,
                            role=role,
                            claque=claque,
                        )
                        for claque in in_hand.playable_as("claque", (aria,))
                    ]
        for claque in in_hand.playable_as("claque"):
            found.append(shared(Defend, card=claque, as_type="claque", prod=index))
            if can_pay(state, seat, 1):
                found.append(shared(Defend, card=claque, as_type="claque", prod=index, gold=1))
    return found


def cancel(prod: Production, index: int) -> None:
    """Cancel effect ``index``; if it was itself cancelling a card, that card acts again."""
    effect = prod.effects[index]
    effect.cancelled = True
    if effect.cancels is not None:
        prod.effects[effect.cancels].cancelled = False


def play_cards(
    prod: Production,
    seat: Seat,
    cards: tuple[str, ...],
    types: tuple[str, ...],
    role: int | None,
    gold: int,
    target: int | None,
    stage: str,
    seducer: str | None = None,
) -> None:
    """Record cards played together on a production, cancelling ``target`` if given."""
    group = prod.next_group()
    for number, (card, kind) in enumerate(zip(cards, types, strict=False)):
        effect = Effect(
            card=card,
            type=kind,
            by=seat,
            role=role,
            gold=gold if number == 0 else 0,
            group=group,
            stage=stage,
            seducer=seducer if number == 0 else None,
        )
        if target is not None and number == 0:
            effect.cancels = target
            cancel(prod, target)
        prod.effects.append(effect)
