"""Load every game's data from an installed ``divas_desktop`` and print what was read.

tests/packaging/test_wheel.py runs this file with the interpreter of a fresh environment
(an installed wheel, an editable install), outside the project, so the package and its
data come from that installation only. For every game it sets up a match (which reads and
validates the game's cards and boards) and lists the first seat's actions, and reads the
game's grammar in every language; it parses every JSON file of ``resources/``. It prints
one JSON line: where the package and the data were found, the data files, and per game
the number of actions and of grammar entries per language.
"""

from __future__ import annotations

import json

from divas_desktop.core import registry
from divas_desktop.i18n.grammar import load_grammar
from divas_desktop.paths import package_dir, resources_dir

LANGUAGES = ("it", "es", "en")


def main() -> None:
    """Load every game and print the summary line."""
    folder = resources_dir()
    files = sorted(p.relative_to(folder).as_posix() for p in folder.rglob("*") if p.is_file())
    for name in files:
        if name.endswith(".json"):
            json.loads((folder / name).read_text(encoding="utf-8"))
    games = {}
    for game_id in registry.game_ids():
        game = registry.get(game_id)
        state = game.initial_state(game.config_type(seats=game.min_seats), seed=1)
        seat = game.to_move(state)[0]
        games[game_id] = {
            "actions": len(game.legal_actions(state, seat)),
            "grammar": {language: len(load_grammar(game_id, language)) for language in LANGUAGES},
        }
    summary = {
        "package": str(package_dir()),
        "resources": str(folder),
        "files": files,
        "games": games,
    }
    print(json.dumps(summary))


if __name__ == "__main__":
    main()
