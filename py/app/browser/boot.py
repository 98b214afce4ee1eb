"""Start-up: open the store, read the link, resume or deal, draw the board, bind the events, say ready."""

from __future__ import annotations

import datetime as _dt

from app.browser.ui.panels import apply_prefs
from app.browser.ui.transfer import restored_notice
from app.core.links import parse_query
from app.core.session import Session
from app.record.prefs import KEY as PREFS_KEY
from app.record.prefs import Prefs
from app.record.store import Store
from app.text.i18n import pick_language, set_language
from js import Uint32Array, document, window
from solitaire import SEED_MAX

from .dom import later
from .page import App
from .startup import take_early_tap


def random_seed() -> int:
    """A new deal number in 0..SEED_MAX from the browser's random source."""
    try:
        values = Uint32Array.new(1)
        window.crypto.getRandomValues(values)
        return int(values[0]) & SEED_MAX
    except Exception:
        return int(window.Math.random() * (SEED_MAX + 1)) & SEED_MAX


def local_today() -> _dt.date:
    """The device's date where the player is (the daily deal's day), from the browser's clock."""
    now = window.Date.new()
    return _dt.date(int(now.getFullYear()), int(now.getMonth()) + 1, int(now.getDate()))


def browser_languages() -> list[str]:
    try:
        return [str(tag) for tag in window.navigator.languages]
    except Exception:
        return [str(window.navigator.language or "")]


def start() -> App:
    """Boot: the store, the link, the game; then draw, bind, and mark <html data-ready>."""
    languages = browser_languages()
    set_language(pick_language(None, languages))  # for a notice about the storage itself
    store = Store.open(lambda: window.localStorage)
    prefs = Prefs.loads(store.get(PREFS_KEY))
    set_language(pick_language(prefs.language, languages))
    session = Session(
        store, lambda: float(window.performance.now()), random_seed, lambda: float(window.Date.now()), local_today
    )
    session.visible = document.visibilityState == "visible"
    session.winnable_only = prefs.winnable_only
    session.open(parse_query(str(window.location.search), local_today()))
    restored_notice(session)
    app = App(session, prefs, languages)
    apply_prefs(prefs)
    app.apply_language()
    shape = session.game.settings.shape
    app.board.build(shape.drawn_rows, shape.columns, shape.rows)
    app.render()
    app.write_url()
    app.voice.show(session.take_notices())
    app.bind()
    if session.game.arrived_over:  # a link to a finished board: say it is over
        app.open_end()
    app.board.live()  # replaces js/paint.js's inert picture
    document.documentElement.setAttribute("data-ready", "")
    take_early_tap(app)  # a tap made while Python started: kept by js/loading.js, carried out now
    later(0, app.start_assist)
    return app


__all__ = ["start"]
