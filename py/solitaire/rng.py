"""The project's own pseudo-random generator (SplitMix64) and Fisher-Yates shuffle.

Every deal and redeal is drawn from this module only, so a seed means the same
deal on every Python and in every later version. The algorithm is pinned by
golden tests; changing it breaks shared links. See docs/deal.md.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TypeVar

MASK64 = (1 << 64) - 1
GOLDEN_GAMMA = 0x9E3779B97F4A7C15
STREAM_ORIGIN = 0x6A09E667F3BCC908  # first 64 bits of frac(sqrt(2)): an arbitrary fixed start

T = TypeVar("T")


def mix64(z: int) -> int:
    """SplitMix64's finaliser: a bijection of 64-bit words with strong avalanche."""
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
    return z ^ (z >> 31)


def fnv1a64(data: bytes) -> int:
    """The 64-bit FNV-1a hash of ``data``."""
    h = 0xCBF29CE484222325
    for byte in data:
        h = ((h ^ byte) * 0x100000001B3) & MASK64
    return h


class SplitMix64:
    """SplitMix64 (Steele, Lea, Flood 2014): state += gamma; output mix64(state)."""

    __slots__ = ("state",)

    def __init__(self, state: int) -> None:
        self.state = state & MASK64

    @classmethod
    def from_words(cls, words: Iterable[int]) -> SplitMix64:
        """A generator whose start state absorbs each 64-bit word in turn:
        ``s = mix64((s ^ w) + GOLDEN_GAMMA)`` from ``STREAM_ORIGIN``."""
        state = STREAM_ORIGIN
        for word in words:
            state = mix64(((state ^ (word & MASK64)) + GOLDEN_GAMMA) & MASK64)
        return cls(state)

    def next64(self) -> int:
        self.state = (self.state + GOLDEN_GAMMA) & MASK64
        return mix64(self.state)

    def below(self, n: int) -> int:
        """A uniform integer in ``0..n-1`` by rejection (no modulo bias)."""
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            x = self.next64()
            if x < limit:
                return x % n

    def shuffle(self, items: list[T]) -> None:
        """Fisher-Yates in place: for i from the end down to 1, swap i with below(i + 1)."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]
