"""Sipario!'s stage as a checklist: each empty role says who of the hand can sing it or
what is missing, optional roles say so, the value waits for the whole base cast, the
season warns of a debut the hand cannot complete, and giving up says what it costs.

Every answer comes from the engine's view (``ProductionView.needs``/``missing``,
``PlayerView.uncastable``), which only the debutant's own view carries."""

from __future__ import annotations

from divas_desktop.games.sipario import actions as act
from divas_desktop.games.sipario.rules import GAME
from divas_desktop.ui.board import ButtonSpec, LabelSpec
from divas_desktop.ui.boards.sipario.board import SiparioBoard
from tests.sipario.helpers import cards, opera, play, role, set_hand, set_season, singers, table

TITLE = "Don Pasquale"


def _hand(nerves: bool) -> list[str]:
    hand = [singers("gi", "Br")[0], singers("deb", "S")[0], singers("gt", "T")[0]]
    hand.append(singers("deb", "Br")[0])
    return [*hand, cards("nerves_of_steel")[0]] if nerves else hand


def _board(state, seat: int = 0) -> SiparioBoard:
    board = SiparioBoard("sipario", [])
    board.viewer = seat
    board.sync(GAME.player_view(state, seat), GAME.legal_actions(state, seat))
    return board


def _texts(board) -> dict[str, str]:
    out = {}
    for item_id in board.item_ids():
        spec = board.item(item_id).spec
        if isinstance(spec, LabelSpec):
            out[item_id] = spec.text
    return out


def _position(nerves: bool):
    state = table(4, seed=9)
    set_season(state, 0, [TITLE, "Aida", "Tosca"])
    set_hand(state, 0, _hand(nerves))
    state.current = 0
    return state


def test_the_season_warns_of_a_debut_the_hand_cannot_complete(app):
    board = _board(_position(nerves=False))
    card = board.item(opera(TITLE)).spec
    assert card.footer == "⚠ 1 missing"
    assert "Norina" in card.tooltip
    complete = _board(_position(nerves=True)).item(opera(TITLE)).spec
    assert "missing" not in complete.footer and "Norina" not in complete.tooltip


def test_each_empty_role_says_who_sings_it_or_what_is_missing(app):
    state = play(_position(nerves=False), 0, act.BeginDebut(opera=opera(TITLE)))
    texts = _texts(_board(state))
    norina = texts[f"role.0.{role(TITLE, 'Norina')}.empty"]
    assert norina.startswith("✗ Debutant: needs ")
    ernesto = texts[f"role.0.{role(TITLE, 'Ernesto')}.empty"]
    assert ernesto.startswith("✓ ") and ernesto.endswith("can sing it")
    malatesta = texts[f"role.0.{role(TITLE, 'Doctor Malatesta')}.empty"]
    assert malatesta.startswith("✚ optional role")
    value = texts["show.0.value"]
    assert "once the base cast is complete" in value and "missing: Norina (F·S)" in value
    # Another impresario sees the roles empty, and nothing of the debutant's hand.
    other = _texts(_board(state, 1))
    assert other[f"role.0.{role(TITLE, 'Norina')}.empty"] == "empty"
    assert "missing" not in other["show.0.value"]
    assert GAME.player_view(state, 1).staging[0].needs == []


def test_with_the_whole_base_cast_in_hand_the_value_is_plain(app):
    state = play(_position(nerves=True), 0, act.BeginDebut(opera=opera(TITLE)))
    texts = _texts(_board(state))
    assert texts["show.0.value"].startswith("worth ") and "missing" not in texts["show.0.value"]
    assert texts[f"role.0.{role(TITLE, 'Norina')}.empty"].startswith("✓ ")  # with Nerves


def test_giving_up_says_what_it_costs(app):
    state = play(_position(nerves=True), 0, act.BeginDebut(opera=opera(TITLE)))
    board = _board(state)
    give_up = [
        board.item(i).spec
        for i in board.item_ids()
        if isinstance(board.item(i).spec, ButtonSpec)
        and board.item(i).spec.action == act.AbandonDebut()
    ]
    assert give_up and "no extra show" in give_up[0].tooltip
    assert "Key: G" in give_up[0].tooltip


def _recital():
    state = table(4, seed=9)
    set_hand(state, 0, [*singers("stu")[:3], cards("grand_event")[0]])
    state.current = 0
    return state


def test_an_extra_show_chip_names_its_whole_requirement_and_a_click_begins_it(app, qtbot):
    state = _recital()
    board = _board(state)
    chip = board.item("button.extra.class_recital").spec
    assert isinstance(chip, ButtonSpec) and chip.action == act.BeginExtra(show="class_recital")
    assert "needs at least 3 × Student" in chip.tooltip
    assert "+1 PN" in chip.text
    with qtbot.waitSignal(board.intent_made) as played:
        board._activate_button("button.extra.class_recital")  # what a click on the chip does
    assert played.args == [act.BeginExtra(show="class_recital")]


def test_the_lane_shows_the_live_reward_with_the_attached_cards(app):
    golden = [singers("gt", voice)[0] for voice in ("S", "Ms", "T", "Br")]
    state = table(4, seed=9)
    set_hand(state, 0, [*golden, cards("grand_event")[0]])
    state.current = 0
    state = play(state, 0, act.BeginExtra(show="recital_golden"))
    for singer in golden:
        state = play(state, 0, act.AddToExtra(card=singer))
    before = _texts(_board(state))["extra.text"]
    assert "+1 PN · +2 gold" in before and "all of different voices" in before
    attach = next(a for a in GAME.legal_actions(state, 0) if a.kind == "attach")
    state = play(state, 0, attach)  # Grand Event: +2 gold, +1 PN
    after = _texts(_board(state))["extra.text"]
    assert "+2 PN · +4 gold" in after
