"""The loading screen's texts: scripts/build.py writes the catalogue's loading.* keys into js/loading.js,
and the script picks the language as the app does (checked by running it under node with a stub page)."""

from __future__ import annotations

import importlib.util
import json
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
_spec = importlib.util.spec_from_file_location("build", ROOT / "scripts" / "build.py")
build = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(build)

# A stub of what js/loading.js touches: its elements, storage, navigator, events and timers.
# Prints the texts the screen shows, first right away and then after the event named on the command line.
HARNESS = r"""
const fs = require("fs");
const vm = require("vm");
const [script, languages, storedJson, eventName] = process.argv.slice(2);
const stored = JSON.parse(storedJson);
const el = () => ({ textContent: "", hidden: true, value: 0, lang: "" });
const elements = { "loading": el(), "loading-text": el(), "loading-progress": el(), "loading-error": el() };
const title = el();
const handlers = {};
const attrs = new Set();
const context = {
  document: {
    documentElement: { hasAttribute: (n) => attrs.has(n), setAttribute: (n) => attrs.add(n) },
    getElementById: (id) => elements[id] || null,
    querySelector: (s) => (s === ".loading-title" ? title : null),
    addEventListener: () => {}, // the taps before the game is live (tests/e2e/test_startup.py)
  },
  localStorage: {
    getItem: (k) => (Object.prototype.hasOwnProperty.call(stored, k) ? stored[k] : null),
  },
  navigator: { languages: JSON.parse(languages), language: "" },
  addEventListener: (name, fn) => { handlers[name] = fn; },
  setTimeout: () => 0,
  URL,
  JSON,
  Object,
  String,
  Math,
};
vm.runInNewContext(fs.readFileSync(script, "utf8"), context);
const shown = () => ({
  lang: elements["loading"].lang,
  title: title.textContent,
  text: elements["loading-text"].textContent,
  error: elements["loading-error"].textContent,
});
const first = shown();
handlers[eventName]({ message: "", reason: "boom", detail: "Loaded Pyodide" });
console.log(JSON.stringify({ first, after: shown() }));
"""


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> Path:
    path = tmp_path_factory.mktemp("js") / "loading.js"
    shutil.copy(ROOT / "js" / "loading.js", path)
    build.write_loading_messages(path, build.loading_messages())
    return path


def run(script: Path, languages: list[str], stored: dict[str, str], event: str = "py:all-done") -> dict:
    node = shutil.which("node")
    if node is None:
        pytest.skip("node is not installed")
    harness = script.parent / "harness.js"
    harness.write_text(HARNESS, encoding="utf-8")
    proc = subprocess.run(
        [node, str(harness), str(script), json.dumps(languages), json.dumps(stored), event],
        capture_output=True,
        text=True,
        check=True,
    )
    return json.loads(proc.stdout)


def test_the_build_writes_every_languages_loading_texts_in(built):
    text = built.read_text(encoding="utf-8")
    assert build.LOADING_MARKER not in text
    data = text.split("const MESSAGES = ", 1)[1].split(";\n", 1)[0]
    messages = json.loads(data)
    assert set(messages) == {"en", "de"}
    assert messages["en"]["loading.failed"] == "The game could not start."
    assert messages["de"]["loading.failed"] == "Das Spiel konnte nicht starten."
    assert all(key.startswith("loading.") for table in messages.values() for key in table)


def test_a_loading_script_without_the_marker_fails_the_build(tmp_path):
    path = tmp_path / "loading.js"
    path.write_text("const MESSAGES = {};\n", encoding="utf-8")
    with pytest.raises(build.BuildError):
        build.write_loading_messages(path, {"en": {}})


def test_english_by_default_with_the_texts_the_boot_tests_expect(built):
    shown = run(built, ["en-US", "en"], {})
    assert shown["first"] == {"lang": "en", "title": "Addiction Solitaire", "text": "Starting the game…", "error": ""}
    assert shown["after"]["text"] == "The game could not start."
    assert shown["after"]["error"] == (
        "Python started, but the game did not. Reload the page to try again; "
        "if it keeps failing, try another (recent) browser."
    )


def test_german_from_the_browser(built):
    shown = run(built, ["de-AT", "en"], {}, event="unhandledrejection")
    assert shown["first"]["lang"] == "de" and shown["first"]["text"] == "Das Spiel startet…"
    assert shown["after"]["text"] == "Das Spiel konnte nicht starten."
    assert shown["after"]["error"].startswith("Python ließ sich nicht laden (boom). Lade die Seite neu")


def test_the_players_choice_wins_over_the_browser(built):
    assert run(built, ["de-DE"], {"solitaire.v1.prefs": json.dumps({"language": "en"})})["first"]["lang"] == "en"
    prefs = json.dumps({"language": "de", "theme": "dark"})
    assert run(built, ["en-US"], {"solitaire.v1.prefs": prefs})["first"]["lang"] == "de"
    follow = json.dumps({"language": "system"})
    assert run(built, ["fr-FR", "de"], {"solitaire.v1.prefs": follow})["first"]["lang"] == "de"
    assert run(built, ["fr-FR"], {})["first"]["lang"] == "en"


@pytest.mark.parametrize(("languages", "words"), [(["en"], "Starting the game…"), (["de"], "Das Spiel startet…")])
def test_the_progress_says_the_game_is_starting_not_pyscripts_words(built, languages, words):
    shown = run(built, languages, {}, event="py:progress")  # PyScript reports "Loaded Pyodide"
    assert shown["after"]["text"] == words
