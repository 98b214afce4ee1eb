"""Brute force for the solver's tests: every position reachable with the engine's own moves, and small random boards."""

from __future__ import annotations

from collections import deque
from collections.abc import Callable

from hypothesis import strategies as st

from solitaire import Position
from solitaire.position import Move
from solitaire.shape import CLASSIC
from tests.boards import WON

# A lost board (brute force: 1,678 positions reachable, none won).
LOST_AFTER_A_SEARCH = Position.from_layout(
    "--3C4C5C6C7C8C9C--JCQCKC--/5H6H4D5D6D7D8D9DTDJD7SKDJH/2H3H4H3D3S7H8H9HTHQDQHKHTS/2S2D4S5S6S--8S9S2CJSQSKSTC",
    CLASSIC,
)


def exhaustive(position: Position, cap: int = 20000, skip: Callable[[Move], bool] | None = None) -> bool | None:
    """Brute force with no redeal: every reachable position via the engine's own moves (None past ``cap``),
    leaving out the moves ``skip`` names."""
    seen = {position.cells}
    queue = deque([position])
    while queue:
        here = queue.popleft()
        if here.is_won():
            return True
        for move in here.legal_moves():
            if skip is not None and skip(move):
                continue
            after = here.play(move)
            if after.cells not in seen:
                if len(seen) >= cap:
                    return None
                seen.add(after.cells)
                queue.append(after)
    return False


def scrambled(data: st.DataObject, count: int) -> Position:
    """The won layout with ``count`` random cells (always the four gaps among them) shuffled."""
    cells = list(Position.from_layout(WON, CLASSIC).cells)
    gaps = [12, 25, 38, 51]
    others = data.draw(
        st.lists(
            st.sampled_from([i for i in range(52) if i not in gaps]),
            min_size=count - 4,
            max_size=count - 4,
            unique=True,
        )
    )
    chosen = gaps + others
    contents = data.draw(st.permutations([cells[i] for i in chosen]))
    for i, card in zip(chosen, contents, strict=True):
        cells[i] = card
    return Position(tuple(cells), CLASSIC)
