"""The page's entry point under PyScript: start the browser glue (py/app/ui.py)."""

from app.ui import start

APP = start()
