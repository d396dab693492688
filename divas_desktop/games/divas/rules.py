"""The Battle of the Divas as a :class:`~divas_desktop.core.game.Game` (``GAME``)."""

from __future__ import annotations

from typing import ClassVar

from divas_desktop.core.game import Game
from divas_desktop.core.rng import Rng
from divas_desktop.core.types import Action, IllegalAction, Outcome, Seat, Transition

from . import scoring
from .actions import ACTION_ADAPTER
from .config import DivasConfig
from .data import HOUSES, INSTRUMENTS, load
from .invariants import broken_invariants
from .refusals import explain
from .state import DivasState, HouseState
from .turn import advance, legal, perform, to_move
from .views import DivasView, player_view


def new_state(config: DivasConfig, seed: int) -> DivasState:
    """Set up the table (DIV-013..025, DIV-PR-02)."""
    data = load()
    rng = Rng.from_seed(seed, "divas")
    operas = rng.shuffled(sorted(data.operas))  # DIV-015
    houses = {h: HouseState(operas.pop(0)) for h in HOUSES}
    decks = [
        rng.shuffled(sorted(c.id for c in data.cards.values() if c.deck == d))
        for d in ("callas", "tebaldi")
    ]  # DIV-024
    hands = [[decks[s].pop(0) for _ in range(4)] for s in (0, 1)]
    starts = rng.shuffled(list(data.piano.start_keys))  # DIV-023
    piano: list[int | None] = [None] * len(data.piano.white_keys)
    diva = [starts[0], starts[1]]
    for s in (0, 1):
        piano[diva[s]] = s
    if config.first_player == "random":
        first = rng.below(2)
    else:
        first = 0 if config.first_player == "callas" else 1
    palco_deck: list[str] = []
    palco_row: list[str] = []
    if config.palco_reale:
        palco_deck = rng.shuffled(sorted(data.personalities))
        palco_row = [palco_deck.pop(0) for _ in range(3)]
    start = data.piano.tessitura_start
    return DivasState(
        rng=rng.state,
        palco_reale=config.palco_reale,
        timeline_rule=config.timeline_rule,
        houses=houses,
        opera_deck=operas,
        operas_done=[],
        piano=piano,
        diva=diva,
        tessitura=[list(start["callas"]), list(start["tebaldi"])],
        vp=[0, 0],
        hands=hands,
        decks=decks,
        discards=[[], []],
        timeline=[],
        orchestra={i: [] for i in INSTRUMENTS},
        conductor=[False, False],
        closed_by=[0, 0],
        current=first,
        palco_row=palco_row,
        palco_deck=palco_deck,
    )


class DivasGame(Game[DivasState]):
    """The Battle of the Divas, with Palco Reale as an option."""

    game_id: ClassVar[str] = "divas"
    min_seats: ClassVar[int] = 2
    max_seats: ClassVar[int] = 2
    config_type: ClassVar[type[DivasConfig]] = DivasConfig
    action_adapter = ACTION_ADAPTER
    max_actions: ClassVar[int] = 20_000

    def initial_state(self, config: DivasConfig, seed: int) -> DivasState:
        """Set up the table from the options and the seed."""
        return new_state(config, seed)

    def to_move(self, state: DivasState) -> tuple[Seat, ...]:
        """Return the seat that must act now (a pending task's owner first)."""
        return to_move(state)

    def legal_actions(self, state: DivasState, seat: Seat) -> list[Action]:
        """Return every legal action of ``seat`` in a deterministic order."""
        return legal(state, seat)

    def apply(self, state: DivasState, seat: Seat, action: Action) -> Transition[DivasState]:
        """Apply a legal action to a copy of the state."""
        if seat not in to_move(state):
            raise IllegalAction("not_your_turn")
        new = state.clone()
        events: list = []
        revealed = perform(new, seat, action, events)
        return Transition(state=new, events=events, revealed_to=frozenset(revealed))

    def outcome(self, state: DivasState) -> Outcome | None:
        """Return the final scores once the game is over."""
        return scoring.outcome(state) if state.phase == "over" else None

    def player_view(self, state: DivasState, seat: Seat | None) -> DivasView:
        """Return what ``seat`` may see."""
        return player_view(state, seat)

    def explain_refusal(self, state: DivasState, seat: Seat, action: Action) -> IllegalAction:
        """Give the specific reason an action is refused."""
        return explain(state, seat, action)

    def secrets(self, state: DivasState) -> dict[Seat | None, set[str]]:
        """Hands belong to their owner; decks and face-down piles are hidden from all."""
        return {
            0: set(state.hands[0]),
            1: set(state.hands[1]),
            None: set(state.decks[0])
            | set(state.decks[1])
            | set(state.opera_deck)
            | set(state.palco_deck),
        }

    def invariants(self, state: DivasState) -> list[str]:
        """Return broken invariants (cards, operas, tokens conserved; nothing negative)."""
        return broken_invariants(state)

    def bot_action(self, state: DivasState, seat: Seat, seed: int) -> Action:
        """Choose a sensible action for a computer player (deterministic in ``seed``)."""
        from .bots import choose

        return choose(state, seat, seed)

    def public_scores(self, state: DivasState) -> dict[int, int]:
        """Victory points scored so far (the score track)."""
        return dict(enumerate(state.vp))


GAME = DivasGame()

__all__ = ["GAME", "DivasGame", "advance", "new_state"]
