"""Long matches between computer players, checked deal by deal (issue 14, item 5).

Timed modes need a clock: the computer players never call time, so the match's clock is
simulated by playing ``time_up`` at the first turn of a round fixed per mode.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from divas_desktop.games.sipario import actions as act
from divas_desktop.games.sipario.config import SiparioConfig
from divas_desktop.games.sipario.rules import GAME
from divas_desktop.games.sipario.state import State

CLOCK_ROUNDS = {"timed_30": 30, "timed_60": 60, "timed_90": 90}
"""Round at whose start the simulated clock runs out (about a round a minute)."""

MODES = ("target_50", "target_100", "timed_30", "timed_60", "timed_90")
SEATINGS = ((3, False), (4, False), (5, False), (4, True))
"""(seats, team play)."""


@dataclass
class MatchReport:
    """What a long match showed, deal by deal."""

    actions: int = 0
    deals: int = 1
    rounds: int = 0
    showcases: dict[tuple[int, int], int] = field(default_factory=dict)
    """(deal, seat or team) -> showcase bonuses booked."""
    problems: list[str] = field(default_factory=list)


def play_long_match(mode: str, seats: int, team_play: bool, seed: int) -> MatchReport:
    """Play one bot match to its end and check that every deal ends as printed."""
    config = SiparioConfig(seats=seats, mode=mode, team_play=team_play)
    state = GAME.initial_state(config, seed)
    report = MatchReport()
    ending_since: int | None = None
    clock = CLOCK_ROUNDS.get(mode)
    while GAME.to_move(state):
        seat = GAME.to_move(state)[0]
        if clock is not None and state.round >= clock and act.TimeUp() in _legal(state, seat):
            action: act.Action = act.TimeUp()
        else:
            action = GAME.bot_action(state, seat, seed * 7919 + report.actions)
        result = GAME.apply(state, seat, action)
        for event in result.events:
            if event.kind == "sipario.ev.showcase":
                key = (state.deal, event.params["player"])
                report.showcases[key] = report.showcases.get(key, 0) + 1
            if event.kind == "sipario.ev.deal_started":
                report.deals += 1
        before, state = state, result.state
        report.actions += 1
        ending_since = _check_step(before, state, ending_since, report)
    report.rounds = state.round
    for (deal, who), count in report.showcases.items():
        if count > 1:
            report.problems.append(f"showcase of {who} paid {count} times in deal {deal}")
    if GAME.outcome(state) is None:
        report.problems.append("the match ended without an outcome")
    return report


def _legal(state: State, seat: int) -> list[act.Action]:
    return GAME.legal_actions(state, seat)


def _check_step(
    before: State, after: State, ending_since: int | None, report: MatchReport
) -> int | None:
    """Track a deal that must end: once a third opera is staged in round R, no turn of the
    same deal may begin in round R + 1; a new deal starts with three titles each."""
    if after.deal != before.deal:
        if after.phase != "setup_swap" or any(len(p.season) != 3 for p in after.players):
            report.problems.append(f"deal {after.deal} did not start with three titles each")
        return None
    if after.deal_ending and ending_since is None:
        return after.round
    if ending_since is not None and after.phase == "turn" and after.round > ending_since:
        report.problems.append(f"deal {after.deal} went on after round {ending_since}")
        return None
    return ending_since
