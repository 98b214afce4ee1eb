"""Which sound an event makes (pure): the page plays it when the player turned sounds on (Settings).

The sounds themselves (short, quiet tones made in the browser, no files) are js/sound.js's; this
module only names which one an event calls for, so the choice is tested without a browser.
"""

from __future__ import annotations

import enum

from app.core.events import Event, Kind
from solitaire import Outcome


class Sound(enum.Enum):
    """A sound js/sound.js knows by this name."""

    PLACE = "place"  # a card into a gap (or back, for an undo)
    DEAL = "deal"  # a redeal, or a new deal on the board
    REFUSE = "refuse"  # the engine refused what the player asked
    WIN = "win"  # the game is won: a rising chord (one chord when motion is reduced)
    END = "end"  # the game is over and not won (stuck, given up)


def sound_for(event: Event) -> Sound | None:
    """The sound ``event`` makes, or None (a bookmark set, a refusal nobody asked for in person...)."""
    if event.kind is Kind.REFUSED:
        return Sound.REFUSE if event.error is not None else None
    if event.ended:
        return Sound.WIN if event.status.outcome is Outcome.WON else Sound.END
    if event.is_redeal or event.new_game:
        return Sound.DEAL
    if event.slide is not None:
        return Sound.PLACE
    return None


__all__ = ["Sound", "sound_for"]
