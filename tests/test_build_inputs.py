"""dist/ is stale after a change to any input of the build, not only py/ (the e2e tests build it again then)."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
_spec = importlib.util.spec_from_file_location("build", ROOT / "scripts" / "build.py")
build = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(build)


INPUTS = ("index.html", "sw.js", "manifest.webmanifest", "py/app/x.py", "js/a.js", "css/style.css")


@pytest.fixture
def site(tmp_path: Path) -> Path:
    for name in INPUTS:
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(name, encoding="utf-8")
    return tmp_path


@pytest.mark.parametrize("name", INPUTS)
def test_a_change_to_any_input_changes_the_digest(site: Path, name: str):
    before = build.input_digest(site)
    (site / name).write_text("changed", encoding="utf-8")
    assert build.input_digest(site) != before


def test_a_new_input_file_changes_the_digest(site: Path):
    before = build.input_digest(site)
    (site / "js" / "b.js").write_text("new", encoding="utf-8")
    assert build.input_digest(site) != before


def test_caches_and_hidden_files_are_not_inputs(site: Path):
    before = build.input_digest(site)
    (site / "py" / "app" / "__pycache__").mkdir()
    (site / "py" / "app" / "__pycache__" / "x.cpython-311.pyc").write_bytes(b"\0")
    (site / "css" / ".DS_Store").write_bytes(b"\0")
    assert build.input_digest(site) == before
