"""Seeded deals: the opening position of (settings, seed) and every redeal."""

from __future__ import annotations

from . import spoilt
from .cards import ACE, GAP, make_card, rank_of
from .position import Position
from .rng import SplitMix64, fnv1a64
from .settings import Settings, check_seed

# The first word absorbed into each stream after the seed names its use, so
# the opening and redeal number k never share a stream.
OPENING_STREAM = 0


def deck_of(settings: Settings) -> list[int]:
    """The cards dealt, in their order before the shuffle: for each deck, each suit (clubs, diamonds,
    hearts, spades) from its lowest rank to its top, the lifted rank with them (row-end leaves it out)."""
    ranks = settings.deck_ranks
    if settings.opening == "row-end":
        ranks = settings.shape.ranks
    return [make_card(r, s) for _ in range(settings.decks) for s in range(4) for r in ranks]


def opening(settings: Settings, seed: int) -> Position:
    """The opening position of the deal ``seed`` under ``settings`` (docs/deal.md).

    The deck (:func:`deck_of`) is shuffled with SplitMix64 seeded from (seed, 0), then dealt row by row:
    ``row-end`` into every column but the last (each row's last cell a gap); ``ace-holes`` and
    ``top-holes`` into every cell, then the aces (or the deck's top rank) are lifted out and leave the
    gaps; ``aces-left`` into every column but the first, then the aces, in the order they lie, are moved
    to the first column of the rows from the top (each leaves a gap); ``aces-first`` puts the aces, in
    the order they come in the deck, in the first column and deals the other cards into the third column
    on (the second column of every row a gap); ``first-empty`` into every column but the first, which
    stays empty (the aces stay where they fall); ``face-down`` (Spoilt) face down into every column but the
    first, then the next card onto the waste and the rest into the talon (``spoilt.deal``).
    """
    check_seed(seed)
    rng = SplitMix64.from_words((seed, OPENING_STREAM))
    shape = settings.shape
    columns, rows = shape.columns, shape.rows
    deck = deck_of(settings)
    rng.shuffle(deck)
    kind = settings.opening
    if kind == "face-down":
        return spoilt.deal(shape, deck)
    if kind == "row-end":
        cells = []
        for r in range(rows):
            cells.extend(deck[r * (columns - 1) : (r + 1) * (columns - 1)])
            cells.append(GAP)
        return Position(tuple(cells), shape)
    if kind in ("ace-holes", "top-holes"):
        lifted = settings.lifted
        return Position(tuple(GAP if rank_of(card) == lifted else card for card in deck), shape)
    cells = [GAP] * shape.cells
    if kind in ("aces-left", "first-empty"):
        for n, card in enumerate(deck):
            cells[(n // (columns - 1)) * columns + 1 + n % (columns - 1)] = card
        if kind == "aces-left":
            found = [i for i, card in enumerate(cells) if card != GAP and rank_of(card) == ACE]
            aces = [cells[i] for i in found]
            for i in found:
                cells[i] = GAP
            for row, ace in enumerate(aces):
                cells[row * columns] = ace
        return Position(tuple(cells), shape)
    aces = [card for card in deck if rank_of(card) == ACE]
    others = [card for card in deck if rank_of(card) != ACE]
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
    return [r * columns + c for r in range(position.shape.rows) for c in range(runs[r], columns)]


def redeal(position: Position, settings: Settings, seed: int, number: int) -> Position:
    """The position after redeal number ``number`` (1, 2, 3) from ``position``.

    Each row's locked run stays. The other cards, gathered in row-major order,
    are shuffled with SplitMix64 seeded from (seed, number, FNV-1a-64 of the
    layout string) and dealt back row by row into the free cells.
    ``scattered``: the gaps join the shuffled cards (placed after them before
    the shuffle). ``after-runs``: each row's gap goes straight after its run.
    ``last-column``: each row's gap goes in its last column.
    The same (seed, number, position) always gives the same result.
    """
    check_seed(seed)
    shape = position.shape
    runs = position.locked_runs()
    columns = shape.columns
    free = redeal_cells(position)
    loose = [position.cells[i] for i in free if position.cells[i] != GAP]
    rng = SplitMix64.from_words((seed, number, fnv1a64(position.layout().encode("ascii"))))
    cells = list(position.cells)
    if settings.redeal_gaps == "scattered":
        pool = loose + [GAP] * shape.gaps
        rng.shuffle(pool)
        for i, card in zip(free, pool, strict=False):
            cells[i] = card
    else:
        if settings.redeal_gaps == "last-column":
            gap_cells = {r * columns + columns - 1 for r in range(shape.rows)}
        else:
            gap_cells = {r * columns + runs[r] for r in range(shape.rows)}
        rng.shuffle(loose)
        targets = [i for i in free if i not in gap_cells]
        for i in gap_cells:
            cells[i] = GAP
        for i, card in zip(targets, loose, strict=False):
            cells[i] = card
    return Position(tuple(cells), shape)
