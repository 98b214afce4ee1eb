"""When Python cannot start, the loading screen says so plainly instead of spinning forever (a first visit:
page.route sees every request of a page no service worker controls)."""

from __future__ import annotations

from playwright.sync_api import expect


def test_a_missing_python_runtime_gives_a_clear_message(server, fresh_page, fresh_browsing):
    page = fresh_page
    page.route("**/pyodide.asm.wasm", lambda route: route.fulfill(status=404, body="gone"))
    page.goto(f"{server}/")
    expect(page.locator("html")).to_have_attribute("data-boot-failed", "", timeout=60_000)
    expect(page.locator("#loading-text")).to_have_text("The game could not start.")
    expect(page.locator("#loading-error")).to_be_visible()
    expect(page.locator("#loading-error")).to_contain_text("Reload the page")
    assert page.locator("html[data-ready]").count() == 0
    assert any("pyodide.asm.wasm" in p for p in fresh_browsing.guard.problems())  # the failure we caused, and only it
    fresh_browsing.guard.clear()


def test_a_broken_glue_gives_a_clear_message(server, fresh_page, fresh_browsing):
    page = fresh_page
    page.route("**/py/main.py", lambda route: route.fulfill(status=200, body="raise SystemError('broken glue')"))
    page.goto(f"{server}/")
    expect(page.locator("html")).to_have_attribute("data-boot-failed", "", timeout=60_000)
    expect(page.locator("#loading-error")).to_contain_text("did not")
    assert any("broken glue" in p for p in fresh_browsing.guard.problems())
    fresh_browsing.guard.clear()
