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
    return rank_face(rank_of(card))


def rank_face(rank: int) -> str:
    """A rank (1-13) as printed on a card's face."""
    return t(f"face.{rank}") if rank > 10 or rank == 1 else str(rank)


def rank_runs(ranks: tuple[int, ...]) -> list[tuple[int, int]]:
    """Rising ranks as runs of ranks in a row, (first, last): A, 6-K is [(1, 1), (6, 13)]."""
    runs: list[list[int]] = []
    for rank in ranks:
        if runs and rank == runs[-1][1] + 1:
            runs[-1][1] = rank
        else:
            runs.append([rank, rank])
    return [(first, last) for first, last in runs]


def ranks_short(ranks: tuple[int, ...]) -> str:
    """Rising ranks as faces, a run from its first to its last: "A, 6–K", "A–10"."""
    return ", ".join(rank_face(a) if a == b else f"{rank_face(a)}–{rank_face(b)}" for a, b in rank_runs(ranks))


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
    settings = PRESETS[variant]
    lifted = settings.lifted
    rule = t(  # the facts a line may name, from the game's settings: its deck, the dead gap, the rank lifted out
        f"page.new_dialog.{variant}",
        deck=ranks_short(settings.deck_ranks),
        after=t(f"rank.after.{settings.shape.top}"),
        lifted="" if lifted is None else t(f"rank.plural.{lifted}"),
    )
    others = aliases_of(variant)
    if not others:
        return rule
    return t("page.new_dialog.known_as", names=t("list.separator").join(map(variant_title, others)), rule=rule)
