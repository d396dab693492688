"""Final scoring with an itemised breakdown (DIV-084..092)."""

from __future__ import annotations

from divas_desktop.core.types import Outcome, ScoreLine

from .data import COLOURS, load
from .piano import tables
from .state import DivasState


def chronological_cards(timeline: list[str], colour: str, rule: str = "records") -> set[str]:
    """Return the dated cards of ``colour`` that are in chronological order (DIV-087..089).

    ``records`` (A-DIV-01): a card counts unless a same-colour card further left has a later
    year. ``longest``: the longest non-decreasing run of years, chosen leftmost.
    """
    cards = load().cards
    years = {
        c: year
        for c in timeline
        if cards[c].colour == colour and (year := cards[c].year) is not None
    }
    dated = list(years)
    if rule == "records":
        best, out = 0, set()
        for c in dated:
            if years[c] >= best:
                out.add(c)
                best = years[c]
        return out
    # longest non-decreasing subsequence, O(n^2) on at most 48 cards
    n = len(dated)
    length, back = [1] * n, [-1] * n
    for i in range(n):
        for j in range(i):
            if years[dated[j]] <= years[dated[i]] and length[j] + 1 > length[i]:
                length[i], back[i] = length[j] + 1, j
    if not n:
        return set()
    i = max(range(n), key=lambda k: (length[k], -k))
    out = set()
    while i >= 0:
        out.add(dated[i])
        i = back[i]
    return out


def scoring_characters(timeline: list[str], colour: str) -> set[str]:
    """Return the characters of ``colour`` next to an event card of their colour (DIV-090)."""
    cards = load().cards
    out = set()
    for i, c in enumerate(timeline):
        if cards[c].colour != colour or cards[c].kind != "character":
            continue
        for j in (i - 1, i + 1):
            if 0 <= j < len(timeline):
                other = cards[timeline[j]]
                if other.colour == colour and other.year is not None:
                    out.add(c)
    return out


def timeline_points(timeline: list[str], rule: str = "records") -> list[int]:
    """Return each seat's Timeline VP: 2 per well-placed card of her colour (DIV-087)."""
    return [
        2
        * (
            len(chronological_cards(timeline, COLOURS[s], rule))
            + len(scoring_characters(timeline, COLOURS[s]))
        )
        for s in (0, 1)
    ]


def breakdown(state: DivasState) -> dict[int, list[ScoreLine]]:
    """Return the itemised final score of each seat."""
    orchestra = load().orchestra
    lines: dict[int, list[ScoreLine]] = {0: [], 1: []}
    instruments = [sum(row.count(s) for row in state.orchestra.values()) for s in (0, 1)]
    notes = [0, 0]
    for key, owner in enumerate(state.piano):  # DIV-086
        if owner is not None:
            notes[owner] += tables().vp[key]
    line_pts = timeline_points(state.timeline, state.timeline_rule)
    unfinished = [0, 0]
    for hs in state.houses.values():  # DIV-091
        a, b = hs.applause
        if a != b:
            unfinished[0 if a > b else 1] += 1
    for s in (0, 1):
        majority = orchestra.majority_vp if instruments[s] > instruments[1 - s] else 0  # DIV-085
        lines[s] = [
            *during_play(state, s),
            ScoreLine(
                label="divas.score.orchestra",
                points=majority,
                params={"instruments": instruments[s]},
            ),
            ScoreLine(label="divas.score.piano", points=notes[s]),
            ScoreLine(label="divas.score.timeline", points=line_pts[s]),
            ScoreLine(label="divas.score.unfinished", points=unfinished[s]),
        ]
    return lines


def during_play(state: DivasState, seat: int) -> list[ScoreLine]:
    """The VP scored during play, as the scoring track gathered them.

    Applause turned into VP at each closing (DIV-062), the conductor (DIV-066), the Palco
    Reale (DIV-PR-04) and the rest (the end of the keyboard, events): together they make
    the VP of the track.
    """
    applause = sum(closed.applause[seat] for closed in state.closed)
    palco = sum(vp for closed in state.closed for who, _pid, vp in closed.palco if who == seat)
    conductor = load().orchestra.conductor_vp if state.conductor[seat] else 0
    out = [
        ScoreLine(
            label="divas.score.operas",
            points=applause,
            params={"operas": len(state.closed)},
        ),
        ScoreLine(label="divas.score.conductor", points=conductor),
    ]
    if state.palco_reale:
        out.append(ScoreLine(label="divas.score.palco", points=palco))
    rest = state.vp[seat] - applause - conductor - palco
    out.append(ScoreLine(label="divas.score.other_play", points=rest))
    return out


def outcome(state: DivasState) -> Outcome:
    """Return the final outcome: totals, breakdown, winners and tie-break (DIV-092)."""
    lines = breakdown(state)
    scores = {s: sum(line.points for line in lines[s]) for s in (0, 1)}
    tie_break = None
    if scores[0] != scores[1]:
        winners: tuple[int, ...] = (0,) if scores[0] > scores[1] else (1,)
    elif state.closed_by[0] != state.closed_by[1]:
        winners = (0,) if state.closed_by[0] > state.closed_by[1] else (1,)
        tie_break = "divas.tie.more_operas"
    else:
        winners = (0, 1)
        tie_break = "divas.tie.shared"
    return Outcome(scores=scores, breakdown=lines, winners=winners, tie_break=tie_break)
