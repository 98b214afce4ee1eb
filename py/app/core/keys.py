"""The keyboard: which key does what, and where the arrows take the focus on the board (pure)."""

from __future__ import annotations

from dataclasses import dataclass

from app.core.events import GoToBookmark, SetBookmark


@dataclass(frozen=True)
class Key:
    """One keydown, as the browser reports it."""

    key: str
    ctrl: bool = False  # Ctrl, or Cmd on a Mac
    shift: bool = False
    alt: bool = False
    code: str = ""  # the physical key ("Digit3"): Shift+3 is "#" on one keyboard and "§" on another


# What the "?" dialog lists, in order: catalogue ids, shown as t("keys.<id>.keys") and t("keys.<id>.does").
HELP: tuple[str, ...] = (
    "arrows",
    "row_ends",
    "corners",
    "enter",
    "escape",
    "undo",
    "redo",
    "redeal",
    "hint",
    "auto",
    "show_win",
    "new",
    "bookmark_set",
    "bookmark_go",
    "read_board",
    "read_status",
    "help",
)

_PLAIN = {
    "u": "undo",
    "r": "redeal",
    "h": "hint",
    "a": "auto",
    "w": "show-win",
    "n": "new-game",
    "b": "read-board",  # for a screen reader: the whole board, row by row, in the live region
    "s": "read-status",  # the status line, in the same region
    "?": "keys",
}

# The bookmark commands: "bookmark-set" (the lowest free one), "bookmark-set:N" and "bookmark-go:N", from the
# keys below and the "More" menu's buttons (app.present.view.bookmark_buttons).
BOOKMARK_SET = "bookmark-set"
BOOKMARK_GO = "bookmark-go"


def bookmark_command(name: str, slot: int) -> str:
    """The command of bookmark ``slot`` for ``name`` (BOOKMARK_SET or BOOKMARK_GO): "bookmark-go:3"."""
    return f"{name}:{slot}"


def bookmark_request(command: str | None) -> SetBookmark | GoToBookmark | None:
    """The session's request for a bookmark command, or None for any other command. The number is the engine's
    to check (a BookmarkSlotError says why one out of 1 to 9 is refused)."""
    if command == BOOKMARK_SET:
        return SetBookmark()
    name, colon, number = (command or "").partition(":")
    if not colon or not number.isdigit() or name not in (BOOKMARK_SET, BOOKMARK_GO):
        return None
    return SetBookmark(int(number)) if name == BOOKMARK_SET else GoToBookmark(int(number))


def command_for(k: Key) -> str | None:
    """The command a key runs anywhere on the page (no dialog open), or None."""
    if k.alt:
        return None
    if k.shift and not k.ctrl and len(k.code) == 6 and k.code.startswith("Digit") and k.code[5] in "123456789":
        return bookmark_command(BOOKMARK_SET, int(k.code[5]))  # Shift+1..9 sets bookmark 1..9
    if not k.shift and not k.ctrl and len(k.key) == 1 and k.key in "123456789":
        return bookmark_command(BOOKMARK_GO, int(k.key))  # 1..9 goes to it
    low = k.key.lower()
    if k.ctrl:
        if low == "z":
            return "redo" if k.shift else "undo"
        if low == "y":
            return "redo"
        return None
    return _PLAIN.get(k.key if k.key == "?" else low)


# On a turned board (a phone in portrait) each game row runs top to bottom: the arrows go
# where they point on the screen, so Down and Up move along the game's row.
TURNED = {"ArrowDown": "ArrowRight", "ArrowUp": "ArrowLeft", "ArrowRight": "ArrowDown", "ArrowLeft": "ArrowUp"}


def board_target(
    k: Key, index: int, choices: tuple[int, ...] = (), *, cols: int, rows: int, turned: bool = False
) -> int | None:
    """Where a key moves the board's focus from cell ``index``, or None if it is not a board move key.

    While a pick waits (``choices`` not empty), the arrows step through the
    choices in reading order, wrapping round; otherwise they move one cell,
    Home/End go to the row's ends and Ctrl+Home/End to the board's corners.
    On a ``turned`` board the arrows follow the screen: Down and Up along the
    game's row, Right and Left to the next and the previous row.
    """
    if turned and k.key in TURNED:
        k = Key(TURNED[k.key], k.ctrl, k.shift, k.alt)
    if choices:
        order = sorted(choices)
        if k.key in ("ArrowRight", "ArrowDown", "ArrowLeft", "ArrowUp"):
            step = 1 if k.key in ("ArrowRight", "ArrowDown") else -1
            if index in order:
                return order[(order.index(index) + step) % len(order)]
            ahead = [c for c in order if c > index] if step > 0 else [c for c in reversed(order) if c < index]
            return ahead[0] if ahead else order[0 if step > 0 else -1]
        if k.key == "Home":
            return order[0]
        if k.key == "End":
            return order[-1]
        return None
    r, c = divmod(index, cols)
    if k.key == "Home":
        return 0 if k.ctrl else r * cols
    if k.key == "End":
        return rows * cols - 1 if k.ctrl else r * cols + cols - 1
    moves = {
        "ArrowLeft": (r, max(0, c - 1)),
        "ArrowRight": (r, min(cols - 1, c + 1)),
        "ArrowUp": (max(0, r - 1), c),
        "ArrowDown": (min(rows - 1, r + 1), c),
    }
    if k.key not in moves:
        return None
    nr, nc = moves[k.key]
    return nr * cols + nc
