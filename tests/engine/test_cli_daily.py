"""The command line's daily deal (deal --daily) and the winnable lists (winnable): DESIGN.md's contract."""

from __future__ import annotations

import datetime as dt
import hashlib
import shutil
from pathlib import Path

from solitaire import PRESETS, opening
from solitaire.daily import daily_deal, pool_for
from solitaire.winnable import winnable_pool, winnable_seeds
from tests.commandline import solitaire as run

ROOT = Path(__file__).resolve().parents[2]


def test_deal_daily_prints_that_days_opening():
    result = run("deal", "--variant", "montana", "--daily", "2026-12-01")
    assert result.returncode == 0, result.stderr
    deal = daily_deal("montana", dt.date(2026, 12, 1))
    assert result.stdout == opening(PRESETS["montana"], deal.seed).layout() + "\n"


def test_deal_takes_a_seed_or_a_date_not_both_nor_neither():
    for args in (["--seed", "7", "--daily", "2026-12-01"], []):
        result = run("deal", "--variant", "gaps", *args)
        assert result.returncode == 2 and result.stdout == ""
        assert len(result.stderr.strip().splitlines()) == 1


def test_a_bad_date_is_one_line_and_status_2():
    for day in ("2026-13-01", "yesterday", "2025-12-31"):
        result = run("deal", "--variant", "gaps", "--daily", day)
        assert result.returncode == 2, day
        [line] = result.stderr.strip().splitlines()
        assert ("--daily" in line and "YYYY-MM-DD" in line) or "run from" in line


def test_winnable_prints_seeds_from_the_shipped_list_one_a_line():
    result = run("winnable", "--variant", "spaces", "--redeals", "2", "--count", "3")
    assert result.returncode == 0, result.stderr
    assert result.stdout.split() == [str(s) for s in winnable_seeds("spaces", 2)[:3]]
    # The variant's own redeal count when none is given; Montana and Spaces use Gaps's list with no redeal.
    assert run("winnable", "--variant", "gaps", "--count", "2").stdout.split() == [
        str(s) for s in winnable_seeds("gaps", 3)[:2]
    ]
    montana = run("winnable", "--variant", "montana", "--redeals", "0", "--count", "2").stdout
    assert montana.split() == [str(s) for s in winnable_seeds("gaps", 0)[:2]]


def test_winnable_says_so_when_the_list_is_shorter_than_asked():
    held = len(winnable_pool("addiction", 0).entries)
    result = run("winnable", "--variant", "addiction", "--redeals", "0", "--count", str(held + 5))
    assert result.returncode == 0
    assert len(result.stdout.split()) == held
    assert f"holds {held} seeds, fewer than {held + 5}" in result.stderr


def test_winnable_check_replays_each_line():
    pool = winnable_pool("gaps", 3)
    result = run("winnable", "--variant", "gaps", "--count", "2", "--check")
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert [line.split()[0] for line in lines] == [str(e.seed) for e in pool.entries[:2]]
    assert all("replayed to a win" in line for line in lines)


def test_winnable_daily_prints_the_daily_pool():
    result = run("winnable", "--variant", "gaps", "--daily", "--count", "2")
    assert result.stdout.split() == [str(s) for s in pool_for("gaps", 1).seeds[:2]]
    refused = run("winnable", "--variant", "gaps", "--daily", "--redeals", "1")
    assert refused.returncode == 2 and "own redeal count" in refused.stderr


def test_winnable_extend_rewrites_the_data_file_it_reads(tmp_path):
    shutil.copytree(ROOT / "py" / "solitaire", tmp_path / "solitaire", ignore=shutil.ignore_patterns("__pycache__"))
    args = ("winnable", "--variant", "gaps", "--redeals", "1", "--extend", "--rebuild", "--nodes", "2000")
    result = run(*args, "--until", "2", pythonpath=tmp_path)
    assert result.returncode == 0, result.stderr
    assert "2 seeds won of" in result.stderr
    data = tmp_path / "solitaire" / "data"
    text = (data / "winnable.txt").read_text()
    # Its checksum is written with it (the shipped files' are compared by tests/engine/test_pools.py).
    assert f"{hashlib.sha256(text.encode()).hexdigest()}  winnable.txt" in (data / "SHA256SUMS").read_text()
    assert "pool winnable gaps 1 nodes=2000 scanned=" in text
    printed = run("winnable", "--variant", "gaps", "--redeals", "1", pythonpath=tmp_path)
    assert len(printed.stdout.split()) == 2
    # The other lists are written back as they were.
    assert f"pool {winnable_pool('addiction', 3).header()[5:]}" in text
    # Extending goes on from where the list stopped, with the list's own budget.
    more = run("winnable", "--variant", "gaps", "--redeals", "1", "--extend", "--until", "3", pythonpath=tmp_path)
    assert more.returncode == 0, more.stderr
    again = run("winnable", "--variant", "gaps", "--redeals", "1", pythonpath=tmp_path).stdout.split()
    assert again[:2] == printed.stdout.split() and len(again) == 3
    wrong = run("winnable", "--variant", "gaps", "--redeals", "1", "--extend", "--nodes", "50", pythonpath=tmp_path)
    assert wrong.returncode == 2 and "--rebuild" in wrong.stderr
