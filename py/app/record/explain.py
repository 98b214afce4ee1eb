"""Engine errors in the player's words: the one table from an error class to the catalogue's text."""

from __future__ import annotations

from app.text.i18n import t, tn
from solitaire import errors as e

from .guard import reason_text, save_reason

# The most specific class first: the first match names the text. Refusals of an action are
# sentences; why a layout cannot be read are clauses ("it holds an ace"). Why a save cannot be
# read goes by guard.py's reason codes, like every stored value.
TEXTS: tuple[tuple[type[Exception], str], ...] = (
    (e.NothingToUndoError, "error.nothing_to_undo"),
    (e.NothingToRedoError, "error.nothing_to_redo"),
    (e.NoSuchBookmarkError, "error.no_bookmark"),
    (e.AtBookmarkError, "error.at_bookmark"),
    (e.BookmarksFullError, "error.bookmarks_full"),
    (e.BookmarkSlotError, "error.bookmark_slot"),
    (e.RedealNotStuckError, "error.redeal_not_stuck"),
    (e.IllegalMoveError, "error.illegal_move"),
    (e.LayoutLengthError, "layout.reason.length"),
    (e.UnknownTokenError, "layout.reason.token"),
    (e.AceInLayoutError, "layout.reason.ace"),
    (e.OutOfDeckError, "layout.reason.out_of_deck"),
    (e.DuplicateCardError, "layout.reason.duplicate"),
    (e.GapCountError, "layout.reason.gaps"),
    (e.LayoutError, "layout.reason.unknown"),
)


def explain(err: Exception, *, gave_up: bool = False, redeals: int = 0) -> str:
    """What ``err`` means to the player, in the current language.

    ``gave_up`` tells a game given up from one that ended; ``redeals`` is the
    deal's redeal count, for "no redeal left"."""
    if isinstance(err, e.GameOverError):
        return t("error.gave_up" if gave_up else "error.game_over")
    if isinstance(err, e.SaveError):  # why a save could not be read: by its reason code, as for any stored value
        return reason_text(save_reason(err))
    if isinstance(err, e.NoRedealsLeftError):
        return tn("error.no_redeal_left", redeals) if redeals else t("error.no_redeals")
    for kind, key in TEXTS:
        if isinstance(err, kind):
            return t(key)
    return t("error.not_now")


__all__ = ["TEXTS", "explain"]
