"""A full Sipario! table consistent with what one impresario knows (issue 35).

What a seat cannot see: the order of the play deck and of the opera deck; the other
players' hands and seasons, except the cards shown to everybody (Paparazzo in public,
a price paid in the open), the cards and titles it spied itself (Paparazzo), the revealed
titles and the operas on stage; the other players' blind discards; the Prime donne
discarded face down; with 2–3 players the two Prime donne set aside at random (SIP-028).
What it knows of them besides: a Prima donna has a back of her own (SIP-013), so a card
is dealt again only into a place that held a card with its back; a rival who was asked
whether he plays The Fool holds it; and the seat remembers the cards it saw go into a
rival's hand face up (:func:`remember`: the previous player's face-up discard taken,
Foyer Gossip) until that rival could have let one go unseen.

Which seats spied a hidden card goes with its place (the views count spied cards), and
every reference to a hidden card (a blind discard still drawable, the card a turn card
gives away) follows the card dealt in its place. The generator is reseeded.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from divas_desktop.core.bots import redeal, reseeded
from divas_desktop.core.rng import Rng
from divas_desktop.core.types import Event, Seat

from .data import FOOL_ID, load
from .state import State, config_of

PLAY, DIVA, TITLE = "play", "prima donna", "title"
"""The card backs a seat can tell apart."""


@dataclass(frozen=True, slots=True)
class Memory:
    """What a seat remembers of the log (never changed: a new one per update)."""

    hands: tuple[tuple[Seat, frozenset[str]], ...] = ()
    """Per other seat, the cards seen to go face up into that hand since it last could
    have let a card go unseen."""

    def of(self, seat: Seat) -> frozenset[str]:
        """The cards remembered in ``seat``'s hand."""
        return next((cards for holder, cards in self.hands if holder == seat), frozenset())


_FORGETS = frozenset(
    {
        "sipario.ev.discarded_blind",  # a card went face down: it may be a remembered one
        "sipario.ev.prima_donna_discarded",
        "sipario.ev.dealing",  # Agency Wheeling-and-Dealing moves unseen cards
    }
)


def remember(
    memory: Memory | None, seat: Seat, events: Sequence[tuple[int, Seat, Event]]
) -> Memory:
    """``memory`` with more of the log as ``seat`` saw it (see the module doc)."""
    hands: dict[Seat, set[str]] = {
        holder: set(cards) for holder, cards in (memory.hands if memory else ())
    }
    for _step, _mover, event in events:
        kind, params = event.kind, event.params
        holder: Seat = params.get("player", -1)
        if kind == "sipario.ev.deal_started":
            hands = {}
        elif kind == "sipario.ev.took_discard" and params.get("card") and holder != seat:
            hands.setdefault(holder, set()).add(params["card"])
        elif kind == "sipario.ev.gossip" and holder != seat:
            hands.setdefault(holder, set()).update(params.get("cards", ()))
        elif kind in _FORGETS:
            hands.pop(holder, None)
            hands.pop(params.get("victim", -1), None)
    return Memory(tuple(sorted((holder, frozenset(cards)) for holder, cards in hands.items())))


def determinize(state: State, seat: Seat, memory: Memory | None, rng: Rng) -> State:
    """Return a state that looks to ``seat`` as ``state`` does, its hidden cards dealt again
    from ``rng`` among their hidden places (independently of where they lay)."""
    data = load()
    config = config_of(state)
    known = state.known
    public = set(state.public_cards)
    on_stage = {prod.opera for prod in state.staging}
    pending = state.pending
    mine = pending.params.get("mine") if pending is not None else None
    asked = set(pending.queue) if pending is not None and state.phase == "fool_react" else set()

    def back(card: str) -> str:
        if card in data.operas:
            return TITLE
        return DIVA if data.is_pd(card) else PLAY

    def slot(card: str) -> tuple[str, tuple[int, ...], bool, str]:
        """What a seat may know of a hidden card's place: its back, who spied it, whether
        a pending turn card names it (and, last, the card: only to fix the order of
        places that look alike, which changes nothing)."""
        return back(card), known.get(card, ()), card == mine, card

    places: list[str] = []
    old: list[str] = []

    def hide(cards: Sequence[str]) -> None:
        for card in cards:
            places.append(back(card))
            old.append(card)

    hands: dict[Seat, tuple[list[str], list[str]]] = {}
    seasons: dict[Seat, tuple[list[str], list[str]]] = {}
    for other, player in enumerate(state.players):
        if other == seat:
            continue
        remembered = memory.of(other) if memory is not None else frozenset()
        shown, unseen = [], []
        for card in player.hand:
            if (
                card in public
                or seat in known.get(card, ())
                or card in remembered
                or (card == FOOL_ID and other in asked)
            ):
                shown.append(card)
            else:
                unseen.append(card)
        unseen.sort(key=slot)
        hands[other] = (shown, unseen)
        hide(unseen)
        titles, hidden_titles = [], []
        for opera in player.season:
            if opera in player.revealed or opera in on_stage or seat in known.get(opera, ()):
                titles.append(opera)
            else:
                hidden_titles.append(opera)
        hidden_titles.sort(key=slot)
        seasons[other] = (titles, hidden_titles)
        hide(hidden_titles)
    hide([card for card, owner in state.blind if owner != seat])
    hide(state.deck)
    hide(state.exceptions_hidden)
    aside_hidden = config.prime_donne and state.seats <= 3
    hide(sorted((c for c in state.aside if data.is_pd(c)), key=slot) if aside_hidden else [])
    hide(state.opera_deck)
    new_cards = redeal(places, zip(places, old, strict=True), rng)
    moved = dict(zip(old, new_cards, strict=True))

    def again(card: str) -> str:
        return moved.get(card, card)

    new = state.clone()
    for other, (shown, unseen) in hands.items():
        player = new.own_player(other)
        player.hand = (*shown, *(moved[card] for card in unseen))
        titles, hidden_titles = seasons[other]
        player.season = (*titles, *(moved[opera] for opera in hidden_titles))
        if player.last_discard is not None:
            player.last_discard = again(player.last_discard)
    new.blind = tuple((again(card), owner) for card, owner in state.blind)
    new.deck = tuple(again(card) for card in state.deck)
    new.exceptions_hidden = tuple(again(card) for card in state.exceptions_hidden)
    new.aside = tuple(sorted(again(card) for card in state.aside))
    new.opera_deck = tuple(again(opera) for opera in state.opera_deck)
    new.known = {again(card): seats for card, seats in known.items()}
    if mine is not None and mine in moved and new.pending is not None:
        new.pending.params["mine"] = moved[mine]
    new.rng = reseeded(rng)
    return new
