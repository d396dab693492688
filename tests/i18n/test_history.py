"""Every dated fact in resources/ is checked against a second source, and marked so."""

from __future__ import annotations

import json

import pytest

from divas_desktop.i18n.texts_divas import TEXTS as DIVAS
from divas_desktop.paths import resources_dir

STATUSES = {"confirmed", "corrected", "softened"}


def _load(path: str):
    """A file of resources/ (wherever the package keeps it)."""
    return json.loads((resources_dir() / path).read_text(encoding="utf-8"))


def _history(game_id: str) -> list[dict]:
    return _load(f"{game_id}/history.json")["facts"]


@pytest.mark.parametrize("game_id", ["divas", "sipario"])
def test_every_check_says_how_it_went_and_where_it_was_checked(game_id):
    for fact in _history(game_id):
        assert fact["status"] in STATUSES, fact
        assert fact["sources"] and all(
            s.startswith(("http://", "https://")) for s in fact["sources"]
        )
        assert fact["note"].strip(), fact


def test_every_divas_card_with_a_fact_was_checked():
    cards = {c["id"]: c for c in _load("divas/cards.json")["cards"]}
    checked = {f["card"]: f for f in _history("divas")}
    assert set(checked) == set(cards)
    for card_id, fact in checked.items():
        assert fact["year"] == cards[card_id]["year"], "the record names the printed year"
        assert f"divas.card.{cards[card_id]['key']}.fact" in DIVAS


def test_every_sipario_premiere_was_checked():
    operas = {o["id"]: o for o in _load("sipario/operas.json")["operas"]}
    checked = {f["opera"]: f for f in _history("sipario")}
    assert set(checked) == set(operas)
    for opera_id, fact in checked.items():
        assert (fact["year"], fact["city"]) == (operas[opera_id]["year"], operas[opera_id]["city"])


def _fact(key: str) -> str:
    return DIVAS[f"divas.card.{key}.fact"]


def test_the_facts_the_issue_found_wrong_now_read_as_the_sources_say():
    assert "1949" in _fact("international_debut") and "Donna Elvira" in _fact("international_debut")
    assert "Vienna" in _fact("european_tour") and "1956" in _fact("european_tour")
    assert "Tebaldi" not in _fact("missed_opportunity")
    assert "São Carlos" not in _fact("mastery") and "Lisbon" not in _fact("mastery")
    corrected = {f["key"] for f in _history("divas") if f["status"] == "corrected"}
    assert {"international_debut", "european_tour", "missed_opportunity", "mastery"} <= corrected
