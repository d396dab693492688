"""The view tells every seat the PN each staged opera scored (the board prints them)."""

from divas_desktop.games.sipario.rules import GAME


def test_each_staged_opera_shows_the_points_its_debut_scored_to_every_seat():
    # Seeded bot games through the public loop: every opera_staged event's points appear
    # beside that opera in every seat's view, and a new deal starts the list afresh.
    checked = 0
    for seed in (3, 11, 19):
        config = GAME.default_config(3)
        state = GAME.initial_state(config, seed)
        expected: dict[int, list[int]] = {0: [], 1: [], 2: []}
        for step in range(4000):
            movers = GAME.to_move(state)
            if not movers:
                break
            seat = movers[0]
            transition = GAME.apply(state, seat, GAME.bot_action(state, seat, seed + step))
            state = transition.state
            for event in transition.events:
                if event.kind.endswith(".deal_started"):
                    expected = {0: [], 1: [], 2: []}
                if event.kind.endswith(".opera_staged"):
                    expected[event.params["player"]].append(event.params["points"])
            for viewer in range(3):
                view = GAME.player_view(state, viewer)
                for owner, player in enumerate(view.players):
                    assert len(player.staged_pn) == len(player.staged)
                    if player.staged_pn:
                        assert player.staged_pn == expected[owner][-len(player.staged_pn) :]
                        checked += 1
    assert checked > 0
