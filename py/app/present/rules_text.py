"""The rules of a variant in plain words, written from its settings (for the Rules dialog)."""

from __future__ import annotations

import math
from itertools import pairwise

from app.text.i18n import MESSAGES, t, tn, variant_title
from app.text.labels import card_name, rank_runs
from solitaire import Settings, rank_of
from solitaire.cards import make_card
from solitaire.deal import deck_of, opening
from solitaire.shape import ACE_TO_KING, Shape

from .win_rates import WinRate, rates_for

EXAMPLE_SUIT = 0  # the rules' example cards are clubs ("after the 9 of clubs only the 10 of clubs")


def count_word(n: int) -> str:
    """``n`` in words ("four", "thirteen"), or as digits where the catalogue has no word for it."""
    key = f"number.word.{n}"
    return t(key) if key in MESSAGES["en"] else str(n)


def ranks_phrase(ranks: tuple[int, ...]) -> str:
    """Rising ``ranks`` as runs in words: "the ace and the 6 to the king", "the ace to the 10"."""
    parts = [
        t("rules.deck.single", rank=t(f"rank.{low}"))
        if low == high
        else t("rules.deck.run", low=t(f"rank.{low}"), high=t(f"rank.{high}"))
        for low, high in rank_runs(ranks)
    ]
    if len(parts) == 1:
        return parts[0]
    return t("rules.deck.pair", first=t("list.separator").join(parts[:-1]), second=parts[-1])


def deck_texts(settings: Settings) -> list[str]:
    """What the game is dealt from, where it is not one full deck: a short deck's ranks, two decks."""
    dealt = len(deck_of(settings))
    texts = []
    if settings.deck_ranks != ACE_TO_KING:
        texts.append(t("rules.deck.short", ranks=ranks_phrase(settings.deck_ranks), cards=dealt // settings.decks))
    if settings.decks > 1:
        texts.append(t("rules.deck.two", cards=dealt))
    return texts


def deal_text(settings: Settings) -> str:
    """The opening (solitaire.deal.opening) in words, its counts from the game's shape."""
    shape = settings.shape
    rows = count_word(shape.rows)
    opening = settings.opening
    if opening == "row-end":
        return t(
            "rules.deal.row_end",
            cards=shape.cards,
            from_rank=t(f"rank.from.{shape.base}"),
            to_rank=t(f"rank.to.{shape.top}"),
            rows=rows,
            width=count_word(shape.columns - 1),
            lifted=t(f"rank.plural.{settings.lifted}"),
        )
    if opening in ("ace-holes", "top-holes"):  # every cell dealt, one rank lifted out: one gap a row
        return t(
            "rules.deal.holes",
            dealt=shape.cells,
            rows=rows,
            width=count_word(shape.columns),
            count=count_word(shape.gaps),
            lifted=t(f"rank.plural.{settings.lifted}"),
        )
    if opening == "aces-left":
        return t("rules.deal.aces_left", cards=shape.cards, rows=rows, columns=shape.columns)
    if opening == "aces-first":  # an ace a row
        return t("rules.deal.aces_first", count=rows, others=shape.cards - shape.rows, columns=shape.columns)
    return t(
        "rules.deal.first_empty",
        cards=shape.cards,
        rows=rows,
        columns=shape.columns,
        base=t(f"rank.plural.{shape.base}"),
    )


def example_step(shape: Shape) -> tuple[int, int]:
    """The rules' example of a gap's card: the 9 and the 10 of clubs where they follow each other, else the
    last two ranks of a row that do (the 4 and the 5 in Line Up)."""
    nine, ten = make_card(9, EXAMPLE_SUIT), make_card(10, EXAMPLE_SUIT)
    if 9 in shape.ranks and shape.next_card(nine) == ten:
        return nine, ten
    low, high = next((a, b) for a, b in reversed(list(pairwise(shape.ranks))) if b == a + 1)
    return make_card(low, EXAMPLE_SUIT), make_card(high, EXAMPLE_SUIT)


def skip_text(shape: Shape) -> list[str]:
    """Where the ranks of a row skip some (Paganini: no 2 to 5, the 6 follows the ace), it says so."""
    for low, high in pairwise(shape.ranks):
        if high > low + 1:
            first, last = t(f"rank.plural.{low + 1}"), t(f"rank.plural.{high - 1}")
            missing = first if high == low + 2 else t("rules.ranks.range", low=first, high=last)
            return [
                t(
                    "rules.move.skip",
                    missing=missing,
                    low=card_name(make_card(low, EXAMPLE_SUIT)),
                    high=card_name(make_card(high, EXAMPLE_SUIT)),
                )
            ]
    return []


def moving_texts(settings: Settings) -> list[str]:
    """What a gap takes, the left edge and the dead gaps, from the game's fit rule and ranks."""
    shape = settings.shape
    after = t(f"rank.after.{shape.top}")  # a gap after the top rank is dead: "after a king", "after a 10"
    moving = [t("rules.move.into_gap")]
    if shape.fit == "neighbour":
        return [*moving, t("rules.move.neighbour"), t("rules.move.neighbour_edge"), t("rules.move.tap")]
    step_low, step_high = example_step(shape)
    low, high = card_name(step_low), card_name(step_high)
    if shape.fit == "next-any-suit":
        moving.append(t("rules.move.any_suit", low=low, rank=t(f"rank.{rank_of(step_high)}")))
    elif shape.fit == "higher-same-suit":
        moving.append(t("rules.move.higher", low=low))
    else:
        moving.append(t("rules.move.next_card", low=low, high=high))
        if shape.fit == "left-or-right":
            moving.append(t("rules.move.either", low=low, high=high, after=after))
    moving += skip_text(shape)
    moving.append(t("rules.move.left_edge_ace" if shape.aces else "rules.move.left_edge"))
    moving.append(t("rules.move.dead_either" if shape.fit == "left-or-right" else "rules.move.dead", after=after))
    moving.append(t("rules.move.tap"))
    return moving


REDEAL_GAPS = {
    "scattered": "rules.redeal.scattered",
    "after-runs": "rules.redeal.after_runs",
    "last-column": "rules.redeal.last_column",
}


def redeal_texts(settings: Settings) -> list[str]:
    if settings.redeals == 0:
        return [t("rules.redeal.none")]
    shape = settings.shape
    when = "rules.redeal.any_time" if settings.redeal_when == "any-time" else "rules.redeal.when_stuck"
    gaps = t(REDEAL_GAPS[settings.redeal_gaps], gaps=count_word(shape.gaps), after=t(f"rank.after.{shape.top}"))
    return [tn(when, settings.redeals), t("rules.redeal.keeps_ace" if shape.aces else "rules.redeal.keeps", gaps=gaps)]


def tips_texts(settings: Settings) -> list[str]:
    shape = settings.shape
    tips = [t("rules.tips.ace" if shape.aces else "rules.tips.two")]
    if settings.redeals:  # the runs tip is about what a redeal keeps
        tips.append(t("rules.tips.runs"))
    if shape.fit == "neighbour":  # no gap is dead there
        tips.append(t("rules.tips.neighbour"))
    elif shape.fit != "left-or-right":  # there a gap after the top rank may live
        tips.append(t("rules.tips.king", after=t(f"rank.after.{shape.top}")))
    return tips


def face_down_sections(settings: Settings) -> list[tuple[str, list[str]]]:
    """The goal, the deal, the moves, the redeal, the end and the tips of a board dealt face down and played
    from a waste (Spoilt), their counts from the game's shape and its opening (the cards dealt face down, the
    talon), its ranks in a finished row's order (the ace after the king)."""
    shape = settings.shape
    start = opening(settings, 0)  # every deal opens with the same counts: only the cards differ
    down = sum(1 for i in range(shape.cells) if start.face_down(i))
    talon = count_word(len(start.talon))
    total = shape.cards
    first, last = (card_name(make_card(rank, EXAMPLE_SUIT)) for rank in (shape.base, shape.top))
    goal = t("rules.goal.face_down", total=total, ranks=ranks_phrase(shape.ranks))
    deal = t("rules.deal.face_down", down=down, rows=count_word(shape.rows), columns=shape.columns, talon=talon)
    base = t(f"rank.plural.{shape.base}")  # the rank that fills the empty first cells: "the 7s"
    moving = [
        t("rules.move.waste_column", first=first, last=last),
        t("rules.move.waste_row"),
        t("rules.move.turn_up"),
        t("rules.move.empty_first", base=base),
    ]
    return [
        (t("rules.goal.heading", variant=variant_title(settings.variant)), [goal, t("rules.goal.turned")]),
        (t("rules.deal.heading"), [*deck_texts(settings), deal]),
        (t("rules.move.heading"), moving),
        (t("rules.redeal.heading"), [t("rules.redeal.none"), t("rules.redeal.talon", talon=talon)]),
        (
            t("rules.end.heading"),
            [
                t("rules.end.face_up", total=total),
                t("rules.end.face_down_win", base=base, total=total),
                t("rules.end.undo_moves"),
            ],
        ),
        (t("rules.tips.heading"), [t("rules.tips.face_down")]),
    ]


def rules_text(settings: Settings) -> list[tuple[str, list[str]]]:
    """Sections of (heading, paragraphs) describing how ``settings`` play, in the current language."""
    if settings.shape.waste:
        return [*face_down_sections(settings), proved_section(settings), *rates_section(settings.variant)]
    name = variant_title(settings.variant)
    shape = settings.shape
    aces = shape.aces
    total = shape.cards
    ending = [t("rules.end.in_place_ace" if aces else "rules.end.in_place", total=total)]
    if shape.fit == "next-any-suit":
        ending.append(t("rules.end.any_suit"))
    ending += [t("rules.end.win", total=total), t("rules.end.undo")]
    goal = t("rules.goal", from_rank=t(f"rank.from.{shape.base}"), to_rank=t(f"rank.to.{shape.top}"))
    return [
        (t("rules.goal.heading", variant=name), [goal, t("rules.goal.turned")]),
        (t("rules.deal.heading"), [*deck_texts(settings), deal_text(settings)]),
        (t("rules.move.heading"), moving_texts(settings)),
        (t("rules.redeal.heading"), redeal_texts(settings)),
        (t("rules.end.heading"), ending),
        (t("rules.tips.heading"), tips_texts(settings)),
        proved_section(settings),
        *rates_section(settings.variant),
    ]


def goal_line(settings: Settings) -> str:
    """The goal in one line, for a first visit's board ("Build each row from 2 to king in one suit."): the
    rules' own goal, shortened, from the same shape."""
    shape = settings.shape
    if shape.waste:
        return t("rules.goal.face_down.short", total=shape.cards)
    return t("rules.goal.short", from_rank=t(f"rank.from.{shape.base}"), to_rank=t(f"rank.to.{shape.top}"))


def proved_section(settings: Settings) -> tuple[str, list[str]]:
    """What "proved winnable" means (the daily deal, "Only deals proved winnable"), with redeals or without."""
    with_redeals = t("rules.proved.redeals" if settings.redeals else "rules.proved.none")
    return (t("rules.proved.heading"), [t("rules.proved.what"), with_redeals, t("rules.proved.show")])


def percent(share: float) -> str:
    """``0.874`` as "87.4%" (English) or "87,4 %" (German); all or nothing as "100%" and "0%"."""
    if share >= 1 or share <= 0:
        return t("number.percent", n=100 if share >= 1 else 0)
    return t("number.percent", n=f"{share * 100:.1f}".replace(".", t("number.decimal")))


def rate_text(rate: WinRate) -> str:
    """One measured row (docs/win-rates.md) in words."""
    redeals = t("rules.rates.redeals.none") if rate.redeals == 0 else tn("rules.rates.redeals", rate.redeals)
    text = t(
        "rules.rates.row" if rate.unknown else "rules.rates.row_decided",  # all decided: no "at least ... up to"
        redeals=redeals,
        won=rate.won,
        deals=rate.deals,
        share=percent(rate.share),
        low=percent(rate.low),
        high=percent(rate.high),
        unknown=percent(rate.unknown_share),
        most=percent(min(1.0, rate.share + rate.unknown_share)),
    )
    if rate.auto_share is not None:
        text += " " + t("rules.rates.auto", share=percent(rate.auto_share))
    return text


# A share in words: under a half as "1 deal in N", up to 0.95 in tenths, above in twentieths.
UNSURE = 0.25  # from this share of undecided deals on, a row says its share is a lower bound


def share_words(share: float, at_least: bool = False) -> tuple[str, bool]:
    """``share`` (0..1) in plain words ("about 1 deal in 20", "about 7 deals in 10"), and whether
    the words are plural (German verbs agree with them). ``at_least`` for a lower bound."""
    if share <= 0:
        return t("rules.rates.no_deal"), False
    if share >= 1:
        return t("rules.rates.every_deal"), False
    kind = "least" if at_least else "about"
    # a lower bound is rounded down (1 in 21.7 is "at least 1 in 22"), an estimate to the nearest
    down = math.floor if at_least else round
    if share < 0.5:
        return t(f"rules.rates.{kind}_one_in", of=(math.ceil if at_least else round)(1 / share)), False
    k, of = down(share * 10), 10
    if share >= 0.95:
        k, of = down(share * 20), 20
        if k >= of:
            return t("rules.rates.almost_every_deal"), False
    return t(f"rules.rates.{kind}_k_in", k=k, of=of), True


def rate_words(rate: WinRate) -> str:
    """One measured row (docs/win-rates.md) in plain words, for a player; the figures are in :func:`rate_text`."""
    redeals = t("rules.rates.redeals.none") if rate.redeals == 0 else tn("rules.rates.redeals", rate.redeals)
    unsure = rate.unknown_share >= UNSURE
    part, many = share_words(rate.share, at_least=unsure)
    text = t("rules.rates.plain_many" if many else "rules.rates.plain", redeals=redeals, part=part)
    if unsure:
        k = round(rate.unknown_share * 10)
        unknown = t("rules.rates.unsure_almost_all") if k >= 10 else t("rules.rates.unsure_k_in", k=k)
        text += " " + t("rules.rates.plain_unsure", unknown=unknown)
    if rate.auto_share is not None:
        text += " " + t("rules.rates.plain_auto", part=share_words(rate.auto_share)[0])
    return text


def rates_section(variant: str) -> list[tuple[str, list[str]]]:
    """The measured win rates of the preset ``variant`` in plain words, as one section (none when nothing
    was measured); the figures behind them are :func:`rates_figures`, folded under it on the page."""
    rates = rates_for(variant)
    if not rates:
        return []
    return [(t("rules.rates.heading"), [t("rules.rates.plain_intro"), *(rate_words(rate) for rate in rates)])]


def rates_figures(variant: str) -> tuple[str, list[str]] | None:
    """The figures behind :func:`rates_section` (a title and paragraphs), or None when nothing was measured.

    Each row follows the sentence that says how it was measured (the deals, the date, the search's
    budget), said again only where a row was measured otherwise than the one before it."""
    rates = rates_for(variant)
    if not rates:
        return None
    paragraphs: list[str] = []
    said = None
    for rate in rates:
        measured = (rate.first_seed, rate.deals, rate.date, rate.cpu_seconds)
        if measured != said:
            said = measured
            paragraphs.append(measured_text(rate))
        paragraphs.append(rate_text(rate))
    return t("rules.rates.figures"), paragraphs


def measured_text(rate: WinRate) -> str:
    """How ``rate`` was measured: its deals, its date and the search's budget for each."""
    seeds = {"first": rate.first_seed, "last": rate.first_seed + rate.deals - 1, "date": rate.date}
    if rate.cpu_seconds is None:
        return t("rules.rates.intro", **seeds)
    return t("rules.rates.intro_seconds", seconds=f"{rate.cpu_seconds:g}", **seeds)


def rules_title(settings: Settings) -> str:
    """The Rules dialog's title: "Rules of Gaps"."""
    return t("rules.title", variant=variant_title(settings.variant))
