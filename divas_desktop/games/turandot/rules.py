"""Turandot as a :class:`~divas_desktop.core.game.Game`: the table of contents of the game."""

from __future__ import annotations

from typing import Any

from divas_desktop.core.bots import HARD_BUDGET_MS, Information, Level
from divas_desktop.core.game import Game, GameConfig
from divas_desktop.core.preview import Measures
from divas_desktop.core.rng import Rng
from divas_desktop.core.types import Action, IllegalAction, Outcome, Seat, Transition

from . import bots, legal, preview, views
from .actions import ACTION_ADAPTER, ConfirmBid, ConfirmCast, TakeBackFromBid
from .config import TurandotConfig
from .determinize import determinize
from .handlers import HANDLERS
from .invariants import invariants
from .refusals import RULE_OF, explain_off_turn, explain_refusal, why_not
from .scoring import final_outcome
from .setup import initial_state
from .state import TurandotState


class TurandotGame(Game[TurandotState]):
    """Turandot, the casting card game (2-5 players, 7 rounds, secret simultaneous bids)."""

    game_id = "turandot"
    min_seats = 2
    max_seats = 5
    config_type = TurandotConfig
    action_adapter = ACTION_ADAPTER
    max_actions = 5_000
    rules_version = 1
    refusal_rules = RULE_OF

    def initial_state(self, config: GameConfig, seed: int) -> TurandotState:
        """Deal the player cards, shuffle the singers and reveal the first casting call."""
        assert isinstance(config, TurandotConfig)
        return initial_state(config, seed)

    def to_move(self, state: TurandotState) -> tuple[Seat, ...]:
        """Seats still bidding, the Puccini holder or firer, unconfirmed casts; () when over."""
        return legal.to_move(state)

    def legal_actions(self, state: TurandotState, seat: Seat) -> list[Action]:
        """Return the legal actions of ``seat`` in a fixed order."""
        return legal.legal_actions(state, seat)

    def is_legal(self, state: TurandotState, seat: Seat, action: Action) -> bool:
        """Whether ``seat`` may take ``action`` now (without enumerating)."""
        return legal.is_legal(state, seat, action)

    def apply(self, state: TurandotState, seat: Seat, action: Action) -> Transition[Any]:
        """Apply a legal action; raise :class:`IllegalAction` for an illegal one."""
        if not legal.is_legal(state, seat, action):
            raise self.refused(state, seat, action)
        return HANDLERS[type(action)](state, seat, action)

    def outcome(self, state: TurandotState) -> Outcome | None:
        """Return the scores once every cast is confirmed (TUR-061..069)."""
        return final_outcome(state) if state.phase == "over" else None

    def explain_refusal(self, state: TurandotState, seat: Seat, action: Action) -> IllegalAction:
        """Give the specific reason an action is refused."""
        return explain_refusal(state, seat, action)

    def explain_off_turn(self, state: TurandotState, seat: Seat, action: Action) -> IllegalAction:
        """Say that the seat's bid or cast is confirmed, or who decides now."""
        return explain_off_turn(state, seat, action)

    def why_not(self, state: TurandotState, seat: Seat, piece: str) -> IllegalAction | None:
        """Why ``seat`` cannot move its card ``piece`` now (``None``: it can)."""
        return why_not(state, seat, piece)

    def measures(self, state: TurandotState, seat: Seat) -> Measures:
        """What a drop's preview compares in ``seat``'s view (``preview.py``)."""
        return preview.measures(views.player_view(state, seat))

    def player_view(self, state: TurandotState, seat: Seat | None) -> views.TurandotView:
        """Return what ``seat`` may see (``None``: a spectator)."""
        return views.player_view(state, seat)

    def secrets(self, state: TurandotState) -> dict[Seat | None, set[str]]:
        """Hands and bids belong to their owner; the singer deck is hidden from all."""
        return views.secrets(state)

    def invariants(self, state: TurandotState) -> list[str]:
        """Check card conservation and counts."""
        return invariants(state)

    def determinize(self, state: TurandotState, seat: Seat, memory: Any, rng: Rng) -> TurandotState:
        """The deck and the rivals' face-down bids drawn again (everything else is public)."""
        return determinize(state, seat, rng)

    def choose(
        self,
        info: Information[TurandotState],
        level: Level,
        seed: int,
        budget_ms: int = HARD_BUDGET_MS,
    ) -> Action:
        """Let the computer choose for ``info.seat`` at ``level``, from what it knows."""
        return bots.choose(info, level, seed, budget_ms)

    def random_action(self, state: TurandotState, seat: Seat, rng: Rng) -> Action:
        """A random player that favours progress: it confirms bids and casts half the time."""
        actions = legal.legal_actions(state, seat)
        if isinstance(actions[-1], (ConfirmBid, ConfirmCast)) and rng.below(2) == 0:
            return actions[-1]
        if state.phase != "bidding":  # only a bid can be taken back
            return rng.choice(actions)
        forward = [a for a in actions if not isinstance(a, TakeBackFromBid)]
        if len(forward) < len(actions) and rng.below(4) != 0:
            actions = forward
        return rng.choice(actions)


GAME = TurandotGame()
"""The registered Turandot game object."""
