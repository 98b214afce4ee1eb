"""pytest imports test files by their base name (no packages): two files with one name break the whole run."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

TESTS = Path(__file__).resolve().parent


def test_every_test_file_has_a_name_of_its_own():
    names = Counter(path.name for path in TESTS.rglob("test_*.py"))
    assert [name for name, count in names.items() if count > 1] == []
