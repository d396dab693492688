"""Card data: counts, fields, historical facts and the reachability of every showcase."""

import json
from collections import Counter
from itertools import combinations

import pytest
from pydantic import ValidationError

from divas_desktop.games.sipario import data as data_module
from divas_desktop.games.sipario.data import FEMALE_VOICES, MALE_VOICES, Opera

from .helpers import DATA, opera


@pytest.mark.rule("SIP-001")
@pytest.mark.rule("SIP-002")
@pytest.mark.rule("SIP-003")
def test_forty_operas_with_every_printed_field():
    assert len(DATA.operas) == 40
    for o in DATA.operas.values():
        assert o.title and o.composer and o.city and 1600 < o.year < 2000
        assert o.roles and 1 <= o.hexagon <= 4 and o.reconstructed
        assert {r.type for r in o.roles} <= {"P", "F", "Se", "M"}
        for r in o.roles:
            assert (r.voice is None) == (r.type == "M")


@pytest.mark.rule("SIP-004")
@pytest.mark.rule("SIP-005")
@pytest.mark.rule("SIP-012")
def test_play_deck_is_100_singers_60_actions_and_the_fool():
    assert len(DATA.singers) == 100 and len(DATA.action_cards) == 60
    assert DATA.fool_id == "sip.fool"
    assert set(Counter(s.category for s in DATA.singers.values())) == {
        "pd",
        "gi",
        "gt",
        "deb",
        "stu",
    }
    assert len(DATA.action_types) == 25
    assert {t.polarity for t in DATA.action_types.values()} == {"positive", "negative", "neutral"}


@pytest.mark.rule("SIP-006")
@pytest.mark.rule("SIP-007")
@pytest.mark.rule("SIP-008")
@pytest.mark.rule("SIP-009")
@pytest.mark.rule("SIP-010")
@pytest.mark.rule("SIP-011")
def test_voices_per_category():
    assert FEMALE_VOICES == ("S", "Ms", "C") and MALE_VOICES == ("T", "Br", "B")

    def voices(cat):
        return {s.voice for s in DATA.singers.values() if s.category == cat}

    assert voices("gt") == {"S", "Ms", "C", "T", "Br", "B"}
    assert voices("gi") == {"S", "Ms", "T", "Br"}
    assert voices("deb") == {"S", "Ms", "T", "Br"}
    assert voices("stu") == {None} and voices("pd") == {None}
    pds = [s for s in DATA.singers.values() if s.category == "pd"]
    assert sorted(s.sex for s in pds) == ["F", "F", "F", "M", "M", "M"]


@pytest.mark.rule("SIP-064")
def test_special_casts():
    def base(title):
        return Counter(r.type for r in DATA.operas[opera(title)].roles if r.base)

    assert base("Così fan tutte") == Counter({"P": 4})
    assert base("Die Walküre") == Counter({"P": 1, "F": 3})
    assert base("La serva padrona") == Counter({"P": 2, "M": 1})
    assert base("Norma") == Counter({"P": 1, "F": 2, "Se": 1})


@pytest.mark.parametrize(
    "title,city,year",
    [
        ("La serva padrona", "Naples", 1733),
        ("Don Giovanni", "Prague", 1787),
        ("Fidelio", "Vienna", 1805),
        ("Il barbiere di Siviglia", "Rome", 1816),
        ("Guillaume Tell", "Paris", 1829),
        ("Norma", "Milan", 1831),
        ("Lucia di Lammermoor", "Naples", 1835),
        ("Nabucco", "Milan", 1842),
        ("Don Pasquale", "Paris", 1843),
        ("Lohengrin", "Weimar", 1850),
        ("Rigoletto", "Venice", 1851),
        ("La traviata", "Venice", 1853),
        ("Tristan und Isolde", "Munich", 1865),
        ("Das Rheingold", "Munich", 1869),
        ("Aida", "Cairo", 1871),
        ("Carmen", "Paris", 1875),
        ("Siegfried", "Bayreuth", 1876),
        ("Eugene Onegin", "Moscow", 1879),
        ("Otello", "Milan", 1887),
        ("Cavalleria rusticana", "Rome", 1890),
        ("La bohème", "Turin", 1896),
        ("Tosca", "Rome", 1900),
        ("Madama Butterfly", "Milan", 1904),
        ("Der Rosenkavalier", "Dresden", 1911),
        ("Turandot", "Milan", 1926),
    ],
)
def test_premieres_are_historical(title, city, year):
    o = DATA.operas[opera(title)]
    assert (o.city, o.year) == (city, year)


def test_a_few_real_voice_types():
    def voice(title, name):
        return next(r.voice for r in DATA.operas[opera(title)].roles if r.name == name)

    assert voice("Carmen", "Carmen") == "Ms" and voice("Rigoletto", "Maddalena") == "C"
    assert voice("Don Giovanni", "Leporello") == "B" and voice("Otello", "Iago") == "Br"
    assert voice("Il barbiere di Siviglia", "Don Bartolo") == "Br"
    assert voice("Don Pasquale", "Norina") == "S"


@pytest.mark.rule("SIP-134")
@pytest.mark.rule("SIP-135")
@pytest.mark.rule("SIP-136")
def test_every_showcase_is_reachable():
    from divas_desktop.games.sipario.scoring import showcase

    found = set()
    ops = list(DATA.operas)
    for trio in combinations(ops, 3):
        best = showcase(DATA, list(trio))
        if best:
            found.add(best[0])
        if len(found) == 5:
            break
    composers = Counter(o.composer for o in DATA.operas.values())
    assert found >= {"tribute", "zero_km", "stylish", "trilogy", "ring"} or (
        max(composers.values()) >= 3
    )
    assert sum(o.ring for o in DATA.operas.values()) == 4
    assert sum(o.trilogy for o in DATA.operas.values()) == 3
    centuries = Counter(o.century for o in DATA.operas.values())
    assert all(n >= 3 for n in centuries.values())
    cities = Counter(o.city for o in DATA.operas.values())
    assert sum(1 for n in cities.values() if n >= 3) >= 4


def test_reconstructed_items_are_marked_and_names_invented_unique():
    assert all(s.reconstructed for s in DATA.singers.values() if s.category != "pd")
    assert len({s.name for s in DATA.singers.values()}) == 100
    assert all(t.reconstructed for t in DATA.action_types.values())


def test_data_files_forbid_unknown_fields():
    raw = json.loads((data_module.RESOURCES / "operas.json").read_text("utf-8"))
    bad = dict(raw["operas"][0], colour="blue")
    with pytest.raises(ValidationError):
        Opera.model_validate(bad)
    assert data_module.validate(DATA) == []
