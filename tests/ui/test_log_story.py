"""A log that tells the story (issue 31, item 4), read over whole seeded games of every game.

Every line gives its amounts and names (no empty list, no raw id, no placeholder left, a
Fame step counted), the right mover heads every group (a line that begins with a player's
or a diva's name sits under that player's heading), a Puccini who gives himself the
understudy keeps it, a postponement says how the show goes on, and identical lines in a
row are folded into one.
"""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt

from divas_desktop.core import registry
from divas_desktop.core.match import Match, SeatInfo
from divas_desktop.i18n.translate import install_translator
from divas_desktop.ui.log_panel import LogPanel

SEATS = {"turandot": 3, "sipario": 3, "divas": 2, "magna": 3}
OPTIONS: dict[str, dict] = {"divas": {"palco_reale": True}}
NAMES = ("Violetta", "Alfredo", "Germont")
DIVAS = ("Maria Callas", "Renata Tebaldi")
"""The divas seat 0 and seat 1 play (the Divas log names them, not the players)."""
RAW = re.compile(
    r"\[\]|[{}]|%n|\bNone\b|\bTrue\b|\bFalse\b"
    r"|\b[a-z]+\.[a-z0-9_]+\.[a-z0-9_.]+\b"  # an id or a text code: sip.sng.078, divas.diva.x
    r"|\b(?:Hand|City|Trade card) [IVX]+-\d\d\b"  # a Magna card's catalogue number
)


@pytest.fixture(scope="module")
def games():
    """One whole seeded computer game of each game (the log is read from the match)."""
    out = {}
    for game_id, count in SEATS.items():
        game = registry.get(game_id)
        config = game.config_type(seats=count, **OPTIONS.get(game_id, {}))
        seats = [SeatInfo(name=NAMES[i], colour="#E69F00", kind="computer") for i in range(count)]
        match = Match(game, config, seats, 11)
        while match.outcome() is None:
            match.play_bot(match.to_move()[0])
        out[game_id] = match
    return out


def _panel(qtbot, match: Match, viewer) -> LogPanel:
    panel = LogPanel()
    qtbot.addWidget(panel)
    panel.resize(320, 600)
    panel.show_log(match.game.game_id, match.events_for(viewer), match.seats)
    return panel


@pytest.mark.parametrize("language", ["en", "it", "es"])
@pytest.mark.parametrize("game_id", sorted(SEATS))
def test_every_line_gives_names_and_amounts(app, qtbot, games, game_id, language):
    install_translator(app, language)
    try:
        match = games[game_id]
        wrong = []
        for viewer in (None, *range(len(match.seats))):
            for line in _panel(qtbot, match, viewer).texts():
                if RAW.search(line):
                    wrong.append(line)
        assert not wrong, sorted(set(wrong))[:10]
    finally:
        install_translator(app, "en")


def test_a_fame_line_counts_its_steps(app, qtbot, games):
    install_translator(app, "en")
    lines = [t for t in _panel(qtbot, games["divas"], 0).texts() if t.startswith("Fame ")]
    assert lines
    for line in lines:
        assert re.search(
            r" moves (1 step|[2-9] steps) toward (Maria Callas|Renata Tebaldi)\.( \(×\d\))?$", line
        )


def _lines_under_headings(panel: LogPanel):
    """(heading seat, event, text) of every line shown, in order."""
    heading = None
    for row in range(panel.list.count()):
        item = panel.list.item(row)
        if item.data(Qt.ItemDataRole.UserRole) == "turn":
            heading = item.data(Qt.ItemDataRole.UserRole + 1)
            continue
        event = panel._shown[item.data(Qt.ItemDataRole.UserRole + 2)][2]
        yield heading, event, item.text()


@pytest.mark.parametrize("game_id", sorted(SEATS))
def test_the_right_mover_heads_every_group(app, qtbot, games, game_id):
    """A line that begins with a player's name (in the Divas log, a diva's) is under that
    player's heading, even in the middle of another seat's step, unless it only tells
    what that player receives (Applause, a reveal, a score: under the step's player)."""
    from divas_desktop.i18n.params import passive

    install_translator(app, "en")
    match = games[game_id]
    starters = DIVAS if game_id == "divas" else NAMES[: len(match.seats)]
    received = passive(game_id)
    checked = 0
    for viewer in (None, 0):
        panel = _panel(qtbot, match, viewer)
        assert {t for k, s, t in panel.rows() if k == "turn"} <= {f"{n} moves" for n in NAMES}
        for heading, event, text in _lines_under_headings(panel):
            if event.kind in received:
                continue
            for who, name in enumerate(starters):
                if text.startswith(f"{name} "):
                    assert heading == who, (text, heading)
                    checked += 1
    assert checked > 20


def test_in_a_divas_closing_the_diva_s_own_lines_stay_under_her_name(app, qtbot, games):
    """A diva's own lines in her rival's step (an instrument, her draws) are hers; what a
    closing gives both divas stays under the closer's player."""
    from divas_desktop.i18n.params import passive

    install_translator(app, "en")
    match = games["divas"]
    diva_of = {"divas.diva.callas": 0, "divas.diva.tebaldi": 1}
    steps = {(step, id(event)): seat for step, seat, event in match.events_for(0)}
    crossed = received = 0
    for heading, event, _text in _lines_under_headings(_panel(qtbot, match, 0)):
        diva = diva_of.get(event.params.get("player"))
        step_seat = next(s for (st, e), s in steps.items() if e == id(event))
        if diva is None or diva == step_seat:
            continue
        if event.kind in passive("divas"):
            assert heading == step_seat  # the rival's Applause turned into VP at a closing
            received += 1
        else:
            assert heading == diva
            crossed += 1
    assert crossed and received, (crossed, received)


def test_puccini_keeps_the_understudy_he_gives_himself(app, qtbot, games):
    install_translator(app, "en")
    lines = _panel(qtbot, games["turandot"], None).texts()
    for name in NAMES:
        assert not [
            t
            for t in lines
            if t.startswith(f"{name} gives ") and t.endswith(f" to {name} as an understudy.")
        ]
    assert any(" keeps " in t and t.endswith(" as an understudy.") for t in lines)


def test_folding_keeps_the_latest_of_each_repetition():
    """Identical lines in a row fold into the later one; a player's self-cancelling lines
    repeated turn after turn (others' turns between) fold into the latest turn's."""
    from divas_desktop.i18n.folding import counted_line, fold

    give_up = [(0, "V announces Fidelio.", True), (0, "V gives up the debut.", True)]
    other = [(1, "A draws a card.", False)]
    lines = give_up + other + give_up + [(0, "V draws.", False)] + other + give_up
    assert fold(lines) == [0, 0, 1, 0, 0, 1, 1, 3, 3]
    twice = [(0, "V postpones Fidelio.", False)] * 2 + [(0, "V stages Fidelio.", False)]
    assert fold(twice) == [0, 2, 1]
    broken = give_up + other + [(0, "V stages Tosca.", False)] + other + give_up
    assert fold(broken) == [1] * len(broken)  # a turn without them ends the run
    assert counted_line("V gives up the debut.", 3) == "V gives up the debut. (×3)"


def _sipario_events(rounds: int):
    from divas_desktop.core.types import Event

    entries = []
    step = 0
    for round_no in range(rounds):
        for event in (
            Event(kind="sipario.ev.debut_declared", params={"player": 0, "opera": "sip.op.07"}),
            Event(kind="sipario.ev.debut_abandoned", params={"player": 0}),
        ):
            entries.append((step, 0, event))
        step += 1
        entries.append((step, 1, Event(kind="sipario.ev.drew", params={"player": 1, "count": 2})))
        step += 1
        if round_no == 1:  # the same line twice in a row
            for _ in range(2):
                entries.append(
                    (step, 1, Event(kind="sipario.ev.drew", params={"player": 1, "count": 1}))
                )
            step += 1
    return entries


def test_the_log_folds_self_cancelling_lines_round_after_round(app, qtbot):
    install_translator(app, "en")
    seats = [SeatInfo(name=n, colour="#E69F00", kind="human") for n in NAMES[:2]]
    entries = _sipario_events(4)
    growing = LogPanel()
    qtbot.addWidget(growing)
    for end in range(1, len(entries) + 1):  # as a game shows it, entry by entry
        growing.show_log("sipario", entries[:end], seats)
    fresh = LogPanel()
    qtbot.addWidget(fresh)
    fresh.show_log("sipario", entries, seats)
    assert growing.rows() == fresh.rows()
    lines = fresh.texts()
    assert lines.count("Violetta announces the debut of Fidelio. (×4)") == 1
    assert lines.count("Violetta gives up the debut. (×4)") == 1
    assert not [t for t in lines if t.startswith("Violetta") and "(×" not in t]
    assert lines.count("Alfredo draws 2 cards.") == 4  # the others' turns stay as they were
    assert lines.count("Alfredo draws 1 card. (×2)") == 1
    assert lines[-3:] == [
        "Violetta announces the debut of Fidelio. (×4)",
        "Violetta gives up the debut. (×4)",
        "Alfredo draws 2 cards.",
    ]
    fresh.show_log("sipario", entries[:-3], seats)  # an Undo takes the last round back
    assert "Violetta gives up the debut. (×3)" in fresh.texts()


NAMES_NO_CARD = {"turandot.card_added_to_bid"}
"""Lines that name no card although the event carries one ("You add a card to your bid")."""


@pytest.mark.parametrize("game_id", sorted(SEATS))
def test_hovering_a_line_that_names_cards_shows_them(window, qtbot, games, game_id):
    """Every line that names a card (a card, an opera, a guest, an attack's cards) finds
    their faces on the board, on the table or not; hovering it shows them."""
    from divas_desktop.i18n.params import params_of
    from divas_desktop.ui.log_panel import named_ids

    match = games[game_id]
    seats = [
        s.model_copy(update={"kind": "human" if i == 0 else "computer"})
        for i, s in enumerate(match.seats)
    ]
    replayed = Match.replay(match.game, match.config, seats, match.seed, match.log[:150])
    window.controller.start(replayed)
    board, checked = window.board, 0

    def names_cards(event) -> bool:
        return event.kind not in NAMES_NO_CARD and any(
            p.kind in ("card", "cards") and event.params.get(k)
            for k, p in params_of(event.kind).items()
        )

    for _step, _seat, event in replayed.events_for(0):
        if not names_cards(event):
            continue
        faces = [f for c in named_ids(event) if (f := board.card_face(c)) is not None]
        assert faces, (event.kind, event.params)
        checked += 1
    assert checked > 10
    panel = window.log_panel
    shown: list = []
    panel.cards_hovered.connect(lambda faces, _point: shown.append(faces))
    for row in range(panel.list.count() - 1, -1, -1):
        item = panel.list.item(row)
        if item.data(Qt.ItemDataRole.UserRole) != "line":
            continue
        _step, _seat, event = panel._shown[item.data(Qt.ItemDataRole.UserRole + 2)]
        if names_cards(event):
            panel._hovered(item)
            break
    assert shown and shown[-1], "the hovered line's cards are shown"


def test_a_line_is_worded_for_what_happened(app):
    """Wordings chosen from the event: an empty gossip said in words, a postponement that
    says how the show goes on (the staging after it is no contradiction), a kept singer."""
    from divas_desktop.core.types import Event
    from divas_desktop.i18n.events import event_text

    install_translator(app, "en")
    names = list(NAMES)

    def line(game_id, kind, **params):
        return event_text(game_id, Event(kind=kind, params=params), names)

    assert line("sipario", "sipario.ev.gossip", player=0, cards=[]) == (
        "Violetta listens for gossip in the foyer: nothing there."
    )
    assert "Night of Grace" in line(
        "sipario", "sipario.ev.gossip", player=0, cards=["sip.act.night_of_grace.1"]
    )
    tbd = line("sipario", "sipario.ev.postponed", player=1, opera="sip.op.07", how="tbd")
    assert tbd == (
        "Alfredo postpones Fidelio: date to be determined, the show goes on without the "
        "struck singer."
    )
    delay = line("sipario", "sipario.ev.postponed", player=1, opera="sip.op.07", how="delay")
    assert "recovers and sings" in delay
    given = dict(player=2, card="tur.amateur.28", card_name="Flavia Monasco")
    assert line("turandot", "turandot.understudy_given", by=2, **given) == (
        "Germont keeps Flavia Monasco as an understudy."
    )
    assert line("turandot", "turandot.understudy_given", by=1, **given) == (
        "Alfredo gives Flavia Monasco to Germont as an understudy."
    )
