"""Record and replay golden playthroughs: seeded games stored step by step.

A golden file holds the options, the seed, who chose the moves (computer players or the
conformance suite's random player), every step (seat, action, a digest of the state
after it, a digest of its events and the seats it revealed something to) and the final
outcome. Replaying the log under today's rules must reproduce every digest, so any
change to a rule shows as a diff at the first step it alters; in a game of computer
players, each must still choose the recorded action, so a change of their play shows too.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import MISSING, Field, dataclass, field, fields
from pathlib import Path
from typing import Any, Literal

from divas_desktop.core import registry
from divas_desktop.core.digest import canonical_json, digest, to_jsonable
from divas_desktop.core.game import Game, GameConfig
from divas_desktop.core.rng import Rng
from divas_desktop.core.types import Event, Outcome, Transition

FOLDER = Path(__file__).resolve().parent / "files"
GAMES = ("sipario", "turandot", "divas", "magna")


@dataclass(frozen=True)
class Case:
    """One recorded game: who plays, how many seats, which options, which seed."""

    name: str
    seats: int
    seed: int
    player: Literal["bots", "random"]
    options: dict[str, Any] = field(default_factory=dict)


CASES: dict[str, tuple[Case, ...]] = {
    "sipario": (
        Case("bots_2p", 2, 11, "bots"),
        Case("bots_3p_offers", 3, 12, "bots", {"last_hour_offer": True, "infingardo": True}),
        Case("bots_3p_target50", 3, 6, "bots", {"mode": "target_50"}),
        Case("bots_4p_team", 4, 13, "bots", {"team_play": True}),
        Case("bots_4p_target50", 4, 3, "bots", {"mode": "target_50"}),
        Case("bots_5p", 5, 3, "bots"),
        Case("random_3p_no_pd", 3, 15, "random", {"prime_donne": False}),
        Case("random_4p_travesti", 4, 16, "random", {"travesti_table": True}),
        Case("random_5p_timed", 5, 17, "random", {"mode": "timed_30", "max_rounds": 10}),
    ),
    # Turandot bots_2p_dark and bots_4p, Divas bots_base and Opera Magna bots_3p and bots_4p
    # are the games of the per-game golden tests this harness replaced (same seats, options
    # and seeds; their computer players' seeds now follow bot_seed).
    "turandot": (
        Case("bots_2p_dark", 2, 1924, "bots", {"deck": "dark", "first_maestro": 1}),
        Case("bots_3p", 3, 21, "bots"),
        Case("bots_4p", 4, 1926, "bots", {"first_maestro": 1}),
        Case("random_4p_dark", 4, 22, "random", {"deck": "dark"}),
        Case("random_5p", 5, 23, "random"),
    ),
    "divas": (
        Case("bots_base", 2, 11, "bots"),
        Case("bots_palco", 2, 31, "bots", {"palco_reale": True}),
        Case("random_base", 2, 32, "random"),
    ),
    "magna": (
        Case("bots_2p", 2, 41, "bots"),
        Case("bots_3p", 3, 31, "bots"),
        Case("bots_4p", 4, 41, "bots"),
        Case("random_3p_b", 3, 42, "random", {"market_side": "b", "opera_side": "b"}),
        Case("random_4p", 4, 43, "random"),
    ),
}


def path_of(game_id: str, case: Case) -> Path:
    """Where the golden file of ``case`` lives."""
    return FOLDER / game_id / f"{case.name}.json"


def config_of(game: Game, case: Case) -> GameConfig:
    """The options of ``case``: the game's defaults with the case's changes."""
    default = game.default_config(case.seats)
    return game.config_type.model_validate({**default.model_dump(), **case.options})


def short_digest(obj: Any, size: int = 16) -> str:
    """A short SHA-256 of the canonical JSON (enough to notice any change)."""
    return hashlib.sha256(canonical_json(obj).encode()).hexdigest()[:size]


RECORDED_EVENT_FIELDS = ("kind", "params", "visible_to")
"""The fields of an event when the harness was made: always in its digest. A field added
to ``Event`` later counts only when it is set, so old goldens keep their digests."""


def default_of(spec: Field[Any]) -> Any:
    """The plain data of a dataclass field's default (``None`` when it has none)."""
    if spec.default is not MISSING:
        return to_jsonable(spec.default)
    if spec.default_factory is not MISSING:
        return to_jsonable(spec.default_factory())
    return None


EVENT_DEFAULTS = {spec.name: default_of(spec) for spec in fields(Event)}


def event_record(event: Event) -> dict[str, Any]:
    """The plain data of an event that its digest covers."""
    data = to_jsonable(event)
    return {
        name: value
        for name, value in data.items()
        if name in RECORDED_EVENT_FIELDS or value != EVENT_DEFAULTS[name]
    }


def step_record(seat: int, action: Any, transition: Transition[Any]) -> list[Any]:
    """[seat, action, state digest, events digest, revealed_to] of one step."""
    events = [event_record(event) for event in transition.events]
    return [
        seat,
        to_jsonable(action),
        short_digest(transition.state),
        short_digest(events, 12),
        sorted(transition.revealed_to),
    ]


def outcome_record(outcome: Outcome | None) -> dict[str, Any] | None:
    """The final scores, itemised breakdown, winners and tie-break as plain data."""
    if outcome is None:
        return None
    return {
        "scores": {str(seat): points for seat, points in sorted(outcome.scores.items())},
        "breakdown": {
            str(seat): [[line.label, line.points] for line in lines]
            for seat, lines in sorted(outcome.breakdown.items())
        },
        "winners": list(outcome.winners),
        "tie_break": outcome.tie_break,
    }


def bot_seed(seed: int, step: int) -> int:
    """The seed of the computer player's choice at ``step`` of a game of ``seed``."""
    return seed * 1_000_003 + step


def record(game_id: str, case: Case) -> dict[str, Any]:
    """Play ``case`` under today's rules and return its golden record."""
    game = registry.get(game_id)
    config = config_of(game, case)
    state = game.initial_state(config, case.seed)
    rng = Rng.from_seed(case.seed, "golden")
    steps: list[list[Any]] = []
    for _ in range(game.max_actions):
        movers = game.to_move(state)
        if not movers:
            break
        if case.player == "bots":
            seat = movers[0]
            action = game.bot_action(state, seat, bot_seed(case.seed, len(steps)))
        else:
            seat = movers[rng.below(len(movers))]
            action = game.random_action(state, seat, rng)
        transition = game.apply(state, seat, action)
        steps.append(step_record(seat, action, transition))
        state = transition.state
    return {
        "game": game_id,
        "case": case.name,
        "player": case.player,
        "seed": case.seed,
        "config": to_jsonable(config),
        "initial_digest": short_digest(game.initial_state(config, case.seed)),
        "steps": steps,
        "outcome": outcome_record(game.outcome(state)),
        "final_digest": digest(state),
    }


def dumps(golden: dict[str, Any]) -> str:
    """JSON with one step per line, so a rule change reads as a short diff."""
    head = {key: value for key, value in golden.items() if key != "steps"}
    lines = ["{"]
    for key, value in head.items():
        lines.append(f"  {json.dumps(key)}: {json.dumps(value, sort_keys=True)},")
    lines.append('  "steps": [')
    steps = golden["steps"]
    for index, step in enumerate(steps):
        comma = "," if index < len(steps) - 1 else ""
        lines.append("    " + json.dumps(step, sort_keys=True, ensure_ascii=False) + comma)
    lines.append("  ]")
    lines.append("}")
    return "\n".join(lines) + "\n"


def write(game_id: str, case: Case) -> dict[str, Any]:
    """Record ``case`` and write its golden file; return the record."""
    golden = record(game_id, case)
    path = path_of(game_id, case)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(dumps(golden), encoding="utf-8")
    return golden


def load(game_id: str, case: Case) -> dict[str, Any]:
    """Read the golden file of ``case``."""
    return json.loads(path_of(game_id, case).read_text(encoding="utf-8"))


def replay_differences(golden: dict[str, Any]) -> list[str]:
    """Replay a golden record under today's rules; describe where it departs (empty: same)."""
    game = registry.get(golden["game"])
    config = game.config_type.model_validate(golden["config"])
    state = game.initial_state(config, golden["seed"])
    if short_digest(state) != golden["initial_digest"]:
        return ["the initial state differs (set-up changed)"]
    bots = golden["player"] == "bots"
    for index, (seat, data, state_digest, events_digest, revealed) in enumerate(golden["steps"]):
        action = game.parse_action(data)
        refusal = game.refusal(state, seat, action)
        if refusal is not None:
            return [f"step {index}: {data} by seat {seat} is now refused ({refusal.reason})"]
        if bots:
            chosen = game.bot_action(state, seat, bot_seed(golden["seed"], index))
            if chosen != action:
                return [f"step {index}: the computer player now chooses {to_jsonable(chosen)}"]
        transition = game.apply(state, seat, action)
        now = step_record(seat, action, transition)
        found = []
        if now[2] != state_digest:
            found.append("state")
        if now[3] != events_digest:
            found.append("events")
        if now[4] != revealed:
            found.append(f"revealed_to {revealed} -> {now[4]}")
        if found:
            return [f"step {index}: {data} by seat {seat}: {', '.join(found)} differ"]
        state = transition.state
    problems = []
    if game.to_move(state):
        problems.append(f"the game no longer ends after {len(golden['steps'])} steps")
    if outcome_record(game.outcome(state)) != golden["outcome"]:
        problems.append("the outcome differs")
    if digest(state) != golden["final_digest"]:
        problems.append("the final state differs")
    return problems
