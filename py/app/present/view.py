"""What the page shows, as plain data: each cell, the status line, times and names (in the current language)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from app.core.events import Event, Kind
from app.core.keys import BOOKMARK_GO, bookmark_command
from app.core.modes import Mode, key_mode, labelled, mode_of
from app.record.explain import explain
from app.record.prefs import Prefs, switch
from app.record.stats import VariantStats
from app.text.i18n import t, tn, variant_title
from app.text.labels import (
    card_name,
    cards_in_play,
    daily_title,
    deal_label,
    deal_title,
    face_rank,
    format_time,
    title_of,
)
from solitaire import GAP, Game, GapReason, Outcome, Position, Status, card_label, card_token, rank_of
from solitaire.spoilt import SpoiltPosition

from .announce import event_text

if TYPE_CHECKING:
    from app.record.saves import Meta, Waiting


@dataclass(frozen=True)
class CellView:
    """One cell as drawn: a card (token, rank text, suit symbol, locked) or a gap (the card it takes, faintly)."""

    token: str | None  # "7H" for a card, None for a gap
    rank: str = ""
    suit: str = ""
    locked: bool = False
    gap: str | None = None  # "live" or "dead" for a gap; "idle" for Spoilt's empty cell while no 7 comes
    takes: str | None = None  # "8H", "2" (left edge) or None
    takes_rank: str = ""
    takes_suit: str = ""
    also: str | None = None  # the other card a gap takes ("9C"), where it takes two (Galary, Moonlight)
    also_label: str = ""  # that card as drawn: "9♣"
    name: str = ""  # the spoken name
    down: bool = False  # Spoilt: a card face down (its token not shown)
    pile: str | None = None  # Spoilt's row below the board: "waste", "talon" or "none" (a cell of nothing)


def cell_view(position: Position, status: Status, index: int) -> CellView:
    if position.shape.waste:
        return _spoilt_view(position, status, index)
    card = position.cells[index]
    if card != GAP:
        locked = status.is_locked(index)
        return CellView(
            token=card_token(card),
            rank=face_rank(card),
            suit=card_label(card)[-1],
            locked=locked,
            name=t("cell.card_in_place", card=card_name(card)) if locked else card_name(card),
        )
    info = status.gap(index)
    if info is None:  # pragma: no cover - a gap always has its info in the status
        raise ValueError(f"cell {index} is not a gap of this status")
    if info.reason == GapReason.LEFT_EDGE:
        base = info.accepts[0]
        rank = face_rank(base)
        key = "cell.gap_left_edge" if rank_of(base) == 2 else "cell.gap_left_edge_ace"
        return CellView(None, gap="live", takes=rank, takes_rank=rank, name=t(key))
    if info.reason == GapReason.NEIGHBOUR:  # any card next to it (Rectangular Rovers): never dead for good
        if not info.accepts:  # only gaps next to it, for now
            return CellView(None, gap="dead", name=t("cell.gap_alone"))
        return CellView(None, gap="live", name=_neighbours_name(info.accepts))
    if info.reason == GapReason.NEXT_RANK:  # any suit (Jungle): the rank only
        rank = face_rank(info.accepts[0])
        return CellView(
            None,
            gap="live",
            takes=rank,
            takes_rank=rank,
            name=t("cell.gap_takes_rank", rank=t(f"rank.{rank_of(info.accepts[0])}")),
        )
    if info.reason in (GapReason.NEXT_CARD, GapReason.BELOW_RIGHT, GapReason.HIGHER_CARD) and info.takes is not None:
        label = card_label(info.takes)
        also = None
        if info.reason == GapReason.HIGHER_CARD and len(info.accepts) > 1:  # any higher card of the suit
            name = t("cell.gap_takes_higher", card=card_name(info.takes))
            rank = t("cell.or_higher", rank=face_rank(info.takes))
        elif len(info.accepts) > 1:  # the next card of the left one, or the card below the right one
            name = t("cell.gap_takes_either", card=card_name(info.accepts[0]), other=card_name(info.accepts[1]))
            rank = face_rank(info.takes)
            also = next(card for card in info.accepts if card != info.takes)
        else:
            name = t("cell.gap_takes", card=card_name(info.takes))
            rank = face_rank(info.takes)
        return CellView(
            None,
            gap="live",
            takes=card_token(info.takes),
            takes_rank=rank,
            takes_suit=label[-1],
            also=None if also is None else card_token(also),
            also_label="" if also is None else face_rank(also) + card_label(also)[-1],
            name=name,
        )
    if info.reason == GapReason.AFTER_KING:
        return CellView(None, gap="dead", name=t("cell.dead_after_king", card=card_name(info.left)))
    return CellView(None, gap="dead", name=t("cell.dead_after_gap"))


def _spoilt_view(position: Position, status: Status, index: int) -> CellView:
    """A cell of Spoilt's board (a card face down or up, an empty first cell) or of the row below it: the waste
    card, the talon (how many cards it holds), nothing."""
    shape = position.shape
    if index >= shape.cells:
        at = index - shape.cells
        if at == 0:
            waste = position.waste
            if waste == GAP:
                return CellView(None, gap="idle", pile="waste", name=t("cell.waste_empty"))
            return CellView(
                token=card_token(waste),
                rank=face_rank(waste),
                suit=card_label(waste)[-1],
                pile="waste",
                name=t("cell.waste", card=card_name(waste)),
            )
        if at == 1:
            count = len(position.talon)
            name = tn("cell.talon", count) if count else t("cell.talon_empty")
            return CellView(None, rank=str(count) if count else "", down=bool(count), pile="talon", name=name)
        return CellView(None, pile="none", name="")
    card = position.cells[index]
    if card == GAP:
        info = status.gap(index)
        if info is not None and info.live:
            return CellView(None, gap="live", name=t("cell.spoilt_gap_takes", card=card_name(info.accepts[0])))
        return CellView(None, gap="idle", name=t("cell.spoilt_gap"))
    if position.face_down(index):
        return CellView(None, down=True, name=t("cell.face_down"))
    return CellView(
        token=card_token(card),
        rank=face_rank(card),
        suit=card_label(card)[-1],
        locked=True,
        name=t("cell.card_in_place", card=card_name(card)),
    )


def _neighbours_name(cards: tuple[int, ...]) -> str:
    """A neighbour-fit gap's spoken name: the cards beside it that it takes ("gap, takes the 3 of clubs, 4 of
    hearts or the 5 of spades")."""
    names = [card_name(card) for card in cards]
    if len(names) == 1:
        return t("cell.gap_takes", card=names[0])
    return t("cell.gap_takes_either", card=t("list.separator").join(names[:-1]), other=names[-1])


def board_view(position: Position, status: Status) -> list[CellView]:
    """Every cell drawn: the board's, and with a waste (Spoilt) the row below it."""
    shape = position.shape
    return [cell_view(position, status, i) for i in range(shape.drawn_rows * shape.columns)]


def spoken_name(view: CellView, chosen: bool = False, choice: bool = False) -> str:
    """A cell's aria-label: its name, and whether it is the card picked or a gap to pick for it."""
    name = view.name
    if chosen:
        name = t("cell.chosen", name=name)
    if choice:
        name = t("cell.choice", name=name)
    return name


def board_reading(position: Position, status: Status, selected: int | None = None, choices: Sequence[int] = ()) -> str:
    """The whole board in words, row by row, each cell named as its aria-label names it (the B key); Spoilt's
    waste and talon after the rows."""
    shape = position.shape
    views = board_view(position, status)
    names = [spoken_name(view, i == selected, i in choices) for i, view in enumerate(views)]
    sep = t("list.separator")
    rows = [
        t("read.board.row", row=r + 1, cells=sep.join(names[r * shape.columns : (r + 1) * shape.columns]))
        for r in range(shape.rows)
    ]
    below = [name for name in names[shape.rows * shape.columns :] if name]  # the waste card and the talon
    if below:
        rows.append(t("read.board.piles", cells=sep.join(below)))
    return " ".join(rows)


@dataclass(frozen=True)
class StatusView:
    ordered: int
    # the status line's two counts after "Ordered", each its label's catalogue key and its number: the live
    # gaps and the redeals left, or in Spoilt (no gap to speak of, no redeal) the cards face down and the talon
    counts: tuple[tuple[str, int], tuple[str, int]]
    moves: int
    title: str  # "Gaps · deal 7": the deal's full name (spoken, shared)
    variant: str = ""  # "Gaps": the page's heading
    deal: str = ""  # "deal 7": beside the heading


def status_view(game: Game) -> StatusView:
    status, position = game.status, game.position
    if isinstance(position, SpoiltPosition):
        counts = (("page.stat.face_down", position.face_down_count()), ("page.stat.talon", len(position.talon)))
    else:
        # a practice game has no limit on redeals to count down: it counts those it used
        redeals = (
            ("page.stat.redeals_used", game.redeals_used)
            if game.unlimited
            else ("page.stat.redeals", status.redeals_left)
        )
        counts = (("page.stat.gaps", status.live_gaps), redeals)
    return StatusView(
        ordered=status.ordered,
        counts=counts,
        moves=status.moves,
        title=deal_title(game),
        variant=variant_title(game.settings.variant),
        deal=deal_label(game),
    )


@dataclass(frozen=True)
class BookmarkButton:
    """A "Go to bookmark N" button of the "More" menu: its command (data-action), its word and its tooltip."""

    action: str
    label: str
    title: str


def bookmark_buttons(game: Game) -> tuple[BookmarkButton, ...]:
    """One button per bookmark the game has, in their numbers' order (none: the menu's group is hidden)."""
    return tuple(
        BookmarkButton(
            bookmark_command(BOOKMARK_GO, n), t("page.bookmark_go.label", n=n), t("page.bookmark_go.title", n=n)
        )
        for n in sorted(game.bookmarks)
    )


def status_reading(game: Game, elapsed_ms: int, prefs: Prefs, verdict: str | None) -> str:
    """The status line in words, in its order (the S key): ordered n/N, the two counts, moves, time, and
    ``verdict`` ("Yes") when "Winnable from here?" shows one; a figure the player hid is not read either."""
    view = status_view(game)

    def shown(name: str) -> bool:
        return getattr(prefs, name) != switch(name, True)

    parts = []
    if shown("hide_score"):
        parts.append(
            t(
                "read.status.figure",
                name=t("page.stat.ordered"),
                value=t("ui.score", score=view.ordered, total=game.settings.shape.cards),
            )
        )
    parts.extend(t("read.status.figure", name=t(key), value=count) for key, count in view.counts)
    if shown("hide_moves"):
        parts.append(t("read.status.figure", name=t("page.stat.moves"), value=view.moves))
    if shown("hide_clock"):
        parts.append(t("read.status.figure", name=t("page.stat.time"), value=format_time(elapsed_ms)))
    if verdict:
        parts.append(t("read.status.figure", name=t("page.stat.winnable"), value=verdict))
    return t("read.status", parts=t("list.separator").join(parts))


def waiting_text(entry: Waiting, when: str) -> tuple[str, str]:
    """A game in progress in the New-game dialog: its title, and how it stands (``when`` it was set aside)."""
    save, meta = entry.save, entry.meta
    parts = [
        t("ui.score", score=save.ordered, total=cards_in_play(save.variant)),
        tn("ui.waiting.moves", save.moves),
    ]
    if meta.assisted:
        parts.append(t("ui.waiting.assisted"))
    if meta.aside_at:
        parts.append(t("ui.waiting.aside", when=when))
    else:
        parts.append(t("ui.waiting.in_play", variant=variant_title(save.variant)))
    title = daily_title(save.variant, meta.daily) if meta.daily else title_of(save.variant, save.seed, save.from_layout)
    return labelled(title, mode_of(save.unlimited, meta.timed)), t("list.separator").join(parts)


def erase_text(game: Game, meta: Meta, waiting: list[Waiting]) -> str:
    """The question before "Erase all my data": what goes (the games in progress, how many and which: the one on
    screen if in progress, then ``waiting``, the others), and that a backup file keeps it."""
    titles = [daily_title(game.settings.variant, meta.daily) if meta.daily else deal_title(game)]
    if not game.in_progress:
        titles = []
    titles += [waiting_text(entry, "")[0] for entry in waiting]
    games = (
        tn("ui.erase.games", len(titles), games=t("list.separator").join(titles))
        if titles
        else t("ui.erase.games.none")
    )
    return t("ui.erase.confirm", games=games, export=t("page.settings_dialog.export"))


def page_title(game: Game) -> str:
    """The document's title: the variant being played, then the app ("Gaps · Addiction Solitaire")."""
    return t("page.title_playing", variant=variant_title(game.settings.variant))


def refusal_text(err: Exception, game: Game) -> str:
    """Why the engine refused an action of ``game``, as a sentence in the current language."""
    return explain(err, gave_up=game.gave_up, redeals=game.settings.redeals)


def redeal_title(game: Game) -> str:
    """The Redeal button's tooltip: why it is refused, or how many redeals are left."""
    refusal = game.status.redeal_refusal
    if refusal is not None:
        return refusal_text(refusal, game)
    if game.unlimited:
        return t("ui.redeal_title.unlimited")
    return tn("ui.redeal_title", game.status.redeals_left)


def end_texts(game: Game, timed_out: bool = False) -> tuple[str, str]:
    """The end dialog's title and sentence for a game that is over (``timed_out``: a timed game whose ten
    minutes ran out, app.core.timed)."""
    outcome = game.status.outcome
    if game.arrived_over and outcome is not None:  # a link to a finished board
        return t("ui.end.arrived.title"), t(f"ui.end.arrived.{outcome.value}")
    if timed_out and outcome is Outcome.GAVE_UP:
        return t("ui.end.time_up.title"), t("ui.end.time_up.text")
    if outcome is Outcome.WON:
        return t("ui.end.won.title"), tn("ui.end.won.text", game.status.moves, total=game.settings.shape.cards)
    if outcome is Outcome.GAVE_UP:
        return t("ui.end.gave_up.title"), t("ui.end.gave_up.text")
    return t("ui.end.stuck.title"), t("ui.end.stuck.text")


def event_message(event: Event) -> str:
    """What the message line says after ``event`` ("" for most: the live region speaks, the board shows)."""
    if event.kind is Kind.UNDO and event.is_redeal:
        return t("session.redeal_undone")
    if event.kind in (Kind.BOOKMARK_SET, Kind.BOOKMARK_GO):
        return event_text(event)  # nothing on the board shows a bookmark set
    return ""


def stats_title(key: str) -> str:
    """The name of a statistics entry: its variant's, or for its timed or practice games "Gaps, timed"
    (app.core.modes)."""
    variant, mode = key_mode(key)
    if mode is Mode.PLAIN:
        return variant_title(key)
    return t(f"page.stats_dialog.{mode.value}_title", variant=variant_title(variant))


def stats_figures(entry: VariantStats, total: int, mode: Mode = Mode.PLAIN) -> list[tuple[str, str]]:
    """A variant's statistics as (label, value) pairs, as the Statistics dialog shows them (``total``: the
    cards of its game, for the best score; ``mode``: a timed game's best is a timed score, a practice game's
    wins are also given by the redeals they used)."""

    def optional(value: int | None, shown: Callable[[int], str]) -> str:
        return "–" if value is None else shown(value)

    rate = entry.win_rate
    return [
        (t("page.stats_dialog.played"), str(entry.played)),
        (t("page.stats_dialog.won"), str(entry.won)),
        (t("page.stats_dialog.win_rate"), "–" if rate is None else t("number.percent", n=round(rate * 100))),
        (t("page.stats_dialog.streak"), str(entry.streak)),
        (t("page.stats_dialog.longest"), str(entry.longest_streak)),
        (t("page.stats_dialog.perfect"), str(entry.perfect_wins)),
        (t("page.stats_dialog.hinted"), str(entry.hinted_wins)),
        (t("page.stats_dialog.assisted"), str(entry.assisted_wins)),
        (t("page.stats_dialog.lost"), str(entry.lost)),
        (t("page.stats_dialog.best"), _best_score(entry.best_score, total, mode is Mode.TIMED)),
        (t("page.stats_dialog.fewest"), optional(entry.fewest_moves, str)),
        (t("page.stats_dialog.fastest"), optional(entry.fastest_ms, format_time)),
    ] + ([(t("page.stats_dialog.by_redeals"), wins_by_redeals(entry))] if mode is Mode.PRACTICE else [])


def wins_by_redeals(entry: VariantStats) -> str:
    """A practice card's wins by the redeals they used: "0: 2, 5: 1" ("–" before the first win)."""
    items = [t("ui.stats.by_redeals_item", redeals=used, wins=wins) for used, wins in entry.wins_by_redeals.items()]
    return t("list.separator").join(items) if items else t("ui.stats.by_redeals_none")


def _best_score(best: int, total: int, timed: bool) -> str:
    if not best:
        return "–"  # no best yet while no own game scored: wins with hints or with help set none
    return str(best) if timed else t("ui.score", score=best, total=total)


def end_record(event: Event, assisted: bool, hints: int) -> tuple[str, str]:
    """The end dialog's words on the record: a new personal best (or ""), and a note on help and hints (or "")."""
    best = ""
    if event.bests:
        order = ("score", "moves", "time")
        names = [t(f"ui.best.{b.value}") for b in sorted(event.bests, key=lambda b: order.index(b.value))]
        best = t("ui.end.best", what=t("list.separator").join(names))
    notes = []
    won = event.status.outcome is Outcome.WON
    if assisted and won:
        notes.append(t("ui.end.assisted"))
    if hints:
        notes.append(tn("ui.end.hinted" if won and not assisted else "ui.end.hints", hints))
    return best, " ".join(notes)


def end_perfect(event: Event) -> str:
    """The end dialog's mark of a perfect game (no hint, no undo, no help), or "" for any other end."""
    return t("ui.end.perfect") if event.perfect else ""
