"""Spoilt: the family's one game played from a face-down board through a waste (RULES.md; PySolFC's Spoilt).

Four rows of eight: a row finishes 7, 8, 9, 10, jack, queen, king, ace of one suit, and a card's rank
fixes its column. At the deal columns 2-8 are dealt face down, the first column is left empty, one
card is turned onto the waste and the last three wait in the talon. Only the waste card moves: into
its rank's column, in the row already showing its suit, or, for a suit no row shows yet, in any row
that shows no card. Played onto a face-down card, that card is turned up and becomes the waste card;
a 7 goes into an empty first cell and leaves the waste empty, and the talon turns its next card. The
game is won when all 32 cards are face up, lost when the waste is empty with cards still face down.

A :class:`SpoiltPosition` is a :class:`~solitaire.position.Position` of that shape (``cells`` the
board, a face-down card is ``card | DOWN``) with its ``waste`` card (GAP when empty) and ``talon``
(next card first). Its layout string writes the board's rows, a face-down card in lower case
(``7h``), and then a last row: the waste cell, then the talon, next card first, in lower case::

    --7hkc9d.../.../.../.../AS8c9h

A move is the waste card into a cell: ``AS 4,0 -> 2,7`` (the waste is row 4, column 0 of the layout).
"""

from __future__ import annotations

from .cards import GAP, GAP_TOKEN, SUIT_NAMES, card_label, card_token, parse_token, rank_of, suit_of
from .errors import (
    CardError,
    DuplicateCardError,
    GapCountError,
    IllegalMoveError,
    LayoutError,
    LayoutLengthError,
    OutOfDeckError,
    UnknownTokenError,
)
from .position import GapInfo, GapReason, Move, Position
from .shape import Shape

DOWN = 64  # a face-down card on the board: the card with this bit set


def _token(card: int) -> str:
    """A board cell's token: the card's, in lower case while it is face down."""
    if card & DOWN:
        return card_token(card & ~DOWN).lower()
    return card_token(card)


class SpoiltPosition(Position):
    """A position of Spoilt: the board (face-down cards marked with ``DOWN``), the waste card and the talon."""

    __slots__ = ("talon", "waste")

    def __init__(self, cells: tuple[int, ...], shape: Shape, waste: int = GAP, talon: tuple[int, ...] = ()) -> None:
        super().__init__(cells, shape)
        self.waste = waste
        self.talon = talon

    @property
    def waste_index(self) -> int:
        """Where a move from the waste starts: the first cell of the row after the board."""
        return self.shape.cells

    # -- the layout string ---------------------------------------------------------------------

    @classmethod
    def from_layout(cls, layout: str, shape: Shape) -> SpoiltPosition:
        """Parse a layout: the board's rows of ``shape.columns`` tokens (face down in lower case), then the
        waste and the talon; checked to be a position the game can reach."""
        if not isinstance(layout, str):
            raise LayoutLengthError(f"a layout must be a string, not {type(layout).__name__}")
        columns, nrows = shape.columns, shape.rows
        rows = layout.split("/")
        if (
            len(rows) != nrows + 1
            or any(len(row) != columns * 2 for row in rows[:-1])
            or len(rows[-1]) % 2
            or not 2 <= len(rows[-1]) <= 2 * (shape.cards - shape.cells + shape.rows)
        ):
            raise LayoutLengthError(
                f"a Spoilt layout is {nrows} rows of {columns} two-character tokens and a last row of the waste "
                f"and the talon, joined by '/'; got {len(rows)} row(s)"
            )
        ranks = set(shape.ranks)
        seen: set[int] = set()

        def read(token: str, where: str, down: bool | None) -> int:
            """The card (or GAP) of ``token``; ``down``: must it be face down (lower case), up, or either."""
            if token == GAP_TOKEN:
                return GAP
            try:
                card = parse_token(token.upper())
            except CardError:
                raise UnknownTokenError(f"unknown token {token!r} at {where}") from None
            if rank_of(card) not in ranks:
                raise OutOfDeckError(f"{token} at {where}: Spoilt's deck has no such card")
            if card in seen:
                raise DuplicateCardError(f"{token} appears twice (again at {where})")
            seen.add(card)
            lower = token != token.upper()
            if down is not None and lower != down:
                raise LayoutError(f"{token} at {where} must be written face {'down' if down else 'up'}")
            return card | (DOWN if lower else 0)

        cells: list[int] = []
        for r, row in enumerate(rows[:-1]):
            for c in range(columns):
                cells.append(read(row[2 * c : 2 * c + 2], f"row {r}, column {c}", None))
        last = rows[-1]
        waste = read(last[:2], "the waste", False)
        talon = tuple(read(last[i : i + 2], "the talon", True) & ~DOWN for i in range(2, len(last), 2))
        if GAP in talon:
            raise LayoutError("the talon holds cards only")
        if len(seen) != shape.cards:
            raise GapCountError(f"a Spoilt layout holds all {shape.cards} cards once; this one holds {len(seen)}")
        position = cls(tuple(cells), shape, waste, talon)
        problem = position._unreachable()
        if problem:
            raise LayoutError(problem)
        return position

    def _unreachable(self) -> str | None:
        """Why no game could reach this position, or None."""
        shape, cells = self.shape, self.cells
        suits: dict[int, int] = {}
        for i, card in enumerate(cells):
            row, col = shape.coords(i)
            if card == GAP:
                if col:
                    return f"cell {row},{col} is empty: only the first column starts empty"
                continue
            if card & DOWN:
                if col == 0:
                    return f"cell {row},0 holds a face-down card: the first column is dealt none"
                continue
            if shape.ranks.index(rank_of(card)) != col:
                return f"{card_label(card)} is face up at {row},{col}, not in its rank's column"
            if suits.setdefault(row, suit_of(card)) != suit_of(card):
                return f"row {row} shows two suits"
        if len(set(suits.values())) != len(suits):
            return "two rows show the same suit"
        if self.waste == GAP and self.talon:
            return "the waste is empty while the talon holds cards: the talon turns its next card"
        return None

    def layout(self) -> str:
        n = self.shape.columns
        rows = ["".join(_token(c) for c in self.cells[r * n : (r + 1) * n]) for r in range(self.shape.rows)]
        last = card_token(self.waste) + "".join(card_token(c).lower() for c in self.talon)
        return "/".join([*rows, last])

    def __repr__(self) -> str:
        return f"SpoiltPosition.from_layout({self.layout()!r}, {self.shape!r})"

    def __eq__(self, other: object) -> bool:
        return (
            isinstance(other, SpoiltPosition)
            and self.cells == other.cells
            and self.waste == other.waste
            and self.talon == other.talon
            and self.shape == other.shape
        )

    def __hash__(self) -> int:
        return hash((self.cells, self.waste, self.talon))

    def pretty(self) -> str:
        """The board as a player reads it (a face-down card as ``##``), then the waste and the talon's count."""
        n = self.shape.columns

        def shown(card: int) -> str:
            return "##" if card & DOWN else (card_label(card) if card else ".")

        rows = [" ".join(f"{shown(c):>3}" for c in self.cells[r * n : (r + 1) * n]) for r in range(self.shape.rows)]
        waste = card_label(self.waste) if self.waste else "."
        return "\n".join([*rows, f"waste {waste}, talon {len(self.talon)}"])

    # -- reading the board ---------------------------------------------------------------------

    def face_down(self, index: int) -> bool:
        return bool(self.cells[index] & DOWN)

    def face_down_count(self) -> int:
        """How many of the board's cards are still face down."""
        return sum(1 for card in self.cells if card & DOWN)

    def face_card(self, index: int) -> int:
        """The card a player sees in drawn cell ``index``: a face-up card, the waste card; GAP for a card face
        down, an empty cell, the talon."""
        if index == self.waste_index:
            return self.waste
        card = self.cells[index] if index < len(self.cells) else GAP
        return GAP if card & DOWN else card

    def locked_runs(self) -> tuple[int, ...]:
        """Each row's cards face up (they never move again)."""
        n = self.shape.columns
        return tuple(
            sum(1 for c in self.cells[r * n : (r + 1) * n] if c and not c & DOWN) for r in range(self.shape.rows)
        )

    def is_locked(self, index: int) -> bool:
        card = self.cells[index]
        return bool(card) and not card & DOWN

    def locked_cells(self) -> frozenset[int]:
        """The cells whose cards are face up: in place for good."""
        return frozenset(i for i, card in enumerate(self.cells) if card and not card & DOWN)

    def _rows_for(self, card: int) -> list[int]:
        """The rows the card may go into: the one showing its suit, else every row showing no card."""
        n, rows = self.shape.columns, self.shape.rows
        showing = {}
        for i, c in enumerate(self.cells):
            if c and not c & DOWN:
                showing.setdefault(i // n, suit_of(c))
        mine = [r for r, s in showing.items() if s == suit_of(card)]
        return mine if mine else [r for r in range(rows) if r not in showing]

    def targets(self, card: int) -> list[int]:
        """The cells ``card`` (from the waste) may go into, row by row."""
        col = self.shape.ranks.index(rank_of(card))
        return [r * self.shape.columns + col for r in self._rows_for(card)]

    def gap_info(self, index: int) -> GapInfo:
        """What an empty cell (in the first column) takes: the 7 the rules send there, from the waste."""
        if self.cells[index] != GAP:
            raise IllegalMoveError(f"cell {self.shape.coords(index)} is not empty")
        accepts = (self.waste,) if self.waste and index in self.targets(self.waste) else ()
        return GapInfo(index, GapReason.RANK_AND_SUIT, None, None, accepts)

    # -- moves ---------------------------------------------------------------------------------

    def legal_moves(self) -> list[Move]:
        """The waste card into each cell it may go to (one, or a choice of rows for a suit no row shows)."""
        if self.waste == GAP:
            return []
        return [Move(self.waste, self.waste_index, dst, self.shape.columns) for dst in self.targets(self.waste)]

    def why_illegal(self, move: Move) -> str | None:
        if move.columns != self.shape.columns:
            return f"the move is written for a board of {move.columns} columns"
        if move.src != self.waste_index:
            return "only the waste card moves"
        if self.waste == GAP or move.card != self.waste:
            return f"{card_label(move.card)} is not the waste card"
        if not 0 <= move.dst < self.shape.cells:
            return "no such cell"
        if move.dst in self.targets(move.card):
            return None
        rank = card_label(move.card)[:-1]
        col = self.shape.ranks.index(rank_of(move.card))
        if move.dst % self.shape.columns != col:
            return f"a {rank} goes only into column {col + 1}"
        suit = SUIT_NAMES[suit_of(move.card)]
        return f"{card_label(move.card)} goes only into the row of {suit}, or a row showing no card while none does"

    def play(self, move: Move) -> SpoiltPosition:
        """The position after ``move``: the waste card into its cell, the card that lay there turned up as the
        waste card, or (into an empty cell) the talon's next card turned up."""
        reason = self.why_illegal(move)
        if reason is not None:
            raise IllegalMoveError(f"{move} is illegal: {reason}")
        cells = list(self.cells)
        under = cells[move.dst]
        cells[move.dst] = move.card
        if under:
            return SpoiltPosition(tuple(cells), self.shape, under & ~DOWN, self.talon)
        waste, talon = (self.talon[0], self.talon[1:]) if self.talon else (GAP, ())
        return SpoiltPosition(tuple(cells), self.shape, waste, talon)


def deal(shape: Shape, deck: list[int]) -> SpoiltPosition:
    """The opening of a shuffled ``deck``: columns 2 on of every row face down, row by row; the next card
    turned onto the waste; the rest the talon, next card first."""
    columns, rows = shape.columns, shape.rows
    cells = [GAP] * shape.cells
    dealt = rows * (columns - 1)
    for n, card in enumerate(deck[:dealt]):
        cells[(n // (columns - 1)) * columns + 1 + n % (columns - 1)] = card | DOWN
    return SpoiltPosition(tuple(cells), shape, deck[dealt], tuple(deck[dealt + 1 :]))


__all__ = ["DOWN", "SpoiltPosition", "deal"]
