"""One state of a game as a value: what the rules, the analysis, Auto and the worker protocol depend on.

A :class:`GameState` is the settings, the seed, the position, the redeals left and whether the
player gave up: no history. Two games that reach the same state have equal, equally hashed
states, so it is the key of every cache of answers (the page's analysis, Hint, Auto's plans).
:meth:`Game.state <solitaire.game.Game.state>` gives a game's; :meth:`to_dict` and
:meth:`from_dict` carry one to the analysis worker and back.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from typing import Any

from .errors import SettingsError
from .position import Position
from .settings import Settings, check_seed
from .status import Status


@dataclass(frozen=True)
class GameState:
    """A game's state. Immutable; checked when made (the position is a board of the settings' shape)."""

    settings: Settings
    seed: int
    position: Position
    redeals_left: int
    gave_up: bool = False
    unlimited: bool = False  # a practice game with no limit on redeals (Game's ``unlimited``)

    def __post_init__(self) -> None:
        check_seed(self.seed)
        if self.position.shape != self.settings.shape:
            raise SettingsError(f"a position of {self.position.shape} is not a board of {self.settings.shape}")
        if type(self.redeals_left) is not int or not 0 <= self.redeals_left <= self.settings.redeals:
            raise SettingsError(f"redeals left must be 0 to {self.settings.redeals} here, not {self.redeals_left!r}")
        if type(self.gave_up) is not bool:
            raise SettingsError(f"gave_up must be true or false, not {self.gave_up!r}")
        if type(self.unlimited) is not bool:
            raise SettingsError(f"unlimited must be true or false, not {self.unlimited!r}")

    @cached_property
    def status(self) -> Status:
        """What the rules say of this state (no undo or redo: a state has no history)."""
        return Status.of(
            self.position, self.settings, redeals_left=self.redeals_left, gave_up=self.gave_up, unlimited=self.unlimited
        )

    def to_dict(self) -> dict[str, Any]:
        return {
            "settings": self.settings.to_dict(),
            "seed": self.seed,
            "layout": self.position.layout(),
            "redeals_left": self.redeals_left,
            "gave_up": self.gave_up,
            "unlimited": self.unlimited,
        }

    @classmethod
    def from_dict(cls, data: Any) -> GameState:
        """A state from :meth:`to_dict`'s form; anything else is a :class:`~solitaire.errors.SolitaireError`."""
        if not isinstance(data, dict):
            raise SettingsError("a game state must be an object")
        missing = [k for k in ("settings", "seed", "layout", "redeals_left", "gave_up") if k not in data]
        if missing:
            raise SettingsError(f"a game state lacks {', '.join(missing)}")
        settings = Settings.from_dict(data["settings"])
        return cls(
            settings,
            data["seed"],
            Position.from_layout(data["layout"], settings.shape),
            data["redeals_left"],
            data["gave_up"],
            data.get("unlimited", False),  # optional: a state sent before practice games is not one
        )


__all__ = ["GameState"]
