"""The command line: deal and moves as DESIGN.md specifies, one-line errors with status 2."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from boards import ALL_GAPS_AFTER_KINGS

from solitaire import PRESETS, opening

ROOT = Path(__file__).resolve().parents[2]


def run(*args: str) -> subprocess.CompletedProcess:
    env = {**os.environ, "PYTHONPATH": str(ROOT / "py")}
    return subprocess.run([sys.executable, "-m", "solitaire", *args], capture_output=True, text=True, env=env)


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
