"""netlify.toml's comments say what its policy does: every script-src source is explained, none denied."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TEXT = (ROOT / "netlify.toml").read_text(encoding="utf-8")


def script_src() -> list[str]:
    config = tomllib.loads(TEXT)
    (policy,) = [r["values"]["Content-Security-Policy"] for r in config["headers"] if r["for"] == "/*"]
    for item in policy.split(";"):
        name, *sources = item.split()
        if name == "script-src":
            return sources
    raise AssertionError("no script-src")


def comments() -> str:
    return " ".join(line.lstrip("# ").strip() for line in TEXT.splitlines() if line.lstrip().startswith("#"))


def test_every_script_source_is_explained_in_the_comments():
    for source in script_src():
        assert re.search(rf"(?<![\w-]){re.escape(source)}", comments()), source


def test_the_comments_do_not_deny_what_the_policy_allows():
    text = comments().lower()
    if "'unsafe-eval'" in script_src():
        assert "no eval" not in text
        assert "function()" in text  # and say why it is needed
