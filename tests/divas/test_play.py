"""Whole games: random players finish, bots play well, views keep hands hidden."""

from divas_desktop.core.digest import canonical_json
from divas_desktop.core.rng import Rng
from divas_desktop.games.divas.rules import GAME

from .helpers import CALLAS, TEBALDI, fresh


def random_game(seed, bots=(), check=False, **options):
    state = fresh(seed, first_player="random", **options)
    rng = Rng.from_seed(seed, "test")
    for step in range(GAME.max_actions):
        movers = GAME.to_move(state)
        if not movers:
            return state, step
        seat = movers[0]
        if seat in bots:
            action = GAME.bot_action(state, seat, seed * 7919 + step)
        else:
            action = rng.choice(GAME.legal_actions(state, seat))
        state = GAME.apply(state, seat, action).state
        if check:
            assert not GAME.invariants(state), (seed, step, GAME.invariants(state))
    raise AssertionError(f"seed {seed} did not finish")


def test_a_hundred_random_games_finish():
    endings = set()
    for seed in range(100):
        state, _ = random_game(
            seed,
            check=True,
            palco_reale=seed % 2 == 1,
            timeline_rule="longest" if seed % 3 == 0 else "records",
        )
        assert not GAME.invariants(state)
        outcome = GAME.outcome(state)
        assert outcome is not None and outcome.winners
        assert sum(line.points for line in outcome.breakdown[0]) == outcome.scores[0]
        endings.add(len(state.operas_done) >= 5)
    assert endings == {True, False}  # both end conditions happen


def test_bot_beats_a_random_player():
    wins = 0
    games = 12
    for seed in range(games):
        bot = seed % 2
        state, _ = random_game(500 + seed, bots=(bot,), palco_reale=seed % 3 == 0)
        outcome = GAME.outcome(state)
        wins += outcome.winners == (bot,)
    assert wins >= games * 3 // 4


def test_bots_are_deterministic_and_finish():
    a, steps_a = random_game(42, bots=(CALLAS, TEBALDI))
    b, steps_b = random_game(42, bots=(CALLAS, TEBALDI))
    assert canonical_json(a) == canonical_json(b) and steps_a == steps_b
    assert GAME.outcome(a) is not None


def test_bot_closes_an_opera_it_leads():
    from divas_desktop.games.divas.actions import CloseOpera

    from .helpers import at_actions, put_opera

    state = fresh()
    put_opera(state, "met", "Tosca")
    state.houses["met"].applause = [9, 2]
    at_actions(state, CALLAS, 4, 4, ["trumpet", "tessitura"])
    assert GAME.bot_action(state, CALLAS, 1) == CloseOpera(house="met")


def test_views_hide_the_opponents_hand_and_the_decks():
    state = fresh()
    text = canonical_json(GAME.player_view(state, CALLAS))
    for c in state.hands[CALLAS]:
        assert f'"{c}"' in text
    for c in state.hands[TEBALDI] + state.decks[CALLAS] + state.opera_deck:
        assert f'"{c}"' not in text
    public = GAME.player_view(state, None)
    assert public.hand == [] and public.divas[TEBALDI].hand_count == 4
    secrets = GAME.secrets(state)
    assert secrets[CALLAS] == set(state.hands[CALLAS])


def test_actions_round_trip_through_the_log():
    state = fresh()
    for action in GAME.legal_actions(state, CALLAS):
        assert GAME.parse_action(action.model_dump(mode="json")) == action


def test_invariants_catch_a_lost_card():
    state = fresh()
    state.hands[CALLAS].pop()
    assert "diva cards not conserved" in GAME.invariants(state)


def bot_turn(state, seat, seed=3):
    """Let the bot play until the other seat must act."""
    step = 0
    while GAME.to_move(state) == (seat,):
        state = GAME.apply(state, seat, GAME.bot_action(state, seat, seed + step)).state
        step += 1
    return state


def test_bot_sends_a_note_it_can_use():
    from .helpers import at_actions, put_opera

    state = fresh(4)
    put_opera(state, "met", "La Wally")  # FA, MI
    state.piano = [None] * 14
    state.piano[9] = CALLAS  # MI, a 1-VP key
    at_actions(state, CALLAS, 10, 8, ["trumpet", "timeline"])
    state.diva[TEBALDI] = 2
    after = bot_turn(state, CALLAS)
    assert after.houses["met"].notes[CALLAS] == ["MI"]


def test_bot_puts_its_timeline_in_order():
    from divas_desktop.games.divas.scoring import timeline_points
    from divas_desktop.games.divas.state import Task

    from .helpers import at_actions, to_timeline

    state = fresh(4)
    to_timeline(state, "Film Artist", "New York at Her Feet")
    at_actions(state, CALLAS, 0, 1, [])
    state.tasks = [Task("shift", CALLAS, 1)]
    assert timeline_points(state.timeline) == [2, 0]
    after = GAME.apply(state, CALLAS, GAME.bot_action(state, CALLAS, 5)).state
    assert timeline_points(after.timeline) == [4, 0]


def test_no_view_leaks_along_palco_games():
    for seed in range(3):
        state = fresh(seed, palco_reale=True)
        rng = Rng.from_seed(seed, "leaks")
        while GAME.to_move(state):
            secrets = GAME.secrets(state)
            for viewer in (None, CALLAS, TEBALDI):
                text = canonical_json(GAME.player_view(state, viewer))
                for owner, ids in secrets.items():
                    if owner is not None and owner == viewer:
                        continue
                    assert not any(f'"{i}"' in text for i in ids), (seed, viewer, owner)
            seat = GAME.to_move(state)[0]
            state = GAME.apply(state, seat, rng.choice(GAME.legal_actions(state, seat))).state


def test_refusals_always_give_a_reason():
    from divas_desktop.games.divas import actions as acts

    samples = [
        acts.PlayCard(card="div.cal.01", house="met"),
        acts.PlayCard(card="nope", house="wien"),
        acts.Move(key=99),
        acts.Move(key=0),
        acts.ChooseBlackKey(black=3),
        acts.Fame(house="colon"),
        acts.Tessitura(side="none"),
        acts.SendNote(key=13),
        acts.SendNote(key=-1),
        acts.CloseOpera(house="scala"),
        acts.Timeline(card="div.teb.05"),
        acts.Shift(card="div.cal.02", direction=1),
        acts.PlaceNote(key=4),
        acts.RemoveNote(key=5),
        acts.Applause(house="met"),
        acts.Drain(house="met"),
        acts.Shrink(side="low"),
        acts.Done(),
    ]
    for seed in range(4):
        state = fresh(seed)
        rng = Rng.from_seed(seed, "refusals")
        while GAME.to_move(state):
            seat = GAME.to_move(state)[0]
            legal = GAME.legal_actions(state, seat)
            for action in samples:
                refusal = GAME.refusal(state, seat, action)
                assert (refusal is None) == (action in legal)
                assert GAME.refusal(state, 1 - seat, action).reason == "not_your_turn"
            state = GAME.apply(state, seat, rng.choice(legal)).state
