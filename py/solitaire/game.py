"""A game: settings, seed, position and its history of moves and redeals, with undo and redo."""

from __future__ import annotations

from dataclasses import dataclass

from .deal import opening, redeal
from .errors import (
    AtBookmarkError,
    BookmarksFullError,
    BookmarkSlotError,
    GameOverError,
    NoSuchBookmarkError,
    NothingToRedoError,
    NothingToUndoError,
    SettingsError,
    SolitaireError,
)
from .position import Move, Position
from .settings import Settings, check_seed
from .shape import Shape
from .state import GameState
from .status import Outcome, Status


@dataclass(frozen=True)
class Redeal:
    """The action of redealing (its outcome follows from the game's seed and position)."""

    def __str__(self) -> str:
        return "redeal"


REDEAL = Redeal()
Action = Move | Redeal
MAX_BOOKMARKS = 9  # bookmarks 1 to 9, as PySolFC's


def redeals_left(settings: Settings, used: int, unlimited: bool = False) -> int:
    """The redeals ``settings`` leave after ``used``; for a practice game (``unlimited``) what they would
    leave, never below 0."""
    left = settings.redeals - used
    return max(0, left) if unlimited else left


def check_slot(slot: object) -> int:
    """``slot`` as a bookmark's number (1 to MAX_BOOKMARKS); a BookmarkSlotError if it is not one."""
    if type(slot) is not int or not 1 <= slot <= MAX_BOOKMARKS:
        raise BookmarkSlotError(f"a bookmark is numbered 1 to {MAX_BOOKMARKS}, not {slot!r}")
    return slot


def parse_action(text: str, shape: Shape) -> Action:
    """An action from its text: ``redeal`` or a move as ``CARD ROW,COL -> ROW,COL`` on the board of ``shape``."""
    if text == "redeal":
        return REDEAL
    return Move.parse(text, shape)


class Game:
    """One deal being played. Every change goes through :meth:`push`, undone by :meth:`pop`.

    ``start`` is the deal's opening unless a game is started from a shared layout. ``unlimited``: a practice
    game with no limit on redeals (as thechar.com's Montana has it); ``redeals_left`` then counts what the
    deal's own rules would leave, never below 0, and the status never refuses a redeal for want of one.
    """

    def __init__(
        self, settings: Settings, seed: int, start: Position | None = None, *, unlimited: bool = False
    ) -> None:
        if type(unlimited) is not bool:
            raise SettingsError(f"unlimited must be true or false, not {unlimited!r}")
        self.settings = settings
        self.unlimited = unlimited
        self.seed = check_seed(seed)
        self.dealt = opening(settings, seed)
        if start is not None and start.shape != settings.shape:
            raise SettingsError(f"a position of {start.shape} cannot start a game played on {settings.shape}")
        self.start = self.dealt if start is None else start
        self.position = self.start
        self.gave_up = False
        self._stack: list[tuple[Action, Position]] = []  # each action with the position before it
        self._redo: list[Action] = []  # undone actions, the next to redo last
        self._marks: dict[int, int] = {}  # bookmark number -> the number of actions taken at that point
        self.dropped_bookmarks: tuple[str, ...] = ()  # why a save's bookmarks were dropped when it was read
        self._status: Status | None = None  # worked out on first read after each change

    # -- state -----------------------------------------------------------------

    @property
    def actions(self) -> list[Action]:
        """The actions that led from ``start`` to ``position``."""
        return [action for action, _ in self._stack]

    @property
    def redo_stack(self) -> list[Action]:
        """The undone actions; :meth:`redo` replays the last one first."""
        return list(self._redo)

    @property
    def line(self) -> list[Action]:
        """The game's line: the actions taken, then the undone ones in the order redo plays them."""
        return self.actions + self._redo[::-1]

    @property
    def bookmarks(self) -> dict[int, int]:
        """Each bookmark's number and the number of actions taken at its point (a prefix of :attr:`line`)."""
        return dict(sorted(self._marks.items()))

    @property
    def moves(self) -> int:
        """Moves made (a redeal is not a move)."""
        return sum(1 for action, _ in self._stack if isinstance(action, Move))

    @property
    def redeals_used(self) -> int:
        return sum(1 for action, _ in self._stack if isinstance(action, Redeal))

    @property
    def redeals_left(self) -> int:
        """The redeals the deal's rules leave (:func:`redeals_left`)."""
        return redeals_left(self.settings, self.redeals_used, self.unlimited)

    @property
    def from_layout(self) -> bool:
        """True when the game started from a given position, not the seed's opening."""
        return self.start != self.dealt

    @property
    def status(self) -> Status:
        """How the game stands now: outcome, what is allowed and why not. Worked out once per state."""
        if self._status is None:
            self._status = Status.of(
                self.position,
                self.settings,
                redeals_left=self.redeals_left,
                gave_up=self.gave_up,
                unlimited=self.unlimited,
                can_undo=bool(self._stack),
                can_redo=bool(self._redo),
                moves=self.moves,
            )
        return self._status

    @property
    def state(self) -> GameState:
        """The game's state as a value (no history): what the analysis, Auto and the worker depend on."""
        return GameState(self.settings, self.seed, self.position, self.redeals_left, self.gave_up, self.unlimited)

    @property
    def arrived_over(self) -> bool:
        """True when the game was over before any action: its start is a won or stuck board (a link to one)."""
        return not self._stack and self.status.outcome in (Outcome.WON, Outcome.STUCK)

    @property
    def in_progress(self) -> bool:
        """True when losing this game would lose something the player did: an action taken or undone, and
        the game not over."""
        return bool(self._stack or self._redo) and not self.status.over

    # -- actions ---------------------------------------------------------------

    def after(self, action: Action) -> Position:
        """The position ``action`` would lead to, or the specific error why it cannot be taken."""
        if self.gave_up or self.position.is_won():  # cheaper than the whole status (a save replays every action)
            raise GameOverError("the game is over")
        if isinstance(action, Redeal):
            refusal = self.status.redeal_refusal
            if refusal is not None:
                raise refusal
            return redeal(self.position, self.settings, self.seed, self.redeals_used + 1)
        if isinstance(action, Move):
            return self.position.play(action)
        raise SolitaireError(f"not an action: {action!r}")

    def push(self, action: Action) -> Position:
        """Take ``action``; clears what could be redone. Returns the new position."""
        new = self.after(action)
        here = len(self._stack)
        # A bookmark stays while the line still runs through it: up to here, or one further on when this
        # action is the one that was undone there.
        same = bool(self._redo) and self._redo[-1] == action
        self._marks = {n: k for n, k in self._marks.items() if k <= here or (k == here + 1 and same)}
        self._stack.append((action, self.position))
        self._redo.clear()
        self.position = new
        self._status = None
        return new

    def pop(self) -> Action:
        """Undo the last action and return it (kept for redo)."""
        if self.gave_up:
            raise GameOverError("the game was given up")
        if not self._stack:
            raise NothingToUndoError("nothing to undo")
        action, before = self._stack.pop()
        self.position = before
        self._redo.append(action)
        self._status = None
        return action

    def redo(self) -> Action:
        """Replay the last undone action."""
        if not self._redo:
            raise NothingToRedoError("nothing to redo")
        action = self._redo[-1]
        redo, marks = self._redo[:-1], self._marks
        self.push(action)
        self._redo, self._marks = redo, marks
        self._status = None
        return action

    # -- bookmarks -------------------------------------------------------------

    def set_bookmark(self, slot: int | None = None) -> int:
        """Mark the point the game is at as bookmark ``slot`` (replacing it), or as the lowest free one;
        returns its number. A BookmarksFullError when all are set and no ``slot`` is given."""
        if self.gave_up:
            raise GameOverError("the game was given up")
        if slot is None:
            free = [n for n in range(1, MAX_BOOKMARKS + 1) if n not in self._marks]
            if not free:
                raise BookmarksFullError(f"all {MAX_BOOKMARKS} bookmarks are set")
            slot = free[0]
        self._marks[check_slot(slot)] = len(self._stack)
        return slot

    def go_to_bookmark(self, slot: int) -> int:
        """Undo (or redo) to bookmark ``slot``'s point; the actions after it stay on the redo stack. Returns
        the number of actions undone (negative when it went forward)."""
        target = self._marks.get(check_slot(slot))
        if target is None:
            raise NoSuchBookmarkError(f"there is no bookmark {slot}")
        here = len(self._stack)
        if target == here:
            raise AtBookmarkError(f"the game is at bookmark {slot}")
        if self.gave_up:
            raise GameOverError("the game was given up")
        while len(self._stack) > target:
            self.pop()
        while len(self._stack) < target:
            self.redo()
        return here - target

    def load_bookmarks(self, marks: dict[int, int]) -> None:
        """Take the bookmarks a save holds, each checked: a number of 1 to 9 and a point on :attr:`line`."""
        length = len(self._stack) + len(self._redo)
        for slot, count in marks.items():
            if type(count) is not int or not 0 <= count <= length:
                raise BookmarkSlotError(f"bookmark {slot} marks no point of this game ({count!r})")
        self._marks = {check_slot(slot): count for slot, count in marks.items()}

    def give_up(self) -> None:
        if self.status.over:
            raise GameOverError("the game is over")
        self.gave_up = True
        self._status = None

    def restart(self) -> Game:
        """A fresh game of the same deal from the same start."""
        return Game(self.settings, self.seed, self.start, unlimited=self.unlimited)
