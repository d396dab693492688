"""The headless command line: selfplay and check."""

import json

from divas_desktop.cli import main


def test_selfplay_prints_a_line_per_game_and_a_summary_and_saves(tmp_path, capsys):
    assert (
        main(
            [
                "selfplay",
                "toy",
                "--seats",
                "2",
                "--games",
                "3",
                "--seed",
                "4",
                "--save",
                str(tmp_path),
            ]
        )
        == 0
    )
    lines = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    games, summary = lines[:-1], lines[-1]
    assert [g["seed"] for g in games] == [4, 5, 6]
    assert all(g["actions"] > 0 and g["winners"] for g in games)
    assert summary["games"] == 3
    assert summary["total_actions"] == sum(g["actions"] for g in games)
    assert len(list(tmp_path.glob("*.divas"))) == 3


def test_check_accepts_a_good_save_and_refuses_a_bad_one(tmp_path, capsys):
    main(["selfplay", "toy", "--games", "1", "--seed", "9", "--save", str(tmp_path)])
    save = next(tmp_path.glob("*.divas"))
    capsys.readouterr()
    assert main(["check", str(save)]) == 0
    assert "ok" in capsys.readouterr().out
    save.write_text(save.read_text().replace('"seed":9,', '"seed":10,'))
    assert main(["check", str(save)]) == 2
    assert "invalid save" in capsys.readouterr().out


def test_unknown_game_and_bad_seat_count_exit_2(capsys):
    assert main(["selfplay", "chess"]) == 2
    assert main(["selfplay", "toy", "--seats", "5"]) == 2


def test_selfplay_rotates_the_levels_and_counts_their_wins(capsys):
    """Issue 35, item 4: the levels take the seats in turn, one seat on each game; the
    summary gives each level's wins (a shared win counts half) and p95 decision time."""
    args = ["selfplay", "toy", "--games", "4", "--seed", "1", "--levels", "hard,normal"]
    assert main([*args, "--budget-ms", "5"]) == 0
    lines = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    games, summary = lines[:-1], lines[-1]
    assert [g["levels"] for g in games] == [["hard", "normal"], ["normal", "hard"]] * 2
    wins = {"hard": 0.0, "normal": 0.0}
    for g in games:
        for seat in g["winners"]:
            wins[g["levels"][seat]] += 1 / len(g["winners"])
    assert summary["summary"] is True and summary["games"] == 4
    assert summary["wins"] == {level: round(count, 2) for level, count in wins.items()}
    assert sum(summary["wins"].values()) == 4
    assert set(summary["p95_ms"]) == {"hard", "normal"} and summary["budget_ms"] == 5
    assert main(["selfplay", "toy", "--levels", "grandmaster"]) == 2
    assert main(["selfplay", "toy", "--budget-ms", "0"]) == 2
