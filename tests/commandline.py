"""The command line run as a player runs it: ``python -m solitaire ARGS`` in a fresh process."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def solitaire(*args: str, stdin: str | None = None, pythonpath: Path = ROOT / "py") -> subprocess.CompletedProcess:
    """Run ``python -m solitaire`` with ``args`` (and ``stdin``), the engine from ``pythonpath``; output as text."""
    env = {**os.environ, "PYTHONPATH": str(pythonpath)}
    command = [sys.executable, "-m", "solitaire", *args]
    return subprocess.run(command, input=stdin, capture_output=True, text=True, env=env)
