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
    Gaps, Montana and Spaces share their rules). ``date``: when it was run. The solver's budget
    a deal: ``cpu_seconds`` of CPU time when given (``nodes`` 0: no node cap), else ``nodes``
    expansions."""

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
    cpu_seconds: float | None = None

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


# Commands of each row (docs/win-rates.md). Gaps, Montana and Spaces, and Addiction 3 (2026-12-01): PYTHONPATH=py
#     python -m solitaire winrate --variant V --redeals R --deals 500 --start 0 --jobs 2 --budget 10 --cpu --each
#     (the solver, 10 s of CPU a deal; the 0-redeal row is seeds 0-499 of a 1,000-seed run), and the Auto of
#     commit 5bd1da0 played out on the same seeds (solitaire.auto.play_out). Addiction with no redeal
#     (2026-11-29): --jobs 1 --budget 60 --nodes 5000 --auto --each, and Auto of commit d15fbac.
# (the share winnable is "won": by the solver's line or by Auto's play, see docs/win-rates.md).
# Fields in order: variants, redeals, deals, won, unknown, low, high, auto_won, auto_low, auto_high, nodes, date.
WIN_RATES: tuple[WinRate, ...] = (
    WinRate(
        ("gaps", "montana", "spaces"),
        0,
        500,
        201,
        289,
        0.3599,
        0.4456,
        15,
        0.0183,
        0.0489,
        0,
        "2026-12-01",
        solver_won=201,
        cpu_seconds=10.0,
    ),
    WinRate(
        ("gaps",), 3, 500, 500, 0, 0.9924, 1.0, 389, 0.7395, 0.8122, 0, "2026-12-01", solver_won=500, cpu_seconds=10.0
    ),
    WinRate(
        ("montana",),
        2,
        500,
        500,
        0,
        0.9924,
        1.0,
        266,
        0.4882,
        0.5753,
        0,
        "2026-12-01",
        solver_won=500,
        cpu_seconds=10.0,
    ),
    WinRate(
        ("spaces",), 3, 500, 500, 0, 0.9924, 1.0, 256, 0.4683, 0.5556, 0, "2026-12-01", solver_won=500, cpu_seconds=10.0
    ),
    WinRate(("addiction",), 0, 500, 31, 468, 0.0440, 0.0867, 11, 0.0123, 0.0390, 5000, "2026-11-29", solver_won=31),
    WinRate(
        ("addiction",),
        3,
        500,
        500,
        0,
        0.9924,
        1.0,
        245,
        0.4464,
        0.5337,
        0,
        "2026-12-01",
        solver_won=500,
        cpu_seconds=10.0,
    ),
    # The wider family (docs/win-rates.md, "The wider family"): seeds 0-199, the exact generic search
    # (solitaire.anysolver) and Auto, 2026-12-01.
    WinRate(("blue-moon",), 0, 200, 5, 175, 0.0107, 0.0572, 1, 0.0009, 0.0278, 5000, "2026-12-01", solver_won=5),
    WinRate(("blue-moon",), 2, 200, 95, 105, 0.4069, 0.5440, 81, 0.3394, 0.4742, 5000, "2026-12-01", solver_won=25),
    WinRate(("red-moon",), 0, 200, 11, 180, 0.0310, 0.0958, 6, 0.0138, 0.0639, 5000, "2026-12-01", solver_won=11),
    WinRate(("red-moon",), 2, 200, 133, 67, 0.5970, 0.7268, 112, 0.4907, 0.6270, 5000, "2026-12-01", solver_won=48),
    WinRate(("galary",), 0, 200, 44, 156, 0.1682, 0.2824, 26, 0.0903, 0.1837, 5000, "2026-12-01", solver_won=44),
    WinRate(("galary",), 2, 200, 187, 13, 0.8920, 0.9616, 181, 0.8564, 0.9383, 5000, "2026-12-01", solver_won=69),
    WinRate(("moonlight",), 0, 200, 37, 163, 0.1373, 0.2446, 21, 0.0697, 0.1552, 5000, "2026-12-01", solver_won=37),
    WinRate(("moonlight",), 2, 200, 183, 17, 0.8681, 0.9463, 179, 0.8448, 0.9303, 5000, "2026-12-01", solver_won=52),
    WinRate(("jungle",), 0, 200, 45, 155, 0.1726, 0.2877, 35, 0.1286, 0.2336, 5000, "2026-12-01", solver_won=45),
    WinRate(("jungle",), 1, 200, 158, 42, 0.7284, 0.8407, 137, 0.6177, 0.7454, 5000, "2026-12-01", solver_won=64),
    WinRate(
        ("spaces-and-aces",), 0, 200, 24, 176, 0.0820, 0.1723, 13, 0.0384, 0.1080, 5000, "2026-12-01", solver_won=24
    ),
)


def rates_for(variant: str) -> tuple[WinRate, ...]:
    """The rows that hold for the preset ``variant``, fewest redeals first."""
    return tuple(sorted((r for r in WIN_RATES if variant in r.variants), key=lambda r: r.redeals))


__all__ = ["WIN_RATES", "WinRate", "rates_for"]
