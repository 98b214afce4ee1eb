#!/usr/bin/env python3
"""Build the publishable static site into dist/ (stdlib only).

dist/
  index.html, css/, js/, py/**/*.py    copied from the source tree
  js/loading.js                       with the loading screen's texts from the
                                      message catalogue (py/app/i18n.py) written in
  py/bundle.zip                       every py/**/*.py but main.py, compiled to
                                      Pyodide's bytecode, in one deterministic zip
  pyscript.toml                       source + a generated [files] table
  vendor/pyodide-<ver>/               the five Pyodide runtime files
  vendor/pyscript-<ver>/              @pyscript/core's dist/ without *.map
  icons/, manifest.webmanifest        copied (installable web app)
  sw.js                               the service worker with its precache list
                                      (scripts/sw.mjs, on workbox-build)

Vendor versions come from node_modules/<pkg>/package.json (run `make install`
or `npm ci` first). index.html and pyscript.toml refer to the vendor folders by
their literal versioned paths (e.g. ./vendor/pyodide-314.0.7/pyodide.mjs); the
build fails if any such reference disagrees with the installed versions.

The [files] table is generated: one entry, `"./py/bundle.zip" = "./*"`, which
PyScript fetches once and unpacks into the Pyodide working directory. The zip
holds the modules as bytecode with the py/ prefix dropped ("solitaire/rules.pyc"
in place of solitaire/rules.py), so `import solitaire` works in the page exactly
as with PYTHONPATH=py on CPython, without compiling the sources at every start
(about half of the import time, docs/performance.md). The bytecode must be
Pyodide's Python's (3.14), which this machine's CPython cannot write:
scripts/pyc.mjs compiles it in Node with node_modules/pyodide, the same
runtime the site vendors, hash-based so it depends on the source only. The zip
is byte-for-byte reproducible (sorted entries, fixed timestamps and modes,
fixed compression level), so an unchanged py/ tree gives the same revision in
the service worker's precache and no new cache. py/main.py is also copied as a
file: index.html's <script type="py" src> loads it (the other .py files are
copied too, for the tests that read them). Do not write a [files] table in the
source pyscript.toml.

The loading screen speaks before Python runs, so its texts cannot come from
Python in the page: the build imports py/app/i18n.py (standard library only)
and writes the catalogue's loading.* texts, every language, into the copy of
js/loading.js, in place of its empty MESSAGES object. One catalogue, no extra
request, and a screen that explains a failed load even when other files fail.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import re
import shutil
import subprocess
import sys
import tempfile
import tomllib
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
NODE_MODULES = ROOT / "node_modules"

PYODIDE_FILES = (
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "pyodide-lock.json",
)
# Top-level files copied as they are when present (index.html is required).
OPTIONAL_TOP_FILES = (
    "favicon.svg",
    "favicon.ico",
    "sw.js",
    "manifest.webmanifest",
    "robots.txt",
)
SOURCE_MAP_LINE = re.compile(r"\n?[ \t]*(//|/\*)# sourceMappingURL=[^\n]*\s*$")
VENDOR_REF = re.compile(r"vendor/(pyodide|pyscript)-([^/\s\"'<>]+)/")
PY_BUNDLE = "py/bundle.zip"
ZIP_DATE = (1980, 1, 1, 0, 0, 0)  # the earliest a zip can hold: no build time in the archive
SAFE_PATH = re.compile(r"^[A-Za-z0-9_][A-Za-z0-9_./-]*$")  # no '#', quotes, spaces


LOADING_JS = "js/loading.js"
LOADING_MARKER = "/* loading.* texts by language, written in by scripts/build.py */ {}"


class BuildError(Exception):
    pass


def loading_messages() -> dict[str, dict[str, str]]:
    """The catalogue's loading.* texts by language, from py/app/i18n.py (imported by path)."""
    spec = importlib.util.spec_from_file_location("_catalogue", ROOT / "py" / "app" / "i18n.py")
    if spec is None or spec.loader is None:
        raise BuildError("py/app/i18n.py not found")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    messages = module.prefixed("loading.")
    if not messages.get("en"):
        raise BuildError("py/app/i18n.py has no loading.* texts")
    return messages


def write_loading_messages(path: Path, messages: dict[str, dict[str, str]]) -> None:
    """Put ``messages`` into the loading script at ``path`` in place of its marker (there exactly once)."""
    text = path.read_text(encoding="utf-8")
    if text.count(LOADING_MARKER) != 1:
        raise BuildError(f"{path.name} must hold {LOADING_MARKER!r} exactly once")
    data = json.dumps(messages, ensure_ascii=False, sort_keys=True, separators=(",", ":"))
    path.write_text(text.replace(LOADING_MARKER, data), encoding="utf-8")


def package_version(name: str) -> str:
    pkg_json = NODE_MODULES / name / "package.json"
    if not pkg_json.is_file():
        raise BuildError(f"{pkg_json.relative_to(ROOT)} not found: run `make install` (npm ci) first")
    return json.loads(pkg_json.read_text(encoding="utf-8"))["version"]


def check_vendor_refs(text: str, where: str, versions: dict[str, str]) -> set[str]:
    """Fail on any vendor/<pkg>-<ver>/ reference whose version is not installed."""
    seen = set()
    for match in VENDOR_REF.finditer(text):
        pkg, ver = match.groups()
        if ver != versions[pkg]:
            raise BuildError(
                f"{where} refers to vendor/{pkg}-{ver}/ but the installed {pkg} is "
                f"{versions[pkg]}: update the path to vendor/{pkg}-{versions[pkg]}/ "
                f"(or reinstall with npm ci)"
            )
        seen.add(pkg)
    return seen


def python_sources() -> list[str]:
    """Every py/**/*.py as a POSIX path relative to py/, sorted."""
    py_dir = ROOT / "py"
    if not py_dir.is_dir():
        raise BuildError("py/ not found")
    files = []
    for path in sorted(py_dir.rglob("*.py")):
        rel = path.relative_to(py_dir)
        if any(part == "__pycache__" or part.startswith(".") for part in rel.parts):
            continue
        rel_posix = rel.as_posix()
        if not SAFE_PATH.match(rel_posix):
            raise BuildError(f"py/{rel_posix}: unsupported characters in file name")
        files.append(rel_posix)
    if not files:
        raise BuildError("py/ holds no .py files")
    return files


def build_pyscript_toml(versions: dict[str, str], py_files: list[str]) -> str:
    src = ROOT / "pyscript.toml"
    text = src.read_text(encoding="utf-8")
    try:
        config = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise BuildError(f"pyscript.toml: {exc}") from exc
    if "files" in config or "fetch" in config:
        raise BuildError(
            "pyscript.toml must not contain [files]/[[fetch]]: the build generates [files] from the py/ tree"
        )
    interpreter = config.get("interpreter", "")
    want = f"vendor/pyodide-{versions['pyodide']}/pyodide.mjs"
    if not interpreter.endswith(want):
        raise BuildError(
            f"pyscript.toml: interpreter = {interpreter!r}; expected a relative path ending in {want!r} (never a CDN)"
        )
    check_vendor_refs(text, "pyscript.toml", versions)

    lines = [
        "",
        "# --- generated by scripts/build.py from the py/ tree; do not edit ---",
        "[files]",
    ]
    lines.append(f'"./{PY_BUNDLE}" = "./*"')
    out = text.rstrip("\n") + "\n" + "\n".join(lines) + "\n"

    parsed = tomllib.loads(out)  # the result must still be valid TOML
    expected = {f"./{PY_BUNDLE}": "./*"}
    if parsed.get("files") != expected:
        raise BuildError("generated [files] table did not round-trip")
    return out


def compile_for_pyodide(py_files: list[str]) -> dict[str, bytes]:
    """{"solitaire/rules.pyc": bytecode, ...} for the modules the page imports (all but main.py).

    Compiled by Pyodide itself, in Node (scripts/pyc.mjs): the page's Python is 3.14."""
    modules = [rel for rel in py_files if rel != "main.py"]
    node = shutil.which("node")
    if node is None:
        raise BuildError("node not found: it compiles the Python for the page (install nodejs)")
    with tempfile.TemporaryDirectory(prefix="pyc-") as tmp:
        proc = subprocess.run(
            [node, str(ROOT / "scripts" / "pyc.mjs"), str(NODE_MODULES / "pyodide"), str(ROOT / "py"), tmp, *modules],
            capture_output=True,
            text=True,
        )
        if proc.returncode != 0:
            tail = (proc.stderr or proc.stdout).strip()[-2000:]
            raise BuildError(f"scripts/pyc.mjs could not compile the Python for Pyodide:\n{tail}")
        return {rel + "c": (Path(tmp) / (rel + "c")).read_bytes() for rel in modules}


def write_py_bundle(dest: Path, entries: dict[str, bytes]) -> None:
    """``entries`` (path inside the zip -> bytes) as one zip, the same bytes for the same entries."""
    dest.parent.mkdir(parents=True, exist_ok=True)
    with zipfile.ZipFile(dest, "w") as archive:
        for rel in sorted(entries):
            info = zipfile.ZipInfo(rel, date_time=ZIP_DATE)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.create_system = 3  # Unix, so external_attr is read as a mode
            info.external_attr = 0o100644 << 16
            archive.writestr(info, entries[rel], compresslevel=9)


def check_index_html(versions: dict[str, str]) -> str:
    path = ROOT / "index.html"
    if not path.is_file():
        raise BuildError("index.html not found")
    text = path.read_text(encoding="utf-8")
    check_vendor_refs(text, "index.html", versions)
    core = f"vendor/pyscript-{versions['pyscript']}/core.js"
    if core not in text:
        raise BuildError(f"index.html must load ./{core}")
    return text


def strip_source_map(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    stripped = SOURCE_MAP_LINE.sub("\n", text)
    if stripped != text:
        path.write_text(stripped, encoding="utf-8")


def safe_rmtree(out: Path) -> None:
    protected = {ROOT / name for name in ("py", "css", "scripts", "tests", "node_modules", ".git", ".venv")}
    if out == ROOT or out in ROOT.parents or any(out == p or p in out.parents for p in protected):
        raise BuildError(f"refusing to use {out} as the output folder")
    if out.exists():
        shutil.rmtree(out)


def write_service_worker(out: Path) -> None:
    """<out>/sw.js from sw.js: precache list and version made from the built files (scripts/sw.mjs)."""
    if not (ROOT / "sw.js").is_file():
        return
    node = shutil.which("node")
    if node is None:
        raise BuildError("node not found: it writes the service worker's precache list (run `make install`)")
    proc = subprocess.run(
        [node, str(ROOT / "scripts" / "sw.mjs"), str(out)], cwd=ROOT, capture_output=True, text=True, check=False
    )
    if proc.returncode != 0:
        raise BuildError(f"scripts/sw.mjs failed:\n{proc.stdout}{proc.stderr}")
    print(proc.stdout.strip())


def build(out: Path) -> None:
    versions = {
        "pyodide": package_version("pyodide"),
        "pyscript": package_version("@pyscript/core"),
    }
    index_html = check_index_html(versions)
    py_files = python_sources()
    toml_text = build_pyscript_toml(versions, py_files)
    css_dir = ROOT / "css"
    if css_dir.is_dir():
        check_vendor_refs(
            "\n".join(p.read_text("utf-8") for p in css_dir.rglob("*.css")),
            "css/",
            versions,
        )

    safe_rmtree(out)
    out.mkdir(parents=True)

    (out / "index.html").write_text(index_html, encoding="utf-8")
    (out / "pyscript.toml").write_text(toml_text, encoding="utf-8")
    for name in OPTIONAL_TOP_FILES:
        if (ROOT / name).is_file():
            shutil.copy2(ROOT / name, out / name)
    if css_dir.is_dir():
        shutil.copytree(css_dir, out / "css", ignore=shutil.ignore_patterns(".*"))
    js_dir = ROOT / "js"
    if js_dir.is_dir():
        shutil.copytree(js_dir, out / "js", ignore=shutil.ignore_patterns(".*"))
    if (out / LOADING_JS).is_file():
        write_loading_messages(out / LOADING_JS, loading_messages())
    for rel in py_files:
        dest = out / "py" / rel
        dest.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(ROOT / "py" / rel, dest)
    write_py_bundle(out / PY_BUNDLE, compile_for_pyodide(py_files))

    pyodide_out = out / "vendor" / f"pyodide-{versions['pyodide']}"
    pyodide_out.mkdir(parents=True)
    for name in PYODIDE_FILES:
        src = NODE_MODULES / "pyodide" / name
        if not src.is_file():
            raise BuildError(f"{src.relative_to(ROOT)} missing: reinstall with npm ci")
        shutil.copy2(src, pyodide_out / name)
    strip_source_map(pyodide_out / "pyodide.mjs")

    pyscript_src = NODE_MODULES / "@pyscript" / "core" / "dist"
    pyscript_out = out / "vendor" / f"pyscript-{versions['pyscript']}"
    shutil.copytree(pyscript_src, pyscript_out, ignore=shutil.ignore_patterns("*.map"))
    for path in pyscript_out.rglob("*"):
        if path.suffix in {".js", ".mjs", ".css"}:
            strip_source_map(path)

    icons_dir = ROOT / "icons"
    if icons_dir.is_dir():
        shutil.copytree(icons_dir, out / "icons", ignore=shutil.ignore_patterns(".*"))
    write_service_worker(out)

    n_files = sum(1 for p in out.rglob("*") if p.is_file())
    size = sum(p.stat().st_size for p in out.rglob("*") if p.is_file())
    print(
        f"built {out.relative_to(ROOT) if ROOT in out.parents else out}: {n_files} files, "
        f"{size / 1e6:.1f} MB (pyodide {versions['pyodide']}, pyscript {versions['pyscript']}, "
        f"{len(py_files)} py files)"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "dist", help="output folder (default: dist/)")
    args = parser.parse_args(argv)
    try:
        build(args.out.resolve())
    except BuildError as exc:
        print(f"build failed: {exc}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
