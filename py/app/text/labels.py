"""Names of what a game shows, in the current language.

A card's face and spoken name, a deal's and a daily deal's title, a duration, a game's line in the New-game
dialog.
"""

from __future__ import annotations

from solitaire import PRESETS, Game, card_label, rank_of, suit_of
from solitaire.settings import aliases_of

from .i18n import t, variant_title


def face_rank(card: int) -> str:
    """The rank as printed on the card's face: A, 2-10, then J Q K (A, B D K in German)."""
    rank = rank_of(card)
    return t(f"face.{rank}") if rank > 10 or rank == 1 else str(rank)


def face_label(card: int) -> str:
    """The card as the board shows it, for messages and hints: "7\u2665", "J\u2660" ("B\u2660" in German)."""
    return face_rank(card) + card_label(card)[-1]


def cards_in_play(variant: str) -> int:
    """How many cards a game of ``variant`` (one of PRESETS) has in play, the score's "out of": its board's."""
    return PRESETS[variant].shape.cards


def card_name(card: int) -> str:
    """The spoken name of ``card``: "7 of hearts", "Herz-Sieben"."""
    return t("card.name", rank=t(f"rank.{rank_of(card)}"), suit=t(f"suit.{suit_of(card)}"))


def format_time(ms: float) -> str:
    """``m:ss`` (or ``h:mm:ss`` from an hour on) of a duration in milliseconds."""
    seconds = max(0, int(ms // 1000))
    hours, rest = divmod(seconds, 3600)
    minutes, seconds = divmod(rest, 60)
    return f"{hours}:{minutes:02d}:{seconds:02d}" if hours else f"{minutes}:{seconds:02d}"


def deal_title(game: Game) -> str:
    return title_of(game.settings.variant, game.seed, game.from_layout)


def title_of(variant: str, seed: int, from_layout: bool = False) -> str:
    """A deal's title: "Gaps · deal 7" (a game from a shared position is a puzzle)."""
    return t("title.puzzle" if from_layout else "title.deal", variant=variant_title(variant), seed=seed)


def daily_title(variant: str, day: str) -> str:
    """A daily deal's title: "Gaps · daily deal 2026-12-01"."""
    return t("title.daily", variant=variant_title(variant), date=day)


def deal_label(game: Game) -> str:
    """The deal without its variant ("deal 7"), for beside the heading that names the variant."""
    return t("title.puzzle_short" if game.from_layout else "title.deal_short", seed=game.seed)


def variant_note(variant: str) -> str:
    """The New-game dialog's line beside a game's name: how it differs, after its other names if it has any
    ("also Free Parking; as Montana; ...")."""
    rule = t(f"page.new_dialog.{variant}")
    others = aliases_of(variant)
    if not others:
        return rule
    return t("page.new_dialog.known_as", names=t("list.separator").join(map(variant_title, others)), rule=rule)
