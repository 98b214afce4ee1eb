"""Saved games: a versioned JSON document that is validated and replayed on load.

:func:`loads` reads any text without raising anything but a :class:`SaveError`:
text longer than ``MAX_CHARS`` or nested deeper than ``MAX_DEPTH`` is refused
before it is parsed (``json.loads`` recurses once per level, and under Pyodide a
deep nest overflows the JavaScript stack), and every field is checked before the
actions are replayed on the deal.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from . import errors as e
from .game import MAX_BOOKMARKS, REDEAL, Game, parse_action, redeals_left
from .jsontext import nesting_depth
from .position import Position
from .settings import Settings
from .shape import Shape
from .status import Status

FORMAT = "addiction-solitaire-save"
VERSION = 1
# A save holds its settings, its action and redo lists and the glue's meta: two
# levels of nesting, a few more for what the meta may hold. A million characters
# is over 50,000 actions, far beyond any game a player makes.
MAX_CHARS = 1_000_000
MAX_DEPTH = 16


def game_to_dict(game: Game, meta: dict[str, Any] | None = None) -> dict[str, Any]:
    """The save document of ``game``; ``meta`` is kept as given (e.g. the glue's clock)."""
    return {
        "format": FORMAT,
        "version": VERSION,
        "settings": game.settings.to_dict(),
        "seed": game.seed,
        "start": game.start.layout() if game.from_layout else None,
        "actions": [str(a) for a in game.actions],
        "redo": [str(a) for a in game.redo_stack],
        "position": game.position.layout(),
        "gave_up": game.gave_up,
        "unlimited": game.unlimited,
        "bookmarks": {str(n): k for n, k in game.bookmarks.items()},
        "meta": dict(meta or {}),
    }


def dumps(game: Game, meta: dict[str, Any] | None = None) -> str:
    return json.dumps(game_to_dict(game, meta), separators=(",", ":"))


def _field(doc: dict[str, Any], name: str, kind: type | tuple[type, ...]) -> Any:
    if name not in doc:
        raise e.SaveFieldError(f"the save has no {name!r} field")
    value = doc[name]
    if not isinstance(value, kind) or (kind is not bool and isinstance(value, bool)):
        raise e.SaveFieldError(f"the save's {name!r} field has a wrong type ({type(value).__name__})")
    return value


def _strings(doc: dict[str, Any], name: str) -> list[str]:
    items = _field(doc, name, list)
    if not all(isinstance(x, str) for x in items):
        raise e.SaveFieldError(f"the save's {name!r} field must be a list of strings")
    return items


def _bookmarks(doc: dict[str, Any], length: int) -> tuple[dict[int, int], tuple[str, ...]]:
    """The save's bookmarks that mark a point of its line of ``length`` actions, and why each other one was
    dropped. A save without the field (written before bookmarks) has none; a bad bookmark never loses the
    game."""
    marks = doc.get("bookmarks", {})
    if not isinstance(marks, dict):
        return {}, (f"the bookmarks are not an object ({type(marks).__name__}): dropped",)
    kept: dict[int, int] = {}
    dropped: list[str] = []
    for name, count in marks.items():
        slot = int(name) if isinstance(name, str) and name.isascii() and name.isdigit() else 0
        if not 1 <= slot <= MAX_BOOKMARKS or str(slot) != name:
            dropped.append(f"bookmark {name!r} dropped: bookmarks are numbered 1 to {MAX_BOOKMARKS}")
        elif type(count) is not int or not 0 <= count <= length:
            dropped.append(f"bookmark {slot} dropped: {count!r} is not a point of this game (0 to {length})")
        else:
            kept[slot] = count
    return kept, tuple(dropped)


@dataclass(frozen=True)
class _Fields:
    """A save document's fields, each checked for its type (the one reader of the format's fields)."""

    settings: Settings
    seed: int
    start: str | None
    actions: list[str]
    redo: list[str]
    position: str
    gave_up: bool
    unlimited: bool
    meta: dict[str, Any]


def _fields(doc: Any) -> _Fields:
    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        raise e.SaveFormatError("not a saved game of this app")
    version = doc.get("version")
    if version != VERSION:
        raise e.SaveVersionError(f"save format version {version!r} is not known (this app reads version {VERSION})")
    try:
        settings = Settings.from_dict(_field(doc, "settings", dict))
    except e.SettingsError as err:
        raise e.SaveFieldError(f"the save's 'settings' field is wrong: {err}") from None
    seed = _field(doc, "seed", int)
    start_text = doc.get("start")
    if start_text is not None and not isinstance(start_text, str):
        raise e.SaveFieldError(f"the save's 'start' field has a wrong type ({type(start_text).__name__})")
    return _Fields(
        settings=settings,
        seed=seed,
        start=start_text,
        actions=_strings(doc, "actions"),
        redo=_strings(doc, "redo"),
        position=_field(doc, "position", str),
        gave_up=_field(doc, "gave_up", bool),
        # a practice game with no limit on redeals; a save written before practice games has no such field
        unlimited=_field(doc, "unlimited", bool) if "unlimited" in doc else False,
        meta=_field(doc, "meta", dict),
    )


def game_from_dict(doc: Any) -> tuple[Game, dict[str, Any]]:
    """The game a save document describes, replayed and checked, with its meta."""
    fields = _fields(doc)
    settings, actions, redo = fields.settings, fields.actions, fields.redo
    try:
        start = None if fields.start is None else Position.from_layout(fields.start, settings.shape)
    except e.LayoutError as err:
        raise e.SaveFieldError(f"the save's 'start' field is wrong: {err}") from None
    try:
        game = Game(settings, fields.seed, start, unlimited=fields.unlimited)
    except e.SolitaireError as err:
        raise e.SaveFieldError(f"the save's 'seed' field is wrong: {err}") from None
    for n, text in enumerate(actions, 1):
        try:
            game.push(parse_action(text, settings.shape))
        except e.SolitaireError as err:
            raise e.SaveActionError(f"action {n} ({text!r}) cannot be replayed: {err}") from None
    if game.position.layout() != fields.position:
        raise e.SaveTamperedError("the saved position is not where the saved actions lead")
    # Redo the undone actions to check them, then undo them again: that
    # rebuilds the redo stack exactly.
    for n, text in enumerate(reversed(redo), 1):
        try:
            game.push(parse_action(text, settings.shape))
        except e.SolitaireError as err:
            raise e.SaveActionError(f"redo action {n} ({text!r}) cannot be replayed: {err}") from None
    for _ in redo:
        game.pop()
    marks, game.dropped_bookmarks = _bookmarks(doc, len(actions) + len(redo))
    game.load_bookmarks(marks)
    if fields.gave_up:
        if game.status.over:
            raise e.SaveFieldError("the save says 'gave_up' of a game that had already ended")
        game.give_up()
    return game, fields.meta


@dataclass(frozen=True)
class SaveSummary:
    """What a save holds, read without replaying its actions (:func:`summarize`): enough to list it.

    The board is read on the shape of the save's own settings. Only :func:`loads` checks that the
    actions lead to the saved position; a summary of a save that :func:`loads` refuses may still be made.
    """

    settings: Settings
    seed: int
    from_layout: bool
    moves: int  # the actions that are not redeals
    redeals_used: int
    unlimited: bool  # a practice game with no limit on redeals
    ordered: int  # cards locked in place in the saved position
    over: bool  # won, stuck with no redeal left, or given up
    undone: int  # actions on the redo stack
    meta: dict[str, Any]

    @property
    def variant(self) -> str:
        return self.settings.variant

    @property
    def shape(self) -> Shape:
        return self.settings.shape

    @property
    def in_progress(self) -> bool:
        """True when losing this save would lose something the player did (:attr:`Game.in_progress`)."""
        return bool(self.moves or self.redeals_used or self.undone) and not self.over

    @property
    def redeals_left(self) -> int:
        """The redeals the deal's rules leave (:func:`~solitaire.game.redeals_left`)."""
        return redeals_left(self.settings, self.redeals_used, self.unlimited)


def summary_of(doc: Any) -> SaveSummary:
    """The :class:`SaveSummary` of a save document; a SaveError naming what is wrong."""
    fields = _fields(doc)
    settings = fields.settings
    try:
        position = Position.from_layout(fields.position, settings.shape)
    except e.LayoutError as err:
        raise e.SaveFieldError(f"the save's 'position' field is wrong: {err}") from None
    redeals = fields.actions.count(str(REDEAL))
    if redeals > settings.redeals and not fields.unlimited:
        raise e.SaveActionError(f"the save has {redeals} redeals; its deal allows {settings.redeals}")
    left = redeals_left(settings, redeals, fields.unlimited)
    status = Status.of(position, settings, redeals_left=left, gave_up=fields.gave_up, unlimited=fields.unlimited)
    return SaveSummary(
        settings=settings,
        seed=fields.seed,
        from_layout=fields.start is not None,
        moves=len(fields.actions) - redeals,
        redeals_used=redeals,
        unlimited=fields.unlimited,
        ordered=status.ordered,
        over=status.over,
        undone=len(fields.redo),
        meta=fields.meta,
    )


def _document(text: Any) -> Any:
    """The JSON document of a save's text, within the size and depth limits; a SaveError if not."""
    if not isinstance(text, str):
        raise e.SaveFormatError(f"a save is text, not {type(text).__name__}")
    if len(text) > MAX_CHARS:
        raise e.SaveTooLargeError(f"the save has {len(text):,} characters; no save is longer than {MAX_CHARS:,}")
    depth = nesting_depth(text)
    if depth > MAX_DEPTH:
        raise e.SaveTooDeepError(f"the save is nested {depth:,} levels deep; no save is nested deeper than {MAX_DEPTH}")
    try:
        return json.loads(text)
    except (ValueError, RecursionError) as err:
        raise e.SaveFormatError(f"the save is not valid JSON: {err}") from None


def summarize(text: str) -> SaveSummary:
    """The summary of the save ``text`` (see :class:`SaveSummary`); a SaveError naming what is wrong."""
    return summary_of(_document(text))


def loads(text: str) -> tuple[Game, dict[str, Any]]:
    """The game (and meta) saved in ``text`` by :func:`dumps`; a SaveError naming what is wrong."""
    return game_from_dict(_document(text))
