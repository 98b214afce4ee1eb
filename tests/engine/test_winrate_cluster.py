"""winrate on a Dask cluster: the same verdicts as local processes, one-line errors without dask or a scheduler."""

from __future__ import annotations

import io
import os
import socket
import subprocess
import sys
from pathlib import Path

import pytest

from solitaire import preset
from solitaire.winrate import run_winrate

ROOT = Path(__file__).resolve().parents[2]
ARGS = ["winrate", "--variant", "gaps", "--redeals", "1", "--deals", "4", "--start", "3", "--nodes", "300", "--each"]


def run(*args: str) -> subprocess.CompletedProcess:
    env = {**os.environ, "PYTHONPATH": str(ROOT / "py")}
    return subprocess.run([sys.executable, "-m", "solitaire", *args], capture_output=True, text=True, env=env)


def timeless(report: str) -> list[str]:
    """The report without what the clock decides: each deal's seconds and the time per deal."""
    lines = []
    for line in report.splitlines():
        if line.startswith("time per deal"):
            continue
        words = line.split()
        if words and words[0].isdigit():  # an --each line: seed verdict nodes seconds [auto-...]
            del words[3]
        lines.append(" ".join(words))
    return lines


@pytest.fixture(scope="module")
def scheduler():
    distributed = pytest.importorskip("distributed")
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None) as cluster:
        yield cluster.scheduler_address


def test_a_cluster_run_gives_the_local_run_s_verdicts(scheduler):
    settings = preset("gaps", 1)
    runs = []
    for address in (None, scheduler):
        bar, log = io.StringIO(), io.StringIO()
        report = run_winrate(settings, 3, 4, each=True, progress=bar, max_nodes=300, log=log, scheduler=address)
        runs.append((timeless(report), sorted(timeless(log.getvalue())), bar.getvalue().split("\r")[-1].split()[:6]))
    local, cluster = runs
    assert local == cluster
    assert [line.split()[0] for line in local[1]] == ["3", "4", "5", "6"]  # each deal logged once
    assert local[2][:2] == ["[##############################]", "4/4"]


def test_the_cli_passes_scheduler_to_the_cluster(scheduler):
    on_cluster = run(*ARGS, "--scheduler", scheduler)
    at_home = run(*ARGS)
    assert on_cluster.returncode == 0 and at_home.returncode == 0
    assert timeless(on_cluster.stdout) == timeless(at_home.stdout)
    assert "4/4" in on_cluster.stderr


def test_scheduler_without_dask_is_one_line_and_status_2(monkeypatch, capsys):
    from solitaire import cli

    monkeypatch.setitem(sys.modules, "distributed", None)  # `import distributed` now raises ImportError
    with pytest.raises(SystemExit) as stop:
        cli.main([*ARGS, "--scheduler", "tcp://127.0.0.1:8786"])
    assert stop.value.code == 2
    err = capsys.readouterr().err
    assert len(err.strip().splitlines()) == 1 and "pip install -e .[cluster]" in err and "Traceback" not in err


def test_a_scheduler_nobody_runs_is_one_line_and_status_2():
    with socket.socket() as probe:  # a port that was free a moment ago: nothing listens there
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    result = run(*ARGS, "--scheduler", f"tcp://127.0.0.1:{port}")
    assert result.returncode == 2 and result.stdout == ""
    assert len(result.stderr.strip().splitlines()) == 1 and "--scheduler" in result.stderr
    assert "Traceback" not in result.stderr


def test_an_address_without_a_port_is_one_line_and_status_2():
    result = run(*ARGS, "--scheduler", "nonsense")
    assert result.returncode == 2 and len(result.stderr.strip().splitlines()) == 1
    assert "Traceback" not in result.stderr
