"""What fails a browser test at its end: a console error, an uncaught page error, an HTTP status >= 400, a
failed request, a request to a host other than 127.0.0.1 (aborted). One :class:`Guard` per test, fed by the
events of its browser context (conftest.py's contexts, offline_helpers.Profile)."""

from __future__ import annotations

import os
import time
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeout

ALLOWED_HOSTS = {"127.0.0.1"}
# The browser tests run in Chromium's headless shell (Debian's chromium-headless-shell: the same Chromium
# build as /usr/bin/chromium without the browser's UI layer, what Playwright itself runs headless tests in):
# the same browser tests take 11-14% less time in it (docs/testing.md). E2E_CHROMIUM=/usr/bin/chromium runs
# them in the whole browser.
CHROMIUM = os.environ.get("E2E_CHROMIUM", "/usr/lib/chromium/chromium-headless-shell")
PLAYERS_CHROMIUM = "/usr/bin/chromium"  # the whole browser, as players run it: what the benchmarks time
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]


def is_external(url: str) -> bool:
    parts = urlsplit(url)
    return parts.scheme in {"http", "https", "ws", "wss"} and parts.hostname not in ALLOWED_HOSTS


class LeftBehind:
    """Tells a request the browser aborted because its page was left (a worker still loading when the test
    goes to the next URL) from a failure: feed it every request (``seen``) of the context.

    The browser may report the abort before the navigation that left the page, so an abort is ``hold``-ed
    and judged later (``settle``): by then the test's own call (goto, reload) has returned, and its
    navigation has been seen."""

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


class Guard:
    """The problems of one test's browsing. ``problems()`` judges the aborts held so far and returns a copy
    of everything recorded; ``clear()`` forgets it all (a test that provoked an error on purpose)."""

    def __init__(self) -> None:
        self.left_behind = LeftBehind()
        self.recorded: list[str] = []
        self.ignore_sw_failures = False  # offline: the browser's own check for a new sw.js fails by design

    def problems(self) -> list[str]:
        self.recorded.extend(self.left_behind.settle())
        return list(self.recorded)

    def clear(self) -> None:
        self.left_behind.held = []
        self.recorded.clear()

    # -- the context's events ------------------------------------------------------------------

    def blocked(self, route) -> None:
        self.recorded.append(f"blocked external request: {route.request.url}")
        route.abort("blockedbyclient")

    def console(self, msg) -> None:
        if msg.type == "error":
            loc = msg.location or {}
            where = f" ({loc.get('url')}:{loc.get('lineNumber')})" if loc.get("url") else ""
            self.recorded.append(f"console error: {msg.text}{where}")

    def web_error(self, err) -> None:
        self.recorded.append(f"uncaught page error: {err.error}")

    def response(self, response) -> None:
        if response.status >= 400:
            self.recorded.append(f"HTTP {response.status}: {response.request.method} {response.url}")

    def request(self, request) -> None:
        self.left_behind.seen(request)

    def request_failed(self, request) -> None:
        """An abort is held to be judged at the next ``problems()``, any other failure recorded at once."""
        if is_external(request.url):  # already recorded as blocked
            return
        if self.ignore_sw_failures and request.url.endswith("/sw.js"):
            return
        problem = f"request failed ({request.failure}): {request.url}"
        if not self.left_behind.hold(request, problem):
            self.recorded.append(problem)


def listen(context, guard: Guard | None = None, current=None) -> None:
    """Feed ``context``'s events to ``guard``, or to ``current()`` (the guard of the test now using a context
    shared between tests)."""
    now = (lambda: guard) if current is None else current
    context.route(is_external, lambda route: now().blocked(route))
    context.on("console", lambda msg: now().console(msg))
    context.on("weberror", lambda err: now().web_error(err))
    context.on("response", lambda response: now().response(response))
    context.on("request", lambda request: now().request(request))
    context.on("requestfailed", lambda request: now().request_failed(request))


def wait_ready(page, guard: Guard, timeout_ms: float = 60_000) -> float:
    """Seconds until <html data-ready>; fails early on a problem ``guard`` recorded."""
    start = time.monotonic()
    while True:
        problems = guard.problems()
        if problems:
            pytest.fail("page reported problems before data-ready:\n  " + "\n  ".join(problems), pytrace=False)
        try:  # in the page, a frame at a time, for at most a quarter of a second: then the guard again
            page.wait_for_function("document.documentElement.hasAttribute('data-ready')", timeout=250)
            return time.monotonic() - start
        except PlaywrightTimeout:
            pass
        except Exception as exc:  # a navigation in progress destroys the context: ask the next document
            if "context was destroyed" not in str(exc) and "navigat" not in str(exc):
                raise
            page.wait_for_timeout(25)
        if time.monotonic() - start > timeout_ms / 1000:
            pytest.fail(f"<html data-ready> not set within {timeout_ms / 1000:.0f} s", pytrace=False)
