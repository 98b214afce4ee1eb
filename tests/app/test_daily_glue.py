"""The daily deal in the glue: links, the session, the days played and the streak, the share text in both
languages, the winnable-only dealer, Show me the win, and their place in the backup."""

from __future__ import annotations

import datetime as dt
import json

import pytest
from app.analysis.advice import ShowWin, proved_line
from app.analysis.assist import Assist
from app.core.events import Command, Kind, NewDeal, Source
from app.core.keys import Key, command_for
from app.core.links import parse_query, query_for
from app.core.session import Session
from app.present.rules_text import rules_text
from app.record.backup import export, kind_of, read_backup, read_value
from app.record.dailies import Dailies, DayResult, parse, share_text
from app.record.dealer import Dealer
from app.record.dealer import count as winnable_count
from app.record.guard import ReadReason, StoredValueError
from app.record.prefs import Prefs
from app.record.store import PREFIX, Store
from app.text.i18n import set_language

from solitaire import PRESETS, Game, Outcome, opening, preset
from solitaire.daily import daily_deal
from solitaire.solver import WON
from solitaire.winnable import winnable_pool, winnable_seeds
from tests.app.fakes import Clock, MemoryStorage

DAY = dt.date(2026, 12, 1)


def session_on(storage: dict, today: dt.date = DAY, query: str = "", seed: int = 4242) -> Session:
    session = Session(Store(MemoryStorage(storage)), Clock(), lambda: seed, today=lambda: today)
    session.open(parse_query(query, today))
    return session


def result(day: str, variant: str = "gaps", on: str | None = None, won: bool = True, own: bool = True) -> DayResult:
    return DayResult(day, variant, won, 48 if won else 30, 93, 252_000, own, on or day)


# -- links --------------------------------------------------------------------------------------------


def test_a_daily_link_names_that_days_deal():
    request = parse_query("?variant=spaces&daily=2026-12-01", DAY)
    assert (request.variant, request.daily, request.seed, request.notices) == ("spaces", "2026-12-01", None, [])
    assert request.names_a_deal


@pytest.mark.parametrize("day", ["2026-13-01", "tomorrow", "2025-12-31", "2026-12-1", "1" * 500])
def test_a_bad_date_is_a_notice_like_a_bad_seed(day):
    request = parse_query(f"?variant=gaps&daily={day}", DAY)
    assert request.daily is None and not request.names_a_deal
    [notice] = request.notices
    assert "is not a day from 2026-01-01 to 9999-12-31" in notice and len(notice) < 160


def test_a_day_not_come_yet_is_a_notice_with_a_days_grace_for_time_zones():
    assert parse_query("?variant=gaps&daily=2026-12-02", DAY).daily == "2026-12-02"
    late = parse_query("?variant=gaps&daily=2026-12-03", DAY)
    assert late.daily is None and late.notices == ["The daily deal of 2026-12-03 is not out yet."]


def test_what_a_daily_link_cannot_take_is_a_notice():
    request = parse_query("?variant=gaps&daily=2026-12-01&seed=5&redeals=1&layout=" + "--" * 52, DAY)
    assert (request.daily, request.seed, request.redeals, request.layout) == ("2026-12-01", None, None, None)
    assert any("deal number" in n for n in request.notices)
    assert any("redeal count" in n for n in request.notices)
    no_variant = parse_query("?daily=2026-12-01", DAY)
    assert not no_variant.names_a_deal and "no variant" in no_variant.notices[0]


def test_a_daily_game_writes_its_date_into_the_link():
    deal = daily_deal("montana", DAY)
    game = Game(deal.settings, deal.seed)
    assert query_for(game, "2026-12-01") == "?variant=montana&daily=2026-12-01"
    assert query_for(game) == f"?variant=montana&seed={deal.seed}"
    assert parse_query(query_for(game, "2026-12-01"), DAY).daily == "2026-12-01"


# -- the session ------------------------------------------------------------------------------------------


def test_a_daily_link_opens_that_days_deal_with_its_title():
    session = session_on({}, query="?variant=montana&daily=2026-12-01")
    deal = daily_deal("montana", DAY)
    assert (session.game.settings, session.game.seed) == (PRESETS["montana"], deal.seed)
    assert session.meta.daily == "2026-12-01"
    assert session.title == "Montana · daily deal 2026-12-01"


def test_two_players_on_the_same_day_get_the_same_deal():
    one = session_on({}, query="?variant=addiction&daily=2026-12-01", seed=1)
    two = session_on({}, seed=99)
    two.apply(NewDeal("addiction", daily="2026-12-01"))
    assert one.game.position == two.game.position == opening(PRESETS["addiction"], one.game.seed)


def test_the_daily_choice_resumes_the_days_game_in_progress():
    storage: dict = {}
    session = session_on(storage)
    session.apply(NewDeal("gaps", daily="2026-12-01"))
    session.apply(session.status.legal_moves[0])
    session.apply(NewDeal("gaps", seed=7))  # the daily game is set aside
    event = session.apply(NewDeal("gaps", daily="2026-12-01"))
    assert event.kind is Kind.RESUME and session.game.moves == 1 and session.meta.daily == "2026-12-01"
    refused = session.apply(NewDeal("gaps", daily="2026-12-01"))  # it is the game on the board
    assert refused.kind is Kind.REFUSED
    assert "That daily deal is the game on the board." in [n.text for n in session.take_notices()]
    # From another variant's game, the daily choice goes back to the day's game in its variant's place.
    session.apply(NewDeal("spaces", seed=3))
    back = session.apply(NewDeal("gaps", daily="2026-12-01"))
    assert back.kind is Kind.RESUME and session.game.moves == 1 and session.variant == "gaps"
    # A link to the day opens the same game, not a fresh deal.
    session.apply(NewDeal("spaces", seed=3))
    again = session_on(storage, query="?variant=gaps&daily=2026-12-01")
    assert again.game.moves == 1 and again.meta.daily == "2026-12-01"


def test_a_daily_game_set_aside_that_cannot_be_read_gives_way_to_a_fresh_deal():
    storage: dict = {}
    session = session_on(storage)
    session.apply(NewDeal("gaps", daily="2026-12-01"))
    session.apply(session.status.legal_moves[0])
    session.apply(NewDeal("gaps", seed=7))
    [key] = [k for k in storage if ".shelf." in k]
    storage[key] = storage[key].replace('"actions"', '"moves"')
    event = session.apply(NewDeal("gaps", daily="2026-12-01"))
    assert event.kind is Kind.NEW_DEAL and session.game.moves == 0 and session.meta.daily == "2026-12-01"
    assert any("could not be read" in n.text for n in session.take_notices())


def test_a_finished_daily_deal_is_kept_with_its_result_and_the_first_result_stands():
    storage: dict = {}
    session = session_on(storage)
    assert session.daily_waiting("gaps")
    session.apply(NewDeal("gaps", daily="2026-12-01"))
    session.apply(session.status.legal_moves[0], Source.AUTO)
    session.apply(Command.GIVE_UP)
    kept = session.dailies.get("2026-12-01", "gaps")
    assert kept is not None and (kept.won, kept.moves, kept.own, kept.played_on) == (False, 1, False, "2026-12-01")
    assert not session.daily_waiting("gaps") and session.daily_waiting("spaces")
    assert not session.daily_waiting("jungle")  # the wider family has no daily deal: nothing waits
    assert session.deal_label == "daily deal 2026-12-01"  # beside the heading that names the variant
    session.apply(Command.RESTART)  # the same daily deal again
    assert session.meta.daily == "2026-12-01"
    session.apply(Command.GIVE_UP)
    assert session.dailies.get("2026-12-01", "gaps") == kept
    assert Dailies(Store(MemoryStorage(storage))).get("2026-12-01", "gaps") == kept  # stored


def test_a_daily_game_set_aside_keeps_its_day_in_the_list():
    session = session_on({})
    session.apply(NewDeal("montana", daily="2026-12-01"))
    session.apply(session.status.legal_moves[0])
    session.apply(NewDeal("montana", seed=5))
    [waiting] = session.games_in_progress()
    assert waiting.meta.daily == "2026-12-01"
    from app.present.view import waiting_text

    assert waiting_text(waiting, "")[0] == "Montana · daily deal 2026-12-01"


# -- the days played and the streak ------------------------------------------------------------------------


def test_the_streak_counts_days_played_on_their_day_up_to_today():
    dailies = Dailies(Store(MemoryStorage()))
    assert dailies.streak(DAY) == 0
    for day in ("2026-11-28", "2026-11-29", "2026-11-30"):
        dailies.record(result(day))
    assert dailies.streak(DAY) == 3  # today not played yet does not break it
    dailies.record(result("2026-12-01", variant="spaces", won=False))
    assert dailies.streak(DAY) == 4  # a day counts when it was played, won or not
    assert dailies.streak(DAY + dt.timedelta(days=2)) == 0
    dailies.record(result("2026-11-26", on="2026-11-30"))  # played late: kept, but not for the streak
    dailies.record(result("2026-11-25"))
    assert dailies.streak(DAY) == 4 and dailies.longest_streak() == 4
    assert [r.day for r in dailies.results()][:2] == ["2026-12-01", "2026-11-30"]


def test_the_days_played_read_back_and_a_broken_record_is_set_aside_with_a_notice():
    storage: dict = {}
    dailies = Dailies(Store(MemoryStorage(storage)))
    dailies.record(result("2026-11-30", own=False))
    assert parse(storage[PREFIX + "daily"]) == {"2026-11-30": {"gaps": result("2026-11-30", own=False)}}
    for bad in ('{"version": 1, "days": {"2026-11-30": {"gaps": {"won": 1}}}}', "[", '{"version": 2}'):
        storage = {PREFIX + "daily": bad}
        broken = Dailies(Store(MemoryStorage(storage)))
        assert broken.results() == [] and broken.problem is not None
        assert broken.notice and storage[PREFIX + "daily.broken"] == bad


# -- the share text --------------------------------------------------------------------------------------


def test_the_share_text_gives_the_result_not_the_deal_in_english():
    text = share_text(result("2026-12-01", variant="montana"))
    assert text == "Addiction Solitaire, daily deal 2026-12-01\nMontana: won, 48/48, 93 moves, 4:12, on my own"
    deal = daily_deal("montana", DAY)
    assert str(deal.seed) not in text and "?" not in text
    lost = share_text(DayResult("2026-12-01", "gaps", False, 30, 1, 5_000, False, "2026-12-01"))
    assert lost.endswith("Gaps: not won, 30/48, 1 move, 0:05, with help")


def test_the_share_text_in_german():
    set_language("de")
    text = share_text(result("2026-12-01", variant="spaces"))
    assert text == "Addiction Solitaire, Tagesspiel 2026-12-01\nSpaces: gewonnen, 48/48, 93 Züge, 4:12, ohne Hilfe"
    lost = share_text(DayResult("2026-12-01", "gaps", False, 30, 1, 5_000, False, "2026-12-01"))
    assert lost.endswith("Gaps: nicht gewonnen, 30/48, ein Zug, 0:05, mit Hilfe")


# -- winnable deals only -------------------------------------------------------------------------------------


def test_the_winnable_option_deals_only_from_the_list_and_goes_through_it_before_repeating():
    storage: dict = {}
    session = session_on(storage)
    session.winnable_only = True
    seeds = winnable_seeds("gaps", 0)
    dealt = []
    for _ in range(len(seeds)):
        session.apply(NewDeal("gaps", 0))
        dealt.append(session.game.seed)
    assert sorted(dealt) == sorted(seeds)  # every deal from the list, none twice
    assert dealt != list(seeds)  # in an order of the player's own
    session.apply(NewDeal("gaps", 0))
    assert session.game.seed in seeds
    # The place in the list is kept: a new page goes on from there.
    later = session_on(storage)
    later.winnable_only = True
    later.apply(NewDeal("gaps", 0))
    assert later.game.seed in seeds and later.dealer.next_seed("gaps", 0) in seeds


def test_a_deal_number_or_the_option_off_deals_as_before():
    session = session_on({}, seed=123)
    session.apply(NewDeal("gaps", 3))
    assert session.game.seed == 123
    session.winnable_only = True
    session.apply(NewDeal("gaps", 3, seed=77))
    assert session.game.seed == 77
    session.apply(NewDeal("gaps", 3))
    assert session.game.seed in winnable_seeds("gaps", 3)


def test_an_empty_list_deals_at_random_and_says_so(monkeypatch):
    from solitaire.pools import Pool

    monkeypatch.setattr("app.record.dealer.winnable_pool", lambda variant, redeals: Pool("winnable", variant, redeals))
    session = session_on({}, seed=555)
    session.winnable_only = True
    session.apply(NewDeal("spaces", 1))
    assert session.game.seed == 555
    assert any("proved winnable" in n.text for n in session.take_notices())


def test_the_dialog_count_and_a_broken_place_in_the_lists():
    assert winnable_count("montana", 0) == winnable_count("gaps", 0) == len(winnable_pool("gaps", 0).entries)
    storage = {PREFIX + "winnable": '{"version": 1, "lists": {"gaps 3": {"salt": -1, "next": 0}}}'}
    dealer = Dealer(Store(MemoryStorage(storage)), lambda: 9)
    assert dealer.next_seed("gaps", 3) in winnable_seeds("gaps", 3)  # the order starts afresh


def test_the_option_is_remembered_in_the_preferences():
    assert Prefs().winnable == "off"
    prefs = Prefs.loads(Prefs().with_choice("winnable", "on").dumps())
    assert prefs.winnable == "on"
    assert Prefs.loads('{"winnable": "always"}').winnable == "off"
    with pytest.raises(StoredValueError):
        Prefs.parse('{"winnable": "always"}')


# -- the backup ----------------------------------------------------------------------------------------------


def test_the_days_played_and_the_places_in_the_lists_are_exported_and_read_back():
    storage: dict = {}
    store = Store(MemoryStorage(storage))
    Dailies(store).record(result("2026-11-30"))
    Dealer(store, lambda: 5).next_seed("gaps", 3)
    assert kind_of("daily") == "daily" and kind_of("winnable") == "winnable"
    assert kind_of("daily.broken") is None
    backup = export(store)
    assert set(backup.values) >= {"daily", "winnable"}
    restore = read_backup(backup.text)
    assert restore.values["daily"] == storage[PREFIX + "daily"] and not restore.rejected
    for key, bad in (("daily", '{"version": 1, "days": []}'), ("winnable", '{"version": 1, "lists": 3}')):
        with pytest.raises(StoredValueError) as caught:
            read_value(key, bad)
        assert caught.value.reason is ReadReason.WRONG_SHAPE
    doc = json.loads(backup.text)
    doc["values"]["daily"] = "{"
    assert [r.key for r in read_backup(json.dumps(doc)).rejected] == ["daily"]


# -- show me the win ---------------------------------------------------------------------------------------------


def cheapest(variant: str, redeals: int):
    return min(winnable_pool(variant, redeals).entries, key=lambda e: e.nodes)


def test_show_me_the_win_plays_the_proved_line_to_a_win_and_the_game_counts_as_assisted():
    entry = cheapest("gaps", 3)
    storage: dict = {}
    session = session_on(storage, query=f"?variant=gaps&seed={entry.seed}")
    assist = Assist(Clock(), budget_ms=float("inf"))
    assist.update(session.game)
    while not assist.slice():
        pass
    assert assist.verdict == WON and proved_line(session.game, assist.analysis)
    show = ShowWin()
    while (action := show.next(session.game, assist.analysis)) is not None:
        event = session.apply(action, Source.SOLUTION)
        assert event.changed and event.source is Source.SOLUTION
        assist.update(session.game, event)  # the rest of the line is carried along: no new search
        assert assist.analysis.done
    assert (
        session.game.status.outcome is Outcome.WON
        and show.reason == "Shown: won! (The game counts as played with help.)"
    )
    assert show.steps == entry.length
    assert session.meta.assisted
    stats = session.stats.get("gaps")
    assert (stats.won, stats.assisted_wins, stats.fewest_moves) == (0, 1, None)


def test_show_me_the_win_stops_where_no_line_is_known():
    session = session_on({}, query="?variant=gaps&seed=1")
    show = ShowWin()
    assert show.next(session.game, None) is None and "not known" in show.reason
    assert proved_line(session.game, None) == []


def test_w_is_the_key_for_show_me_the_win():
    assert command_for(Key("w")) == command_for(Key("W")) == "show-win"


# -- the rules page ---------------------------------------------------------------------------------------------


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_rules_say_what_proved_winnable_means_with_and_without_redeals(language):
    set_language(language)
    sections = dict(rules_text(preset("gaps", 3)))
    heading = "Deals proved winnable" if language == "en" else "Bewiesen gewinnbare Spiele"
    with_redeals = " ".join(sections[heading])
    assert ("different redeal" if language == "en" else "anders gemischt") in with_redeals
    without = " ".join(dict(rules_text(preset("gaps", 0)))[heading])
    assert ("no redeal" if language == "en" else "Ohne Mischen") in without
    assert with_redeals != without


def test_a_daily_link_to_a_game_without_daily_deals_says_the_game_has_none():
    session = session_on({})
    session.open(parse_query("?variant=blue-moon&daily=2026-12-01", DAY))
    texts = [n.text for n in session.take_notices()]
    assert texts == [
        "Blue Moon has no daily deals (they are for Addiction, Gaps, Montana, Spaces); a new deal was dealt instead."
    ]
    assert session.variant == "blue-moon" and not session.meta.daily and session.game.moves == 0
