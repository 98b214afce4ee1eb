"""The engine deals the same openings under CPython and under Pyodide in Chromium,
whether Python started the normal way or from the build's memory snapshot, and
Python itself is the same after a restore as after a normal start.

Three Pyodide sides, each dealing every (variant, seed) pair in one go:
- "harness": a tiny page served at a same-origin URL (`<server>/__parity.html`,
  injected with page.route) loads the vendored pyodide.mjs, writes
  dist/py/solitaire/**/*.py into the Pyodide file system and imports `solitaire`;
- "page-start" and "page-snapshot": the built page itself (PyScript, the bundle,
  js/interpreter.mjs) with py/main.py swapped for a probe, on a first visit
  (Python starts the normal way) and on the return visits after the service
  worker's precache (Python restored from the memory snapshot, where the engine
  is already imported). The same probe reads what the build machine could have
  left in the snapshot (argv, paths, environment, flags, random's state), so one
  first visit and two restores serve both tests.
The CPython side is the command line: `python -m solitaire deal --variant V --seed N`.
"""

from __future__ import annotations

import functools
import gzip
import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from snapshot_helpers import probe_runs, probe_site

ROOT = Path(__file__).resolve().parents[2]
VARIANTS = ("addiction", "gaps", "montana", "spaces")
SEEDS = (1, 20261129, 4294967295)
PAIRS = [(variant, seed) for variant in VARIANTS for seed in SEEDS]
TOKEN = r"(?:[2-9TJQK][CDHS]|--)"
LAYOUT = re.compile(rf"{TOKEN}{{13}}(?:/{TOKEN}{{13}}){{3}}")  # DESIGN.md layout string

HARNESS_HTML = "<!doctype html><meta charset='utf-8'><title>parity harness</title>"

HARNESS_JS = """
async ({indexURL, stdLibURL, pyBase, files, code}) => {
  const { loadPyodide } = await import(indexURL + "pyodide.mjs");
  const pyodide = await loadPyodide({ indexURL, stdLibURL });
  for (const rel of files) {
    const response = await fetch(pyBase + rel);
    if (!response.ok) throw new Error(`fetch ${rel}: HTTP ${response.status}`);
    const dir = rel.split("/").slice(0, -1).join("/");
    pyodide.FS.mkdirTree("/parity/" + dir);
    pyodide.FS.writeFile("/parity/" + rel, await response.text());
  }
  return pyodide.runPython(code);
}
"""

PYODIDE_CODE = """
import json, sys, traceback
sys.path.insert(0, "/parity")
result = {"platform": sys.platform, "layouts": {}}
try:
    import solitaire
except Exception:
    result["import_error"] = traceback.format_exc()
else:
    for variant, seed in json.loads(PAIRS):
        try:
            layout = solitaire.opening(solitaire.PRESETS[variant], seed).layout()
            result["layouts"][f"{variant}:{seed}"] = {"ok": layout}
        except Exception:
            result["layouts"][f"{variant}:{seed}"] = {"error": traceback.format_exc()}
json.dumps(result)
"""


# What the build machine could leave in the snapshot, read before main.py imports anything.
FACTS_CODE = """
import os, random, sys, time
RESULT = {
    "argv": sys.argv,
    "executable": sys.executable,
    "path": sys.path,
    "environ": dict(os.environ),
    "flags": repr(sys.flags),
    "cwd": os.getcwd(),
    "files": sorted(os.listdir(".")),
    "recursion_limit": sys.getrecursionlimit(),
    "encodings": [sys.getfilesystemencoding(), sys.stdout.encoding],
    "random": [random.random() for _ in range(3)],
    "engine_loaded": "solitaire" in sys.modules,
}
"""

# Then the openings, into the same RESULT.
LAYOUTS_CODE = """
import traceback
RESULT["platform"] = sys.platform
RESULT["layouts"] = {}
try:
    import solitaire
except Exception:
    RESULT["import_error"] = traceback.format_exc()
else:
    for variant, seed in PAIRS:
        try:
            layout = solitaire.opening(solitaire.PRESETS[variant], seed).layout()
            RESULT["layouts"][f"{variant}:{seed}"] = {"ok": layout}
        except Exception:
            RESULT["layouts"][f"{variant}:{seed}"] = {"error": traceback.format_exc()}
"""


@pytest.fixture(scope="module")
def page_runs(browser, dist, tmp_path_factory):
    """[(how Python started, RESULT)] of the built page with the probe: a first visit, then two restores."""
    work = tmp_path_factory.mktemp("parity")
    site = probe_site(dist, work / "site", FACTS_CODE + f"PAIRS = {PAIRS!r}\n" + LAYOUTS_CODE)
    return probe_runs(browser, site, work / "profile", reloads=2)


@pytest.fixture(scope="module")
def page_layouts(page_runs):
    """{"page-start": result, "page-snapshot": result} from the built page, both ways."""
    (start, first), (restored, again), _ = page_runs
    assert start["source"] == "start", start
    assert restored["source"] == "snapshot", restored
    assert not first["engine_loaded"] and again["engine_loaded"]
    return {"page-start": first, "page-snapshot": again}


@pytest.fixture(scope="module")
def pyodide_layouts(server, dist, guard_factory):
    (pyodide_dir,) = (dist / "vendor").glob("pyodide-*")
    (stdlib,) = pyodide_dir.glob("python_stdlib-*.zip.gz")  # the part of the standard library the site ships
    stdlib_url = f"{server}/vendor/{pyodide_dir.name}/{stdlib.name.removesuffix('.gz')}"
    files = sorted(p.relative_to(dist / "py").as_posix() for p in (dist / "py" / "solitaire").rglob("*.py"))
    assert files, "dist/py/solitaire holds no .py files"

    guard = guard_factory()
    page = guard.new_page()
    page.route(
        f"{server}/__parity.html",
        lambda route: route.fulfill(status=200, content_type="text/html", body=HARNESS_HTML),
    )
    # The zip inside the gzipped file, as js/interpreter.mjs gives it to Pyodide.
    inflated = gzip.decompress(stdlib.read_bytes())
    page.route(stdlib_url, lambda route: route.fulfill(status=200, content_type="application/zip", body=inflated))
    page.goto(f"{server}/__parity.html")
    code = f"PAIRS = {json.dumps(json.dumps(PAIRS))}\n" + PYODIDE_CODE
    raw = page.evaluate(
        HARNESS_JS,
        {
            "indexURL": f"{server}/vendor/{pyodide_dir.name}/",
            "stdLibURL": stdlib_url,
            "pyBase": f"{server}/py/",
            "files": files,
            "code": code,
        },
    )
    result = json.loads(raw)
    yield result
    guard.close_and_check()


@functools.cache  # one command line run a pair, whichever Pyodide side asks
def cpython_deal(variant: str, seed: int) -> str:
    env = {**os.environ, "PYTHONPATH": str(ROOT / "py")}
    proc = subprocess.run(
        [
            sys.executable,
            "-m",
            "solitaire",
            "deal",
            "--variant",
            variant,
            "--seed",
            str(seed),
        ],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert proc.returncode == 0, f"CPython deal failed ({proc.returncode}):\n{proc.stderr}"
    return proc.stdout.strip()


@pytest.fixture(params=["harness", "page-start", "page-snapshot"])
def layouts(request):
    if request.param == "harness":
        return request.getfixturevalue("pyodide_layouts")
    return request.getfixturevalue("page_layouts")[request.param]


@pytest.mark.parametrize(("variant", "seed"), PAIRS, ids=[f"{v}-{s}" for v, s in PAIRS])
def test_opening_layout_matches_cpython(layouts, variant, seed):
    assert layouts["platform"] == "emscripten"
    if "import_error" in layouts:
        pytest.fail(
            f"import solitaire failed under Pyodide:\n{layouts['import_error']}",
            pytrace=False,
        )
    entry = layouts["layouts"][f"{variant}:{seed}"]
    if "error" in entry:
        pytest.fail(f"Pyodide deal failed:\n{entry['error']}", pytrace=False)
    expected = cpython_deal(variant, seed)
    assert LAYOUT.fullmatch(expected), f"CPython printed no layout string: {expected!r}"
    assert entry["ok"] == expected


def test_python_after_a_restore_is_as_after_a_normal_start(page_runs):
    """What the build machine could leave in the snapshot is as a normal start has it, and
    Python's random is seeded anew on every visit."""
    (start, normal), (restored_1, first), (restored_2, second) = [(how, dict(result)) for how, result in page_runs]
    assert start["source"] == "start" and restored_1["source"] == restored_2["source"] == "snapshot"
    # The engine was imported at build time: it is there before main.py imports anything.
    assert not normal.pop("engine_loaded") and first.pop("engine_loaded") and second.pop("engine_loaded")
    randoms = [run.pop("random") for run in (normal, first, second)]
    assert len({tuple(r) for r in randoms}) == 3, f"random must be seeded anew each visit: {randoms}"
    assert first == normal
    assert second == normal
