"""The browser guards' rule for aborted requests (browser_guard.Guard and its LeftBehind), with stand-in
requests: a request the browser aborts because the test went to the next URL is not a problem; any other failure
still is."""

from __future__ import annotations

from browser_guard import Guard


class Frame:
    def __init__(self, parent=None):
        self.parent_frame = parent


class Request:
    def __init__(self, navigation=False, frame=None, failure="net::ERR_ABORTED"):
        self._navigation = navigation
        self._frame = frame
        self.failure = failure
        self.url = "/pyodide.mjs"

    def is_navigation_request(self):
        return self._navigation

    @property
    def frame(self):
        if self._frame is None:
            raise RuntimeError("no frame yet")
        return self._frame


ABORTED = "request failed (net::ERR_ABORTED): /pyodide.mjs"


def judged(guard: Guard, fetch: Request) -> list[str]:
    """The browser reports ``fetch`` failed now; what the guard finds a problem when asked next."""
    guard.request_failed(fetch)
    return guard.problems()


def test_a_request_aborted_after_the_page_was_left_is_not_a_problem():
    guard = Guard()
    top = Frame()
    guard.request(Request(navigation=True, frame=top))
    worker_fetch = Request()
    guard.request(worker_fetch)
    guard.request(Request(navigation=True, frame=top))  # the test goes to the next URL
    assert judged(guard, worker_fetch) == []


def test_an_abort_on_the_page_still_shown_is_a_problem():
    guard = Guard()
    guard.request(Request(navigation=True, frame=Frame()))
    fetch = Request()
    guard.request(fetch)
    assert judged(guard, fetch) == [ABORTED]


def test_another_failure_of_a_page_left_is_still_a_problem():
    guard = Guard()
    fetch = Request(failure="net::ERR_CONNECTION_REFUSED")
    guard.request(fetch)
    guard.request(Request(navigation=True))  # a first load: Playwright has no frame for it yet
    assert judged(guard, fetch) == ["request failed (net::ERR_CONNECTION_REFUSED): /pyodide.mjs"]
    assert guard.left_behind.held == []  # nothing was held


def test_a_frame_inside_the_page_loading_does_not_leave_the_page():
    guard = Guard()
    top = Frame()
    guard.request(Request(navigation=True, frame=top))
    fetch = Request()
    guard.request(fetch)
    guard.request(Request(navigation=True, frame=Frame(parent=top)))  # an iframe's load
    assert judged(guard, fetch) == [ABORTED]


def test_an_abort_reported_before_the_navigation_that_left_its_page_is_let_go_when_judged():
    guard = Guard()
    top = Frame()
    guard.request(Request(navigation=True, frame=top))
    worker_fetch = Request()
    guard.request(worker_fetch)
    guard.request_failed(worker_fetch)  # reported first...
    guard.request(Request(navigation=True, frame=top))  # ...then the reload that aborted it
    assert guard.problems() == []


def test_an_abort_held_on_the_page_still_shown_is_a_problem_when_judged():
    guard = Guard()
    guard.request(Request(navigation=True, frame=Frame()))
    fetch = Request()
    guard.request(fetch)
    guard.request_failed(fetch)
    guard.recorded.append("console error: y")
    assert guard.problems() == ["console error: y", ABORTED]
    assert guard.problems() == ["console error: y", ABORTED]  # judged once


def test_clearing_the_problems_lets_the_held_aborts_go_too():
    guard = Guard()
    fetch = Request()
    guard.request(fetch)
    guard.request_failed(fetch)
    guard.clear()
    assert guard.problems() == []
