"""scripts/build.py's py/bundle.zip: every py/**/*.py, byte-for-byte the same for the same sources."""

from __future__ import annotations

import importlib.util
import os
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
_spec = importlib.util.spec_from_file_location("build", ROOT / "scripts" / "build.py")
build = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(build)


def test_the_bundle_holds_every_module_and_does_not_depend_on_file_times(tmp_path):
    files = build.python_sources()
    first, second = tmp_path / "a.zip", tmp_path / "b.zip"
    build.write_py_bundle(first, files)
    touched = ROOT / "py" / files[0]
    stat = touched.stat()
    try:
        os.utime(touched, (stat.st_atime, stat.st_mtime + 3600))
        build.write_py_bundle(second, list(reversed(files)))
    finally:
        os.utime(touched, (stat.st_atime, stat.st_mtime))
    assert first.read_bytes() == second.read_bytes()
    with zipfile.ZipFile(first) as archive:
        assert archive.namelist() == sorted(files)
        assert "main.py" in files and "solitaire/__init__.py" in files
        assert archive.read("solitaire/__init__.py") == (ROOT / "py" / "solitaire" / "__init__.py").read_bytes()


def test_the_files_table_unpacks_the_bundle():
    versions = {"pyodide": build.package_version("pyodide"), "pyscript": build.package_version("@pyscript/core")}
    toml = build.build_pyscript_toml(versions, build.python_sources())
    assert toml.rstrip().endswith('[files]\n"./py/bundle.zip" = "./*"')
    assert 'plugins = ["!py-editor"' in toml
