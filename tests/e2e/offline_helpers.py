"""Helpers for the offline and CSP tests: a private copy of the site on its own
server, persistent browser profiles (a service worker survives only in one),
a problem guard for them, and small page actions (play a move, read the save).
"""

from __future__ import annotations

import json
import select
import shutil
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest
from apphelp import analysis_switch
from browser_guard import CHROMIUM, CHROMIUM_ARGS, Guard, listen  # the same browser and guard as every e2e test
from browser_guard import wait_ready as _wait_ready
from playwright.sync_api import TimeoutError as PlaywrightTimeout

ROOT = Path(__file__).resolve().parents[2]
READY_TIMEOUT_S = 90
SAVE_PREFIX = "solitaire.v1."

# Records CSP violations from the first moment of every document.
CSP_RECORDER = """
window.__cspViolations = [];
document.addEventListener("securitypolicyviolation", (e) => {
  window.__cspViolations.push(`${e.violatedDirective} blocked=${e.blockedURI} at ${e.sourceFile}:${e.lineNumber}`);
});
"""


class SiteServer:
    """scripts/serve.py on a folder, logging every request (method, path, status)."""

    def __init__(self, directory: Path, config: Path | None = None):
        command = [sys.executable, str(ROOT / "scripts" / "serve.py"), "--port", "0", "--dir", str(directory)]
        if config is not None:
            command += ["--config", str(config)]
        self.requests: list[str] = []
        self.proc = subprocess.Popen(
            [*command, "--verbose"], cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True
        )
        ready, _, _ = select.select([self.proc.stdout], [], [], 20)
        line = self.proc.stdout.readline() if ready else ""
        if not line.startswith("Serving on http://127.0.0.1:"):
            self.stop()
            pytest.fail(f"serve.py did not start: {line!r}", pytrace=False)
        self.url = line.split()[-1].rstrip("/")
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        for line in self.proc.stdout:
            self.requests.append(line.strip())

    def paths_requested(self, since: int = 0) -> list[str]:
        """Paths of the requests logged (`GET /x 200 1.2 ms`) from index `since` on."""
        return [line.split()[1] for line in self.requests[since:] if line.startswith(("GET ", "HEAD "))]

    def stop(self) -> None:
        self.proc.terminate()
        try:
            self.proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()


def copy_site(dist: Path, dest: Path) -> Path:
    shutil.copytree(dist, dest)
    return dest


def redeploy(site: Path) -> str:
    """Regenerate site/sw.js after files in `site` changed; returns the new cache version."""
    proc = subprocess.run(
        ["node", str(ROOT / "scripts" / "sw.mjs"), str(site)], cwd=ROOT, capture_output=True, text=True, check=True
    )
    return proc.stdout.split("version ")[1].split(",")[0]


class Profile:
    """A persistent Chromium profile, relaunchable, its problems recorded by ``guard`` as the `page`'s are."""

    def __init__(self, browser_type, user_data_dir: Path, analysis: bool = False):
        self.browser_type = browser_type
        self.user_data_dir = user_data_dir
        self.analysis = analysis  # off unless asked for, as in every e2e page (docs/testing.md)
        self.guard = Guard()
        self.context = None

    def launch(self, offline: bool = False):
        self.context = self.browser_type.launch_persistent_context(
            str(self.user_data_dir),
            executable_path=CHROMIUM,
            headless=True,
            args=CHROMIUM_ARGS,
            offline=offline,
        )
        self.guard.ignore_sw_failures = offline
        self.context.add_init_script(CSP_RECORDER)
        if not self.analysis:
            self.context.add_init_script(analysis_switch("off"))
        listen(self.context, self.guard)
        return self.context

    def set_offline(self, offline: bool) -> None:
        self.guard.ignore_sw_failures = offline
        self.context.set_offline(offline)

    def close(self) -> None:
        if self.context is not None:
            self.context.close()
            self.context = None

    def page(self):
        pages = self.context.pages
        return pages[0] if pages else self.context.new_page()

    def check(self) -> None:
        problems = self.guard.problems()
        if problems:
            pytest.fail("browser problems:\n  " + "\n  ".join(problems), pytrace=False)


def wait_ready(page, guard: Guard, timeout_s: float = READY_TIMEOUT_S) -> float:
    """Seconds until <html data-ready>; fails early on a problem ``guard`` recorded."""
    return _wait_ready(page, guard, timeout_s * 1000)


def poll(page, script: str, timeout_s: float = 90, what: str = "condition") -> None:
    """Evaluate an (async) JS function every 250 ms until it returns true."""
    deadline = time.monotonic() + timeout_s
    while not page.evaluate(script):
        if time.monotonic() > deadline:
            pytest.fail(f"timed out after {timeout_s:.0f} s waiting for {what}", pytrace=False)
        page.wait_for_timeout(250)


# Whether the site's one precache is complete (sw.js writes its manifest last).
PRECACHE_COMPLETE = """async () => {
  const names = (await caches.keys()).filter((n) => n.startsWith("solitaire-precache-"));
  return names.length === 1 && (await (await caches.open(names[0])).match("./__precache-manifest__")) !== undefined;
}"""


def wait_offline_ready(page, timeout_s: float = 90) -> dict:
    """Wait until this page is controlled and the precache is complete; returns sw facts."""
    poll(
        page,
        f"async () => navigator.serviceWorker.controller !== null && await ({PRECACHE_COMPLETE})()",
        timeout_s,
        "the service worker to control the page with a complete precache",
    )
    return sw_facts(page)


def sw_facts(page) -> dict:
    return page.evaluate(
        """async () => {
          const names = (await caches.keys()).filter((n) => n.startsWith("solitaire-precache-"));
          const cache = names.length ? await caches.open(names[names.length - 1]) : null;
          return {
            caches: names,
            cached: cache ? (await cache.keys()).map((r) => new URL(r.url).pathname) : [],
            controller: navigator.serviceWorker.controller?.scriptURL ?? null,
          };
        }"""
    )


MOVES_JS = "() => +((document.querySelector('#stat-moves')?.textContent || '').replace(/\\D/g, '') || 0)"


def moves_made(page) -> int:
    return page.evaluate(MOVES_JS)


def play_a_move(page, timeout_ms: float = 10_000) -> None:
    """Fill some live gap (tapping a gap brings in the card that fits it). The move count is waited for after
    each tap: under load it can show after the click returns (a loaded run once read it too soon)."""
    before = moves_made(page)
    gaps = page.query_selector_all('#board [data-gap="live"]')
    assert gaps, "no live gap on the board"
    for gap in gaps:
        gap.click()
        try:
            page.wait_for_function(f"(n) => ({MOVES_JS})() > n", arg=before, timeout=timeout_ms)
            return
        except PlaywrightTimeout:
            pass
    pytest.fail("no live gap took a card", pytrace=False)


def board_layout(page) -> str:
    return page.evaluate(
        """() => [...document.querySelectorAll('#board [data-row]')]
              .sort((a, b) => a.dataset.row - b.dataset.row || a.dataset.col - b.dataset.col)
              .map((c) => c.dataset.card || '--').join('')"""
    )


def saved_game(page) -> dict[str, str]:
    return page.evaluate(
        """(prefix) => Object.fromEntries(Object.keys(localStorage)
              .filter((k) => k.startsWith(prefix) && !k.endsWith('probe') && !k.endsWith('.paint'))
              .map((k) => [k, localStorage.getItem(k)]))""",
        SAVE_PREFIX,
    )


def saved_games(page) -> dict[str, object]:
    """The saved games (settings, seed, actions, position), without their clock and counters."""
    games = {}
    for key, value in saved_game(page).items():
        try:
            data = json.loads(value)
        except ValueError:
            data = value
        if isinstance(data, dict):
            data = {k: v for k, v in data.items() if k != "meta"}
        games[key] = data
    return games


def csp_violations(page) -> list[str]:
    return page.evaluate("window.__cspViolations || []")
