"""Helpers for the app's e2e tests: read the board from the DOM, tap cells, wait on DOM states."""

from __future__ import annotations

from playwright.sync_api import expect

from solitaire import COLS, Game, Position, preset
from solitaire.shape import CLASSIC, Shape
from tests.boards import ONE_FROM_WIN, TWO_GAPS_AT_THE_LEFT, WON

LAYOUT_JS = """() => {
  const rows = [[], [], [], []];
  for (const c of document.querySelectorAll('#board [data-row]'))
    rows[+c.dataset.row][+c.dataset.col] = c.dataset.card || '--';
  return rows.map(r => r.join('')).join('/');
}"""


def layout(page) -> str:
    """The board in the DOM as a layout string (DESIGN.md)."""
    return page.evaluate(LAYOUT_JS)


def wait_layout(page, expected: str, timeout: float = 10_000) -> None:
    """Wait until the DOM board reads ``expected``; fail showing both boards if it never does."""
    try:
        page.wait_for_function(f"(want) => ({LAYOUT_JS})() === want", arg=expected, timeout=timeout)
    except Exception:
        assert layout(page) == expected
        raise


def cell(page, index: int, columns: int = COLS):
    row, col = divmod(index, columns)  # 13 columns, or 14 where the aces play
    return page.locator(f'#board [data-row="{row}"][data-col="{col}"]')


def tap(page, index: int, columns: int = COLS) -> None:
    cell(page, index, columns).click()


def press(page, button_id: str) -> None:
    """Click toolbar button ``#button_id``, opening the "More" menu first when the button sits in it."""
    button = page.locator(f"#{button_id}")
    if button.evaluate("(b) => { const menu = b.closest('#more-menu'); return !!menu && menu.hidden; }"):
        page.click("#more")
    button.click()


def stat(page, name: str) -> int:
    """The first number in #stat-<name>."""
    text = page.locator(f"#stat-{name}").inner_text()
    return int("".join(ch if ch.isdigit() else " " for ch in text).split()[0])


def expect_stat(page, name: str, value: int) -> None:
    expect(page.locator(f"#stat-{name} b").first).to_have_text(str(value))


def storage(page) -> dict[str, str]:
    return page.evaluate(
        "() => Object.fromEntries(Object.keys(localStorage).filter(k => k.startsWith('solitaire.'))"
        ".map(k => [k, localStorage.getItem(k)]))"
    )


def single_moves(position: Position) -> tuple[int, int]:
    """A card that has exactly one move, and a gap that exactly one card fits (cells); neither card locked in
    place (a tap on a locked card only asks where: issue 13's guard against a stray tap)."""

    def free(move) -> bool:
        return not position.is_locked(move.src)

    card = next(m.src for m in position.legal_moves() if len(position.moves_from(m.src)) == 1 and free(m))
    gap = next(g for g in position.gaps() if len(moves := position.moves_to(g)) == 1 and free(moves[0]))
    return card, gap


def stuck_card(position: Position) -> int:
    return next(i for i, c in enumerate(position.cells) if c and not position.moves_from(i))


def new_deal(page, variant: str, seed: int) -> None:
    """Deal ``variant``'s deal ``seed`` through the New-game dialog, as a player does."""
    page.click("#new-game")
    page.locator(f"#new-variants input[value={variant}]").check()
    page.fill("#new-seed", str(seed))
    page.click("#new-deal")
    wait_layout(page, Game(preset(variant), seed).position.layout())


def play_one(page, shape: Shape = CLASSIC) -> str:
    """Tap a card that has exactly one move on a board of ``shape``; return the layout after it."""
    position = Position.from_layout(layout(page), shape)
    card, _ = single_moves(position)
    tap(page, card, shape.columns)
    after = position.play(position.moves_from(card)[0]).layout()
    wait_layout(page, after)
    return after


__all__ = ["COLS", "ONE_FROM_WIN", "TWO_GAPS_AT_THE_LEFT", "WON", "Game"]


# No service worker: page.route sees every request, so Python's files can be held back.
NO_WORKER = {"service_workers": "block"}
BUNDLE = "**/py/bundle.zip"


def hold(page, pattern: str = BUNDLE) -> list:
    """Hold back every request matching ``pattern`` until its route is continued (Python cannot start)."""
    held: list = []
    page.route(pattern, lambda route: held.append(route))
    return held


def release(page, held: list, pattern: str = BUNDLE) -> None:
    """Let the held requests go (waiting for the first to arrive) and stop holding."""
    for _ in range(1200):
        if held:
            break
        page.wait_for_timeout(50)
    assert held, "Python's files were never asked for"
    for route in held:
        route.continue_()
    page.unroute(pattern)


def release_and_expect_played(page, held: list, wait_ready, position: Position, card: int) -> None:
    """Let Python start, then see the tap on ``card`` made before it carried out: the one move from it."""
    release(page, held)
    wait_ready(page)
    wait_layout(page, position.play(position.moves_from(card)[0]).layout())
    expect(page.locator("#stat-moves b")).to_have_text("1")
