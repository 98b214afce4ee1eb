"""Seeded deals: the opening position of (settings, seed) and every redeal."""

from __future__ import annotations

from .cards import FULL_DECK, GAP, PLAYING_CARDS, rank_of
from .position import COLS, GAPS, ROWS, Position
from .rng import SplitMix64, fnv1a64
from .settings import Settings, check_seed

# The first word absorbed into each stream after the seed names its use, so
# the opening and redeal number k never share a stream.
OPENING_STREAM = 0


def opening(settings: Settings, seed: int) -> Position:
    """The opening position of the deal ``seed`` under ``settings``.

    ``row-end``: the 48 playing cards (clubs, diamonds, hearts, spades, each 2
    to king) are shuffled and dealt row by row into columns 0-11; column 12 of
    every row is a gap. ``ace-holes``: the 52-card deck (each suit ace to king)
    is shuffled and dealt row by row into all 52 cells; the aces are lifted out
    and leave the gaps. Both shuffle with SplitMix64 seeded from (seed, 0).
    """
    check_seed(seed)
    rng = SplitMix64.from_words((seed, OPENING_STREAM))
    if settings.opening == "row-end":
        deck = list(PLAYING_CARDS)
        rng.shuffle(deck)
        cells = []
        for r in range(ROWS):
            cells.extend(deck[r * (COLS - 1) : (r + 1) * (COLS - 1)])
            cells.append(GAP)
        return Position(tuple(cells))
    deck = list(FULL_DECK)
    rng.shuffle(deck)
    return Position(tuple(GAP if rank_of(card) == 1 else card for card in deck))


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
    free = [r * COLS + c for r in range(ROWS) for c in range(runs[r], COLS)]
    loose = [position.cells[i] for i in free if position.cells[i] != GAP]
    rng = SplitMix64.from_words((seed, number, fnv1a64(position.layout().encode("ascii"))))
    cells = list(position.cells)
    if settings.redeal_gaps == "scattered":
        pool = loose + [GAP] * GAPS
        rng.shuffle(pool)
        for i, card in zip(free, pool, strict=False):
            cells[i] = card
    else:
        gap_cells = {r * COLS + runs[r] for r in range(ROWS)}
        rng.shuffle(loose)
        targets = [i for i in free if i not in gap_cells]
        for i in gap_cells:
            cells[i] = GAP
        for i, card in zip(targets, loose, strict=False):
            cells[i] = card
    return Position(tuple(cells))
