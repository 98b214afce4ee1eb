"""The standard library the site ships: scripts/build.py keeps the part of Pyodide's python_stdlib.zip the page,
the worker and PyScript import (found by scripts/stdlib.mjs, not listed by hand) and checks it in Pyodide; a
trimmed library that lacks a module the code imports fails the build."""

from __future__ import annotations

import importlib.util
import re
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
_spec = importlib.util.spec_from_file_location("build", ROOT / "scripts" / "build.py")
build = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(build)


@pytest.fixture(scope="module")
def bundle(tmp_path_factory) -> Path:
    """The page's bundle, as the build makes it."""
    path = tmp_path_factory.mktemp("py") / "bundle.zip.zst"
    build.write_py_bundle(path, build.bundle_entries(build.compile_for_pyodide(build.python_sources())))
    return path


@pytest.fixture(scope="module")
def trimmed_stdlib(bundle, tmp_path_factory) -> tuple[Path, build.Stdlib]:
    """The folder the trimmed library was written to, and what trim_stdlib said of it."""
    folder = tmp_path_factory.mktemp("vendor")
    return folder, build.trim_stdlib(folder, bundle, build.python_sources())


@pytest.fixture(scope="module")
def files(trimmed_stdlib) -> tuple[Path, Path]:
    """The two files of the trimmed library: what Python starts with, and the later part."""
    folder, stdlib = trimmed_stdlib
    return folder / stdlib.name, folder / stdlib.later


@pytest.fixture(scope="module")
def trimmed(files) -> Path:
    return files[0]


FULL = ROOT / "node_modules" / "pyodide" / "python_stdlib.zip"


def test_the_trimmed_library_holds_what_the_code_and_pyscript_import_and_less_than_pyodides(files):
    trimmed, later = files
    kept = [name.removesuffix("c") for name in build.read_stdlib(trimmed).namelist()]  # a .pyc stands for its .py
    kept.remove("_stdlib_later.py")  # the finder of the later part (scripts/stdlib_later.py)
    kept += zipfile.ZipFile(later).namelist()
    assert set(kept) < set(zipfile.ZipFile(FULL).namelist())
    assert trimmed.stat().st_size < 0.5 * FULL.stat().st_size
    imported = {m for names in build.site_imports(ROOT / "py", build.python_sources()).values() for m in names}
    imported |= build.pyscript_imports(
        ROOT / "node_modules/@pyscript/core/dist", ROOT / "node_modules" / build.PYSCRIPT_PYTHON
    )
    for module in ("heapq", "json", "dataclasses", "datetime", "asyncio", "tarfile", "base64"):  # ours, PyScript's
        assert module in imported, module
        assert f"{module}.py" in kept or f"{module}/__init__.py" in kept, module
    for unused in ("unittest/__init__.py", "sqlite3/__init__.py", "encodings/big5.py", "doctest.py"):
        assert unused not in kept, unused


def test_the_first_file_is_one_gzip_stream_of_stored_entries_smaller_than_deflating_each(trimmed, tmp_path):
    with build.read_stdlib(trimmed) as archive:
        assert {info.compress_type for info in archive.infolist()} == {zipfile.ZIP_STORED}
        with zipfile.ZipFile(tmp_path / "deflated.zip", "w", zipfile.ZIP_DEFLATED, compresslevel=9) as deflated:
            for info in archive.infolist():
                deflated.writestr(info.filename, archive.read(info))
    assert trimmed.stat().st_size < 0.95 * (tmp_path / "deflated.zip").stat().st_size


def test_the_modules_python_starts_with_are_bytecode_made_by_pyodide_and_the_rest_source(trimmed):
    names = build.read_stdlib(trimmed).namelist()
    compiled = {name for name in names if name.endswith(".pyc")}
    source = {name for name in names if name.endswith(".py")}
    # Imported by every start (Pyodide's own modules and what they import): unmarshalled, never compiled in the page.
    for module in ("pyodide/__init__", "_pyodide/_base", "asyncio/__init__", "json/__init__", "dataclasses", "enum"):
        assert f"{module}.pyc" in compiled and f"{module}.py" not in source, module
    # Kept for an import in a function body of our code: source, compiled only if ever imported.
    for module in ("hashlib",):
        assert f"{module}.py" in source and f"{module}.pyc" not in compiled, module
    with build.read_stdlib(trimmed) as archive:
        data = archive.read("json/__init__.pyc")
    assert data[2:4] == b"\r\n" and int.from_bytes(data[4:8], "little") == 0b01  # hash-based, unchecked
    assert b"JSON (JavaScript Object Notation)" not in data  # optimize=2: no docstrings
    assert len(compiled) > 100 and source


def test_what_no_start_imports_is_a_file_of_its_own_with_its_finder_in_the_first(files):
    first, later = files
    names = set(build.read_stdlib(first).namelist())
    rest = {name for name in zipfile.ZipFile(later).namelist() if name.endswith(".py")}
    # Reached only through function bodies of the standard library: the REPL, help(), email, multiprocessing;
    # only by the Python PyScript's JavaScript runs for a tar.gz in [files]: tarfile, gzip; only when an import
    # fails (datetime's _pydatetime, for its C module) or on another platform (asyncio's Windows loop).
    later_ones = ("pydoc.py", "_pyrepl/reader.py", "email/message.py", "multiprocessing/__init__.py", "tarfile.py")
    for module in (*later_ones, "gzip.py", "_pydatetime.py", "asyncio/windows_events.py"):
        assert module in rest and module not in names and f"{module}c" not in names, module
    # What a start imports stays in the first: the import system's cache reset needs importlib.metadata.
    for module in ("importlib/metadata/__init__.py", "json/__init__.pyc", "asyncio/unix_events.py", "heapq.py"):
        assert module in names or f"{module}c" in names, module
    assert not {n.removesuffix("c") for n in names} & rest
    with build.read_stdlib(first) as archive:
        finder = archive.read("_stdlib_later.pyc")
    assert b"email.message" in finder and b"pydoc" in finder  # its NAMES, written in by the build


def test_the_modules_pyodides_bootstrap_imports_are_listed_in_order_for_the_page_to_import_ahead(trimmed_stdlib):
    folder, stdlib = trimmed_stdlib
    warm = stdlib.warm
    assert len(warm) == len(set(warm)) > 100
    # Standard modules only, in the order of their first import: ast before inspect before asyncio.
    assert not [m for m in warm if m.partition(".")[0] in ("pyodide", "_pyodide", "_pyodide_core", "js")]
    assert warm.index("ast") < warm.index("inspect") < warm.index("asyncio")
    assert "importlib.metadata" in warm  # the import caches' reset, which every start calls
    assert "sys" not in warm and "encodings" not in warm  # there before the bootstrap
    # Each is bytecode in the first file or built in: importing them ahead fetches nothing.
    names = set(build.read_stdlib(folder / stdlib.name).namelist())
    for module in warm:
        path = module.replace(".", "/")
        files = {f"{path}.pyc", f"{path}/__init__.pyc", f"{path}.py", f"{path}/__init__.py"} & names
        assert files <= {f"{path}.pyc", f"{path}/__init__.pyc"}, module


def test_a_module_that_cannot_be_imported_ahead_of_the_bootstrap_fails_the_build(files, bundle, tmp_path, monkeypatch):
    # jsbind needs _pyodide_core, which only the bootstrap imports.
    found = {key: {**value, "warm": [*value["warm"], "_pyodide.jsbind"]} for key, value in build._FOUND.items()}
    assert found  # the files fixture asked scripts/stdlib.mjs find
    monkeypatch.setattr(build, "_FOUND", found)
    with pytest.raises(build.BuildError, match=r"cannot be imported ahead of Pyodide's bootstrap: _pyodide\.jsbind"):
        build.trim_stdlib(tmp_path, bundle, build.python_sources())


def test_a_later_module_the_finder_cannot_find_fails_the_build(bundle, tmp_path, monkeypatch):
    blind = tmp_path / "stdlib_later.py"
    blind.write_text(build.LATER_MODULE.read_text().replace("if name not in NAMES:", "if name not in NAMES or True:"))
    monkeypatch.setattr(build, "LATER_MODULE", blind)
    with pytest.raises(build.BuildError, match=r"\bpydoc not found"):
        build.trim_stdlib(tmp_path / "out", bundle, build.python_sources())


def test_the_trimmed_library_is_named_by_its_bytes_and_the_same_for_the_same_sources(
    files, bundle, tmp_path, monkeypatch
):
    monkeypatch.setattr(build, "_BYTECODE", {})  # compiled again, not what this process compiled before
    monkeypatch.setattr(build, "NODE_CACHE", None)  # nor what an earlier build kept
    first, later = files
    assert first.name.startswith("python_stdlib-") and first.name.endswith(".zip.gz")
    assert later.name.startswith("python_stdlib_later-") and later.suffix == ".zip"
    again = build.trim_stdlib(tmp_path, bundle, build.python_sources())
    assert (again.name, again.later) == (first.name, later.name)
    assert (tmp_path / again.name).read_bytes() == first.read_bytes()
    assert (tmp_path / again.later).read_bytes() == later.read_bytes()


# compression.zstd: js/bundle.mjs unpacks the bundle with it.
@pytest.mark.parametrize("module", ["heapq", "datetime", "compression.zstd"])
def test_a_trimmed_library_lacking_a_module_the_code_imports_fails_the_build(bundle, tmp_path, module):
    with pytest.raises(build.BuildError, match=rf"(lacks: .*|cannot be unpacked.*)\b{re.escape(module)}\b"):
        build.trim_stdlib(tmp_path, bundle, build.python_sources(), drop=(module,))
    assert not list(tmp_path.glob("python_stdlib-*.zip*"))


def test_the_check_code_runs_on_the_trimmed_library_and_a_module_it_lacks_fails_it(bundle, tmp_path, monkeypatch):
    # STDLIB_CHECK reads the engine's data files in Pyodide: what that needs at run time is checked there.
    assert "solitaire.daily.versions()" in build.STDLIB_CHECK and "solitaire.winnable.pools()" in build.STDLIB_CHECK
    monkeypatch.setattr(build, "STDLIB_CHECK", build.STDLIB_CHECK + "import doctest\n")
    with pytest.raises(build.BuildError, match=r"lacks: doctest \(running the check code"):
        build.trim_stdlib(tmp_path, bundle, build.python_sources())


def test_the_python_pyscripts_javascript_runs_is_read_for_its_imports(tmp_path):
    (tmp_path / "dist").mkdir()
    (tmp_path / "src").mkdir()
    (tmp_path / "dist" / "core.js").write_text(
        'const a = "import os, gzip as g, tarfile\\nfrom pathlib import Path";\nimport { x } from "./y.js";'
    )
    (tmp_path / "src" / "util.py").write_text("def f():\n    import html\n")
    found = build.pyscript_imports(tmp_path / "dist", tmp_path / "src")
    assert {"os", "gzip", "tarfile", "pathlib", "html"} <= found


def test_the_worker_and_the_page_modules_are_the_ones_whose_imports_count():
    imports = build.site_imports(ROOT / "py", build.python_sources())
    assert "app.analysis.search_worker" in imports and "app.browser.boot" in imports and "solitaire.rng" in imports
    assert "solitaire.cli" not in imports  # the command line is not the page's
    assert all("js" not in names and "pyodide.ffi" not in names for names in imports.values())


def test_the_page_gives_pyodide_its_lock_file_without_the_packages_it_never_loads(tmp_path):
    lock = build.site_lock(ROOT / "node_modules" / "pyodide" / "pyodide-lock.json")
    assert lock["packages"] == {}
    assert lock["info"]["python"].startswith("3.")  # Pyodide's own info, as it is
    (tmp_path / "pyodide-lock.json").write_text('{"packages": {}}')
    with pytest.raises(build.BuildError, match="no info"):
        build.site_lock(tmp_path / "pyodide-lock.json")
