"""scripts/build.py's memory snapshot: which modules it may hold, its sparse file, and
scripts/snapshot.mjs making it reproducibly (the browser side: tests/e2e/test_snapshot.py)."""

from __future__ import annotations

import importlib.util
import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

ROOT = Path(__file__).resolve().parents[1]
_spec = importlib.util.spec_from_file_location("build", ROOT / "scripts" / "build.py")
build = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(build)


def write_tree(root: Path, files: dict[str, str]) -> list[str]:
    for rel, text in files.items():
        path = root / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(textwrap.dedent(text), encoding="utf-8")
    return sorted(files)


# ----------------------------------------------------------------------------- imports


def test_imports_resolve_relative_names_and_submodules():
    source = """
        import json
        import os.path
        from . import sibling
        from .pkg import thing, sub
        from solitaire import deal
    """
    local = {"app", "app.sibling", "app.pkg", "app.pkg.sub", "solitaire", "solitaire.deal"}
    found = build.module_imports(textwrap.dedent(source), "app.here", False, local)
    assert found.at_import == {
        "json",
        "os",
        "os.path",
        "app",
        "app.sibling",
        "app.pkg",
        "app.pkg.sub",
        "solitaire",
        "solitaire.deal",
    }
    deeper = build.module_imports("from .. import sibling\n", "app.pkg.sub", False, local)
    assert deeper.at_import == {"app", "app.sibling"}


def test_relative_imports_in_a_package_start_from_the_package():
    found = build.module_imports("from .sub import x\n", "app", True, {"app", "app.sub"})
    assert found.at_import == {"app", "app.sub"}


def test_function_bodies_are_reachable_but_not_imported_at_import_time():
    source = """
        import math

        class Box:
            import enum  # a class body runs when the module is imported

        def later():
            from js import document
            import solitaire.solver

        if TYPE_CHECKING:
            from .never import Thing
    """
    found = build.module_imports(textwrap.dedent(source), "app.ui", False, {"app.never", "solitaire.solver"})
    assert found.at_import == {"math", "enum"}
    assert found.anywhere == {"math", "enum", "js", "solitaire", "solitaire.solver"}


# ------------------------------------------------------------------------------ levels

TREE = {
    "main.py": """
        from js import performance
        from app.ui import start
    """,
    "app/__init__.py": '"""The glue."""\n',
    "app/ui.py": """
        import asyncio
        from js import document
        from .pure import value
        from .dom import node

        def assist():
            from .helper import help
    """,
    "app/dom.py": "from pyodide.ffi import create_proxy\n",
    "app/pure.py": """
        import json
        from solitaire import deal
    """,
    "app/helper.py": "from .dom import node\n",  # pure itself, but its import of dom is not
    "app/unused.py": "import json\n",
    "solitaire/__init__.py": "from .deal import opening\n",
    "solitaire/deal.py": "import heapq\n",
    "solitaire/cli.py": "import argparse\nfrom . import deal\n",
}


def test_levels_hold_the_pure_modules_the_page_can_reach(tmp_path):
    files = write_tree(tmp_path, TREE)
    page, engine, interpreter = build.snapshot_levels(tmp_path, files)
    assert page == {
        "name": "page",
        # asyncio: the standard library ui.py imports, though ui.py itself is not pure
        "modules": ["asyncio", "heapq", "json", "app", "app.pure", "solitaire", "solitaire.deal"],
    }
    assert engine == {"name": "engine", "modules": ["heapq", "solitaire", "solitaire.deal"]}
    assert interpreter == {"name": "interpreter", "modules": []}


def test_the_real_page_level_imports_without_a_browser():
    """The page level's own modules import under CPython with js and pyodide missing; the
    page's other reachable modules do not: the reading of the sources matches the code."""
    page, engine, _ = build.snapshot_levels(ROOT / "py", build.python_sources())
    local = {build.module_name(rel) for rel in build.python_sources() if rel != "main.py"}
    ours = [m for m in page["modules"] if m.split(".")[0] in {m.split(".")[0] for m in local}]
    for need in ("solitaire", "solitaire.solver", "solitaire.auto"):
        assert need in ours and need in engine["modules"]
    probe = textwrap.dedent(
        """
        import importlib, json, sys

        class NoBrowser:
            def find_spec(self, name, path=None, target=None):
                if name.split(".")[0] in {"js", "pyodide", "pyscript"}:
                    raise ImportError(f"no browser here: {name}")

        sys.meta_path.insert(0, NoBrowser())
        result = {}
        for name in json.loads(sys.argv[1]):
            try:
                importlib.import_module(name)
                result[name] = "ok"
            except ImportError as exc:
                result[name] = str(exc)
        print(json.dumps(result))
        """
    )
    # Not the page's: the command line's modules, and the analysis worker's loop (js/analysis-worker.mjs
    # imports it in the worker; the page never does).
    not_the_page = {
        "solitaire.__main__",
        "solitaire.cli",
        "solitaire.winnable_cli",
        "solitaire.winrate",
    }
    others = sorted(local - set(ours) - not_the_page - {"app.analysis.search_worker"})
    proc = subprocess.run(
        [sys.executable, "-c", probe, json.dumps(ours + others)],
        env={**os.environ, "PYTHONPATH": str(ROOT / "py")},
        capture_output=True,
        text=True,
        check=True,
    )
    result = json.loads(proc.stdout)
    assert {m: result[m] for m in ours} == dict.fromkeys(ours, "ok")
    assert others, "the page has modules that need the browser"
    for name in others:
        assert result[name].startswith("no browser here"), (name, result[name])


# ------------------------------------------------------------------------------ sparse


def test_sparse_snapshot_layout():
    raw = b"\x01\x02" + b"\x00" * 70 + b"\x03" + b"\x00" * 10 + b"\x04" + b"\x00" * 64
    sparse = build.sparse_snapshot(raw)
    assert sparse[:8] == b"PYSPARSE"
    assert int.from_bytes(sparse[8:12], "little") == len(raw)
    assert int.from_bytes(sparse[12:16], "little") == 2  # [0, 2) and [72, 84): short zero runs stay
    table = [int.from_bytes(sparse[16 + 4 * i : 20 + 4 * i], "little") for i in range(4)]
    assert table == [0, 2, 72, 12]
    assert sparse[32:] == b"\x01\x02" + b"\x03" + b"\x00" * 10 + b"\x04"


chunks = st.lists(
    st.one_of(st.binary(min_size=1, max_size=40), st.integers(0, 300).map(lambda n: b"\x00" * n)), max_size=30
)


@given(chunks)
def test_sparse_snapshot_expands_back_exactly(parts):
    raw = b"".join(parts)
    sparse = build.sparse_snapshot(raw)
    assert build.expand_sparse(sparse) == raw
    assert len(sparse) <= len(raw) + 16 + 8 * (len(raw) // 64 + 1)


def test_expand_refuses_what_is_not_a_sparse_snapshot():
    with pytest.raises(ValueError, match="not a sparse snapshot"):
        build.expand_sparse(b"\x00snp" + bytes(60))
    with pytest.raises(ValueError, match="trailing"):
        build.expand_sparse(build.sparse_snapshot(b"\x05" * 10) + b"x")


# ------------------------------------------------------------------------------- facts


def test_snapshot_facts_replace_the_marker_once(tmp_path):
    module = tmp_path / "interpreter.mjs"
    module.write_text(f"const SNAPSHOT = {build.SNAPSHOT_MARKER};\n", encoding="utf-8")
    build.write_snapshot_facts(module, {"url": "../snapshot/python-1.gz", "bytes": 3})
    assert module.read_text(encoding="utf-8") == 'const SNAPSHOT = {"bytes":3,"url":"../snapshot/python-1.gz"};\n'
    with pytest.raises(build.BuildError, match="exactly once"):
        build.write_snapshot_facts(module, None)


def test_the_source_interpreter_module_holds_the_marker_and_the_vendored_pyodide():
    text = (ROOT / build.INTERPRETER_JS).read_text(encoding="utf-8")
    assert text.count(build.SNAPSHOT_MARKER) == 1
    versions = {"pyodide": build.package_version("pyodide"), "pyscript": build.package_version("@pyscript/core")}
    assert build.check_vendor_refs(text, build.INTERPRETER_JS, versions) == {"pyodide"}


# -------------------------------------------------------------------- scripts/snapshot.mjs


@pytest.fixture(scope="module")
def bundle(tmp_path_factory) -> Path:
    """The page's bundle plus a module that cannot go into a snapshot."""
    entries = build.bundle_entries(build.compile_for_pyodide(build.python_sources()))
    entries["frozen_random.py"] = b"import random\nRNG = random.Random()\n"
    path = tmp_path_factory.mktemp("bundle") / "bundle.zip.zst"
    build.write_py_bundle(path, entries)
    return path


def make(bundle: Path, out: Path, levels: list[dict]) -> dict:
    plan = {
        "seed": "test",
        "levels": levels,
        "check": {
            "code": build.SNAPSHOT_CHECK,
            "needs": ["solitaire"],
            "fallback": build.SNAPSHOT_CHECK_WITHOUT_ENGINE,
        },
    }
    plan_file = out.with_suffix(".json")
    plan_file.write_text(json.dumps(plan), encoding="utf-8")
    proc = subprocess.run(
        [
            "node",
            str(ROOT / "scripts" / "snapshot.mjs"),
            *map(str, (ROOT / "node_modules" / "pyodide", bundle, out, plan_file)),
        ],
        capture_output=True,
        text=True,
        env={**os.environ, "TZ": "UTC"},
        timeout=300,
    )
    assert proc.returncode == 0, proc.stderr[-2000:]
    return json.loads(proc.stdout.strip().splitlines()[-1])


ENGINE = {"name": "engine", "modules": ["solitaire", "solitaire.solver", "solitaire.auto"]}


@pytest.fixture(scope="module")
def made(bundle, tmp_path_factory):
    out = tmp_path_factory.mktemp("snapshots")
    first = make(
        bundle,
        out / "first.bin",
        [{"name": "random", "modules": ["frozen_random"]}, ENGINE],
    )
    second = make(bundle, out / "second.bin", [ENGINE])
    return first, (out / "first.bin").read_bytes(), second, (out / "second.bin").read_bytes()


@pytest.mark.timeout(600)
def test_a_level_that_cannot_be_snapshotted_falls_back_to_the_next(made):
    first, _, _, _ = made
    assert first["level"] == "engine"
    assert [t["level"] for t in first["tried"]] == ["random"]
    assert "random.Random at import" in first["tried"][0]["error"]


@pytest.mark.timeout(600)
def test_the_snapshot_is_reproducible_and_deals_like_cpython(made):
    first, first_bytes, second, second_bytes = made
    assert first_bytes == second_bytes, "the same inputs must give the same snapshot"
    assert first["buildId"] == second["buildId"] and len(first["buildId"]) == 64
    assert first["bytes"] == len(first_bytes) and first["heap"] < first["bytes"]
    # The check ran in the restored interpreter: the engine's deal, as CPython deals it.
    sys.path.insert(0, str(ROOT / "py"))
    try:
        import solitaire
    finally:
        sys.path.remove(str(ROOT / "py"))
    assert first["check"]["expect"] == solitaire.opening(solitaire.PRESETS["gaps"], 7).layout()
