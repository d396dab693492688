"""Legal actions, phase by phase and kind by kind (the single source of truth for validity).

Each phase lists its action kinds in a fixed order, each with the function that lists the
legal actions of that kind. ``legal_actions`` concatenates them; ``is_legal`` asks only
the function of the action's own kind, told which action is asked about so it can skip
the rest (e.g. only that singer on that role), which is far cheaper than listing all.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import cache, lru_cache
from itertools import combinations_with_replacement, permutations

from divas_desktop.core.types import Action, Seat

from . import actions as act
from .actions import shared, sharer
from .attacks import attacks, defences
from .casting import Placing, ansioso_missing, base_roles, cast_options, terms
from .config import (
    ADVERTISING_GOLD,
    OFFER_GOLD_CAP,
    PD_FORCED_EXTRA_GOLD,
    SETUP_SWAP_GOLD,
    SUBSTITUTION_GOLD,
    TITLE_CHANGE_GOLD,
    SiparioConfig,
)
from .data import FOOL_ID, CardData, load, singer_table
from .debuts import can_confirm, debut_costs
from .extra_shows import extra_complete, fit_table, possible_shows
from .offers import can_pay_offer, payable_card
from .resolution import first_pending_loss
from .scoring import elimination, has_ability
from .state import State, config_of
from .table import (
    HandCards,
    can_pay,
    hand_cards,
    partner,
    playable_as,
    prima_donna_ids,
)
from .turn_cards import TURN_CARDS, hidden_titles, visible_titles
from .turns import previous_discard
from .unfair_competition import rivals

Options = Callable[[State, CardData, SiparioConfig, Seat, Action | None], list[Action]]
"""The legal actions of one kind; the last argument, when given, is the action asked about
(``is_legal``), so the function may leave out actions that cannot equal it."""

_title_change = sharer(act.ChangeTitle, "opera")
_pd_discard = sharer(act.DiscardPrimaDonna, "card")
_adding = sharer(act.AddToExtra, "card")
_attaching = sharer(act.Attach, "card", "as_type", "role")
_discard = sharer(act.Discard, "card", "blind")
_cast = sharer(act.Cast, *Placing._fields)  # a placement's fields are the Cast's, in order
"""The shared actions the hottest listings build, by position (see ``sharer``)."""


def seat_to_move(state: State) -> Seat | None:
    """The seat that must decide now (``None`` when the match is over)."""
    phase = state.phase
    if phase == "turn":  # the most frequent phase first
        return state.current
    if phase == "over":
        return None
    if phase == "uc_attack":
        uc = state.competition()
        return uc.attackers[uc.index]
    if phase == "uc_defend":
        return state.competition().defender
    if phase == "offers":
        return state.offer_queue[0]
    if phase in ("fool_react", "press"):
        return state.waiting().queue[0]
    if phase in ("resolve", "offers_done", "offer_pay"):
        return state.staging[0].owner
    if phase == "reseat":
        return state.completer
    return state.current


def legal_actions(state: State, seat: Seat) -> list[Action]:
    """Every legal action of ``seat`` in a deterministic order.

    The list is kept on the state (:attr:`State.listing`): asked again about the same
    state and seat, a copy of it is returned instead of listing again.
    """
    listing = state.listing
    if listing is not None and listing[0] == seat:
        return list(listing[1])  # asked again: a list of the caller's own, the same actions
    if seat_to_move(state) != seat:
        return []
    data, config = load(), config_of(state)
    found: list[Action] = []
    for options in _LISTERS[_moment(state)]:
        found += options(state, data, config, seat, None)
    state.keep_listing(seat, tuple(found))
    return found


def is_legal(state: State, seat: Seat, action: Action) -> bool:
    """Whether ``action`` is legal for ``seat`` now, without listing every legal action."""
    listing = state.listing
    if listing is not None and listing[0] == seat:
        for listed in listing[1]:  # a plain loop: the cheapest identity scan
            if listed is action:
                return True
    if seat_to_move(state) != seat:
        return False
    options = _KINDS[_moment(state)].get(type(action))
    if options is None:
        return False
    return contains(options(state, load(), config_of(state), seat, action), action)


def contains(actions: list[Action], action: Action) -> bool:
    """``action in actions``, trying identity first: listed actions are shared instances,
    and comparing pydantic models field by field is slow."""
    for listed in actions:  # a plain loop: the cheapest identity scan
        if listed is action:
            return True
    # An action read from a save is a new instance. Two actions of one class are equal
    # when their fields are (what pydantic's ``==`` checks, without its Python overhead).
    kind, fields = type(action), action.__dict__
    for listed in actions:
        if type(listed) is kind and listed.__dict__ == fields:
            return True
    return False


def _moment(state: State) -> str:
    """The phase, split where one phase offers different kinds of action."""
    phase = state.phase
    if phase == "turn":
        if state.discards_due:
            return "turn_discards"
        if state.forced_pd:
            return "turn_forced_pd"
    elif phase == "offers":
        if state.offers and state.offers[-1].draft:
            return "offer_price"
    elif phase == "offers_done":
        return "resolve"
    return phase


# --- set-up and the turn ------------------------------------------------------------
def _setup_swaps(
    state: State, data: CardData, config: SiparioConfig, seat: Seat, focus: Action | None
) -> list[Action]:
    found: list[Action] = [shared(act.SetupSwap)]
    if (
        not state.players[seat].swap_used
        and can_pay(state, seat, SETUP_SWAP_GOLD)
        and (state.opera_deck or state.opera_discard)
    ):
        found += [shared(act.SetupSwap, opera=opera) for opera in state.players[seat].season]
    return found


def _over_limit_discards(
    state: State, data: CardData, config: SiparioConfig, seat: Seat, focus: Action | None
) -> list[Action]:
    """SIP-036/037: above 13 cards a discard is due (Prime donne are discarded otherwise)."""
    player = state.players[seat]
    prime_donne = prima_donna_ids()
    if isinstance(focus, act.Discard):  # only that card can match
        card, blind = focus.card, focus.blind
        fine = card in player.hand and card not in prime_donne and (player.markers or not blind)
        return [_discard(card, blind)] if fine else []
    hand = [card for card in player.hand if card not in prime_donne]
    found: list[Action] = [_discard(card, False) for card in hand]
    if player.markers > 0:
        found += [_discard(card, True) for card in hand]
    return found


def _over_limit_pd_discards(
    state: State, data: CardData, config: SiparioConfig, seat: Seat, focus: Action | None
) -> list[Action]:
    """SIP-211: a Prima donna may be discarded at any time, so also as the discard due at
    14 cards, at her cost (+2 gold when she is also the second one, SIP-209)."""
    extra = PD_FORCED_EXTRA_GOLD if state.forced_pd else 0
    return _pd_discards(state, data, seat, hand_cards(state.players[seat].hand), extra)


def _forced_pd_discards(
    state: State, data: CardData, config: SiparioConfig, seat: Seat, focus: Action | None
) -> list[Action]:
    """SIP-209: one of two Prime donne must go, at her cost + 2 gold."""
    in_hand = hand_cards(state.players[seat].hand)
    return _pd_discards(state, data, seat, in_hand, PD_FORCED_EXTRA_GOLD)


def _pd_discards(
    state: State, data: CardData, seat: Seat, in_hand: HandCards, extra: int = 0
) -> list[Action]:
    """SIP-211: the Prima donna discards ``seat`` can pay, each at her cost + ``extra``."""
    return [
        _pd_discard(card)
        for card in in_hand.prime_donne
        if can_pay(state, seat, data.singers[card].discard_cost + extra)
    ]


_TIME_UP = shared(act.TimeUp)
_DRAW = shared(act.Draw)
_DRAW_DISCARD = shared(act.Draw, source="discard")
_ADVERTISE = shared(act.Advertise)
_END_TURN = shared(act.EndTurn)


def _turn(
    state: State, data: CardData, config: SiparioConfig, seat: Seat, focus: Action | None
) -> list[Action]:
    """A normal turn's options in one pass, in a fixed order: call time, draw, open a debut
    or an extra show, play a turn card, advertise, change a title, discard a Prima donna,
    end the turn. With ``focus`` (``is_legal``) only the options of its kind are listed.

    One function rather than one per kind: a turn is listed at almost every other step,
    and nine calls that each look up the same player and hand cost more than the options.
    """
    asked = None if focus is None else type(focus)
    player = state.players[seat]
    hand = player.hand
    in_hand = hand_cards(hand)
    found: list[Action] = []
    if not state.drew:
        if (
            asked in (None, act.TimeUp)
            and not state.played
            and not state.time_up
            and config.minutes is not None
        ):
            found.append(_TIME_UP)
        if asked in (None, act.Draw):
            found.append(_DRAW)
            if previous_discard(state, seat) is not None:
                found.append(_DRAW_DISCARD)
    if _may_stage(state):
        if asked in (None, act.BeginDebut):
            found += _openings(player.season, in_hand.singers)
        if asked in (None, act.BeginExtra) and in_hand.singers >= 3:
            found += _extra_openings(possible_shows(data, hand))
    if asked in (None, act.PlayTurnCard) and not state.played and in_hand.holds_any(_TURN_KINDS):
        found += _turn_cards(state, seat, in_hand, focus)
    gold = player.gold
    if asked in (None, act.Advertise) and gold >= ADVERTISING_GOLD:
        found.append(_ADVERTISE)
    if (
        asked in (None, act.ChangeTitle)
        and gold >= TITLE_CHANGE_GOLD
        and (state.opera_deck or state.opera_discard)
    ):
        found += [_title_change(opera) for opera in player.season]
    if asked in (None, act.DiscardPrimaDonna) and in_hand.prime_donne:
        found += _pd_discards(state, data, seat, in_hand)
    if asked in (None, act.EndTurn) and (state.drew or state.played):
        found.append(_END_TURN)
    return found


def _may_stage(state: State) -> bool:
    """SIP-057: one debut or extra show a turn, not after taking the previous discard."""
    return not state.played and not state.abandoned and not state.drew_discard


@lru_cache(maxsize=1024)
def _openings(season: tuple[str, ...], singers: int) -> tuple[Action, ...]:
    """The debuts a season allows with this many singers in hand (few such pairs recur)."""
    return tuple(
        shared(act.BeginDebut, opera=opera) for opera in season if singers >= len(base_roles(opera))
    )


@lru_cache(maxsize=256)
def _extra_openings(shows: tuple[str, ...]) -> tuple[Action, ...]:
    """The BeginExtra actions of these shows."""
    return tuple(shared(act.BeginExtra, show=key) for key in shows)


_TURN_KINDS = frozenset(TURN_CARDS)


def _turn_cards(state: State, seat: Seat, in_hand: HandCards, focus: Action | None) -> list[Action]:
    """SIP-061: the turn-action cards of a hand that holds some, with their targets and
    options (the turn has not played yet)."""
    found: list[Action] = []
    players = state.players
    hand = players[seat].hand
    opponents = _opponents(state.seats, seat)
    with_season = tuple([other for other in opponents if players[other].season])
    with_hand = tuple([other for other in opponents if players[other].hand])
    gold = players[seat].gold + players[seat].pn  # what he can pay (SIP-049)
    for kind in TURN_CARDS:
        if isinstance(focus, act.PlayTurnCard) and focus.as_type != kind:
            continue
        if not in_hand.holds(kind):
            continue
        for card in in_hand.playable_as(kind):
            if kind == "twist_of_fate":
                found += _twists(card, tuple(players[seat].season), with_season, gold >= 2)
            elif kind in ("press_conference", "foyer_gossip"):
                found.append(shared(act.PlayTurnCard, card=card, as_type=kind))
            elif kind == "announced_flop":
                found += _targeted(card, kind, with_season)
            elif kind == "stagehands_strike":
                found += _targeted(card, kind, opponents)
            elif kind == "agency_dealing":
                found += _agency_dealings(state, card, hand, with_hand)
            elif kind == "paparazzo":
                found += _paparazzi(card, with_hand, with_season, min(gold, 2))
    return found


@cache
def _opponents(seats: int, seat: Seat) -> tuple[Seat, ...]:
    """The other seats of a table of ``seats``, in seat order."""
    return tuple(other for other in range(seats) if other != seat)


@lru_cache(maxsize=1024)
def _twists(
    card: str, season: tuple[str, ...], victims: tuple[Seat, ...], paid: bool
) -> list[Action]:
    """Twist of Fate: a title of mine for one rival's, or two rivals' swapped for 2 gold."""
    kind = "twist_of_fate"
    found: list[Action] = [
        act.PlayTurnCard(card=card, as_type=kind, targets=(victim,), mine=mine)
        for mine in season
        for victim in victims
    ]
    if paid:
        found += [
            act.PlayTurnCard(card=card, as_type=kind, targets=(first, second), gold=2)
            for first in victims
            for second in victims
            if first < second
        ]
    return found


@lru_cache(maxsize=1024)
def _targeted(card: str, kind: str, targets: tuple[Seat, ...]) -> list[Action]:
    """A turn card aimed at one seat."""
    return [act.PlayTurnCard(card=card, as_type=kind, targets=(target,)) for target in targets]


def _agency_dealings(
    state: State, card: str, hand: Sequence[str], victims: tuple[Seat, ...]
) -> list[Action]:
    """Agency Dealing: a card of mine for one of the same sort (Prima donna or not)."""
    kind = "agency_dealing"
    prime_donne = prima_donna_ids()
    holds: dict[Seat, tuple[bool, bool]] = {}  # (a Prima donna, another card) in his hand
    for victim in victims:
        theirs = state.players[victim].hand
        divas = len(hand_cards(theirs).prime_donne)
        holds[victim] = (divas > 0, divas < len(theirs))
    found: list[Action] = []
    for mine in hand:
        if mine == card:
            continue
        sort = 0 if mine in prime_donne else 1
        found += [
            shared(act.PlayTurnCard, card=card, as_type=kind, targets=(victim,), mine=mine)
            for victim in victims
            if holds[victim][sort]
        ]
    return found


@lru_cache(maxsize=1024)
def _paparazzi(
    card: str, with_hand: tuple[Seat, ...], with_season: tuple[Seat, ...], gold: int
) -> list[Action]:
    """Paparazzo: two looks (or three for 1 gold) at hands, or a season for 2 gold."""
    kind = "paparazzo"
    found: list[Action] = []
    for public in (False, True):
        found += [
            act.PlayTurnCard(card=card, as_type=kind, targets=pair, public=public)
            for pair in combinations_with_replacement(with_hand, 2)
        ]
        if gold >= 1:
            found += [
                act.PlayTurnCard(card=card, as_type=kind, targets=trio, gold=1, public=public)
                for trio in combinations_with_replacement(with_hand, 3)
            ]
        if gold >= 2:
            found += [
                act.PlayTurnCard(card=card, as_type=kind, targets=(t,), gold=2, public=public)
                for t in with_season
            ]
    return found


# --- casting ------------------------------------------------------------------------
def _casts(
    state: State, data: CardData, config: SiparioConfig, seat: Seat, focus: Action | None
) -> list[Action]:
    prod = state.staging[-1]
    only = (focus.card, focus.role) if isinstance(focus, act.Cast) else None
    return [_cast(*placing) for placing in cast_options(state, data, config, seat, prod, only=only)]


def _debut_attachments(
    state: State, data: CardData, config: SiparioConfig, seat: Seat, focus: Action | None
) -> list[Action]:
    """Action cards on the opera being cast: on a Golden Throat, on the show, Strike Sp."""
    prod = state.staging[-1]
    in_hand = hand_cards(state.players[seat].hand)
    if not in_hand:
        return []
    found: list[Action] = []
    used = {effect.type for effect in prod.effects}
    arias, claques = in_hand.playable_as("sublime_aria"), in_hand.playable_as("claque")
    pharmacists = in_hand.playable_as("pharmacist") if "pharmacist" not in used else []
    if arias or claques or pharmacists:
        with_aria = {effect.role for effect in prod.effects if effect.type == "sublime_aria"}
        for role, slot in enumerate(prod.slots):
            if slot is None or slot.card == FOOL_ID or slot.category != "gt":
                continue
            if role not in with_aria:
                found += [_attaching(card, "sublime_aria", role) for card in arias]
            else:
                found += [_attaching(card, "claque", role) for card in claques]
            found += [_attaching(card, "pharmacist", role) for card in pharmacists]
    if claques:
        paid = can_pay(state, seat, debut_costs(data, prod) + 1)
        for card in claques:
            found.append(shared(act.Attach, card=card, as_type="claque"))
            if paid:
                found.append(shared(act.Attach, card=card, as_type="claque", gold=1))
    for kind in ("grand_event", "grand_orchestra", "new_years_eve"):
        if kind not in used and in_hand.holds(kind):
            found += [_attaching(card, kind, None) for card in in_hand.playable_as(kind)]
    if "stagehands_strike" not in used and len(state.staging) == 1:
        strikes = in_hand.playable_as("stagehands_strike")
        if strikes:
            for rival in rivals(state, config, seat):
                found += [
                    shared(act.Attach, card=card, as_type="stagehands_strike", seat=rival)
                    for card in strikes
                ]
    return found


def _covers(
    state: State, data: CardData, config: SiparioConfig, seat: Seat, focus: Action | None
) -> list[Action]:
    """A-SIP-14: L'ansioso's off-stage covers, only for a category still missing."""
    prod = state.staging[-1]
    if not has_ability(data, prod, "ansioso"):
        return []
    missing = set(ansioso_missing(data, prod))
    return [
        shared(act.CommitCover, card=card)
        for card in state.players[seat].hand
        if card in data.singers
        and data.singers[card].gender == "M"
        and data.singers[card].category in missing
    ]


def _silencing(
    state: State, data: CardData, config: SiparioConfig, seat: Seat, focus: Action | None
) -> list[Action]:
    prod = state.staging[-1]
    if has_ability(data, prod, "amica") and not prod.amica_used:
        return [shared(act.SilenceRival, seat=rival) for rival in rivals(state, config, seat)]
    return []


def _debut_confirmation(
    state: State, data: CardData, config: SiparioConfig, seat: Seat, focus: Action | None
) -> list[Action]:
    return [shared(act.ConfirmDebut)] if can_confirm(state, data, seat, state.staging[-1]) else []


def _debut_abandon(
    state: State, data: CardData, config: SiparioConfig, seat: Seat, focus: Action | None
) -> list[Action]:
    return [shared(act.AbandonDebut)]


def _second_operas(
    state: State, data: CardData, config: SiparioConfig, seat: Seat, focus: Action | None
) -> list[Action]:
    """SIP-086: a second opera in the same turn (competition at home)."""
    if len(state.staging) != 1 or state.abandoned:
        return []
    singers = hand_cards(state.players[seat].hand).singers
    return [
        shared(act.BeginDebut, opera=opera)
        for opera in state.players[seat].season
        if opera != state.staging[0].opera and singers >= len(base_roles(opera))
    ]


def _curtain(
    state: State, data: CardData, config: SiparioConfig, seat: Seat, focus: Action | None
) -> list[Action]:
    return [shared(act.RaiseCurtain)]


# --- Unfair Competition -------------------------------------------------------------
def _attacks(
    state: State, data: CardData, config: SiparioConfig, seat: Seat, focus: Action | None
) -> list[Action]:
    uc = state.competition()
    if uc.attacked or seat in uc.help_only:
        return []
    only = focus.prod if isinstance(focus, act.Attack) else None
    return list(attacks(state, data, seat, only))


def _completions(
    state: State, data: CardData, config: SiparioConfig, seat: Seat, focus: Action | None
) -> list[Action]:
    """SIP-101: one singer of the hand on an empty role, paying a GT's Second-part gold."""
    uc = state.competition()
    limit = 0 if seat in uc.no_help else 1
    if uc.contributed >= limit:
        return []
    found: list[Action] = []
    only = (focus.card, focus.role) if isinstance(focus, act.CompleteCast) else None
    for index, prod in enumerate(state.staging):
        if isinstance(focus, act.CompleteCast) and focus.prod != index:
            continue
        roles = data.operas[prod.opera].roles
        for card, role, enabler, kind, _ in cast_options(
            state, data, config, seat, prod, helper=True, only=only
        ):
            singer = data.singers.get(card)
            gold = 2 if singer and singer.category == "gt" and roles[role].type == "Se" else 0
            if can_pay(state, seat, gold):
                found.append(
                    shared(
                        act.CompleteCast,
                        card=card,
                        prod=index,
                        role=role,
                        enabler=enabler,
                        enabler_type=kind,
                    )
                )
    return found


def _slot_end(
    state: State, data: CardData, config: SiparioConfig, seat: Seat, focus: Action | None
) -> list[Action]:
    return [shared(act.EndUcSlot)]


def _defences(
    state: State, data: CardData, config: SiparioConfig, seat: Seat, focus: Action | None
) -> list[Action]:
    return list(defences(state, data, seat, state.staging[0].owner))


def _defence_pass(
    state: State, data: CardData, config: SiparioConfig, seat: Seat, focus: Action | None
) -> list[Action]:
    return [shared(act.PassDefence)]


def _defence_yield(
    state: State, data: CardData, config: SiparioConfig, seat: Seat, focus: Action | None
) -> list[Action]:
    """SIP-230: in team play the debutant may let his partner defend."""
    owner = state.staging[0].owner
    if config.team_play and seat == owner and partner(config, owner) is not None:
        return [shared(act.YieldDefence)]
    return []


# --- after Unfair Competition -------------------------------------------------------
def _price_items(
    state: State, data: CardData, config: SiparioConfig, seat: Seat, focus: Action | None
) -> list[Action]:
    """SIP-115: what the offerer may still add to the price of his draft offer."""
    offer = state.offers[-1]
    victim = state.players[state.staging[offer.prod].owner]
    found: list[Action] = []
    if offer.gold < OFFER_GOLD_CAP:
        found.append(shared(act.OfferAdd, item="gold"))
    if offer.markers < victim.markers:
        found.append(shared(act.OfferAdd, item="marker"))
    if len(offer.cards) + offer.singers + offer.actions < len(victim.hand):
        found += [shared(act.OfferAdd, item="singer"), shared(act.OfferAdd, item="action")]
        found += [
            shared(act.OfferAdd, item=card)
            for card in victim.hand
            if card not in offer.cards
            and payable_card(data, card)
            and (card in state.public_cards or seat in state.known.get(card, ()))
        ]
    return found


def _offer_confirmation(
    state: State, data: CardData, config: SiparioConfig, seat: Seat, focus: Action | None
) -> list[Action]:
    return [shared(act.ConfirmOffer)]


def _offered_singers(state: State, data: CardData, config: SiparioConfig, seat: Seat) -> list[str]:
    """Singers of ``seat`` (no Prima donna) who could take the first lost role."""
    prod_index, role = first_pending_loss(state, data)
    prod = state.staging[prod_index]
    info = data.operas[prod.opera].roles[role]
    return [
        card
        for card in state.players[seat].hand
        if (card in data.singers and not data.is_pd(card)) and terms(data, config, card, info).ok
    ]


def _offers(
    state: State, data: CardData, config: SiparioConfig, seat: Seat, focus: Action | None
) -> list[Action]:
    if not config.last_hour_offer:
        return []
    prod_index, role = first_pending_loss(state, data)
    return [
        shared(act.MakeOffer, prod=prod_index, role=role, card=card)
        for card in _offered_singers(state, data, config, seat)
    ]


def _infingardo(
    state: State, data: CardData, config: SiparioConfig, seat: Seat, focus: Action | None
) -> list[Action]:
    uc = state.competition()
    if not config.infingardo or seat not in uc.attackers or seat in uc.help_only:
        return []
    prod_index, role = first_pending_loss(state, data)
    return [
        shared(act.Infingardo, prod=prod_index, role=role, card=card)
        for card in _offered_singers(state, data, config, seat)
    ]


def _offer_decline(
    state: State, data: CardData, config: SiparioConfig, seat: Seat, focus: Action | None
) -> list[Action]:
    return [shared(act.DeclineOffer)]


def _price_cards(
    state: State, data: CardData, config: SiparioConfig, seat: Seat, focus: Action | None
) -> list[Action]:
    """The singers / action cards of his choice the victim still owes."""
    params = state.waiting().params
    offer = state.offers[params["index"]]
    found: list[Action] = []
    for card in state.players[seat].hand:
        if card in offer.cards or not payable_card(data, card):
            continue
        if params["actions"] > 0 if card in data.action_cards else params["singers"] > 0:
            found.append(shared(act.GiveCard, card=card))
    return found


def _substitutions(
    state: State, data: CardData, config: SiparioConfig, seat: Seat, focus: Action | None
) -> list[Action]:
    """SIP-107: a singer of the hand, paying the lost singer's price (never for a PD)."""
    prod_index, role = first_pending_loss(state, data)
    prod = state.staging[prod_index]
    info = data.operas[prod.opera].roles[role]
    lost = prod.slots[role]
    found: list[Action] = []
    if lost is not None and lost.category != "pd":
        price = SUBSTITUTION_GOLD.get(lost.category, 0)
        for card in state.players[seat].hand:
            if (card in data.singers or card == FOOL_ID) and not data.is_pd(card):
                placing = terms(data, config, card, info)
                if placing.ok and can_pay(state, seat, price + placing.gold):
                    found.append(shared(act.Substitute, prod=prod_index, role=role, card=card))
    return found


def _acceptable_offers(
    state: State, data: CardData, config: SiparioConfig, seat: Seat, focus: Action | None
) -> list[Action]:
    prod_index, role = first_pending_loss(state, data)
    return [
        shared(act.AcceptOffer, index=index)
        for index, offer in enumerate(state.offers)
        if offer.prod == prod_index
        and offer.role == role
        and can_pay_offer(state, data, seat, offer)
    ]


def _postponements(
    state: State, data: CardData, config: SiparioConfig, seat: Seat, focus: Action | None
) -> list[Action]:
    """SIP-109/111, SIP-160: keep the loss; a Press Conference waives a delay's gold."""
    prod_index, role = first_pending_loss(state, data)
    found: list[Action] = [shared(act.AcceptPostponement, prod=prod_index, role=role)]
    if elimination(data, state.staging[prod_index], role) == "delay":
        found += [
            shared(act.AcceptPostponement, prod=prod_index, role=role, press=card)
            for card in playable_as(state.players[seat].hand, "press_conference")
        ]
    return found


# --- between deals and turn-card decisions --------------------------------------------
def _reseatings(
    state: State, data: CardData, config: SiparioConfig, seat: Seat, focus: Action | None
) -> list[Action]:
    others = [other for other in state.order if other != seat]
    return [shared(act.Reseat, order=(seat, *rest)) for rest in permutations(others)]


def _fool_reactions(
    state: State, data: CardData, config: SiparioConfig, seat: Seat, focus: Action | None
) -> list[Action]:
    return [shared(act.FoolReaction, cancel=True), shared(act.FoolReaction, cancel=False)]


def _flop_picks(
    state: State, data: CardData, config: SiparioConfig, seat: Seat, focus: Action | None
) -> list[Action]:
    victim = state.waiting().params["victim"]
    found: list[Action] = [
        shared(act.FlopTitle, opera=opera) for opera in visible_titles(state, seat, victim)
    ]
    if hidden_titles(state, seat, victim):
        found.append(shared(act.FlopTitle))
    return found


def _gossip_takes(
    state: State, data: CardData, config: SiparioConfig, seat: Seat, focus: Action | None
) -> list[Action]:
    return [shared(act.GossipTake, card=card) for card in state.waiting().params["cards"]]


def _gossip_end(
    state: State, data: CardData, config: SiparioConfig, seat: Seat, focus: Action | None
) -> list[Action]:
    return [shared(act.GossipDone)]


def _reveals(
    state: State, data: CardData, config: SiparioConfig, seat: Seat, focus: Action | None
) -> list[Action]:
    player = state.players[seat]
    return [
        shared(act.RevealTitle, opera=opera)
        for opera in player.season
        if opera not in player.revealed
    ]


# --- extra shows ----------------------------------------------------------------------
def _extra_singers(
    state: State, data: CardData, config: SiparioConfig, seat: Seat, focus: Action | None
) -> list[Action]:
    extra = state.extra_show()
    show = data.shows[extra.show]
    hand = state.players[seat].hand
    if isinstance(focus, act.AddToExtra):
        if focus.card not in hand:
            return []
        hand = (focus.card,)  # only that card can match
    found: list[Action] = []
    fit = fit_table(show.key)
    counts: dict[str | None, int] = {}
    for card in extra.cards:
        kind = fit.get(card)
        counts[kind] = counts.get(kind, 0) + 1
    if FOOL_ID in hand:
        short = sum(
            max(0, need - counts.get(kind, 0))
            for kind, need in show.requirement.items()
            if kind != "pd"
        )
        if short > counts.get(None, 0):
            found.append(_adding(FOOL_ID))
    singers = singer_table()
    voices = {singers[card][1] for card in extra.cards if card != FOOL_ID}
    requirement, at_least, distinct = show.requirement, show.at_least, show.distinct_voices
    for card in hand:
        kind = fit.get(card)
        if kind is None:
            continue
        if not at_least and counts.get(kind, 0) >= requirement[kind]:
            continue
        if distinct and singers[card][1] in voices:
            continue
        found.append(_adding(card))
    return found


def _extra_attachments(
    state: State, data: CardData, config: SiparioConfig, seat: Seat, focus: Action | None
) -> list[Action]:
    """G-SIP-05: only cards with an extra-show use; Sublime Aria on GTs, Night of Grace on GIs."""
    extra = state.extra_show()
    show = data.shows[extra.show]
    in_hand = hand_cards(state.players[seat].hand)
    if not in_hand:
        return []  # no action card, no Fool
    found: list[Action] = []
    singers = singer_table()
    used = {kind for _, kind, _ in extra.effects}
    allowed = ["sublime_aria", "night_of_grace"]
    if show.key.startswith("recital") or show.tenors:
        allowed += ["grand_event", "grand_orchestra"]
    if show.needs_new_years_eve:
        allowed.append("new_years_eve")
    for kind in allowed:
        if kind in used and kind != "sublime_aria":
            continue
        for card in in_hand.playable_as(kind):
            if kind in ("sublime_aria", "night_of_grace"):
                want = "gt" if kind == "sublime_aria" else "gi"
                for index, singer in enumerate(extra.cards):
                    if (
                        singer != FOOL_ID
                        and singers[singer][0] == want
                        and not any(
                            target == index and other == kind for _, other, target in extra.effects
                        )
                    ):
                        found.append(_attaching(card, kind, index))
            else:
                found.append(_attaching(card, kind, None))
    return found


def _extra_confirmation(
    state: State, data: CardData, config: SiparioConfig, seat: Seat, focus: Action | None
) -> list[Action]:
    return [shared(act.ConfirmExtra)] if extra_complete(data, state.extra_show()) else []


def _extra_abandon(
    state: State, data: CardData, config: SiparioConfig, seat: Seat, focus: Action | None
) -> list[Action]:
    return [shared(act.AbandonExtra)]


_KINDS: dict[str, dict[type[Action], Options]] = {
    "setup_swap": {act.SetupSwap: _setup_swaps},
    "turn_discards": {
        act.Discard: _over_limit_discards,
        act.DiscardPrimaDonna: _over_limit_pd_discards,
    },
    "turn_forced_pd": {act.DiscardPrimaDonna: _forced_pd_discards},
    "turn": {
        kind: _turn
        for kind in (
            act.TimeUp,
            act.Draw,
            act.BeginDebut,
            act.BeginExtra,
            act.PlayTurnCard,
            act.Advertise,
            act.ChangeTitle,
            act.DiscardPrimaDonna,
            act.EndTurn,
        )
    },
    "casting": {
        act.Cast: _casts,
        act.Attach: _debut_attachments,
        act.CommitCover: _covers,
        act.SilenceRival: _silencing,
        act.ConfirmDebut: _debut_confirmation,
        act.AbandonDebut: _debut_abandon,
    },
    "debut_more": {act.BeginDebut: _second_operas, act.RaiseCurtain: _curtain},
    "uc_attack": {act.Attack: _attacks, act.CompleteCast: _completions, act.EndUcSlot: _slot_end},
    "uc_defend": {
        act.Defend: _defences,
        act.PassDefence: _defence_pass,
        act.YieldDefence: _defence_yield,
    },
    "offer_price": {act.OfferAdd: _price_items, act.ConfirmOffer: _offer_confirmation},
    "offers": {
        act.MakeOffer: _offers,
        act.Infingardo: _infingardo,
        act.DeclineOffer: _offer_decline,
    },
    "offer_pay": {act.GiveCard: _price_cards},
    "resolve": {
        act.Substitute: _substitutions,
        act.AcceptOffer: _acceptable_offers,
        act.AcceptPostponement: _postponements,
    },
    "reseat": {act.Reseat: _reseatings},
    "fool_react": {act.FoolReaction: _fool_reactions},
    "flop_pick": {act.FlopTitle: _flop_picks},
    "gossip": {act.GossipTake: _gossip_takes, act.GossipDone: _gossip_end},
    "press": {act.RevealTitle: _reveals},
    "extra": {
        act.AddToExtra: _extra_singers,
        act.Attach: _extra_attachments,
        act.ConfirmExtra: _extra_confirmation,
        act.AbandonExtra: _extra_abandon,
    },
}
"""For each moment of play, its action kinds in the order ``legal_actions`` lists them."""

_LISTERS = {moment: tuple(dict.fromkeys(kinds.values())) for moment, kinds in _KINDS.items()}
"""For each moment, its listing functions in order, each once (one may list several kinds)."""
