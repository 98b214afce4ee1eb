"""The published win rates of docs/win-rates.md, as data for the rules page."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class WinRate:
    """One row of docs/win-rates.md: the openings of seeds ``first_seed`` .. ``first_seed + deals - 1``.

    ``won``: deals proved winnable, by the solver's line or by Auto's play
    (perfect play, clairvoyant of the seeded redeals: the solver knows what
    every redeal will deal). ``low`` and ``high``: the Wilson 95% interval of
    ``won / deals``. ``unknown``: deals neither the solver (within ``nodes``
    positions) nor Auto decided; the rest were proved unwinnable.
    ``solver_won``: deals the solver won on its own (None if not recorded).
    ``auto_won``: deals Auto won (it looks past no redeal), with its interval
    ``auto_low`` .. ``auto_high``. ``variants``: the presets the row holds for (at 0 redeals
    Gaps, Montana and Spaces share their rules). ``date``: when it was run."""

    variants: tuple[str, ...]
    redeals: int
    deals: int
    won: int
    unknown: int
    low: float
    high: float
    auto_won: int | None
    auto_low: float | None
    auto_high: float | None
    nodes: int
    date: str
    first_seed: int = 0
    solver_won: int | None = None

    @property
    def share(self) -> float:
        """The share proved winnable (a lower bound while ``unknown`` is not 0; at most ``share + unknown_share``)."""
        return self.won / self.deals

    @property
    def unknown_share(self) -> float:
        return self.unknown / self.deals

    @property
    def auto_share(self) -> float | None:
        return None if self.auto_won is None else self.auto_won / self.deals


# Commands of each row (docs/win-rates.md): PYTHONPATH=py python -m solitaire winrate --variant V --redeals R
#     --deals 500 --start 0 --jobs 1 --budget 60 --nodes 5000 --auto --each (the solver), and Auto of commit
#     d15fbac played out on the same seeds (solitaire.auto.play_out).
# (the share winnable is "won": by the solver's line or by Auto's play, see docs/win-rates.md).
# Fields in order: variants, redeals, deals, won, unknown, low, high, auto_won, auto_low, auto_high, nodes, date.
WIN_RATES: tuple[WinRate, ...] = (
    WinRate(
        ("gaps", "montana", "spaces"),
        0,
        500,
        23,
        470,
        0.0308,
        0.0681,
        11,
        0.0123,
        0.0390,
        5000,
        "2026-11-29",
        solver_won=23,
    ),
    WinRate(("gaps",), 3, 500, 481, 19, 0.9414, 0.9755, 359, 0.6770, 0.7557, 5000, "2026-11-29", solver_won=444),
    WinRate(("montana",), 2, 500, 282, 218, 0.5202, 0.6068, 236, 0.4286, 0.5158, 5000, "2026-11-29", solver_won=83),
    WinRate(("spaces",), 3, 500, 305, 195, 0.5666, 0.6518, 253, 0.4623, 0.5496, 5000, "2026-11-29", solver_won=106),
    WinRate(("addiction",), 0, 500, 31, 468, 0.0440, 0.0867, 11, 0.0123, 0.0390, 5000, "2026-11-29", solver_won=31),
    WinRate(("addiction",), 3, 500, 293, 207, 0.5423, 0.6284, 256, 0.4683, 0.5556, 5000, "2026-11-29", solver_won=89),
)


def rates_for(variant: str) -> tuple[WinRate, ...]:
    """The rows that hold for the preset ``variant``, fewest redeals first."""
    return tuple(sorted((r for r in WIN_RATES if variant in r.variants), key=lambda r: r.redeals))


__all__ = ["WIN_RATES", "WinRate", "rates_for"]
