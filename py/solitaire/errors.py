"""The engine's exceptions: one ValueError subclass per kind of bad input."""

from __future__ import annotations


class SolitaireError(ValueError):
    """Base class of every error the engine raises on bad input."""


class CardError(SolitaireError):
    """A card token is not one of the playing cards (two characters: a rank and a suit)."""


class LayoutError(SolitaireError):
    """A layout string does not describe a valid position."""


class LayoutLengthError(LayoutError):
    """The layout string has the wrong length or row shape."""


class UnknownTokenError(LayoutError):
    """A two-character token is neither a card nor a gap."""


class AceInLayoutError(LayoutError):
    """An ace appears in a layout of a game whose aces are out of it."""


class OutOfDeckError(LayoutError):
    """A card appears in a layout that the game's deck does not hold (a 5 in Paganini, a jack in House
    of Commons)."""


class DuplicateCardError(LayoutError):
    """A card appears more often in a layout than the game's decks hold it (once a deck)."""


class GapCountError(LayoutError):
    """A layout does not have one gap a row (four, eight with two decks)."""


class SettingsError(SolitaireError):
    """A variant name or a setting is not valid."""


class SeedError(SolitaireError):
    """A seed is not an integer in the documented range."""


class IllegalMoveError(SolitaireError):
    """A move breaks the rules in the current position."""


class RedealError(SolitaireError):
    """A redeal is not allowed now."""


class NoRedealsLeftError(RedealError):
    """Every redeal the settings allow has been used."""


class RedealNotStuckError(RedealError):
    """The variant redeals only when stuck, and a move is still possible."""


class GameOverError(SolitaireError):
    """The game has ended (won, lost or given up); no action can be taken."""


class NothingToUndoError(SolitaireError):
    """Undo was asked for at the start of the game."""


class NothingToRedoError(SolitaireError):
    """Redo was asked for with nothing undone."""


class BookmarkError(SolitaireError):
    """A bookmark cannot be set or gone to."""


class BookmarkSlotError(BookmarkError):
    """A bookmark's number is not one of 1 to ``game.MAX_BOOKMARKS``."""


class BookmarksFullError(BookmarkError):
    """Every bookmark is set, and a new one was asked for without saying which to replace."""


class NoSuchBookmarkError(BookmarkError):
    """The game has no bookmark of that number."""


class AtBookmarkError(BookmarkError):
    """The game is already at the point the bookmark marks."""


class SaveError(SolitaireError):
    """A saved game cannot be loaded."""


class SaveFormatError(SaveError):
    """The save is not a JSON object of this game's format."""


class SaveTooLargeError(SaveError):
    """The save is longer than any save this engine writes (``save.MAX_CHARS``)."""


class SaveTooDeepError(SaveError):
    """The save's JSON nests deeper than any save this engine writes (``save.MAX_DEPTH``)."""


class SaveVersionError(SaveError):
    """The save comes from a format version this engine does not know."""


class SaveFieldError(SaveError):
    """A field of the save is missing or has a wrong value."""


class SaveActionError(SaveError):
    """An action recorded in the save is not legal when replayed."""


class SaveTamperedError(SaveError):
    """The saved position is not what the saved actions lead to."""
