#!/usr/bin/env python3
"""Serve the built site (dist/) on 127.0.0.1 with netlify.toml's headers and redirects.

The server itself is scripts/serve.mjs (Node, on Netlify's own @netlify/headers,
@netlify/redirects and @netlify/static); this wrapper keeps the Python entry point
that `make serve` and the e2e `server` fixture call, with the same options, and
replaces itself with the Node process (same pid, so signals reach the server).

The first line printed is always `Serving on http://127.0.0.1:PORT/` (flushed), so a
caller can start it with `--port 0` and read the chosen port from stdout.
"""

from __future__ import annotations

import argparse
import os
import shutil
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--port", type=int, default=8000, help="port (0 picks a free one; default 8000)")
    parser.add_argument("--dir", type=Path, default=ROOT / "dist", help="folder to serve (default: dist/)")
    parser.add_argument("--config", type=Path, default=ROOT / "netlify.toml", help="Netlify config to apply")
    parser.add_argument("--verbose", action="store_true", help="log every request")
    args = parser.parse_args(argv)

    node = shutil.which("node")
    if node is None:
        print("node not found: run `make install`", file=sys.stderr)
        return 1
    if not (ROOT / "node_modules" / "@netlify" / "headers").is_dir():
        print("node_modules/@netlify/headers not found: run `make install` (npm ci)", file=sys.stderr)
        return 1
    command = [
        node,
        str(ROOT / "scripts" / "serve.mjs"),
        "--port",
        str(args.port),
        "--dir",
        str(args.dir.resolve()),
        "--config",
        str(args.config.resolve()),
    ]
    if args.verbose:
        command.append("--verbose")
    sys.stdout.flush()
    os.execv(node, command)
    return 1  # not reached


if __name__ == "__main__":
    sys.exit(main())
