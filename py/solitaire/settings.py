"""Variants as data: the four settings of a deal and the named presets."""

from __future__ import annotations

from dataclasses import dataclass, fields, replace
from typing import Any

from .errors import SeedError, SettingsError
from .shape import ACE, ACE_TO_KING, CLASSIC, DECKS, FITS, Shape

# How the cards are dealt (deal.opening): row-end, ace-holes and top-holes play without one rank of the
# deck (the aces, or the deck's top rank, lifted out); aces-left, aces-first and first-empty keep every
# rank of the deck in play, the ace heading each row.
OPENINGS = ("row-end", "ace-holes", "top-holes", "aces-left", "aces-first", "first-empty", "face-down")
LIFTING_OPENINGS = ("row-end", "ace-holes", "top-holes")
# The decks a game is dealt from, by name: the ranks of each suit (docs/rules.md).
DECK_RANKS: dict[str, tuple[int, ...]] = {
    "full": ACE_TO_KING,  # 52 cards a deck
    "ace-six-to-king": (ACE, *range(6, 14)),  # Paganini's 36
    "ace-to-ten": tuple(range(ACE, 11)),  # House of Commons' 40
    "ace-to-six": tuple(range(ACE, 7)),  # Line Up's and Rectangular Rovers' 24
    "ace-seven-to-king": (ACE, *range(7, 14)),  # Spoilt's 32
}
# Where a redeal puts the gaps: shuffled in with the cards, straight after each row's run, or in each
# row's last column (deal.redeal).
REDEAL_GAPS = ("scattered", "after-runs", "last-column")
REDEAL_WHEN = ("any-time", "when-stuck")
MAX_REDEALS = 3
REDEAL_COUNTS = tuple(range(MAX_REDEALS + 1))  # every redeal count a deal may allow
SEED_MAX = 2**32 - 1


@dataclass(frozen=True)
class Settings:
    """The rules a deal is played by.

    ``opening``: ``row-end`` deals 48 cards into columns 1-12 (gaps in the last
    column) or ``ace-holes`` deals all 52 cards and lifts the aces out (13
    columns); ``aces-left`` deals the 52 cards into columns 2-14 and moves each
    ace to the left edge of a row, ``aces-first`` puts the aces at the left edges
    and deals the other 48 cards into columns 3-14 (14 columns, the aces in play).
    ``redeals``: how many redeals the deal allows (0-3).
    ``redeal_gaps``: ``scattered`` shuffles the gaps in with the cards,
    ``after-runs`` puts one gap straight after each row's locked run.
    ``redeal_when``: ``any-time`` or only ``when-stuck``.
    ``fit``: what a gap takes (shape.FITS); ``next-left`` is the classic rule.
    ``deck``: the deck dealt (DECK_RANKS), ``decks``: how many of it (1 or 2).
    """

    opening: str
    redeals: int
    redeal_gaps: str
    redeal_when: str
    fit: str = "next-left"
    deck: str = "full"
    decks: int = 1

    def __post_init__(self) -> None:
        if self.opening not in OPENINGS:
            raise SettingsError(f"opening must be one of {', '.join(OPENINGS)}, not {self.opening!r}")
        if type(self.redeals) is not int or not 0 <= self.redeals <= MAX_REDEALS:
            raise SettingsError(f"redeals must be a whole number from 0 to {MAX_REDEALS}, not {self.redeals!r}")
        if self.redeal_gaps not in REDEAL_GAPS:
            raise SettingsError(f"redeal_gaps must be one of {', '.join(REDEAL_GAPS)}, not {self.redeal_gaps!r}")
        if self.redeal_when not in REDEAL_WHEN:
            raise SettingsError(f"redeal_when must be one of {', '.join(REDEAL_WHEN)}, not {self.redeal_when!r}")
        if self.fit not in FITS:
            raise SettingsError(f"fit must be one of {', '.join(FITS)}, not {self.fit!r}")
        if not isinstance(self.deck, str) or self.deck not in DECK_RANKS:
            raise SettingsError(f"deck must be one of {', '.join(DECK_RANKS)}, not {self.deck!r}")
        if type(self.decks) is not int or self.decks not in DECKS:
            raise SettingsError(f"decks must be 1 or 2, not {self.decks!r}")
        if self.opening == "row-end" and (self.deck, self.decks) != ("full", 1):
            raise SettingsError("the row-end opening deals one full deck")
        if (self.opening == "face-down") != (self.fit == "rank-and-suit"):
            raise SettingsError("a board dealt face down is played by rank and suit from a waste, and only it")
        if self.fit == "rank-and-suit" and (self.decks, self.redeals) != (1, 0):
            raise SettingsError("a board dealt face down is one deck with no redeal")

    @property
    def redeal_counts(self) -> tuple[int, ...]:
        """The redeal counts a deal of these rules may allow: 0-3, or none but 0 on a board dealt face down."""
        return (0,) if self.opening == "face-down" else REDEAL_COUNTS

    @property
    def deck_ranks(self) -> tuple[int, ...]:
        """The ranks of each suit in the deck dealt, before any is lifted out."""
        return DECK_RANKS[self.deck]

    @property
    def lifted(self) -> int | None:
        """The rank lifted out of the deck at the deal (its cards leave the gaps), or None."""
        if self.opening in ("row-end", "ace-holes"):
            return ACE
        if self.opening == "top-holes":
            return self.deck_ranks[-1]
        return None

    @property
    def shape(self) -> Shape:
        """The board these rules are played on: the deck's ranks but the lifted one, the decks, the fit
        (dealt face down, the ace comes after the king)."""
        ranks = tuple(r for r in self.deck_ranks if r != self.lifted)
        if self.opening == "face-down" and ranks[0] == ACE:
            ranks = (*ranks[1:], ACE)
        return Shape(ranks, self.fit, self.decks)

    def with_redeals(self, redeals: int) -> Settings:
        """The same rules with another redeal count."""
        return replace(self, redeals=redeals)

    @property
    def variant(self) -> str:
        """The preset these settings belong to (any redeal count), or ``custom``."""
        for name, preset in PRESETS.items():
            if preset._rules == self._rules:
                return name
        return "custom"

    @property
    def _rules(self) -> tuple[Any, ...]:
        """Every setting but the redeal count: what makes the game."""
        return tuple(getattr(self, f.name) for f in fields(self) if f.name != "redeals")

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "opening": self.opening,
            "redeals": self.redeals,
            "redeal_gaps": self.redeal_gaps,
            "redeal_when": self.redeal_when,
        }
        # The first games' saves stay as they were: a key that has its default is left out.
        for key, default in (("fit", "next-left"), ("deck", "full"), ("decks", 1)):
            if getattr(self, key) != default:
                data[key] = getattr(self, key)
        return data

    @classmethod
    def from_dict(cls, data: Any) -> Settings:
        """Settings from :meth:`to_dict`'s form; a missing or bad key is a SettingsError."""
        if not isinstance(data, dict):
            raise SettingsError("settings must be an object")
        missing = [k for k in ("opening", "redeals", "redeal_gaps", "redeal_when") if k not in data]
        if missing:
            raise SettingsError(f"settings lack {', '.join(missing)}")
        return cls(
            data["opening"],
            data["redeals"],
            data["redeal_gaps"],
            data["redeal_when"],
            data.get("fit", "next-left"),
            data.get("deck", "full"),
            data.get("decks", 1),
        )


PRESETS: dict[str, Settings] = {
    "addiction": Settings("row-end", 3, "scattered", "any-time"),
    "gaps": Settings("ace-holes", 3, "after-runs", "when-stuck"),
    "montana": Settings("ace-holes", 2, "after-runs", "any-time"),
    "spaces": Settings("ace-holes", 3, "scattered", "any-time"),
    # The wider family (RULES.md; decisions in docs/rules.md).
    "blue-moon": Settings("aces-left", 2, "after-runs", "any-time"),
    "red-moon": Settings("aces-first", 2, "after-runs", "any-time"),
    "galary": Settings("aces-first", 2, "after-runs", "any-time", "left-or-right"),
    "moonlight": Settings("ace-holes", 2, "after-runs", "any-time", "left-or-right"),
    "jungle": Settings("aces-left", 1, "after-runs", "any-time", "next-any-suit"),
    "spaces-and-aces": Settings("aces-left", 0, "after-runs", "any-time", "higher-same-suit"),
    # The family's second part (RULES.md, "The family, second part"; decisions in docs/rules.md).
    "paganini": Settings("aces-left", 1, "after-runs", "any-time", deck="ace-six-to-king"),
    "paganini-ii": Settings("first-empty", 0, "after-runs", "any-time", decks=2),
    "double-blue-moon": Settings("aces-left", 2, "after-runs", "any-time", decks=2),
    "double-red-moon": Settings("aces-first", 2, "after-runs", "any-time", decks=2),
    "house-of-commons": Settings("ace-holes", 1, "after-runs", "any-time", deck="ace-to-ten"),
    "line-up": Settings("top-holes", 0, "after-runs", "any-time", deck="ace-to-six"),
    "station": Settings("ace-holes", 2, "last-column", "any-time"),
    "double-montana": Settings("ace-holes", 2, "after-runs", "any-time", decks=2),
    "rectangular-rovers": Settings("top-holes", 0, "after-runs", "any-time", "neighbour", deck="ace-to-six"),
    "spoilt": Settings("face-down", 0, "after-runs", "any-time", "rank-and-suit", deck="ace-seven-to-king"),
}


# Other names a game answers to, in a link and on the command line: PySolFC's current ones (RULES.md).
ALIASES: dict[str, str] = {"free-parking": "moonlight", "long-trip": "paganini", "pretzel": "line-up"}

VARIANTS: tuple[str, ...] = tuple(PRESETS)  # the preset names, in the order menus list them
# The games of the classic board (13 columns, aces out, the next card of the left neighbour's suit: Gaps,
# Montana, Spaces, Addiction, Station): the ones with lists of deals proved winnable (the solver's fast path
# knows this board only); daily deals go to those with a pool in daily.txt (daily.daily_variants()).
CLASSIC_VARIANTS: tuple[str, ...] = tuple(name for name, s in PRESETS.items() if s.shape == CLASSIC)


def variant_named(name: str) -> str:
    """The preset ``name`` stands for: itself, or the preset of an alias ("free-parking": "moonlight")."""
    return ALIASES.get(name, name) if isinstance(name, str) else name


def aliases_of(variant: str) -> tuple[str, ...]:
    """The other names ``variant`` answers to, in ALIASES' order."""
    return tuple(alias for alias, name in ALIASES.items() if name == variant)


def preset(name: str, redeals: int | None = None) -> Settings:
    """The named variant's settings (a preset's name or an alias), optionally with another redeal count."""
    try:
        settings = PRESETS[variant_named(name)]
    except (KeyError, TypeError):
        raise SettingsError(f"unknown variant {name!r} (choose from {', '.join(PRESETS)})") from None
    return settings if redeals is None else settings.with_redeals(redeals)


def check_seed(seed: Any) -> int:
    """``seed`` if it is an int in 0..SEED_MAX, else a SeedError."""
    if type(seed) is not int or not 0 <= seed <= SEED_MAX:
        raise SeedError(f"seed must be a whole number from 0 to {SEED_MAX}, not {seed!r}")
    return seed


def parse_redeals(text: str) -> int:
    """A redeal count from its decimal text, as in a URL or on the command line."""
    text = text.strip()
    if text not in {str(n) for n in REDEAL_COUNTS}:
        raise SettingsError(f"redeals must be a whole number from 0 to {MAX_REDEALS}, not {text!r}")
    return int(text)


def parse_seed(text: str) -> int:
    """A seed from its decimal text, as in a URL or on the command line; text of any length is read."""
    text = text.strip()
    digits = text.lstrip("0") or "0"
    # Only ten digits can be in range: a longer number is out of range before int()
    # (which refuses more than 4,300 digits with a ValueError of its own).
    if not text.isdigit() or not text.isascii() or len(digits) > len(str(SEED_MAX)):
        shown = text if len(text) <= 24 else text[:23] + "…"
        raise SeedError(f"seed must be a whole number from 0 to {SEED_MAX}, not {shown!r}")
    return check_seed(int(digits))
