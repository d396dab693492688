"""Every event kind of every game declares what each of its parameters is.

The log writes a parameter by its game's declaration (``divas_desktop/i18n/events_<game>.py``,
kinds in ``params.py``), never by its name. These tests fail when an event of a seeded
game or a constructed one (``rendering.events``) has no declaration, carries a parameter
its declaration lacks or lacks one it declares, when a sentence writes a parameter the
declaration says is never written, or counts one that is not declared a count; and when
a declared kind is never rendered (test_rendered_texts.py reads every rendered line).
"""

from __future__ import annotations

import string

import pytest

from divas_desktop.i18n.noop import Counted
from divas_desktop.i18n.params import declared
from divas_desktop.i18n.translate import _source

from . import rendering

WRITTEN = ("player", "seat", "seats", "card", "cards", "name", "role", "count", "amount")
"""Kinds a sentence may write; flags choose the wording, hidden values are never shown."""


def _placeholders(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


@pytest.mark.parametrize("game_id", rendering.GAMES)
def test_every_event_has_a_declaration_of_exactly_its_parameters(game_id):
    declarations = declared(game_id)
    wrong: dict[str, str] = {}
    for event in rendering.events(game_id):
        declaration = declarations.get(event.kind)
        if declaration is None:
            wrong.setdefault(event.kind, "no declaration")
            continue
        missing = sorted(set(declaration) - set(event.params))
        extra = sorted(set(event.params) - set(declaration))
        if missing or extra:
            wrong.setdefault(event.kind, f"declared but missing {missing}, undeclared {extra}")
    assert not wrong, wrong


@pytest.mark.parametrize("game_id", rendering.GAMES)
def test_every_declared_kind_is_rendered(game_id):
    rendered = {event.kind for event in rendering.events(game_id)}
    assert sorted(set(declared(game_id)) - rendered) == []


@pytest.mark.parametrize("game_id", rendering.GAMES)
def test_sentences_write_only_what_is_declared_and_count_only_counts(game_id):
    wrong: list[str] = []
    for kind, declaration in declared(game_id).items():
        found = _source(game_id, kind)
        if found is None:
            wrong.append(f"{kind}: no text")
            continue
        template = found[1]
        aliases = {"player"} if any(p.kind == "player" for p in declaration.values()) else set()
        if isinstance(template, Counted):  # a list of counts is written from declared counts
            aliases |= set(template.lists)
        for name in _placeholders(template) - aliases:
            param = declaration.get(name)
            if param is None or param.kind not in WRITTEN:
                wrong.append(f"{kind}: {{{name}}} is {param.kind if param else 'undeclared'}")
        counted = template.counts() if isinstance(template, Counted) else set()
        declared_counts = {k for k, p in declaration.items() if p.kind == "count"}
        if counted != declared_counts:
            wrong.append(f"{kind}: counted {sorted(counted)}, declared {sorted(declared_counts)}")
        players = [k for k, p in declaration.items() if p.kind == "player"]
        if len(players) > 1:
            wrong.append(f"{kind}: more than one player {players}")
    assert not wrong, wrong


def test_a_declaration_tells_the_log_what_a_parameter_is_whatever_its_name(qapp):
    """Opera Magna's ``target`` is an area and Sipario's ``victim`` a seat: by declaration."""
    from divas_desktop.core.types import Event
    from divas_desktop.i18n.events import event_text

    names = ["Violetta", "Alfredo", "Germont"]
    moved = Event(
        kind="magna.merchant_moved",
        params={
            "seat": 2,
            "source": "magna.area.venice.cost",
            "source_area": 0,
            "target": "magna.area.antwerp.profit",
            "target_area": 3,
        },
    )
    assert event_text("magna", moved, names) == (
        "Germont moves a merchant: Venice, Cost area → Antwerp, Profit area."
    )
    strike = Event(kind="sipario.ev.strike", params={"player": 0, "victim": 1})
    assert event_text("sipario", strike, names) == (
        "Violetta calls a strike: Alfredo will lose a turn."
    )
