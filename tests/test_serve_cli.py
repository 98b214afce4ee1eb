"""scripts/serve.mjs: --help prints the usage, a bad option or value is one line and exit 2; a compressible file
goes as brotli to a client that accepts it, else gzip."""

from __future__ import annotations

import gzip
import shutil
import subprocess
import urllib.request
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
NODE = shutil.which("node")
pytestmark = pytest.mark.skipif(NODE is None, reason="node is not installed")


def serve(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [NODE, str(ROOT / "scripts" / "serve.mjs"), *args], capture_output=True, text=True, timeout=60, check=False
    )


@pytest.mark.parametrize("flag", ["--help", "-h"])
def test_help_prints_the_usage_and_exits_0(flag):
    done = serve(flag)
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("Usage: node scripts/serve.mjs")
    for option in ("--port", "--dir", "--config", "--verbose", "--help"):
        assert option in done.stdout
    assert done.stderr == ""


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (["--bogus"], "Unknown option '--bogus'"),
        (["--port", "abc"], "--port must be a whole number from 0 to 65535"),
        (["--port", "70000"], "--port must be a whole number from 0 to 65535"),
        (["--port"], "argument missing"),
        (["stray"], "Unexpected argument 'stray'"),
    ],
)
def test_a_bad_command_line_is_one_clear_line_and_exit_2(args, words):
    done = serve(*args)
    assert done.returncode == 2
    assert done.stdout == ""
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and words in lines[0] and "--help" in lines[0]
    assert "at " not in lines[0] and "ERR_" not in lines[0]  # no stack trace, no error code


@pytest.fixture(scope="module")
def site_url(tmp_path_factory):
    """scripts/serve.mjs on a folder with one compressible file, and its URL."""
    site = tmp_path_factory.mktemp("site")
    (site / "index.html").write_text("<!doctype html><title>x</title>")
    (site / "big.js").write_text("const words = " + repr(["card", "gap", "king"] * 2000) + ";\n")
    proc = subprocess.Popen(
        [NODE, str(ROOT / "scripts" / "serve.mjs"), "--port", "0", "--dir", str(site)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        line = proc.stdout.readline().strip()
        assert line.startswith("Serving on "), line
        yield line.removeprefix("Serving on ").rstrip("/")
    finally:
        proc.terminate()
        proc.wait(timeout=10)


def fetch(url: str, accept: str | None) -> tuple[str | None, bytes]:
    request = urllib.request.Request(url, headers={"Accept-Encoding": accept} if accept is not None else {})
    with urllib.request.urlopen(request, timeout=30) as response:
        return response.headers.get("Content-Encoding"), response.read()


def unbrotli(data: bytes) -> bytes:
    code = "process.stdout.write(require('zlib').brotliDecompressSync(require('fs').readFileSync(0)))"
    return subprocess.run([NODE, "-e", code], input=data, capture_output=True, check=True, timeout=30).stdout


@pytest.mark.parametrize(
    ("accept", "encoding"),
    [
        ("gzip, deflate, br, zstd", "br"),  # what Chromium sends, on 127.0.0.1 too
        ("gzip, deflate", "gzip"),
        ("br;q=0, gzip", "gzip"),
        ("identity", None),
        (None, None),
    ],
)
def test_a_compressible_file_is_sent_as_brotli_to_who_accepts_it_else_gzip(site_url, accept, encoding):
    plain = fetch(f"{site_url}/big.js", None)[1]
    got, body = fetch(f"{site_url}/big.js", accept)
    assert got == encoding
    decoded = {"br": unbrotli, "gzip": gzip.decompress, None: lambda b: b}[encoding](body)
    assert decoded == plain and plain.startswith(b"const words")
    if encoding:
        assert len(body) < len(plain) / 5
