"""netlify.toml declares the build, the publish folder and the headers the site relies on."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
CONFIG = tomllib.loads((ROOT / "netlify.toml").read_text(encoding="utf-8"))
IMMUTABLE = "public, max-age=31536000, immutable"


def for_regexp(for_path: str) -> re.Pattern[str]:
    """Netlify's matching of a header rule's `for` (as @netlify/headers-parser does it)."""
    parts = []
    for part in filter(None, (p.rstrip() for p in for_path.split("/"))):
        if part.startswith(":"):
            parts.append("([^/]+)")
        elif part == "*":
            parts.append("?(.*)")
        else:
            parts.append(re.escape(part).replace(r"\*", "(.*)"))
    return re.compile(f"^/{'/'.join(parts)}/?$", re.IGNORECASE)


def headers_for(path: str) -> list[tuple[str, dict[str, str]]]:
    return [(rule["for"], rule["values"]) for rule in CONFIG["headers"] if for_regexp(rule["for"]).match(path)]


def csp() -> dict[str, list[str]]:
    (values,) = [v for f, v in headers_for("/") if "Content-Security-Policy" in v]
    directives = {}
    for item in values["Content-Security-Policy"].split(";"):
        name, *sources = item.split()
        directives[name] = sources
    return directives


def test_build_command_installs_with_npm_ci_and_builds():
    command = CONFIG["build"]["command"]
    assert "npm ci" in command
    assert "scripts/build.py" in command
    assert command.index("npm ci") < command.index("scripts/build.py")


def test_publish_folder_is_dist():
    assert CONFIG["build"]["publish"] == "dist"


def test_csp_is_strict():
    directives = csp()
    assert directives["default-src"] == ["'self'"]
    # 'unsafe-eval' only because PyScript's core needs it (tests/e2e/test_csp.py proves it).
    assert directives["script-src"] == ["'self'", "'wasm-unsafe-eval'", "'unsafe-eval'"]
    assert directives["frame-ancestors"] == ["'none'"]
    assert directives["object-src"] == ["'none'"]
    assert directives["base-uri"] == ["'none'"]
    for name, sources in directives.items():
        assert "'unsafe-inline'" not in sources, name
        assert not any(s.startswith(("http:", "https:", "*")) or (s == "data:" and name != "img-src") for s in sources)


@pytest.mark.parametrize(
    ("header", "value"),
    [
        ("X-Content-Type-Options", "nosniff"),
        ("Referrer-Policy", "no-referrer"),
        ("X-Frame-Options", "DENY"),
    ],
)
def test_security_headers_on_every_path(header, value):
    for path in ("/", "/index.html", "/py/main.py", "/vendor/pyodide-1/pyodide.asm.wasm", "/sw.js"):
        assert any(values.get(header) == value for _, values in headers_for(path)), (header, path)


def test_permissions_policy_denies_what_the_game_does_not_use():
    (policy,) = [v["Permissions-Policy"] for _, v in headers_for("/") if "Permissions-Policy" in v]
    for feature in ("camera", "microphone", "geolocation", "payment"):
        assert f"{feature}=()" in policy


@pytest.mark.parametrize(
    "path",
    [
        "/vendor/pyodide-314.0.7/pyodide.asm.wasm",
        "/vendor/pyodide-314.0.7/python_stdlib.zip",
        "/vendor/pyscript-0.7.31/core.js",
        "/vendor/pyscript-0.7.31/core-C9KDLldu.js",
        "/snapshot/python-0123456789abcdef.gz",
    ],
)
def test_version_and_hash_named_files_are_immutable(path):
    assert [v["Cache-Control"] for _, v in headers_for(path) if "Cache-Control" in v] == [IMMUTABLE]


@pytest.mark.parametrize(
    "path",
    ["/", "/index.html", "/sw.js", "/pyscript.toml", "/py/main.py", "/manifest.webmanifest", "/js/interpreter.mjs"],
)
def test_page_and_service_worker_are_never_cached_long(path):
    values = {v["Cache-Control"] for _, v in headers_for(path) if "Cache-Control" in v}
    assert values == {"no-cache"}, (path, values)


def test_no_path_gets_two_different_cache_controls():
    # Netlify merges the values of every matching rule: overlapping rules must agree.
    dist = ROOT / "dist"
    paths = ["/", *("/" + p.relative_to(dist).as_posix() for p in dist.rglob("*") if p.is_file())]
    for path in paths:
        values = {v["Cache-Control"] for _, v in headers_for(path) if "Cache-Control" in v}
        assert len(values) <= 1, (path, values)
