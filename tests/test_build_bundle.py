"""scripts/build.py's py/bundle.zip.zst: every module as Pyodide bytecode, the same bytes for the same sources."""

from __future__ import annotations

import importlib.util
import os
import tomllib
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
_spec = importlib.util.spec_from_file_location("build", ROOT / "scripts" / "build.py")
build = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(build)


@pytest.fixture(scope="module")
def compiled() -> dict[str, bytes]:
    return build.compile_for_pyodide(build.python_sources())


def test_every_module_but_main_is_compiled(compiled):
    sources = build.python_sources()
    assert "main.py" in sources
    assert sorted(compiled) == sorted(rel + "c" for rel in sources if rel != "main.py")


def test_the_bytecode_is_hash_based_and_made_by_pyodide_not_this_python(compiled):
    data = compiled["solitaire/__init__.pyc"]
    # A .pyc starts with the magic number (ending b"\r\n") and flags: 0b01 = hash-based, unchecked.
    assert data[2:4] == b"\r\n"
    assert int.from_bytes(data[4:8], "little") == 0b01, "hash-based and unchecked: no file time in it"
    # Made by Pyodide's Python (3.14), not by the CPython running the build (the page boots on it: e2e).
    assert data[:4] != importlib.util.MAGIC_NUMBER


def test_the_bundle_does_not_depend_on_file_times_or_order(tmp_path, compiled, monkeypatch):
    monkeypatch.setattr(build, "_BYTECODE", {})  # compiled again, not what this process compiled before
    monkeypatch.setattr(build, "NODE_CACHE", None)  # nor what an earlier build kept
    first, second = tmp_path / "a.zip.zst", tmp_path / "b.zip.zst"
    build.write_py_bundle(first, compiled)
    touched = ROOT / "py" / "solitaire" / "cards.py"
    stat = touched.stat()
    try:
        os.utime(touched, (stat.st_atime, stat.st_mtime + 3600))
        again = build.compile_for_pyodide(list(reversed(build.python_sources())))
    finally:
        os.utime(touched, (stat.st_atime, stat.st_mtime))
    monkeypatch.setattr(build, "_ZSTD", {})  # compressed again too
    build.write_py_bundle(second, again)
    assert first.read_bytes() == second.read_bytes()
    with build.read_py_bundle(first) as archive:
        assert archive.namelist() == sorted(compiled)
        assert all(info.date_time == build.ZIP_DATE for info in archive.infolist())


def test_the_data_files_go_in_as_they_are_beside_the_bytecode(tmp_path, compiled):
    data = build.data_files()
    assert {"solitaire/data/winnable.txt", "solitaire/data/daily.txt", "solitaire/data/SHA256SUMS"} <= set(data)
    assert not [rel for rel in data if rel.endswith((".py", ".pyc")) or "__pycache__" in rel]
    path = tmp_path / "bundle.zip.zst"
    build.write_py_bundle(path, build.bundle_entries(compiled))
    with build.read_py_bundle(path) as archive:
        assert archive.namelist() == sorted([*compiled, *data])
        for rel in data:
            assert archive.read(rel) == (ROOT / "py" / rel).read_bytes(), rel


def test_the_bundle_is_one_zstandard_frame_of_stored_entries_that_needs_no_window_beyond_its_content(
    tmp_path, compiled
):
    path = tmp_path / "bundle.zip.zst"
    build.write_py_bundle(path, build.bundle_entries(compiled))
    packed = path.read_bytes()
    with build.read_py_bundle(path) as archive:
        assert {info.compress_type for info in archive.infolist()} == {zipfile.ZIP_STORED}
        size = sum(info.file_size for info in archive.infolist())
    # Deflated entry by entry, the same files send over 40% more.
    with zipfile.ZipFile(tmp_path / "deflated.zip", "w", zipfile.ZIP_DEFLATED, compresslevel=9) as deflated:
        for name, data in build.bundle_entries(compiled).items():
            deflated.writestr(name, data)
    assert len(packed) < 0.75 * (tmp_path / "deflated.zip").stat().st_size
    # One frame (RFC 8878): the magic, then a header whose Single_Segment_flag says the decoder's window is the
    # content itself (the page's wasm memory does not grow by a larger one), and the content's size in it.
    assert packed[:4] == b"\x28\xb5\x2f\xfd"
    descriptor = packed[4]
    assert descriptor & 0b0010_0000, "single segment"
    width = {0: 1, 1: 2, 2: 4, 3: 8}[descriptor >> 6]
    content = int.from_bytes(packed[5 : 5 + width], "little") + (256 if width == 2 else 0)
    assert size < content < size + 64 * 1024  # the zip: its entries and their headers


def test_pyscript_toml_has_no_files_table_the_interpreter_module_unpacks_the_bundle(tmp_path, monkeypatch):
    versions = {"pyodide": build.package_version("pyodide"), "pyscript": build.package_version("@pyscript/core")}
    toml = build.build_pyscript_toml(versions)
    assert "files" not in tomllib.loads(toml)
    assert 'plugins = ["!py-editor"' in toml
    source = tmp_path / "pyscript.toml"
    source.write_text(toml + '\n[files]\n"./py/bundle.zip.zst" = "./*"\n')
    monkeypatch.setattr(build, "ROOT", tmp_path)
    with pytest.raises(build.BuildError, match="must not contain"):
        build.build_pyscript_toml(versions)


def test_a_process_compiles_each_source_once_and_again_when_it_changes(tmp_path, monkeypatch):
    monkeypatch.setattr(build, "_BYTECODE", {})
    monkeypatch.setattr(build, "NODE_CACHE", None)
    calls = []
    compile_with_pyodide = build._compile_with_pyodide
    monkeypatch.setattr(build, "_compile_with_pyodide", lambda *a: calls.append(a[1]) or compile_with_pyodide(*a))
    (tmp_path / "a.py").write_text("A = 1\n")
    (tmp_path / "b.py").write_text("B = 2\n")
    first = build.pyodide_bytecode(tmp_path, ["a.py", "b.py"])
    assert build.pyodide_bytecode(tmp_path, ["b.py", "a.py"]) == first
    (tmp_path / "a.py").write_text('"""A docstring: optimize=2 drops it."""\nA = 3\n')
    changed = build.pyodide_bytecode(tmp_path, ["a.py", "b.py"])
    assert calls == [["a.py", "b.py"], ["a.py"]]
    assert changed["b.pyc"] == first["b.pyc"] and changed["a.pyc"] != first["a.pyc"]
    assert build.pyodide_bytecode(tmp_path, ["a.py"], stdlib=True)["a.pyc"] != changed["a.pyc"]


def test_what_node_compiled_is_kept_on_disk_and_only_a_changed_input_or_tool_runs_it_again(tmp_path, monkeypatch):
    monkeypatch.setattr(build, "NODE_CACHE", tmp_path / "cache")
    calls = []

    def compiler(src_dir: Path, files: list[str], stdlib: bool) -> dict[str, bytes]:  # stands for scripts/pyc.mjs
        calls.append(files)
        return {rel + "c": b"compiled " + (src_dir / rel).read_bytes() for rel in files}

    monkeypatch.setattr(build, "_compile_with_pyodide", compiler)
    src = tmp_path / "src"
    src.mkdir()
    (src / "a.py").write_text("A = 1\n")
    (src / "b.py").write_text("B = 2\n")

    def build_process() -> dict[str, bytes]:  # a new process: nothing in memory, only what the disk kept
        monkeypatch.setattr(build, "_BYTECODE", {})
        return build.pyodide_bytecode(src, ["a.py", "b.py"])

    first = build_process()
    assert first == {"a.pyc": b"compiled A = 1\n", "b.pyc": b"compiled B = 2\n"}
    assert build_process() == first and calls == [["a.py", "b.py"]]
    (src / "b.py").write_text("B = 3\n")
    assert build_process() == {**first, "b.pyc": b"compiled B = 3\n"} and calls[1:] == [["b.py"]]
    monkeypatch.setattr(build, "_BYTECODE", {})  # as the standard library's (optimize=2): compiled again
    build.pyodide_bytecode(src, ["a.py"], stdlib=True)
    assert calls[2:] == [["a.py"]]
    # Another Pyodide or another scripts/pyc.mjs: none of it is taken from the disk.
    tool = build._tool
    monkeypatch.setattr(build, "_tool", lambda script: tool(script) + "-other")
    build_process()
    assert calls[3:] == [["a.py", "b.py"]]
    # A half-written file never shows (written beside, renamed into place); a cache that cannot be read or
    # written (a file where its folder would go) only costs time.
    assert not list((tmp_path / "cache").rglob("*.part"))
    (tmp_path / "not-a-folder").write_text("a file where the cache would go")
    monkeypatch.setattr(build, "NODE_CACHE", tmp_path / "not-a-folder")
    build_process()
    build_process()
    assert calls[4:] == [["a.py", "b.py"]] * 2


def test_zstd_frames_are_kept_on_disk_with_their_content(tmp_path, monkeypatch):
    monkeypatch.setattr(build, "NODE_CACHE", tmp_path / "cache")
    calls = []

    def packer(data: bytes, decompress: bool) -> bytes:  # stands for scripts/zstd.mjs
        calls.append(decompress)
        return data.removeprefix(b"frame:") if decompress else b"frame:" + data

    monkeypatch.setattr(build, "_zstd_with_pyodide", packer)
    monkeypatch.setattr(build, "_ZSTD", {})
    data = b"the same bytes " * 100
    packed = build.zstd(data)
    assert build.zstd(packed, decompress=True) == data and calls == [False]  # read back: no call
    monkeypatch.setattr(build, "_ZSTD", {})  # a new process
    assert build.zstd(data) == packed and build.zstd(packed, decompress=True) == data and calls == [False]
    assert build.zstd(b"frame:other", decompress=True) == b"other" and calls == [False, True]
    monkeypatch.setattr(build, "BUNDLE_ZSTD_LEVEL", build.BUNDLE_ZSTD_LEVEL - 1)  # another level: packed again
    build.zstd(data)
    assert calls == [False, True, False]
