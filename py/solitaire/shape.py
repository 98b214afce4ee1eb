"""A game's board and fit rule as data: the ranks a row is built from, the decks, and what a gap takes.

Every game of the family builds each row in one suit from the base rank up to the
top rank, one card per column, and keeps one gap per row: the ranks in play fix
the columns (one more than the ranks) and the decks fix the rows (four a deck,
each suit making one row a deck) and the gaps (one a row). The cards are those
ranks in the four suits, once per deck.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from itertools import pairwise

from .cards import ACE, KING, TWO, make_card, rank_of, suit_of
from .errors import SettingsError

# What a gap that is not at the left edge takes, by its neighbours:
#   next-left         the next rank up, same suit, after the card on its left (Montana, Gaps, ...)
#   left-or-right     that, or the rank below, same suit, before the card on its right (Galary, Moonlight;
#                     after a row's last cell the next row's first, as PySolFC's Galary_RowStack)
#   next-any-suit     the next rank up of any suit after the card on its left (Jungle)
#   higher-same-suit  any higher rank of the suit of the card on its left (Spaces and Aces)
#   neighbour         any card from the cell above, below, left or right of it, the left edge too,
#                     and no gap is dead (Rectangular Rovers)
#   rank-and-suit     Spoilt: a board dealt face down, played from a waste; the waste card goes to the
#                     one cell of its rank's column in its suit's row, and that cell's card is turned
#                     up (solitaire.spoilt); the board has no gap column and finishes full
FITS = ("next-left", "left-or-right", "next-any-suit", "higher-same-suit", "neighbour", "rank-and-suit")
SUITS_IN_PLAY = 4
DECKS = (1, 2)

TWO_TO_KING = tuple(range(TWO, KING + 1))
ACE_TO_KING = tuple(range(ACE, KING + 1))


@dataclass(frozen=True)
class Shape:
    """The board of a game: ``ranks`` in play, in a finished row's order (the base rank first, the top
    rank last; the 2 to the king in Montana, the ace, 6 to king in Paganini, 7 to king and the ace in
    Spoilt), ``decks`` (1 or 2) and the ``fit`` rule."""

    ranks: tuple[int, ...] = TWO_TO_KING
    fit: str = "next-left"
    decks: int = 1
    _next: dict[int, int] = field(default_factory=dict, init=False, repr=False, compare=False, hash=False)

    def __post_init__(self) -> None:
        ranks = self.ranks
        # in rising order; where the ace comes after the king (Spoilt) it is the last
        rising = list(ranks) == sorted(set(ranks)) or (
            isinstance(ranks, tuple) and ranks[-1:] == (ACE,) and list(ranks[:-1]) == sorted(set(ranks[:-1]) - {ACE})
        )
        if (
            not isinstance(ranks, tuple)
            or len(ranks) < 2
            or any(type(r) is not int or not ACE <= r <= KING for r in ranks)
            or not rising
        ):
            raise SettingsError(f"ranks must be two or more ranks from 1 to 13 in rising order, not {ranks!r}")
        if self.fit not in FITS:
            raise SettingsError(f"fit must be one of {', '.join(FITS)}, not {self.fit!r}")
        if type(self.decks) is not int or self.decks not in DECKS:
            raise SettingsError(f"decks must be 1 or 2, not {self.decks!r}")
        self._next.update(pairwise(ranks))

    @property
    def waste(self) -> bool:
        """True for a board played from a waste and a talon, dealt face down (Spoilt, solitaire.spoilt)."""
        return self.fit == "rank-and-suit"

    @property
    def columns(self) -> int:
        """Cells per row: a card of each rank and the row's gap (no gap where the board finishes full)."""
        return len(self.ranks) + (0 if self.waste else 1)

    @property
    def rows(self) -> int:
        return SUITS_IN_PLAY * self.decks

    @property
    def drawn_rows(self) -> int:
        """The rows a board is drawn with: the game's, and with a waste one more (its waste cell, then its talon),
        as its layout string writes them; cells past ``cells`` are that row's."""
        return self.rows + (1 if self.waste else 0)

    @property
    def cells(self) -> int:
        return self.rows * self.columns

    @property
    def cards(self) -> int:
        """How many cards are in play (and locked in a won game): 48 in Montana, 52 with the aces, 104 with
        two decks."""
        return len(self.ranks) * SUITS_IN_PLAY * self.decks

    @property
    def gaps(self) -> int:
        """Gaps on the board: one a row (none where the board finishes full: Spoilt's empty cells fill up)."""
        return 0 if self.waste else self.rows

    @property
    def base(self) -> int:
        """The rank the left edge takes and that heads every finished row."""
        return self.ranks[0]

    @property
    def top(self) -> int:
        """The rank that ends a row: nothing follows it, so a gap after it is dead."""
        return self.ranks[-1]

    @property
    def aces(self) -> bool:
        """True when the aces are in play."""
        return self.ranks[0] == ACE

    @property
    def layout_length(self) -> int:
        """The length of a layout string (with a waste, of its board rows only: the waste row follows)."""
        return self.cells * 2 + self.rows - 1

    @property
    def deck(self) -> tuple[int, ...]:
        """Every card in play once, each suit (clubs, diamonds, hearts, spades) base to top."""
        return tuple(make_card(r, s) for s in range(SUITS_IN_PLAY) for r in self.ranks)

    def next_card(self, card: int) -> int | None:
        """The card after ``card`` in a row (its suit, the next rank in play), or None after the top."""
        rank = self._next.get(rank_of(card))
        return None if rank is None else make_card(rank, suit_of(card))

    def previous_card(self, card: int) -> int | None:
        """The card before ``card`` in a row, or None for the base rank."""
        i = self.ranks.index(rank_of(card))
        return None if i == 0 else make_card(self.ranks[i - 1], suit_of(card))

    def index(self, row: int, col: int) -> int:
        return row * self.columns + col

    def coords(self, index: int) -> tuple[int, int]:
        return divmod(index, self.columns)

    def neighbours(self, index: int) -> tuple[int, ...]:
        """The cells directly above, left of, right of and below ``index`` (no wrap at a row's ends)."""
        row, col = divmod(index, self.columns)
        out = []
        if row > 0:
            out.append(index - self.columns)
        if col > 0:
            out.append(index - 1)
        if col < self.columns - 1:
            out.append(index + 1)
        if row < self.rows - 1:
            out.append(index + self.columns)
        return tuple(out)


CLASSIC = Shape()  # Addiction, Gaps, Montana, Spaces, Station: 2 to king, 13 columns, four rows

__all__ = ["ACE", "ACE_TO_KING", "CLASSIC", "DECKS", "FITS", "KING", "TWO", "TWO_TO_KING", "Shape"]
