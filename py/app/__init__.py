"""The browser glue of the solitaire app: pure modules (testable under CPython) and the DOM layer (ui)."""
