"""The lists of proved-winnable deals: their text format, their candidate streams, building them, the shipped lists."""

from __future__ import annotations

import datetime as dt
import hashlib
import itertools
import os
import shutil
import subprocess
import sys
from importlib.resources import files
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from solitaire import CLASSIC_VARIANTS, PRESETS, SEED_MAX, Game, daily, opening, preset, winnable
from solitaire.pools import (
    DATA,
    FORMAT,
    SUMS,
    Entry,
    Pool,
    PoolFormatError,
    candidates,
    data_text,
    extend,
    format_file,
    format_pools,
    parse_file,
    parse_pools,
    read_file,
    read_sums,
)
from solitaire.solver import WON, replays_to_win, solve
from solitaire.winnable import list_variant, pools, winnable_pool, winnable_seeds

# -- the format --------------------------------------------------------------------------------------

TEXT = """\
pool winnable gaps 3 nodes=500 scanned=4 unwinnable=1 unknown=1
12 300 80
7 41 90
pool daily-1 montana 2 nodes=1000 scanned=0 unwinnable=0 unknown=0
"""


def test_a_list_reads_back_to_the_same_text():
    found = parse_pools(TEXT)
    assert list(found) == ["winnable gaps 3", "daily-1 montana 2"]
    gaps = found["winnable gaps 3"]
    assert (gaps.kind, gaps.variant, gaps.redeals, gaps.nodes, gaps.scanned) == ("winnable", "gaps", 3, 500, 4)
    assert gaps.entries == [Entry(12, 300, 80), Entry(7, 41, 90)]
    assert gaps.seeds == (12, 7)
    assert found["daily-1 montana 2"].entries == []
    assert format_pools(found.values()) == TEXT


@pytest.mark.parametrize(
    ("text", "says"),
    [
        ("12 300 80\n", "before the first"),
        ("pool winnable gaps 3 nodes=500 scanned=4 unwinnable=0\n", "expected 'pool"),
        ("pool winnable klondike 3 nodes=500 scanned=4 unwinnable=0 unknown=0\n", "unknown variant"),
        ("pool winnable gaps 7 nodes=500 scanned=4 unwinnable=0 unknown=0\n", "redeals"),
        ("pool weekly gaps 3 nodes=500 scanned=4 unwinnable=0 unknown=0\n", "unknown kind"),
        ("pool winnable gaps 3 budget=500 scanned=4 unwinnable=0 unknown=0\n", "expected nodes=N"),
        ("pool winnable gaps 3 nodes=500 scanned=4 unwinnable=0 unknown=0\n12 600 80\n", "within the list's budget"),
        ("pool winnable gaps 3 nodes=500 scanned=4 unwinnable=0 unknown=0\n12 300\n", "SEED NODES LENGTH"),
        ("pool winnable gaps 3 nodes=500 scanned=4 unwinnable=0 unknown=0\n-1 300 8\n", "not a whole number"),
        (f"pool winnable gaps 3 nodes=500 scanned=4 unwinnable=0 unknown=0\n{SEED_MAX + 1} 300 8\n", "SEED"),
        ("pool winnable gaps 3 nodes=500 scanned=4 unwinnable=0 unknown=0\n12 3 8\n12 4 9\n", "twice"),
        ("pool winnable gaps 3 nodes=500 scanned=1 unwinnable=1 unknown=0\n12 3 8\n", "more verdicts"),
        (TEXT + "pool winnable gaps 3 nodes=500 scanned=4 unwinnable=0 unknown=0\n", "second list"),
    ],
)
def test_a_list_that_does_not_follow_the_format_says_where(text, says):
    with pytest.raises(PoolFormatError, match=r"line|twice|more verdicts") as caught:
        parse_pools(text)
    assert says in str(caught.value)


# -- the data files ----------------------------------------------------------------------------------

FILE = format_file(parse_pools(TEXT).values(), [(1, dt.date(2026, 1, 1)), (2, dt.date(2027, 3, 1))], "a note")


def test_a_data_file_is_its_format_line_a_comment_the_versions_the_lists_and_end():
    assert FILE.splitlines()[:4] == [FORMAT, "# a note", "version 1 2026-01-01", "version 2 2027-03-01"]
    assert FILE.endswith(TEXT + "end\n")
    found = parse_file(FILE, "x.txt")
    assert found.versions == ((1, dt.date(2026, 1, 1)), (2, dt.date(2027, 3, 1)))
    assert format_pools(found.pools.values()) == TEXT


@pytest.mark.parametrize(
    ("text", "says"),
    [
        ("", "x.txt line 1: expected 'solitaire-pools 1'"),
        (FILE.replace(FORMAT, "solitaire-pools 2"), "x.txt line 1: expected 'solitaire-pools 1'"),
        (FILE.removesuffix("end\n"), "x.txt line 8: the file ends without its 'end' line"),  # cut at a line's end
        (FILE[: FILE.index("7 41 90")] + "7 4", "x.txt line 7: the file ends without its 'end'"),  # in a line
        (FILE.replace("7 41 90", "7 41 90\nend"), "x.txt line 8: an 'end' line before the file's end"),
        (FILE.replace("2027-03-01", "2025-03-01"), "x.txt line 4: a version must come after the one before"),
        (FILE.replace("2027-03-01", "2027-3-1"), "x.txt line 4: expected 'version N YYYY-MM-DD'"),
        (FILE.replace("12 300 80", "12 300 80 1"), "x.txt line 6: expected 'SEED NODES LENGTH'"),
    ],
)
def test_a_data_file_that_is_cut_short_or_edited_says_which_file_and_line(text, says):
    with pytest.raises(PoolFormatError) as caught:
        parse_file(text, "x.txt")
    assert says in str(caught.value)


@pytest.mark.parametrize("owner", [winnable, daily])
def test_each_shipped_data_file_follows_the_format_and_matches_its_recorded_sha256(owner):
    text = data_text(owner.DATA)
    assert text.splitlines()[0] == FORMAT
    assert read_file(owner.DATA).pools == owner.pools()
    assert hashlib.sha256(text.encode("ascii")).hexdigest() == read_sums()[owner.DATA], (
        f"{owner.DATA} is not as written by `python -m solitaire winnable --extend` (its sha256 in {SUMS})"
    )


def test_every_shipped_data_file_is_read_by_its_owner_and_has_a_recorded_sha256():
    shipped = sorted(p.name for p in (files("solitaire") / DATA).iterdir() if p.name != SUMS)
    assert shipped == sorted(read_sums()) == sorted([winnable.DATA, daily.DATA])


def test_a_missing_or_broken_shipped_file_is_named_and_never_a_traceback(tmp_path):
    root = Path(__file__).resolve().parents[2]
    shutil.copytree(root / "py" / "solitaire", tmp_path / "solitaire", ignore=shutil.ignore_patterns("__pycache__"))
    data = tmp_path / "solitaire" / DATA
    env = {**os.environ, "PYTHONPATH": str(tmp_path)}

    def run(*args: str) -> subprocess.CompletedProcess:
        return subprocess.run([sys.executable, "-m", "solitaire", *args], capture_output=True, text=True, env=env)

    text = (data / winnable.DATA).read_text()
    (data / winnable.DATA).write_text(text[: len(text) // 2])
    cut = run("winnable", "--variant", "gaps")
    assert cut.returncode == 1 and "Traceback" not in cut.stderr
    assert f"error: solitaire/data/{winnable.DATA} line {text[: len(text) // 2].count(chr(10)) + 1}:" in cut.stderr
    (data / daily.DATA).write_bytes(
        (data / daily.DATA).read_bytes().replace(b"pool daily-1 gaps", b"pool daily-1 g\xe4ps")
    )
    edited = run("deal", "--variant", "gaps", "--daily", "2026-02-01")
    assert edited.returncode == 2 and "Traceback" not in edited.stderr
    assert f"solitaire/data/{daily.DATA} line " in edited.stderr and "not ASCII" in edited.stderr
    (data / daily.DATA).unlink()
    gone = run("deal", "--variant", "gaps", "--daily", "2026-02-01")
    assert gone.returncode == 2 and f"solitaire/data/{daily.DATA}: cannot be read" in gone.stderr


# -- the candidates -------------------------------------------------------------------------------------


def test_candidate_streams_are_pinned():
    # docs/deal.md: SplitMix64 from the one word FNV-1a-64(name); each output's top 32 bits.
    assert list(itertools.islice(candidates("winnable gaps 3"), 3)) == [3826893173, 3089822681, 3576936313]
    assert list(itertools.islice(candidates("daily-1 gaps 3"), 3)) == [2826105433, 1695258313, 2560911807]


@given(st.text(alphabet="abcdefghijklmnopqrstuvwxyz -0123456789", min_size=1, max_size=30))
def test_candidates_are_seeds(name):
    assert all(0 <= seed <= SEED_MAX for seed in itertools.islice(candidates(name), 20))


# -- building -------------------------------------------------------------------------------------------


def test_extending_a_list_keeps_the_seeds_won_in_their_stream_order_and_counts_the_rest():
    empty = Pool("winnable", "gaps", 3, nodes=3000)
    seen = []
    grown = extend(empty, cpu_seconds=None, until=3, report=seen.append)
    stream = list(itertools.islice(candidates("winnable gaps 3"), grown.scanned))
    assert [t.seed for t in seen] == stream
    assert grown.seeds == tuple(t.seed for t in seen if t.verdict == WON)[:3]
    assert len(grown.entries) == 3 and grown.scanned == 3 + grown.unwinnable + grown.unknown
    assert empty.entries == []  # the list passed in is left as it was
    # Building in two steps gives the same list as building in one (the verdicts depend on expansions only).
    step = extend(extend(empty, cpu_seconds=None, until=1), cpu_seconds=None, until=3)
    assert step.entries == grown.entries and step.scanned == grown.scanned


def test_extending_passes_over_excluded_seeds():
    empty = Pool("winnable", "gaps", 3, nodes=3000)
    first = next(candidates("winnable gaps 3"))
    grown = extend(empty, cpu_seconds=None, until=2, exclude=frozenset({first}))
    assert first not in grown.seeds


def test_a_time_budget_of_nothing_tries_nothing():
    empty = Pool("winnable", "gaps", 3, nodes=3000)
    assert extend(empty, cpu_seconds=0.0).scanned == 0


# -- the shipped lists ------------------------------------------------------------------------------------


def test_every_variant_and_redeal_count_has_a_list():
    for variant in CLASSIC_VARIANTS:
        settings = PRESETS[variant]
        for redeals in range(settings.redeals + 1):
            pool = winnable_pool(variant, redeals)
            assert pool.name in pools(), (variant, redeals)
            assert pool.settings.opening == settings.opening


def test_gaps_montana_and_spaces_share_their_list_with_no_redeal():
    assert list_variant("montana", 0) == list_variant("spaces", 0) == "gaps"
    assert list_variant("montana", 2) == "montana"
    assert winnable_seeds("spaces", 0) == winnable_seeds("gaps", 0)
    # The same game: the same opening and no redeal to tell them apart.
    for seed in winnable_seeds("gaps", 0)[:5]:
        assert opening(preset("spaces", 0), seed) == opening(preset("gaps", 0), seed)


def test_the_shipped_lists_hold_no_daily_deal():
    from solitaire.daily import pools as daily_pools

    daily = {seed for pool in daily_pools().values() for seed in pool.seeds}
    for pool in pools().values():
        assert not daily & set(pool.seeds), pool.name


def _every_list() -> dict[str, Pool]:
    from solitaire.daily import pools as daily_pools

    return {**pools(), **daily_pools()}


def _sample(pool: Pool, n: int) -> list[Entry]:
    """The n entries that cost the fewest expansions, and the list's first if cheap: a sample that runs in
    seconds (the entries are in the order their candidates were drawn, so the first is as good as any)."""
    cheap = sorted(pool.entries, key=lambda e: e.nodes)[:n]
    return cheap + [e for e in pool.entries[:1] if e not in cheap and e.nodes <= 5000]


@pytest.mark.parametrize("name", sorted(_every_list()))
def test_a_sample_of_each_list_replays_its_winning_line_in_the_engine(name):
    pool = _every_list()[name]
    assert pool.entries, f"{name} is empty"
    for entry in _sample(pool, 2):
        settings = pool.settings
        start = opening(settings, entry.seed)
        # The line is found again by the solver (lines are not shipped). A later, different solver may need
        # other expansions and find another line: the list's claim is only that a winning line exists.
        found = solve(start, settings, entry.seed, settings.redeals, None, pool.replay_budget(entry))
        assert found.verdict == WON, (name, entry)
        assert replays_to_win(start, settings, entry.seed, settings.redeals, found.line)
        game = Game(settings, entry.seed)  # and played through the game's own rules, action by action
        for action in found.line:
            game.push(action)
        assert game.position.is_won(), (name, entry)
