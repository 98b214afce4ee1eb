#!/usr/bin/env python3
"""Build the publishable static site into dist/ (stdlib only).

dist/
  index.html, css/, js/, py/**/*.py    copied from the source tree
  js/loading.js                       with the loading screen's texts from the
                                      message catalogue (py/app/text/i18n.py) written in
  js/paint.js, js/deal.js             with the cards' face texts (the catalogue's
                                      face.*) and, from the engine, each game's
                                      deal and board, the aliases and the daily
                                      pools' seeds (py/solitaire/data/daily.txt)
                                      written in
  py/bundle.zip.zst                   every py/**/*.py but main.py, compiled to
                                      Pyodide's bytecode, and every other file of
                                      py/ (data files) as it is, in one deterministic
                                      zip of stored entries, as one Zstandard frame
  snapshot/python-<hash>.gz           the memory snapshot Python starts from on a
                                      return visit (scripts/snapshot.mjs; below)
  js/interpreter.mjs                  with the snapshot's facts written in
  js/prefs.js                         with the storage key and the settings the CSS
                                      reads (py/app/record/prefs.py) written in
  pyscript.toml                       copied (checked: no [files]; js/bundle.mjs unpacks the bundle)
  vendor/pyodide-<ver>/               the Pyodide runtime files, the standard library
                                      as python_stdlib-<hash>.zip.gz: only the part the
                                      site imports, the modules Python starts with as
                                      bytecode, and python_stdlib_later-<hash>.zip: the
                                      part no start imports (trim_stdlib, scripts/stdlib.mjs)
  vendor/pyscript-<ver>/              @pyscript/core's dist/ without *.map
  icons/, manifest.webmanifest        copied (installable web app)
  screenshots/                        copied, not precached (only the install dialog shows them, online)
  sw.js                               the service worker with its precache list
                                      (scripts/sw.mjs, on workbox-build)

Vendor versions come from node_modules/<pkg>/package.json (run `make install`
or `npm ci` first). index.html and pyscript.toml refer to the vendor folders by
their literal versioned paths (e.g. ./vendor/pyodide-314.0.7/pyodide.mjs); the
build fails if any such reference disagrees with the installed versions.

The bundle: js/interpreter.mjs fetches py/bundle.zip.zst as the page starts (beside the
wasm) and unpacks it into Python's working directory (js/bundle.mjs) before any of the
app's Python runs, in the page and in the analysis worker; pyscript.toml has no [files].
One Zstandard frame over stored entries sends 70% of the bytes a zip deflated entry by
entry does (the modules share most of their names and constants). The zip
holds the modules as bytecode with the py/ prefix dropped ("solitaire/rules.pyc"
in place of solitaire/rules.py) and the data files beside them (solitaire/data/,
read through the package's loader), so `import solitaire` works in the page exactly
as with PYTHONPATH=py on CPython, without compiling the sources at every start
(about half of the import time, docs/tried.md). The bytecode must be
Pyodide's Python's (3.14), which this machine's CPython cannot write:
scripts/pyc.mjs compiles it in Node with node_modules/pyodide, the same
runtime the site vendors, hash-based so it depends on the source only. The zip
is byte-for-byte reproducible (sorted entries, fixed timestamps and modes,
a fixed Zstandard level), so an unchanged py/ tree gives the same revision in
the service worker's precache and no new cache. py/main.py is also copied as a
file: index.html's <script type="py" src> loads it (the other .py files are
copied too, for the tests that read them). Do not write a [files] table in
pyscript.toml.

The memory snapshot: pyscript.toml's interpreter is js/interpreter.mjs, which
starts the vendored Pyodide from a snapshot of its memory when the service
worker's cache holds one (a return visit), else the normal way. The build
makes it in Node with node_modules/pyodide (scripts/snapshot.mjs): Pyodide
started, the bundle unpacked where PyScript unpacks it, and the page's pure
modules imported (snapshot_levels() finds them by reading the sources: those
main.py can reach that import no browser module when imported; if that level
fails, the engine alone; else the bare interpreter), then restored once in Node
and checked. The file is the snapshot without its long zero runs
(sparse_snapshot), gzipped, named by a hash of its bytes; the same sources
give the same bytes. `--no-snapshot` builds without one (the page then always
starts the normal way).

The loading screen speaks before Python runs, so its texts cannot come from
Python in the page: the build imports py/app/text/i18n.py (standard library only)
and writes the catalogue's loading.* texts, every language, into the copy of
js/loading.js, in place of its empty MESSAGES object. One catalogue, no extra
request, and a screen that explains a failed load even when other files fail.
The first paint of a link's deal (js/paint.js with js/deal.js) gets its data the
same way: the face.* texts, and what the engine (imported from py/) says of each
preset (its opening, its deck in deal order, its board's rows, columns and ranks),
the aliases and the daily pools' seeds (deal_data): the engine stays their one owner.
js/prefs.js, which sets the player's display settings on <html> before the first paint,
gets from py/app/record/prefs.py the storage key and, for each setting the CSS reads,
its attribute and its values other than the default (prefs_data): prefs.SETTINGS is
the one owner of each preference's name, values and default.
"""

from __future__ import annotations

import argparse
import ast
import contextlib
import functools
import gzip
import hashlib
import importlib.util
import io
import json
import os
import re
import shutil
import struct
import subprocess
import sys
import tempfile
import tomllib
import zipfile
from pathlib import Path
from typing import NamedTuple

ROOT = Path(__file__).resolve().parent.parent
NODE_MODULES = ROOT / "node_modules"

PYODIDE_FILES = (
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "pyodide-lock.json",
)
# Top-level files copied as they are when present (index.html is required).
OPTIONAL_TOP_FILES = (
    "favicon.svg",
    "favicon.ico",
    "sw.js",
    "manifest.webmanifest",
    "robots.txt",
)
SOURCE_MAP_LINE = re.compile(r"\n?[ \t]*(//|/\*)# sourceMappingURL=[^\n]*\s*$")
VENDOR_REF = re.compile(r"vendor/(pyodide|pyscript)-([^/\s\"'<>]+)/")
PY_BUNDLE = "py/bundle.zip.zst"
# Zstandard's level for the bundle (zstd, not xz: every start decodes it; docs/tried.md).
BUNDLE_ZSTD_LEVEL = 19
# Where js/interpreter.mjs reads the bundle's path (from the site's root) and what unpacks it (js/bundle.mjs).
BUNDLE_MARKER = "/* the bundle's path from the site's root, written in by scripts/build.py */ null"
BUNDLE_JS = "js/bundle.mjs"
ZIP_DATE = (1980, 1, 1, 0, 0, 0)  # the earliest a zip can hold: no build time in the archive
SAFE_PATH = re.compile(r"^[A-Za-z0-9_][A-Za-z0-9_./-]*$")  # no '#', quotes, spaces


LOADING_JS = "js/loading.js"
LOADING_MARKER = "/* loading.* texts by language, written in by scripts/build.py */ {}"
# The first paint of a link's deal (js/paint.js, js/deal.js): the cards' face texts, and each game's deal and board,
# the aliases and the daily pools from the engine (deal_data).
PAINT_JS = "js/paint.js"
PAINT_MARKER = "/* face.* texts by language, written in by scripts/build.py */ {}"
DEAL_JS = "js/deal.js"
DEAL_MARKER = "/* the games, aliases and daily pools (deal_data), written in by scripts/build.py */ null"
# The display settings on <html> before the first paint (js/prefs.js), from app.record.prefs (prefs_data).
PREFS_JS = "js/prefs.js"
PREFS_MARKER = "/* the storage key and the settings the CSS reads (prefs_data), written in by scripts/build.py */ null"

# The memory snapshot (scripts/snapshot.mjs) and the module that starts Python from it.
INTERPRETER_JS = "js/interpreter.mjs"
SNAPSHOT_MARKER = "/* the snapshot's facts, written in by scripts/build.py */ null"
SNAPSHOT_DIR = "snapshot"
# Modules the page gets from the browser: a module importing one of these when it
# is imported cannot be in a snapshot made in Node (it would hold JS objects).
BROWSER_MODULES = frozenset({"js", "pyodide", "pyscript", "_pyscript", "polyscript", "micropip"})
# The engine package: the snapshot's fallback level holds only it.
ENGINE_PACKAGE = "solitaire"
# Run in the restored interpreter at build time and in the page after a restore;
# the answer must equal a normal start's (a deal of the engine, docs/deal.md).
SNAPSHOT_CHECK = "import solitaire\nsolitaire.opening(solitaire.PRESETS['gaps'], 7).layout()"
# Run on the trimmed standard library (trim_stdlib): the engine's data files read (what that imports in function
# bodies is checked nowhere else), then the snapshot's check.
STDLIB_CHECK = "import solitaire.daily, solitaire.winnable\nsolitaire.daily.versions(), solitaire.winnable.pools()\n"
SNAPSHOT_CHECK_WITHOUT_ENGINE = "import sys\n'.'.join(map(str, sys.version_info[:3]))"
# The standard library the site ships: the part of Pyodide's python_stdlib.zip its code imports
# (scripts/stdlib.mjs), named by a hash of its bytes beside the other Pyodide files; js/interpreter.mjs
# starts Pyodide with it (its name written in at the marker).
STDLIB_ZIP = "python_stdlib.zip"
# The first file is a zip of stored entries, gzipped as one stream: 7% fewer bytes than the zip's own deflate,
# entry by entry (the modules share names and constants). js/interpreter.mjs inflates it for Pyodide
# (DecompressionStream) as its fetch; zipimport then reads each module with no inflating.
STDLIB_GZIP_LEVEL = 9
STDLIB_MARKER = '/* the standard library file, written in by scripts/build.py */ "python_stdlib.zip"'
# The part no start imports (scripts/stdlib.mjs find's "later"), sent after the board is live, and the module
# that finds it (scripts/stdlib_later.py, in the trimmed library as _stdlib_later, its NAMES written in).
LATER_MARKER = "/* the later standard library's file, written in by scripts/build.py */ null"
LATER_MODULE = ROOT / "scripts" / "stdlib_later.py"
LATER_NAMES_MARKER = "NAMES: frozenset[str] = frozenset()"
# Pyodide's lock file as the page gives it to loadPyodide, in place of fetching pyodide-lock.json (116 KB,
# the packages of Pyodide's distribution): its "info", and no package, as the site loads none.
LOCK_MARKER = "/* Pyodide's lock file without its packages, written in by scripts/build.py */ null"
# The standard modules a start imports once the interpreter is up (scripts/stdlib.mjs find's "warm"): the
# page imports them ahead of Pyodide's bootstrap, a slice at a time (js/interpreter.mjs).
WARM_MARKER = "/* the modules a start imports once the interpreter is up, written in by scripts/build.py */ []"
# The modules the page's Python starts from: main.py (index.html) and the analysis worker's module.
ENTRY_MODULES = ("app.analysis.search_worker",)
# PyScript's own Python (its pyscript package, shipped as sources beside its dist/).
PYSCRIPT_PYTHON = Path("@pyscript") / "core" / "src" / "stdlib"
# A Python import statement in PyScript's and polyscript's JavaScript (the Python they run as text).
JS_PYTHON_IMPORT = re.compile(
    r"(?:^|\\n|[\"'`;])[ \t]*(?:from[ \t]+([A-Za-z_][\w.]*)[ \t]+import\b"
    r"|import[ \t]+([A-Za-z_][\w.]*(?:[ \t]+as[ \t]+\w+)?(?:[ \t]*,[ \t]*[A-Za-z_][\w.]*(?:[ \t]+as[ \t]+\w+)?)*))",
    re.M,
)
# Zero runs at least this long are left out of the sparse file (see sparse_snapshot).
SPARSE_MIN_ZEROS = 64
SPARSE_MAGIC = b"PYSPARSE"


class BuildError(Exception):
    pass


def catalogue_texts(prefix: str) -> dict[str, dict[str, str]]:
    """The catalogue's texts whose key starts with ``prefix``, by language, from py/app/text/i18n.py (by path)."""
    spec = importlib.util.spec_from_file_location("_catalogue", ROOT / "py" / "app" / "text" / "i18n.py")
    if spec is None or spec.loader is None:
        raise BuildError("py/app/text/i18n.py not found")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    messages = module.prefixed(prefix)
    if not messages.get("en"):
        raise BuildError(f"py/app/text/i18n.py has no {prefix}* texts")
    return messages


def loading_messages() -> dict[str, dict[str, str]]:
    """The catalogue's loading.* texts by language (js/loading.js)."""
    return catalogue_texts("loading.")


def deal_data() -> dict:
    """What js/deal.js deals and reads a link's board from, all from the engine (py/solitaire, imported from py/):
    ``{"games": {preset: game}, "aliases": {alias: preset}, "daily": {"versions": [[number, first day], ...],
    "pools": {number: {variant: [pool name, [seed, ...]]}}}}``. A game is its ``opening``, its ``deck``: the
    ranks of a suit in deal order (rank letters; deal.deck_of deals them for each deck, each suit C, D, H, S),
    its ``decks``, its ``lifted`` rank (a letter, or None) and its board (the shape's ``rows``, ``columns``,
    ``gaps`` and ``ranks`` in play)."""
    sys.path.insert(0, str(ROOT / "py"))
    try:
        from solitaire.cards import RANKS, SUITS, make_card, rank_of
        from solitaire.daily import pools, versions
        from solitaire.deal import deck_of
        from solitaire.settings import ALIASES, PRESETS
    finally:
        sys.path.remove(str(ROOT / "py"))

    def letters(ranks) -> str:
        return "".join(RANKS[r - 1] for r in ranks)

    games: dict[str, dict] = {}
    for name, settings in PRESETS.items():
        shape, deck = settings.shape, deck_of(settings)
        dealt = [rank_of(card) for card in deck[: len(deck) // (settings.decks * len(SUITS))]]
        if deck != [make_card(r, s) for _ in range(settings.decks) for s in range(len(SUITS)) for r in dealt]:
            raise BuildError(f"{name}: deal.deck_of is no longer each deck's suits in turn (js/deal.js deals so)")
        lifted = settings.lifted
        games[name] = {
            "opening": settings.opening,
            "deck": letters(dealt),
            "decks": settings.decks,
            "lifted": None if lifted is None else letters([lifted]),
            "ranks": letters(shape.ranks),
            "rows": shape.rows,
            "columns": shape.columns,
            "gaps": shape.gaps,
        }
    found: dict[str, dict[str, list]] = {}
    for pool in pools().values():
        number = pool.kind.removeprefix("daily-")
        found.setdefault(number, {})[pool.variant] = [pool.name, [entry.seed for entry in pool.entries]]
    daily = {"versions": [[v.number, v.first_day.isoformat()] for v in versions()], "pools": found}
    return {"games": games, "aliases": dict(ALIASES), "daily": daily}


def prefs_data() -> dict:
    """What js/prefs.js sets on <html> before Python starts, all from py/app/record/prefs.py (imported from py/):
    ``{"key": the localStorage key, "settings": {name: [attribute, [value, ...]]}}``, each setting the CSS reads
    (``Setting.attribute``) with the values that set its attribute (its default leaves it off)."""
    sys.path.insert(0, str(ROOT / "py"))
    try:
        from app.record.prefs import KEY, SETTINGS
        from app.record.store import PREFIX
    finally:
        sys.path.remove(str(ROOT / "py"))
    settings = {name: [s.attribute, list(s.choices[1:])] for name, s in SETTINGS.items() if s.attribute is not None}
    return {"key": PREFIX + KEY, "settings": settings}


def write_marker(path: Path, marker: str, data: object) -> None:
    """Put ``data`` as JSON into the script at ``path`` in place of ``marker`` (there exactly once)."""
    text = path.read_text(encoding="utf-8")
    if text.count(marker) != 1:
        raise BuildError(f"{path.name} must hold {marker!r} exactly once")
    data = json.dumps(data, ensure_ascii=False, sort_keys=True, separators=(",", ":"))
    path.write_text(text.replace(marker, data), encoding="utf-8")


def write_loading_messages(path: Path, messages: dict[str, dict[str, str]]) -> None:
    """Put ``messages`` into the loading script at ``path`` in place of its marker (there exactly once)."""
    write_marker(path, LOADING_MARKER, messages)


def package_version(name: str) -> str:
    pkg_json = NODE_MODULES / name / "package.json"
    if not pkg_json.is_file():
        raise BuildError(f"{pkg_json.relative_to(ROOT)} not found: run `make install` (npm ci) first")
    return json.loads(pkg_json.read_text(encoding="utf-8"))["version"]


def check_vendor_refs(text: str, where: str, versions: dict[str, str]) -> set[str]:
    """Fail on any vendor/<pkg>-<ver>/ reference whose version is not installed."""
    seen = set()
    for match in VENDOR_REF.finditer(text):
        pkg, ver = match.groups()
        if ver != versions[pkg]:
            raise BuildError(
                f"{where} refers to vendor/{pkg}-{ver}/ but the installed {pkg} is "
                f"{versions[pkg]}: update the path to vendor/{pkg}-{versions[pkg]}/ "
                f"(or reinstall with npm ci)"
            )
        seen.add(pkg)
    return seen


def python_sources() -> list[str]:
    """Every py/**/*.py as a POSIX path relative to py/, sorted."""
    py_dir = ROOT / "py"
    if not py_dir.is_dir():
        raise BuildError("py/ not found")
    files = []
    for path in sorted(py_dir.rglob("*.py")):
        rel = path.relative_to(py_dir)
        if any(part == "__pycache__" or part.startswith(".") for part in rel.parts):
            continue
        rel_posix = rel.as_posix()
        if not SAFE_PATH.match(rel_posix):
            raise BuildError(f"py/{rel_posix}: unsupported characters in file name")
        files.append(rel_posix)
    if not files:
        raise BuildError("py/ holds no .py files")
    return files


def data_files() -> list[str]:
    """Every file of py/ that is not a .py file (the engine's data files), as a
    POSIX path relative to py/, sorted."""
    py_dir = ROOT / "py"
    files = []
    for path in sorted(py_dir.rglob("*")):
        rel = path.relative_to(py_dir)
        if not path.is_file() or path.suffix in {".py", ".pyc"}:
            continue
        if any(part == "__pycache__" or part.startswith(".") for part in rel.parts):
            continue
        if not SAFE_PATH.match(rel.as_posix()):
            raise BuildError(f"py/{rel.as_posix()}: unsupported characters in file name")
        files.append(rel.as_posix())
    return files


class ModuleImports:
    """The modules one module imports: when it is imported, and anywhere in it (function bodies too)."""

    def __init__(self) -> None:
        self.at_import: set[str] = set()
        self.anywhere: set[str] = set()


def module_name(rel: str) -> str:
    """ "solitaire/rules.py" -> "solitaire.rules", "app/__init__.py" -> "app" (rel relative to py/ or a zip's root)."""
    parts = rel.removesuffix(".py").split("/")
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _is_type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def _with_parents(name: str) -> set[str]:
    parts = name.split(".")
    return {".".join(parts[: i + 1]) for i in range(len(parts))}


def module_imports(source: str, name: str, is_package: bool, local: set[str]) -> ModuleImports:
    """What a module's import statements import (absolute names, parent packages included).

    "At import" leaves out function bodies (they run only when called); class bodies and top-level
    if/try blocks do run when the module is imported. `if TYPE_CHECKING:` blocks never run: they
    count for neither. `from pkg import x` counts pkg.x when that is one of the `local` modules."""
    found = ModuleImports()
    package = name if is_package else name.rpartition(".")[0]

    def resolve(module: str | None, level: int) -> str:
        if level == 0:
            return module or ""
        base = package.split(".") if package else []
        if level > 1:
            base = base[: len(base) - (level - 1)]
        return ".".join([*base, module] if module else base)

    def visit(node: ast.AST, at_import: bool) -> None:
        names: set[str] = set()
        if isinstance(node, ast.Import):
            for alias in node.names:
                names |= _with_parents(alias.name)
        elif isinstance(node, ast.ImportFrom):
            target = resolve(node.module, node.level)
            if target:
                names |= _with_parents(target)
                names |= {f"{target}.{a.name}" for a in node.names if f"{target}.{a.name}" in local}
        found.anywhere |= names
        if at_import:
            found.at_import |= names
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
            at_import = False
        if isinstance(node, ast.If) and _is_type_checking(node.test):
            for child in node.orelse:
                visit(child, at_import)
            return
        for child in ast.iter_child_nodes(node):
            visit(child, at_import)

    visit(ast.parse(source, filename=name), True)
    return found


def snapshot_levels(py_dir: Path, py_files: list[str]) -> list[dict]:
    """The modules a memory snapshot may hold, from the richest level to none.

    Found by reading the modules, not from a list, so it follows the code: the modules the page
    can reach from main.py (import statements anywhere), of those the ones that are pure when
    imported (neither they nor any module they import at import time imports a browser module:
    BROWSER_MODULES), and the standard library modules the reachable ones import at import time.
    Levels: "page" (all of that), "engine" (the engine package's share), "interpreter" (nothing).

    A pure module is imported at build time and frozen into every visit: it must not read the
    clock or draw entropy when imported (scripts/snapshot.mjs fixes both while it runs, and
    refuses a module that makes its own random.Random)."""
    names = {module_name(rel): rel for rel in py_files if rel != "main.py"}
    local = set(names)
    imports = {
        name: module_imports((py_dir / rel).read_text("utf-8"), name, rel.endswith("__init__.py"), local)
        for name, rel in names.items()
    }
    entry = module_imports((py_dir / "main.py").read_text("utf-8"), "__main__", False, local)

    reachable: set[str] = set()
    todo = [m for m in entry.anywhere if m in local]
    while todo:
        name = todo.pop()
        if name not in reachable:
            reachable.add(name)
            todo.extend(m for m in imports[name].anywhere if m in local)

    def browser(module: str) -> bool:
        return module.split(".")[0] in BROWSER_MODULES

    impure = {name for name, found in imports.items() if any(browser(m) for m in found.at_import)}
    changed = True
    while changed:  # a module importing an impure one at import time is impure too
        changed = False
        for name, found in imports.items():
            if name not in impure and found.at_import & impure:
                impure.add(name)
                changed = True
    pure = sorted(reachable - impure)

    def stdlib(of: list[str] | set[str]) -> list[str]:
        wanted = set()
        for name in of:
            for module in imports[name].at_import:
                top = module.split(".")[0]
                if top not in local and not browser(module) and top in sys.stdlib_module_names:
                    wanted.add(module)
        return sorted(wanted)

    engine = [m for m in pure if m == ENGINE_PACKAGE or m.startswith(ENGINE_PACKAGE + ".")]
    return [
        {"name": "page", "modules": stdlib(reachable) + pure},
        {"name": "engine", "modules": stdlib(engine) + engine},
        {"name": "interpreter", "modules": []},
    ]


def site_imports(py_dir: Path, py_files: list[str]) -> dict[str, list[str]]:
    """Each module the page and the worker can reach (from main.py and ENTRY_MODULES, import statements anywhere)
    with the modules outside the site's code it imports anywhere (the browser's own modules left out)."""
    names = {module_name(rel): rel for rel in py_files if rel != "main.py"}
    local = set(names)
    imports = {
        name: module_imports((py_dir / rel).read_text("utf-8"), name, rel.endswith("__init__.py"), local)
        for name, rel in names.items()
    }
    imports["__main__"] = module_imports((py_dir / "main.py").read_text("utf-8"), "__main__", False, local)
    reachable: set[str] = set()
    todo = ["__main__", *ENTRY_MODULES]
    while todo:
        name = todo.pop()
        if name not in reachable:
            reachable.add(name)
            todo.extend(m for m in imports[name].anywhere if m in local)
    return {
        name: sorted(
            m for m in imports[name].anywhere if m.split(".")[0] not in local and m.split(".")[0] not in BROWSER_MODULES
        )
        for name in sorted(reachable)
    }


def pyscript_imports(pyscript_dist: Path, pyscript_python: Path) -> set[str]:
    """What PyScript's own Python imports: its package's sources (anywhere) and the Python its JavaScript runs."""
    return pyscript_package_imports(pyscript_python) | pyscript_javascript_imports(pyscript_dist)


def pyscript_package_imports(pyscript_python: Path) -> set[str]:
    """What PyScript's pyscript package imports (anywhere): part of every start."""
    found: set[str] = set()
    for path in sorted(pyscript_python.rglob("*.py")):
        found |= module_imports(path.read_text("utf-8"), path.stem, False, set()).anywhere
    return found


def pyscript_javascript_imports(pyscript_dist: Path) -> set[str]:
    """What the Python PyScript's JavaScript runs imports: for an archive in [files] or a feature of its own
    (a tar.gz needs tarfile and gzip); the page's start needs none of it that the package does not."""
    return javascript_python_imports(sorted(pyscript_dist.glob("*.js")))


def javascript_python_imports(paths: list[Path]) -> set[str]:
    """What the Python held as text in these JavaScript files imports (with each module's parents)."""
    found: set[str] = set()
    for path in paths:
        for match in JS_PYTHON_IMPORT.finditer(path.read_text("utf-8", errors="replace")):
            if match.group(1):
                found |= _with_parents(match.group(1))
            else:
                for part in match.group(2).split(","):
                    found |= _with_parents(part.split()[0])
    return found


# What Node worked out for a build (scripts/pyc.mjs's bytecode, zstd.mjs's frames, stdlib.mjs find's files), kept
# on disk by a hash of all it depends on: the script, Pyodide's package and the input. Each call starts Pyodide in
# Node (about 3 s of CPU), so a build after a change, and the tests after `make build`, call Node only for what
# changed. A file is written whole (renamed into place) or not at all; a cache that cannot be read or written
# costs time only. None: nothing kept (a test that must see Node do the work).
NODE_CACHE: Path | None = NODE_MODULES / ".cache" / "solitaire-build"


@functools.cache
def _tool(script: str) -> str:
    """What a script's answers depend on besides its input: its own text and the vendored Pyodide's version."""
    digest = hashlib.sha256((ROOT / "scripts" / script).read_bytes())
    digest.update((NODE_MODULES / "pyodide" / "package.json").read_bytes())
    return digest.hexdigest()


def _node_key(script: str, *parts: str | bytes) -> str:
    digest = hashlib.sha256(_tool(script).encode())
    for part in parts:
        data = part.encode() if isinstance(part, str) else part
        digest.update(len(data).to_bytes(8, "little") + data)
    return digest.hexdigest()


def _kept(key: str) -> bytes | None:
    if NODE_CACHE is None:
        return None
    try:
        return (NODE_CACHE / key[:2] / key).read_bytes()
    except OSError:
        return None


def _keep(key: str, data: bytes) -> None:
    if NODE_CACHE is None:
        return
    path = NODE_CACHE / key[:2] / key
    part = path.with_name(f"{key}.{os.getpid()}.part")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        part.write_bytes(data)
        os.replace(part, path)
    except OSError:
        with contextlib.suppress(OSError):
            part.unlink()


def _node_json(args: list[str], what: str) -> dict:
    node = shutil.which("node")
    if node is None:
        raise BuildError(f"node not found: it {what} (install nodejs)")
    proc = subprocess.run([node, *args], capture_output=True, text=True)
    if proc.returncode != 0:
        tail = (proc.stderr or proc.stdout).strip()[-3000:]
        raise BuildError(f"{Path(args[0]).name} failed ({what}):\n{tail}")
    return json.loads(proc.stdout.strip().splitlines()[-1])


_FOUND: dict[str, dict] = {}  # scripts/stdlib.mjs find's answer, by its roots and Pyodide


def files_of(modules, keep: set[str]) -> set[str]:
    """The files in the zip of ``modules`` (their .py, or a package's __init__.py) that ``keep`` holds."""
    files = set()
    for module in modules:
        path = module.replace(".", "/")
        files |= {f"{path}.py", f"{path}/__init__.py"} & keep
    return files


def site_lock(path: Path) -> dict:
    """Pyodide's lock file at ``path`` without its packages: the site loads none (pyscript.toml names none)."""
    lock = json.loads(path.read_text(encoding="utf-8"))
    if not isinstance(lock.get("info"), dict):
        raise BuildError(f"{path.name} has no info: is it Pyodide's lock file?")
    return {"info": lock["info"], "packages": {}}


class Stdlib(NamedTuple):
    """The trimmed standard library's two files in the vendored Pyodide's folder."""

    name: str  # python_stdlib-<hash>.zip.gz: what Python starts with (a zip of stored entries, gzipped)
    later: str  # python_stdlib_later-<hash>.zip: the modules no start imports
    warm: list[str]  # the standard modules a start imports once the interpreter is up, in order (WARM_MARKER)


def trim_stdlib(dest_dir: Path, bundle: Path, py_files: list[str], drop: tuple[str, ...] = ()) -> Stdlib:
    """Write the part of Pyodide's python_stdlib.zip the site imports into ``dest_dir``, checked, in two files.

    scripts/stdlib.mjs finds it (the modules the interpreter imports to start, those the site's code
    and PyScript's Python import, and what they import when imported) and the part of it no start
    imports ("later": reached only through function bodies, the Python PyScript's JavaScript runs, an
    import's fallback or another platform's branch), which goes in a file of its own with
    scripts/stdlib_later.py's finder in the first. It compiles the start-up modules
    to bytecode in place of their source (scripts/pyc.mjs; the rest stay source), then starts Pyodide with
    the first file only and checks that every module the code imports anywhere is found, the page's pure
    modules import and STDLIB_CHECK runs (the engine's data files read), and that the finder finds every
    later module, after importing each module of "warm" ahead of Pyodide's bootstrap as the page does:
    a BuildError says what is missing. ``drop`` leaves modules out on purpose (the tests' way to prove
    the check fails)."""
    imports = site_imports(ROOT / "py", py_files)
    start_roots = sorted(
        {m for names in imports.values() for m in names}
        | pyscript_package_imports(NODE_MODULES / PYSCRIPT_PYTHON)
        # The start's own (compression.zstd for the bundle...); not the later part's finder, which the build writes.
        | javascript_python_imports([ROOT / INTERPRETER_JS, ROOT / BUNDLE_JS]) - {"_stdlib_later"}
    )
    roots = sorted({*start_roots, *pyscript_javascript_imports(NODE_MODULES / "@pyscript" / "core" / "dist")})
    pure = snapshot_levels(ROOT / "py", py_files)[0]["modules"]
    plan = {
        "roots": roots,
        "start_roots": start_roots,
        "imports": imports,
        "check": {"modules": pure, "code": STDLIB_CHECK + SNAPSHOT_CHECK},
    }
    script = str(ROOT / "scripts" / "stdlib.mjs")
    pyodide_dir = str(NODE_MODULES / "pyodide")
    source = NODE_MODULES / "pyodide" / STDLIB_ZIP
    with tempfile.TemporaryDirectory(prefix="stdlib-") as tmp:
        plan_file = Path(tmp) / "plan.json"
        plan_file.write_text(json.dumps(plan), encoding="utf-8")
        key = json.dumps([pyodide_dir, roots, start_roots])  # find reads only the roots (scripts/stdlib.mjs)
        if key not in _FOUND:  # the same roots find the same files: asked once a process (the tests trim often)
            disk = _node_key("stdlib.mjs", "find", key)
            kept = _kept(disk)
            if kept is not None:
                _FOUND[key] = json.loads(kept)
            else:
                _FOUND[key] = _node_json(
                    [script, "find", pyodide_dir, str(plan_file)], "finds the standard library the site needs"
                )
                _keep(disk, json.dumps(_FOUND[key]).encode())
        found = _FOUND[key]
        keep = set(found["keep"])
        keep -= files_of(drop, keep)
        later = set(found["later"]) & keep
        names = sorted(module_name(f) for f in later if f.endswith(".py"))
        finder = LATER_MODULE.read_text(encoding="utf-8")
        if finder.count(LATER_NAMES_MARKER) != 1:
            raise BuildError(f"{LATER_MODULE.name} must hold {LATER_NAMES_MARKER!r} exactly once")
        finder = finder.replace(LATER_NAMES_MARKER, f"NAMES: frozenset[str] = frozenset({names!r})")
        # The modules Python imports to start go as bytecode, in place of their source; the rest as source.
        bytecode = sorted(files_of(found["boot"], keep) | {"_stdlib_later.py"})
        sources = Path(tmp) / "sources"
        with zipfile.ZipFile(source) as full:
            for rel in bytecode:
                target = sources / rel
                target.parent.mkdir(parents=True, exist_ok=True)
                target.write_bytes(finder.encode() if rel == "_stdlib_later.py" else full.read(rel))
        compiled = pyodide_bytecode(sources, bytecode, stdlib=True)
        trimmed, later_zip = Path(tmp) / STDLIB_ZIP, Path(tmp) / "later.zip"
        with (
            zipfile.ZipFile(source) as full,
            zipfile.ZipFile(trimmed, "w") as first,
            zipfile.ZipFile(later_zip, "w") as second,
        ):
            # The first file's entries are stored: it goes gzipped as one stream (STDLIB_GZIP_LEVEL).
            stored = {"compress_type": zipfile.ZIP_STORED}
            deflate = {"compress_type": zipfile.ZIP_DEFLATED, "compresslevel": 9}
            for info in [*full.infolist(), zipfile.ZipInfo("_stdlib_later.py", date_time=ZIP_DATE)]:
                name = info.filename
                if name not in keep and name != "_stdlib_later.py":
                    continue
                if name + "c" in compiled:
                    entry = zipfile.ZipInfo(name + "c", date_time=info.date_time)
                    first.writestr(entry, compiled[name + "c"], **stored)
                elif name in later:
                    second.writestr(info, full.read(info), **deflate)
                else:
                    first.writestr(info, full.read(info), **stored)
        plan["later"] = {"zip": str(later_zip), "modules": names}
        plan["warm"] = found["warm"]
        plan_file.write_text(json.dumps(plan), encoding="utf-8")
        checked = _node_json(
            [script, "check", pyodide_dir, str(plan_file), str(trimmed), str(bundle)],
            "checks the standard library the site ships",
        )
        data = gzip.compress(trimmed.read_bytes(), compresslevel=STDLIB_GZIP_LEVEL, mtime=0)
        rest = later_zip.read_bytes()
    stdlib = Stdlib(
        name=f"python_stdlib-{hashlib.sha256(data).hexdigest()[:16]}.zip.gz",
        later=f"python_stdlib_later-{hashlib.sha256(rest).hexdigest()[:16]}.zip",
        warm=found["warm"],
    )
    dest_dir.mkdir(parents=True, exist_ok=True)
    (dest_dir / stdlib.name).write_bytes(data)
    (dest_dir / stdlib.later).write_bytes(rest)
    with zipfile.ZipFile(source) as full:
        total = len([i for i in full.infolist() if not i.is_dir()])
    kept = len([k for k in keep if not k.endswith("/")])
    print(
        f"{stdlib.name}: {kept} of {total} files, {len(data) / 1e6:.2f} MB gzipped and {len(rest) / 1e6:.2f} MB later "
        f"({len(names)} modules) of {source.stat().st_size / 1e6:.2f} MB; checked {checked['checked']} modules' "
        f"imports, imported {checked['imported']} and found {checked['later']} later"
    )
    return stdlib


def stdlib_zip(path: Path) -> bytes:
    """The zip in a standard library file trim_stdlib wrote (the first one gzipped, as the page inflates it)."""
    data = path.read_bytes()
    return gzip.decompress(data) if path.suffix == ".gz" else data


def read_stdlib(path: Path) -> zipfile.ZipFile:
    """The zip in a standard library file trim_stdlib wrote, opened."""
    return zipfile.ZipFile(io.BytesIO(stdlib_zip(path)))


def build_pyscript_toml(versions: dict[str, str]) -> str:
    """pyscript.toml as dist/ gets it, checked: valid, its interpreter js/interpreter.mjs, no [files] (the
    interpreter module unpacks the bundle), its vendor paths the installed versions."""
    src = ROOT / "pyscript.toml"
    text = src.read_text(encoding="utf-8")
    try:
        config = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise BuildError(f"pyscript.toml: {exc}") from exc
    if "files" in config or "fetch" in config:
        raise BuildError(
            f"pyscript.toml must not contain [files]/[[fetch]]: {INTERPRETER_JS} fetches and unpacks {PY_BUNDLE}"
        )
    interpreter = config.get("interpreter", "")
    if interpreter != f"./{INTERPRETER_JS}":
        raise BuildError(
            f'pyscript.toml: interpreter = {interpreter!r}; expected "./{INTERPRETER_JS}" (the module that starts '
            "the vendored Pyodide, from the memory snapshot when it can; never a CDN)"
        )
    check_vendor_refs(text, "pyscript.toml", versions)

    return text


# Pyodide's bytecode by _node_key (pyc.mjs, as the site's or the standard library's, the path and the source): the
# same source compiles to the same bytes (hash-based .pyc), so it is compiled once (the tests build often).
_BYTECODE: dict[str, bytes] = {}  # what this process compiled or read from NODE_CACHE


def pyodide_bytecode(src_dir: Path, files: list[str], stdlib: bool = False) -> dict[str, bytes]:
    """{"solitaire/rules.pyc": bytecode, ...} for ``files`` (relative to ``src_dir``), compiled by Pyodide itself
    in Node (scripts/pyc.mjs: the page's Python is 3.14); ``stdlib``: as the standard library's (optimize=2).
    What was compiled before from the same source (by this process, or kept in NODE_CACHE) is not compiled again."""
    kind = "stdlib" if stdlib else "site"
    keys = {rel: _node_key("pyc.mjs", kind, rel, (src_dir / rel).read_bytes()) for rel in files}
    for key in keys.values():
        if key not in _BYTECODE and (kept := _kept(key)) is not None:
            _BYTECODE[key] = kept
    todo = [rel for rel in files if keys[rel] not in _BYTECODE]
    if todo:
        for rel, data in _compile_with_pyodide(src_dir, todo, stdlib).items():
            key = keys[rel.removesuffix("c")]
            _BYTECODE[key] = data
            _keep(key, data)
    return {rel + "c": _BYTECODE[keys[rel]] for rel in files}


def _compile_with_pyodide(src_dir: Path, files: list[str], stdlib: bool) -> dict[str, bytes]:
    """pyodide_bytecode's compiler: scripts/pyc.mjs, one Node process for ``files``."""
    node = shutil.which("node")
    if node is None:
        raise BuildError("node not found: it compiles the Python for the page (install nodejs)")
    with tempfile.TemporaryDirectory(prefix="pyc-") as tmp:
        proc = subprocess.run(
            [
                node,
                str(ROOT / "scripts" / "pyc.mjs"),
                *(["--stdlib"] if stdlib else []),
                str(NODE_MODULES / "pyodide"),
                str(src_dir),
                tmp,
                *files,
            ],
            capture_output=True,
            text=True,
        )
        if proc.returncode != 0:
            tail = (proc.stderr or proc.stdout).strip()[-2000:]
            raise BuildError(f"scripts/pyc.mjs could not compile the Python for Pyodide:\n{tail}")
        return {rel + "c": (Path(tmp) / (rel + "c")).read_bytes() for rel in files}


def compile_for_pyodide(py_files: list[str]) -> dict[str, bytes]:
    """{"solitaire/rules.pyc": bytecode, ...} for the modules the page imports (all but main.py)."""
    return pyodide_bytecode(ROOT / "py", [rel for rel in py_files if rel != "main.py"])


def bundle_entries(compiled: dict[str, bytes]) -> dict[str, bytes]:
    """What py/bundle.zip holds: the modules as Pyodide's bytecode (``compiled``, from compile_for_pyodide) and
    the data files as they are."""
    return {**compiled, **{rel: (ROOT / "py" / rel).read_bytes() for rel in data_files()}}


def write_py_bundle(dest: Path, entries: dict[str, bytes]) -> None:
    """``entries`` (path inside the zip -> bytes) as one zip of stored entries in one Zstandard frame
    (js/bundle.mjs unpacks it): the same bytes for the same entries."""
    dest.parent.mkdir(parents=True, exist_ok=True)
    raw = io.BytesIO()
    with zipfile.ZipFile(raw, "w") as archive:
        for rel in sorted(entries):
            info = zipfile.ZipInfo(rel, date_time=ZIP_DATE)
            info.compress_type = zipfile.ZIP_STORED  # the one frame compresses them all together
            info.create_system = 3  # Unix, so external_attr is read as a mode
            info.external_attr = 0o100644 << 16
            archive.writestr(info, entries[rel])
    dest.write_bytes(zstd(raw.getvalue()))


def read_py_bundle(path: Path) -> zipfile.ZipFile:
    """The zip inside a bundle written by write_py_bundle."""
    return zipfile.ZipFile(io.BytesIO(zstd(path.read_bytes(), decompress=True)))


# What scripts/zstd.mjs gave this process or NODE_CACHE held, by _node_key (the tests write and read the bundle often).
_ZSTD: dict[str, bytes] = {}


def _zstd_key(data: bytes, decompress: bool) -> str:
    return _node_key("zstd.mjs", "decompress" if decompress else f"compress {BUNDLE_ZSTD_LEVEL}", data)


def zstd(data: bytes, decompress: bool = False) -> bytes:
    """``data`` as one Zstandard frame (BUNDLE_ZSTD_LEVEL; the content's size in its header, no larger
    window), or the content of such a frame: scripts/zstd.mjs, Pyodide's compression.zstd in Node. A frame
    it made is kept with its content too: reading back what was written asks Node nothing."""
    key = _zstd_key(data, decompress)
    if key not in _ZSTD and (kept := _kept(key)) is not None:
        _ZSTD[key] = kept
    if key in _ZSTD:
        return _ZSTD[key]
    out = _zstd_with_pyodide(data, decompress)
    _ZSTD[key] = out
    _keep(key, out)
    if not decompress:
        back = _zstd_key(out, True)
        _ZSTD[back] = data
        _keep(back, data)
    return out


def _zstd_with_pyodide(data: bytes, decompress: bool) -> bytes:
    """zstd's worker: scripts/zstd.mjs, one Node process."""
    node = shutil.which("node")
    if node is None:
        raise BuildError("node not found: it compresses the bundle (install nodejs)")
    with tempfile.TemporaryDirectory(prefix="zstd-") as tmp:
        source, target = Path(tmp) / "in", Path(tmp) / "out"
        source.write_bytes(data)
        mode = ["decompress"] if decompress else ["compress"]
        level = [] if decompress else [str(BUNDLE_ZSTD_LEVEL)]
        script = str(ROOT / "scripts" / "zstd.mjs")
        proc = subprocess.run(
            [node, script, *mode, str(NODE_MODULES / "pyodide"), str(source), str(target), *level],
            capture_output=True,
            text=True,
        )
        if proc.returncode != 0:
            raise BuildError(f"scripts/zstd.mjs failed:\n{(proc.stderr or proc.stdout).strip()[-2000:]}")
        return target.read_bytes()


def sparse_snapshot(raw: bytes, min_zeros: int = SPARSE_MIN_ZEROS) -> bytes:
    """Pyodide's snapshot (its header, then the whole wasm memory: mostly zeros) without its long zero runs.

    Layout, little-endian: b"PYSPARSE", u32 length of the full snapshot, u32 segment count n,
    n x (u32 offset, u32 length) in ascending order, then the segments' bytes one after another.
    Everything outside the segments is zero. js/interpreter.mjs expands it back; half the bytes to
    inflate in the page, and the same gzipped size."""
    segments = []
    start = 0
    for run in re.finditer(b"\x00{%d,}" % min_zeros, raw):
        if run.start() > start:
            segments.append((start, run.start()))
        start = run.end()
    if start < len(raw):
        segments.append((start, len(raw)))
    table = b"".join(struct.pack("<II", a, b - a) for a, b in segments)
    return SPARSE_MAGIC + struct.pack("<II", len(raw), len(segments)) + table + b"".join(raw[a:b] for a, b in segments)


def expand_sparse(data: bytes) -> bytes:
    """The full snapshot back from sparse_snapshot's bytes (what js/interpreter.mjs does in the page)."""
    if data[:8] != SPARSE_MAGIC:
        raise ValueError("not a sparse snapshot")
    length, count = struct.unpack_from("<II", data, 8)
    out = bytearray(length)
    at = 16 + 8 * count
    for i in range(count):
        offset, size = struct.unpack_from("<II", data, 16 + 8 * i)
        out[offset : offset + size] = data[at : at + size]
        at += size
    if at != len(data):
        raise ValueError("sparse snapshot has trailing bytes")
    return bytes(out)


def make_snapshot(out: Path, py_files: list[str], stdlib: Path) -> dict:
    """Make the memory snapshot (scripts/snapshot.mjs) into out/snapshot/, return its facts for the page.

    The file is the sparse snapshot gzipped, named by a hash of its bytes (served immutable).
    Reproducible: the same sources and Pyodide give the same file (the snapshot's seed comes
    from them)."""
    node = shutil.which("node")
    if node is None:
        raise BuildError("node not found: it makes the memory snapshot (install nodejs)")
    bundle = out / PY_BUNDLE
    levels = snapshot_levels(ROOT / "py", py_files)
    seed = hashlib.sha256(bundle.read_bytes() + json.dumps(levels).encode()).hexdigest()
    plan = {
        "seed": seed,
        "levels": levels,
        "check": {"code": SNAPSHOT_CHECK, "needs": [ENGINE_PACKAGE], "fallback": SNAPSHOT_CHECK_WITHOUT_ENGINE},
    }
    with tempfile.TemporaryDirectory(prefix="snapshot-") as tmp:
        plan_file, raw_file = Path(tmp) / "plan.json", Path(tmp) / "snapshot.bin"
        plan_file.write_text(json.dumps(plan), encoding="utf-8")
        (Path(tmp) / STDLIB_ZIP).write_bytes(stdlib_zip(stdlib))  # Pyodide in Node reads a plain zip
        stdlib = Path(tmp) / STDLIB_ZIP
        proc = subprocess.run(
            [
                node,
                str(ROOT / "scripts" / "snapshot.mjs"),
                *map(str, (NODE_MODULES / "pyodide", bundle, raw_file, plan_file, stdlib)),
            ],
            capture_output=True,
            text=True,
            env={**os.environ, "TZ": "UTC"},  # Python's time constants are taken at its start
        )
        if proc.returncode != 0:
            tail = (proc.stderr or proc.stdout).strip()[-2000:]
            raise BuildError(f"scripts/snapshot.mjs could not make a memory snapshot:\n{tail}")
        made = json.loads(proc.stdout.strip().splitlines()[-1])
        raw = raw_file.read_bytes()
    sparse = sparse_snapshot(raw)
    if expand_sparse(sparse) != raw:
        raise BuildError("the sparse snapshot does not expand back to the snapshot")
    packed = gzip.compress(sparse, compresslevel=9, mtime=0)
    name = f"{SNAPSHOT_DIR}/python-{hashlib.sha256(packed).hexdigest()[:16]}.gz"
    (out / SNAPSHOT_DIR).mkdir(parents=True, exist_ok=True)
    (out / name).write_bytes(packed)
    for tried in made["tried"]:
        print(f"snapshot: level {tried['level']} failed: {tried['error']}", file=sys.stderr)
    print(
        f"{name}: {made['level']} level ({len(made['modules'])} modules), {len(raw) / 1e6:.1f} MB, "
        f"{len(sparse) / 1e6:.1f} MB sparse, {len(packed) / 1e6:.1f} MB gzipped"
    )
    return {
        "url": f"../{name}",
        "bytes": len(raw),
        "sparseBytes": len(sparse),
        "buildId": made["buildId"],
        "level": made["level"],
        "modules": made["modules"],
        "check": made["check"],
    }


def write_snapshot_facts(path: Path, facts: dict | None) -> None:
    """Put the snapshot's facts (or null: none) into the interpreter module at ``path``, in place of its marker."""
    text = path.read_text(encoding="utf-8")
    if text.count(SNAPSHOT_MARKER) != 1:
        raise BuildError(f"{path.name} must hold {SNAPSHOT_MARKER!r} exactly once")
    data = json.dumps(facts, sort_keys=True, separators=(",", ":"))
    path.write_text(text.replace(SNAPSHOT_MARKER, data), encoding="utf-8")


def check_index_html(versions: dict[str, str]) -> str:
    path = ROOT / "index.html"
    if not path.is_file():
        raise BuildError("index.html not found")
    text = path.read_text(encoding="utf-8")
    check_vendor_refs(text, "index.html", versions)
    core = f"vendor/pyscript-{versions['pyscript']}/core.js"
    if core not in text:
        raise BuildError(f"index.html must load ./{core}")
    return text


def strip_source_map(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    stripped = SOURCE_MAP_LINE.sub("\n", text)
    if stripped != text:
        path.write_text(stripped, encoding="utf-8")


def safe_rmtree(out: Path) -> None:
    protected = {ROOT / name for name in ("py", "css", "scripts", "tests", "node_modules", ".git", ".venv")}
    if out == ROOT or out in ROOT.parents or any(out == p or p in out.parents for p in protected):
        raise BuildError(f"refusing to use {out} as the output folder")
    if out.exists():
        shutil.rmtree(out)


def write_service_worker(out: Path) -> None:
    """<out>/sw.js from sw.js: precache list and version made from the built files (scripts/sw.mjs)."""
    if not (ROOT / "sw.js").is_file():
        return
    node = shutil.which("node")
    if node is None:
        raise BuildError("node not found: it writes the service worker's precache list (run `make install`)")
    proc = subprocess.run(
        [node, str(ROOT / "scripts" / "sw.mjs"), str(out)], cwd=ROOT, capture_output=True, text=True, check=False
    )
    if proc.returncode != 0:
        raise BuildError(f"scripts/sw.mjs failed:\n{proc.stdout}{proc.stderr}")
    print(proc.stdout.strip())


# Everything dist/ is made from: a change to any of them makes dist/ stale (INPUTS_STAMP, read by the tests).
INPUT_DIRS = ("py", "js", "css", "icons", "screenshots")
INPUT_FILES = (
    "index.html",
    "pyscript.toml",
    "package-lock.json",
    *OPTIONAL_TOP_FILES,
    "scripts/build.py",
    "scripts/pyc.mjs",
    "scripts/snapshot.mjs",
    "scripts/stdlib.mjs",
    "scripts/stdlib_later.py",
    "scripts/sw.mjs",
    "scripts/zstd.mjs",
)
INPUTS_STAMP = ".build-inputs"


def input_digest(root: Path = ROOT) -> str:
    """A hash of every input of the build (INPUT_DIRS, INPUT_FILES): names and bytes."""
    paths = [root / name for name in INPUT_FILES if (root / name).is_file()]
    for name in INPUT_DIRS:
        paths += [
            p
            for p in (root / name).rglob("*")
            if p.is_file() and "__pycache__" not in p.parts and not p.name.startswith(".")
        ]
    digest = hashlib.sha256()
    for path in sorted(paths):
        digest.update(path.relative_to(root).as_posix().encode() + b"\0" + path.read_bytes() + b"\0")
    return digest.hexdigest()


def build(out: Path, snapshot: bool = True) -> None:
    inputs = input_digest()
    versions = {
        "pyodide": package_version("pyodide"),
        "pyscript": package_version("@pyscript/core"),
    }
    index_html = check_index_html(versions)
    py_files = python_sources()
    toml_text = build_pyscript_toml(versions)
    interpreter_js = ROOT / INTERPRETER_JS
    if not interpreter_js.is_file():
        raise BuildError(f"{INTERPRETER_JS} not found (pyscript.toml's interpreter)")
    interpreter_text = interpreter_js.read_text(encoding="utf-8")
    if "pyodide" not in check_vendor_refs(interpreter_text, INTERPRETER_JS, versions):
        raise BuildError(f"{INTERPRETER_JS} must import ../vendor/pyodide-{versions['pyodide']}/pyodide.mjs")
    css_dir = ROOT / "css"
    if css_dir.is_dir():
        check_vendor_refs(
            "\n".join(p.read_text("utf-8") for p in css_dir.rglob("*.css")),
            "css/",
            versions,
        )

    safe_rmtree(out)
    out.mkdir(parents=True)

    (out / "index.html").write_text(index_html, encoding="utf-8")
    (out / "pyscript.toml").write_text(toml_text, encoding="utf-8")
    for name in OPTIONAL_TOP_FILES:
        if (ROOT / name).is_file():
            shutil.copy2(ROOT / name, out / name)
    if css_dir.is_dir():
        shutil.copytree(css_dir, out / "css", ignore=shutil.ignore_patterns(".*"))
    js_dir = ROOT / "js"
    if js_dir.is_dir():
        shutil.copytree(js_dir, out / "js", ignore=shutil.ignore_patterns(".*"))
    if (out / LOADING_JS).is_file():
        write_loading_messages(out / LOADING_JS, loading_messages())
    if (out / PAINT_JS).is_file():
        write_marker(out / PAINT_JS, PAINT_MARKER, catalogue_texts("face."))
    if (out / DEAL_JS).is_file():
        write_marker(out / DEAL_JS, DEAL_MARKER, deal_data())
    if (out / PREFS_JS).is_file():
        write_marker(out / PREFS_JS, PREFS_MARKER, prefs_data())
    for rel in py_files:
        dest = out / "py" / rel
        dest.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(ROOT / "py" / rel, dest)
    write_py_bundle(out / PY_BUNDLE, bundle_entries(compile_for_pyodide(py_files)))

    pyodide_out = out / "vendor" / f"pyodide-{versions['pyodide']}"
    pyodide_out.mkdir(parents=True)
    for name in PYODIDE_FILES:
        src = NODE_MODULES / "pyodide" / name
        if not src.is_file():
            raise BuildError(f"{src.relative_to(ROOT)} missing: reinstall with npm ci")
        if name != STDLIB_ZIP:
            shutil.copy2(src, pyodide_out / name)
    strip_source_map(pyodide_out / "pyodide.mjs")
    stdlib = trim_stdlib(pyodide_out, out / PY_BUNDLE, py_files)
    write_marker(out / INTERPRETER_JS, BUNDLE_MARKER, PY_BUNDLE)
    write_marker(out / INTERPRETER_JS, STDLIB_MARKER, stdlib.name)
    write_marker(out / INTERPRETER_JS, LATER_MARKER, stdlib.later)
    write_marker(out / INTERPRETER_JS, WARM_MARKER, stdlib.warm)
    write_marker(out / INTERPRETER_JS, LOCK_MARKER, site_lock(pyodide_out / "pyodide-lock.json"))
    facts = make_snapshot(out, py_files, pyodide_out / stdlib.name) if snapshot else None
    write_snapshot_facts(out / INTERPRETER_JS, facts)

    pyscript_src = NODE_MODULES / "@pyscript" / "core" / "dist"
    pyscript_out = out / "vendor" / f"pyscript-{versions['pyscript']}"
    shutil.copytree(pyscript_src, pyscript_out, ignore=shutil.ignore_patterns("*.map"))
    for path in pyscript_out.rglob("*"):
        if path.suffix in {".js", ".mjs", ".css"}:
            strip_source_map(path)

    icons_dir = ROOT / "icons"
    if icons_dir.is_dir():
        shutil.copytree(icons_dir, out / "icons", ignore=shutil.ignore_patterns(".*"))
    shots_dir = ROOT / "screenshots"  # the manifest's pictures for the install dialog (scripts/screenshots.py)
    if shots_dir.is_dir():
        shutil.copytree(shots_dir, out / "screenshots", ignore=shutil.ignore_patterns(".*"))
    write_service_worker(out)
    (out / INPUTS_STAMP).write_text(inputs + "\n", encoding="utf-8")  # last: a build that failed is stale

    n_files = sum(1 for p in out.rglob("*") if p.is_file())
    size = sum(p.stat().st_size for p in out.rglob("*") if p.is_file())
    print(
        f"built {out.relative_to(ROOT) if ROOT in out.parents else out}: {n_files} files, "
        f"{size / 1e6:.1f} MB (pyodide {versions['pyodide']}, pyscript {versions['pyscript']}, "
        f"{len(py_files)} py files)"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "dist", help="output folder (default: dist/)")
    parser.add_argument(
        "--no-snapshot",
        dest="snapshot",
        action="store_false",
        help="make no memory snapshot (the page then always starts Python the normal way)",
    )
    args = parser.parse_args(argv)
    try:
        build(args.out.resolve(), snapshot=args.snapshot)
    except BuildError as exc:
        print(f"build failed: {exc}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
