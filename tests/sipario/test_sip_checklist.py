"""The debut checklist: what each empty role still needs from the hand, and which base
roles the hand cannot fill (the board's warning before a debut that cannot be completed).

Each answer is checked against the legal casts of the same position: a singer the
checklist names for a role is a legal cast there, and a role it says nobody can fill
has no legal cast.
"""

from __future__ import annotations

import pytest

from divas_desktop.games.sipario import actions as act
from divas_desktop.games.sipario.casting import missing_base_roles, role_needs
from divas_desktop.games.sipario.rules import GAME

from .helpers import cards, opera, play, role, set_hand, set_season, singers, table

TITLE = "Don Pasquale"
"""Base cast: Don Pasquale (P·B), Norina (F·S), Ernesto (F·T), a notary (Se·B); Doctor
Malatesta (F·Br) is an extra role."""


def _begun(hand: list[str]):
    """Seat 0 has begun debuting Don Pasquale with ``hand``."""
    state = table(4, seed=9)
    set_season(state, 0, [TITLE, "Aida", "Tosca"])
    set_hand(state, 0, hand)
    state.current = 0
    return play(state, 0, act.BeginDebut(opera=opera(TITLE)))


def _legal_casts(state) -> dict[int, set[str]]:
    """The singers legally cast on each role, by role."""
    out: dict[int, set[str]] = {}
    for action in GAME.legal_actions(state, 0):
        if isinstance(action, act.Cast):
            out.setdefault(action.role, set()).add(action.card)
    return out


def _needs(state):
    prod = state.staging[0]
    empty = tuple(slot is None for slot in prod.slots)
    hand = state.players[0].hand
    return role_needs(hand, prod.opera, empty, state.config), missing_base_roles(
        hand, prod.opera, empty, state.config
    )


@pytest.mark.rule("SIP-063")
@pytest.mark.rule("SIP-072")
def test_a_debutant_without_an_enabling_card_leaves_a_first_part_missing():
    debutant = singers("deb", "S")[0]
    hand = [singers("gi", "Br")[0], debutant, singers("gt", "T")[0], singers("deb", "Br")[0]]
    state = _begun(hand)
    needs, missing = _needs(state)
    norina = role(TITLE, "Norina")
    by_role = {n.role: n for n in needs}
    assert by_role[norina].singers == ()
    assert [card for card, _kind in by_role[norina].lacking] == [debutant]
    assert by_role[norina].lacking[0][1] in ("nerves_of_steel", "night_of_grace", "recommendation")
    assert missing == (norina,)
    assert norina not in _legal_casts(state)  # the engine agrees: nobody can sing Norina
    assert not by_role[role(TITLE, "Doctor Malatesta")].base  # the extra role, optional
    for need in needs:  # every singer named is a legal cast on that role
        assert set(need.singers) <= _legal_casts(state).get(need.role, set())


@pytest.mark.rule("SIP-063")
@pytest.mark.rule("SIP-072")
def test_with_nerves_of_steel_the_debutant_sings_and_the_cast_is_complete():
    debutant = singers("deb", "S")[0]
    nerves = cards("nerves_of_steel")[0]
    hand = [singers("gi", "Br")[0], debutant, singers("gt", "T")[0], singers("deb", "Br")[0]]
    state = _begun([*hand, nerves])
    needs, missing = _needs(state)
    norina = role(TITLE, "Norina")
    assert debutant in {n.role: n for n in needs}[norina].singers
    assert debutant in _legal_casts(state)[norina]
    assert missing == ()


@pytest.mark.rule("SIP-063")
@pytest.mark.rule("SIP-074")
def test_two_tenors_for_one_tenor_role_fill_it_once():
    """Four singers are enough to begin a debut (the engine counts them), but two Golden Throat
    tenors can both sing only Ernesto: the soprano and the bass roles stay missing."""
    first, second = singers("gt", "T")[:2]
    state = _begun([first, second, singers("gt", "Br")[0], singers("deb", "Br")[0]])
    _needs_, missing = _needs(state)
    assert set(missing) == {role(TITLE, "Don Pasquale"), role(TITLE, "Norina")}
    assert not _legal_casts(state).get(role(TITLE, "Norina"))
    state = play(state, 0, act.Cast(card=first, role=role(TITLE, "Ernesto")))
    needs, missing = _needs(state)
    assert role(TITLE, "Ernesto") not in {n.role for n in needs}  # filled: off the list
    assert set(missing) == {role(TITLE, "Don Pasquale"), role(TITLE, "Norina")}
