"""Role eligibility: which singer may fill which role, with which card, at what price."""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache, lru_cache
from typing import NamedTuple

from divas_desktop.core.types import Seat

from .config import GT_SECOND_PART_GOLD, SiparioConfig
from .data import FEMALE_VOICES, FOOL_ID, CardData, Role, card_types, load, singer_table
from .state import Effect, Placement, Production, State
from .step import Step
from .table import hand_cards, prima_donna_ids

ENABLERS = ("night_of_grace", "nerves_of_steel", "recommendation")
_ENABLER_SET = frozenset(ENABLERS)
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


def enabler_pn(enabler: str, category: str, nerves_penalty_both: bool) -> int:
    """PN modifier of an enabling card for a Debutant in F or a GT in P."""
    if category == "deb":
        # A-SIP-11: Nerves of Steel costs nothing for a Debutant unless the flag says so.
        return {
            "night_of_grace": 0,
            "recommendation": -1,
            "nerves_of_steel": -1 if nerves_penalty_both else 0,
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
    """Return the terms on which ``card`` may fill ``role`` (SIP-069…SIP-080, SIP-202…205).

    Terms depend only on the card, the role's type and voice, the cards used and two
    options, so they are computed once per combination.
    """
    return _terms(
        card,
        role.type,
        role.voice,
        enabler,
        travesti,
        config.travesti_table,
        config.nerves_penalty_both,
    )


@cache
def _terms(
    card: str,
    role_type: str,
    role_voice: str | None,
    enabler: str | None,
    travesti: bool,
    travesti_table: bool,
    nerves_penalty_both: bool,
) -> Terms:
    if card == FOOL_ID:
        # SIP-222: The Fool may be any singer but a Prima donna; no card is needed.
        return Terms(enabler is None and not travesti)
    found = singer_table().get(card)
    if found is None:
        return NO
    cat, voice, gender = found
    if role_type == "M" or cat == "stu":
        # SIP-073: Students play only Mute/Spoken roles, which only Students fill.
        return Terms(role_type == "M" and cat == "stu" and enabler is None and not travesti)
    cross = sex_of(role_voice) != gender
    if cross != travesti:
        return NO  # SIP-080: an opposite-sex role needs En travesti, and En travesti needs one
    if cat == "pd":
        # SIP-069, SIP-079, SIP-206: Principal role of her/his own sex, no cards.
        return Terms(role_type == "P" and enabler is None and not travesti)
    if voice is None or role_voice is None:
        return NO  # only Prime donne, Students and Mute roles lack a voice
    if cat == "gi":
        if role_type != "P" or enabler is not None:
            return NO  # SIP-070
        if travesti:
            if not travesti_table:
                return NO  # SIP-162
            return Terms(True, TRAVESTI_TABLE[voice_group(role_voice)][voice_group(voice)])
        if travesti_table and role_voice != "C":
            return Terms(True, TRAVESTI_TABLE[voice_group(role_voice)][voice_group(voice)])
        bonus = GI_VOICES[voice].get(role_voice)
        return NO if bonus is None else Terms(True, bonus)
    same_voice = travesti or role_voice == voice
    if cat == "gt":
        if not same_voice:
            return NO
        if role_type == "F":
            return Terms(enabler is None, -1 if travesti else 0)
        if role_type == "Se":
            return Terms(enabler is None, 0, GT_SECOND_PART_GOLD)
        # Principal: needs Nerves of Steel, Recommendation of Iron or Night of Grace (SIP-071).
        if enabler is None:
            return NO
        pn = enabler_pn(enabler, cat, nerves_penalty_both)
        if travesti:
            if not travesti_table:
                return NO
            pn += TRAVESTI_TABLE[voice_group(role_voice)][voice_group(voice)] + GT_TRAVESTI_EXTRA
        return Terms(True, pn)
    # Debutant (SIP-072, SIP-078).
    if role_type == "Se":
        lower = (voice, role_voice) in (("Br", "B"), ("Ms", "C"))
        return Terms(enabler is None and (same_voice or lower), 0)
    if role_type == "F" and enabler is not None and same_voice:
        return Terms(True, enabler_pn(enabler, cat, nerves_penalty_both) + (-1 if travesti else 0))
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


class _CastRule(NamedTuple):
    """How one card may fill one kind of role, whatever else the hand holds."""

    plain: int | None
    """PN of the placement without any card, or ``None`` if it needs one (or is barred)."""
    singer: bool
    """False for The Fool (no enabling card, no En travesti)."""
    enabled: dict[str, int]
    """Enabling card type -> PN, when the role needs one (GT in P, Debutant in F)."""
    cross: bool
    """The role is of the other sex: only En travesti makes it possible."""
    travesti_plain: bool
    travesti_enabled: frozenset[str]
    """Enabling card types that work together with En travesti."""

    @property
    def possible(self) -> bool:
        """Whether some combination of cards lets the card fill the role."""
        return bool(
            self.plain is not None or self.enabled or self.travesti_plain or self.travesti_enabled
        )


@cache
def _cast_rule(
    card: str, role_type: str, role_voice: str | None, travesti_table: bool, nerves: bool
) -> _CastRule:
    """The terms of ``card`` on a role, for every combination of cards (computed once)."""

    def terms_of(enabler: str | None = None, travesti: bool = False) -> Terms:
        return _terms(card, role_type, role_voice, enabler, travesti, travesti_table, nerves)

    plain = terms_of()
    found = singer_table().get(card)
    if found is None:  # The Fool
        return _CastRule(plain.pn if plain.ok else None, False, {}, False, False, frozenset())
    category, _voice, gender = found
    needs_card = (category, role_type) in (("gt", "P"), ("deb", "F"))
    cross = role_voice is not None and sex_of(role_voice) != gender and category != "stu"
    enabled: dict[str, int] = {}
    if needs_card and not cross:
        for kind in ENABLERS:
            with_card = terms_of(kind)
            if with_card.ok:
                enabled[kind] = with_card.pn
    travesti_plain = cross and not needs_card and terms_of(None, True).ok
    travesti_enabled = frozenset(
        kind for kind in ENABLERS if cross and needs_card and terms_of(kind, True).ok
    )
    return _CastRule(
        plain.pn if plain.ok else None, True, enabled, cross, travesti_plain, travesti_enabled
    )


def cast_options(
    state: State,
    data: CardData,
    config: SiparioConfig,
    seat: Seat,
    prod: Production,
    helper: bool = False,
    only: tuple[str, int] | None = None,
) -> list[Placing]:
    """Placements of ``seat``'s singers allowed on the empty roles of ``prod``.

    ``helper``: an opponent completing the cast (SIP-101, SIP-105): no Prima donna, no
    card that costs PN, no En travesti. ``only`` = (card, role) limits the list to that
    singer on that role (a legality check). The order is the hand's, then the roles'.
    """
    empty = tuple(slot is None for slot in prod.slots)
    return placings(state.players[seat].hand, prod.opera, empty, config, helper, only)


def placings(
    hand: Sequence[str],
    opera: str,
    empty: tuple[bool, ...],
    config: SiparioConfig,
    helper: bool = False,
    only: tuple[str, int] | None = None,
) -> list[Placing]:
    """The placements a hand allows on the roles of ``opera`` marked ``empty`` (see
    cast_options)."""
    flags = (config.travesti_table, config.nerves_penalty_both)
    if only is not None:  # a legality check skips the other cards and roles: cheap as it is
        return _placings(hand, opera, empty, *flags, helper, only)
    return list(_every_placing(cast_cards(hand, opera, config), opera, empty, *flags, helper))


@lru_cache(maxsize=512)  # one game asks again within a few steps; more only feeds the collector
def _every_placing(
    cards: tuple[str, ...],
    opera: str,
    empty: tuple[bool, ...],
    travesti_table: bool,
    nerves: bool,
    helper: bool,
) -> tuple[Placing, ...]:
    """:func:`_placings` of the cards that matter for ``opera`` (see :func:`cast_cards`),
    kept: the same hand is cast from by the legal actions and the computer's plans."""
    return tuple(_placings(cards, opera, empty, travesti_table, nerves, helper, None))


def _placings(
    hand: Sequence[str],
    opera: str,
    empty_roles: tuple[bool, ...],
    travesti_table: bool,
    nerves: bool,
    helper: bool,
    only: tuple[str, int] | None,
) -> list[Placing]:
    by_card = _card_rules(opera, travesti_table, nerves)
    empty = list(empty_roles)
    if only is not None:
        empty = [free and index == only[1] for index, free in enumerate(empty)]
    if not any(empty):
        return []
    in_hand = hand_cards(hand)
    enablers = [(card, kind) for kind in ENABLERS for card in in_hand.playable_as(kind)]
    travestis = in_hand.playable_as("en_travesti")
    prime_donne = prima_donna_ids()
    found: list[Placing] = []
    for card in hand:
        if only is not None and card != only[0]:
            continue
        if helper and card in prime_donne:
            continue  # a Prima donna sings only in her impresario's shows
        for index, rule in by_card.get(card, ()):
            if not empty[index]:
                continue
            if rule.plain is not None and not (helper and rule.plain < 0):
                found.append(Placing(card, index, None, None, None))
            if not rule.singer:
                continue
            for enabler, kind in enablers:
                pn = rule.enabled.get(kind)
                if pn is not None and enabler != card and not (helper and pn < 0):
                    found.append(Placing(card, index, enabler, kind, None))
            if not rule.cross or helper:
                continue
            for travesti in travestis:
                if travesti == card:
                    continue
                if rule.travesti_plain:
                    found.append(Placing(card, index, None, None, travesti))
                for enabler, kind in enablers:
                    if kind in rule.travesti_enabled and enabler not in (card, travesti):
                        found.append(Placing(card, index, enabler, kind, travesti))
    return found


def cast_cards(hand: Sequence[str], opera: str, config: SiparioConfig) -> tuple[str, ...]:
    """The cards of the hand that matter for casting ``opera``, in the hand's order: the
    singers (and The Fool) that could fill one of its roles, the enabling cards and En
    travesti. The placements a hand allows on that opera depend on these alone."""
    relevant = _cast_relevant(opera, config.travesti_table, config.nerves_penalty_both)
    return tuple(card for card in hand if card in relevant)


@cache
def _cast_relevant(opera: str, travesti_table: bool, nerves: bool) -> frozenset[str]:
    helpers = {card for card, kind in card_types().items() if kind in (*ENABLERS, "en_travesti")}
    return frozenset(_card_rules(opera, travesti_table, nerves)) | helpers


def may_cast(hand: Sequence[str], opera: str, config: SiparioConfig) -> bool:
    """A quick necessary condition for casting every base role of ``opera`` from ``hand``:
    each base role can get a card of its own that could fill it with the enabling cards
    and En travesti the hand holds (a matching; the helping cards are not used up)."""
    in_hand = hand_cards(hand)
    enablers = _ENABLER_SET if in_hand.fool else in_hand.kinds & _ENABLER_SET
    fills = _base_fills(
        opera,
        config.travesti_table,
        config.nerves_penalty_both,
        enablers,
        in_hand.holds("en_travesti"),
    )
    fillers: dict[int, list[str]] = {role: [] for role in base_roles(opera)}
    for card in hand:
        for index in fills.get(card, ()):
            fillers[index].append(card)
    return all(fillers.values()) and _matching(fillers)


@cache
def _base_fills(
    opera: str, travesti_table: bool, nerves: bool, enablers: frozenset[str], travesti: bool
) -> dict[str, tuple[int, ...]]:
    """For each card, the base roles of ``opera`` it could fill when the hand holds the
    enabling card types ``enablers`` and (or not) En travesti (for :func:`may_cast`; a
    few dozen combinations, so computed once each)."""
    fills = {}
    for card, rules in _base_rules(opera, travesti_table, nerves).items():
        roles = tuple(
            index
            for index, rule in rules
            if rule.plain is not None
            or (rule.singer and not enablers.isdisjoint(rule.enabled))
            or (
                travesti
                and rule.singer
                and (rule.travesti_plain or not enablers.isdisjoint(rule.travesti_enabled))
            )
        )
        if roles:
            fills[card] = roles
    return fills


def _matching(fillers: dict[int, list[str]]) -> bool:
    """Whether every role gets a different card of its fillers (augmenting paths)."""
    holder: dict[str, int] = {}  # card -> the role it fills

    def seat(role: int, tried: set[str]) -> bool:
        for card in fillers[role]:
            if card in tried:
                continue
            tried.add(card)
            if card not in holder or seat(holder[card], tried):
                holder[card] = role
                return True
        return False

    return all(seat(role, set()) for role in fillers)


@cache
def _base_rules(
    opera: str, travesti_table: bool, nerves: bool
) -> dict[str, tuple[tuple[int, _CastRule], ...]]:
    """:func:`_card_rules` of the base roles alone."""
    base = base_roles(opera)
    by_card = {
        card: tuple((index, rule) for index, rule in rules if index in base)
        for card, rules in _card_rules(opera, travesti_table, nerves).items()
    }
    return {card: rules for card, rules in by_card.items() if rules}


@cache
def base_roles(opera: str) -> tuple[int, ...]:
    """The indexes of the base roles of ``opera`` (asked at every casting step)."""
    return tuple(index for index, role in enumerate(load().operas[opera].roles) if role.base)


@cache
def _card_rules(
    opera: str, travesti_table: bool, nerves: bool
) -> dict[str, tuple[tuple[int, _CastRule], ...]]:
    """For each card, the roles of ``opera`` it could ever fill (in role order) and how."""
    data = load()
    by_card: dict[str, list[tuple[int, _CastRule]]] = {}
    for index, role in enumerate(data.operas[opera].roles):
        for card in [*data.singers, FOOL_ID]:
            rule = _cast_rule(card, role.type, role.voice, travesti_table, nerves)
            if rule.possible:
                by_card.setdefault(card, []).append((index, rule))
    return {card: tuple(rules) for card, rules in by_card.items()}


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


class RoleNeed(NamedTuple):
    """One empty role of a debut as the hand stands: a line of the stage's checklist."""

    role: int
    base: bool
    """A base role (the debut needs it); else an optional (extra) role."""
    singers: tuple[str, ...]
    """Cards of the hand that can fill it now, with the enabling cards and En travesti
    the hand holds."""
    lacking: tuple[tuple[str, str], ...]
    """(singer, enabling card type): a singer of the hand who could fill it only with an
    enabling card the hand does not hold (a Debutant in a First part needs Nerves of
    Steel, Recommendation of Iron or Night of Grace; a Golden Throat in a Principal role)."""


def role_needs(
    hand: Sequence[str], opera: str, empty: tuple[bool, ...], config: SiparioConfig
) -> list[RoleNeed]:
    """What each empty role of ``opera`` still needs from ``hand`` (SIP-069…SIP-080):
    the singers that can fill it now, and those that would with an enabling card the
    hand lacks. Roles in order; the filled ones are left out."""
    roles = load().operas[opera].roles
    by_role: dict[int, list[str]] = {index: [] for index, free in enumerate(empty) if free}
    for placing in placings(hand, opera, empty, config):
        if placing.card not in by_role[placing.role]:
            by_role[placing.role].append(placing.card)
    flags = (config.travesti_table, config.nerves_penalty_both)
    rules = _card_rules(opera, *flags)
    out = []
    for index, singers in by_role.items():
        lacking = []
        for card in dict.fromkeys(hand):
            if card in singers:
                continue
            for role, rule in rules.get(card, ()):
                if role == index and rule.singer and rule.enabled and not rule.cross:
                    # The enabling card that costs the fewest PN, as the rules order them.
                    best = max(ENABLERS, key=lambda kind: rule.enabled.get(kind, -99))
                    lacking.append((card, best))
        out.append(RoleNeed(index, roles[index].base, tuple(singers), tuple(lacking)))
    return out


def missing_base_roles(
    hand: Sequence[str], opera: str, empty: tuple[bool, ...], config: SiparioConfig
) -> tuple[int, ...]:
    """The empty base roles of ``opera`` that ``hand`` cannot fill, each with a singer of
    its own (SIP-063: a debut needs its whole base cast): the roles a largest matching of
    singers to roles leaves out. ``()``: the hand can cast them (an enabling card wanted
    by two singers at once is not counted twice, so a few such hands still fall short)."""
    needs = [n for n in role_needs(hand, opera, empty, config) if n.base]
    holder: dict[str, int] = {}  # card -> the role it fills

    def seat(role: int, fillers: dict[int, tuple[str, ...]], tried: set[str]) -> bool:
        for card in fillers[role]:
            if card in tried:
                continue
            tried.add(card)
            if card not in holder or seat(holder[card], fillers, tried):
                holder[card] = role
                return True
        return False

    fillers = {n.role: n.singers for n in needs}
    return tuple(n.role for n in needs if not seat(n.role, fillers, set()))
