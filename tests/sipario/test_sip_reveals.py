"""Every step that shows a seat something hidden names that seat in ``revealed_to``, so
Undo can never cross it (issue 16): computer hands played face up, Announced Flop."""

import re

import pytest

from divas_desktop.core.digest import canonical_json
from divas_desktop.core.match import Match, SeatInfo
from divas_desktop.core.rng import Rng
from divas_desktop.core.types import IllegalAction
from divas_desktop.games.sipario import actions as act
from divas_desktop.games.sipario.config import SiparioConfig
from divas_desktop.games.sipario.rules import GAME

from .helpers import cards, play, set_hand, set_season, singers, table, transition

_ID = re.compile(r'"(sip\.[a-z]+(?:\.[a-z_]+)?\.\d+|sip\.fool)"')


def _ids(text: str) -> set[str]:
    return set(_ID.findall(text))


def newly_shown(before, transition_, seat) -> set[str]:
    """Ids hidden from ``seat`` before the step that its view or its events show after."""
    hidden = set()
    for owner, ids in GAME.secrets(before).items():
        if owner != seat:
            hidden |= ids
    shown = _ids(canonical_json(GAME.player_view(transition_.state, seat)))
    for event in transition_.events:
        redacted = GAME.redact_event(event, seat)
        if redacted is not None:
            shown |= _ids(canonical_json(redacted))
    return hidden & shown


CONFIGS = [
    SiparioConfig(seats=3, max_rounds=10),
    SiparioConfig(seats=4, max_rounds=10, last_hour_offer=True, infingardo=True),
    SiparioConfig(seats=5, max_rounds=10, pd_discard_to_blind=True),
    SiparioConfig(seats=4, max_rounds=10, team_play=True),
    SiparioConfig(seats=2, max_rounds=10),
]


@pytest.mark.parametrize("index", range(len(CONFIGS)))
def test_a_step_that_shows_hidden_cards_names_the_seats_that_saw_them(index):
    """The generic rule, at every step of random games over the optional rules."""
    config = CONFIGS[index]
    state = GAME.initial_state(config, 70 + index)
    rng = Rng.from_seed(index, "reveals")
    steps = 0
    while GAME.to_move(state):
        seat = GAME.to_move(state)[0]
        action = GAME.random_action(state, seat, rng)
        result = GAME.apply(state, seat, action)
        for viewer in range(config.seats):
            shown = newly_shown(state, result, viewer)
            assert not shown or viewer in result.revealed_to, (steps, action, viewer, shown)
        state = result.state
        steps += 1
    assert steps > 50


@pytest.mark.rule("SIP-163")
def test_the_caster_of_an_announced_flop_sees_the_title_and_cannot_undo_it():
    """The flopped title is announced: everybody saw it, the caster included."""
    state = table(3, seed=1)
    seat = state.current
    victim = (seat + 1) % 3
    flop = cards("announced_flop")[0]
    set_hand(state, seat, [flop] + singers("stu")[:6])
    set_hand(state, victim, singers("stu")[6:13])
    step = transition(
        state, seat, act.PlayTurnCard(card=flop, as_type="announced_flop", targets=(victim,))
    )
    assert any(e.kind == "sipario.ev.flop" for e in step.events)
    assert step.revealed_to == {0, 1, 2}


def test_undo_stops_at_a_computer_step_that_showed_a_card():
    """A human cannot undo past a computer's card played face up (he has seen it)."""
    config = SiparioConfig(seats=3)
    seats = [SeatInfo(name="Ann"), SeatInfo(name="Bot", kind="computer"), SeatInfo(name="Cy")]
    match = Match(GAME, config, seats, 5)
    while match.state.phase == "setup_swap":
        match.play(match.to_move()[0], act.SetupSwap())
    crossed = shown_steps = 0
    for _ in range(400):
        movers = match.to_move()
        if not movers:
            break
        seat = movers[0]
        if match.is_computer(seat):
            before = match.state
            action = GAME.bot_action(before, seat, match.cursor)
            result = GAME.apply(before, seat, action)
            shown = any(newly_shown(before, result, viewer) for viewer in (0, 2))
            match.play(seat, action)
            if shown:
                shown_steps += 1
                for human in (0, 2):
                    target = match.undo_target(human)
                    crossed += target is not None and target < match.cursor - 1
        else:
            match.play(seat, GAME.bot_action(match.state, seat, match.cursor))
    assert shown_steps > 5 and crossed == 0


@pytest.mark.rule("SIP-158")
def test_a_title_shown_at_a_press_conference_is_a_reveal():
    state = table(3, seed=1)
    seat = state.current
    press = cards("press_conference")[0]
    set_hand(state, seat, [press] + singers("stu")[:6])
    set_season(state, seat, ["Aida", "Otello", "Norma"])
    state = play(state, seat, act.PlayTurnCard(card=press, as_type="press_conference"))
    who = GAME.to_move(state)[0]
    step = transition(state, who, GAME.legal_actions(state, who)[0])
    assert step.revealed_to == {x for x in range(3) if x != who}
    with pytest.raises(IllegalAction):
        GAME.apply(step.state, who, GAME.legal_actions(state, who)[0])
