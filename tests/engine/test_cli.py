"""The command line: deal and moves as DESIGN.md specifies, one-line errors with status 2."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from solitaire import PRESETS, Position, opening
from solitaire.shape import CLASSIC
from tests.boards import ALL_GAPS_AFTER_KINGS
from tests.commandline import solitaire as run

ROOT = Path(__file__).resolve().parents[2]


def test_deal_prints_the_opening_layout():
    result = run("deal", "--variant", "gaps", "--seed", "42")
    assert result.returncode == 0
    assert result.stdout == opening(PRESETS["gaps"], 42).layout() + "\n"


def test_moves_prints_each_legal_move_on_its_own_line():
    layout = opening(PRESETS["gaps"], 1).layout()
    result = run("moves", layout)
    assert result.returncode == 0
    lines = result.stdout.splitlines()
    assert lines == [str(m) for m in opening(PRESETS["gaps"], 1).legal_moves()]
    assert "TC 0,8 -> 0,9" not in lines and all(" -> " in line for line in lines)


def test_moves_of_a_stuck_layout_prints_nothing():
    stuck = ALL_GAPS_AFTER_KINGS
    result = run("moves", stuck.layout())
    assert result.returncode == 0 and result.stdout == ""


@pytest.mark.parametrize(
    "args",
    [
        ["deal", "--variant", "golf", "--seed", "1"],
        ["deal", "--variant", "gaps", "--seed", "-4"],
        ["deal", "--variant", "gaps", "--seed", "99999999999"],
        ["deal", "--variant", "gaps"],
        ["moves", "2C3C"],
        ["moves", opening(PRESETS["gaps"], 1).layout().replace("JS", "AS")],
        ["frobnicate"],
        [],
        # Spoilt takes no redeal: said in one line, before any search
        ["solve", "--variant", "spoilt", "--redeals", "1", opening(PRESETS["spoilt"], 1).layout()],
        ["winrate", "--variant", "spoilt", "--redeals", "1", "--deals", "1"],
        # the cluster's workers set the parallelism: --jobs is refused beside --scheduler
        ["winrate", "--variant", "gaps", "--deals", "1", "--jobs", "2", "--scheduler", "tcp://127.0.0.1:8786"],
    ],
)
def test_bad_arguments_exit_2_with_one_line(args):
    result = run(*args)
    assert result.returncode == 2
    assert result.stdout == ""
    assert len(result.stderr.strip().splitlines()) == 1 and "error" in result.stderr
    assert "Traceback" not in result.stderr


@pytest.mark.parametrize("command", [[], ["deal"], ["moves"], ["show"]])
def test_help_is_there_for_every_command(command):
    result = run(*command, "--help")
    assert result.returncode == 0 and "usage:" in result.stdout


def test_show_draws_the_board_with_its_gaps():
    result = run("show", opening(PRESETS["addiction"], 1).layout())
    assert result.returncode == 0
    assert "ordered" in result.stdout and result.stdout.count("gap 3,12") == 1


GAP_FIRST = (
    "--KH4H5H7HTCQHQC4CKC5DJSTD/7DQS4D6CTH5S3H2D3CKD9S9DJD/8D6S8SJH5C--JC6HTS3D8H2C--/7C3S6D2S8C2HQD4S--9CKS9H7S"
)


def test_moves_reads_a_layout_that_starts_with_a_gap():
    result = run("moves", GAP_FIRST)
    assert result.returncode == 0, result.stderr
    assert result.stdout.splitlines() == [str(m) for m in Position.from_layout(GAP_FIRST, CLASSIC).legal_moves()]


def test_solve_reads_a_layout_that_starts_with_a_gap_before_its_options():
    result = run("solve", GAP_FIRST, "--variant", "gaps", "--budget", "0.2")
    assert result.returncode == 0, result.stderr
    assert result.stdout.splitlines()[0] in ("won", "unwinnable", "unknown")


def test_a_dash_reads_the_layout_from_standard_input():
    env = {**os.environ, "PYTHONPATH": str(ROOT / "py")}
    result = subprocess.run(
        [sys.executable, "-m", "solitaire", "moves", "-"],
        input=GAP_FIRST + "\n",
        capture_output=True,
        text=True,
        env=env,
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.splitlines() == [str(m) for m in Position.from_layout(GAP_FIRST, CLASSIC).legal_moves()]


def test_a_short_gap_first_argument_is_a_bad_layout_not_a_missing_one():
    result = run("moves", "--QCKC5H")
    assert result.returncode == 2 and "a layout is 4 rows" in result.stderr


def test_help_says_a_gap_first_layout_and_a_dash_are_layouts():
    text = " ".join(run("moves", "--help").stdout.split())
    assert "starts with a gap" in text and "standard input" in text


def test_deal_takes_another_name_of_a_game():
    by_alias = run("deal", "--variant", "free-parking", "--seed", "5")
    by_name = run("deal", "--variant", "moonlight", "--seed", "5")
    assert by_alias.returncode == 0 and by_alias.stdout == by_name.stdout


def test_a_reader_that_stops_early_gets_no_traceback():
    env = {**os.environ, "PYTHONPATH": str(ROOT / "py")}
    proc = subprocess.Popen(
        [sys.executable, "-m", "solitaire", "winnable", "--variant", "gaps", "--redeals", "3"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env=env,
    )
    proc.stdout.read(5)  # `... | head -c 5`: the reader goes away while the list is printed
    proc.stdout.close()
    assert proc.wait() == 0 and proc.stderr.read() == b""


@pytest.mark.parametrize("variant", ["paganini", "double-montana", "rectangular-rovers"])
def test_deal_and_moves_speak_every_games_board(variant):
    layout = run("deal", "--variant", variant, "--seed", "4").stdout.strip()
    assert layout == opening(PRESETS[variant], 4).layout()
    moves = run("moves", "--variant", variant, layout).stdout.split("\n")
    position = Position.from_layout(layout, PRESETS[variant].shape)
    assert [m for m in moves if m] == [str(m) for m in position.legal_moves()]


def test_winrate_help_says_scheduler_and_jobs_exclude_each_other():
    result = run("winrate", "--help")
    assert result.returncode == 0
    assert "--scheduler" in result.stdout and "refused with --jobs" in " ".join(result.stdout.split())
