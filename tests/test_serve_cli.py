"""scripts/serve.mjs's command line: --help prints the usage, a bad option or value is one line and exit 2."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
NODE = shutil.which("node")
pytestmark = pytest.mark.skipif(NODE is None, reason="node is not installed")


def serve(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [NODE, str(ROOT / "scripts" / "serve.mjs"), *args], capture_output=True, text=True, timeout=60, check=False
    )


@pytest.mark.parametrize("flag", ["--help", "-h"])
def test_help_prints_the_usage_and_exits_0(flag):
    done = serve(flag)
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("Usage: node scripts/serve.mjs")
    for option in ("--port", "--dir", "--config", "--verbose", "--help"):
        assert option in done.stdout
    assert done.stderr == ""


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (["--bogus"], "Unknown option '--bogus'"),
        (["--port", "abc"], "--port must be a whole number from 0 to 65535"),
        (["--port", "70000"], "--port must be a whole number from 0 to 65535"),
        (["--port"], "argument missing"),
        (["stray"], "Unexpected argument 'stray'"),
    ],
)
def test_a_bad_command_line_is_one_clear_line_and_exit_2(args, words):
    done = serve(*args)
    assert done.returncode == 2
    assert done.stdout == ""
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and words in lines[0] and "--help" in lines[0]
    assert "at " not in lines[0] and "ERR_" not in lines[0]  # no stack trace, no error code
