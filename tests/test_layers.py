"""The glue's rooms are layers (scripts/layers.py, ``make layers``): checked on the real tree, and shown to catch a
breach."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
MAX_MODULES_PER_FOLDER = 12


def _load_layers():
    spec = importlib.util.spec_from_file_location("layers", ROOT / "scripts" / "layers.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules["layers"] = module
    spec.loader.exec_module(module)
    return module


layers = _load_layers()


def _tree(tmp_path: Path, files: dict[str, str]) -> Path:
    for name, text in files.items():
        path = tmp_path / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
    return tmp_path


def test_only_the_browser_layer_imports_js_pyodide_or_pyscript():
    found = layers.all_imports()
    outside = [
        f"{i.module}:{i.line} {i.target}"
        for i in found
        if i.target.split(".")[0] in layers.BROWSER_MODULES and layers.package_of(i.module) not in layers.BROWSER
    ]
    assert outside == []
    # and the browser layer does use them (the check reads the imports it should)
    assert {i.module for i in found if i.target.split(".")[0] in layers.BROWSER_MODULES} >= {"main", "app.browser.dom"}


def test_no_layer_imports_a_later_one():
    assert layers.breaches(layers.all_imports()) == []


def test_every_module_of_py_belongs_to_a_layer():
    names = [layers.module_name(p) for p in (ROOT / "py").rglob("*.py")]
    assert [n for n in names if n != "app" and layers.package_of(n) is None] == []


def test_no_folder_holds_more_than_twelve_modules():
    counts = {
        folder.relative_to(ROOT).as_posix(): len([p for p in folder.glob("*.py") if p.name != "__init__.py"])
        for folder in {p.parent for p in (ROOT / "py").rglob("*.py")}
    }
    assert {f: n for f, n in counts.items() if n > MAX_MODULES_PER_FOLDER and f != "py/solitaire"} == {}


@pytest.mark.parametrize(
    ("path", "source", "why"),
    [
        ("app/core/x.py", "from js import document\n", "only app.browser, main may"),
        ("app/record/x.py", "import pyodide.ffi\n", "only app.browser, main may"),
        ("app/text/x.py", "from ..core import session\n", "app.core comes after app.text"),
        ("app/core/x.py", "from app.browser.dom import element\n", "app.browser comes after app.core"),
        ("solitaire/x.py", "from app.text.i18n import t\n", "app.text comes after solitaire"),
        ("app/analysis/x.py", "def f():\n    from app.browser import dom\n", "app.browser comes after app.analysis"),
    ],
)
def test_a_breach_is_reported(tmp_path, path, source, why):
    root = _tree(tmp_path, {path: source})
    (bad,) = layers.breaches(layers.all_imports(root))
    assert why in bad


def test_relative_imports_are_read_as_the_modules_they_name(tmp_path):
    root = _tree(
        tmp_path,
        {
            "app/browser/ui/board.py": "from ..dom import x\nfrom . import pointer\nfrom ...core.session import S\n",
            "app/core/__init__.py": "from .session import S\n",
        },
    )
    targets = {(i.module, i.target) for i in layers.all_imports(root)}
    assert targets == {
        ("app.browser.ui.board", "app.browser.dom"),
        ("app.browser.ui.board", "app.browser.ui"),
        ("app.browser.ui.board", "app.core.session"),
        ("app.core", "app.core.session"),
    }


def test_make_layers_prints_each_package_and_what_it_imports(capsys):
    assert layers.main() == 0
    out = capsys.readouterr().out
    assert "app.browser" in out and "js (" in out and "0 breach(es)" in out
    for layer in layers.LAYERS:
        assert any(line.startswith(layer + " ") for line in out.splitlines())
