"""Settings for every test: hypothesis without deadlines (a loaded machine is slow, not wrong; speed is measured
by `make bench`, never asserted in a test)."""

from __future__ import annotations

from hypothesis import settings

settings.register_profile("no-deadline", deadline=None)
settings.load_profile("no-deadline")
