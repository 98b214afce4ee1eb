"""A position of the board: layout strings, gaps, locked runs and legal moves, by the board's shape.

A :class:`~solitaire.shape.Shape` says how many columns a row has, which rank the
left edge takes and heads a finished row (the 2, or the ace when the aces stay in
play), and the fit rule that says what any other gap takes. The classic shape (13
columns, the 2, the next card after the left neighbour) is the default.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from .cards import ACE, GAP, GAP_TOKEN, RANK_NAMES, card_label, card_token, make_card, parse_token, rank_of, suit_of
from .errors import (
    AceInLayoutError,
    CardError,
    DuplicateCardError,
    GapCountError,
    IllegalMoveError,
    LayoutLengthError,
    OutOfDeckError,
    UnknownTokenError,
)
from .shape import CLASSIC, Shape


@dataclass(frozen=True)
class Move:
    """``card`` moves from cell ``src`` into the gap at cell ``dst`` (cells row-major on a board of ``columns``)."""

    card: int
    src: int
    dst: int
    columns: int

    def __str__(self) -> str:
        (sr, sc), (dr, dc) = divmod(self.src, self.columns), divmod(self.dst, self.columns)
        return f"{card_token(self.card)} {sr},{sc} -> {dr},{dc}"

    @classmethod
    def parse(cls, text: str, shape: Shape) -> Move:
        """The move written as ``CARD ROW,COL -> ROW,COL`` (what ``str`` gives) on the board of ``shape``."""
        columns = shape.columns
        try:
            token, src, arrow, dst = text.split()
            if arrow != "->":
                raise ValueError
            cells = []
            for part in (src, dst):
                row, col = (int(x) for x in part.split(","))
                waste = shape.waste and (row, col) == (shape.rows, 0)  # Spoilt's waste: the row after the board
                if not (0 <= row < shape.rows and 0 <= col < columns) and not waste:
                    raise ValueError
                cells.append(row * columns + col)
        except ValueError:
            raise IllegalMoveError(f"not a move: {text!r} (expected CARD ROW,COL -> ROW,COL)") from None
        try:
            card = parse_token(token)
            if card == GAP:
                raise CardError("a gap is not a card")
        except CardError as err:
            raise IllegalMoveError(f"not a move: {text!r}: {err}") from None
        return cls(card, cells[0], cells[1], columns)


class GapReason(enum.StrEnum):
    """Why a gap takes what it takes, or why it is dead. Its value is the word the command line shows."""

    LEFT_EDGE = "left-edge"  # takes the base card (a 2, or an ace where they play) of any suit
    NEXT_CARD = "next-card"  # takes the card after its left neighbour, in its suit
    BELOW_RIGHT = "below-right"  # takes the card below its right neighbour (the fit rule that allows it)
    NEXT_RANK = "next-rank"  # takes the next rank of any suit
    HIGHER_CARD = "higher-card"  # takes any higher card of its left neighbour's suit
    NEIGHBOUR = "neighbour"  # takes any card next to it, above, below, left or right (the fit rule that says so)
    RANK_AND_SUIT = "rank-and-suit"  # Spoilt: an empty first cell takes the 7 the waste sends it
    AFTER_KING = "after-king"  # dead: the top rank (a king; a 10 or a 5 in a short deck) is on its left
    AFTER_GAP = "after-gap"  # dead: a gap is on its left

    @property
    def dead(self) -> bool:
        return self in (GapReason.AFTER_KING, GapReason.AFTER_GAP)


@dataclass(frozen=True)
class GapInfo:
    """What one gap takes.

    ``reason`` is a :class:`GapReason`; ``takes`` is the one card it takes by the
    suit rule (None for a left-edge, next-rank or dead gap); ``accepts`` lists every
    card it takes; ``left`` is the card on the gap's left, or None.
    """

    index: int
    reason: GapReason
    takes: int | None
    left: int | None
    accepts: tuple[int, ...] = ()

    @property
    def live(self) -> bool:
        return bool(self.accepts)


class Position:
    """The rows of cells of a :class:`Shape`: every card of the game once a deck, and a gap a row. Immutable."""

    __slots__ = ("cells", "shape")

    def __init__(self, cells: tuple[int, ...], shape: Shape) -> None:
        self.cells = cells
        self.shape = shape

    # -- construction and the layout string --------------------------------

    @classmethod
    def from_layout(cls, layout: str, shape: Shape) -> Position:
        """Parse a layout string: ``shape.rows`` rows of ``shape.columns`` tokens joined by ``/``, gaps as ``--``
        (Spoilt's board, with its waste: ``spoilt.SpoiltPosition.from_layout``)."""
        if shape.waste:
            from .spoilt import SpoiltPosition

            return SpoiltPosition.from_layout(layout, shape)
        if not isinstance(layout, str):
            raise LayoutLengthError(f"a layout must be a string, not {type(layout).__name__}")
        columns, nrows = shape.columns, shape.rows
        rows = layout.split("/")
        if len(rows) != nrows or any(len(row) != columns * 2 for row in rows):
            raise LayoutLengthError(
                f"a layout is {nrows} rows of {columns} two-character tokens joined by '/' "
                f"({shape.layout_length} characters); got {len(layout)} characters in {len(rows)} row(s)"
            )
        ranks = set(shape.ranks)
        cells: list[int] = []
        seen: dict[int, int] = {}
        for r, row in enumerate(rows):
            for c in range(columns):
                token = row[2 * c : 2 * c + 2]
                try:
                    card = parse_token(token)
                except CardError:
                    raise UnknownTokenError(f"unknown token {token!r} at row {r}, column {c}") from None
                if card != GAP:
                    if rank_of(card) not in ranks:
                        if rank_of(card) == ACE:
                            raise AceInLayoutError(f"ace {token} at row {r}, column {c}: aces are out of the game")
                        raise OutOfDeckError(f"{token} at row {r}, column {c}: this game's deck has no such card")
                    seen[card] = seen.get(card, 0) + 1
                    if seen[card] > shape.decks:
                        again = "twice" if shape.decks == 1 else f"{seen[card]} times"
                        raise DuplicateCardError(f"{token} appears {again} (again at row {r}, column {c})")
                cells.append(card)
        gaps = cells.count(GAP)
        if gaps != shape.gaps:
            raise GapCountError(f"a layout has exactly {shape.gaps} gaps, one a row; this one has {gaps}")
        return cls(tuple(cells), shape)

    def layout(self) -> str:
        n = self.shape.columns
        return "/".join("".join(card_token(c) for c in self.cells[r * n : (r + 1) * n]) for r in range(self.shape.rows))

    def __str__(self) -> str:
        return self.layout()

    def __repr__(self) -> str:
        if self.shape == CLASSIC:
            return f"Position.from_layout({self.layout()!r})"
        return f"Position.from_layout({self.layout()!r}, {self.shape!r})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Position) and self.cells == other.cells and self.shape == other.shape

    def __hash__(self) -> int:
        return hash(self.cells)

    def pretty(self) -> str:
        """The board as a player reads it, a row a line."""
        n = self.shape.columns
        return "\n".join(
            " ".join(f"{card_label(c) if c else '.':>3}" for c in self.cells[r * n : (r + 1) * n])
            for r in range(self.shape.rows)
        )

    # -- reading the board ----------------------------------------------------

    def card_at(self, row: int, col: int) -> int:
        return self.cells[self.shape.index(row, col)]

    def where(self, card: int) -> int:
        """The cell holding ``card`` (the first, row by row, with two decks)."""
        return self.cells.index(card)

    def face_card(self, index: int) -> int:
        """The card a player sees in drawn cell ``index`` (GAP for a gap, or a cell past the board)."""
        return self.cells[index] if index < len(self.cells) else GAP

    def holding(self, card: int) -> list[int]:
        """Every cell holding ``card``, row by row: one, or two with two decks."""
        if self.shape.decks == 1:
            return [self.cells.index(card)]
        return [i for i, c in enumerate(self.cells) if c == card]

    def gaps(self) -> list[int]:
        """The cells that are gaps, in row-major order."""
        return [i for i, c in enumerate(self.cells) if c == GAP]

    def gap_info(self, index: int) -> GapInfo:
        """What the gap at cell ``index`` takes, or why it is dead."""
        cells, shape = self.cells, self.shape
        if cells[index] != GAP:
            raise IllegalMoveError(f"cell {shape.coords(index)} is not a gap")
        fit = shape.fit
        if fit == "neighbour":
            near = sorted({cells[i] for i in shape.neighbours(index) if cells[i] != GAP})
            left = cells[index - 1] if index % shape.columns and cells[index - 1] != GAP else None
            return GapInfo(index, GapReason.NEIGHBOUR, None, left, tuple(near))
        if index % shape.columns == 0:
            return GapInfo(index, GapReason.LEFT_EDGE, None, None, tuple(make_card(shape.base, s) for s in range(4)))
        left = cells[index - 1]
        below: tuple[int, ...] = ()
        if fit == "left-or-right" and index + 1 < len(cells):
            right = cells[index + 1]  # PySolFC's Galary_RowStack: after a row's last cell, the next row's first
            before = shape.previous_card(right) if right != GAP else None
            if before is not None:
                below = (before,)
        if left == GAP:
            return (
                GapInfo(index, GapReason.BELOW_RIGHT, below[0], None, below)
                if below
                else GapInfo(index, GapReason.AFTER_GAP, None, None)
            )
        after = shape.next_card(left)
        if after is None:
            if below:
                return GapInfo(index, GapReason.BELOW_RIGHT, below[0], left, below)
            return GapInfo(index, GapReason.AFTER_KING, None, left)
        if fit == "next-any-suit":
            rank = rank_of(after)
            return GapInfo(index, GapReason.NEXT_RANK, None, left, tuple(make_card(rank, s) for s in range(4)))
        if fit == "higher-same-suit":
            suit = suit_of(left)
            higher = tuple(make_card(r, suit) for r in shape.ranks if r > rank_of(left))
            return GapInfo(index, GapReason.HIGHER_CARD, after, left, higher)
        accepts = (after, *(c for c in below if c != after))
        return GapInfo(index, GapReason.NEXT_CARD, after, left, accepts)

    def gap_infos(self) -> list[GapInfo]:
        return [self.gap_info(i) for i in self.gaps()]

    def locked_runs(self) -> tuple[int, ...]:
        """Each row's locked run length: the base card in column 0 and then its suit in rank order."""
        shape = self.shape
        cells, n, base = self.cells, shape.columns, shape.base
        runs = []
        for r in range(shape.rows):
            start = r * n
            card: int | None = cells[start]
            length = 0
            if card != GAP and rank_of(card) == base:
                length = 1
                card = shape.next_card(card)
                while length < n and card is not None and cells[start + length] == card:
                    card = shape.next_card(card)
                    length += 1
            runs.append(length)
        return tuple(runs)

    def is_locked(self, index: int) -> bool:
        row, col = self.shape.coords(index)
        return col < self.locked_runs()[row]

    def locked_cells(self) -> frozenset[int]:
        """The cells whose cards are in place: each row's locked run."""
        n = self.shape.columns
        return frozenset(r * n + c for r, run in enumerate(self.locked_runs()) for c in range(run))

    def ordered(self) -> int:
        """The score: how many cards are locked (out of ``shape.cards``: 48 in Montana, 52 with the aces)."""
        return sum(self.locked_runs())

    def is_won(self) -> bool:
        return self.ordered() == self.shape.cards

    # -- moves -----------------------------------------------------------------

    def legal_moves(self) -> list[Move]:
        """Every legal move, by gap in row-major order, then by card (a left-edge gap's base cards by suit),
        then by the cell it comes from (with two decks either copy of a card may move)."""
        shape = self.shape
        columns = shape.columns
        moves = []
        for info in self.gap_infos():
            near = shape.neighbours(info.index) if shape.fit == "neighbour" else None
            for card in sorted(info.accepts) if len(info.accepts) > 1 else info.accepts:
                for src in self.holding(card):
                    if near is None or src in near:
                        moves.append(Move(card, src, info.index, columns))
        return moves

    def moves_from(self, index: int) -> list[Move]:
        """The legal moves of the card in cell ``index`` (several for a base card, or with a looser fit)."""
        return [m for m in self.legal_moves() if m.src == index]

    def moves_to(self, index: int) -> list[Move]:
        """The legal moves into the gap at cell ``index``."""
        return [m for m in self.legal_moves() if m.dst == index]

    def why_illegal(self, move: Move) -> str | None:
        """None if ``move`` is legal here, else the reason in plain words."""
        if move.columns != self.shape.columns:
            return f"the move is written for a board of {move.columns} columns"
        if not (0 <= move.src < self.shape.cells and 0 <= move.dst < self.shape.cells):
            return "no such cell"
        if self.cells[move.src] != move.card:
            return f"{card_label(move.card)} is not in cell {self.shape.coords(move.src)}"
        if self.cells[move.dst] != GAP:
            return "a card can move only into a gap"
        info = self.gap_info(move.dst)
        if info.reason == GapReason.NEIGHBOUR:
            if move.src in self.shape.neighbours(move.dst):
                return None
            return "a gap takes only a card from the cell above, below, left or right of it"
        if move.card in info.accepts:
            return None
        if info.reason == GapReason.LEFT_EDGE:
            return f"a gap at the left edge takes only {_a_rank(self.shape.base)}"
        if info.reason == GapReason.AFTER_GAP:
            return "a gap after another gap takes nothing until that gap is filled"
        if info.reason == GapReason.AFTER_KING:
            return f"a gap after {card_label(info.left)} is dead: nothing comes after {_a_rank(self.shape.top)}"
        if info.reason in (GapReason.NEXT_RANK, GapReason.HIGHER_CARD):
            return f"this gap does not take {card_label(move.card)}"
        return f"this gap takes only {' or '.join(card_label(c) for c in info.accepts)}"

    def play(self, move: Move) -> Position:
        """The position after ``move``; an IllegalMoveError saying why if it breaks a rule."""
        reason = self.why_illegal(move)
        if reason is not None:
            raise IllegalMoveError(f"{move} is illegal: {reason}")
        cells = list(self.cells)
        cells[move.dst] = move.card
        cells[move.src] = GAP
        return Position(tuple(cells), self.shape)

    def is_stuck(self) -> bool:
        """True when no card can move.

        (A 2 hopping between left-edge gaps never makes a board look alive when
        it is not: with a left-edge gap open, at most three base cards sit in
        column 0, so the fourth can always move there, and that is a real move.)
        """
        return not self.legal_moves()


def _a_rank(rank: int) -> str:
    """``an ace``, ``a 2``, ``a king``: a rank with its article, as the reasons say it."""
    name = RANK_NAMES[rank - 1]
    return f"{'an' if name[0] in 'a8' else 'a'} {name}"


__all__ = [
    "GAP_TOKEN",
    "GapInfo",
    "Move",
    "Position",
]
