"""Browser end-to-end fixtures: the built site (dist/) served on 127.0.0.1, driven
by Python Playwright with the system Chromium (/usr/bin/chromium).

Fixtures (docs/testing.md says when to use which)
  dist          Path of the built site (built again when any input of the build changed).
  server        base URL of `scripts/serve.py --port 0`, WITHOUT trailing slash,
                e.g. "http://127.0.0.1:41234".
  browser       headless Chromium (session scope).
  page          a page of a returning visitor: in a context shared between tests and
                warmed once (service worker and precache in place, so Python starts from
                the memory snapshot), with the site's storage emptied for each test.
                Guarded: any console error, uncaught page error, HTTP status >= 400,
                failed request, or request to a host other than 127.0.0.1 (aborted)
                fails the test at teardown with the messages (browser_guard.py).
  guard         the Guard of `page`: guard.problems(), guard.clear() (a test that
                provokes an error on purpose).
  fresh_page    a page in a new context: a first visit (no cache, no service worker);
                fresh_browsing is its context, with its guard (fresh_browsing.guard).
  wait_ready    wait_ready(page, timeout_ms=60_000) -> seconds: waits for
                <html data-ready>; fails early if the page's guard records a problem.
  open_app      open_app(query="") -> page: opens "/?query" on `page`, waits ready.
  guard_factory guard_factory(fresh=False, analysis=False, clock=False, **context_options) -> Browsing:
                a guarded context with options (e.g. a phone with touch), shared and
                per set of options unless `fresh` (or its service worker blocked):
                browsing.new_page(), browsing.guard, browsing.close_and_check().
                PAGE_OPTIONS (viewport, color_scheme, reduced_motion) and the analysis
                switch are set on each page new_page() makes, not on the shared context.

The analysis ("Winnable from here?") is off in every page (apphelp.ANALYSIS_KEY, `off,nodes:1`: no worker, and
the page's own search gives up at its first node, "Not sure", on any machine)
unless the test is marked `@pytest.mark.analysis` (or passes analysis=True). A test that installs or sets
Playwright's clock is marked `@pytest.mark.clock` (or passes clock=True): the clock stays in its context, so
those tests share a context of their own, and a shared context another test installed it in is retired.

All tests in this folder get the `e2e` marker (`pytest -m "not e2e"` skips them).
"""

from __future__ import annotations

import fcntl
import hashlib
import importlib.util
import json
import os
import select
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest
from apphelp import analysis_switch
from browser_guard import CHROMIUM, CHROMIUM_ARGS, Guard, listen
from browser_guard import wait_ready as _wait_ready
from offline_helpers import PRECACHE_COMPLETE, sw_facts
from playwright.sync_api import expect

ROOT = Path(__file__).resolve().parents[2]
DIST = ROOT / "dist"
_spec = importlib.util.spec_from_file_location("site_build", ROOT / "scripts" / "build.py")
build = importlib.util.module_from_spec(_spec)  # scripts/build.py: what dist/ is made from
_spec.loader.exec_module(build)
READY_TIMEOUT_MS = 60_000
EXPECT_TIMEOUT_MS = 20_000  # Playwright's 5 s is short for a loaded machine; a passing expect returns at once
expect.set_options(timeout=EXPECT_TIMEOUT_MS)
ANALYSIS_OFF = analysis_switch("off,nodes:1")  # no analysis worker, no search: "Not sure" (docs/testing.md)


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


BUILD_LOCK = Path(tempfile.gettempdir()) / f"solitaire-build-{hashlib.sha1(bytes(ROOT)).hexdigest()[:12]}.lock"


@pytest.fixture(scope="session")
def dist() -> Path:
    """dist/, built again first if stale: one pytest worker builds while the others (pytest -n) wait."""
    with BUILD_LOCK.open("w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        _build_if_stale()
    return DIST


def _build_if_stale() -> None:
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
            f"{CHROMIUM} not found: run `make install` (apt-get install chromium chromium-headless-shell)",
            pytrace=False,
        )
    from playwright.sync_api import sync_playwright

    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
        try:
            yield browser
        finally:
            browser.close()


class Browsing:
    """A browser context with the guard of the test that uses it (``guard``, swapped for each test).

    A shared one is warmed once (its service worker registered and its precache complete), so that each
    test after it starts as a returning visitor does: Python from the memory snapshot, the files from the
    cache. Between tests its pages are closed, its permissions and cookies cleared, and the site's
    localStorage and IndexedDB emptied; the service worker and its cache stay. What can differ page by page
    (PAGE_OPTIONS, and the analysis switch) is given to each page :meth:`new_page` makes, not to the
    context, so that tests differing only in those share one warmed context."""

    def __init__(self, browser, shared: bool, analysis: bool = False, clock: bool = False, **options) -> None:
        self.context = browser.new_context(**options)
        self.guard = Guard()
        self.shared = shared
        self.in_use = False
        self.retired = False  # a shared context a test installed Playwright's clock in: not used again
        self.clock = clock  # the clock tests' shared context: each installs or sets its own, never retired
        self.analysis = analysis
        self.page_options: dict = {}
        self.first_page = None  # the page begin() made, given to the first new_page()
        self.keeper = None  # a shared context's page that stays open on a same-origin document (_keeper)
        self.cached: list[str] = []  # the precache's paths, once offline_browsing warmed it
        listen(self.context, current=lambda: self.guard)
        if not shared and not analysis:
            self.context.add_init_script(ANALYSIS_OFF)
        BROWSINGS[self.context] = self

    def new_page(self):
        page, self.first_page = self.first_page, None
        if page is not None and not page.is_closed():
            return page
        return self._dressed(self._open())

    def _keeper(self, server: str):
        """The shared context's keeper: a page on the site's favicon (a same-origin document that starts no
        app) open as long as the context is, which opens every page a test gets (:meth:`_open`)."""
        if self.keeper is None or self.keeper.is_closed():
            self.keeper = self.context.new_page()
            self.keeper.goto(f"{server}/favicon.svg")
        return self.keeper

    def _open(self):
        """A new page of this context, opened by the keeper (``window.open``) when there is one, so that it
        shares the keeper's renderer process: a page Playwright makes gets a process of its own, where the
        app's start costs about twice the CPU (docs/testing.md)."""
        if self.keeper is None or self.keeper.is_closed():
            return self.context.new_page()
        with self.context.expect_page() as opened:
            self.keeper.evaluate("window.open('about:blank')")
        return opened.value

    def _others(self):
        """The context's pages but the keeper: what a test opened."""
        return [page for page in self.context.pages if page is not self.keeper]

    def _dressed(self, page):
        """``page`` with this test's page options and analysis switch (a shared context's pages)."""
        if not self.shared:
            return page
        if not self.analysis:
            page.add_init_script(ANALYSIS_OFF)
        if "viewport" in self.page_options:
            page.set_viewport_size(self.page_options["viewport"])
        media = {k: v for k, v in self.page_options.items() if k != "viewport"}
        if media:
            page.emulate_media(**media)
        return page

    def warm(self, server: str) -> None:
        """A returning visitor's state without a first visit's cost: the keeper registers the site's service
        worker, as js/sw-register.js does once a first visit is ready, and waits until it is active (its
        install filled the precache, sw.js). No Python starts; the first page starts from the snapshot."""
        precached = self._keeper(server).evaluate(WARM_JS)
        assert precached, "the service worker is active but its precache has no manifest"
        self._check("warming a shared context up")

    def begin(self, server: str, analysis: bool, page_options: dict) -> Browsing:
        """Ready for the next test: nothing of the last one left but the service worker and the caches."""
        self.analysis = analysis
        self.page_options = page_options
        for page in self._others():
            page.close()
        self.context.clear_permissions()
        self.context.clear_cookies()
        keeper = self._keeper(server)
        cdp = self.context.new_cdp_session(keeper)
        cdp.send("Storage.clearDataForOrigin", {"origin": server, "storageTypes": CLEARED})
        cdp.detach()
        _emptied(keeper)
        self.first_page = self._dressed(self._open())  # blank: the test's first new_page() (a page costs a test step)
        self.guard = Guard()
        self.in_use = True
        return self

    def close_and_check(self) -> None:
        try:
            if self.shared:
                self.retired = not self.clock and self._clock_installed()
                for page in self._others():
                    page.close()
            else:
                self.context.close()
                BROWSINGS.pop(self.context, None)
        finally:
            self.in_use = False
            self._check("browser problems")

    def _clock_installed(self) -> bool:
        """Whether a test installed Playwright's clock: it is the whole context's, and it stays, so the
        next test would find the page's time fixed (or not moving)."""
        native = "String(Date.now).includes('[native code]')"
        for page in self._others():  # the test's page, if it is still open and not between documents
            try:
                return not page.evaluate(native)
            except Exception:  # navigating, or closing: ask a new page
                pass
        page = self.context.new_page()
        try:
            return not page.evaluate(native)
        finally:
            page.close()

    def _check(self, what: str) -> None:
        problems = self.guard.problems()
        if problems:
            pytest.fail(f"{what}:\n  " + "\n  ".join(problems), pytrace=False)


def _emptied(keeper) -> None:
    """Make sure the site's localStorage is empty, as seen from the site itself (the keeper, on the favicon). A
    page closed a moment ago may still have its last save on the way (the app saves on pagehide), landing after
    the clear: a fresh-clone run once found the last test's game there (test_phone.py)."""
    left = keeper.evaluate("() => { const n = localStorage.length; localStorage.clear(); return n; }")
    assert keeper.evaluate("localStorage.length") == 0, f"the site's storage kept {left} keys after a clear"


WARM_JS = f"""async () => {{
  await navigator.serviceWorker.register("./sw.js", {{ scope: "./" }});
  await navigator.serviceWorker.ready;
  return await ({PRECACHE_COMPLETE})();
}}"""
BROWSINGS: dict[object, Browsing] = {}  # every open context's Browsing, by its Playwright context
PAGE_OPTIONS = ("viewport", "color_scheme", "reduced_motion")  # context options a page can set for itself
CLEARED = "local_storage,indexeddb,websql,file_systems,cookies"  # not cache_storage, not service_workers


class Contexts:
    """The session's browser contexts: one shared context per set of context options (and the clock's),
    and fresh ones on demand (a first visit, a test that routes requests, or a second context in a test
    that holds one already). Each shared one is warmed before its first test (Browsing.warm)."""

    def __init__(self, browser, server: str) -> None:
        self.browser = browser
        self.server = server
        self.shared: dict[str, Browsing] = {}

    def take(self, fresh: bool = False, analysis: bool = False, clock: bool = False, **options) -> Browsing:
        # With the service worker blocked there is no cache to start from (and page.route sees every request).
        if fresh or options.get("service_workers") == "block":
            return Browsing(self.browser, shared=False, analysis=analysis, **options)
        page_options = {k: options.pop(k) for k in PAGE_OPTIONS if k in options}
        key = json.dumps([clock, options], sort_keys=True)
        browsing = self.shared.get(key)
        if browsing is not None and browsing.retired:
            browsing.context.close()
            BROWSINGS.pop(browsing.context, None)
            browsing = None
        if browsing is None:
            browsing = self.shared[key] = Browsing(self.browser, shared=True, clock=clock, **options)
            browsing.warm(self.server)
        elif browsing.in_use:  # a second context in one test
            return Browsing(self.browser, shared=False, analysis=analysis, **options, **page_options)
        return browsing.begin(self.server, analysis, page_options)

    def close(self) -> None:
        for browsing in self.shared.values():
            browsing.context.close()


@pytest.fixture(scope="session")
def contexts(browser, server):
    pool = Contexts(browser, server)
    yield pool
    pool.close()


@pytest.fixture(scope="session")
def guard_factory(contexts):
    """guard_factory(fresh=False, analysis=False, clock=False, **options) -> Browsing (new_page, close_and_check)."""
    return contexts.take


def _marked(request, name: str) -> bool:
    return request.node.get_closest_marker(name) is not None


@pytest.fixture
def _browsing(contexts, request):
    browsing = contexts.take(analysis=_marked(request, "analysis"), clock=_marked(request, "clock"))
    yield browsing
    browsing.close_and_check()


@pytest.fixture
def page(_browsing):
    return _browsing.new_page()


@pytest.fixture
def guard(_browsing) -> Guard:
    """The guard of ``page``: ``guard.problems()``, ``guard.clear()``."""
    return _browsing.guard


@pytest.fixture
def fresh_browsing(contexts, request):
    """A new context of its own (a first visit: no cache, no service worker yet): ``.new_page()``, ``.guard``."""
    browsing = contexts.take(fresh=True, analysis=_marked(request, "analysis"))
    yield browsing
    browsing.close_and_check()


@pytest.fixture
def offline_browsing(contexts, request):
    """A context of its own, offline once its service worker has installed and precached the site, as after a
    first visit (Browsing.warm: no Python starts): ``.new_page()``, ``.guard``, ``.cached`` (the precache's
    paths). Offline across a restart of the browser needs a persistent profile (offline_helpers.py)."""
    browsing = contexts.take(fresh=True, analysis=_marked(request, "analysis"))
    try:
        browsing.warm(contexts.server)
        browsing.cached = sw_facts(browsing.keeper)["cached"]
        browsing.context.set_offline(True)
        yield browsing
    finally:
        browsing.close_and_check()


@pytest.fixture
def fresh_page(fresh_browsing):
    """A page of a first visit (in ``fresh_browsing``), guarded as ``page`` is."""
    return fresh_browsing.new_page()


@pytest.fixture(scope="session")
def wait_ready():
    """wait_ready(page, timeout_ms=60_000) -> seconds until <html data-ready>; fails early on a problem the
    guard of the page's context recorded."""

    def wait(page, timeout_ms: int = READY_TIMEOUT_MS) -> float:
        return _wait_ready(page, BROWSINGS[page.context].guard, timeout_ms)

    return wait


@pytest.fixture
def open_app(server, page, wait_ready):
    """open_app(query="") -> page, opened at /?query and ready."""

    def open_(query: str = ""):
        page.goto(f"{server}/" + (f"?{query.lstrip('?')}" if query else ""))
        wait_ready(page)
        return page

    return open_
