"""The review in a real page: a lost game's end dialog offers "Where did it slip?", names the move that let the
win slip, and "Try from here" plays on from the last position a win was proved from."""

from __future__ import annotations

import json

import pytest
from apphelp import ANALYSIS_KEY, SIZES, press, wait_layout
from playwright.sync_api import expect

from solitaire.review import review_game, solver_for, states_of
from tests.app.fakes import new_session
from tests.boards import SOLVE_NODES, WINNABLE_GAPS_0, random_game

pytestmark = pytest.mark.analysis  # the review asks the analysis worker (or searches here until it is ready)

LINK = f"?variant=gaps&redeals=0&seed={WINNABLE_GAPS_0}"


def saved_game_in_progress():
    """The app's own storage after a lost game's actions but the last (played through the session under
    CPython), and that game: the page resumes it and the player gives up."""
    whole = random_game("gaps", 0, WINNABLE_GAPS_0, 1)
    storage: dict = {}
    session = new_session(storage, query=LINK)
    for action in whole.actions[:-1]:
        session.apply(action)
    return storage, session.game


def seed_storage(storage: dict) -> str:
    """An init script: ``storage`` in localStorage once (not again on a reload), and the review's node budget."""
    items = dict(storage, **{ANALYSIS_KEY: f"nodes:{SOLVE_NODES}"})
    return (
        "if (!sessionStorage.getItem('seeded')) {"
        f" for (const [k, v] of Object.entries({json.dumps(items)})) localStorage.setItem(k, v);"
        " sessionStorage.setItem('seeded', '1'); }"
    )


WORDS = {
    "en": {
        "review": "Where did it slip?",
        "slip": "Move {n} let the win slip",
        "retry": "Try from move {k}",
        "tried": "Practice from move {k}",
    },
    "de": {
        "review": "Wo ging es verloren?",
        "slip": "Mit Zug {n} ging der Gewinn verloren",
        "retry": "Ab Zug {k} versuchen",
        "tried": "Übung ab Zug {k}",
    },
}


@pytest.mark.parametrize(("size", "language"), [("desktop", "en"), ("phone-portrait", "de")])
def test_a_given_up_game_shows_where_it_slipped_and_tries_again_from_there(
    size, language, server, guard_factory, wait_ready
):
    words = WORDS[language]
    storage, game = saved_game_in_progress()
    storage["solitaire.v1.prefs"] = json.dumps({"language": language})
    slip = review_game(game, solver_for(None, SOLVE_NODES)).slip
    assert slip is not None  # the engine's review, the page's truth
    n, k = slip.number, slip.number - 1
    guard = guard_factory(analysis=True, **SIZES[size])
    try:
        page = guard.new_page()
        page.add_init_script(seed_storage(storage))
        page.goto(f"{server}/")
        wait_ready(page)
        wait_layout(page, game.position.layout())
        press(page, "give-up")
        page.click("#confirm-ok")
        expect(page.locator("#dlg-end")).to_be_visible()
        review = page.locator("#review")
        expect(review).to_be_visible()
        expect(review).to_have_text(words["review"])
        review.click()
        result = page.locator("#review-result")
        expect(result).to_have_attribute("data-review", "done", timeout=90_000)
        expect(result).to_have_attribute("data-finding", "slip")
        expect(result).to_contain_text(words["slip"].format(n=n))
        retry = page.locator("#review-retry")
        expect(retry).to_have_text(words["retry"].format(k=k))
        retry.click()
        expect(page.locator("#dlg-end")).to_be_hidden()
        wait_layout(page, states_of(game)[k].position.layout())
        expect(page.locator("#message")).to_contain_text(words["tried"].format(k=k))
        expect(page.locator("#undo")).to_be_enabled()  # the practice game keeps the moves that led there
    finally:
        guard.close_and_check()
