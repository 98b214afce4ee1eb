"""What must always hold over random play (hypothesis)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from solitaire import PRESETS, REDEAL, Game, Move, Position, dumps, loads, summarize
from solitaire.cards import GAP, make_card, rank_of, suit_of
from solitaire.spoilt import DOWN
from tests.strategies import random_play, seeds, variants


@settings(max_examples=60, deadline=None)
@given(st.data(), variants, seeds)
def test_always_every_card_of_the_decks_and_a_gap_a_row_or_spoilts_waste(data, variant, seed):
    settings = PRESETS[variant]
    shape = settings.shape
    deck = [make_card(rank, suit) for _ in range(shape.decks) for suit in range(4) for rank in shape.ranks]
    for position in random_play(data, Game(settings, seed), 40):
        cards = [c & ~DOWN for c in position.cells if c]
        if shape.waste:  # Spoilt: the board, the waste and the talon hold the deck; an empty cell only at the left
            cards += [c for c in (position.waste, *position.talon) if c]
            assert all(i % shape.columns == 0 for i in position.gaps())
        else:
            assert len(position.gaps()) == shape.rows == 4 * settings.decks
        assert sorted(cards) == sorted(deck) and len(position.cells) == shape.rows * shape.columns


@settings(max_examples=60, deadline=None)
@given(st.data(), variants, seeds)
def test_locked_runs_never_shrink_across_a_redeal(data, variant, seed):
    game = Game(PRESETS[variant], seed)
    random_play(data, game, 15)
    while game.status.redeal_allowed:
        before = game.position.locked_runs()
        game.push(REDEAL)
        after = game.position.locked_runs()
        assert all(a >= b for a, b in zip(after, before, strict=True))


@settings(max_examples=60, deadline=None)
@given(st.data(), variants, seeds)
def test_undo_restores_exactly_and_redo_replays(data, variant, seed):
    game = Game(PRESETS[variant], seed)
    random_play(data, game, 30)
    trail = [game.position]
    count = len(game.actions)
    for _ in range(count):
        game.pop()
        trail.append(game.position)
    assert game.position == game.start and game.moves == 0 and game.redeals_used == 0
    for expected in reversed(trail[:-1]):
        game.redo()
        assert game.position == expected


@settings(max_examples=60, deadline=None)
@given(st.data(), variants, seeds)
def test_save_then_load_round_trips(data, variant, seed):
    game = Game(PRESETS[variant].with_redeals(data.draw(st.sampled_from(PRESETS[variant].redeal_counts))), seed)
    random_play(data, game, 30)
    loaded, meta = loads(dumps(game, {"n": 1}))
    assert loaded.position == game.position and loaded.start == game.start
    assert loaded.actions == game.actions and loaded.redo_stack == game.redo_stack
    assert loaded.settings == game.settings and loaded.gave_up == game.gave_up and meta == {"n": 1}


@settings(max_examples=60, deadline=None)
@given(st.data(), variants, seeds)
def test_a_saves_summary_agrees_with_the_game_it_saves(data, variant, seed):
    game = Game(PRESETS[variant].with_redeals(data.draw(st.sampled_from(PRESETS[variant].redeal_counts))), seed)
    random_play(data, game, 30)
    if data.draw(st.booleans()) and not game.status.over:
        game.give_up()
    save = summarize(dumps(game))
    status = game.status
    assert (save.settings, save.seed, save.from_layout) == (game.settings, game.seed, game.from_layout)
    assert (save.moves, save.redeals_left, save.undone) == (game.moves, game.redeals_left, len(game.redo_stack))
    assert (save.ordered, save.over, save.in_progress) == (status.ordered, status.over, game.in_progress)


def fits(position: Position, card: int, src: int, dst: int) -> bool:
    """Whether ``card`` from ``src`` may go into the gap at ``dst``, by the fit rules in their plainest words
    (RULES.md; PySolFC's acceptsCards): "the next rank" is the next of the game's deck (after an ace the 6 in
    Paganini), "the top" its highest rank."""
    shape, cells = position.shape, position.cells
    columns = shape.columns
    if shape.fit == "neighbour":  # Rectangular Rovers: the cell above, below, left or right, no wrap
        (sr, sc), (dr, dc) = divmod(src, columns), divmod(dst, columns)
        return abs(sr - dr) + abs(sc - dc) == 1
    if dst % columns == 0:
        return rank_of(card) == shape.base
    ranks = list(shape.ranks)

    def next_rank(a: int, b: int) -> bool:  # b is the rank after a in the game's deck
        return ranks.index(b) == ranks.index(a) + 1

    left = cells[dst - 1]
    right = cells[dst + 1] if dst + 1 < len(cells) else GAP  # PySolFC: rows[id + 1], the next row's first
    same_suit_as_left = left != GAP and suit_of(card) == suit_of(left)
    if left == GAP or rank_of(left) == shape.top:
        by_left = False
    elif shape.fit in ("next-left", "left-or-right"):
        by_left = same_suit_as_left and next_rank(rank_of(left), rank_of(card))
    elif shape.fit == "next-any-suit":
        by_left = next_rank(rank_of(left), rank_of(card))
    else:  # higher-same-suit
        by_left = same_suit_as_left and rank_of(card) > rank_of(left)
    by_right = (
        shape.fit == "left-or-right"
        and right != GAP
        and suit_of(card) == suit_of(right)
        and next_rank(rank_of(card), rank_of(right))
    )
    return by_left or by_right


def spoilt_accepts(position, card: int, dst: int) -> bool:
    """PySolFC's Spoilt_RowStack.acceptsCards in its words: the rank fixes the column (the ace the last), the
    suit the row: the row's face-up suit, or for a suit no row shows, any row showing none."""
    columns, cells = position.shape.columns, position.cells
    row, col = divmod(dst, columns)
    if rank_of(card) == 1:
        if col != columns - 1:
            return False
    elif rank_of(card) - 7 != col:
        return False
    up = [c for c in cells[row * columns : (row + 1) * columns] if c and not c & DOWN]
    if up:
        return suit_of(up[0]) == suit_of(card)
    return not any(c and not c & DOWN and suit_of(c) == suit_of(card) for c in cells)


def brute_force_moves(position: Position) -> set[Move]:
    """Every (card, gap) pair checked against the rule in its plainest words (Spoilt: the waste card into
    every cell)."""
    if position.shape.waste:
        card = position.waste
        dsts = range(position.shape.cells) if card else ()
        return {
            Move(card, position.shape.cells, d, position.shape.columns)
            for d in dsts
            if spoilt_accepts(position, card, d)
        }
    moves = set()
    for dst, target in enumerate(position.cells):
        if target:
            continue
        for src, card in enumerate(position.cells):
            if card and fits(position, card, src, dst):
                moves.add(Move(card, src, dst, position.shape.columns))
    return moves


@settings(max_examples=80, deadline=None)
@given(st.data(), variants, seeds)
def test_the_move_generator_agrees_with_brute_force(data, variant, seed):
    for position in random_play(data, Game(PRESETS[variant], seed), 25):
        generated = position.legal_moves()
        assert len(generated) == len(set(generated))
        assert set(generated) == brute_force_moves(position)
        for move in brute_force_moves(position):
            assert position.why_illegal(move) is None
