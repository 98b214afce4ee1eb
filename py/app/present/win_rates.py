"""The published win rates of docs/win-rates.md, as data for the rules page."""

from __future__ import annotations

from dataclasses import dataclass

from solitaire.interval import wilson


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
    auto_won: int | None
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
    def low(self) -> float:
        """The low end of the Wilson 95% interval of ``share``."""
        return wilson(self.won, self.deals)[0]

    @property
    def high(self) -> float:
        return wilson(self.won, self.deals)[1]

    @property
    def auto_low(self) -> float | None:
        """The Wilson 95% interval of ``auto_share``: its low end (None when Auto did not play)."""
        return None if self.auto_won is None else wilson(self.auto_won, self.deals)[0]

    @property
    def auto_high(self) -> float | None:
        return None if self.auto_won is None else wilson(self.auto_won, self.deals)[1]

    @property
    def unknown_share(self) -> float:
        return self.unknown / self.deals

    @property
    def auto_share(self) -> float | None:
        return None if self.auto_won is None else self.auto_won / self.deals


# Commands of each row (docs/win-rates.md). Gaps, Montana, Spaces and Addiction (2026-12-01): PYTHONPATH=py
#     python -m solitaire winrate --variant V --redeals R --deals 500 --start 0 --jobs 2 --budget 10 --cpu --each
#     (the solver, 10 s of CPU a deal), and the Auto of commit 5bd1da0 played out on the same seeds
#     (solitaire.auto.play_out). The two 0-redeal rows (2026-12-06): the solver with the dive and the proof
#     (commit f1288e3), --redeals 0 --deals 500; Auto's play_out on the same seeds (the page's Auto, unchanged).
# (the share winnable is "won": by the solver's line or by Auto's play, see docs/win-rates.md).
# Fields in order: variants, redeals, deals, won, unknown, auto_won, nodes, date.
WIN_RATES: tuple[WinRate, ...] = (
    WinRate(
        ("gaps", "montana", "spaces", "station"),
        0,
        500,
        296,
        190,
        15,
        0,
        "2026-12-06",
        solver_won=296,
        cpu_seconds=10.0,
    ),
    WinRate(("gaps",), 3, 500, 500, 0, 389, 0, "2026-12-01", solver_won=500, cpu_seconds=10.0),
    WinRate(("montana",), 2, 500, 500, 0, 266, 0, "2026-12-01", solver_won=500, cpu_seconds=10.0),
    WinRate(("spaces",), 3, 500, 500, 0, 256, 0, "2026-12-01", solver_won=500, cpu_seconds=10.0),
    WinRate(("addiction",), 0, 500, 333, 165, 21, 0, "2026-12-06", solver_won=333, cpu_seconds=10.0),
    WinRate(("addiction",), 3, 500, 500, 0, 245, 0, "2026-12-01", solver_won=500, cpu_seconds=10.0),
    # The wider family (docs/win-rates.md, "The rows", run C): seeds 0-199, the exact generic search
    # (solitaire.solver.anyboard) and Auto, 2026-12-01.
    WinRate(("blue-moon",), 0, 200, 5, 175, 1, 5000, "2026-12-01", solver_won=5),
    WinRate(("blue-moon",), 2, 200, 95, 105, 81, 5000, "2026-12-01", solver_won=25),
    WinRate(("red-moon",), 0, 200, 11, 180, 6, 5000, "2026-12-01", solver_won=11),
    WinRate(("red-moon",), 2, 200, 133, 67, 112, 5000, "2026-12-01", solver_won=48),
    WinRate(("galary",), 0, 200, 44, 156, 26, 5000, "2026-12-01", solver_won=44),
    WinRate(("galary",), 2, 200, 187, 13, 181, 5000, "2026-12-01", solver_won=69),
    # Moonlight again after its last-column gap looks at the next row's first card (run C's command, 2026-12-02)
    WinRate(("moonlight",), 0, 200, 36, 164, 26, 5000, "2026-12-02", solver_won=36),
    WinRate(("moonlight",), 2, 200, 186, 14, 181, 5000, "2026-12-02", solver_won=51),
    WinRate(("jungle",), 0, 200, 45, 155, 35, 5000, "2026-12-01", solver_won=45),
    WinRate(("jungle",), 1, 200, 158, 42, 137, 5000, "2026-12-01", solver_won=64),
    WinRate(("spaces-and-aces",), 0, 200, 24, 176, 13, 5000, "2026-12-01", solver_won=24),
    # The family's second part (docs/win-rates.md, run D): run C's command on seeds 0-199, 2026-12-02. Station
    # at 0 redeals is the Gaps/Montana/Spaces row above (winnable.SHARED_NO_REDEAL). Rectangular Rovers: the
    # solver alone (Auto takes about 10 s of CPU a deal there), so auto_won is None; won 1: seed 31, won by Auto
    # in a run on seeds 0-56 that was stopped (the solver leaves it unknown even at 50,000 units).
    WinRate(("paganini",), 0, 200, 33, 77, 19, 5000, "2026-12-02", solver_won=33),
    WinRate(("paganini",), 1, 200, 137, 63, 85, 5000, "2026-12-02", solver_won=89),
    WinRate(("paganini-ii",), 0, 200, 19, 181, 6, 5000, "2026-12-02", solver_won=19),
    WinRate(("double-blue-moon",), 0, 200, 14, 186, 6, 5000, "2026-12-02", solver_won=12),
    WinRate(("double-blue-moon",), 2, 200, 150, 50, 140, 5000, "2026-12-02", solver_won=31),
    WinRate(("double-red-moon",), 0, 200, 17, 183, 6, 5000, "2026-12-02", solver_won=17),
    WinRate(("double-red-moon",), 2, 200, 167, 33, 146, 5000, "2026-12-02", solver_won=65),
    WinRate(("house-of-commons",), 0, 200, 28, 166, 18, 5000, "2026-12-02", solver_won=28),
    WinRate(("house-of-commons",), 1, 200, 121, 79, 90, 5000, "2026-12-02", solver_won=55),
    WinRate(("line-up",), 0, 200, 125, 53, 106, 5000, "2026-12-02", solver_won=125),
    WinRate(("station",), 2, 200, 153, 47, 73, 5000, "2026-12-02", solver_won=132),
    WinRate(("double-montana",), 0, 200, 9, 191, 7, 5000, "2026-12-02", solver_won=9),
    WinRate(("double-montana",), 2, 200, 146, 54, 132, 5000, "2026-12-02", solver_won=45),
    WinRate(("rectangular-rovers",), 0, 200, 1, 199, None, 5000, "2026-12-02", solver_won=0),
    WinRate(("spoilt",), 0, 200, 180, 0, 180, 5000, "2026-12-02", solver_won=180),
)


def rates_for(variant: str) -> tuple[WinRate, ...]:
    """The rows that hold for the preset ``variant``, fewest redeals first."""
    return tuple(sorted((r for r in WIN_RATES if variant in r.variants), key=lambda r: r.redeals))


__all__ = ["WIN_RATES", "WinRate", "rates_for"]
