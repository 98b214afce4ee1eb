"""The "winnable deals only" lists: seeds the solver proved winnable, per variant and redeal count.

The lists ship in the data file ``data/winnable.txt`` (``DATA``, read on first
use; built by ``python -m solitaire winnable --extend``; the format is pools.py's).
With no redeal, Gaps, Montana, Spaces and Station are the same game (the same opening, and
their settings differ only in how and when they redeal), so their 0-redeal lists
are one list, kept under Gaps.

"Proved winnable" means the solver found a line that wins in the engine. With
redeals the solver knows what each seeded redeal will deal (a redeal is a fixed
function of the seed, its number and the position it is made from), so the
line exists, but a player who plays other moves meets other redeals.
"""

from __future__ import annotations

from functools import cache

from .pools import Pool, read_file
from .settings import PRESETS, preset

DATA = "winnable.txt"  # the lists' data file (pools.DATA)
SHARED_NO_REDEAL = ("gaps", "montana", "spaces", "station")  # the same game with no redeal: one list, under Gaps


def list_variant(variant: str, redeals: int) -> str:
    """The variant whose list serves ``variant`` at ``redeals``."""
    if redeals == 0 and variant in SHARED_NO_REDEAL:
        return SHARED_NO_REDEAL[0]
    return variant


@cache
def pools() -> dict[str, Pool]:
    return read_file(DATA).pools


def winnable_pool(variant: str, redeals: int) -> Pool:
    """The list for ``variant`` at ``redeals`` (empty if none was built)."""
    preset(variant, redeals)  # a SettingsError for an unknown variant or a count out of range
    name = f"winnable {list_variant(variant, redeals)} {redeals}"
    found = pools().get(name)
    return found if found is not None else Pool("winnable", list_variant(variant, redeals), redeals)


def winnable_seeds(variant: str, redeals: int | None = None) -> tuple[int, ...]:
    """The proved-winnable seeds of ``variant`` at ``redeals`` (its usual count if None), in list order."""
    return winnable_pool(variant, PRESETS[variant].redeals if redeals is None else redeals).seeds


__all__ = ["DATA", "SHARED_NO_REDEAL", "list_variant", "pools", "winnable_pool", "winnable_seeds"]
