"""Browser end-to-end fixtures: the built site (dist/) served on 127.0.0.1, driven
by Python Playwright with the system Chromium (/usr/bin/chromium).

Fixtures
  dist          Path of the built site (builds once if dist/index.html is missing
                or dist/py is stale against py/).
  server        base URL of `scripts/serve.py --port 0`, WITHOUT trailing slash,
                e.g. "http://127.0.0.1:41234".
  browser       headless Chromium (session scope).
  page          a fresh context + page per test, guarded: any console error,
                uncaught page error, HTTP status >= 400, failed request, or
                request to a host other than 127.0.0.1 (aborted) fails the test
                at teardown with the messages.
  page_problems the list the guard of `page` records into (a test that provokes
                an error on purpose may inspect and clear it).
  wait_ready    wait_ready(page, timeout_ms=60_000) -> seconds: waits for
                <html data-ready>; fails early if the guard records a problem.
  open_app      open_app(query="") -> page: opens "/?query" on `page`, waits ready.
  guard_factory guard_factory(**context_options) -> Guard: a guarded context with
                options (e.g. a phone with touch), for tests needing more than `page`.

All tests in this folder get the `e2e` marker (`pytest -m "not e2e"` skips them).
"""

from __future__ import annotations

import importlib.util
import os
import select
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import Error as PlaywrightError

ROOT = Path(__file__).resolve().parents[2]
DIST = ROOT / "dist"
_spec = importlib.util.spec_from_file_location("site_build", ROOT / "scripts" / "build.py")
build = importlib.util.module_from_spec(_spec)  # scripts/build.py: what dist/ is made from
_spec.loader.exec_module(build)
CHROMIUM = os.environ.get("E2E_CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
READY_TIMEOUT_MS = 60_000
ALLOWED_HOSTS = {"127.0.0.1"}


def pytest_collection_modifyitems(config, items):
    here = Path(__file__).parent
    for item in items:
        if here in item.path.parents:
            item.add_marker(pytest.mark.e2e)


# --------------------------------------------------------------------------- build


def _dist_is_stale() -> bool:
    """True unless dist/ was built from the inputs as they are now (every one: py/, js/, css/, index.html, ...)."""
    stamp = DIST / build.INPUTS_STAMP
    if not (DIST / "index.html").is_file() or not stamp.is_file():
        return True
    return stamp.read_text(encoding="utf-8").strip() != build.input_digest()


@pytest.fixture(scope="session")
def dist() -> Path:
    if _dist_is_stale():
        proc = subprocess.run(
            [sys.executable, str(ROOT / "scripts" / "build.py")],
            cwd=ROOT,
            capture_output=True,
            text=True,
            check=False,
        )
        if proc.returncode != 0:
            pytest.fail(f"scripts/build.py failed:\n{proc.stdout}{proc.stderr}", pytrace=False)
    return DIST


# -------------------------------------------------------------------------- server


@pytest.fixture(scope="session")
def server(dist: Path):
    with tempfile.TemporaryFile(mode="w+") as log:
        proc = subprocess.Popen(
            [
                sys.executable,
                str(ROOT / "scripts" / "serve.py"),
                "--port",
                "0",
                "--dir",
                str(dist),
            ],
            cwd=ROOT,
            stdout=subprocess.PIPE,
            stderr=log,
            text=True,
        )
        try:
            ready, _, _ = select.select([proc.stdout], [], [], 20)
            line = proc.stdout.readline() if ready else ""
            if not line.startswith("Serving on http://127.0.0.1:"):
                log.seek(0)
                pytest.fail(
                    f"serve.py did not start (got {line!r}):\n{log.read()}",
                    pytrace=False,
                )
            yield line.split()[-1].rstrip("/")
        finally:
            proc.terminate()
            try:
                proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()


# ------------------------------------------------------------------------- browser


@pytest.fixture(scope="session")
def browser():
    if not os.access(CHROMIUM, os.X_OK):
        pytest.fail(
            f"{CHROMIUM} not found: run `make install` (apt-get install chromium)",
            pytrace=False,
        )
    from playwright.sync_api import sync_playwright

    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
        try:
            yield browser
        finally:
            browser.close()


class LeftBehind:
    """Tells a request the browser aborted because its page was left (a worker still loading when the test
    goes to the next URL) from a failure: feed it every request (``seen``) of the context.

    The browser may report the abort before the navigation that left the page, so a guard ``hold``s an
    abort and judges it when its problems are read (``settle``, through :class:`Problems`): by then the
    test's own call (goto, reload) has returned, and its navigation has been seen."""

    def __init__(self) -> None:
        self.loads = 0  # main-frame navigations started so far
        self.started: dict[object, int] = {}
        self.held: list[tuple[str, int]] = []  # aborts not judged yet: (problem, navigations when it started)

    def seen(self, request) -> None:
        if request.is_navigation_request():
            try:
                top = request.frame.parent_frame is None
            except Exception:  # Playwright has no frame for it yet: a new page's first load
                top = True
            self.loads += top
        self.started[request] = self.loads

    def hold(self, request, problem: str) -> bool:
        """Keep an aborted request's ``problem`` to judge later; False (nothing held) for any other failure."""
        if "ERR_ABORTED" not in str(request.failure):
            return False
        self.held.append((problem, self.started.pop(request, self.loads)))
        return True

    def settle(self) -> list[str]:
        """The problems among the aborts held: those whose page is still the one shown (the rest are let go)."""
        problems = [problem for problem, started in self.held if started >= self.loads]
        self.held = []
        return problems


class Problems(list):
    """What a guard records; the aborts its LeftBehind holds join it, when they are problems, as it is read."""

    def __init__(self, left_behind: LeftBehind) -> None:
        super().__init__()
        self.left_behind = left_behind

    def _settle(self) -> None:
        list.extend(self, self.left_behind.settle())

    def __bool__(self) -> bool:
        self._settle()
        return list.__len__(self) > 0

    def __len__(self) -> int:
        self._settle()
        return list.__len__(self)

    def __iter__(self):
        self._settle()
        return list.__iter__(self)

    def __eq__(self, other: object) -> bool:
        self._settle()
        return list.__eq__(self, other)

    __hash__ = None  # type: ignore[assignment]  # a list: unhashable

    def request_failed(self, request) -> None:
        """Record a failed request: an abort is held to be judged when read, any other failure at once."""
        problem = f"request failed ({request.failure}): {request.url}"
        if not self.left_behind.hold(request, problem):
            list.append(self, problem)

    def clear(self) -> None:
        self.left_behind.held = []
        list.clear(self)


class Guard:
    """A browser context that records every problem instead of letting it pass."""

    def __init__(self, browser, **context_options):
        self.left_behind = LeftBehind()
        self.problems = Problems(self.left_behind)
        self.context = browser.new_context(**context_options)
        self.context.route(_is_external, self._block_external)
        self.context.on("console", self._on_console)
        self.context.on(
            "weberror",
            lambda err: self.problems.append(f"uncaught page error: {err.error}"),
        )
        self.context.on("response", self._on_response)
        self.context.on("request", self.left_behind.seen)
        self.context.on("requestfailed", self._on_request_failed)

    def new_page(self):
        return self.context.new_page()

    def _block_external(self, route):
        self.problems.append(f"blocked external request: {route.request.url}")
        route.abort("blockedbyclient")

    def _on_console(self, msg):
        if msg.type == "error":
            loc = msg.location or {}
            where = f" ({loc.get('url')}:{loc.get('lineNumber')})" if loc.get("url") else ""
            self.problems.append(f"console error: {msg.text}{where}")

    def _on_response(self, response):
        if response.status >= 400:
            self.problems.append(f"HTTP {response.status}: {response.request.method} {response.url}")

    def _on_request_failed(self, request):
        if not _is_external(request.url):  # external ones are already recorded as blocked
            self.problems.request_failed(request)

    def close_and_check(self) -> None:
        try:
            self.context.close()
        finally:
            if self.problems:
                pytest.fail("browser problems:\n  " + "\n  ".join(self.problems), pytrace=False)


def _is_external(url: str) -> bool:
    parts = urlsplit(url)
    return parts.scheme in {"http", "https", "ws", "wss"} and parts.hostname not in ALLOWED_HOSTS


@pytest.fixture(scope="session")
def guard_factory(browser):
    return lambda **context_options: Guard(browser, **context_options)


@pytest.fixture
def _guard(guard_factory):
    guard = guard_factory()
    yield guard
    guard.close_and_check()


@pytest.fixture
def page(_guard):
    return _guard.new_page()


@pytest.fixture
def page_problems(_guard) -> list[str]:
    return _guard.problems


def _wait_ready(page, problems: list[str], timeout_ms: int = READY_TIMEOUT_MS) -> float:
    start = time.monotonic()
    deadline = start + timeout_ms / 1000
    while True:
        if problems:
            pytest.fail(
                "page reported problems before data-ready:\n  " + "\n  ".join(problems),
                pytrace=False,
            )
        try:
            if page.query_selector("html[data-ready]") is not None:
                return time.monotonic() - start
        except PlaywrightError as error:  # the page is navigating (a reload it asked for): ask the next one
            if "context was destroyed" not in str(error):
                raise
        if time.monotonic() > deadline:
            pytest.fail(
                f"<html data-ready> not set within {timeout_ms / 1000:.0f} s",
                pytrace=False,
            )
        page.wait_for_timeout(100)


@pytest.fixture
def wait_ready(_guard):
    """wait_ready(page, timeout_ms=60_000) -> seconds until <html data-ready>."""

    def wait(page, timeout_ms: int = READY_TIMEOUT_MS) -> float:
        return _wait_ready(page, _guard.problems, timeout_ms)

    return wait


@pytest.fixture
def open_app(server, page, wait_ready):
    """open_app(query="") -> page, opened at /?query and ready."""

    def open_(query: str = ""):
        page.goto(f"{server}/" + (f"?{query.lstrip('?')}" if query else ""))
        wait_ready(page)
        return page

    return open_
