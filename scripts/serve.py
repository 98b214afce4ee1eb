#!/usr/bin/env python3
"""Serve the built site (dist/) on 127.0.0.1 for development and tests (stdlib only).

The first line printed is always `Serving on http://127.0.0.1:PORT/` (flushed), so a
caller can start it with `--port 0` and read the chosen port from stdout.
"""

from __future__ import annotations

import argparse
import contextlib
import functools
import http.server
import sys
from pathlib import Path
from typing import ClassVar

ROOT = Path(__file__).resolve().parent.parent

MIME_TYPES = {
    ".wasm": "application/wasm",
    ".mjs": "text/javascript",
    ".js": "text/javascript",
    ".json": "application/json",
    ".toml": "application/toml",
    ".py": "text/x-python",
    ".zip": "application/zip",
    ".css": "text/css",
    ".html": "text/html",
    ".svg": "image/svg+xml",
    ".webmanifest": "application/manifest+json",
}


class Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map: ClassVar[dict[str, str]] = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        **MIME_TYPES,
    }
    verbose = False

    def end_headers(self) -> None:
        # Development server: always revalidate, so a rebuild is seen on reload.
        self.send_header("Cache-Control", "no-cache")
        super().end_headers()

    def log_message(self, format: str, *args) -> None:
        if self.verbose:
            super().log_message(format, *args)

    def log_error(self, format: str, *args) -> None:
        # Errors (404 etc.) are always shown, with the path asked for.
        super().log_message("%s: " + format, getattr(self, "path", "?"), *args)


class Server(http.server.ThreadingHTTPServer):
    daemon_threads = True

    def handle_error(self, request, client_address) -> None:
        # A browser closing a connection mid-response is not an error worth a traceback.
        exc = sys.exc_info()[1]
        if isinstance(exc, (BrokenPipeError, ConnectionResetError, ConnectionAbortedError)):
            return
        super().handle_error(request, client_address)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--port", type=int, default=8000, help="port (0 picks a free one; default 8000)")
    parser.add_argument(
        "--dir",
        type=Path,
        default=ROOT / "dist",
        help="folder to serve (default: dist/)",
    )
    parser.add_argument("--verbose", action="store_true", help="log every request")
    args = parser.parse_args(argv)

    directory = args.dir.resolve()
    if not (directory / "index.html").is_file():
        print(f"{directory}/index.html not found: run `make build` first", file=sys.stderr)
        return 1
    Handler.verbose = args.verbose
    handler = functools.partial(Handler, directory=str(directory))
    with Server(("127.0.0.1", args.port), handler) as httpd:
        port = httpd.server_address[1]
        print(f"Serving on http://127.0.0.1:{port}/", flush=True)
        with contextlib.suppress(KeyboardInterrupt):
            httpd.serve_forever()
    return 0


if __name__ == "__main__":
    sys.exit(main())
