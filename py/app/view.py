"""What the page shows, as plain data: each cell, the status line, times and names (in the current language)."""

from __future__ import annotations

from dataclasses import dataclass

from solitaire import (
    GAP,
    Game,
    GameOverError,
    IllegalMoveError,
    NoRedealsLeftError,
    NothingToRedoError,
    NothingToUndoError,
    Outcome,
    Position,
    RedealNotStuckError,
    card_label,
    card_token,
    rank_of,
    suit_of,
)

from .i18n import MESSAGES, t, tn

RED_SUITS = (1, 2)  # diamonds, hearts


def face_rank(card: int) -> str:
    """The rank as printed on the card's face: 2-10, then J Q K (B D K in German)."""
    rank = rank_of(card)
    return t(f"face.{rank}") if rank > 10 else str(rank)


def card_name(card: int) -> str:
    """The spoken name of ``card``: "7 of hearts", "Herz-Sieben"."""
    return t("card.name", rank=t(f"rank.{rank_of(card)}"), suit=t(f"suit.{suit_of(card)}"))


@dataclass(frozen=True)
class CellView:
    """One cell as drawn: a card (token, rank text, suit symbol, colour, locked) or a gap."""

    token: str | None  # "7H" for a card, None for a gap
    rank: str = ""
    suit: str = ""
    red: bool = False
    locked: bool = False
    gap: str | None = None  # "live" or "dead" for a gap
    takes: str | None = None  # "8H", "2" (left edge) or None
    takes_rank: str = ""
    takes_suit: str = ""
    takes_red: bool = False
    name: str = ""  # the spoken name


def cell_view(position: Position, index: int, locked: bool) -> CellView:
    card = position.cells[index]
    if card != GAP:
        label = card_label(card)
        return CellView(
            token=card_token(card),
            rank=face_rank(card),
            suit=label[-1],
            red=suit_of(card) in RED_SUITS,
            locked=locked,
            name=t("cell.card_in_place", card=card_name(card)) if locked else card_name(card),
        )
    info = position.gap_info(index)
    if info.reason == "left-edge":
        return CellView(None, gap="live", takes="2", takes_rank="2", name=t("cell.gap_left_edge"))
    if info.reason == "next-card":
        label = card_label(info.takes)
        return CellView(
            None,
            gap="live",
            takes=card_token(info.takes),
            takes_rank=face_rank(info.takes),
            takes_suit=label[-1],
            takes_red=suit_of(info.takes) in RED_SUITS,
            name=t("cell.gap_takes", card=card_name(info.takes)),
        )
    if info.reason == "after-king":
        return CellView(None, gap="dead", name=t("cell.dead_after_king", card=card_name(info.left)))
    return CellView(None, gap="dead", name=t("cell.dead_after_gap"))


def board_view(position: Position) -> list[CellView]:
    runs = position.locked_runs()
    return [cell_view(position, i, i % 13 < runs[i // 13]) for i in range(len(position.cells))]


def format_time(ms: float) -> str:
    """``m:ss`` (or ``h:mm:ss`` from an hour on) of a duration in milliseconds."""
    seconds = max(0, int(ms // 1000))
    hours, rest = divmod(seconds, 3600)
    minutes, seconds = divmod(rest, 60)
    return f"{hours}:{minutes:02d}:{seconds:02d}" if hours else f"{minutes}:{seconds:02d}"


@dataclass(frozen=True)
class StatusView:
    ordered: int
    live_gaps: int
    redeals_left: int
    moves: int
    title: str


def status_view(game: Game) -> StatusView:
    position = game.position
    live = sum(1 for info in position.gap_infos() if info.live)
    return StatusView(
        ordered=position.ordered(),
        live_gaps=live,
        redeals_left=game.redeals_left,
        moves=game.moves,
        title=deal_title(game),
    )


def variant_title(name: str) -> str:
    key = f"variant.{name}"
    return t(key) if key in MESSAGES["en"] else name.title()


def deal_title(game: Game) -> str:
    key = "title.puzzle" if game.from_layout else "title.deal"
    return t(key, variant=variant_title(game.settings.variant), seed=game.seed)


def plural(n: int, word: str, many: str | None = None) -> str:
    """English only: ``3 moves``. Kept for the glue until it counts with :func:`app.i18n.tn`."""
    return f"{n} {word if n == 1 else (many or word + 's')}"


def error_text(err: Exception, game: Game) -> str:
    """Why the engine refused an action of ``game``, as a sentence in the current language."""
    if isinstance(err, GameOverError):
        return t("error.gave_up" if game.gave_up else "error.game_over")
    if isinstance(err, NoRedealsLeftError):
        n = game.settings.redeals
        return tn("error.no_redeal_left", n) if n else t("error.no_redeals")
    if isinstance(err, RedealNotStuckError):
        return t("error.redeal_not_stuck")
    if isinstance(err, NothingToUndoError):
        return t("error.nothing_to_undo")
    if isinstance(err, NothingToRedoError):
        return t("error.nothing_to_redo")
    if isinstance(err, IllegalMoveError):
        return t("error.illegal_move")
    return t("error.not_now")


def redeal_title(game: Game) -> str:
    """The Redeal button's tooltip: why it is refused, or how many redeals are left."""
    refusal = game.redeal_refusal()
    if refusal is not None:
        return error_text(refusal, game)
    return tn("ui.redeal_title", game.redeals_left)


def end_texts(game: Game) -> tuple[str, str]:
    """The end dialog's title and sentence for a game that is over."""
    outcome = game.outcome()
    if outcome is Outcome.WON:
        return t("ui.end.won.title"), tn("ui.end.won.text", game.moves)
    if outcome is Outcome.GAVE_UP:
        return t("ui.end.gave_up.title"), t("ui.end.gave_up.text")
    return t("ui.end.stuck.title"), t("ui.end.stuck.text")
