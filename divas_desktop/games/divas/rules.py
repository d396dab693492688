"""The Battle of the Divas as a :class:`~divas_desktop.core.game.Game` (``GAME``)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

from divas_desktop.core.bots import HARD_BUDGET_MS, Information, Level
from divas_desktop.core.game import Game, GameConfig
from divas_desktop.core.preview import Measures
from divas_desktop.core.rng import Rng
from divas_desktop.core.types import Action, Event, IllegalAction, Outcome, Seat, Transition

from . import bots, legal, preview, views
from .actions import ACTION_ADAPTER
from .config import DivasConfig
from .determinize import determinize, remember
from .handlers import HANDLERS
from .invariants import invariants
from .refusals import RULE_OF, explain_refusal, why_not
from .scoring import outcome
from .setup import initial_state
from .state import DivasState


class DivasGame(Game[DivasState]):
    """The Battle of the Divas, with Palco Reale as an option."""

    game_id: ClassVar[str] = "divas"
    min_seats: ClassVar[int] = 2
    max_seats: ClassVar[int] = 2
    config_type: ClassVar[type[DivasConfig]] = DivasConfig
    action_adapter = ACTION_ADAPTER
    max_actions: ClassVar[int] = 20_000
    rules_version: ClassVar[int] = 2
    refusal_rules: ClassVar[dict[str, str]] = RULE_OF

    def initial_state(self, config: GameConfig, seed: int) -> DivasState:
        """Set up the table from the options and the seed."""
        assert isinstance(config, DivasConfig)
        return initial_state(config, seed)

    def to_move(self, state: DivasState) -> tuple[Seat, ...]:
        """Return the seat that must act now (a pending task's owner first)."""
        return legal.to_move(state)

    def legal_actions(self, state: DivasState, seat: Seat) -> list[Action]:
        """Return every legal action of ``seat`` in a deterministic order."""
        return legal.legal_actions(state, seat)

    def is_legal(self, state: DivasState, seat: Seat, action: Action) -> bool:
        """Whether ``seat`` may take ``action`` now (without enumerating)."""
        return legal.is_legal(state, seat, action)

    def apply(self, state: DivasState, seat: Seat, action: Action) -> Transition[DivasState]:
        """Apply a legal action to a copy of the state; refuse an illegal one."""
        if not legal.is_legal(state, seat, action):
            raise self.refused(state, seat, action)
        return HANDLERS[type(action)](state, seat, action)

    def outcome(self, state: DivasState) -> Outcome | None:
        """Return the final scores once the game is over."""
        return outcome(state) if state.phase == "over" else None

    def explain_refusal(self, state: DivasState, seat: Seat, action: Action) -> IllegalAction:
        """Give the specific reason an action is refused."""
        return explain_refusal(state, seat, action)

    def why_not(self, state: DivasState, seat: Seat, piece: str) -> IllegalAction | None:
        """Why ``seat`` cannot use ``piece`` now (a note to send, a full Fame track)."""
        return why_not(state, seat, piece)

    def measures(self, state: DivasState, seat: Seat) -> Measures:
        """What a drop's preview compares in ``seat``'s view (``preview.py``)."""
        return preview.measures(views.player_view(state, seat))

    def player_view(self, state: DivasState, seat: Seat | None) -> views.DivasView:
        """Return what ``seat`` may see."""
        return views.player_view(state, seat)

    def secrets(self, state: DivasState) -> dict[Seat | None, set[str]]:
        """Hands belong to their owner; decks and face-down piles are hidden from all."""
        return views.secrets(state)

    def invariants(self, state: DivasState) -> list[str]:
        """Return broken invariants (cards, operas, tokens conserved; nothing negative)."""
        return invariants(state)

    def determinize(self, state: DivasState, seat: Seat, memory: Any, rng: Rng) -> DivasState:
        """The rival's hand, both decks, the opera and Palco decks dealt again."""
        return determinize(state, seat, rng)

    def remember(
        self, memory: Any, seat: Seat, events: Sequence[tuple[int, Seat, Event]]
    ) -> tuple[str, int] | None:
        """The seat's Timeline shift, when it was the last thing to happen."""
        return remember(memory, seat, events)

    def choose(
        self,
        info: Information[DivasState],
        level: Level,
        seed: int,
        budget_ms: int = HARD_BUDGET_MS,
    ) -> Action:
        """The computer's action at ``level`` from what ``info.seat`` knows (bots.py)."""
        return bots.decide(info, level, seed, budget_ms)

    def public_scores(self, state: DivasState) -> dict[int, int]:
        """Victory points scored so far (the score track)."""
        return dict(enumerate(state.vp))


GAME = DivasGame()
"""The registered Battle of the Divas game object."""
