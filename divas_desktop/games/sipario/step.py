"""What one ``apply`` works with: card data, options, the new state, its events and reveals."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from divas_desktop.core.rng import Rng
from divas_desktop.core.types import Event, Seat

from .config import SiparioConfig
from .data import CardData
from .state import State
from .table import take_from_hand


class Step:
    """One action being applied: handlers change ``state`` and record what happened."""

    __slots__ = ("config", "data", "events", "revealed", "state")  # one per step: cheap to make

    def __init__(self, data: CardData, config: SiparioConfig, state: State) -> None:
        self.data = data
        self.config = config
        self.state = state
        """The new state (a copy of the one the action was played on)."""
        self.events: list[Event] = []
        self.revealed: set[Seat] = set()
        """Seats that learned hidden information in this step (undo cannot cross it)."""

    def event(self, kind: str, visible_to: tuple[Seat, ...] | None = None, **params: Any) -> None:
        """Record an event (``sipario.ev.<kind>``)."""
        self.events.append(Event(kind=f"sipario.ev.{kind}", params=params, visible_to=visible_to))

    def rng(self) -> Rng:
        """The state's generator (write it back with :meth:`save_rng`)."""
        return Rng(self.state.rng)

    def save_rng(self, rng: Rng) -> None:
        """Store the generator state."""
        self.state.rng = rng.state

    # --- reveals (issue 16: a seat that saw something hidden cannot undo past it) --------
    def show_card(self, seat: Seat, card: str) -> None:
        """``card`` of ``seat``'s hand is shown face up: every seat that had not seen it learns."""
        self._shown(seat, card, self.state.public_cards)

    def show_from_hand(self, seat: Seat, card: str) -> None:
        """Take ``card`` from ``seat``'s hand face up (see :meth:`show_card`)."""
        self.show_card(seat, card)
        take_from_hand(self.state, seat, card)

    def show_title(self, seat: Seat, opera: str) -> None:
        """A season title of ``seat`` is shown face up: every seat that had not seen it learns."""
        self._shown(seat, opera, self.state.players[seat].revealed)

    def _shown(self, seat: Seat, card: str, public: Sequence[str]) -> None:
        if card in public:
            return
        knew = self.state.known.get(card, ())
        for other in range(self.state.seats):
            if other != seat and other not in knew:
                self.revealed.add(other)
