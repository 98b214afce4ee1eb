"""What the page shows, as plain data: each cell, the status line, times and names."""

from __future__ import annotations

from dataclasses import dataclass

from solitaire import GAP, Game, Position, card_label, card_name, card_token, suit_of

VARIANT_TITLES = {
    "addiction": "Addiction",
    "gaps": "Gaps",
    "montana": "Montana",
    "spaces": "Spaces",
    "custom": "Custom",
}
RED_SUITS = (1, 2)  # diamonds, hearts


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
            rank=label[:-1],
            suit=label[-1],
            red=suit_of(card) in RED_SUITS,
            locked=locked,
            name=card_name(card) + (", in place" if locked else ""),
        )
    info = position.gap_info(index)
    if info.reason == "left-edge":
        return CellView(None, gap="live", takes="2", takes_rank="2", name="gap at the left edge, takes any 2")
    if info.reason == "next-card":
        label = card_label(info.takes)
        return CellView(
            None,
            gap="live",
            takes=card_token(info.takes),
            takes_rank=label[:-1],
            takes_suit=label[-1],
            takes_red=suit_of(info.takes) in RED_SUITS,
            name=f"gap, takes the {card_name(info.takes)}",
        )
    if info.reason == "after-king":
        return CellView(None, gap="dead", name=f"dead gap after the {card_name(info.left)}")
    return CellView(None, gap="dead", name="dead gap after a gap: fill the gap on its left first")


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
    return VARIANT_TITLES.get(name, name.title())


def deal_title(game: Game) -> str:
    title = f"{variant_title(game.settings.variant)} · deal {game.seed}"
    return title + " (puzzle)" if game.from_layout else title


def plural(n: int, word: str, many: str | None = None) -> str:
    return f"{n} {word if n == 1 else (many or word + 's')}"
