"""The page's entry point under PyScript: start the browser glue (py/app/browser/boot.py)."""

from js import performance

performance.mark("python-start")  # make bench: the time before this is Pyodide's, after it the app's

from app.browser.boot import start  # noqa: E402

performance.mark("app-imported")

APP = start()
