"""js/deal.js against the engine: the deal a link paints before Python starts is the deal Python plays.

The script runs under node (with the daily pools written in as scripts/build.py writes them), over many seeds
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
    build.write_marker(path, build.DEAL_MARKER, build.daily_pools())
    return path


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


def layouts() -> list[tuple[str, str]]:
    """Layouts of every preset's board, each with a few broken copies."""
    found = []
    for variant, settings in PRESETS.items():
        good = opening(settings, 99).layout()
        rows = good.split("/")
        found += [
            (variant, good),
            (variant, good.replace("/", "")),
            (variant, good[:-2] + good[:2]),  # a card twice, a gap missing
            (variant, good.replace("--", "AH", 1)),  # an ace (out of the game on 13 columns)
            (variant, good.replace("KS", "ZS")),
            (variant, "/".join([*rows[:3], rows[3][:-2]])),
            (variant, opening(PRESETS["addiction" if settings.shape.columns == 14 else "jungle"], 99).layout()),
            (variant, good.lower()),
        ]
    return found


def test_a_layout_is_read_as_the_engine_reads_it_on_the_variants_board(deal_js):
    cases = layouts()
    answers = run(deal_js, [["readLayout", variant, text] for variant, text in cases])
    for (variant, text), answer in zip(cases, answers, strict=True):
        request = parse_query(f"?variant={variant}&seed=1&layout={text}")
        assert answer == (request.layout.layout() if request.layout is not None else None), (variant, text)


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
    "?variant=gaps&seed=9&layout=" + opening(PRESETS["gaps"], 1).layout(),
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
