"""The Game protocol every game implements, with sensible shared defaults.

A game is a set of pure functions over immutable-by-convention states: nothing here
mutates its inputs, and all randomness comes from the :class:`~.rng.Rng` state kept
inside the game state.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import Any, ClassVar, Generic, Protocol, TypeVar

from pydantic import BaseModel, ConfigDict

from .bots import HARD_BUDGET_MS, MASK_STREAM, Information, Level
from .preview import Measures, Preview, compare
from .rng import Rng
from .types import Action, Event, IllegalAction, Outcome, Seat, Transition

S = TypeVar("S")

PREVIEW_STREAMS = ("preview.a", "preview.b")
"""The deals a revealing move's preview is checked against (see :meth:`Game.preview`)."""


class GameConfig(BaseModel):
    """Options of a match. Each game subclasses it with its variants.

    The new-game dialog builds its widgets from the extra fields: ``bool`` becomes a
    check box, ``Literal`` a combo box, ``int`` with ``ge``/``le`` a spin box.
    """

    model_config = ConfigDict(frozen=True, extra="forbid")
    seats: int
    """Number of seats at the table."""


class ActionParser(Protocol):
    """What a game's ``action_adapter`` does: parse a logged action into one of its actions.

    A ``pydantic.TypeAdapter`` of the game's discriminated union of actions is one.
    """

    def validate_python(self, object: Any, /) -> Action:
        """Return the action ``object`` describes; raise ``ValidationError`` if none."""
        ...

    def __hash__(self) -> int:
        """Hash the parser (the cache of parsed actions is keyed by it)."""
        ...


class Game(Generic[S]):
    """Base class of a game. Subclasses fill in the abstract parts.

    Contract (checked by the conformance suite in ``tests/conformance``):

    * ``initial_state(config, seed)`` is deterministic in its arguments.
    * ``to_move(state)`` gives the seats that must decide now; several means the
      decisions are simultaneous (secret bids); ``()`` means the game is over.
    * ``legal_actions(state, seat)`` is deterministic and ordered; every action in it
      applies without error, and it is empty for seats not in ``to_move``.
    * ``is_legal(state, seat, action)`` agrees with membership in ``legal_actions``.
    * ``apply(state, seat, action)`` returns a new state and never touches its input;
      an illegal action raises :class:`IllegalAction` with its reason instead.
    * ``player_view(state, seat)`` contains nothing the seat may not see; ``None`` is
      the public (spectator) view.
    """

    game_id: ClassVar[str]
    """Stable identifier used in saves and the registry, e.g. ``"turandot"``."""
    min_seats: ClassVar[int] = 2
    max_seats: ClassVar[int] = 5
    config_type: ClassVar[type[GameConfig]] = GameConfig
    action_adapter: ClassVar[ActionParser]
    """Parses a logged action (a ``TypeAdapter`` of the game's union of actions)."""
    max_actions: ClassVar[int] = 100_000
    """Bound on actions in a complete game, checked by the conformance suite."""
    rules_version: ClassVar[int] = 1
    """Bump whenever a rule change alters what an existing log replays to (saves record it)."""
    refusal_rules: ClassVar[dict[str, str]] = {}
    """Each refusal code of the game and the clause ID of the rule behind it (the game's
    ``RULE_OF``): the UI offers "Rule <ID>", opening the reference at that clause."""

    # --- the protocol -------------------------------------------------------------
    def initial_state(self, config: GameConfig, seed: int) -> S:
        """Set up the table from the options and the seed."""
        raise NotImplementedError

    def to_move(self, state: S) -> tuple[Seat, ...]:
        """Return the seats that must act now (empty when the game is over)."""
        raise NotImplementedError

    def legal_actions(self, state: S, seat: Seat) -> list[Action]:
        """Return every legal action of ``seat`` in a deterministic order."""
        raise NotImplementedError

    def is_legal(self, state: S, seat: Seat, action: Action) -> bool:
        """Whether ``seat`` may take ``action`` now.

        Games override it with a check that does not enumerate every legal action
        (replaying a long save checks every logged action).
        """
        return action in self.legal_actions(state, seat)

    def apply(self, state: S, seat: Seat, action: Action) -> Transition[S]:
        """Apply a legal action and return the new state with its events.

        An illegal action raises :class:`IllegalAction` (see :meth:`refusal`).
        """
        raise NotImplementedError

    def outcome(self, state: S) -> Outcome | None:
        """Return the final scores, or ``None`` while the game goes on."""
        raise NotImplementedError

    def player_view(self, state: S, seat: Seat | None) -> Any:
        """Return what ``seat`` may see (``None``: the public view)."""
        raise NotImplementedError

    def public_scores(self, state: S) -> dict[Seat, int] | None:
        """Return the points everyone can see during play (a score track), if any."""
        return None

    def measures(self, state: S, seat: Seat) -> Measures:
        """The quantities of ``seat``'s view a preview compares (``games/<game>/preview.py``).

        Read them from ``player_view(state, seat)`` only, so a preview shows nothing the
        seat may not see. Default: none (a game without previews).
        """
        return {}

    def preview(self, state: S, seat: Seat, action: Action) -> Preview:
        """What ``action`` would yield for ``seat``: ``apply`` on a copy, its measures compared.

        ``state`` is untouched (``apply`` never changes its input); an illegal action
        raises :class:`IllegalAction` as ``apply`` does. A move that reveals hidden cards
        (a draw, the bids turned up) may yield what the seat cannot foresee: only the
        lines that come out the same on tables dealt as the seat sees them are kept, so
        a preview never tells what is hidden.
        """
        transition = self.apply(state, seat, action)
        found = compare(self.measures(state, seat), self.measures(transition.state, seat))
        if not found or not transition.revealed_to:
            return found
        kept = list(found.lines)
        for stream in PREVIEW_STREAMS:
            masked = self.determinize(state, seat, None, Rng.from_seed(seat, stream))
            try:
                after = self.apply(masked, seat, action).state
            except IllegalAction:
                return Preview()
            guess = compare(self.measures(masked, seat), self.measures(after, seat))
            kept = [line for line in kept if line in guess.lines]
        return Preview(tuple(kept))

    # --- shared defaults ----------------------------------------------------------
    def refusal(self, state: S, seat: Seat, action: Action) -> IllegalAction | None:
        """Explain why ``action`` is refused, or return ``None`` when it is legal.

        Games override :meth:`explain_refusal` to give specific reason codes.
        """
        if self.is_legal(state, seat, action):
            return None
        return self.refused(state, seat, action)

    def refused(self, state: S, seat: Seat, action: Action) -> IllegalAction:
        """The reason an action already found illegal is refused (its legality is not
        checked again): not this seat's turn, the game is over, else :meth:`explain_refusal`.

        ``apply`` raises it when its own check fails, so a move is checked once.
        """
        movers = self.to_move(state)
        if not movers:
            return IllegalAction("game_over")
        if seat not in movers:
            return self.explain_off_turn(state, seat, action)
        return self.explain_refusal(state, seat, action)

    def explain_off_turn(self, state: S, seat: Seat, action: Action) -> IllegalAction:
        """Why ``seat``, who must not decide now, is refused (games say who must, or that
        the seat has already decided); the default: it is not the seat's turn."""
        return IllegalAction("not_your_turn")

    def explain_refusal(self, state: S, seat: Seat, action: Action) -> IllegalAction:
        """Give the specific reason an illegal action is refused."""
        return IllegalAction("illegal_move")

    def rule_of(self, reason: str) -> str | None:
        """The clause ID of the rule behind refusal ``reason`` (``None``: no single rule)."""
        return self.refusal_rules.get(reason)

    def why_not(self, state: S, seat: Seat, piece: str) -> IllegalAction | None:
        """Why ``seat`` can do nothing with ``piece`` now (a card, a note, a marker: the
        game's own id of what the player pressed), or ``None`` when some legal action uses
        it. The board shows the reason when a piece will not lift; games override it."""
        return None

    def parse_action(self, data: Any) -> Action:
        """Parse a logged action (dict) strictly into the game's action type.

        Each distinct action is parsed once (a save repeats a few hundred actions, and
        actions are frozen, so the parsed one is shared); a bad one raises each time.
        """
        if isinstance(data, dict):
            # The value's type is part of the key: 1, 1.0 and True are equal but parse apart.
            fields = tuple((name, type(value), value) for name, value in data.items())
            try:
                hash(fields)
            except TypeError:  # a list or a dict inside: no such action, let pydantic say why
                return self.action_adapter.validate_python(data)
            return _parsed(self.action_adapter, fields)
        return self.action_adapter.validate_python(data)

    def redact_event(self, event: Event, seat: Seat | None) -> Event | None:
        """Return the version of ``event`` that ``seat`` may see (``None``: nothing)."""
        if event.visible_to is None or (seat is not None and seat in event.visible_to):
            return event
        return None

    def secrets(self, state: S) -> dict[Seat | None, set[str]]:
        """Return ids hidden from every seat but the key (``None``: hidden from all).

        The conformance suite checks that no other seat's view contains them.
        """
        return {}

    def invariants(self, state: S) -> list[str]:
        """Return broken invariants (conservation of cards, no negative resources)."""
        return []

    # --- computer players (core/bots.py) -------------------------------------------------
    def determinize(self, state: S, seat: Seat, memory: Any, rng: Rng) -> S:
        """Return a full state that looks to ``seat`` exactly as ``state`` does.

        Every card ``seat`` cannot see (nor remembers, ``memory``) is dealt again among
        the places it cannot see, each into a place whose card back allows it, and the
        generator inside the state is reseeded, all from ``rng``. The result must not
        depend on where the hidden cards lay in ``state`` (only on which cards are hidden),
        must give ``seat`` the same view, and must keep the invariants. The default suits
        a game without hidden information; a game with hidden cards overrides it.
        """
        return state

    def new_memory(self, seat: Seat) -> Any:
        """The memory of a computer seat before the game's first action (``None``: none)."""
        return None

    def remember(self, memory: Any, seat: Seat, events: Sequence[tuple[int, Seat, Event]]) -> Any:
        """Return ``memory`` updated with more of the log as ``seat`` saw it.

        ``events`` are (step, mover, event) after redaction for ``seat``. Return a new
        object: a memory handed to a thinking player is never changed afterwards.
        """
        return memory

    def information(self, state: S, seat: Seat, memory: Any = None) -> Information[S]:
        """What ``seat`` knows in ``state``: all a computer player is given."""
        masked = self.determinize(state, seat, memory, Rng.from_seed(seat, MASK_STREAM))
        return Information(seat, masked, memory, self.determinize, self.legal_actions)

    def choose(
        self, info: Information[S], level: Level, seed: int, budget_ms: int = HARD_BUDGET_MS
    ) -> Action:
        """Choose an action for a computer player from what it knows (deterministic in
        ``seed``; ``budget_ms``: Hard's thinking time, turned into a fixed amount of work).

        The default plays a uniformly random legal action at every level.
        """
        return Rng.from_seed(seed, "bot").choice(info.legal_actions())

    def bot_action(self, state: S, seat: Seat, seed: int) -> Action:
        """The Normal computer player's action for ``seat`` (deterministic in ``seed``).

        A convenience for tests and tools: it gives the player ``seat``'s information
        (without a memory of earlier steps), never ``state`` itself.
        """
        return self.choose(self.information(state, seat), "normal", seed)

    def random_action(self, state: S, seat: Seat, rng: Rng) -> Action:
        """Choose a uniformly random legal action (the conformance suite's player).

        Games whose legal actions include reversible steps (take a card back from a bid)
        override this to favour progress, so random games still end.
        """
        return rng.choice(self.legal_actions(state, seat))

    def default_config(self, seats: int) -> GameConfig:
        """Return the default options for ``seats`` players."""
        return self.config_type(seats=seats)


@lru_cache(maxsize=4096)
def _parsed(adapter: ActionParser, fields: tuple[tuple[str, type, Any], ...]) -> Action:
    """A logged action parsed from its fields (see :meth:`Game.parse_action`)."""
    return adapter.validate_python({name: value for name, _type, value in fields})
