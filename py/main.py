"""The page's entry point under PyScript: start the browser glue (py/app/browser/boot.py).

Each await lets the page paint and answer a tap between the steps of a first visit's start: PyScript's
set-up, the app's imports, the first render (docs/performance.md, the phone bench).
"""

import asyncio

from js import performance

await asyncio.sleep(0)  # noqa: F704 (PyScript runs this with top-level await)
performance.mark("python-start")  # make bench: the time before this is Pyodide's, after it the app's

from app.browser.boot import start  # noqa: E402

performance.mark("app-imported")
await asyncio.sleep(0)  # noqa: F704

APP = start()
