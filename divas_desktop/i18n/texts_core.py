"""English texts of the codes shared by every game (context ``"core"``).

Refusals raised by the core, save-file errors and the demo game of the UI tests
(tests/ui/demo/) live here; each game's own codes live in ``texts_<game_id>.py``.
"""

from divas_desktop.i18n.noop import QT_TRANSLATE_NOOP, counted

CONTEXT = "core"
TEXTS: dict[str, str] = {
    # Game titles (menus, window title, boards); a game's own table may override them.
    "turandot": QT_TRANSLATE_NOOP("core", "Turandot"),
    "sipario": QT_TRANSLATE_NOOP("core", "Sipario!"),
    "divas": QT_TRANSLATE_NOOP("core", "The Battle of the Divas"),
    "magna": QT_TRANSLATE_NOOP("core", "Opera Magna"),
    # Places named on cards (premieres, where a Diva card's story happens), by their English name.
    "place.Athens": QT_TRANSLATE_NOOP("core", "Athens"),
    "place.Barcelona": QT_TRANSLATE_NOOP("core", "Barcelona"),
    "place.Bayreuth": QT_TRANSLATE_NOOP("core", "Bayreuth"),
    "place.Buenos Aires": QT_TRANSLATE_NOOP("core", "Buenos Aires"),
    "place.Cairo": QT_TRANSLATE_NOOP("core", "Cairo"),
    "place.Cappadocia": QT_TRANSLATE_NOOP("core", "Cappadocia"),
    "place.Dresden": QT_TRANSLATE_NOOP("core", "Dresden"),
    "place.Hamburg": QT_TRANSLATE_NOOP("core", "Hamburg"),
    "place.Lisbon": QT_TRANSLATE_NOOP("core", "Lisbon"),
    "place.London": QT_TRANSLATE_NOOP("core", "London"),
    "place.Mexico City": QT_TRANSLATE_NOOP("core", "Mexico City"),
    "place.Milan": QT_TRANSLATE_NOOP("core", "Milan"),
    "place.Monte Carlo": QT_TRANSLATE_NOOP("core", "Monte Carlo"),
    "place.Moscow": QT_TRANSLATE_NOOP("core", "Moscow"),
    "place.Munich": QT_TRANSLATE_NOOP("core", "Munich"),
    "place.Naples": QT_TRANSLATE_NOOP("core", "Naples"),
    "place.Neuilly-sur-Seine": QT_TRANSLATE_NOOP("core", "Neuilly-sur-Seine"),
    "place.New York": QT_TRANSLATE_NOOP("core", "New York"),
    "place.Paris": QT_TRANSLATE_NOOP("core", "Paris"),
    "place.Parma": QT_TRANSLATE_NOOP("core", "Parma"),
    "place.Pesaro": QT_TRANSLATE_NOOP("core", "Pesaro"),
    "place.Prague": QT_TRANSLATE_NOOP("core", "Prague"),
    "place.Rio de Janeiro": QT_TRANSLATE_NOOP("core", "Rio de Janeiro"),
    "place.Rome": QT_TRANSLATE_NOOP("core", "Rome"),
    "place.San Francisco": QT_TRANSLATE_NOOP("core", "San Francisco"),
    "place.Skorpios": QT_TRANSLATE_NOOP("core", "Skorpios"),
    "place.Tokyo": QT_TRANSLATE_NOOP("core", "Tokyo"),
    "place.Turin": QT_TRANSLATE_NOOP("core", "Turin"),
    "place.Venice": QT_TRANSLATE_NOOP("core", "Venice"),
    "place.Verona": QT_TRANSLATE_NOOP("core", "Verona"),
    "place.Vienna": QT_TRANSLATE_NOOP("core", "Vienna"),
    "place.Weimar": QT_TRANSLATE_NOOP("core", "Weimar"),
    # Refusals raised by core.match / core.game.
    "not_your_turn": QT_TRANSLATE_NOOP("core", "It is not your turn."),
    "illegal_move": QT_TRANSLATE_NOOP("core", "That move is not allowed now."),
    "game_over": QT_TRANSLATE_NOOP("core", "The game is over."),
    "cannot_undo": QT_TRANSLATE_NOOP("core", "There is nothing you may take back."),
    "cannot_redo": QT_TRANSLATE_NOOP("core", "There is nothing to redo."),
    "undo_nothing_yet": QT_TRANSLATE_NOOP(
        "core", "Nothing to take back: you have made no decision yet."
    ),
    "undo_after_reveal": QT_TRANSLATE_NOOP(
        "core", "You cannot take it back: hidden cards have been shown to you since."
    ),
    "undo_after_other_player": QT_TRANSLATE_NOOP(
        "core", "You cannot take it back: another player has decided since."
    ),
    "bad_seat_count": QT_TRANSLATE_NOOP("core", "This game cannot be played with that many seats."),
    "bad_cursor": QT_TRANSLATE_NOOP("core", "The save points past the end of its own log."),
    "no_target": QT_TRANSLATE_NOOP("core", "Drop it on one of the highlighted places."),
    # Save-file errors (persistence.savefile.SaveError.code).
    "file_too_large": QT_TRANSLATE_NOOP("core", "The file is too large to be a Divas save."),
    "not_a_save": QT_TRANSLATE_NOOP("core", "This file is not a Divas Desktop save."),
    "newer_version": QT_TRANSLATE_NOOP(
        "core", "This save was written by a newer version of Divas Desktop. Please update."
    ),
    "unknown_game": QT_TRANSLATE_NOOP(
        "core", "This save is for a game this version does not know."
    ),
    "invalid_save": QT_TRANSLATE_NOOP("core", "The save file is damaged or incomplete."),
    "replay_failed": QT_TRANSLATE_NOOP(
        "core", "The moves stored in the save cannot be replayed; the file is damaged."
    ),
    "digest_mismatch": QT_TRANSLATE_NOOP(
        "core", "The save does not match its own check sum; the file is damaged."
    ),
    "io_error": QT_TRANSLATE_NOOP("core", "The file could not be read or written."),
    # Failed writes by their cause (persistence.failures.write_error_code).
    "disk_full": QT_TRANSLATE_NOOP(
        "core", "The disk is full: nothing was lost; free some space or save elsewhere."
    ),
    "read_only": QT_TRANSLATE_NOOP(
        "core",
        "This folder cannot be written to (it is read-only, or not yours): nothing was lost; "
        "save elsewhere.",
    ),
    "no_folder": QT_TRANSLATE_NOOP(
        "core",
        "The folder does not exist (any more: a removed drive?): nothing was lost; save elsewhere.",
    ),
    "file_name_too_long": QT_TRANSLATE_NOOP(
        "core", "The name is too long for this disk: nothing was lost; choose a shorter name."
    ),
    "number_too_long": QT_TRANSLATE_NOOP(
        "core", "The file holds a number far too long for a save; it is not a Divas save."
    ),
    "too_many_moves": QT_TRANSLATE_NOOP(
        "core",
        "The save holds {moves} moves, more than a whole game ever takes; it was not loaded.",
    ),
    "name_too_long": QT_TRANSLATE_NOOP(
        "core", "A player name in the save is longer than {limit} characters; it was not loaded."
    ),
    "older_rules": QT_TRANSLATE_NOOP(
        "core", "The game was saved with older rules and no longer replays as it was played."
    ),
    "older_rules.question": QT_TRANSLATE_NOOP(
        "core",
        "This game of {game} was saved with older rules. Under the current rules it replays "
        "as it was played up to move {kept} (of {total}). Continue from there, or keep the "
        "file untouched?",
    ),
    "cancelled": QT_TRANSLATE_NOOP("core", "Loading was cancelled."),
    # Undo and redo behind the pass-and-play curtain (ui.controller).
    "undo_behind_curtain": QT_TRANSLATE_NOOP(
        "core",
        "Raise the curtain first: the player at the screen has not said who they are yet, "
        "and only they may take back their own moves.",
    ),
    # Seat kinds and generic labels used with codes.
    "seat.human": QT_TRANSLATE_NOOP("core", "Human"),
    "seat.computer": QT_TRANSLATE_NOOP("core", "Computer"),
    # How well a computer seat plays (issue 35): the new-game dialog and the status line.
    "level.easy": QT_TRANSLATE_NOOP("core", "Easy"),
    "level.normal": QT_TRANSLATE_NOOP("core", "Normal"),
    "level.hard": QT_TRANSLATE_NOOP("core", "Hard"),
    "level.easy.about": QT_TRANSLATE_NOOP(
        "core", "Plays sensible moves, with a newcomer's slips: a good start for learning."
    ),
    "level.normal.about": QT_TRANSLATE_NOOP(
        "core", "Plays a sound game by rules of thumb, and decides at once."
    ),
    "level.hard.about": QT_TRANSLATE_NOOP(
        "core",
        "Thinks up to a second a move, trying its options on the cards it may guess: "
        "a tough opponent.",
    ),
    "level.thinking": QT_TRANSLATE_NOOP("core", "{player} is thinking…"),
    # Lists of names in a sentence ("Violetta, Alfredo and Flora"; none: "nothing").
    "list.none": QT_TRANSLATE_NOOP("core", "nothing"),
    "list.and": QT_TRANSLATE_NOOP("core", "{items} and {last}"),
    "tie_break.shared": QT_TRANSLATE_NOOP("core", "The tie stands: the winners share the win."),
    # The demo game of the UI tests (tests/ui/demo/game.py; its newer texts: texts.py there).
    "demo": QT_TRANSLATE_NOOP("core", "Prima Donna (demo)"),
    "demo.card_staged": QT_TRANSLATE_NOOP(
        "core", "{player} sings an aria of strength {value} on stage."
    ),
    "demo.card_to_wings": QT_TRANSLATE_NOOP(
        "core", "{player} sends the aria of strength {value} to the wings."
    ),
    "demo.card_to_wings.hidden": QT_TRANSLATE_NOOP("core", "{player} sends a card to the wings."),
    "demo.passed": QT_TRANSLATE_NOOP("core", "{player} passes."),
    "demo.too_low": QT_TRANSLATE_NOOP(
        "core", "An aria on stage must be at least as strong as the last one ({top})."
    ),
    "demo.not_in_hand": QT_TRANSLATE_NOOP("core", "That card is not in your hand."),
    "demo.score.arias": QT_TRANSLATE_NOOP("core", "Arias sung on stage ({count})"),
    "demo.score.encore": QT_TRANSLATE_NOOP("core", "Encore for the last aria"),
    "demo.tie.strongest": QT_TRANSLATE_NOOP(
        "core", "Tie broken by the strongest single aria sung."
    ),
    "demo.zone.stage": QT_TRANSLATE_NOOP("core", "Stage"),
    "demo.zone.wings": QT_TRANSLATE_NOOP("core", "Wings"),
    "demo.zone.hand": QT_TRANSLATE_NOOP("core", "Hand of {player}"),
    "demo.cards_in_hand": counted(QT_TRANSLATE_NOOP("core", "{player}: %n cards"), "count"),
    "demo.action.pass": QT_TRANSLATE_NOOP("core", "Pass"),
    "demo.variant.encore": QT_TRANSLATE_NOOP("core", "Encore bonus"),
    "demo.card.aria": QT_TRANSLATE_NOOP("core", "Aria"),
    "demo.option.hand_size": QT_TRANSLATE_NOOP("core", "Cards in hand"),
    "demo.option.encore": QT_TRANSLATE_NOOP("core", "Encore bonus for the last aria"),
    "demo.option.tempo": QT_TRANSLATE_NOOP("core", "Tempo"),
    "demo.tempo.andante": QT_TRANSLATE_NOOP("core", "Andante"),
    "demo.tempo.allegro": QT_TRANSLATE_NOOP("core", "Allegro"),
}
