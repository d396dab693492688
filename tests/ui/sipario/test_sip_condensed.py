"""Long card names get the room they need, never a condensed font (issue 32): over a whole
game, the demo positions and crowded hands, in Italian, Spanish and English, a card name
is set condensed only where one of its words is wider than any card there can be
(``layout.LONG_WORDS``). Measured on what is painted: every ``fitting`` call made while
the board's items paint is watched.
"""

from __future__ import annotations

import pytest
from PySide6.QtGui import QFontMetricsF, QTransform

from divas_desktop.ui.boards import board_class
from divas_desktop.ui.boards.sipario import items
from divas_desktop.ui.boards.sipario import layout as lay
from divas_desktop.ui.boards.sipario.demo import _mover, demo_positions, position
from divas_desktop.ui.boards.sipario.items import card_font, card_height, fits_plain
from divas_desktop.ui.boards.sipario.prompts import CHOOSER_W

from ..test_text_size import EVERY, new_match, paint_board
from .helpers import crowd_hand, give_cards

KNOWN = {
    "Raccomandazione di ferro",  # it: "Raccomandazione"
    "Recomendación de hierro",  # es: "Recomendación"
    "Recommendation of Iron",  # en: "Recommendation"
    "Götterdämmerung",  # every language: an opera title
}
"""The only names that may be set condensed: each holds one of ``layout.LONG_WORDS``."""
CROWDED = {
    "Agency Wheeling-and-Dealing",  # en: two lines of it need a card 110 wide
    "Sciopero delle maestranze",  # it: two lines of it need a card 89 wide
}
"""Names set condensed too, but only in a hand of 13 or more cards (rows of seven or
eight cards, 99 and 86 wide): their two lines need more."""


@pytest.fixture
def condensed(monkeypatch) -> dict[str, set[tuple[int, int]]]:
    """Every name painted condensed (or broken), with the rooms it was painted in."""
    seen: dict[str, set[tuple[int, int]]] = {}
    plain = items.fitting

    def watched(text: str, width: float, height: float):
        font, flags = plain(text, width, height)
        if items.condensed(font) or flags == items.ANYWHERE:
            seen.setdefault(text, set()).add((round(width), round(height)))
        return font, flags

    monkeypatch.setattr(items, "fitting", watched)
    return seen


def _draw(match, seat: int | None) -> None:
    """Sync a fresh board to ``seat``'s view of ``match`` and paint every item."""
    board = board_class("sipario")("sipario", match.seats)
    board.viewer = seat
    legal = match.legal_actions(seat) if seat is not None else []
    board.sync(match.view(seat), legal)
    board.animations.finish()
    paint_board(board, QTransform(), "scene")


def _only_known(seen: dict[str, set[tuple[int, int]]], known: set[str] = KNOWN) -> list[str]:
    """The names condensed that are not among ``known``, with their rooms."""
    return [f"{name!r} in {sorted(rooms)}" for name, rooms in seen.items() if name not in known]


def test_a_whole_game_and_the_demo_positions_condense_only_the_known_long_words(
    language, condensed
):
    match = new_match("sipario", 4, 11)
    step = 0
    while match.outcome() is None:
        if step % EVERY == 0:
            _draw(match, match.to_move()[0])
        match.play_bot(match.to_move()[0])
        step += 1
    _draw(match, None)
    for _name, demo, seat in demo_positions():
        _draw(demo, seat)
    assert step > 100  # a whole game was drawn
    bad = _only_known(condensed)
    assert not bad, f"{len(bad)} names condensed in {language}:\n" + "\n".join(bad)


@pytest.mark.parametrize("count", [5, 8, 9, 11, 12, 14, 16])
def test_a_hand_of_long_names_condenses_only_a_known_word_and_only_when_crowded(
    language, condensed, count
):
    """The longest names of the deck in hand, the longest action card among them: up to
    twelve cards every name is set in a normal font (wider cards, or two rows of them);
    from thirteen (the hand's limit), a row of seven cards has no room for the known long
    words and two long action cards."""
    match, seat = position(lambda s: s.phase == "turn" and s.round >= 3, _mover)
    give_cards(match, seat, [], only=True)  # his own cards back into the deck
    give_cards(match, seat, ["sip.act.recommendation.1"])  # "Raccomandazione di ferro"
    crowd_hand(match, seat, count)  # and the longest names of the deck
    assert len(match.state.players[seat].hand) == count
    _draw(match, seat)
    bad = _only_known(condensed, KNOWN | CROWDED if count >= 13 else KNOWN)
    assert not bad, f"{len(bad)} names condensed in {language}:\n" + "\n".join(bad)
    if count <= 12:
        assert not condensed, f"{count} cards in {language}: {condensed}"


def test_every_known_name_holds_a_word_wider_than_a_crowded_row_gives(app):
    """The exceptions are deliberate: each holds a long word, wider than the room of a
    card of a row of seven (13-14 cards) or of a season card."""
    metrics = QFontMetricsF(card_font(11.0, False, 100, 100))
    row_of_seven = (lay.HAND_W - 16 - 6 * 5) / 7 - 9
    season = lay.SEASON_W - 9
    for word in lay.LONG_WORDS:
        assert metrics.horizontalAdvance(word) > min(row_of_seven, season), word
        assert any(word in name for name in KNOWN), word
    assert not fits_plain("Raccomandazione di ferro", row_of_seven, 27)


def test_a_long_name_on_a_small_card_gets_its_second_line_not_a_condensed_font(app):
    """A chooser's or a role's card: one line only when the name fits it in a normal font."""
    assert card_height("Cunegonda Staccatelli", 98) == 56  # condensed it would fit one line
    assert items.condensed(items.fitting("Cunegonda Staccatelli", 89, 22)[0])
    assert card_height("Tosca", 98) == 46
    assert not items.condensed(items.fitting("Cunegonda Staccatelli", 89, 32)[0])
    assert fits_plain("Götterdämmerung", CHOOSER_W - 9, 32)  # a prompt of five cards or fewer
