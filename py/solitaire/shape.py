"""A game's board and fit rule as data: columns per row, the card that heads a row, and what a gap takes."""

from __future__ import annotations

from dataclasses import dataclass

from .errors import SettingsError

ROWS = 4
GAPS = 4
# What a gap that is not at the left edge takes, by its neighbours:
#   next-left         the next rank up, same suit, after the card on its left (Montana, Gaps, ...)
#   left-or-right     that, or the rank below, same suit, before the card on its right (Galary, Moonlight)
#   next-any-suit     the next rank up of any suit after the card on its left (Jungle)
#   higher-same-suit  any higher rank of the suit of the card on its left (Spaces and Aces)
FITS = ("next-left", "left-or-right", "next-any-suit", "higher-same-suit")
ACE = 1
TWO = 2


@dataclass(frozen=True)
class Shape:
    """The board of a game: ``columns`` per row (13, or 14 when the aces stay in play), the rank ``base``
    that the left edge takes and heads each finished row (2, or the ace), and the ``fit`` rule."""

    columns: int
    base: int
    fit: str

    def __post_init__(self) -> None:
        if (self.columns, self.base) not in ((13, TWO), (14, ACE)):
            raise SettingsError(f"a board is 13 columns with the 2 at the left edge, or 14 with the ace, not {self}")
        if self.fit not in FITS:
            raise SettingsError(f"fit must be one of {', '.join(FITS)}, not {self.fit!r}")

    @property
    def rows(self) -> int:
        return ROWS

    @property
    def cells(self) -> int:
        return ROWS * self.columns

    @property
    def cards(self) -> int:
        """How many cards are in play (and locked in a won game): 48, or 52 with the aces."""
        return self.cells - GAPS

    @property
    def layout_length(self) -> int:
        return self.cells * 2 + ROWS - 1

    @property
    def aces(self) -> bool:
        """True when the aces are in play."""
        return self.base == ACE

    def index(self, row: int, col: int) -> int:
        return row * self.columns + col

    def coords(self, index: int) -> tuple[int, int]:
        return divmod(index, self.columns)


CLASSIC = Shape(13, TWO, "next-left")  # Addiction, Gaps, Montana, Spaces

__all__ = ["ACE", "CLASSIC", "FITS", "GAPS", "ROWS", "TWO", "Shape"]
