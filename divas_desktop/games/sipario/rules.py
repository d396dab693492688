"""The Sipario! game object: the table of contents of the game, wiring its modules."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

from divas_desktop.core.bots import HARD_BUDGET_MS, Information, Level
from divas_desktop.core.game import Game, GameConfig
from divas_desktop.core.preview import Measures
from divas_desktop.core.rng import Rng
from divas_desktop.core.types import Action, Event, IllegalAction, Outcome, Seat, Transition

from . import actions, bots, invariants, legal, preview, refusals, scoring, setup, views
from . import determinize as dealing
from .config import SiparioConfig
from .data import load
from .handlers import HANDLERS
from .state import State, config_of


class SiparioGame(Game[State]):
    """Sipario!: impresarios debut operas, sabotage rivals and chase notoriety."""

    game_id: ClassVar[str] = "sipario"
    min_seats: ClassVar[int] = 2
    max_seats: ClassVar[int] = 5
    config_type: ClassVar[type[GameConfig]] = SiparioConfig
    action_adapter = actions.ADAPTER
    max_actions: ClassVar[int] = 500_000
    rules_version: ClassVar[int] = 4
    refusal_rules: ClassVar[dict[str, str]] = refusals.RULE_OF
    """2: deals end as printed, The Fool's action cards untouchable, a Prima donna as the
    discard due at 14 cards, reveals marked for Undo (NOTES.md, "Rules version 2"); 3: extra
    show rewards; 4: only an extra show the hand can complete is offered (SIP-122, SIP-125)."""

    def __init__(self) -> None:
        self.data = load()

    # --- protocol -----------------------------------------------------------------
    def initial_state(self, config: GameConfig, seed: int) -> State:
        """Shuffle, remove cards for 2–3 players and deal the first seasons."""
        if not isinstance(config, SiparioConfig):
            raise TypeError("Sipario! needs a SiparioConfig")
        if config.team_play and config.seats != 4:
            raise IllegalAction("team_play_needs_four")
        return setup.initial_state(self.data, config, seed)

    def config_of(self, state: State) -> SiparioConfig:
        """The options stored in the state."""
        return config_of(state)

    def to_move(self, state: State) -> tuple[Seat, ...]:
        """The single seat that decides now (() when the match is over)."""
        seat = legal.seat_to_move(state)
        return () if seat is None else (seat,)

    def legal_actions(self, state: State, seat: Seat) -> list[Action]:
        """Every legal action of ``seat``, in a deterministic order."""
        return legal.legal_actions(state, seat)

    def is_legal(self, state: State, seat: Seat, action: Action) -> bool:
        """Whether ``seat`` may take ``action`` now (without listing every legal action)."""
        return legal.is_legal(state, seat, action)

    def apply(self, state: State, seat: Seat, action: Action) -> Transition[State]:
        """Apply a legal action to a copy of the state (the input is untouched).

        An illegal action raises :class:`IllegalAction` with its reason; nothing changes.
        """
        if not legal.is_legal(state, seat, action):
            raise self.refused(state, seat, action)
        return HANDLERS[type(action)](state, seat, action)

    def outcome(self, state: State) -> Outcome | None:
        """Final notoriety, itemised, with the winners (SIP-017…020)."""
        return scoring.outcome(state, config_of(state))

    def measures(self, state: State, seat: Seat) -> Measures:
        """What a drop's preview compares in ``seat``'s view (``preview.py``)."""
        return preview.measures(views.player_view(state, self.data, config_of(state), seat))

    def player_view(self, state: State, seat: Seat | None) -> views.SiparioView:
        """What ``seat`` may see."""
        return views.player_view(state, self.data, config_of(state), seat)

    def explain_refusal(self, state: State, seat: Seat, action: Action) -> IllegalAction:
        """A specific reason for a refused action."""
        return refusals.explain_refusal(state, self.data, config_of(state), seat, action)

    def why_not(self, state: State, seat: Seat, piece: str) -> IllegalAction | None:
        """Why a hand card will not lift now (``None``: it may, or it is no hand card)."""
        return refusals.why_not(state, self.data, config_of(state), seat, piece)

    def explain_off_turn(self, state: State, seat: Seat, action: Action) -> IllegalAction:
        """Who decides now instead: the attackers, the defender, the offerers in turn."""
        return refusals.explain_off_turn(state, self.data, config_of(state), seat, action)

    def secrets(self, state: State) -> dict[Seat | None, set[str]]:
        """Hand and season cards only their holder may see; deck and blind cards for nobody."""
        return views.secrets(state, self.data)

    def invariants(self, state: State) -> list[str]:
        """Card conservation across all piles; gold, PN and markers never negative."""
        return invariants.invariants(state, self.data)

    def determinize(self, state: State, seat: Seat, memory: Any, rng: Rng) -> State:
        """Hands, seasons, decks and face-down cards dealt again (determinize.py)."""
        return dealing.determinize(state, seat, memory, rng)

    def new_memory(self, seat: Seat) -> dealing.Memory:
        """Nothing seen yet."""
        return dealing.Memory()

    def remember(
        self, memory: Any, seat: Seat, events: Sequence[tuple[int, Seat, Event]]
    ) -> dealing.Memory:
        """The cards ``seat`` saw go face up into another hand (determinize.py)."""
        return dealing.remember(memory, seat, events)

    def choose(
        self, info: Information[State], level: Level, seed: int, budget_ms: int = HARD_BUDGET_MS
    ) -> Action:
        """The computer's action at ``level`` from what ``info.seat`` knows (bots.py)."""
        return bots.decide(info, level, seed, budget_ms)

    def random_action(self, state: State, seat: Seat, rng: Rng) -> Action:
        """A random legal action, biased towards progress so random games end sooner."""
        return bots.random_action(state, seat, rng)

    def default_config(self, seats: int) -> SiparioConfig:
        """Target 25 PN, Prime donne on, no optional rule."""
        return SiparioConfig(seats=seats)

    def public_scores(self, state: State) -> dict[Seat, int]:
        """Notoriety points on the public track."""
        return {seat: player.pn for seat, player in enumerate(state.players)}


GAME = SiparioGame()
