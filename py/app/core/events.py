"""The action pipeline's vocabulary: what is asked of the session (a :data:`Request` of the game, a
:data:`PickRequest` of the picker), and the event it reports back (pure data)."""

from __future__ import annotations

import enum
from dataclasses import dataclass, field

from solitaire import GAP, Action, Move, Position, Redeal, SolitaireError, Status
from solitaire.deal import redeal_cells


class Nothing(SolitaireError):
    """A request that found nothing to do (no game set aside, no newer save, no room): the event is REFUSED."""


class Source(enum.Enum):
    """Who asked for an action."""

    PLAYER = "player"  # a tap, a drag or a key
    AUTO = "auto"  # the Auto button (or key)
    PLAY_OUT = "play-out"  # one step of Play it out
    SOLUTION = "solution"  # one step of Show me the win (the solver's proven line)


class Command(enum.Enum):
    """Requests that are not an engine action of their own."""

    UNDO = "undo"
    REDO = "redo"
    GIVE_UP = "give-up"
    RESTART = "restart"  # this deal again from its start
    RELOAD = "reload"  # take the newer save another tab wrote
    TIME_UP = "time-up"  # a timed game's ten minutes ran out (app.core.timed): it ends as given up


@dataclass(frozen=True)
class NewDeal:
    """A new deal of ``variant`` (its usual redeal count unless given; a random deal unless ``seed``).

    ``daily`` (YYYY-MM-DD) asks for that day's daily deal instead (its own redeal count and seed; the game
    in progress of that deal if there is one). A random deal comes from the proved-winnable list when the
    session's ``winnable_only`` is set."""

    variant: str
    redeals: int | None = None
    seed: int | None = None
    daily: str | None = None
    timed: bool = False  # a timed game (app.core.timed): ten minutes, its own score and statistics
    practice: bool = False  # a practice game (app.core.modes): no limit on redeals, its own statistics


@dataclass(frozen=True)
class Resume:
    """Go back to the game in progress saved under ``key`` (set aside, or another variant's game in play)."""

    key: str


@dataclass(frozen=True)
class SetBookmark:
    """Mark the point the game is at as bookmark ``slot`` (1 to 9), or the lowest free one if None."""

    slot: int | None = None


@dataclass(frozen=True)
class GoToBookmark:
    """Undo (or redo) to bookmark ``slot``'s point: the actions after it stay on the redo stack."""

    slot: int


@dataclass(frozen=True)
class TryFrom:
    """Practice this deal from the point ``count`` actions into the current game (a review's "Try from here"):
    a new game that replays them, counted as a game with help."""

    count: int


Request = Move | Redeal | Command | NewDeal | Resume | SetBookmark | GoToBookmark | TryFrom


@dataclass(frozen=True)
class Pick:
    """A tap on cell ``index`` (a click, a touch, Enter or Space): the picker says what it asks for
    (app.core.picking), a move, a choice to wait for, a cancel, or nothing and why."""

    index: int


@dataclass(frozen=True)
class Unpick:
    """Drop the pending pick, if any (a drag starts, Escape)."""


UNPICK = Unpick()
PickRequest = Pick | Unpick  # handled by Session.pick, which hands a move on to Session.apply


class Kind(enum.Enum):
    """What an event did to the game."""

    MOVE = "move"
    REDEAL = "redeal"
    UNDO = "undo"  # ``action`` is what was undone
    REDO = "redo"  # ``action`` is what was played again
    GIVE_UP = "give-up"
    TIME_UP = "time-up"  # a timed game's time ran out: over as given up
    RESTART = "restart"
    NEW_DEAL = "new-deal"
    RESUME = "resume"
    RELOAD = "reload"
    PRACTICE = "practice"  # a practice game from a point of the last one (TryFrom)
    BOOKMARK_SET = "bookmark-set"  # nothing moved; ``bookmark`` is its number
    BOOKMARK_GO = "bookmark-go"  # undone (or redone) to bookmark ``bookmark``
    REFUSED = "refused"  # nothing changed: ``error`` says why when the engine refused


DEALS = frozenset({Kind.RESTART, Kind.NEW_DEAL, Kind.RESUME, Kind.RELOAD, Kind.PRACTICE})  # a game replaced by another


@dataclass(frozen=True)
class Event:
    """One action's report: what happened, the positions before and after, and the new status.

    Saving, statistics, the clock, the spoken text, animation and drawing all read
    this; none of them compares boards to find out what happened.
    """

    kind: Kind
    before: Position
    after: Position
    status: Status
    action: Action | None = None
    source: Source = Source.PLAYER
    ended: bool = False  # this event ended the game
    error: SolitaireError | None = field(default=None, compare=False)
    bests: frozenset = frozenset()  # the personal bests (stats.Best) this event set: only a win's
    perfect: bool = False  # this event won the game as a perfect game (stats.Finish.perfect)
    bookmark: int | None = None  # the bookmark set or gone to

    @property
    def changed(self) -> bool:
        return self.kind is not Kind.REFUSED

    @property
    def new_game(self) -> bool:
        """True when the game on screen is another one (or the same deal from its start)."""
        return self.kind in DEALS

    @property
    def forward(self) -> Action | None:
        """The engine action taken from ``before`` to ``after`` (a move, a redeal or a redo), else None."""
        if self.kind in (Kind.MOVE, Kind.REDEAL, Kind.REDO):
            return self.action
        return None

    @property
    def slide(self) -> tuple[int, int] | None:
        """(from cell, to cell) of the one card that moved, for a move, its redo and its undo; else None."""
        move = self.action
        if not isinstance(move, Move):
            return None
        if self.kind in (Kind.MOVE, Kind.REDO):
            return move.src, move.dst
        if self.kind is Kind.UNDO:
            return move.dst, move.src
        return None

    @property
    def is_redeal(self) -> bool:
        """A redeal, its redo or its undo."""
        return isinstance(self.action, Redeal) and self.kind in (Kind.REDEAL, Kind.REDO, Kind.UNDO)

    @property
    def dealt(self) -> tuple[int, ...]:
        """The cells a card was dealt into, as the engine says (solitaire.deal.redeal_cells): for a redeal and
        its redo, the cells after the runs of the position it was dealt from; for its undo, those same cells
        given their cards back; for a new game every card's cell; () for the rest."""
        after = self.after.cells
        if self.new_game:
            return tuple(i for i, card in enumerate(after) if card != GAP)
        if not self.is_redeal:
            return ()
        dealt_from = self.after if self.kind is Kind.UNDO else self.before
        return tuple(i for i in redeal_cells(dealt_from) if after[i] != GAP)


__all__ = [
    "DEALS",
    "UNPICK",
    "Command",
    "Event",
    "GoToBookmark",
    "Kind",
    "NewDeal",
    "Nothing",
    "Pick",
    "PickRequest",
    "Request",
    "Resume",
    "SetBookmark",
    "Source",
    "TryFrom",
    "Unpick",
]
