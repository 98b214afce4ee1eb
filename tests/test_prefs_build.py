"""js/prefs.js: scripts/build.py writes the storage key and the settings the CSS reads into it from
py/app/record/prefs.py (their one owner), and the built script sets the player's choices on <html> before the
first paint (checked by running it under node with a stub page)."""

from __future__ import annotations

import importlib.util
import json
import re
import shutil
import subprocess
from pathlib import Path

import pytest
from app.record.prefs import KEY, SETTINGS
from app.record.store import PREFIX

ROOT = Path(__file__).resolve().parents[1]
_spec = importlib.util.spec_from_file_location("build", ROOT / "scripts" / "build.py")
build = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(build)

# A stub of what js/prefs.js touches: storage and <html>'s attributes. Prints the attributes it set.
HARNESS = r"""
const fs = require("fs");
const vm = require("vm");
const [script, storedJson] = process.argv.slice(2);
const stored = JSON.parse(storedJson);
const attrs = {};
const context = {
  document: { documentElement: { setAttribute: (n, v) => { attrs[n] = v; } } },
  localStorage: {
    getItem: (k) => {
      if (stored === "throws") throw new Error("SecurityError");
      return Object.prototype.hasOwnProperty.call(stored, k) ? stored[k] : null;
    },
  },
  JSON,
  Object,
};
vm.runInNewContext(fs.readFileSync(script, "utf8"), context);
console.log(JSON.stringify(attrs));
"""


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> Path:
    path = tmp_path_factory.mktemp("js") / "prefs.js"
    shutil.copy(ROOT / "js" / "prefs.js", path)
    build.write_marker(path, build.PREFS_MARKER, build.prefs_data())
    return path


def run(script: Path, stored) -> dict:
    node = shutil.which("node")
    if node is None:
        pytest.skip("node is not installed")
    harness = script.parent / "harness.js"
    harness.write_text(HARNESS, encoding="utf-8")
    proc = subprocess.run([node, str(harness), str(script), json.dumps(stored)], capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr
    return json.loads(proc.stdout)


def test_the_build_writes_every_attribute_setting_from_the_table():
    data = build.prefs_data()
    assert data["key"] == PREFIX + KEY == "solitaire.v1.prefs"
    assert data["settings"] == {
        name: [s.attribute, list(s.choices[1:])] for name, s in SETTINGS.items() if s.attribute is not None
    }
    assert data["settings"]["hide_clock"] == ["data-hide-clock", ["on"]]
    assert "language" not in data["settings"] and "winnable" not in data["settings"]  # the page reads those


def test_the_source_names_no_setting_and_no_key():
    """One owner: the names, values and key are in py/app/record/prefs.py only; the source holds the marker."""
    text = (ROOT / "js" / "prefs.js").read_text(encoding="utf-8")
    assert text.count(build.PREFS_MARKER) == 1
    code = re.sub(r"//[^\n]*", "", text)
    for word in ("solitaire.v1", *SETTINGS, *(s.attribute for s in SETTINGS.values() if s.attribute)):
        assert word not in code, word


def test_a_script_without_the_marker_fails_the_build(tmp_path):
    path = tmp_path / "prefs.js"
    path.write_text("const PREFS = null;\n", encoding="utf-8")
    with pytest.raises(build.BuildError):
        build.write_marker(path, build.PREFS_MARKER, build.prefs_data())


def test_the_players_choices_go_on_html_and_the_defaults_stay_off(built):
    prefs = {"theme": "dark", "deck": "standard", "hide_clock": "on", "hide_score": "on", "language": "de"}
    assert run(built, {"solitaire.v1.prefs": json.dumps(prefs)}) == {
        "data-theme": "dark",
        "data-hide-clock": "on",
        "data-hide-score": "on",
    }


@pytest.mark.parametrize(
    "stored",
    [
        {},
        {"solitaire.v1.prefs": "{not json"},
        {"solitaire.v1.prefs": "[1, 2]"},
        {"solitaire.v1.prefs": '{"theme": "purple", "hide_clock": true, "hide_moves": "yes", "motion": ["off"]}'},
        "throws",
    ],
)
def test_nothing_readable_sets_nothing(built, stored):
    assert run(built, stored) == {}


def test_the_source_as_it_is_sets_nothing(tmp_path):
    source = tmp_path / "prefs.js"
    shutil.copy(ROOT / "js" / "prefs.js", source)
    assert run(source, {"solitaire.v1.prefs": '{"theme": "dark"}'}) == {}
