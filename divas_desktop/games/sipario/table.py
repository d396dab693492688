"""Table helpers shared by the rules: seats, teams, piles, drawing, paying and notoriety."""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from divas_desktop.core.rng import Rng
from divas_desktop.core.types import Event

from .config import HAND_MAX, HAND_MIN, SiparioConfig
from .data import FOOL_ID, CardData, card_types, load, singer_table
from .state import State, removed


def nxt(state: State, seat: int, places: int = 1) -> int:
    """The seat ``places`` places after ``seat`` in turn order (SIP-024 may reorder seats)."""
    order = state.order
    return order[(order.index(seat) + places) % state.seats]


def prev(state: State, seat: int) -> int:
    """The seat playing just before ``seat``."""
    return nxt(state, seat, -1)


def partner(config: SiparioConfig, seat: int) -> int | None:
    """The partner of ``seat`` in team play, else ``None``."""
    return (seat + 2) % 4 if config.team_play else None


def score_of(state: State, config: SiparioConfig, seat: int) -> int:
    """The PN that count for ``seat``: his own, or his team's shared total (SIP-227)."""
    if config.team_play:
        return sum(p.pn for i, p in enumerate(state.players) if i % 2 == seat % 2)
    return state.players[seat].pn


def gain_pn(state: State, seat: int, label: str, points: int) -> None:
    """Add (or remove) notoriety, never going below 0 (SIP-050), and book it in the ledger."""
    points = max(points, -state.players[seat].pn)
    if points == 0:
        return
    player = state.own_player(seat)
    player.pn += points
    player.ledger[label] = player.ledger.get(label, 0) + points


def can_pay(state: State, seat: int, amount: int) -> bool:
    """Whether ``seat`` can pay ``amount`` gold, converting PN into gold if needed (SIP-049)."""
    player = state.players[seat]
    return player.gold + player.pn >= amount


def pay(state: State, seat: int, amount: int, events: list[Event], to: int | None = None) -> None:
    """Pay gold (to the bank or to a seat), converting 1 PN into 1 gold for any shortfall."""
    if amount <= 0:
        return
    player = state.own_player(seat)
    short = max(0, amount - player.gold)
    if short:
        gain_pn(state, seat, "sipario.score.sold_notoriety", -short)
        player.gold += short
        events.append(Event(kind="sipario.ev.pn_to_gold", params={"player": seat, "amount": short}))
    player.gold -= amount
    if to is not None:
        state.own_player(to).gold += amount


def regenerate(state: State, events: list[Event]) -> bool:
    """Rebuild an empty play deck from the discard, debut and blind piles (SIP-042)."""
    cards = [c for c, _ in state.discard] + [*state.debut_pile] + [c for c, _ in state.blind]
    if not cards:
        return False
    for seat, player in enumerate(state.players):
        if player.last_discard is not None:
            state.own_player(seat).last_discard = None
    state.discard, state.debut_pile, state.blind = (), (), ()
    rng = Rng(state.rng)
    rng.shuffle(cards)
    state.rng = rng.state
    state.deck = tuple(cards)
    events.append(Event(kind="sipario.ev.deck_regenerated", params={"cards": len(cards)}))
    return True


def draw_cards(state: State, seat: int, count: int, events: list[Event]) -> list[str]:
    """Draw ``count`` cards from the play deck into ``seat``'s hand (regenerating it)."""
    drawn: list[str] = []
    while len(drawn) < count:
        if not state.deck and not regenerate(state, events):
            break
        deck = state.deck
        cut = max(0, len(deck) - (count - len(drawn)))
        drawn += reversed(deck[cut:])  # the top of the deck is its end
        state.deck = deck[:cut]
    if drawn:
        player = state.own_player(seat)
        before = player.hand
        player.hand += tuple(drawn)
        _carry(before, player.hand, drawn)
        events.append(Event(kind="sipario.ev.drew", params={"player": seat, "count": len(drawn)}))
        events.append(
            Event(
                kind="sipario.ev.drew_cards",
                params={"player": seat, "cards": drawn},
                visible_to=(seat,),
            )
        )
    return drawn


def refill_count(state: State, seat: int) -> int:
    """How many cards a draw takes: up to 7 when below the minimum, else 1 (SIP-038)."""
    return max(1, HAND_MIN - len(state.players[seat].hand))


def over_limit(state: State, seat: int) -> int:
    """Cards above the 13-card maximum (SIP-036)."""
    return max(0, len(state.players[seat].hand) - HAND_MAX)


def route_used(state: State, data: CardData, card: str) -> None:
    """Send a used card to its pile: PDs, The Fool and New Year's Eve to the exceptions pile."""
    if card == FOOL_ID or data.is_pd(card) or data.action_type(card) == "new_years_eve":
        state.exceptions += (card,)
    else:
        state.debut_pile += (card,)


def forget(state: State, card: str) -> None:
    """Drop what other seats knew about a card leaving a hand or season."""
    state.known.pop(card, None)
    if card in state.public_cards:
        state.public_cards = removed(state.public_cards, card)


def take_from_hand(state: State, seat: int, card: str) -> None:
    """Remove ``card`` from ``seat``'s hand."""
    player = state.own_player(seat)
    before = player.hand
    player.hand = removed(before, card)
    _carry(before, player.hand, taken=card)
    forget(state, card)


def draw_opera(state: State, events: list[Event]) -> str | None:
    """Take the top opera card, reshuffling the opera discard pile if needed (G-SIP-15)."""
    if not state.opera_deck and state.opera_discard:
        rng = Rng(state.rng)
        state.opera_deck = tuple(rng.shuffled(state.opera_discard))
        state.rng = rng.state
        state.opera_discard = ()
        events.append(Event(kind="sipario.ev.opera_deck_regenerated"))
    if not state.opera_deck:
        return None
    top = state.opera_deck[-1]
    state.opera_deck = state.opera_deck[:-1]
    return top


def holds_pd(state: State, data: CardData, seat: int) -> list[str]:
    """The Prime donne in ``seat``'s hand."""
    return list(hand_cards(state.players[seat].hand).prime_donne)


@cache
def prima_donna_abilities() -> dict[str, str | None]:
    """The ability of each Prima donna, by card id."""
    return {s.id: s.ability for s in load().singers.values() if s.category == "pd"}


@cache
def prima_donna_ids() -> frozenset[str]:
    """The ids of the six Prime donne (a set, for hot loops)."""
    return frozenset(s.id for s in load().singers.values() if s.category == "pd")


def playable_as(hand: Sequence[str], kind: str, exclude: tuple[str, ...] = ()) -> list[str]:
    """Cards of the hand that can be played as ``kind``: one real card, and The Fool.

    Copies of a type are interchangeable, so only the first one is offered (NOTES.md).
    """
    return hand_cards(hand).playable_as(kind, exclude)


def hand_cards(hand: Sequence[str]) -> HandCards:
    """What a hand holds, by type (the same hand is asked about at every step of a turn,
    so the answer is kept for recent hands, and carried over when a card is drawn or
    taken out of one)."""
    global _last
    last, cards = _last
    if hand is last and cards is not None:
        return cards
    key = tuple(hand)  # the hand itself when it is a tuple (every player's hand is one)
    cards = _hand_cards(key)
    _last = (key, cards)
    return cards


_last: tuple[tuple[str, ...] | None, HandCards | None] = (None, None)
"""The hand asked about last, with what it holds: the rules ask about the same hand many
times in a row (a listing reads the mover's hand several times; a draw's checks and the
next listing read the hand it made). A tuple never changes, so its summary stays true."""


_KEPT = 64
"""Hand summaries kept per generation: the recent ones, and the generation before them.

Few are needed (a hand is asked about, and carried over, within a step or two: over 24
random games 64 read 1.5 % more hands than 2048), and each kept summary is a handful of
objects the cycle collector must visit until it is dropped: with 2048 the collector's
passes cost several percent of every step."""

_recent: dict[tuple[str, ...], HandCards] = {}
_older: dict[tuple[str, ...], HandCards] = {}


def _hand_cards(hand: tuple[str, ...]) -> HandCards:
    """The summary of ``hand``, from the recent ones or newly read."""
    cards = _recent.get(hand)
    if cards is None:
        cards = _older.get(hand)
        if cards is None:  # not ``or``: a hand without action cards is falsy
            cards = HandCards(hand)
        _keep(hand, cards)
    return cards


def _kept(hand: tuple[str, ...]) -> HandCards | None:
    """The summary of ``hand`` if it is the last one asked about or either generation
    still holds it."""
    last, cards = _last
    if hand is last:
        return cards
    cards = _recent.get(hand)
    return _older.get(hand) if cards is None else cards


def _keep(hand: tuple[str, ...], cards: HandCards) -> None:
    """Remember a summary; when a generation is full the one before it is dropped (a
    bounded cache that costs no bookkeeping per lookup)."""
    global _recent, _older
    if len(_recent) >= _KEPT:
        _older, _recent = _recent, {}
    _recent[hand] = cards


def _carry(
    before: tuple[str, ...], after: tuple[str, ...], drawn: Sequence[str] = (), taken: str = ""
) -> None:
    """``after`` is ``before`` with ``drawn`` added or ``taken`` out: derive its summary
    from the one of ``before`` when that is known (cheaper than reading the whole hand
    again, and hands change by a card or two at almost every step)."""
    global _last
    cards = _kept(before)
    if cards is not None:
        cards = cards.minus(taken) if taken else cards.plus(drawn)
        _keep(after, cards)
        _last = (after, cards)  # the next question is about the new hand


CardSort = tuple[str | None, str | None, bool]
"""How a card counts in a hand: (action type, singer category, a tenor of the Three Tenors)."""


@cache
def _card_sorts() -> dict[str, CardSort]:
    """The sort of every play card, so a hand is read in one lookup per card."""
    sorts: dict[str, CardSort] = {card: (kind, None, False) for card, kind in card_types().items()}
    for card, (category, voice, _gender) in singer_table().items():
        sorts[card] = (None, category, voice == "T" and category in ("gi", "gt"))
    sorts[FOOL_ID] = (None, None, False)
    return sorts


class HandCards:
    """The cards of one hand by type, for many ``playable_as`` questions.

    Shared by every state holding the same hand, so read only, except ``shows``: the
    extra shows, filled in once by ``extra_shows.possible_shows`` when first asked.
    """

    __slots__ = (
        "_by_type",
        "fool",
        "kinds",
        "singers",
        "prime_donne",
        "categories",
        "tenors",
        "shows",
    )

    def __init__(self, hand: Sequence[str]) -> None:
        sorts, prime_donne = _card_sorts(), prima_donna_ids()
        by_type: dict[str, list[str]] = {}
        categories: dict[str, int] = {}
        tenors = 0
        divas: list[str] = []
        for card in hand:
            kind, category, tenor = sorts[card]
            if kind is not None:
                if kind in by_type:
                    by_type[kind].append(card)
                else:
                    by_type[kind] = [card]
            elif category is not None:
                categories[category] = categories.get(category, 0) + 1
                tenors += tenor
                if card in prime_donne:
                    divas.append(card)
        self._by_type = by_type
        self.fool = FOOL_ID in hand
        self.kinds = frozenset(by_type)
        """The action types of the hand's real action cards."""
        self.categories = categories
        """How many singers of each category the hand holds (The Fool not counted)."""
        self.tenors = tenors
        """GI and GT tenors (the Three Tenors count them)."""
        self.singers = sum(categories.values()) + self.fool
        """How many cards could sing (singers and The Fool)."""
        self.prime_donne = tuple(divas)
        """The Prime donne of the hand, in its order."""
        self.shows: tuple[str, ...] | None = None
        """The extra shows the hand could assemble (``None`` until first asked)."""

    def plus(self, drawn: Sequence[str]) -> HandCards:
        """The summary of this hand with ``drawn`` added at its end."""
        return self._moved(drawn, 1)

    def minus(self, card: str) -> HandCards:
        """The summary of this hand with ``card`` taken out."""
        return self._moved((card,), -1)

    def _moved(self, cards: Sequence[str], sign: int) -> HandCards:
        """This summary with ``cards`` added (``sign`` 1) or taken out (-1). What they
        leave alone is shared with this summary (summaries are never edited)."""
        sorts, divas = _card_sorts(), prima_donna_ids()
        by_type, categories, tenors = self._by_type, self.categories, self.tenors
        prime_donne, fool, shows = self.prime_donne, self.fool, self.shows
        for card in cards:
            kind, category, tenor = sorts[card]
            if kind is not None:
                if by_type is self._by_type:
                    by_type = by_type.copy()
                same = by_type.get(kind, [])
                same = [*same, card] if sign > 0 else [other for other in same if other != card]
                if same:
                    by_type[kind] = same
                else:
                    del by_type[kind]
                if kind == "new_years_eve":
                    shows = None  # the shows that need her change
            elif category is not None:
                if categories is self.categories:
                    categories = categories.copy()
                count = categories.get(category, 0) + sign
                if count:
                    categories[category] = count
                else:
                    del categories[category]
                tenors += sign * tenor
                if card in divas:
                    if sign > 0:
                        prime_donne += (card,)
                    else:
                        prime_donne = tuple(pd for pd in prime_donne if pd != card)
                shows = None
            else:  # The Fool
                fool = sign > 0
                shows = None
        other = HandCards.__new__(HandCards)
        other._by_type = by_type
        other.fool = fool
        other.kinds = self.kinds if by_type is self._by_type else frozenset(by_type)
        other.categories = categories
        other.tenors = tenors
        other.singers = sum(categories.values()) + fool
        other.prime_donne = prime_donne
        other.shows = shows
        return other

    def __bool__(self) -> bool:
        """Whether the hand holds any action card (or The Fool)."""
        return self.fool or bool(self._by_type)

    def holds(self, kind: str) -> bool:
        """Whether a card of the hand can be played as ``kind`` (a real one, or The Fool)."""
        return self.fool or kind in self._by_type

    def holds_any(self, kinds: frozenset[str]) -> bool:
        """Whether a card of the hand can be played as one of ``kinds``."""
        return self.fool or not kinds.isdisjoint(self._by_type)

    def playable_as(self, kind: str, exclude: tuple[str, ...] = ()) -> list[str]:
        """The first card of the hand of type ``kind`` (not excluded), and The Fool."""
        found = []
        for card in self._by_type.get(kind, ()):
            if card not in exclude:
                found.append(card)
                break
        if self.fool and FOOL_ID not in exclude:
            found.append(FOOL_ID)
        return found
