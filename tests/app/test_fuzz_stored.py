"""Fuzz (seeded, so every run feeds the same values): mutated saves and stored values of every key, and
mutated backups, through the readers the page uses. No exception escapes but the documented one, and a
save that loads replays to a valid position.

Readers: solitaire.loads (the engine's), guard.read_game and backup.read_value (every key), stats.parse,
dailies.parse, dealer.parse, Prefs.loads / Prefs.parse, backup.read_backup, and the page's start: a Store
over the value, Prefs.loads of its prefs, and a Session opened on it (Stats, the saved game, the game set
aside).
"""

from __future__ import annotations

import contextlib
import json
import random
from collections import Counter

from app.core.events import Resume
from app.core.links import LinkRequest
from app.core.session import Session
from app.record.backup import export, kind_of, read_backup, read_value
from app.record.dailies import Dailies, DayResult
from app.record.dailies import parse as parse_dailies
from app.record.dealer import Dealer
from app.record.dealer import parse as parse_dealer
from app.record.guard import StoredValueError
from app.record.prefs import Prefs
from app.record.stats import Finish, Stats
from app.record.stats import parse as parse_stats
from app.record.store import PREFIX, Store

from solitaire import (
    GAP,
    PRESETS,
    REDEAL,
    Game,
    Position,
    SaveError,
    dumps,
    loads,
    parse_action,
    preset,
)
from solitaire.spoilt import DOWN
from tests.app.storage_fakes import QuotaStorage

SEED = 13
SAVES = 1_200  # mutated game saves and games set aside
OTHERS = 300  # mutated values of each other key: stats, prefs, last, daily, winnable
BACKUPS = 250  # mutated backup documents
INTERNAL = ("Traceback", "Error", "object has no attribute", "toString", "Exceeds the limit")


# -- the values a player's storage holds -----------------------------------------------------


def sample_games(rng: random.Random) -> list[Game]:
    games = []
    for variant in PRESETS:
        for seed in (1, 77):
            game = Game(preset(variant), seed)
            for _ in range(rng.randint(0, 12)):
                moves = game.status.legal_moves
                if moves:
                    game.push(rng.choice(moves))
                elif game.status.redeal_allowed:
                    game.push(REDEAL)
            if game.actions and rng.random() < 0.5:
                game.pop()
            games.append(game)
    games.append(Game(preset("montana"), 5, games[0].position))  # a shared layout
    given_up = Game(preset("gaps"), 8)
    given_up.give_up()
    games.append(given_up)
    return games


def sample_values(rng: random.Random) -> dict[str, list[str]]:
    saves = [
        dumps(game, {"elapsed_ms": rng.randint(0, 10**6), "counted": True, "daily": rng.choice(["", "2026-12-01"])})
        for game in sample_games(rng)
    ]
    store = Store(QuotaStorage())
    dailies = Dailies(store)
    for day in ("2026-11-30", "2026-12-01"):
        dailies.record(DayResult(day, "gaps", True, 48, 90, 70_000, rng.random() < 0.5, day))
    dealer = Dealer(store, lambda: rng.randint(0, 2**32 - 1))
    dealer.next_seed("gaps", 3)
    dealer.next_seed("addiction", 0)
    stats = Stats(store)
    for variant in PRESETS:
        stats.record_played(variant)
        stats.record_end(variant, Finish(won=rng.random() < 0.5, score=rng.randint(0, 48), moves=50, ms=60_000))
    return {
        "save": saves,
        "stats": [store.get("stats"), '{"gaps": {"played": 1, "won": 0, "fewest_moves": null}}'],
        "prefs": [Prefs(theme="dark", language="de").dumps(), Prefs().dumps(), '{"deck": "four-colour"}'],
        "last": list(PRESETS),
        "daily": [store.get("daily")],
        "winnable": [store.get("winnable")],
    }


# -- mutations -------------------------------------------------------------------------------

ALPHABET = '[]{}",:\\/- 0123456789eE.+tfn\x00\x1f\u00e9\u2665\U0001f0cf'
NUMBERS = ["9" * 5_000, "1e999", "-1", "18446744073709551616", "NaN", "-0", "4294967296", "0.5", "1e-400"]
WRONG = ["null", "true", "0", "[]", "{}", '""', '"x"', "[null]", '{"": {}}', "3.14"]


def deep(n: int, closed: bool = True) -> str:
    return ("[" * n + "]" * n) if closed else "{" * n


def random_string(rng: random.Random) -> str:
    pick = rng.random()
    if pick < 0.2:
        return json.dumps("x" * rng.choice([1_000, 100_000, 1_100_000]))
    if pick < 0.5:
        return json.dumps(
            "".join(chr(rng.choice([rng.randint(0, 0x2FF), rng.randint(0x2FF, 0x10FFFF)])) for _ in range(20))
        )
    if pick < 0.6:
        return '"\\ud800\\udfff\\udc00"'
    return json.dumps("".join(rng.choice(ALPHABET) for _ in range(rng.randint(0, 30))))


def replacement(rng: random.Random) -> str:
    """A JSON value's text to put in place of a field's: nesting, a huge number, a wrong type, odd text."""
    pick = rng.random()
    if pick < 0.25:
        return deep(rng.choice([17, 1_000, 50_000]), closed=rng.random() < 0.8)
    if pick < 0.45:
        return rng.choice(NUMBERS)
    if pick < 0.7:
        return rng.choice(WRONG)
    if pick < 0.85:
        return random_string(rng)
    return json.dumps(
        [rng.choice(["redeal", "2C 0,0 -> 1,0", "KS 3,12 -> 0,0", "", "2C 0,0 -> 9,99"]) for _ in range(5)]
    )


def mutate_fields(rng: random.Random, text: str) -> str:
    """Replace, drop or add one field of a JSON object (or of its 'settings'/'meta'), as text."""
    doc = json.loads(text)
    if not isinstance(doc, dict):
        return text
    target = doc
    if rng.random() < 0.3 and isinstance(doc.get("settings"), dict):
        target = doc["settings"]
    elif rng.random() < 0.3 and isinstance(doc.get("meta"), dict):
        target = doc["meta"]
    name = rng.choice([*target, "extra"])
    if rng.random() < 0.15 and name in target:
        del target[name]
        return json.dumps(doc)
    target[name] = "@@HOLE@@"
    return json.dumps(doc).replace('"@@HOLE@@"', replacement(rng), 1)


def mutate_text(rng: random.Random, text: str) -> str:
    pick = rng.random()
    if pick < 0.2:  # characters changed
        chars = list(text)
        for _ in range(rng.randint(1, 4)):
            if chars:
                chars[rng.randrange(len(chars))] = rng.choice(ALPHABET)
        return "".join(chars)
    if pick < 0.35:  # truncated
        return text[: rng.randrange(len(text) + 1)]
    if pick < 0.5:  # nesting put in somewhere
        at = rng.randrange(len(text) + 1)
        return text[:at] + deep(rng.choice([20, 5_000, 50_000]), closed=rng.random() < 0.5) + text[at:]
    if pick < 0.6:  # the whole value replaced
        return replacement(rng)
    if pick < 0.65:  # very long
        return text + " " * rng.choice([10_000, 1_100_000])
    try:
        return mutate_fields(rng, text)
    except ValueError:
        return text[::-1]


def mutate_save(rng: random.Random, text: str) -> str:
    if rng.random() < 0.25:  # a legal-looking edit of the moves: dropped, swapped, one more
        doc = json.loads(text)
        actions = doc["actions"]
        if actions and rng.random() < 0.5:
            actions.pop(rng.randrange(len(actions)))
        elif len(actions) > 1:
            i = rng.randrange(len(actions) - 1)
            actions[i], actions[i + 1] = actions[i + 1], actions[i]
        else:
            actions.append(rng.choice(["redeal", "2C 0,13 -> 0,0"]))
        if rng.random() < 0.5:
            doc["position"] = Game(preset("spaces"), rng.randint(0, 9)).position.layout()
        return json.dumps(doc)
    return mutate_text(rng, text)


# -- what must hold ----------------------------------------------------------------------------


def assert_valid(game: Game) -> None:
    """A loaded game: a position of its game's cards (48 in Montana, 52 with the aces), each once a deck, and a
    gap a row (Spoilt: the board, its waste and talon), where its actions lead from its start."""
    shape, position = game.settings.shape, game.position
    cells = position.cells
    cards = [c & ~DOWN for c in cells if c != GAP]
    if shape.waste:  # Spoilt: the rest of the deck is the waste and the talon
        cards += [c for c in (position.waste, *position.talon) if c != GAP]
    else:
        assert cells.count(GAP) == shape.rows
    assert len(cells) == shape.cells and sorted(cards) == sorted(shape.deck * shape.decks)
    assert Position.from_layout(game.position.layout(), shape) == game.position
    again = Game(game.settings, game.seed, game.start if game.from_layout else None)
    for action in game.actions:
        again.push(parse_action(str(action), shape))
    assert again.position == game.position


def read_everywhere(key: str, value: str, counts: Counter) -> None:
    """``value`` stored under ``key``, through every reader; only the documented errors may come out."""
    if kind_of(key) in ("game", "shelf"):
        try:
            game, _ = loads(value)
        except SaveError:
            counts["save refused"] += 1
        else:
            counts["save loaded"] += 1
            assert_valid(game)
    try:
        got = read_value(key, value)
    except StoredValueError:
        pass
    else:
        if isinstance(got, tuple):
            assert_valid(got[0])
    with contextlib.suppress(StoredValueError):
        parse_stats(value)
    with contextlib.suppress(StoredValueError):
        Prefs.parse(value)
    with contextlib.suppress(StoredValueError):
        parse_dailies(value)
    with contextlib.suppress(StoredValueError):
        parse_dealer(value)
    assert isinstance(Prefs.loads(value), Prefs)
    open_page({PREFIX + key: value})


def open_page(items: dict[str, str]) -> None:
    """The page's start on this storage: the store, the preferences, the session (saves, stats, set-aside)."""
    store = Store(QuotaStorage(items=dict(items)))
    Prefs.loads(store.get("prefs"))
    session = Session(store, lambda: 0.0, lambda: 4242)
    session.open(LinkRequest())
    assert_valid(session.game)
    for waiting in session.games_in_progress():
        session.apply(Resume(waiting.key))
        assert_valid(session.game)
    for notice in session.take_notices():
        assert not any(word in notice.text for word in INTERNAL), notice.text


def test_mutated_stored_values_of_every_key_never_escape_the_readers():
    rng = random.Random(SEED)
    samples = sample_values(rng)
    counts: Counter = Counter()
    for n in range(SAVES):
        variant = rng.choice(list(PRESETS))
        key = f"game.{variant}" if n % 2 else f"shelf.{variant}"
        base = rng.choice(
            [s for s in samples["save"] if json.loads(s)["settings"] == PRESETS[variant].to_dict()] or samples["save"]
        )
        read_everywhere(key, mutate_save(rng, base), counts)
        counts[key.split(".")[0]] += 1
    others = ("stats", "prefs", "last", "daily", "winnable")
    for key in others:
        for _ in range(OTHERS):
            read_everywhere(key, mutate_text(rng, rng.choice(samples[key])), counts)
            counts[key] += 1
    assert counts["game"] + counts["shelf"] == SAVES and min(counts[k] for k in others) == OTHERS
    # the mutations reach both sides: some saves still load (and were checked), most are refused
    assert counts["save loaded"] > 20 and counts["save refused"] > SAVES // 2, counts


def test_mutated_backups_never_escape_the_import_reader():
    rng = random.Random(SEED)
    samples = sample_values(rng)
    store = Store(QuotaStorage())
    for variant, save in zip(PRESETS, samples["save"][::2], strict=False):
        store.set(f"game.{variant}", save)
    store.set("stats", samples["stats"][0])
    store.set("prefs", samples["prefs"][0])
    store.set("last", "gaps")
    store.set("daily", samples["daily"][0])
    store.set("winnable", samples["winnable"][0])
    text = export(store).text
    outcomes: Counter = Counter()
    for _ in range(BACKUPS):
        mutated = mutate_text(rng, text)
        if rng.random() < 0.5:  # or one value inside it mutated
            doc = json.loads(text)
            key = rng.choice(list(doc["values"]))
            doc["values"][key] = (mutate_save if key.startswith("game.") else mutate_text)(rng, doc["values"][key])
            mutated = json.dumps(doc)
        try:
            restore = read_backup(mutated)
        except StoredValueError:
            outcomes["refused"] += 1
            continue
        outcomes["read"] += 1
        for key, value in restore.values.items():
            got = read_value(key, value)  # what would be restored reads
            if isinstance(got, tuple):
                assert_valid(got[0])
        target = Store(QuotaStorage())
        restore.apply(target)
        open_page({PREFIX + k: v for k, v in restore.values.items()})
    assert outcomes["read"] > 20 and outcomes["refused"] > 20, outcomes
