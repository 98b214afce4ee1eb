"""Hypothesis strategies and random play shared by the engine's and the glue's property tests."""

from __future__ import annotations

from hypothesis import strategies as st

from solitaire import CLASSIC_VARIANTS, PRESETS, REDEAL, SEED_MAX, Game, Position, preset
from solitaire.shape import CLASSIC
from tests.boards import WON

variants = st.sampled_from(sorted(PRESETS))
seeds = st.integers(0, SEED_MAX)


def random_play(data, game: Game, steps: int) -> list[Position]:
    """Take up to ``steps`` random legal actions (moves, redeals, undos, redos); return the positions seen."""
    seen = [game.position]
    for _ in range(steps):
        options: list[str] = []
        if game.status.legal_moves:
            options += ["move"] * 4
        if game.status.redeal_allowed:
            options.append("redeal")
        if game.actions and not game.gave_up:
            options.append("undo")
        if game.redo_stack and not game.status.over:
            options.append("redo")
        if not options:
            break
        choice = data.draw(st.sampled_from(options))
        if choice == "move":
            game.push(data.draw(st.sampled_from(game.status.legal_moves)))
        elif choice == "redeal":
            game.push(REDEAL)
        elif choice == "undo":
            game.pop()
        else:
            game.redo()
        seen.append(game.position)
    return seen


@st.composite
def classic_games(draw, max_steps: int = 60) -> Game:
    """A game of a random classic variant and redeal count, played at random for a while (moves and redeals)."""
    variant = draw(st.sampled_from(sorted(CLASSIC_VARIANTS)))
    game = Game(preset(variant, draw(st.integers(0, 3))), draw(st.integers(0, SEED_MAX)))
    for _ in range(draw(st.integers(0, max_steps))):
        moves = game.status.legal_moves
        options = len(moves) + (1 if game.status.redeal_allowed else 0)
        if not options:
            break
        choice = draw(st.integers(0, options - 1))
        game.push(moves[choice] if choice < len(moves) else REDEAL)
    return game


@st.composite
def scrambles(draw) -> Position:
    """The won board with some cells shuffled (the four gaps always among them): long runs, free rows."""
    cells = list(Position.from_layout(WON, CLASSIC).cells)
    count = draw(st.integers(1, 30))
    cells_but_the_last_column = [i for i in range(52) if i % 13 != 12]
    others = st.lists(st.sampled_from(cells_but_the_last_column), min_size=count, max_size=count, unique=True)
    chosen = [12, 25, 38, 51, *draw(others)]
    contents = draw(st.permutations([cells[i] for i in chosen]))
    for i, card in zip(chosen, contents, strict=True):
        cells[i] = card
    return Position(tuple(cells), CLASSIC)


# A position of a classic game: a random game's (classic_games) or a scramble of the won board.
classic_positions = st.one_of(classic_games().map(lambda g: g.position), scrambles())
