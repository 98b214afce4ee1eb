"""Small helpers over the browser's DOM for the glue's DOM modules (the only place that imports js and ffi helpers)."""

from __future__ import annotations

import functools
import traceback
from collections.abc import Callable
from typing import Any

from pyodide.ffi import create_once_callable, create_proxy, jsnull, to_js

from app.text.i18n import t
from js import Object, console, document, window

__all__ = [
    "Listeners",
    "absent",
    "by_id",
    "create_once_callable",
    "document",
    "guarded",
    "js_object",
    "later",
    "set_attr",
    "to_js",
    "window",
]


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


def later(ms: float, callback: Callable[..., Any]) -> Any:
    """Run ``callback`` once after ``ms``; the timer id (for clearTimeout)."""
    return window.setTimeout(create_once_callable(callback), ms)


def report(err: BaseException) -> None:
    """A bug in the glue: logged as a console error, and the player told that the game is safe."""
    console.error(f"solitaire glue error: {err}\n{traceback.format_exc()}")
    message = by_id("message")
    if not absent(message):
        message.textContent = t("ui.glue_error")


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
