"""The part of the standard library no start imports: sent after the board is live, found whenever it is imported.

scripts/build.py splits it off the trimmed standard library (scripts/stdlib.mjs find's "later": the REPL,
pydoc, email, multiprocessing..., reached only through function bodies of the modules Python starts with)
into python_stdlib_later-<hash>.zip, writes NAMES in and puts this module in the trimmed library as
``_stdlib_later``. js/interpreter.mjs calls install() once Python is up, then mount() with the zip's bytes:
from the cache at once on a return visit, else fetched after the board is live. Until then an import of
one of NAMES fetches the zip synchronously: slower once, never missing.
"""

from __future__ import annotations

import os
import sys
import zipimport

NAMES: frozenset[str] = frozenset()  # the later modules, written in by scripts/build.py
ZIP = "/lib/python_stdlib_later.zip"

_source: tuple[str, object] | None = None  # (url, fetch_sync(url, module) -> bytes), set by install()


def mounted() -> bool:
    return os.path.exists(ZIP)


def mount(data) -> None:
    """Put the later zip's bytes (a JavaScript Uint8Array or bytes) where the finder reads them, once."""
    if mounted():
        return
    raw = data.to_bytes() if hasattr(data, "to_bytes") else bytes(data)
    partial = ZIP + ".part"
    with open(partial, "wb") as file:
        file.write(raw)
    os.replace(partial, ZIP)


class LaterFinder:
    """First on sys.meta_path: each of NAMES from the later zip (mounted first if it has not arrived)."""

    @staticmethod
    def find_spec(name, path=None, target=None):
        if name not in NAMES:
            return None
        if not mounted():
            if _source is None:
                return None
            url, fetch_sync = _source
            mount(fetch_sync(url, name))
        package = name.rpartition(".")[0].replace(".", "/")
        return zipimport.zipimporter(f"{ZIP}/{package}/" if package else ZIP).find_spec(name)

    @staticmethod
    def invalidate_caches() -> None:
        pass


def install(url: str, fetch_sync) -> None:
    """Find NAMES from now on; ``fetch_sync(url, module)`` gives the zip's bytes if one is imported before mount()."""
    global _source
    _source = (url, fetch_sync)
    if LaterFinder not in sys.meta_path:
        sys.meta_path.insert(0, LaterFinder)
