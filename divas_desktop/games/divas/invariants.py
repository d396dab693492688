"""Conservation checks over a state: cards, operas, personalities, note tokens."""

from __future__ import annotations

from collections import Counter

from .data import load
from .houses import FAME_LIMIT
from .piano import tables
from .state import DivasState


def invariants(state: DivasState) -> list[str]:
    """Return a description of every broken invariant (empty when all hold)."""
    data = load()
    broken: list[str] = []
    cards = [*state.timeline]
    for s in (0, 1):
        cards += state.hands[s] + state.decks[s] + state.discards[s]
        cards += [c for h in state.houses.values() for c in h.cards[s]]
        wrong = [c for h in state.houses.values() for c in h.cards[s]]
        wrong += state.hands[s] + state.decks[s] + state.discards[s]
        if any(data.cards[c].deck != ("callas", "tebaldi")[s] for c in wrong):
            broken.append(f"seat {s} holds a card of the other deck")
        if len(state.hands[s]) > 4:
            broken.append(f"seat {s} holds more than 4 cards")
        if state.vp[s] < 0:
            broken.append(f"seat {s} has negative VP")
        low, high = state.tessitura[s]
        if not 0 <= low <= high < tables().size:
            broken.append(f"seat {s} tessitura out of the keyboard")
    if sorted(cards) != sorted(data.cards):
        broken.append("diva cards not conserved")
    operas = [h.opera for h in state.houses.values()] + state.opera_deck + state.operas_done
    if sorted(operas) != sorted(data.operas):
        broken.append("opera cards not conserved")
    if state.palco_reale:
        people = state.palco_row + state.palco_deck + state.palco_discard
        if sorted(people) != sorted(data.personalities):
            broken.append("personalities not conserved")
    tokens: Counter[str] = Counter()
    for key, owner in enumerate(state.piano):
        if owner is not None:
            tokens[tables().note[key]] += 1
    for h in state.houses.values():
        if min(h.applause) < 0:
            broken.append("negative applause")
        if abs(h.fame) > FAME_LIMIT:
            broken.append("fame beyond the track")
        for s in (0, 1):
            tokens.update(h.notes[s])
            if len(set(h.notes[s])) != len(h.notes[s]):
                broken.append("the same note sent twice")
    if any(n > tables().tokens_per_note for n in tokens.values()):
        broken.append("more note tokens than exist")
    if state.diva[0] == state.diva[1]:
        broken.append("both divas on one key")
    for row in state.orchestra.values():
        if len(row) != len(set(row)) or len(row) > 2:
            broken.append("orchestra row overfull")
    return broken
