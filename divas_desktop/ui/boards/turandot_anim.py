"""Durations of the Turandot board's own animations (played by the framework's queue).

The board is always *drawn* at its final positions by :meth:`Board.sync`; its
``animations`` queue lets items travel there and flips revealed bids in, scaled by the
speed setting (off in tests and offscreen), and any click or key finishes them.
"""

REVEAL_MS = 600
"""Length of the reveal of the bids (cards flip, hires travel to their owners)."""
MOVE_MS = 250
"""Length of an ordinary move (a card given as understudy, two roles swapped)."""
