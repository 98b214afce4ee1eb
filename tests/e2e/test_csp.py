"""The page runs under the production headers of netlify.toml, applied by the
local server with Netlify's own libraries: no CSP violation, no console error.
"""

from __future__ import annotations

import tomllib
import urllib.request
from pathlib import Path

import pytest
from offline_helpers import CSP_RECORDER, SiteServer, csp_violations, play_a_move, poll

ROOT = Path(__file__).resolve().parents[2]


def netlify_headers(path: str) -> dict[str, str]:
    """The header values netlify.toml declares for rules whose `for` is exactly `path`."""
    config = tomllib.loads((ROOT / "netlify.toml").read_text(encoding="utf-8"))
    values: dict[str, str] = {}
    for rule in config["headers"]:
        if rule["for"] == path:
            values.update(rule["values"])
    return values


class NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args, **kwargs):
        return None


def fetch(url: str) -> tuple[int, dict[str, str]]:
    opener = urllib.request.build_opener(NoRedirect)
    try:
        with opener.open(url, timeout=30) as response:
            return response.status, {k.lower(): v for k, v in response.headers.items()}
    except urllib.error.HTTPError as err:
        return err.code, {k.lower(): v for k, v in err.headers.items()}


def test_page_boots_and_plays_under_the_production_csp(server, fresh_page, fresh_browsing, wait_ready):
    page = fresh_page  # a first visit: the page from the server, with its headers
    page.add_init_script(CSP_RECORDER)
    response = page.goto(f"{server}/")
    csp = netlify_headers("/*")["Content-Security-Policy"]
    assert response.headers["content-security-policy"] == csp
    wait_ready(page)
    play_a_move(page)
    assert csp_violations(page) == []
    assert fresh_browsing.guard.problems() == []


def test_served_headers_follow_netlify_toml(server):
    status, headers = fetch(f"{server}/")
    assert status == 200
    assert headers["cache-control"] == "no-cache"
    assert headers["x-content-type-options"] == "nosniff"
    assert "frame-ancestors 'none'" in headers["content-security-policy"]
    assert headers["referrer-policy"] and headers["permissions-policy"]

    vendor = next((ROOT / "dist" / "vendor").glob("pyodide-*")).name
    status, headers = fetch(f"{server}/vendor/{vendor}/pyodide.asm.wasm")
    assert status == 200
    assert headers["content-type"] == "application/wasm"  # streaming compilation needs exactly this
    assert headers["cache-control"] == "public, max-age=31536000, immutable"

    # The memory snapshot: named by a hash of its bytes, immutable, sent as it is (it is gzip already).
    (snapshot,) = (ROOT / "dist" / "snapshot").glob("python-*.gz")
    status, headers = fetch(f"{server}/snapshot/{snapshot.name}")
    assert status == 200
    assert headers["cache-control"] == "public, max-age=31536000, immutable"
    assert "content-encoding" not in headers

    status, headers = fetch(f"{server}/sw.js")
    assert status == 200 and headers["cache-control"] == "no-cache"
    assert headers["content-type"].startswith("text/javascript")

    status, headers = fetch(f"{server}/manifest.webmanifest")
    assert status == 200 and headers["content-type"].startswith("application/manifest+json")

    status, headers = fetch(f"{server}/index.htm")
    assert status == 301 and headers["location"].endswith("/")


@pytest.mark.timeout(300)
def test_pyscript_needs_unsafe_eval(browser, dist, tmp_path):
    """Why script-src has 'unsafe-eval': PyScript 0.7's core builds its worker hooks
    with Function() at start-up, even with no worker. Without it the page does not
    boot. If this test fails after a PyScript upgrade, drop 'unsafe-eval' from
    netlify.toml."""
    strict = tmp_path / "netlify.toml"
    strict.write_text(
        (ROOT / "netlify.toml").read_text(encoding="utf-8").replace(" 'unsafe-eval'", ""), encoding="utf-8"
    )
    server = SiteServer(dist, config=strict)
    context = browser.new_context()
    try:
        context.add_init_script(CSP_RECORDER)
        page = context.new_page()
        response = page.goto(f"{server.url}/")
        assert "'unsafe-eval'" not in response.headers["content-security-policy"]
        poll(page, "() => (window.__cspViolations || []).length > 0", 90, "a CSP violation")
        violations = csp_violations(page)
        assert any(v.startswith("script-src") and "blocked=eval" in v and "/vendor/pyscript-" in v for v in violations)
        assert not page.evaluate("document.documentElement.hasAttribute('data-ready')")
    finally:
        context.close()
        server.stop()
