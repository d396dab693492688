"""Helpers of the Sipario! board tests: seeded matches and the board's gesture map."""

from __future__ import annotations

from divas_desktop.core.match import Match, SeatInfo
from divas_desktop.games.sipario.rules import GAME

NAMES = ("Violetta", "Alfredo", "Germont", "Flora", "Annina")
COLOURS = ("#E69F00", "#56B4E9", "#009E73", "#F0E442", "#CC79A7")

BUTTON_KINDS = {
    "end_turn",
    "advertise",
    "confirm_debut",
    "abandon_debut",
    "raise_curtain",
    "end_uc_slot",
    "pass_defence",
    "yield_defence",
    "accept_postponement",
    "decline_offer",
    "confirm_offer",
    "accept_offer",
    "fool_reaction",
    "flop_title",
    "gossip_done",
    "begin_extra",  # a click on the show's chip in the extra show's lane (issue 32)
    "confirm_extra",
    "abandon_extra",
    "setup_swap",
    "reseat",
    "time_up",
}
"""Confirmations and choices without a natural gesture (issue 11 item 2)."""


def sipario_match(
    seats: int = 3, humans: tuple[int, ...] = (0,), seed: int = 5, **options
) -> Match:
    """A seeded Sipario! match; ``humans`` are the seats of people."""
    infos = [
        SeatInfo(name=NAMES[i], colour=COLOURS[i], kind="human" if i in humans else "computer")
        for i in range(seats)
    ]
    config = GAME.default_config(seats).model_copy(update=options)
    return Match(GAME, config, infos, seed)


def button_for(board, action) -> str | None:
    """The id of the board button that sends ``action``."""
    for item_id in board.item_ids():
        spec = board.item(item_id).spec
        if item_id.startswith("button.") and getattr(spec, "action", None) == action:
            return item_id
    return None


def keyboard_gesture(board, item_id: str, target_id: str) -> None:
    """Pick ``item_id`` and drop it on ``target_id`` with Tab and Enter only."""
    from PySide6.QtCore import Qt

    for _ in range(200):
        if board.key_focus() == item_id:
            break
        board.handle_key(Qt.Key.Key_Tab)
    assert board.key_focus() == item_id, item_id
    board.handle_key(Qt.Key.Key_Return)
    for _ in range(200):
        if board.key_focus() == target_id:
            break
        board.handle_key(Qt.Key.Key_Tab)
    assert board.key_focus() == target_id, target_id
    board.handle_key(Qt.Key.Key_Return)


def answer_chooser(view, board, action) -> None:
    """Pick ``action`` in the open chooser by clicking its words (one step after another)."""
    from ..helpers import choose

    request = board.pending_request()
    assert request is not None, "no chooser opened"
    option = next(o for o in request.options if o.action == action)
    for label in option.steps():
        choose(view, label)


def perform(window, action, style: str = "drag") -> None:
    """Make ``action`` as a person would: a drag, click-then-target or the keyboard (and
    the chooser when the drop stands for several moves), or its button."""
    board, view = window.board, window.area.view
    key = board.action_key(action)
    if key is None:
        if action.kind == "reseat":
            click_item(view, board, "button.reseat")
            answer_chooser(view, board, action)
            return
        button = button_for(board, action)
        assert button is not None, f"no button for {action}"
        click_item(view, board, button)
        return
    item, target = key
    if style == "keyboard":
        keyboard_gesture(board, item, target)
    elif style == "click":
        click_item(view, board, item)
        click_target(view, board, target)
    else:
        drag_item(view, board, item, target)
    if len(board.gesture_actions(item, target)) > 1:
        answer_chooser(view, board, action)


class Director:
    """Chooses the moves of a pass-and-play sequence: the computer's choice, except that
    it plays a turn card, makes a Last-Hour Offer (with 1 gold asked) and defends against
    an attack the first time each is possible."""

    def __init__(self) -> None:
        self.done: set[str] = set()

    def choose(self, match, seat: int, step: int):
        """The next move of ``seat``."""
        legal = match.legal_actions(seat)
        by_kind: dict[str, list] = {}
        for action in legal:
            by_kind.setdefault(action.kind, []).append(action)
        for kind in ("play_turn_card", "make_offer", "defend"):
            if kind in by_kind and kind not in self.done:
                if kind == "play_turn_card":
                    wanted = [a for a in by_kind[kind] if a.targets and not a.gold]
                    if not wanted:
                        continue
                    self.done.add(kind)
                    return wanted[0]
                self.done.add(kind)
                return by_kind[kind][0]
        if "offer_add" in by_kind and "offer_add" not in self.done:
            gold = [a for a in by_kind["offer_add"] if a.item == "gold"]
            if gold:
                self.done.add("offer_add")
                return gold[0]
        if "confirm_offer" in by_kind:
            return by_kind["confirm_offer"][0]
        if "accept_offer" in by_kind and "accept_offer" not in self.done:
            self.done.add("accept_offer")
            return by_kind["accept_offer"][0]
        return match.game.bot_action(match.state, seat, step)


def grab_point(board, item_id: str):
    """A scene point where ``item_id`` is the topmost item (cards in a fan overlap)."""
    from PySide6.QtCore import QPointF

    from divas_desktop.ui.board import BoardItem

    item = board.item(item_id)
    assert item is not None, f"{item_id} is not drawn"
    rect = item.sceneBoundingRect().adjusted(5, 5, -5, -5)
    for fy in (0.5, 0.3, 0.7, 0.15):
        for fx in (0.5, 0.25, 0.1, 0.75, 0.9):
            point = QPointF(rect.left() + rect.width() * fx, rect.top() + rect.height() * fy)
            top = next((g for g in board.items(point) if isinstance(g, BoardItem)), None)
            if top is item:
                return point
    return rect.center()


def drop_point(board, target_id: str):
    """A scene point over ``target_id`` where no other drop target lies above it."""
    from PySide6.QtCore import QPointF

    item = board.item(target_id)
    assert item is not None, f"{target_id} is not drawn"
    rect = item.sceneBoundingRect().adjusted(4, 4, -4, -4)
    for fy in (0.5, 0.3, 0.7, 0.15, 0.85):
        for fx in (0.5, 0.25, 0.75, 0.1, 0.9):
            point = QPointF(rect.left() + rect.width() * fx, rect.top() + rect.height() * fy)
            if board._target_at(point) == target_id:
                return point
    return rect.center()


def drag_item(view, board, item_id: str, target_id: str) -> None:
    """Drag one board item onto another."""
    from ..helpers import drag

    drag(view, grab_point(board, item_id), drop_point(board, target_id))


def click_item(view, board, item_id: str) -> None:
    """Click a board item where nothing covers it."""
    from ..helpers import click

    click(view, grab_point(board, item_id))


def click_target(view, board, target_id: str) -> None:
    """Click a drop target where no other target lies above it."""
    from ..helpers import click

    click(view, drop_point(board, target_id))


def give_cards(match, seat: int, cards, only: bool = False) -> tuple[str, ...]:
    """Move ``cards`` from the deck into ``seat``'s hand (a position made to order), his
    own cards going back under the deck if ``only``; the hand."""
    state = match.state
    player = state.own_player(seat)
    deck = list(state.deck)
    for card in cards:
        deck.remove(card)
    if only:
        deck += player.hand
        player.hand = ()
    player.hand = tuple(player.hand) + tuple(cards)
    state.deck = tuple(deck)
    return player.hand


def crowd_hand(match, seat: int, count: int) -> tuple[str, ...]:
    """Give ``seat`` a hand of ``count`` cards, filled from the deck with the cards whose
    names are longest in the current language (the hardest to show whole); its hand."""
    from divas_desktop.ui.boards.sipario.texts import SiparioTexts, card_name

    texts = SiparioTexts()
    need = count - len(match.state.players[seat].hand)
    assert need >= 0, "the hand is already larger"
    deck = match.state.deck
    return give_cards(
        match, seat, sorted(deck, key=lambda c: (-len(card_name(texts, c)), c))[:need]
    )


def many_shows_hand(match, seat: int, all_eight: bool = False) -> tuple[str, ...]:
    """Give ``seat`` the singers of six extra shows (3 Students, a Great Interpreter
    tenor, 5 Debutants, Golden Throats of four voices, three tenors), or of all eight
    (two Prime donne of either sex and New Year's Eve too); the hand."""
    from divas_desktop.games.sipario.data import load

    singers = load().singers
    wanted: list[str] = []
    deck = list(match.state.deck)

    def take(test, count: int) -> None:
        found = [c for c in deck if c in singers and c not in wanted and test(singers[c])]
        assert len(found) >= count
        wanted.extend(found[:count])

    take(lambda s: s.category == "stu", 3)
    take(lambda s: s.category == "gi" and s.voice == "T", 1)  # the Three Tenors' own
    take(lambda s: s.category == "deb" and s.voice != "T", 5)
    voices: set[str] = set()
    for card in deck:  # Great Tenors of four different voices, a tenor among them
        singer = singers.get(card)
        if singer and singer.category == "gt" and singer.voice not in voices:
            voices.add(singer.voice or "")
            wanted.append(card)
        if len(voices) == 4:
            break
    tenors = sum(singers[c].voice == "T" and singers[c].category in ("gi", "gt") for c in wanted)
    take(lambda s: s.category == "gt" and s.voice == "T", 3 - tenors)
    if all_eight:
        take(lambda s: s.category == "pd" and s.sex == "F", 1)
        take(lambda s: s.category == "pd" and s.sex == "M", 1)
        actions = load().action_cards
        wanted.append(next(c for c in deck if c in actions and actions[c].type == "new_years_eve"))
    return give_cards(match, seat, wanted, only=True)
