"""Links: the query string read into a deal request, every bad value a notice, and written back."""

from __future__ import annotations

from app.core.links import parse_query, query_for

from solitaire import SEED_MAX, Game, opening, preset
from tests.boards import WON


def test_a_full_link_names_a_deal():
    request = parse_query("?variant=montana&seed=42&redeals=1")
    assert (request.variant, request.seed, request.redeals, request.notices) == ("montana", 42, 1, [])
    assert request.names_a_deal


def test_a_layout_link_gives_a_position():
    request = parse_query(f"?variant=addiction&seed=1&layout={WON}")
    assert request.layout is not None and request.layout.layout() == WON


def test_a_link_by_another_name_of_a_game_opens_that_game():
    request = parse_query("?variant=Free-Parking&seed=5")
    assert (request.variant, request.seed, request.notices) == ("moonlight", 5, [])
    assert query_for(Game(preset(request.variant), 5)) == "?variant=moonlight&seed=5"  # written back by its name


def test_an_unknown_variant_is_a_notice():
    request = parse_query("?variant=klondike&seed=3")
    assert request.variant is None and not request.names_a_deal
    assert "unknown variant" in request.notices[0]


def test_a_seed_that_is_not_a_number_or_out_of_range_is_a_notice():
    for seed in ("abc", "-1", str(SEED_MAX + 1), "1e3", ""):
        request = parse_query(f"?variant=gaps&seed={seed}")
        assert request.seed is None, seed
        assert any("deal number" in n for n in request.notices), seed


def test_redeals_out_of_range_is_a_notice_and_the_deal_still_opens():
    request = parse_query("?variant=gaps&seed=5&redeals=9")
    assert request.redeals is None and request.names_a_deal
    assert "redeal count" in request.notices[0]


def test_a_bad_layout_is_a_notice():
    request = parse_query("?variant=gaps&seed=5&layout=2C3C")
    assert request.layout is None and request.names_a_deal
    assert "layout" in request.notices[0]


def test_a_layout_without_a_deal_is_not_used():
    request = parse_query(f"?layout={WON}")
    assert request.layout is None and request.notices


def test_no_query_is_no_request_and_no_notice():
    request = parse_query("")
    assert not request.names_a_deal and request.notices == []


def test_query_for_round_trips():
    game = Game(preset("spaces", 1), 99)
    request = parse_query(query_for(game))
    assert (request.variant, request.seed, request.redeals, request.layout) == ("spaces", 99, 1, None)
    start = opening(preset("addiction"), 7)
    puzzle = Game(preset("addiction"), 3, start)
    request = parse_query(query_for(puzzle))
    assert request.layout == start and request.redeals is None


def test_a_redeal_count_the_game_does_not_take_is_dropped_with_a_notice():
    request = parse_query("?variant=spoilt&seed=4&redeals=2")
    assert (request.variant, request.seed, request.redeals) == ("spoilt", 4, None)
    assert request.notices and "2" in request.notices[0]
    assert parse_query("?variant=spoilt&seed=4&redeals=0").redeals == 0
