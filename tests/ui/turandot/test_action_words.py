"""Every Turandot action reads as words: its player, cards and role named, never an id."""

import re

from divas_desktop.games.turandot.actions import FireDirector
from divas_desktop.ui.boards.turandot.board import TurandotBoard

from .gestures import turandot_match

RAW = re.compile(r"tur\.|\{|\}|\b[0-9]\b$|^[0-9]\b")
"""A card id, a placeholder left unfilled, or a seat number standing for a player."""


def test_every_action_of_a_game_is_labelled_in_words(app):
    match = turandot_match(seats=3, humans=3)
    board = TurandotBoard("turandot", match.seats)
    kinds = set()
    while match.to_move():
        seat = match.to_move()[0]
        for action in match.legal_actions(seat):
            label = board.action_label(action)
            assert label and not RAW.search(label), (action, label)
            kinds.add(action.kind)
        match.play_bot(seat)
    assert {"give_understudy", "fire_director", "assign_role", "choose_firer"} <= kinds


def test_a_director_takes_its_article_in_the_sentence(app):
    board = TurandotBoard("turandot", turandot_match().seats)
    assert board.action_label(FireDirector(director="tur.dir.1")) == "Fire the Traditionalist"
