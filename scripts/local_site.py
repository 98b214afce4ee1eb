"""The built site on scripts/serve.py for the scripts that drive a browser (screenshots.py, measure_layouts.py)."""

from __future__ import annotations

import select
import subprocess
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


class ServerError(RuntimeError):
    """serve.py did not say where it serves."""


@contextmanager
def serving(directory: Path) -> Iterator[str]:
    """Serve ``directory`` on a free port of 127.0.0.1 for the ``with`` block; its base URL (no trailing /)."""
    server = subprocess.Popen(
        [sys.executable, str(ROOT / "scripts" / "serve.py"), "--port", "0", "--dir", str(directory)],
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        ready, _, _ = select.select([server.stdout], [], [], 20)
        line = server.stdout.readline() if ready and server.stdout else ""
        if not line.startswith("Serving on "):
            raise ServerError(f"serve.py did not start: {line!r}")
        yield line.split()[-1].rstrip("/")
    finally:
        server.terminate()
        server.wait(timeout=10)


def run(main: Callable[[], int]) -> None:
    """Exit with ``main()``'s status; a server that did not start is a message on stderr and status 1."""
    try:
        status = main()
    except ServerError as err:
        print(err, file=sys.stderr)
        status = 1
    sys.exit(status)
