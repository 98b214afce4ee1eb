"""A position of the board: layout strings, gaps, locked runs and legal moves."""

from __future__ import annotations

from dataclasses import dataclass

from .cards import (
    GAP,
    GAP_TOKEN,
    KING,
    PLAYING_CARDS,
    TWO,
    TWOS,
    card_label,
    card_token,
    parse_card,
    parse_token,
    rank_of,
)
from .errors import (
    AceInLayoutError,
    CardError,
    DuplicateCardError,
    GapCountError,
    IllegalMoveError,
    LayoutLengthError,
    UnknownTokenError,
)

ROWS = 4
COLS = 13
CELLS = ROWS * COLS
GAPS = 4
LAYOUT_LENGTH = ROWS * COLS * 2 + ROWS - 1  # 107


def cell_index(row: int, col: int) -> int:
    return row * COLS + col


def cell_coords(index: int) -> tuple[int, int]:
    return divmod(index, COLS)


@dataclass(frozen=True)
class Move:
    """``card`` moves from cell ``src`` into the gap at cell ``dst`` (cells 0-51, row-major)."""

    card: int
    src: int
    dst: int

    def __str__(self) -> str:
        (sr, sc), (dr, dc) = cell_coords(self.src), cell_coords(self.dst)
        return f"{card_token(self.card)} {sr},{sc} -> {dr},{dc}"

    @classmethod
    def parse(cls, text: str) -> Move:
        """The move written as ``CARD ROW,COL -> ROW,COL`` (what ``str`` gives)."""
        try:
            token, src, arrow, dst = text.split()
            if arrow != "->":
                raise ValueError
            cells = []
            for part in (src, dst):
                row, col = (int(x) for x in part.split(","))
                if not (0 <= row < ROWS and 0 <= col < COLS):
                    raise ValueError
                cells.append(cell_index(row, col))
        except ValueError:
            raise IllegalMoveError(f"not a move: {text!r} (expected CARD ROW,COL -> ROW,COL)") from None
        try:
            card = parse_card(token)
        except CardError as err:
            raise IllegalMoveError(f"not a move: {text!r}: {err}") from None
        return cls(card, cells[0], cells[1])


@dataclass(frozen=True)
class GapInfo:
    """What one gap takes.

    ``reason`` is ``left-edge`` (live, takes any 2), ``next-card`` (live, takes
    ``takes``), ``after-king`` or ``after-gap`` (dead: takes nothing now).
    ``left`` is the card on the gap's left, or None.
    """

    index: int
    reason: str
    takes: int | None
    left: int | None

    @property
    def live(self) -> bool:
        return self.reason in ("left-edge", "next-card")


class Position:
    """Four rows of thirteen cells: 48 distinct playing cards and 4 gaps. Immutable."""

    __slots__ = ("cells",)

    def __init__(self, cells: tuple[int, ...]) -> None:
        self.cells = cells

    # -- construction and the layout string --------------------------------

    @classmethod
    def from_layout(cls, layout: str) -> Position:
        """Parse a layout string: 4 rows of 13 tokens joined by ``/``, gaps as ``--``."""
        if not isinstance(layout, str):
            raise LayoutLengthError(f"a layout must be a string, not {type(layout).__name__}")
        rows = layout.split("/")
        if len(rows) != ROWS or any(len(row) != COLS * 2 for row in rows):
            raise LayoutLengthError(
                f"a layout is {ROWS} rows of {COLS} two-character tokens joined by '/' "
                f"({LAYOUT_LENGTH} characters); got {len(layout)} characters in {len(rows)} row(s)"
            )
        cells: list[int] = []
        seen: set[int] = set()
        for r, row in enumerate(rows):
            for c in range(COLS):
                token = row[2 * c : 2 * c + 2]
                try:
                    card = parse_token(token)
                except CardError:
                    raise UnknownTokenError(f"unknown token {token!r} at row {r}, column {c}") from None
                if card != GAP:
                    if rank_of(card) == 1:
                        raise AceInLayoutError(f"ace {token} at row {r}, column {c}: aces are out of the game")
                    if card in seen:
                        raise DuplicateCardError(f"{token} appears twice (again at row {r}, column {c})")
                    seen.add(card)
                cells.append(card)
        gaps = cells.count(GAP)
        if gaps != GAPS:
            raise GapCountError(f"a layout has exactly {GAPS} gaps, this one has {gaps}")
        return cls(tuple(cells))

    def layout(self) -> str:
        return "/".join("".join(card_token(c) for c in self.cells[r * COLS : (r + 1) * COLS]) for r in range(ROWS))

    def __str__(self) -> str:
        return self.layout()

    def __repr__(self) -> str:
        return f"Position.from_layout({self.layout()!r})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Position) and self.cells == other.cells

    def __hash__(self) -> int:
        return hash(self.cells)

    def pretty(self) -> str:
        """The board as a player reads it, a row a line."""
        return "\n".join(
            " ".join(f"{card_label(c) if c else '.':>3}" for c in self.cells[r * COLS : (r + 1) * COLS])
            for r in range(ROWS)
        )

    # -- reading the board ----------------------------------------------------

    def card_at(self, row: int, col: int) -> int:
        return self.cells[cell_index(row, col)]

    def where(self, card: int) -> int:
        """The cell holding ``card``."""
        return self.cells.index(card)

    def gaps(self) -> list[int]:
        """The cells that are gaps, in row-major order."""
        return [i for i, c in enumerate(self.cells) if c == GAP]

    def gap_info(self, index: int) -> GapInfo:
        """What the gap at cell ``index`` takes, or why it is dead."""
        if self.cells[index] != GAP:
            raise IllegalMoveError(f"cell {cell_coords(index)} is not a gap")
        if index % COLS == 0:
            return GapInfo(index, "left-edge", None, None)
        left = self.cells[index - 1]
        if left == GAP:
            return GapInfo(index, "after-gap", None, None)
        if rank_of(left) == KING:
            return GapInfo(index, "after-king", None, left)
        return GapInfo(index, "next-card", left + 1, left)

    def gap_infos(self) -> list[GapInfo]:
        return [self.gap_info(i) for i in self.gaps()]

    def locked_runs(self) -> tuple[int, ...]:
        """Each row's locked run length: a 2 in column 0 and then its suit in rank order."""
        runs = []
        for r in range(ROWS):
            base = r * COLS
            card = self.cells[base]
            n = 0
            if card != GAP and rank_of(card) == TWO:
                n = 1
                while n < COLS and self.cells[base + n] == card + 1:
                    card += 1
                    n += 1
            runs.append(n)
        return tuple(runs)

    def is_locked(self, index: int) -> bool:
        row, col = cell_coords(index)
        return col < self.locked_runs()[row]

    def ordered(self) -> int:
        """The score: how many cards are locked, out of 48."""
        return sum(self.locked_runs())

    def is_won(self) -> bool:
        return self.ordered() == len(PLAYING_CARDS)

    # -- moves -----------------------------------------------------------------

    def legal_moves(self) -> list[Move]:
        """Every legal move, by gap in row-major order, 2s by suit for a left-edge gap."""
        cells = self.cells
        moves = []
        for g in self.gaps():
            if g % COLS == 0:
                for two in TWOS:
                    moves.append(Move(two, cells.index(two), g))
                continue
            left = cells[g - 1]
            if left != GAP and rank_of(left) != KING:
                moves.append(Move(left + 1, cells.index(left + 1), g))
        return moves

    def moves_from(self, index: int) -> list[Move]:
        """The legal moves of the card in cell ``index`` (several for a 2)."""
        return [m for m in self.legal_moves() if m.src == index]

    def moves_to(self, index: int) -> list[Move]:
        """The legal moves into the gap at cell ``index``."""
        return [m for m in self.legal_moves() if m.dst == index]

    def why_illegal(self, move: Move) -> str | None:
        """None if ``move`` is legal here, else the reason in plain words."""
        if not (0 <= move.src < CELLS and 0 <= move.dst < CELLS):
            return "no such cell"
        if self.cells[move.src] != move.card:
            return f"{card_label(move.card)} is not in cell {cell_coords(move.src)}"
        if self.cells[move.dst] != GAP:
            return "a card can move only into a gap"
        info = self.gap_info(move.dst)
        if info.reason == "left-edge":
            return None if rank_of(move.card) == TWO else "a gap at the left edge takes only a 2"
        if info.reason == "after-gap":
            return "a gap after another gap takes nothing until that gap is filled"
        if info.reason == "after-king":
            return f"a gap after {card_label(info.left)} is dead: nothing comes after a king"
        if move.card != info.takes:
            return f"this gap takes only {card_label(info.takes)}"
        return None

    def play(self, move: Move) -> Position:
        """The position after ``move``; an IllegalMoveError saying why if it breaks a rule."""
        reason = self.why_illegal(move)
        if reason is not None:
            raise IllegalMoveError(f"{move} is illegal: {reason}")
        cells = list(self.cells)
        cells[move.dst] = move.card
        cells[move.src] = GAP
        return Position(tuple(cells))

    def is_stuck(self) -> bool:
        """True when no card can move.

        (A 2 hopping between left-edge gaps never makes a board look alive when
        it is not: with a left-edge gap open, at most three 2s sit in column 0,
        so the fourth can always move there, and that is a real move.)
        """
        return not self.legal_moves()


__all__ = [
    "CELLS",
    "COLS",
    "GAPS",
    "GAP_TOKEN",
    "LAYOUT_LENGTH",
    "ROWS",
    "GapInfo",
    "Move",
    "Position",
    "cell_coords",
    "cell_index",
]
