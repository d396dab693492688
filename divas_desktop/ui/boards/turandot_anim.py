"""Durations of the Turandot board's own animations (played by the framework's queue).

The board is always *drawn* at its final positions by :meth:`Board.sync`; its
``animations`` queue lets items travel there, scaled by the speed setting (off in tests
and offscreen), and any click or key finishes them. The reveal of the bids is a beat of
its own: every company's backs fly to the table and turn over, one company after the
other; then the cards won travel to their owners (the framework's glide).
"""

REVEAL_GLIDE_MS = 320
"""A bid's back flying from its company's panel to the table of the reveal."""
REVEAL_STAGGER_MS = 110
"""Each company's bid turns over this long after the previous one."""
