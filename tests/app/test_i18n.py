"""The message catalogue: both languages complete and alike, every key the code asks for, German that renders."""

from __future__ import annotations

import ast
import re
from html.parser import HTMLParser
from pathlib import Path

import pytest
from app.analysis.advice import advise
from app.analysis.assist import verdict_text
from app.core.events import Command
from app.core.links import parse_query
from app.core.session import Session
from app.present.rules_text import rules_text, rules_title
from app.present.view import board_view, redeal_title, refusal_text
from app.record.explain import TEXTS
from app.record.store import PREFIX, Store
from app.text import i18n
from app.text.i18n import LANGUAGES, MESSAGES, pick_language, placeholders, set_language, t, tn, variant_title
from app.text.labels import card_name, deal_title, variant_note

from solitaire import PLAYING_CARDS, PRESETS, Game, NoRedealsLeftError, Position, parse_card, preset
from solitaire import card_name as engine_card_name
from solitaire.shape import CLASSIC
from solitaire.solver import UNKNOWN, WON
from tests.app.fakes import MemoryStorage

ROOT = Path(__file__).resolve().parents[2]
APP = ROOT / "py" / "app"
# Row 0: a run 2C..KC then a dead gap after the king; row 1: a left-edge gap; row 2: a gap that takes 4H
# and a gap after it; row 3 in order.
LAYOUT = "2C3C4C5C6C7C8C9CTCJCQCKC--/--3D4D5D6D7D8D9DTDJDQDKD2D/2H3H----6H7H8H9HTHJHQHKH4H/2S3S4S5S6S7S8S9STSJSQSKS5H"


# -- the catalogue itself ------------------------------------------------------------------


def test_both_languages_have_the_same_keys():
    assert LANGUAGES == ("en", "de")
    assert set(MESSAGES) == set(LANGUAGES)
    assert sorted(set(MESSAGES["en"]) - set(MESSAGES["de"])) == []
    assert sorted(set(MESSAGES["de"]) - set(MESSAGES["en"])) == []


def test_each_key_has_the_same_placeholders_in_both_languages():
    differ = []
    for key, english in MESSAGES["en"].items():
        german = MESSAGES["de"][key]
        want = placeholders(english)
        got = placeholders(german)
        if key.endswith(".one"):  # "einmal" may stand for {n}
            want = want - {"n"}
            got = got - {"n"}
        if want != got:
            differ.append((key, sorted(want), sorted(got)))
    assert differ == []


def test_a_plural_has_both_forms():
    for table in MESSAGES.values():
        for key in table:
            if key.endswith(".one"):
                assert key[: -len("one")] + "other" in table, key
            if key.endswith(".other"):
                assert key[: -len("other")] + "one" in table, key


def test_every_text_is_a_valid_format_string():
    for code, table in MESSAGES.items():
        for key, text in table.items():
            names = placeholders(text)
            assert text.format(**dict.fromkeys(names, "x")), (code, key)


def _keys_asked_for(path: Path) -> list[tuple[str, str, int]]:
    """(function, key or key prefix, line) of every t(...)/tn(...) call with a literal key in ``path``."""
    found = []

    def literals(node: ast.AST):
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            yield node.value
        elif isinstance(node, ast.IfExp):
            yield from literals(node.body)
            yield from literals(node.orelse)
        elif isinstance(node, ast.JoinedStr) and node.values and isinstance(node.values[0], ast.Constant):
            yield node.values[0].value + "*"  # an f-string key: its literal start is a prefix

    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Call) and node.args:
            func = node.func
            name = func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else ""
            if name in ("t", "tn"):
                found.extend((name, key, node.lineno) for key in literals(node.args[0]))
    return found


def test_every_key_the_app_asks_for_exists():
    english = MESSAGES["en"]
    missing = []
    asked = 0
    for path in sorted(APP.rglob("*.py")):
        for func, key, line in _keys_asked_for(path):
            asked += 1
            if key.endswith("*"):
                ok = any(k.startswith(key[:-1]) for k in english)
            elif func == "tn":
                ok = f"{key}.one" in english and f"{key}.other" in english
            else:
                ok = key in english
            if not ok:
                missing.append(f"{path.name}:{line} {func}({key!r})")
    assert asked > 50  # the scan does find the calls
    assert missing == []


def test_the_key_tables_of_the_pure_modules_exist():
    for _, key in TEXTS:
        assert key in MESSAGES["en"], key


def test_every_loading_key_in_loading_js_exists():
    source = (ROOT / "js" / "loading.js").read_text(encoding="utf-8")
    keys = re.findall(r"""\bt\(\s*["']([\w.]+)["']""", source)
    assert len(keys) >= 6
    assert sorted(k for k in keys if k not in MESSAGES["en"]) == []
    assert all(k.startswith("loading.") for k in keys)


class _Marked(HTMLParser):
    """index.html's data-i18n* attributes: (key, what the page shows there in English)."""

    def __init__(self) -> None:
        super().__init__()
        self.pairs: list[tuple[str, str]] = []
        self._open: list[list] = []

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        for name, value in attrs.items():
            if name.startswith("data-i18n-"):
                self.pairs.append((value, attrs.get(name[len("data-i18n-") :], "") or ""))
        if "data-i18n" in attrs:
            self._open.append([tag, attrs["data-i18n"], "", 0])
        elif self._open and tag == self._open[-1][0]:
            self._open[-1][3] += 1

    def handle_data(self, data):
        for entry in self._open:
            entry[2] += data

    def handle_endtag(self, tag):
        if self._open and tag == self._open[-1][0]:
            if self._open[-1][3]:
                self._open[-1][3] -= 1
            else:
                _, key, text, _ = self._open.pop()
                self.pairs.append((key, " ".join(text.split())))


def test_texts_marked_in_index_html_are_in_the_catalogue_with_the_same_english():
    parser = _Marked()
    parser.feed((ROOT / "index.html").read_text(encoding="utf-8"))
    wrong = [(key, shown) for key, shown in parser.pairs if MESSAGES["en"].get(key) != shown]
    assert wrong == []


# -- choosing the language -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("stored", "browser", "expected"),
    [
        ("de", ["en-US"], "de"),  # the player's choice wins
        ("en", ["de-DE", "de"], "en"),
        (None, ["de-AT", "en"], "de"),  # the primary subtag counts
        (None, ["fr-FR", "de_CH", "en"], "de"),  # the first language we have
        (None, ["fr", "it"], "en"),
        (None, [], "en"),
        ("system", ["de"], "de"),  # "follow the browser"
        ("fr", ["DE"], "de"),  # an unknown stored value is ignored; tags are case-insensitive
        ("", ["en-GB", "de"], "en"),
    ],
)
def test_pick_language(stored, browser, expected):
    assert pick_language(stored, browser) == expected


def test_set_language_refuses_what_it_does_not_have():
    assert set_language("de") == "de"
    assert set_language("xx") == "en" and i18n.language() == "en"


def test_t_and_tn(monkeypatch):
    assert tn("play.limit", 1) == "Stopped after 1 move."
    assert tn("play.limit", 1000) == "Stopped after 1000 moves."
    set_language("de")
    assert tn("play.limit", 1) == "Nach einem Zug angehalten."
    assert tn("play.limit", 0) == "Nach 0 Zügen angehalten."
    monkeypatch.delitem(MESSAGES["de"], "ui.stopped")
    assert t("ui.stopped") == "Stopped."  # a missing German text falls back to English
    assert t("no.such.key") == "no.such.key"


def test_the_new_game_dialog_names_a_game_by_its_other_names_too():
    assert variant_note("moonlight") == "also Free Parking; " + t("page.new_dialog.moonlight")
    assert variant_note("gaps") == t("page.new_dialog.gaps")  # a game with no other name: its rule alone
    set_language("de")
    assert variant_note("moonlight").startswith("auch Free Parking; wie Montana")


def test_loading_texts_are_the_loading_keys():
    loading = i18n.prefixed("loading.")
    assert set(loading) == {"en", "de"}
    assert loading["en"]["loading.failed"] == "The game could not start."
    assert all(k.startswith("loading.") for table in loading.values() for k in table)


# -- English as before, German where it shows ----------------------------------------------


def test_english_card_names_are_the_engines():
    assert [card_name(c) for c in PLAYING_CARDS] == [engine_card_name(c) for c in PLAYING_CARDS]


def test_german_card_names():
    set_language("de")
    assert card_name(parse_card("7H")) == "Herz-Sieben"
    assert card_name(parse_card("KS")) == "Pik-König"
    assert card_name(parse_card("JD")) == "Karo-Bube"
    assert card_name(parse_card("QC")) == "Kreuz-Dame"
    assert card_name(parse_card("TC")) == "Kreuz-Zehn"


def test_spoken_cell_names_in_both_languages():
    position = Position.from_layout(LAYOUT, CLASSIC)
    english = [
        board_view(position, Game(preset("gaps"), 1, position).status)[i].name for i in (0, 12, 13, 14, 28, 29, 30)
    ]
    assert english == [
        "2 of clubs, in place",
        "dead gap after the king of clubs",
        "gap at the left edge, takes any 2",
        "3 of diamonds",
        "gap, takes the 4 of hearts",
        "dead gap after a gap: fill the gap on its left first",
        "6 of hearts",
    ]
    set_language("de")
    german = [
        board_view(position, Game(preset("gaps"), 1, position).status)[i].name for i in (0, 12, 13, 14, 28, 29, 30)
    ]
    assert german == [
        "Kreuz-Zwei, liegt richtig",
        "tote Lücke hinter Kreuz-König",
        "Lücke am linken Rand, nimmt jede Zwei",
        "Karo-Drei",
        "Lücke für Herz-Vier",
        "tote Lücke hinter einer Lücke: erst die Lücke links davon füllen",
        "Herz-Sechs",
    ]


# every redeal count each game allows (Settings.redeal_counts: 0-3, Spoilt none but 0)
@pytest.mark.parametrize(
    ("redeals", "variant"), [(n, variant) for variant, rules in PRESETS.items() for n in rules.redeal_counts]
)
def test_the_rules_render_in_german_for_every_preset(variant, redeals):
    settings = preset(variant, redeals)
    english = rules_text(settings)
    set_language("de")
    german = rules_text(settings)
    assert [len(p) for _, p in german] == [len(p) for _, p in english]
    texts = [h for h, _ in german] + [p for _, ps in german for p in ps]
    assert all(text and "{" not in text and "}" not in text for text in texts)
    assert set(texts).isdisjoint(h for h, _ in english)
    assert german[0][0] == f"{variant_title(variant)}: das Ziel"
    assert rules_title(settings) == f"Regeln für {variant_title(variant)}"
    redeal = german[3][1][0]
    if redeals == 0:
        assert redeal == "In diesem Spiel wird nicht neu gemischt."
    else:
        assert ("einmal" if redeals == 1 else f"{redeals}-mal") in redeal
        assert ("festsitzt" in redeal) == (variant == "gaps")


def test_the_rules_stay_as_they_were_in_english():
    text = rules_text(preset("gaps"))
    assert text[0][0] == "Gaps: the goal"
    assert text[2][1][1].endswith("after the 9 of clubs only the 10 of clubs.")
    assert text[3][1][0] == "You may redeal 3 times, only when you are stuck (no card can move)."
    assert rules_text(preset("addiction", 1))[3][1][0] == "You may redeal once, at any time."
    assert rules_title(preset("gaps")) == "Rules of Gaps"


def test_titles_links_and_refusals_follow_the_language():
    game = Game(preset("montana", 0), 42)
    assert deal_title(game) == "Montana · deal 42"
    assert refusal_text(NoRedealsLeftError("x"), game) == "This deal allows no redeal."
    assert redeal_title(Game(preset("gaps", 2), 1)) == "This variant redeals only when no card can move."
    assert parse_query("?variant=klondike").notices == [
        "The link names an unknown variant “klondike”; the variants are Addiction, Gaps, Montana, Spaces, "
        "Blue Moon, Red Moon, Galary, Moonlight, Jungle, Spaces and Aces, Paganini, Paganini II, Double Blue Moon, "
        "Double Red Moon, House of Commons, Line Up, Station, Double Montana, Rectangular Rovers, Spoilt."
    ]
    set_language("de")
    assert deal_title(game) == "Montana · Spiel 42"
    assert refusal_text(NoRedealsLeftError("x"), Game(preset("gaps", 3), 1)) == (
        "Du kannst nicht mehr mischen: Dieses Spiel erlaubt es 3-mal."
    )
    assert parse_query("?variant=klondike").notices == [
        "Der Link nennt eine unbekannte Variante „klondike“; die Varianten sind Addiction, Gaps, Montana, Spaces, "
        "Blue Moon, Red Moon, Galary, Moonlight, Jungle, Spaces and Aces, Paganini, Paganini II, Double Blue Moon, "
        "Double Red Moon, House of Commons, Line Up, Station, Double Montana, Rectangular Rovers, Spoilt."
    ]
    notices = parse_query("?variant=gaps&seed=5&layout=2C3C").notices
    assert notices == [
        "Die Auslage im Link ließ sich nicht lesen (sie hat nicht die Reihen und Spalten dieses Spiels); "
        "das Spiel beginnt mit der ersten Auslage."
    ]


def test_the_session_speaks_german():
    set_language("de")
    session = Session(Store(MemoryStorage()), lambda: 0.0, lambda: 7)
    session.open(parse_query(f"?variant=addiction&seed=1&layout={LAYOUT}"))
    assert session.tap(12).message == "Nichts kommt mehr hinter einem König (K♣): Diese Lücke ist tot."
    assert session.tap(29).message == "Fülle zuerst die Lücke links davon."
    assert refusal_text(session.apply(Command.UNDO).error, session.game) == "Es gibt nichts rückgängig zu machen."
    assert advise(session.game, None).text.startswith("Tipp: ")
    assert verdict_text(WON) == "Ja" and verdict_text(None) == "Rechne…"
    set_language("en")
    assert verdict_text(WON) == "Yes" and verdict_text(UNKNOWN) == "Not sure"


def test_a_broken_save_is_explained_in_german():
    backend = MemoryStorage()
    backend.items[PREFIX + "game.gaps"] = "{not json"
    set_language("de")
    session = Session(Store(backend), lambda: 0.0, lambda: 7)
    session.open(parse_query("?variant=gaps"))
    [notice] = session.take_notices()
    assert notice.text == (
        "Ein gespeichertes Gaps-Spiel ließ sich nicht lesen (es ist kein gespeichertes Spiel dieser App). "
        "Eine Kopie davon bleibt in diesem Browser, und es wird nicht wieder angeboten."
    )
