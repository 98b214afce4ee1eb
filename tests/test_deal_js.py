"""js/deal.js against the engine: the deal a link paints before Python starts is the deal Python plays.

The script runs under node (with the engine's data written in as scripts/build.py writes it), over many seeds
of every preset, many days of every daily game, layouts good and bad, and queries good and hostile: where the
script names a board it is the one py/app/core/links.py and the engine deal, and where Python would refuse or drop a
value the script names none (the page then paints no board rather than a wrong one)."""

from __future__ import annotations

import datetime as _dt
import importlib.util
import json
import random
import shutil
import subprocess
from pathlib import Path

import pytest
from app.core.links import parse_query

from solitaire import ALIASES, PRESETS, SEED_MAX, Game, SolitaireError, opening, preset
from solitaire.cards import RANKS
from solitaire.daily import daily_deal, first_day

ROOT = Path(__file__).resolve().parents[1]
_spec = importlib.util.spec_from_file_location("build", ROOT / "scripts" / "build.py")
build = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(build)

# Reads a list of calls [name, ...args] on stdin, prints their answers as one JSON list.
HARNESS = r"""
const fs = require("fs");
const vm = require("vm");
vm.runInThisContext(fs.readFileSync(process.argv[1], "utf8"));
const calls = JSON.parse(fs.readFileSync(0, "utf8"));
console.log(JSON.stringify(calls.map(([name, ...args]) => globalThis.solitaireDeal[name](...args))));
"""
TODAY = "2026-12-01"


@pytest.fixture(scope="module")
def deal_js(tmp_path_factory) -> Path:
    if shutil.which("node") is None:
        pytest.fail("node not found: it runs js/deal.js (install nodejs)", pytrace=False)
    path = tmp_path_factory.mktemp("js") / "deal.js"
    shutil.copy(ROOT / "js" / "deal.js", path)
    build.write_marker(path, build.DEAL_MARKER, build.deal_data())
    return path


@pytest.fixture(scope="module")
def unbuilt_deal_js() -> Path:
    if shutil.which("node") is None:
        pytest.fail("node not found: it runs js/deal.js (install nodejs)", pytrace=False)
    return ROOT / "js" / "deal.js"


def run(deal_js: Path, calls: list[list]) -> list:
    proc = subprocess.run(
        ["node", "-e", HARNESS, str(deal_js)], input=json.dumps(calls), capture_output=True, text=True
    )
    assert proc.returncode == 0, proc.stderr
    return json.loads(proc.stdout)


def seeds() -> list[int]:
    draw = random.Random(28)
    return [*range(200), SEED_MAX, SEED_MAX - 1, 2**31, 2**31 - 1, *(draw.randrange(SEED_MAX + 1) for _ in range(200))]


@pytest.mark.parametrize("variant", list(PRESETS))
def test_every_preset_opens_the_same_deal_in_the_script_and_the_engine(deal_js, variant):
    wanted = [opening(PRESETS[variant], seed).layout() for seed in seeds()]
    assert run(deal_js, [["opening", variant, seed] for seed in seeds()]) == wanted


def test_a_seed_out_of_range_or_an_unknown_variant_opens_nothing(deal_js):
    calls = [["opening", "gaps", -1], ["opening", "gaps", SEED_MAX + 1], ["opening", "gaps", 1.5], ["opening", "x", 1]]
    assert run(deal_js, calls) == [None] * 4


def test_the_daily_deal_is_the_same_seed_in_the_script_and_the_engine(deal_js):
    start = first_day()
    days = [start + _dt.timedelta(days=n) for n in (*range(400), 1000, 5000, 100_000)] + [_dt.date(9999, 12, 31)]
    calls, wanted = [], []
    for variant in ("addiction", "gaps", "montana", "spaces"):
        for day in days:
            calls.append(["dailySeed", variant, day.isoformat()])
            wanted.append(daily_deal(variant, day).seed)
    assert run(deal_js, calls) == wanted


def test_a_day_without_a_daily_deal_gives_no_seed(deal_js):
    calls = [["dailySeed", v, d] for v, d in (("gaps", "2025-12-31"), ("gaps", "2026-02-30"), ("jungle", TODAY))]
    calls += [["dailySeed", "gaps", d] for d in ("2026-1-01", "20260101", "2026-01-01x", "10000-01-01")]
    assert run(deal_js, calls) == [None] * len(calls)


def boards() -> dict[tuple, str]:
    """A preset of each board (rows, columns, ranks in play), by board."""
    found: dict[tuple, str] = {}
    for variant, settings in PRESETS.items():
        shape = settings.shape
        found.setdefault((shape.rows, shape.columns, shape.ranks), variant)
    return found


def tokens(layout: str) -> list[str]:
    return [row[i : i + 2] for row in layout.split("/") for i in range(0, len(row), 2)]


def more_of(layout: str) -> tuple[str, str]:
    """``layout`` with its first card once more than before (in place of another card), and that card."""
    cards = [token for token in tokens(layout) if token != "--"]
    return layout.replace(next(card for card in cards if card != cards[0]), cards[0], 1), cards[0]


def layouts() -> list[tuple[str, str]]:
    """Layouts of every preset's board, each with a few broken copies, and every other board's layout."""
    others = {board: opening(PRESETS[variant], 99).layout() for board, variant in boards().items()}
    found = []
    for variant, settings in PRESETS.items():
        shape = settings.shape
        good = opening(settings, 99).layout()
        rows = good.split("/")
        again, first = more_of(good)  # a card twice on one deck, three times on two
        found += [
            (variant, good),
            (variant, good.replace("/", "")),
            (variant, good[:-2] + good[:2]),  # a card once more, a gap missing
            (variant, good.replace("--", "AH", 1)),  # an ace (out of the game where the aces are lifted)
            (variant, good.replace(first, "Z" + first[1], 1)),
            (variant, "/".join([*rows[:-1], rows[-1][:-2]])),
            (variant, "/".join(rows[:4] if shape.rows > 4 else rows + rows)),  # four rows too few, or too many
            (variant, again),
            (variant, good.lower()),
            *((variant, text) for board, text in others.items() if board != (shape.rows, shape.columns, shape.ranks)),
            # a card of each rank out of play (the 2 to the 5 in Paganini, the lifted 6 in Line Up) for the first card
            *((variant, good.replace(first, r + first[1], 1)) for n, r in enumerate(RANKS, 1) if n not in shape.ranks),
        ]
    return found


def spoilt_layouts() -> list[tuple[str, str]]:
    """Spoilt's boards as games reach them (face-down cards in lower case, the waste and the talon after), and
    copies no game reaches: a face-up card out of its column, a row of two suits, a suit in two rows, a face-down
    card in the first column, an empty cell further right, a talon behind an empty waste, a face-up talon card."""
    draw = random.Random(29)
    found = []
    for seed in range(12):
        game = Game(PRESETS["spoilt"], seed)
        while game.status.legal_moves:
            found.append(("spoilt", game.position.layout()))
            game.push(draw.choice(game.status.legal_moves))
        found.append(("spoilt", game.position.layout()))
    good = found[len(found) // 2][1]
    rows = good.split("/")
    board = "/".join(rows[:4])
    up = next(t for t in tokens(board) if t not in ("--",) and t == t.upper())
    found += [
        ("spoilt", good.replace(up, up.lower(), 1)),  # a face-up card turned down again
        ("spoilt", "/".join([rows[0][:2].replace("--", "7c") + rows[0][2:], *rows[1:]])),
        ("spoilt", "/".join([rows[0][:2] + "--" + rows[0][4:] + rows[0][2:4], *rows[1:]])),
        ("spoilt", "/".join([*rows[:4], "--" + rows[4][2:]])),
        ("spoilt", "/".join([*rows[:4], rows[4][:2] + rows[4][2:].upper()])),
        ("spoilt", "/".join([*rows[:4], rows[4] + rows[4][-2:]])),
        ("spoilt", good.replace("/", "", 1)),
    ]
    return found


def test_a_layout_is_read_as_the_engine_reads_it_on_the_variants_board(deal_js):
    cases = layouts() + spoilt_layouts()
    answers = run(deal_js, [["readLayout", variant, text] for variant, text in cases])
    for (variant, text), answer in zip(cases, answers, strict=True):
        request = parse_query(f"?variant={variant}&seed=1&layout={text}")
        assert answer == (request.layout.layout() if request.layout is not None else None), (variant, text)


def test_two_decks_take_a_card_twice_not_three_times_and_a_rank_out_of_play_is_refused(deal_js):
    double = opening(PRESETS["double-montana"], 5).layout()
    thrice, card = more_of(double)
    assert tokens(double).count(card) == 2 and tokens(thrice).count(card) == 3
    paganini = opening(PRESETS["paganini"], 5).layout()
    line_up = opening(PRESETS["line-up"], 5).layout()
    assert "6C" in paganini and "5H" in line_up
    cases = [
        ["double-montana", double],
        ["double-montana", thrice],
        ["paganini", paganini],
        ["paganini", paganini.replace("6C", "5C")],
        ["line-up", line_up],
        ["line-up", line_up.replace("5H", "6H")],
    ]
    wanted = [double, None, paganini, None, line_up, None]
    assert run(deal_js, [["readLayout", *case] for case in cases]) == wanted


def test_the_built_data_names_every_preset_and_alias(deal_js):
    data = build.deal_data()
    assert set(data["games"]) == set(PRESETS)
    assert data["aliases"] == ALIASES
    for variant, game in data["games"].items():
        shape = PRESETS[variant].shape
        board = (game["rows"], game["columns"], game["gaps"], game["decks"], game["ranks"])
        assert board == (shape.rows, shape.columns, shape.gaps, shape.decks, "".join(RANKS[r - 1] for r in shape.ranks))
    names = [*PRESETS, *ALIASES]
    answers = run(deal_js, [["fromQuery", f"?variant={name}&seed=3", TODAY] for name in names])
    assert [answer and answer["variant"] for answer in answers] == [ALIASES.get(name, name) for name in names]


def test_the_unbuilt_script_answers_nothing(unbuilt_deal_js):
    calls = [
        ["opening", "gaps", 1],
        ["readLayout", "gaps", opening(PRESETS["gaps"], 1).layout()],
        ["dailySeed", "gaps", "2026-03-04"],
        ["fromQuery", "?variant=gaps&seed=1", TODAY],
        ["fromQuery", "?variant=free-parking&seed=1", TODAY],
    ]
    assert run(unbuilt_deal_js, calls) == [None] * len(calls)


QUERIES = [
    "?variant=gaps&seed=700",
    "?variant=Gaps&seed=+0700+",
    "?seed=5&variant=montana&redeals=0",
    "?variant=addiction&seed=4294967295",
    "?variant=addiction&seed=4294967296",
    "?variant=addiction&seed=000000000000000000012",
    "?variant=addiction&seed=1e3",
    "?variant=addiction&seed=-1",
    "?variant=addiction&seed=",
    "?variant=addiction&seed=%EF%BC%91",  # a full-width digit: Python refuses it
    "?variant=addiction&seed=%EF%BB%BF1",  # a byte-order mark Python's strip() keeps
    "?variant=spaces&seed=3&redeals=4",
    "?variant=spaces&seed=3&redeals=2",
    "?variant=blue-moon&seed=12",
    "?variant=spaces-and-aces&seed=12&redeals=0",
    "?variant=nope&seed=12",
    "?seed=12",
    "?variant=gaps",
    "?variant=gaps&seed=1&seed=2",
    "?variant=gaps&variant=montana&seed=2",
    "?variant=gaps&daily=2026-03-04",
    "?variant=montana&daily=2026-12-01&seed=9&redeals=1",
    "?variant=addiction&daily=2026-12-02",  # tomorrow: Python's day of grace, not painted
    "?variant=addiction&daily=2027-01-01&seed=4",
    "?variant=spaces&daily=2026-02-30&seed=4",
    "?variant=jungle&daily=2026-03-04",
    "?variant=gaps&daily=today",  # the installed app's shortcut: the day given as today
    "?variant=Montana&daily=+TODAY+&seed=4",
    "?daily=today",  # of the last game played: Python picks it, the script paints the last board
    "?variant=gaps&winnable",
    "?variant=gaps&seed=9&layout=" + opening(PRESETS["gaps"], 1).layout(),
    "?variant=paganini&seed=77",
    "?variant=Long-Trip&seed=77&redeals=0",
    "?variant=pretzel&seed=77",
    "?variant=station&daily=2026-03-04",
    "?variant=double-blue-moon&seed=2&layout=" + opening(PRESETS["double-blue-moon"], 1).layout(),
    "?variant=double-montana&seed=2&layout=" + opening(PRESETS["montana"], 1).layout(),
    "?variant=house-of-commons&seed=2&layout=" + opening(PRESETS["paganini"], 1).layout(),
    "?variant=rectangular-rovers&seed=2&layout=" + opening(PRESETS["line-up"], 1).layout(),
    "?variant=gaps&seed=9&layout=" + opening(PRESETS["gaps"], 1).layout()[:-2],
    "?variant=red-moon&seed=9&layout=" + opening(PRESETS["red-moon"], 1).layout(),
    "?variant=red-moon&seed=9&layout=" + opening(PRESETS["gaps"], 1).layout(),
    "?variant=gaps&layout=" + opening(PRESETS["gaps"], 1).layout(),
    "?variant=gaps&daily=2026-03-04&layout=" + opening(PRESETS["gaps"], 1).layout(),
    "??variant=gaps&seed=3",
    "?variant=gaps&seed=3&",
    "?variant=gaps&seed=3#x",
    "",
]


def python_board(search: str) -> dict | None:
    """What app.core.arrival.link_arrival deals for ``search`` on a page that keeps no game: the link's board, if it
    names a deal."""
    request = parse_query(search, _dt.date.fromisoformat(TODAY))
    if not request.names_a_deal:
        return None
    if request.daily is not None:
        try:
            deal = daily_deal(request.variant, _dt.date.fromisoformat(request.daily))
        except SolitaireError:  # no deal that day: a fresh deal, not the link's
            return None
        game = Game(deal.settings, deal.seed)
    else:
        game = Game(preset(request.variant, request.redeals), request.seed, request.layout)
    return {"variant": request.variant, "layout": game.start.layout()}


def test_a_link_paints_the_board_python_deals_or_none(deal_js):
    answers = run(deal_js, [["fromQuery", query.split("#")[0], TODAY] for query in QUERIES])
    painted = 0
    for query, answer in zip(QUERIES, answers, strict=True):
        if answer is not None:
            painted += 1
            assert answer == python_board(query.split("#")[0]), query
    assert painted >= 15  # the links people share are painted


def test_a_link_by_another_name_of_a_game_paints_that_games_deal(deal_js):
    links = [f"?variant={alias}&seed=5" for alias in ALIASES] + [
        f"?variant={a.upper()}&daily=2026-12-01" for a in ALIASES
    ]
    answers = run(deal_js, [["fromQuery", query, TODAY] for query in links])
    assert answers == [python_board(query) for query in links]
    assert [answer["variant"] for answer in answers[: len(ALIASES)]] == list(ALIASES.values())


def test_the_links_people_share_are_painted(deal_js):
    shared = ["?variant=gaps&seed=700", "?variant=montana&daily=2026-12-01", "?variant=blue-moon&seed=12&redeals=0"]
    shared.append("?variant=gaps&seed=9&layout=" + opening(PRESETS["gaps"], 1).layout())
    answers = run(deal_js, [["fromQuery", query, TODAY] for query in shared])
    assert answers == [python_board(query) for query in shared]
    assert None not in answers
