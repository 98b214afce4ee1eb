"""The installed app: the Install button in the More menu (shown only while the browser offers to install, its
prompt() called on a press, gone once used or installed) and the manifest's shortcuts, each opening its kind of
deal, online and offline after a first visit.

The browser's offer is simulated: a synthetic ``beforeinstallprompt`` Event with a stub ``prompt`` method that
counts its calls (``window.prompted``)."""

from __future__ import annotations

import datetime as dt
import json
from pathlib import Path
from urllib.parse import parse_qs, urljoin, urlsplit

import pytest
from apphelp import NOON, SIZES, layout, open_in, wait_layout
from playwright.sync_api import expect

from solitaire import opening
from solitaire.daily import daily_deal
from solitaire.winnable import winnable_seeds

ROOT = Path(__file__).resolve().parents[2]
SHORTCUTS = {s["short_name"]: s["url"] for s in json.loads((ROOT / "manifest.webmanifest").read_text())["shortcuts"]}
DAY = dt.date(2026, 12, 1)

OFFER = """() => {
  window.prompted = 0;
  const event = new Event("beforeinstallprompt", { cancelable: true });
  event.prompt = () => { window.prompted += 1; return Promise.resolve(); };
  event.userChoice = Promise.resolve({ outcome: "accepted", platform: "web" });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}"""


def shortcut_url(server: str, short_name: str) -> str:
    return urljoin(f"{server}/manifest.webmanifest", SHORTCUTS[short_name])


def query(page) -> dict[str, list[str]]:
    return parse_qs(urlsplit(page.url).query)


def daily_layout(variant: str) -> str:
    deal = daily_deal(variant, DAY)
    return opening(deal.settings, deal.seed).layout()


def test_the_install_button_waits_for_the_offer_prompts_once_and_goes(open_app):
    page = open_app()
    install = page.locator("#install")
    page.click("#more")
    expect(page.locator("#more-menu")).to_be_visible()
    expect(install).to_be_hidden()  # no offer from the browser: no button
    assert page.evaluate(OFFER) is True  # the mini-infobar is kept from showing: the button offers it
    expect(install).to_be_visible()
    expect(install.locator(".label")).to_have_text("Install")
    install.click()
    assert page.evaluate("window.prompted") == 1
    expect(install).to_be_hidden()  # an offer is good for one prompt
    page.click("#more")
    expect(install).to_be_hidden()
    expect(page.locator("#more-menu")).to_be_visible()


def test_the_install_button_goes_once_the_app_is_installed(open_app):
    page = open_app()
    page.evaluate(OFFER)
    page.click("#more")
    expect(page.locator("#install")).to_be_visible()
    page.evaluate("window.dispatchEvent(new Event('appinstalled'))")
    expect(page.locator("#install")).to_be_hidden()
    assert page.evaluate("window.solitaireInstall.prompt()") is False  # the offer is gone
    assert page.evaluate("window.prompted") == 0


def test_an_offer_made_before_the_game_is_live_is_kept(page, server, wait_ready):
    page.add_init_script(f"document.addEventListener('DOMContentLoaded', {OFFER})")
    page.goto(f"{server}/")
    wait_ready(page)
    page.click("#more")
    expect(page.locator("#install")).to_be_visible()
    page.locator("#install").click()
    assert page.evaluate("window.prompted") == 1


@pytest.mark.parametrize("size", list(SIZES))
def test_the_install_button_fits_the_menu_on_every_screen_in_german(size, guard_factory, server, wait_ready):
    guard, page = open_in(guard_factory, server, wait_ready, SIZES[size], language="de")
    try:
        page.evaluate(OFFER)
        page.click("#more")
        install = page.locator("#install")
        expect(install.locator(".label")).to_have_text("Installieren")
        width, height = page.evaluate("[innerWidth, innerHeight]")
        box = install.bounding_box()
        assert box and box["x"] >= 0 and box["y"] >= 0, box
        assert box["x"] + box["width"] <= width and box["y"] + box["height"] <= height, box
        if "phone" in size:
            assert box["width"] >= 44 and box["height"] >= 44, box
        label = install.locator(".label").evaluate("(l) => l.scrollWidth <= l.clientWidth + 1")
        assert label  # the whole word shows
    finally:
        guard.close_and_check()


@pytest.mark.clock
def test_the_daily_shortcut_opens_todays_daily_deal_of_the_last_game(page, server, wait_ready):
    page.clock.set_fixed_time(NOON)
    page.goto(shortcut_url(server, "Daily deal"))
    wait_ready(page)
    wait_layout(page, daily_layout("addiction"))  # a first game: Addiction's
    assert query(page) == {"variant": ["addiction"], "daily": [DAY.isoformat()]}  # a reload opens it again
    page.goto(f"{server}/?variant=montana&seed=12")
    wait_ready(page)
    page.goto(shortcut_url(server, "Daily deal"))
    wait_ready(page)
    wait_layout(page, daily_layout("montana"))
    expect(page.locator("#deal-title")).to_have_text(f"daily deal {DAY.isoformat()}")


def test_the_winnable_shortcut_deals_a_proved_winnable_deal_of_the_last_game(page, server, wait_ready):
    for variant in ("addiction", "gaps"):
        if variant != "addiction":
            page.goto(f"{server}/?variant={variant}&seed=12")
            wait_ready(page)
        page.goto(shortcut_url(server, "Winnable deal"))
        wait_ready(page)
        page.wait_for_function("() => new URLSearchParams(location.search).has('seed')")
        found = query(page)
        assert found["variant"] == [variant]
        assert int(found["seed"][0]) in winnable_seeds(variant), found
        assert "winnable" not in found  # a reload keeps this deal


def test_the_shortcuts_open_offline_once_the_site_is_cached(offline_browsing, server, wait_ready):
    assert not any("/screenshots/" in url for url in offline_browsing.cached)  # only the install dialog's
    page = offline_browsing.new_page()
    page.clock.set_fixed_time(NOON)
    page.goto(shortcut_url(server, "Daily deal"))
    wait_ready(page)
    wait_layout(page, daily_layout("addiction"))
    page.goto(shortcut_url(server, "Winnable deal"))
    wait_ready(page)
    page.wait_for_function("() => new URLSearchParams(location.search).has('seed')")
    assert int(query(page)["seed"][0]) in winnable_seeds("addiction")
    assert layout(page)
