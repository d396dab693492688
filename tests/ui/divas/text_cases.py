"""What the Divas board draws, as many ways as it can be drawn, built by the board's own code.

Every Diva card of the resources at each of its sizes, every opera in a house, every
personality of the Palco Reale, every opera in the programme of the evening with the
longest lines it can carry, and every distinct item of whole seeded games (base game and
Palco Reale) seen by the diva to move: the probe (``text_probe``) then paints them.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from typing import Any

from divas_desktop.core.match import Match, SeatInfo
from divas_desktop.games.divas.config import DivasConfig
from divas_desktop.games.divas.data import HOUSES, load
from divas_desktop.games.divas.rules import GAME
from divas_desktop.games.divas.views import ClosedOperaView, DivasView
from divas_desktop.ui.board import DESIGN_SIZE, BoardItem
from divas_desktop.ui.board.specs import Spec
from divas_desktop.ui.boards.divas.board import DivasBoard
from divas_desktop.ui.boards.divas.cards import DivasCards
from divas_desktop.ui.boards.divas.houses import house_specs
from divas_desktop.ui.boards.divas.items import DivasPileSpec
from divas_desktop.ui.boards.divas.layout import Sides
from divas_desktop.ui.boards.divas.table import DISCARD_ID, palco_specs, piles_specs
from divas_desktop.ui.boards.divas.texts import DivasTexts

from .text_probe import Painted, board_items, paint_items, paint_specs

SEATS = (SeatInfo(name="Violetta", colour="#0072B2"), SeatInfo(name="Alfredo", colour="#F0E442"))
LONG_SEATS = (
    SeatInfo(name="Mariantonietta", colour="#0072B2"),
    SeatInfo(name="Massimiliano", colour="#F0E442"),
)
"""Long player names (the panels name the players)."""
GAME_SEED = 1954
"""The seed of the whole games played (the screenshots' seed: their positions are among
the ones painted)."""


def _chunks(items: list[str], size: int) -> Iterator[list[str]]:
    for start in range(0, len(items), size):
        chunk = items[start : start + size]
        yield chunk + items[: size - len(chunk)]  # the last one topped up from the start


def card_cases() -> list[Spec]:
    """Every Diva card in the hand, as a strip in a house, on the Timeline, on a discard."""
    cards = DivasCards(DivasTexts())
    specs: list[Spec] = []
    for card_id in load().cards:
        specs += [
            cards.spec(card_id, 0, 0, "hand"),
            cards.spec(card_id, 0, 0, "strip", matches=True, lit_rhythms=(1, 2, 3, 4)),
            cards.spec(card_id, 0, 0, "mini", scoring=True),
        ]
        top = cards.spec(card_id, 0, 0, "mini", w=44, h=62)
        specs.append(
            DivasPileSpec(
                id=f"discard.{card_id}", x=0, y=0, w=44, h=62, count=24, label="", top_card=top
            )
        )
    return specs


def _board(match: Match, seat: int | None, seats=SEATS) -> DivasBoard:
    board = DivasBoard("divas", seats)
    board.viewer = seat
    board.sync(match.view(seat), match.legal_actions(seat) if seat is not None else [])
    return board


def new_match(palco: bool, seed: int = 3) -> Match:
    """A new match of two people."""
    infos = [s.model_copy(update={"kind": "human"}) for s in SEATS]
    return Match(GAME, DivasConfig(palco_reale=palco), infos, seed)


def opera_cases() -> list[Spec]:
    """Every opera on a house's opera card (four houses at a time)."""
    match = new_match(palco=False)
    board = _board(match, 0)
    view: DivasView = match.view(0)
    operas = list(load().operas)
    specs: list[Spec] = []
    for chunk in _chunks(operas, len(HOUSES)):
        houses = [
            h.model_copy(update={"opera": opera, "minimum": load().operas[opera].minimum})
            for h, opera in zip(view.houses, chunk, strict=True)
        ]
        board._memos.clear()
        specs += house_specs(board, view.model_copy(update={"houses": houses}), Sides.of(0))
    return specs


def palco_cases() -> list[Spec]:
    """Every personality in the Palco Reale row (three at a time)."""
    match = new_match(palco=True)
    board = _board(match, 0)
    view: DivasView = match.view(0)
    specs: list[Spec] = []
    for chunk in _chunks(list(load().personalities), 3):
        specs += palco_specs(board, view.model_copy(update={"palco_row": chunk}))
    return specs


def programme_cases() -> list[Spec]:
    """Every opera closed in the programme, with each of its longest lines: an instrument
    or the conductor placed, Palco Reale points for both divas, two-digit Applause."""
    match = new_match(palco=True)
    board = _board(match, 0)
    view: DivasView = match.view(0)
    specs: list[Spec] = []
    house_of = {h.instrument: h.id for h in load().houses.houses}
    people = list(load().personalities)
    for placed in ("instrument", "conductor", "tie"):
        for chunk in _chunks(list(load().operas), 5):
            closed = [
                ClosedOperaView(
                    opera=opera,
                    house=house_of[("violin", "clarinet", "trumpet", "drum")[i % 4]],
                    closer=i % 2,
                    turn=10 + i,
                    applause=[12, 10],
                    fame_steps=[3, 0],
                    placed_by=i % 2,
                    placed=placed,
                    bonus="timeline_free",
                    bonus_x=2,
                    palco=[(0, people[i], 5), (1, people[i + 1], 4)],
                )
                for i, opera in enumerate(chunk)
            ]
            specs += piles_specs(board, view.model_copy(update={"closed": closed}), Sides.of(0))
    return specs


def _look(spec: Spec) -> Any:
    """What a spec shows, wherever it lies."""
    return replace(spec, x=0.0, y=0.0, z=0.0, movable=False, target=False)


def game_items(palco: bool, seed: int = GAME_SEED) -> Iterator[tuple[DivasBoard, list[BoardItem]]]:
    """A whole game played by the computer, drawn as the diva to move sees it at every
    step (and as the spectator sees it at the start and the end): the board and the items
    whose look was not drawn before."""
    infos = [s.model_copy(update={"kind": "computer"}) for s in LONG_SEATS]
    match = Match(GAME, DivasConfig(palco_reale=palco), infos, seed)
    board = DivasBoard("divas", LONG_SEATS)
    seen: set[Any] = set()

    def new_items(seat: int | None) -> tuple[DivasBoard, list[BoardItem]]:
        board.viewer = seat
        board.sync(match.view(seat), match.legal_actions(seat) if seat is not None else [])
        fresh = []
        for item in board_items(board):
            try:
                key = _look(item.spec)
                if key in seen:
                    continue
                seen.add(key)
            except TypeError:  # a spec holding a list: painted every time
                pass
            fresh.append(item)
        return board, fresh

    yield new_items(None)
    while match.to_move():
        seat = match.to_move()[0]
        yield new_items(seat)
        match.play_bot(seat)
    yield new_items(0)
    for opened in (DISCARD_ID.format(seat=0), DISCARD_ID.format(seat=1)):
        board.expanded = opened  # each diva's discard spread out over the board
        yield new_items(0)
    board.expanded = None
    yield new_items(None)


def case_texts() -> list[Painted]:
    """Every text of every card, opera, personality and programme line, painted."""
    painted = paint_specs(card_cases(), "card ")
    painted += paint_specs(opera_cases(), "opera ")
    painted += paint_specs(palco_cases(), "palco ")
    painted += paint_specs(programme_cases(), "programme ")
    return painted


def game_texts(palco: bool, outside: list[str] | None = None) -> list[Painted]:
    """Every text of a whole game of one edition, painted; the items drawn beyond the
    design canvas are added to ``outside``."""
    label = f"{'Palco Reale' if palco else 'base'} game: "
    width, height = DESIGN_SIZE
    painted: list[Painted] = []
    for board, items in game_items(palco):
        painted += paint_items(items, label)
        if outside is None:
            continue
        for item in board_items(board):
            rect = item.mapRectToScene(item.frame())
            if min(rect.left(), rect.top()) < -0.5 or rect.right() > width + 0.5:
                outside.append(f"{item.spec.id} at {rect.getCoords()}")
            elif rect.bottom() > height + 0.5:
                outside.append(f"{item.spec.id} at {rect.getCoords()}")
    return painted


def all_texts() -> list[Painted]:
    """Everything above."""
    return case_texts() + game_texts(False) + game_texts(True)


def main() -> None:
    """Print, per language, how many distinct texts the board draws at which size, the
    smallest, and how many are below the floor or cut:
    ``QT_QPA_PLATFORM=offscreen python -m tests.ui.divas.text_cases``."""
    from collections import Counter

    from divas_desktop.i18n.translate import install_translator
    from divas_desktop.ui.app import make_app

    from .text_probe import FLOOR

    app = make_app()
    for language in ("en", "it", "es"):
        install_translator(app, language)
        app.setProperty("divas_language", language)
        painted = all_texts()
        sizes = Counter(round(p.px) for p in {(p.text, p.px): p for p in painted}.values())
        print(
            f"{language}: {len({p.text for p in painted})} distinct texts,"
            f" smallest {min(p.px for p in painted):g} px,"
            f" {len({p.text for p in painted if p.px < FLOOR})} below {FLOOR:g} px,"
            f" {len({p.text for p in painted if p.cut})} cut;"
            f" by size (px: texts) {dict(sorted(sizes.items()))}"
        )


if __name__ == "__main__":
    main()
