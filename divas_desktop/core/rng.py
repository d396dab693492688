"""A small seeded PRNG of our own (SplitMix64) so replays are identical on any Python.

Python guarantees stable output only for ``random.random()``; shuffles and ``randrange``
may change between versions. Games keep the integer state of this generator inside their
own state, so a log of actions always replays to the same cards.
"""

from __future__ import annotations

from collections.abc import MutableSequence, Sequence
from typing import TypeVar

T = TypeVar("T")
_MASK = (1 << 64) - 1


class Rng:
    """SplitMix64: 64-bit state, good statistical quality, trivial to reimplement."""

    __slots__ = ("state",)

    def __init__(self, state: int) -> None:
        self.state = state & _MASK

    @classmethod
    def from_seed(cls, seed: int, stream: str = "") -> Rng:
        """Create a generator from a game seed and an optional stream name."""
        mixed = seed & _MASK
        for ch in stream.encode():
            mixed = (mixed * 1099511628211 + ch) & _MASK
        rng = cls(mixed)
        rng.next_u64()  # decorrelate nearby seeds
        return rng

    def next_u64(self) -> int:
        """Return the next 64-bit unsigned integer."""
        self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """Return a uniform integer in ``[0, n)`` (rejection sampling, no modulo bias)."""
        if n <= 0:
            raise ValueError("n must be positive")
        limit = (_MASK + 1) - ((_MASK + 1) % n)
        while True:
            x = self.next_u64()
            if x < limit:
                return x % n

    def choice(self, items: Sequence[T]) -> T:
        """Return one item chosen uniformly."""
        return items[self.below(len(items))]

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Shuffle in place (Fisher–Yates)."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def shuffled(self, items: Sequence[T]) -> list[T]:
        """Return a shuffled copy."""
        out = list(items)
        self.shuffle(out)
        return out
