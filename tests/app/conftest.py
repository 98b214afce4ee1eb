"""Every test in tests/app starts and ends in English, the default language."""

from __future__ import annotations

import pytest
from app.text import i18n


@pytest.fixture(autouse=True)
def english():
    i18n.set_language("en")
    yield
    i18n.set_language("en")
