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


# Command of each row (docs/win-rates.md): PYTHONPATH=py python -m solitaire winrate --variant V --redeals R
#     --deals 500 --start 0 --jobs 1 --budget 60 --nodes 5000 --auto --each
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
    WinRate(("gaps",), 3, 500, 482, 18, 0.9438, 0.9771, 359, 0.6770, 0.7557, 5000, "2026-11-29", solver_won=444),
    WinRate(("montana",), 2, 500, 256, 244, 0.4683, 0.5556, 211, 0.3795, 0.4657, 5000, "2026-11-29", solver_won=83),
    WinRate(("spaces",), 3, 500, 290, 210, 0.5363, 0.6225, 234, 0.4247, 0.5118, 5000, "2026-11-29", solver_won=106),
    WinRate(("addiction",), 0, 500, 31, 468, 0.0440, 0.0867, 11, 0.0123, 0.0390, 5000, "2026-11-29", solver_won=31),
    WinRate(("addiction",), 3, 500, 286, 214, 0.5282, 0.6147, 248, 0.4524, 0.5397, 5000, "2026-11-29", solver_won=89),
)


def rates_for(variant: str) -> tuple[WinRate, ...]:
    """The rows that hold for the preset ``variant``, fewest redeals first."""
    return tuple(sorted((r for r in WIN_RATES if variant in r.variants), key=lambda r: r.redeals))


__all__ = ["WIN_RATES", "WinRate", "rates_for"]
