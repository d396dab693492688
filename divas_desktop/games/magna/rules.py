"""Opera Magna as a :class:`~divas_desktop.core.game.Game`: the table of contents of the game."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from divas_desktop.core.bots import HARD_BUDGET_MS, Information, Level
from divas_desktop.core.game import Game, GameConfig
from divas_desktop.core.preview import Measures
from divas_desktop.core.rng import Rng
from divas_desktop.core.types import Action, Event, IllegalAction, Outcome, Seat, Transition

from . import bots, legal, preview, scoring, setup, views
from . import determinize as dealing
from .actions import ACTION_ADAPTER
from .config import MagnaConfig
from .handlers import HANDLERS
from .invariants import invariants
from .legal import CAT, TABLE
from .refusals import RULE_OF, explain_refusal, why_not
from .state import MagnaState


class MagnaGame(Game[MagnaState]):
    """Opera Magna: 2-4 workshop masters, 9 rounds, every rule enforced."""

    game_id = "magna"
    min_seats = 2
    max_seats = 4
    config_type = MagnaConfig
    action_adapter = ACTION_ADAPTER
    max_actions = 4000
    rules_version = 3
    refusal_rules = RULE_OF
    cat = CAT
    """The compiled card and board data."""
    table = TABLE
    """Every action instance, built once."""

    def initial_state(self, config: GameConfig, seed: int) -> MagnaState:
        """Set up the table and open the building draft."""
        assert isinstance(config, MagnaConfig)
        return setup.initial_state(CAT, config, seed)

    def to_move(self, state: MagnaState) -> tuple[Seat, ...]:
        """The seat to decide now."""
        return legal.to_move(state)

    def legal_actions(self, state: MagnaState, seat: Seat) -> list[Action]:
        """Every legal action of ``seat``, in a fixed order."""
        return legal.legal_actions(state, seat)

    def is_legal(self, state: MagnaState, seat: Seat, action: Action) -> bool:
        """Whether ``seat`` may take ``action`` now (without enumerating)."""
        return legal.is_legal(state, seat, action)

    def apply(self, state: MagnaState, seat: Seat, action: Action) -> Transition[MagnaState]:
        """Apply a legal action to a copy of ``state``; refuse an illegal one."""
        if not legal.is_legal(state, seat, action):
            raise self.refused(state, seat, action)
        return HANDLERS[type(action)](state, seat, action)

    def outcome(self, state: MagnaState) -> Outcome | None:
        """Final scores once the last round is over."""
        return scoring.outcome(CAT, state) if state.phase == "over" else None

    def why_not(self, state: MagnaState, seat: Seat, piece: str) -> IllegalAction | None:
        """Why a trade card or a city's power token does nothing now (``None``: it does)."""
        return why_not(state, seat, piece)

    def explain_refusal(self, state: MagnaState, seat: Seat, action: Action) -> IllegalAction:
        """Give the specific reason a move is refused."""
        return explain_refusal(state, seat, action)

    def measures(self, state: MagnaState, seat: Seat) -> Measures:
        """What a drop's preview compares in ``seat``'s view (``preview.py``)."""
        return preview.measures(views.player_view(CAT, state, seat))

    def player_view(self, state: MagnaState, seat: Seat | None) -> views.MagnaView:
        """What ``seat`` may see."""
        return views.player_view(CAT, state, seat)

    def secrets(self, state: MagnaState) -> dict[Seat | None, set[str]]:
        """Hands belong to their owners; deck contents and the box to nobody."""
        return views.secrets(state)

    def invariants(self, state: MagnaState) -> list[str]:
        """Check conservation of cards and tokens and the limits of every track."""
        return invariants(state)

    def determinize(self, state: MagnaState, seat: Seat, memory: Any, rng: Rng) -> MagnaState:
        """Hands, market and building decks and the box dealt again (determinize.py)."""
        return dealing.determinize(state, seat, memory, rng)

    def new_memory(self, seat: Seat) -> dealing.Memory:
        """Nothing seen yet (the hands are dealt face down)."""
        return dealing.new_memory(self.max_seats)

    def remember(
        self, memory: Any, seat: Seat, events: Sequence[tuple[int, Seat, Event]]
    ) -> dealing.Memory:
        """The market cards each rival bought, and the seat's own conversions this turn."""
        return dealing.remember(memory, seat, events)

    def choose(
        self,
        info: Information[MagnaState],
        level: Level,
        seed: int,
        budget_ms: int = HARD_BUDGET_MS,
    ) -> Action:
        """The computer's action at ``level`` from what ``info.seat`` knows (bots.py)."""
        return bots.choose(info, level, seed, budget_ms)

    def public_scores(self, state: MagnaState) -> dict[int, int]:
        """Victory points on the score track (final scoring adds the rest)."""
        return {seat: player.vp for seat, player in enumerate(state.players)}


GAME = MagnaGame()
"""The registered Opera Magna game object."""
