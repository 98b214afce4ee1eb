"""Helpers for the memory snapshot's browser tests: a returning visitor (a persistent
profile whose service worker has precached the site, the snapshot included), how the
page started Python, and the built snapshot's bytes in the forms a test needs."""

from __future__ import annotations

import gzip
import importlib.util
import json
import re
import shutil
import textwrap
from pathlib import Path

from offline_helpers import Profile, SiteServer, copy_site, redeploy, wait_offline_ready, wait_ready

ROOT = Path(__file__).resolve().parents[2]
_spec = importlib.util.spec_from_file_location("build", ROOT / "scripts" / "build.py")
build = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(build)

BOOT = """() => ({
  source: document.documentElement.getAttribute("data-python-boot"),
  reason: document.documentElement.getAttribute("data-python-boot-reason"),
})"""


FACTS = re.compile(r"^const SNAPSHOT = (.*);$", re.MULTILINE)


def snapshot_facts(site: Path) -> dict:
    """The facts scripts/build.py wrote into the site's js/interpreter.mjs."""
    match = FACTS.search((site / build.INTERPRETER_JS).read_text(encoding="utf-8"))
    assert match, "js/interpreter.mjs holds no snapshot facts"
    facts = json.loads(match.group(1))
    assert facts, "this build made no snapshot"
    return facts


WARM = re.compile(r"^const WARM = (.*);$", re.MULTILINE)


def warm_modules(site: Path) -> list[str]:
    """The modules a normal start imports ahead of Pyodide's bootstrap, as the build wrote them in."""
    match = WARM.search((site / build.INTERPRETER_JS).read_text(encoding="utf-8"))
    assert match, "js/interpreter.mjs holds no WARM"
    return json.loads(match.group(1))


def set_snapshot_facts(site: Path, facts: dict) -> None:
    """Write other facts into the site's js/interpreter.mjs (the service worker is not redeployed)."""
    module = site / build.INTERPRETER_JS
    text, count = FACTS.subn(lambda _: f"const SNAPSHOT = {json.dumps(facts)};", module.read_text(encoding="utf-8"))
    assert count == 1
    module.write_text(text, encoding="utf-8")


def snapshot_path(site: Path) -> str:
    """The snapshot's path on the site, e.g. /snapshot/python-0123456789abcdef.gz."""
    return "/" + snapshot_facts(site)["url"].removeprefix("../")


def stdlib_path(site: Path) -> str:
    """The standard library's path on the site: the first file, gzipped (the later one is a plain zip)."""
    (path,) = site.glob("vendor/pyodide-*/python_stdlib-*.zip.gz")
    return "/" + path.relative_to(site).as_posix()


def full_snapshot(site: Path) -> bytes:
    """Pyodide's own snapshot, as the page hands it to loadPyodide."""
    return build.expand_sparse(gzip.decompress((site / snapshot_path(site).lstrip("/")).read_bytes()))


def packed(full: bytes) -> bytes:
    """A full snapshot in the site's file format (sparse, gzipped)."""
    return gzip.compress(build.sparse_snapshot(full), compresslevel=6, mtime=0)


def boot(page) -> dict:
    return page.evaluate(BOOT)


def load(page, guard) -> dict:
    """Reload the page, wait for data-ready (failing on a problem ``guard`` recorded), return how Python started."""
    page.reload()
    wait_ready(page, guard)
    return boot(page)


def returning_visitor(browser, profile_dir: Path, url: str) -> tuple[Profile, object, dict]:
    """A profile after its first visit to `url` (Python started the normal way) and the precache; how Python
    started, with what data-python-warm said."""
    profile = Profile(browser.browser_type, profile_dir)
    profile.launch()
    page = profile.page()
    page.goto(url)
    wait_ready(page, profile.guard)
    first = {**boot(page), "warm": page.get_attribute("html", "data-python-warm")}
    wait_offline_ready(page)
    return profile, page, first


def put_in_cache(page, path: str, source: str) -> None:
    """Store the body of `source` (a path on the server) in the precache under `path`."""
    page.evaluate(
        """async ([path, source]) => {
          const name = (await caches.keys()).find((n) => n.startsWith("solitaire-precache-"));
          // A query string: the service worker answers only plain paths from its cache.
          const response = await fetch(`${source}?from-the-server`, { cache: "no-store" });
          if (!response.ok) throw new Error(`${source}: HTTP ${response.status}`);
          await (await caches.open(name)).put(path, response);
        }""",
        [path, source],
    )


def cached_head(page, path: str) -> tuple[str, int, list[int]]:
    """The file under `path` in the precache: its first 8 bytes as text, its size, and its first two bytes."""
    return tuple(
        page.evaluate(
            """async (path) => {
              const name = (await caches.keys()).find((n) => n.startsWith("solitaire-precache-"));
              const bytes = new Uint8Array(await (await (await caches.open(name)).match(path)).arrayBuffer());
              return [String.fromCharCode(...bytes.subarray(0, 8)), bytes.length, [bytes[0], bytes[1]]];
            }""",
            path,
        )
    )


def drop_from_cache(page, path: str) -> None:
    page.evaluate(
        """async (path) => {
          for (const name of await caches.keys()) await (await caches.open(name)).delete(path);
        }""",
        path,
    )


PROBE_MAIN = """
import json
from js import document

{code}

document.documentElement.dataset.probe = json.dumps(RESULT)
document.documentElement.setAttribute("data-ready", "")
"""


def probe_site(dist: Path, dest: Path, code: str) -> Path:
    """A copy of the site whose py/main.py runs `code` (which sets RESULT) instead of the game
    and writes RESULT as JSON on <html data-probe>. main.py is not in the snapshot: the
    snapshot and the bundle are the build's own."""
    site = copy_site(dist, dest)
    (site / "py" / "main.py").write_text(PROBE_MAIN.format(code=textwrap.dedent(code)), encoding="utf-8")
    redeploy(site)
    return site


def probe_runs(browser, site: Path, profile_dir: Path, reloads: int = 2) -> list[tuple[dict, object]]:
    """(how Python started, RESULT) for a first visit, then for `reloads` returning visits."""
    server = SiteServer(site)
    try:
        profile, page, first = returning_visitor(browser, profile_dir, f"{server.url}/")
        try:
            runs = []
            # The first visit's RESULT was written before the precache; it is still on the page.
            runs.append((first, json.loads(page.get_attribute("html", "data-probe"))))
            for _ in range(reloads):
                started = load(page, profile.guard)
                runs.append((started, json.loads(page.get_attribute("html", "data-probe"))))
        finally:
            profile.close()
        profile.check()
        return runs
    finally:
        server.stop()
        shutil.rmtree(profile_dir, ignore_errors=True)
