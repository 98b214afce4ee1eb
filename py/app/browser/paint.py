"""The board as last drawn, kept for the next visit's first paint (js/paint.js).

After a render the glue schedules one save, off the click's critical path: the
#board markup, the status texts and the page's query go to localStorage under
``solitaire.v1.paint`` as JSON, only when they changed and only when small
(MAX_CHARS). On the next load js/paint.js copies that markup into #board before
Python starts, marked inert and busy, and Python's own board replaces it. The
copy is a picture, never state: no rule and no save is read from it. A browser
whose storage fails or is full just gets no picture (nothing is said: the game's
own saves report storage problems).
"""

from __future__ import annotations

import json

from .dom import Timer, absent, document, window

PAINT_KEY = "solitaire.v1.paint"
PAINT_VERSION = 1
MAX_CHARS = 64_000
DELAY_MS = 250
# Texts painted with the board (selector -> textContent), all in the header and status line.
TEXTS = (
    "#title-variant",
    "#deal-title",
    "#stat-ordered-n",
    "#stat-ordered-of",
    "#stat-gaps b",
    "#stat-redeals b",
    "#stat-moves b",
    "#stat-time b",
)


class PaintSaver:
    """Saves the drawn board for js/paint.js: ``schedule()`` after a render, ``flush()`` when the page goes."""

    def __init__(self) -> None:
        self.enabled = True
        self._last: str | None = None
        self._timer = Timer(self.flush)

    def schedule(self) -> None:
        if self.enabled and not self._timer.pending:
            self._timer.start(DELAY_MS)

    def snapshot(self) -> str:
        texts = {}
        for selector in TEXTS:
            element = document.querySelector(selector)
            if not absent(element):
                texts[selector] = str(element.textContent)
        return json.dumps(
            {
                "v": PAINT_VERSION,
                "search": str(window.location.search),
                "board": str(document.getElementById("board").innerHTML),
                "text": texts,
            },
            separators=(",", ":"),
            ensure_ascii=False,
        )

    def flush(self) -> None:
        if not self.enabled:
            return
        self._timer.cancel()
        try:
            data = self.snapshot()
            if data == self._last:
                return
            self._last = data
            if len(data) > MAX_CHARS:
                window.localStorage.removeItem(PAINT_KEY)
            else:
                window.localStorage.setItem(PAINT_KEY, data)
        except Exception:
            self.enabled = False  # no storage (or full): no picture next time, nothing else changes
