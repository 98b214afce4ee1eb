"""axe-core (from npm, node_modules/axe-core) finds no accessibility violation: light and dark, English and German."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from app.record.prefs import SETTINGS, Prefs
from apphelp import SIZES, press
from playwright.sync_api import expect

ROOT = Path(__file__).resolve().parents[2]
AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"

# Every WCAG 2.0-2.2 A/AA rule and axe's best practices, on the whole page. One exception, on the
# board's cells only: label-content-name-mismatch (WCAG 2.5.3, meant for the labels of controls) wants
# a card showing "Q♠" to be named with "Q"; a cell is named by its card ("queen of spades", "Pik-Dame"),
# which is what a screen reader should say. The rule still runs on everything outside the board.
RUN_AXE = """async (selector) => {
  const root = selector ? document.querySelector(selector) : document;
  const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];
  const all = await axe.run(root, {
    runOnly: { type: "tag", values: tags },
    rules: { "label-content-name-mismatch": { enabled: false } },
  });
  const named = await axe.run(
    { include: [selector || "html"], exclude: [["#board .cell"]] },
    { runOnly: { type: "rule", values: ["label-content-name-mismatch"] } },
  );
  return [...all.violations, ...named.violations].map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    nodes: v.nodes.slice(0, 5).map((n) => n.target.join(" ") + " :: " + n.failureSummary.replace(/\\s+/g, " ")),
  }));
}"""

# The dialogs a player opens, and the toolbar button that opens each (some sit in the "More" menu).
DIALOGS = {"#dlg-new": "new-game", "#dlg-rules": "rules", "#dlg-stats": "stats", "#dlg-settings": "settings"}
PHONE = SIZES["phone-portrait-390"]


def check(page, where: str, selector: str | None = None) -> None:
    violations = page.evaluate(RUN_AXE, selector)
    assert not violations, f"axe-core violations ({where}):\n" + json.dumps(violations, indent=2, ensure_ascii=False)


@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize("theme", ["light", "dark"])
def test_no_axe_violations(theme, language, server, guard_factory, wait_ready):
    assert AXE.is_file(), "node_modules/axe-core is missing: run `make install`"
    # axe is injected as a script; the page's CSP allows only its own files, so this context bypasses it.
    guard = guard_factory(bypass_csp=True, viewport={"width": 1280, "height": 800})
    try:
        page = guard.new_page()
        page.emulate_media(reduced_motion="reduce")
        prefs = json.dumps({"theme": theme, "language": language})
        page.add_init_script(f"localStorage.setItem('solitaire.v1.prefs', {json.dumps(prefs)})")
        page.goto(f"{server}/?variant=gaps&seed=8")
        wait_ready(page)
        assert page.get_attribute("html", "data-theme") == theme
        assert page.get_attribute("html", "lang") == language
        page.add_script_tag(path=str(AXE))
        page.wait_for_timeout(300)  # let the first animations end
        check(page, f"{theme}, {language}, board")
        page.click("#more")
        expect(page.locator("#more-menu")).to_be_visible()
        check(page, f"{theme}, {language}, the More menu open")
        page.keyboard.press("Escape")
        expect(page.locator("#more-menu")).to_be_hidden()
        for dialog, opener in DIALOGS.items():
            press(page, opener)
            expect(page.locator(dialog)).to_be_visible()
            check(page, f"{theme}, {language}, {dialog}", dialog)
            page.keyboard.press("Escape")
            expect(page.locator(dialog)).to_be_hidden()
        page.keyboard.press("?")
        expect(page.locator("#dlg-keys")).to_be_visible()
        check(page, f"{theme}, {language}, #dlg-keys", "#dlg-keys")
    finally:
        guard.close_and_check()


@pytest.mark.parametrize(("theme", "language"), [("light", "en"), ("dark", "de")])
def test_no_axe_violations_on_a_phone_with_the_board_turned(theme, language, server, guard_factory, wait_ready):
    guard = guard_factory(bypass_csp=True, **PHONE)
    try:
        page = guard.new_page()
        page.emulate_media(reduced_motion="reduce")
        prefs = json.dumps({"theme": theme, "language": language})
        page.add_init_script(f"localStorage.setItem('solitaire.v1.prefs', {json.dumps(prefs)})")
        page.goto(f"{server}/?variant=gaps&seed=8")
        wait_ready(page)
        assert page.evaluate("getComputedStyle(document.querySelector('.table')).getPropertyValue('--turned')") == "1"
        page.add_script_tag(path=str(AXE))
        page.wait_for_timeout(300)
        check(page, f"phone, {theme}, {language}, board")
        page.tap("#more")
        expect(page.locator("#more-menu")).to_be_visible()
        check(page, f"phone, {theme}, {language}, the More menu open")
        press(page, "rules")
        expect(page.locator("#dlg-rules")).to_be_visible()
        check(page, f"phone, {theme}, {language}, #dlg-rules", "#dlg-rules")
    finally:
        guard.close_and_check()


# Every setting away from its default: each one's last choice (dark, four colours, no motion, German, the
# largest cards, left-handed, sounds, every figure hidden, winnable deals only), read from the table that owns
# them, so that a setting added later is checked here too.
EVERY_SETTING_ON = {name: setting.choices[-1] for name, setting in SETTINGS.items()}


@pytest.mark.parametrize("size", ["desktop", "phone-portrait-390", "phone-landscape"])
def test_no_axe_violations_with_every_setting_on(size, server, guard_factory, wait_ready):
    guard = guard_factory(bypass_csp=True, **SIZES[size])
    try:
        page = guard.new_page()
        page.add_init_script(f"localStorage.setItem('solitaire.v1.prefs', {json.dumps(json.dumps(EVERY_SETTING_ON))})")
        page.goto(f"{server}/?variant=gaps&seed=8")
        wait_ready(page)
        for name, value in Prefs(**EVERY_SETTING_ON).html_attributes().items():
            assert page.get_attribute("html", name) == value, name
        page.add_script_tag(path=str(AXE))
        check(page, f"{size}, every setting on, board")
        page.click("#more")
        expect(page.locator("#more-menu")).to_be_visible()
        check(page, f"{size}, every setting on, the More menu open")
        page.keyboard.press("Escape")
        press(page, "settings")
        expect(page.locator("#dlg-settings")).to_be_visible()
        check(page, f"{size}, every setting on, #dlg-settings", "#dlg-settings")
    finally:
        guard.close_and_check()
