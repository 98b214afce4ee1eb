"""Hypothesis strategies and random play shared by the engine's and the glue's property tests."""

from __future__ import annotations

from hypothesis import strategies as st

from solitaire import PRESETS, REDEAL, SEED_MAX, Game, Position

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
