"""A full table of The Battle of the Divas consistent with what one diva knows (issue 35).

What a seat cannot see: the rival's hand, the order of both decks (its own too), the
opera deck and the Palco Reale deck. Each diva plays her own deck of cards (DIV-010), so
a rival's card is dealt again only among the rival's hand and deck, the seat's own
undrawn cards only within its deck, an opera within the opera deck. The generator in the
state is reseeded: it would foretell every reshuffle.
"""

from __future__ import annotations

from collections.abc import Sequence

from divas_desktop.core.bots import redeal, reseeded
from divas_desktop.core.rng import Rng
from divas_desktop.core.types import Event, Seat

from .piano import DIVA_NAMES
from .state import DivasState


def remember(
    shifted: tuple[str, int] | None, seat: Seat, events: Sequence[tuple[int, Seat, Event]]
) -> tuple[str, int] | None:
    """The seat's own Timeline shift (card, direction) when its last step was one (the
    automatic steps that follow it, an orchestra placement, do not count), else ``None``:
    all a diva needs to remember, so as not to swap the same cards straight back."""
    last_step = None
    for step, mover, event in events:
        if step != last_step:  # a new step: anybody's other move forgets the shift
            shifted, last_step = None, step
        params = event.params
        if (
            mover == seat
            and event.kind == "divas.timeline_shifted"
            and params.get("player") == DIVA_NAMES[seat]
        ):
            shifted = (params["card_id"], params["direction"])
    return shifted


def determinize(state: DivasState, seat: Seat, rng: Rng) -> DivasState:
    """Return a state that looks to ``seat`` as ``state`` does, its hidden cards dealt again
    from ``rng`` (independently of where they lay)."""
    rival = 1 - seat
    hand, rival_deck, own_deck = state.hands[rival], state.decks[rival], state.decks[seat]
    places = ["rival"] * (len(hand) + len(rival_deck)) + ["own"] * len(own_deck)
    places += ["opera"] * len(state.opera_deck) + ["palco"] * len(state.palco_deck)
    hidden = [("rival", card) for card in (*hand, *rival_deck)]
    hidden += [("own", card) for card in own_deck]
    hidden += [("opera", card) for card in state.opera_deck]
    hidden += [("palco", card) for card in state.palco_deck]
    dealt = iter(redeal(places, hidden, rng))
    new = state.clone()  # its own hands and decks; the opera and Palco decks are replaced
    new.hands[rival] = [next(dealt) for _ in hand]
    new.decks[rival] = [next(dealt) for _ in rival_deck]
    new.decks[seat] = [next(dealt) for _ in own_deck]
    new.opera_deck = [next(dealt) for _ in state.opera_deck]
    new.palco_deck = [next(dealt) for _ in state.palco_deck]
    new.rng = reseeded(rng)
    return new
