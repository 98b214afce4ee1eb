"""Offline and updates: after one visit the game boots and plays with no network,
and a new deploy takes over only on the next load, keeping the saved game.

Each test serves its own copy of dist/ (so it can "deploy" into it) and uses a
persistent Chromium profile: a service worker does not survive a plain
new_context(). "Offline" is the browser's offline mode (service-worker-served
requests bypass page.route), and for the restart also the server stopped.
"""

from __future__ import annotations

import re

import pytest
from offline_helpers import (
    Profile,
    SiteServer,
    board_layout,
    copy_site,
    csp_violations,
    moves_made,
    play_a_move,
    poll,
    redeploy,
    saved_games,
    sw_facts,
    wait_offline_ready,
    wait_ready,
)

pytestmark = pytest.mark.timeout(600)

PYODIDE_FILES = (
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "python_stdlib_later.zip",
    "pyodide-lock.json",
)


@pytest.fixture
def site(dist, tmp_path):
    return copy_site(dist, tmp_path / "site")


@pytest.fixture
def site_server(site):
    server = SiteServer(site)
    yield server
    server.stop()


@pytest.fixture
def profile(browser, tmp_path):
    profile = Profile(browser.browser_type, tmp_path / "profile")
    yield profile
    profile.close()
    profile.check()


def test_first_visit_precaches_what_the_page_needs(site_server, profile):
    profile.launch()
    page = profile.page()
    page.goto(f"{site_server.url}/")
    wait_ready(page, profile.guard)
    facts = wait_offline_ready(page)
    cached = set(facts["cached"])
    for need in (
        "/index.html",
        "/pyscript.toml",
        "/manifest.webmanifest",
        "/js/sw-register.js",
        "/js/paint.js",
        "/py/main.py",
        "/py/bundle.zip.zst",
    ):
        assert need in cached, need
    # The Python code is one archive: no loose module besides the entry point.
    assert [p for p in cached if p.startswith("/py/") and p.endswith(".py")] == ["/py/main.py"]
    for name in PYODIDE_FILES:  # the standard library as the build trimmed and split it: python_stdlib-<hash>.zip.gz
        stem, _, ext = name.rpartition(".")
        pattern = re.compile(rf"/vendor/pyodide-[^/]+/{re.escape(stem)}(-[0-9a-f]{{16}})?\.{ext}(\.gz)?$")
        assert any(pattern.search(path) for path in cached), name
    assert any(path.endswith("/core.js") and "/vendor/pyscript-" in path for path in cached)
    assert any(path.startswith("/icons/") and path.endswith(".png") for path in cached)
    assert not any("codemirror" in path or "xterm" in path for path in cached), "unused PyScript chunks"
    for plugin in ("py-editor", "py-terminal", "py-game", "donkey", "deprecations-manager"):
        assert not any(f"/{plugin}-" in path for path in cached), f"plugin turned off in pyscript.toml: {plugin}"
    assert csp_violations(page) == []


def test_offline_reload_new_tab_and_restart(site_server, profile):
    profile.launch()
    page = profile.page()
    page.goto(f"{site_server.url}/")
    wait_ready(page, profile.guard)
    wait_offline_ready(page)
    play_a_move(page)
    played = moves_made(page)

    # Offline: a reload boots from the cache and the game goes on.
    profile.set_offline(True)
    page.reload()
    wait_ready(page, profile.guard)
    assert moves_made(page) == played, "the saved game was not restored offline"
    play_a_move(page)
    played += 1

    # Offline: a new tab boots too. (The first tab is closed first: it saves on
    # pagehide, and a stale tab closing later would write its older game back.)
    assert csp_violations(page) == []
    page.close()
    tab = profile.context.new_page()
    tab.goto(f"{site_server.url}/")
    wait_ready(tab, profile.guard)
    assert moves_made(tab) == played
    play_a_move(tab)
    played += 1
    layout = board_layout(tab)
    assert csp_violations(tab) == []

    # A browser restart with the server gone: still boots, from the cache alone.
    profile.close()
    site_server.stop()
    profile.launch(offline=True)
    page = profile.page()
    page.goto(f"{site_server.url}/")
    wait_ready(page, profile.guard)
    assert moves_made(page) == played
    assert board_layout(page) == layout
    # The standard library's later part came from the cache before any of the page's Python ran.
    assert page.get_attribute("html", "data-stdlib-later") == "from the cache"
    play_a_move(page)


def _deploy(site, marker: str) -> str:
    css = site / "css" / "style.css"
    css.write_text(css.read_text(encoding="utf-8") + f"\n/* {marker} */\n", encoding="utf-8")
    index = site / "index.html"
    index.write_text(index.read_text(encoding="utf-8") + f"<!-- {marker} -->\n", encoding="utf-8")
    return redeploy(site)


def _markers(page) -> str:
    """The HTML comments a deploy appended after </html> (children of the document)."""
    return page.evaluate("[...document.childNodes].filter((n) => n.nodeType === 8).map((n) => n.data).join('|')")


def _wait_update_notice(page) -> None:
    page.evaluate("navigator.serviceWorker.getRegistration().then((r) => r.update())")
    page.wait_for_selector("#update-notice", timeout=90_000)


def test_deploy_takes_over_on_next_load_and_keeps_the_game(site, site_server, profile):
    profile.launch()
    page = profile.page()
    page.goto(f"{site_server.url}/")
    wait_ready(page, profile.guard)
    first = wait_offline_ready(page)["caches"]
    play_a_move(page)
    save, layout = saved_games(page), board_layout(page)
    assert save, "the game saved nothing in localStorage"

    # Deploy 2: the running game is not interrupted; a notice offers the update.
    version = _deploy(site, "deploy 2")
    since = len(site_server.requests)
    _wait_update_notice(page)
    poll(page, "async () => (await navigator.serviceWorker.getRegistration()).waiting !== null", what="waiting")
    fetched = site_server.paths_requested(since)
    # Only the service worker and the two changed files came from the server:
    # unchanged files were copied from the old cache, not downloaded again.
    assert set(fetched) <= {"/sw.js", "/css/style.css", "/index.html"}, fetched
    assert "/css/style.css" in fetched and "/index.html" in fetched
    # Both versions are cached; the old one stays in charge until the next load.
    assert sorted(sw_facts(page)["caches"]) == sorted([*first, f"solitaire-precache-{version}"])
    assert "deploy 2" not in _markers(page)
    assert board_layout(page) == layout

    # The next load runs the new version, with the saved game intact.
    page.reload()
    wait_ready(page, profile.guard)
    assert "deploy 2" in _markers(page)
    facts = sw_facts(page)
    assert facts["caches"] == [f"solitaire-precache-{version}"], facts["caches"]
    assert saved_games(page) == save
    assert board_layout(page) == layout

    # Deploy 3, accepted from the notice: the page reloads into it, the game intact.
    version = _deploy(site, "deploy 3")
    _wait_update_notice(page)
    with page.expect_navigation(timeout=90_000):
        page.click("#update-accept")
    wait_ready(page, profile.guard)
    assert "deploy 3" in _markers(page)
    assert sw_facts(page)["caches"] == [f"solitaire-precache-{version}"]
    assert saved_games(page) == save
    assert board_layout(page) == layout
    play_a_move(page)
    assert csp_violations(page) == []
