"""Seeded deals: the opening position of (settings, seed) and every redeal."""

from __future__ import annotations

from .cards import FULL_DECK, GAP, PLAYING_CARDS, rank_of
from .position import Position
from .rng import SplitMix64, fnv1a64
from .settings import Settings, check_seed
from .shape import GAPS, ROWS

# The first word absorbed into each stream after the seed names its use, so
# the opening and redeal number k never share a stream.
OPENING_STREAM = 0


def opening(settings: Settings, seed: int) -> Position:
    """The opening position of the deal ``seed`` under ``settings`` (docs/deal.md).

    ``row-end``: the 48 playing cards (clubs, diamonds, hearts, spades, each 2
    to king) are shuffled and dealt row by row into columns 0-11; column 12 of
    every row is a gap. ``ace-holes``: the 52-card deck (each suit ace to king)
    is shuffled and dealt row by row into all 52 cells; the aces are lifted out
    and leave the gaps. On 14 columns, the 52-card deck shuffled the same way:
    ``aces-left`` deals it row by row into columns 1-13, then moves the aces, in
    the order they lie, to column 0 of rows 0-3 (each leaves a gap);
    ``aces-first`` puts the aces, in the order they come in the deck, in column 0
    of rows 0-3 and deals the other cards row by row into columns 2-13 (column 1
    of every row is a gap). All shuffle with SplitMix64 seeded from (seed, 0).
    """
    check_seed(seed)
    rng = SplitMix64.from_words((seed, OPENING_STREAM))
    shape = settings.shape
    columns = shape.columns
    if settings.opening == "row-end":
        deck = list(PLAYING_CARDS)
        rng.shuffle(deck)
        cells = []
        for r in range(ROWS):
            cells.extend(deck[r * (columns - 1) : (r + 1) * (columns - 1)])
            cells.append(GAP)
        return Position(tuple(cells), shape)
    deck = list(FULL_DECK)
    rng.shuffle(deck)
    if settings.opening == "ace-holes":
        return Position(tuple(GAP if rank_of(card) == 1 else card for card in deck), shape)
    cells = [GAP] * shape.cells
    aces = [card for card in deck if rank_of(card) == 1]
    if settings.opening == "aces-left":
        for n, card in enumerate(deck):
            cells[(n // (columns - 1)) * columns + 1 + n % (columns - 1)] = card
        for row, ace in enumerate([c for c in cells if c != GAP and rank_of(c) == 1]):
            cells[cells.index(ace)] = GAP
            cells[row * columns] = ace
        return Position(tuple(cells), shape)
    others = [card for card in deck if rank_of(card) != 1]
    for row, ace in enumerate(aces):
        cells[row * columns] = ace
    for n, card in enumerate(others):
        cells[(n // (columns - 2)) * columns + 2 + n % (columns - 2)] = card
    return Position(tuple(cells), shape)


def redeal_cells(position: Position) -> list[int]:
    """The cells a redeal from ``position`` deals into, row by row: every cell after each row's locked run.
    The cards there are gathered and dealt again (the gaps with them, or after the runs, by the settings)."""
    runs = position.locked_runs()
    columns = position.shape.columns
    return [r * columns + c for r in range(ROWS) for c in range(runs[r], columns)]


def redeal(position: Position, settings: Settings, seed: int, number: int) -> Position:
    """The position after redeal number ``number`` (1, 2, 3) from ``position``.

    Each row's locked run stays. The other cards, gathered in row-major order,
    are shuffled with SplitMix64 seeded from (seed, number, FNV-1a-64 of the
    layout string) and dealt back row by row into the free cells.
    ``scattered``: four gaps join the shuffled cards (placed after them before
    the shuffle). ``after-runs``: each row's gap goes straight after its run.
    The same (seed, number, position) always gives the same result.
    """
    check_seed(seed)
    runs = position.locked_runs()
    columns = position.shape.columns
    free = redeal_cells(position)
    loose = [position.cells[i] for i in free if position.cells[i] != GAP]
    rng = SplitMix64.from_words((seed, number, fnv1a64(position.layout().encode("ascii"))))
    cells = list(position.cells)
    if settings.redeal_gaps == "scattered":
        pool = loose + [GAP] * GAPS
        rng.shuffle(pool)
        for i, card in zip(free, pool, strict=False):
            cells[i] = card
    else:
        gap_cells = {r * columns + runs[r] for r in range(ROWS)}
        rng.shuffle(loose)
        targets = [i for i in free if i not in gap_cells]
        for i in gap_cells:
            cells[i] = GAP
        for i, card in zip(targets, loose, strict=False):
            cells[i] = card
    return Position(tuple(cells), position.shape)
