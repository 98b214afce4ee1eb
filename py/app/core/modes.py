"""The ways to play a deal beside its own rules, and where each keeps its statistics: a timed game
(app.core.timed: ten minutes, for a score) and a practice game with no limit on redeals (the engine's
``Game(..., unlimited=True)``, as thechar.com's Montana has it). Their games are counted under
"<variant>:timed" and "<variant>:practice", apart from the variant's own figures, so neither is ever a win
of the variant nor sets its personal bests. A practice game's wins are also counted by the redeals used.
"""

from __future__ import annotations

import enum

from app.text.i18n import t


class Mode(enum.Enum):
    """How a deal is played: by its own rules, timed, or as practice with unlimited redeals."""

    PLAIN = ""
    TIMED = "timed"
    PRACTICE = "practice"


def mode_of(unlimited: bool, timed: bool) -> Mode:
    """The mode of a game: practice when its redeals have no limit (the engine's), timed by the glue's meta."""
    if unlimited:
        return Mode.PRACTICE
    return Mode.TIMED if timed else Mode.PLAIN


def labelled(label: str, mode: Mode) -> str:
    """A deal's label as its mode names it: "deal 7", "deal 7, timed", "deal 7, practice"."""
    return label if mode is Mode.PLAIN else t(f"ui.{mode.value}.deal", deal=label)


SEPARATOR = ":"
SHOWN = (Mode.TIMED, Mode.PRACTICE)  # the Statistics dialog's cards after the variants' own, in this order


def stats_key(variant: str, mode: Mode) -> str:
    """Where the statistics of ``variant``'s games played in ``mode`` are kept."""
    return variant if mode is Mode.PLAIN else f"{variant}{SEPARATOR}{mode.value}"


def key_mode(key: str) -> tuple[str, Mode]:
    """The variant and mode whose games a statistics key holds (a key of no known mode: itself, plain)."""
    variant, _, suffix = key.rpartition(SEPARATOR)
    for mode in SHOWN:
        if variant and suffix == mode.value:
            return variant, mode
    return key, Mode.PLAIN


__all__ = ["SHOWN", "Mode", "key_mode", "labelled", "mode_of", "stats_key"]
