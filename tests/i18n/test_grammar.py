"""Names carry their grammar; sentences use it; players are never given a gender."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from divas_desktop.i18n.grammar import GrammarError, load_grammar, parse_entry, parse_grammar
from divas_desktop.paths import resources_dir

ROOT = Path(__file__).resolve().parents[2]
LANGUAGES = ("it", "es", "en")
GAMES = ("sipario", "turandot", "divas", "magna")


def _resource(game_id: str, name: str):
    return json.loads((resources_dir() / game_id / name).read_text(encoding="utf-8"))


def _names(game_id: str) -> set[str]:
    """Every name a sentence may hold: the text code or printed name of each item."""
    if game_id == "sipario":
        operas = _resource("sipario", "operas.json")["operas"]
        actions = _resource("sipario", "action_cards.json")
        singers = _resource("sipario", "singers.json")["singers"]
        shows = _resource("sipario", "extra_shows.json")["shows"]
        return (
            {o["title"] for o in operas}
            | {r["name"] for o in operas for r in o["roles"]}
            | {f"sipario.card.{t['key']}" for t in actions["types"]}
            | {"sipario.card.fool"}
            | {f"sipario.pd.{s['ability']}" for s in singers if s["category"] == "pd"}
            | {f"sipario.show.{s['key']}" for s in shows}
        )
    if game_id == "turandot":
        directors = _resource("turandot", "directors.json")["directors"]
        return {f"turandot.director.{d['key']}" for d in directors} | {
            f"turandot.role.{r}" for r in ("turandot", "calaf", "liu", "ping", "pong", "pang")
        }
    if game_id == "divas":
        return (
            {f"divas.house.{h['id']}" for h in _resource("divas", "houses.json")["houses"]}
            | {f"divas.card.{c['key']}" for c in _resource("divas", "cards.json")["cards"]}
            | {f"divas.opera.{o['id']}" for o in _resource("divas", "operas.json")["operas"]}
            | {
                f"divas.personality.{p['key']}"
                for p in _resource("divas", "personalities.json")["personalities"]
            }
            | {"divas.diva.callas", "divas.diva.tebaldi"}
        )
    return (
        {b["id"] for b in _resource("magna", "buildings.json")}
        | {w["id"] for w in _resource("magna", "worksites.json")}
        | {p["id"] for p in _resource("magna", "city_powers.json")}
        | {s["id"] for s in _resource("magna", "shops.json")}
        | {t["id"] for t in _resource("magna", "trade_cards.json")}
        | {f"magna.city.{c['id']}" for c in _resource("magna", "cities.json")}
    )


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("game_id", GAMES)
def test_every_name_in_resources_carries_its_grammar(game_id, language):
    grammar = load_grammar(game_id, language)
    missing = sorted(_names(game_id) - set(grammar))
    assert not missing, missing[:10]
    assert all(entry.gender in ("m", "f") for entry in grammar.values())


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("game_id", GAMES)
def test_grammar_files_name_nothing_that_does_not_exist(game_id, language):
    from divas_desktop.i18n.translate import has_text

    stale = [
        key
        for key in load_grammar(game_id, language)
        if key not in _names(game_id) and not has_text(game_id, key)
        and not any(key == s["name"] for s in _singers(game_id))
    ]  # fmt: skip
    assert not stale, stale[:10]


def _singers(game_id: str) -> list[dict]:
    return _resource("sipario", "singers.json")["singers"] if game_id == "sipario" else []


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_singer_has_a_gender(language):
    """From the card (sex, or the voice) or, for Students, from the grammar file."""
    grammar = load_grammar("sipario", language)
    for singer in _singers("sipario"):
        known = singer.get("sex") or singer.get("voice") or grammar.get(singer["name"])
        assert known, singer["name"]
    for singer in _resource("turandot", "singers.json")["singers"]:
        assert singer["gender"] in ("M", "F", "U"), singer["stage_name"]


@pytest.mark.parametrize(
    ("raw", "problem"),
    [
        ({"gender": "x"}, "gender must be"),
        ({"gender": "f", "article": "il"}, "does not agree"),
        ({"gender": "m", "article": "der"}, "is not an article"),
        ({"gender": "m", "colour": "red"}, "unknown fields"),
        ({"gender": "m", "number": "dual"}, "number must be"),
    ],
)
def test_a_wrong_entry_is_refused_with_a_clear_message(raw, problem):
    with pytest.raises(GrammarError, match=problem):
        parse_entry("it", "La Scala", raw, "grammar_it.json")


def test_a_file_for_another_language_is_refused():
    with pytest.raises(GrammarError, match="language"):
        parse_grammar("it", {"language": "es", "names": {}}, "grammar_it.json")
    with pytest.raises(GrammarError, match="names"):
        parse_grammar("it", {"language": "it"}, "grammar_it.json")


FORMS = [
    # (language, game, code or printed name, spec, expected)
    ("it", "divas", "divas.house.scala", "a", "alla Scala"),
    ("it", "divas", "divas.house.colon", "a", "al Teatro Colón"),
    ("it", "divas", "divas.house.met", "di", "del Metropolitan Opera"),
    ("it", "sipario", "Il trovatore", "di", "del Trovatore"),
    ("it", "sipario", "Pagliacci", "di", "dei Pagliacci"),
    ("it", "sipario", "Tosca", "di", "di Tosca"),
    ("it", "sipario", "A notary", "di", "di un notaio"),
    ("it", "sipario", "sipario.card.stagehands_strike", "art", "lo Sciopero delle maestranze"),
    ("it", "turandot", "turandot.director.talent_scout", "a", "allo Scopritore di talenti"),
    ("it", "turandot", "turandot.director.eclectic", "a", "all'Eclettico"),
    ("es", "turandot", "turandot.director.traditionalist", "a", "al Tradicionalista"),
    ("es", "divas", "divas.house.colon", "en", "en el Teatro Colón"),
    ("es", "divas", "divas.house.scala", "en", "en la Scala"),
    ("es", "sipario", "sipario.card.sublime_aria", "art", "el Aria sublime"),
    ("es", "sipario", "The King", "art", "el Rey"),
    ("en", "divas", "divas.house.colon", "at", "at the Teatro Colón"),
    ("en", "divas", "divas.house.scala", "at", "at La Scala"),
]


@pytest.mark.parametrize(("language", "game_id", "key", "spec", "expected"), FORMS)
def test_names_take_the_form_a_sentence_asks_for(qapp, language, game_id, key, spec, expected):
    from divas_desktop.i18n.translate import install_translator, name

    install_translator(qapp, language)
    try:
        assert format(name(game_id, key), spec) == expected
    finally:
        install_translator(qapp, "en")


@pytest.mark.parametrize(
    ("gender", "it_word", "es_word"),
    [("M", "sostituto", "suplente"), ("F", "sostituta", "suplente")],
)
def test_singers_agree_with_their_gender(qapp, gender, it_word, es_word):
    from divas_desktop.core.types import Event
    from divas_desktop.games.turandot.data import singers
    from divas_desktop.i18n.events import event_text
    from divas_desktop.i18n.translate import install_translator

    singer = next(s for s in singers().values() if s.gender == gender)
    event = Event(
        kind="turandot.understudy_given",
        params={"player": 0, "by": 1, "card": singer.id, "card_name": singer.stage_name},
    )
    for language, word in (("it", it_word), ("es", es_word)):
        install_translator(qapp, language)
        try:
            line = event_text("turandot", event, ["Violetta", "Alfredo"])
        finally:
            install_translator(qapp, "en")
        assert singer.stage_name in line and re.search(rf"\b{word}\b", line), line


PLAYER_CONTEXTS = ("sipario", "turandot", "magna", "turandot_board", "core")
"""Contexts whose ``{player}`` is a person at the table (in Divas it is Callas or Tebaldi)."""


@pytest.mark.parametrize("context", PLAYER_CONTEXTS)
def test_players_are_addressed_without_a_gender(context):
    catalogue = json.loads((ROOT / "translations" / "src" / f"{context}.json").read_text("utf-8"))
    assumed = []
    for english, entry in catalogue.items():
        texts = [english] + [t for v in entry.values() for t in (v if isinstance(v, list) else [v])]
        for text in texts:
            if re.search(
                r"\{(?:player|victim|seller|to|by|target|winner)(?::[^}]*\|[^}]*)\}", text
            ):
                assumed.append(text)
        if re.search(r"\b(he|she|his|him|her|himself|herself)\b", english, re.IGNORECASE):
            assumed.append(english)
    assert not assumed, assumed[:10]


def test_italian_adds_the_euphonic_d_before_a_vowel():
    from divas_desktop.i18n.grammar import Grammar, Name

    assert format(Name("Alfredo", "it", Grammar()), "a") == "ad Alfredo"
    assert format(Name("Violetta", "it", Grammar()), "a") == "a Violetta"
    assert format(Name("Alfredo", "es", Grammar()), "a") == "a Alfredo"
