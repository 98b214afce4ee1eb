"""Small helpers over the browser's DOM for the glue's DOM modules, and the one idiom for what the browser calls.

Every function the browser calls back goes through here, so a bug in any of them is logged the same way
(:func:`report`: one console error, the player told the game is safe, then the page drawn again from the
session by the callback given to :func:`recover_with`) and never leaves the page half-updated:

- an event listener, an observer, an interval: :class:`Listeners` (``on``, ``watch``, ``every``);
- a timer run once: :func:`later`; a timer armed again and again (one proxy kept): :class:`Timer`;
- any other callback the browser runs once (an animation's ``onfinish``): :func:`once`;
- an async handler (sharing, reading a file): :func:`run_task`.

No other module of app.browser calls ``setTimeout``, ``create_proxy``, ``create_once_callable``,
``asyncio.ensure_future`` or ``console.error`` (tests/app/test_dom_idiom.py).
"""

from __future__ import annotations

import asyncio
import functools
import traceback
from collections.abc import Callable, Coroutine
from typing import Any

from pyodide.ffi import create_once_callable, create_proxy, jsnull, to_js

from app.text.i18n import t
from js import Object, console, document, window

__all__ = [
    "Listeners",
    "Timer",
    "absent",
    "by_id",
    "document",
    "guarded",
    "js_object",
    "later",
    "once",
    "recover_with",
    "report",
    "run_task",
    "set_attr",
    "to_js",
    "window",
]

_recover: list[Callable[[], Any]] = []  # what draws the page again after a bug (recover_with)
_recovering: list[bool] = [False]


def by_id(name: str) -> Any:
    return document.getElementById(name)


def absent(value: Any) -> bool:
    """True for a JS null or undefined (Pyodide gives None or jsnull)."""
    return value is None or value is jsnull


def set_attr(element: Any, name: str, value: str | None) -> None:
    if value is None:
        element.removeAttribute(name)
    else:
        element.setAttribute(name, value)


def js_object(data: dict[str, Any]) -> Any:
    return to_js(data, dict_converter=Object.fromEntries)


def warn(text: str) -> None:
    """Something the page works around (no worker, a stray message): a console warning, not a bug."""
    console.warn(f"solitaire: {text}")


def recover_with(callback: Callable[[], Any]) -> None:
    """After a bug is reported, ``callback`` draws the page again from the session (page.App.recover)."""
    _recover[:] = [callback]


def report(err: BaseException) -> None:
    """A bug in the glue: logged as a console error, the player told that the game is safe, and the page drawn
    again from the session (a bug while doing so is logged too, and not drawn again)."""
    console.error(f"solitaire glue error: {err}\n{traceback.format_exc()}")
    message = by_id("message")
    if not absent(message):
        message.textContent = t("ui.glue_error")
    if _recovering[0]:
        return
    _recovering[0] = True
    try:
        for callback in _recover:
            callback()
    except Exception as again:
        console.error(f"solitaire glue error while drawing the page again: {again}\n{traceback.format_exc()}")
    finally:
        _recovering[0] = False


def guarded(handler: Callable[..., Any]) -> Callable[..., Any]:
    """An event handler whose bug is reported (:func:`report`) instead of breaking the page."""

    @functools.wraps(handler)
    def wrapper(*args: Any) -> Any:
        try:
            return handler(*args)
        except Exception as err:
            report(err)
            return None

    return wrapper


def once(callback: Callable[..., Any]) -> Any:
    """``callback`` as a JS function the browser calls once (an animation's onfinish), guarded."""
    return create_once_callable(guarded(callback))


def later(ms: float, callback: Callable[..., Any]) -> Any:
    """Run ``callback`` once after ``ms``, guarded; the timer id (for clearTimeout)."""
    return window.setTimeout(once(callback), ms)


class Timer:
    """A widget's timer armed again and again (a step, a delayed save): one guarded proxy kept for the page's
    life; ``start(ms)`` arms it (again), ``cancel()`` stops it, ``pending`` says whether it waits."""

    def __init__(self, callback: Callable[[], Any]) -> None:
        self._callback = callback
        self._id: Any = None
        self._proxy = create_proxy(guarded(self._fire))

    @property
    def pending(self) -> bool:
        return self._id is not None

    def start(self, ms: float) -> None:
        self.cancel()
        self._id = window.setTimeout(self._proxy, ms)

    def cancel(self) -> None:
        if self._id is not None:
            window.clearTimeout(self._id)
            self._id = None

    def _fire(self, *_: Any) -> None:
        self._id = None
        self._callback()


def run_task(coroutine: Coroutine[Any, Any, Any]) -> asyncio.Future:
    """Run an async handler (sharing, reading a file) as a task whose bug is reported as a handler's is; the
    task (keep it, or the loop may drop it)."""

    async def guarded_run() -> None:
        try:
            await coroutine
        except Exception as err:
            report(err)

    return asyncio.ensure_future(guarded_run())


class Listeners:
    """Event listeners bound for the page's lifetime (their proxies are kept, never destroyed)."""

    def __init__(self) -> None:
        self._proxies: list[Any] = []

    def on(self, target: Any, event: str, handler: Callable[[Any], Any]) -> None:
        proxy = create_proxy(guarded(handler))
        self._proxies.append(proxy)
        target.addEventListener(event, proxy)

    def watch(self, targets: Any, attribute: str, handler: Callable[..., Any]) -> None:
        """Call ``handler`` after ``attribute`` of any of ``targets`` was set or removed (a MutationObserver)."""
        proxy = create_proxy(guarded(handler))
        self._proxies.append(proxy)
        observer = window.MutationObserver.new(proxy)
        for target in targets:
            observer.observe(target, js_object({"attributes": True, "attributeFilter": [attribute]}))

    def every(self, ms: int, handler: Callable[..., Any]) -> None:
        proxy = create_proxy(guarded(handler))
        self._proxies.append(proxy)
        window.setInterval(proxy, ms)
