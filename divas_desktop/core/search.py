"""The Hard computer player's search, shared by every game (Qt-free, issue 35).

Determinized Monte-Carlo search, as OpenSpiel's information-set players start from:
draw a full state consistent with what the seat knows (:meth:`Information.sample`), try
each candidate move on it, play the game on with a fast policy and score the result for
the seat; repeat on more drawn states and keep the candidate with the best mean.

Three things make a few hundred play-outs enough:

* *Common random numbers*: every candidate of a pass is played out on the same drawn
  state with the same stream, so the candidates are compared on the same luck.
* *Sequential halving*: the work is spent in rounds; after each the worse half of the
  candidates is dropped, so the last work goes to the close calls.
* *A default*: candidate 0 (the Normal player's own choice) wins every tie and keeps a
  small head start, so noise alone never talks the search out of a sound move.

The work is counted in simulated actions, never in seconds: the same seed gives the
same decision on any machine and under any load.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import TypeVar

from .bots import Information
from .rng import Rng

S = TypeVar("S")

Simulation = Callable[[S, int, Rng], tuple[float, int]]
"""``simulate(world, candidate, rng)`` plays candidate ``candidate`` in a drawn state and
the game on from there; it returns the outcome for the searching seat (higher is better,
about 0…1) and the actions it simulated (the work done)."""


@dataclass(slots=True)
class Verdict:
    """What a search found: the chosen candidate, and the mean of every candidate tried."""

    choice: int
    means: list[float | None]
    """Mean outcome of each candidate over the passes it took part in (None: never)."""
    passes: int
    """Drawn states played out."""
    work: int
    """Actions simulated."""


def search(
    info: Information[S],
    candidates: int,
    simulate: Simulation[S],
    work: int,
    rng: Rng,
    head_start: float = 0.0,
) -> Verdict:
    """Choose among ``candidates`` moves by determinized play-outs (see the module doc).

    ``work`` bounds the actions simulated (the search stops at the first pass that
    reaches it, and always finishes at least one pass); ``head_start`` is added to the
    mean of candidate 0.
    """
    if candidates <= 1:
        return Verdict(0, [None] * candidates, 0, 0)
    alive = list(range(candidates))
    totals = [0.0] * candidates
    counts = [0] * candidates

    def mean(candidate: int) -> float:
        bonus = head_start if candidate == 0 else 0.0
        return totals[candidate] / counts[candidate] + bonus

    rounds = max(1, (candidates - 1).bit_length())  # halving down to one candidate
    done = passes = 0
    for round_no in range(rounds):
        round_budget = (work - done) // (rounds - round_no)
        spent = 0
        while True:  # passes over the candidates still in the running, one drawn state each
            world = info.sample(rng)
            stream = rng.next_u64()
            for candidate in alive:
                value, used = simulate(world, candidate, Rng(stream))
                totals[candidate] += value
                counts[candidate] += 1
                spent += max(1, used)
            passes += 1
            if spent >= round_budget or done + spent >= work:
                break
        done += spent
        alive.sort(key=lambda c: (-mean(c), c))
        if done >= work:
            break
        alive = alive[: (len(alive) + 1) // 2]
        if len(alive) == 1:
            break
    means = [totals[c] / counts[c] if counts[c] else None for c in range(candidates)]
    return Verdict(alive[0], means, passes, done)


def standing(
    scores: Mapping[int, float],
    seat: int,
    winners: tuple[int, ...] | None = None,
    scale: float = 20.0,
) -> float:
    """How a result looks to ``seat``, about 0…1: its share of the win, and a little for the
    margin to the best other seat (so a search still prefers the better of two losses).

    ``winners`` decides the win when given (a tie-break may share or settle it); else the
    highest scores share it. ``scale``: the margin, in points, that counts fully.
    """
    best_other = max(points for other, points in scores.items() if other != seat)
    if winners is None:
        top = max(scores.values())
        winners = tuple(other for other, points in scores.items() if points == top)
    share = 1.0 / len(winners) if seat in winners else 0.0
    margin = max(-1.0, min(1.0, (scores[seat] - best_other) / scale))
    return 0.9 * share + 0.05 * (1.0 + margin)
