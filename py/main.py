"""The page's entry point under PyScript: start the browser glue (py/app/boot.py)."""

from js import performance

performance.mark("python-start")  # make bench: the time before this is Pyodide's, after it the app's

from app.boot import start  # noqa: E402

performance.mark("app-imported")

APP = start()
