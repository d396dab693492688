"""The board scene: draws a player view from specs and turns gestures into intents.

A game's board subclasses :class:`Board` and supplies:

* :meth:`Board.describe` -- the specs (cards, tokens, zones, labels…) that draw a view;
* which items may be picked up -- ``movable=True`` on their specs (items that are the
  source of a legal gesture are movable anyway);
* :meth:`Board.action_key` -- the gesture ``(item_id, target_id)`` that performs a legal
  action, and optionally :meth:`Board.intent` to build the action of a gesture that is
  not legal, so the engine can explain the refusal with its own reason;
* optionally labels and consequences for the drop chooser (:meth:`choice_label`,
  :meth:`choice_detail`, :meth:`choice_path`), a payment panel (:meth:`amounts_request`),
  a multi-step gesture (:meth:`gesture_sequence`), the full area of a summary
  (:meth:`expanded_specs`) and the items an event names (:meth:`event_items`).

Legal actions with no gesture become buttons. The board never decides a rule: targets,
choices and amounts are derived from the legal actions, and every intent goes to the
controller. See ``README.md`` in this folder.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any, ClassVar

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Signal
from PySide6.QtGui import QColor, QLinearGradient, QPainter, QPen
from PySide6.QtWidgets import QGraphicsScene

from ...i18n.events import event_text
from ...i18n.previews import preview_lines
from ...i18n.translate import has_text, text
from ..theme import SEAT_SHAPES, WOOD, WOOD_DARK, WOOD_LIGHT
from .animation import AnimationQueue
from .beats import Beat, labelled
from .choices import AmountsRequest, ChoiceRequest, Option
from .gestures import GestureMixin
from .items import MARGIN, BoardItem, ButtonItem, Mark, SeatBadge
from .kinds import ITEM_TYPES, make_item
from .legend import LegendSection
from .marks import MARKABLE, Move, MoveMemory, Turn, TurnMemory, ViewOf
from .moments import play_beats
from .motion import animate_changes
from .overlay import overlay_specs
from .preview import DropPreview
from .specs import ButtonSpec, CardFace, PileSpec, Spec, SummarySpec

if TYPE_CHECKING:
    from ...core.match import SeatInfo
    from ...core.preview import Preview
    from ...core.types import Action, Event, Seat

log = logging.getLogger(__name__)

GestureKey = tuple[str, str]
"""``(item_id, target_id)``: pick this item, drop it there."""
DESIGN_SIZE = (1010.0, 660.0)
"""Scene units a board is designed for: drawn at 100 % in a 1366×768 window."""


class Board(GestureMixin, QGraphicsScene):
    """Base of every game board (see ``divas_desktop/ui/board/README.md``)."""

    intent_made = Signal(object)
    """The viewer asks to play this action (the controller plays or refuses it)."""
    refused_locally = Signal(str)
    """A gesture that maps to no action at all: the reason code (translated by the UI)."""
    piece_pressed = Signal(str)
    """A piece with no legal move now was pressed (its item id): the controller asks the
    engine why (``Game.why_not``) and shows the reason; the board never decides it."""
    request_opened = Signal(object)
    """A :class:`ChoiceRequest` or :class:`AmountsRequest` waits for the player's answer."""
    request_closed = Signal()

    item_types: ClassVar[dict[type, type[BoardItem]]] = ITEM_TYPES
    """Which item class draws which spec; extend it to add spec kinds."""
    button_columns: ClassVar[int] = 5
    """Automatic action buttons per row."""
    design_size: ClassVar[tuple[float, float] | None] = DESIGN_SIZE
    """The scene area the board is laid out in (fit to window shows exactly this);
    ``None``: fit whatever is drawn."""
    min_zoom: ClassVar[float] = 0.6
    """Fitting never goes below this; at 1024×700 a 1010-unit board is drawn at ~0.75."""
    button_keys: ClassVar[Mapping[str, str]] = {}
    """A letter key for each turn-level button, by action kind (``{"end_turn": "E"}``):
    the key presses the button, and its tooltip names the key."""
    seat_colours: ClassVar[tuple[str, ...]] = ()
    """Colours the game gives its seats (a diva plays in her own colour); empty: the
    players' choices. Always paired with the seat's shape and letter."""
    animate_changes: ClassVar[bool] = True
    """Glide moved items, flip turned cards, fade in new ones, float counter deltas."""
    markable: ClassVar[tuple[type, ...]] = MARKABLE
    """Spec kinds that carry a last-move mark; a board adds its own pieces (a diva's
    figure, a note) to the framework's cards, tokens, counters, piles and tracks."""
    mark_unnamed: ClassVar[bool] = True
    """Last-move marks: an item that changed although no event names it is credited to
    the last seat that moved. Boards whose item ids are the engine's card ids (and that
    name the rest in :meth:`event_items`) set it ``False``, so a layout that only moves
    things around (a pile brought forward) marks nothing."""

    def __init__(self, game_id: str, seats: Sequence[SeatInfo] = (), parent=None) -> None:
        super().__init__(parent)
        self.game_id = game_id
        self.seats: tuple[SeatInfo, ...] = tuple(seats)
        self.viewer: Seat | None = None
        self.view_model: Any = None
        self.legal: list[Action] = []
        self.animations = AnimationQueue(self)
        """Every animation of this board (computer moves wait for it)."""
        self.memory = MoveMemory()
        """What each viewer last saw and who changed what (last-move marks)."""
        self.turns = TurnMemory()
        """Each seat's last turn as views (exact last-move marks, :meth:`record_turn`)."""
        self.expanded: str | None = None
        """The summary or pile opened in full over the board, if any."""
        self.match_of: Callable[[], Any] = lambda: None
        """Gives the match being played (set by the board area). A board reads from it
        only what the UI itself keeps on the match, never the rules: the time a timed
        Sipario! match has run (``Match.clock_ms``, counted by its clock)."""
        self.preview_of: Callable[[Action], Preview | None] = lambda action: None
        """What a legal action would yield for the viewer (set by the board area: the
        engine's preview, ``Match.preview``); shown beside a target before the drop."""
        self.drop_preview = DropPreview(self, self)
        self._items: dict[str, BoardItem] = {}
        self._keys: dict[GestureKey, list[Action]] | None = None
        self._request: ChoiceRequest | AmountsRequest | None = None
        self._covered = False
        self._move: list = []
        """The ``(step, seat, event)`` entries of the move not drawn yet (its beats)."""
        self._move_for: Seat | None = None
        """The seat those events were redacted for."""
        self.sync_count = 0
        """How many times the board was synced (a multi-step gesture checks it)."""
        self.init_gestures()

    # --- what a game's board supplies ------------------------------------------------
    def describe(self, view: Any) -> Iterable[Spec]:
        """Return the specs that draw ``view`` for ``self.viewer``."""
        raise NotImplementedError

    def action_key(self, action: Action) -> GestureKey | None:
        """Return the gesture that performs ``action``, or ``None`` (it becomes a button)."""
        return None

    def intent(self, item_id: str, target_id: str) -> Action | None:
        """Build the action a gesture means even when it is not legal (``None``: none)."""
        return None

    def action_label(self, action: Action) -> str:
        """Text of the button of an action with no gesture."""
        code = f"{self.game_id}.action.{action.kind}"
        params = action.model_dump(exclude={"kind"})
        if has_text(self.game_id, code):
            return self.text(code, **params)
        return f"{action.kind} {self._params_text(action)}".strip()

    def choice_label(self, action: Action) -> str:
        """How the drop chooser names ``action`` (default: its button text)."""
        return self.action_label(action)

    def choice_detail(self, action: Action) -> str:
        """What ``action`` will do, from the view: cost, points (default: the engine's
        preview of it, as a drag over its target shows it)."""
        preview = self.preview_of(action)
        if not preview:
            return ""
        return ", ".join(preview_lines(self.game_id, preview, [s.name for s in self.seats]))

    def choice_path(self, action: Action) -> tuple[str, ...]:
        """The labels of a two-step choice (e.g. ("as a Gran Tenore", "on Alfredo"))."""
        return (self.choice_label(action),)

    def choice_title(self, item_id: str, target_id: str) -> str:
        """The heading of the drop chooser."""
        return QCoreApplication.translate("BoardPanels", "Which move do you mean?")

    def choice_step_titles(self, item_id: str, target_id: str) -> tuple[str, ...]:
        """A heading per step of a two-step choice (default: the chooser's title)."""
        return ()

    def amounts_request(
        self, item_id: str, target_id: str, actions: list[Action]
    ) -> AmountsRequest | None:
        """A stepper panel for a gesture with several actions (a payment), or ``None``."""
        return None

    def gesture_sequence(self, item_id: str, target_id: str) -> list[Action] | None:
        """Several actions one gesture stands for, played in order (``None``: not one)."""
        return None

    def sequence_targets(self, item_id: str) -> list[str]:
        """Where a multi-step gesture of ``item_id`` may end (highlighted when picked)."""
        return []

    def expanded_specs(self, item_id: str, view: Any) -> list[Spec]:
        """The full area behind a summary ``item_id``, drawn over the board when opened."""
        return []

    def bot_beat_continues(self, events: list[Event]) -> bool:
        """Whether a computer seat's next step joins the beat of its step that made ``events``.

        The controller always merges forced steps (one legal action); a board whose turns
        are many small decisions groups them into a few readable beats here (Opera Magna:
        merchant and card, payment, refining, market). Default: no.
        """
        return False

    def beats(self, entries: list, seen: Mapping[str, Spec]) -> list[Beat]:
        """The moments a move is followed in: ``entries`` are its ``(step, seat, event)``,
        ``seen`` what this viewer saw before it (the items a beat may keep).

        Default: one beat, each event's log line written on the first item it names
        (the others over the table). Boards cut a move into more beats and mark the
        major ones (a staging, a closing, a reveal, the final count) in their
        ``motion.py``; a beat may keep items that left the table until it ends.
        """
        return [Beat(labels=labelled(entries, self.label_place, self.label_text))]

    def label_place(self, event: Event) -> str | None:
        """Where a beat writes ``event``: the first drawn item it names in reading order,
        ``""`` over the table, ``None``: not written (default: every event is)."""
        named = [i for i in self.event_items(event) if i in self._items]
        return self.reading_order(named)[0] if named else ""

    def label_text(self, event: Event) -> str:
        """The words of ``event`` on the table: its log line."""
        return event_text(self.game_id, event, [seat.name for seat in self.table_seats()])

    def event_items(self, event: Event) -> set[str]:
        """Ids of the items an event is about (default: its text parameters, card ids).

        Boards whose item ids differ from the engine's ids map them here.
        """
        found: set[str] = set()
        for value in event.params.values():
            values = value if isinstance(value, list | tuple) else (value,)
            found.update(v for v in values if isinstance(v, str))
        return found

    def card_face(self, card_id: str) -> CardFace | None:
        """The large face of a card for the inspector (default: its drawn item's face)."""
        item = self._items.get(card_id)
        return item.spec.face if item is not None else None

    @classmethod
    def demo_positions(cls) -> list[tuple[str, Any, Seat | None]]:
        """Seeded ``(name, match, seat)`` positions for ``--screenshots`` (one per phase)."""
        return []

    def legend(self) -> list[LegendSection]:
        """The legend of every code, symbol, colour and badge the board draws (the "?"
        button and key open it); each board builds it in its ``legend.py``."""
        return []

    def legend_title(self) -> str:
        """The heading of the legend panel."""
        from ..available import game_title

        return text("legends", "title", game=game_title(self.game_id))

    def asking_rule(self) -> str | None:
        """The clause ID of what the table asks now (F1 opens the rules reference there),
        read from the view drawn; ``None``: the reference opens at the game's top."""
        return None

    def button_specs(self, actions: list[Action], specs: list[Spec]) -> list[Spec]:
        """Lay out buttons for ``actions`` (default: rows under everything else)."""
        if not actions:
            return []
        bottom = max((s.y + _height(s) for s in specs), default=0.0) + 24
        left = min((s.x for s in specs), default=0.0)
        out: list[Spec] = []
        for index, (action, label) in enumerate(
            zip(actions, self.button_labels(actions), strict=True)
        ):
            row, col = divmod(index, self.button_columns)
            out.append(
                ButtonSpec(
                    id=f"button.{index}",
                    x=left + col * 166,
                    y=bottom + row * 46,
                    text=label,
                    action=action,
                    w=156,
                    h=38,
                )
            )
        return out

    def _keyed(self, spec: Spec) -> Spec:
        """A button with a key of :attr:`button_keys`: its tooltip names the key."""
        if not isinstance(spec, ButtonSpec) or spec.action is None:
            return spec
        key = self.button_keys.get(spec.action.kind)
        if key is None:
            return spec
        shortcut = QCoreApplication.translate("BoardPanels", "Key: {key}").format(key=key)
        tooltip = f"{spec.tooltip}\n{shortcut}" if spec.tooltip else f"{spec.text} · {shortcut}"
        return replace(spec, tooltip=tooltip)

    def button_labels(self, actions: list[Action]) -> list[str]:
        """Labels of the buttons; identical labels get their parameters added to tell apart."""
        labels = [self.action_label(a) for a in actions]
        return [
            f"{label}: {self._params_text(action)}" if labels.count(label) > 1 else label
            for label, action in zip(labels, actions, strict=True)
        ]

    def _params_text(self, action: Action) -> str:
        params = action.model_dump(exclude={"kind"})
        return ", ".join(
            self.text(v) if isinstance(v, str) and has_text(self.game_id, v) else str(v)
            for v in params.values()
        )

    # --- helpers for subclasses --------------------------------------------------------
    def text(self, code: str, **params: Any) -> str:
        """Translate a code of this game (seat numbers in ``seat`` become ``player``)."""
        if isinstance(params.get("seat"), int) and "player" not in params:
            params["player"] = self.seat_name(params["seat"])
        return text(self.game_id, code, **params)

    def seat_name(self, seat: Seat | None) -> str:
        """The name of the player at ``seat``."""
        if seat is None or not 0 <= seat < len(self.seats):
            return "?"
        return self.seats[seat].name

    def seat_colour(self, seat: Seat) -> str:
        """The colour of ``seat`` (always pair it with :meth:`seat_shape`)."""
        if 0 <= seat < len(self.seat_colours):
            return self.seat_colours[seat]
        return self.seats[seat].colour if 0 <= seat < len(self.seats) else "#888888"

    @staticmethod
    def seat_shape(seat: Seat) -> str:
        """The token shape of ``seat``: seats differ by shape as well as colour."""
        return SEAT_SHAPES[seat % len(SEAT_SHAPES)]

    def table_seats(self) -> tuple[SeatInfo, ...]:
        """The seats as this game shows them: the game's seat colours, if it has any."""
        return tuple(
            info.model_copy(update={"colour": self.seat_colour(seat)})
            if seat < len(self.seat_colours)
            else info
            for seat, info in enumerate(self.seats)
        )

    def seat_badge(self, seat: Seat) -> SeatBadge:
        """``(colour, shape, letter)`` of ``seat``: a badge that never relies on colour."""
        return self.seat_colour(seat), self.seat_shape(seat), self.seat_name(seat)[:1]

    # --- syncing ---------------------------------------------------------------------
    def set_table(self, seats: Sequence[SeatInfo], viewer: Seat | None) -> None:
        """Say who sits at the table and whose view is drawn."""
        self.seats = tuple(seats)
        self.viewer = viewer

    def play_events(self, entries: list, redacted_for: Seat | None = None) -> None:
        """Read the events of the last move: ``[(step, seat, Event)]``, redacted for a seat.

        They tell the last-move marks who changed what; boards that animate from events
        override this (and call ``super()``).
        """
        self.memory.record(
            Move(step, seat, frozenset(self.event_items(event)), redacted_for)
            for step, seat, event in entries
        )
        if redacted_for != self._move_for:
            self._move = []  # never words redacted for someone else
        self._move += entries
        self._move_for = redacted_for

    def record_turn(self, seat: Seat, first: int, end: int, before: ViewOf, after: ViewOf) -> None:
        """``seat`` took the steps ``first`` to ``end - 1``; ``before``/``after`` give any
        viewer's view around them. The last-move marks then show exactly what each seat's
        own steps changed (a shadow build of the specs before and after its turn) instead
        of everything that changed since the viewer last looked."""
        self.turns.record(Turn(seat, first, end, before, after))

    def forget_turns_after(self, cursor: int) -> None:
        """The match went back to ``cursor`` (Undo): the turns after it never happened."""
        self.turns.cut(cursor)

    def shadow_specs(self, view: Any) -> dict[str, Spec]:
        """The markable specs ``describe`` gives for ``view`` and ``self.viewer``, drawn
        aside: the table and the board's own attributes stay as they were."""
        saved = dict(self.__dict__)
        try:
            self.view_model, self.legal, self._keys = view, [], None
            specs = list(self.describe(view))
        finally:
            self.__dict__.clear()
            self.__dict__.update(saved)
        return {spec.id: spec for spec in specs if isinstance(spec, self.markable)}

    def _exact_marks(self, drawn: set[str]) -> dict[Seat, set[str]]:
        """Each seat's marks from its last turn's own changes; an item an event of that
        turn credits to another seat (``play_events``) carries that seat's badge."""
        marks = self.turns.marks(self.viewer, self.shadow_specs)
        credit: dict[str, Seat] = {}
        runs = self.turns.runs()
        for seat, (start, end) in runs.items():
            first, last = self.turns.turns[start].first, self.turns.turns[end].end
            for move in self.memory.moves:
                if first <= move.step < last and move.seat != seat:
                    if move.redacted_for in (None, self.viewer):
                        credit.update(dict.fromkeys(move.items & marks.get(seat, set()), move.seat))
        out: dict[Seat, set[str]] = {}
        for seat, ids in marks.items():
            for item_id in ids & drawn:
                out.setdefault(credit.get(item_id, seat), set()).add(item_id)
        return out

    def sync(self, view: Any, legal_actions: Sequence[Action] = ()) -> int:
        """Make the scene match ``view``; return how many items changed (0 when in sync).

        Idempotent: calling it again with the same view changes nothing.
        """
        self.animations.finish()
        self.animations.refresh_speed()
        self.close_request()
        self.view_model = view
        self.legal = list(legal_actions)
        self._keys = None
        self.drop_preview.forget()
        keep = self.keep_pick()
        specs = list(self.describe(view))
        buttons = [a for a in self.legal if self.action_key(a) is None]
        specs += self.button_specs(buttons, specs)
        specs = [self._keyed(s) for s in specs]  # wherever a board put its buttons
        if self.expanded is not None:
            specs += overlay_specs(self, specs, view)
        old = self.memory.pictures.get(self.viewer)
        moving = self.animate_changes and old is not None and self.animations.factor() > 0
        # Where items stood is needed only to animate from there.
        before = {i: QPointF(item.pos()) for i, item in self._items.items()} if moving else {}
        changes = self._reconcile(specs)
        self.lower_lifted()
        marks = self.memory.update(self.viewer, {s.id: s for s in specs}, self.mark_unnamed)
        move, self._move = self._move, []
        if not self._covered:  # behind the curtain nobody looks: no marks, no motion
            if self.turns.active():
                marks = self._exact_marks({s.id for s in specs})
            self._show_last_moves(marks)
            if self.animate_changes and old is not None:
                animate_changes(self, old.specs, before, specs)
            if move and old is not None and self.animations.factor() > 0:
                self._play_move(move, old.specs)
        self.restore_pick(keep)
        self.refresh_marks()
        self._fit_scene_rect()
        self.sync_count += 1
        return changes

    def _play_move(self, entries: list, seen: Mapping[str, Spec]) -> None:
        """Queue the beats of the move just drawn (its events were redacted for this viewer)."""
        if self._move_for != self.viewer:
            return
        own = self.viewer is not None and all(seat == self.viewer for _s, seat, _e in entries)
        try:
            beats = self.beats(entries, seen)
        except Exception:  # following a move must never stop the game
            log.exception("the %s board cannot cut a move into beats", self.game_id)
            return
        if own and not any(beat.major for beat in beats):
            return  # a person's own move is theirs: only what it sets off is told
        play_beats(self, beats, seen, own)

    def cover(self, public_view: Any = None) -> None:
        """The curtain is down: draw only what every player may see (``None``: nothing).

        Raising the curtain then changes only the viewer's own items instead of
        rebuilding the board.
        """
        self.animations.finish()
        self.close_request()
        self.expanded = None
        self.cancel_pick()
        self._covered = True
        try:
            if public_view is None:
                self.view_model, self.legal = None, []
                self._reconcile([])
            else:
                self.viewer = None  # until the next player raises the curtain
                self.sync(public_view, [])
        finally:
            self._covered = False
        self.clear_focus()

    def clear_board(self, public_view: Any = None) -> None:
        """The curtain is down: keep only the public picture of ``public_view`` (the
        controller's view for no seat; ``None``: nothing)."""
        try:
            self.cover(public_view)
        except Exception:  # a board that cannot draw the public view shows nothing
            log.exception("the %s board cannot draw the public view", self.game_id)
            self.cover(None)

    def _reconcile(self, specs: list[Spec]) -> int:
        changes = 0
        wanted = {spec.id for spec in specs}
        for item_id in [i for i in self._items if i not in wanted]:
            self.removeItem(self._items.pop(item_id))
            changes += 1
        for spec in specs:
            item = self._items.get(spec.id)
            if item is not None and type(item.spec) is not type(spec):
                self.removeItem(self._items.pop(spec.id))
                item = None
            if item is None:
                item = make_item(spec, self.item_types)
                self._items[spec.id] = item
                self.addItem(item)
                changes += 1
            elif item.spec != spec:
                item.apply_spec(spec)
                changes += 1
            elif item.pos() != item.home() or item.zValue() != spec.z + (500 if item.lifted else 0):
                item.setPos(item.home())
                item.setZValue(spec.z)
                changes += 1
        return changes

    def _show_last_moves(self, marks: dict[Seat, set[str]]) -> None:
        badge_of: dict[str, SeatBadge] = {}
        recency = {move.seat: index for index, move in enumerate(self.memory.moves)}
        if self.turns.active():  # the seat whose turn came last shows on what both changed
            turn_order = {seat: end for seat, (_start, end) in self.turns.runs().items()}
            recency = {seat: turn_order.get(seat, -1) for seat in marks}
        for seat in sorted(marks, key=lambda s: recency.get(s, -1)):
            if seat == self.viewer or not 0 <= seat < len(self.seats):
                continue  # players know their own moves; the marks show the others'
            for item_id in marks[seat]:
                badge_of[item_id] = self.seat_badge(seat)
        for item_id, item in self._items.items():
            item.set_last_move(badge_of.get(item_id))

    def last_moves(self) -> dict[str, SeatBadge]:
        """Items marked as changed by another seat's last turn (for tests)."""
        return {i: item.last_move for i, item in self._items.items() if item.last_move}

    def _fit_scene_rect(self) -> None:
        if self.design_size is None:
            drawn = self.itemsBoundingRect().adjusted(-20, -20, 20, 20)
        else:
            # Exactly the design area, unless something is drawn beyond it (then it scrolls).
            frames = self.itemsBoundingRect().adjusted(MARGIN, MARGIN, -MARGIN, -MARGIN)
            drawn = self.design_rect()
            if not drawn.contains(frames):
                drawn = drawn.united(frames)
        if drawn != self.sceneRect():
            self.setSceneRect(drawn)

    def design_rect(self) -> QRectF:
        """The area the board is designed for (what "fit to window" shows)."""
        if self.design_size is None:
            return self.itemsBoundingRect().adjusted(-20, -20, 20, 20)
        return QRectF(0, 0, *self.design_size)

    def settle(self) -> None:
        """Put every item back where its spec says (a refused drop snaps back)."""
        self.animations.finish()
        for item in self._items.values():
            item.setPos(item.home())
            item.setZValue(item.spec.z + (500 if item.lifted else 0))

    # --- choices ------------------------------------------------------------------------
    def choice_request(
        self, item_id: str, target_id: str, actions: list[Action], anchor: QPointF
    ) -> ChoiceRequest:
        """The drop chooser for a gesture that stands for several ``actions``."""
        options = tuple(
            Option(
                action=a,
                label=self.choice_label(a),
                detail=self.choice_detail(a),
                path=self.choice_path(a),
            )
            for a in actions
        )
        return ChoiceRequest(
            title=self.choice_title(item_id, target_id),
            options=options,
            anchor=(anchor.x(), anchor.y()),
            item_id=item_id,
            step_titles=self.choice_step_titles(item_id, target_id),
        )

    def ask(self, request: ChoiceRequest | AmountsRequest) -> None:
        """Open a panel (a chooser or steppers) and play what the player picks in it."""
        self.close_request()
        self._request = request
        self.request_opened.emit(request)

    def pending_request(self) -> ChoiceRequest | AmountsRequest | None:
        """The question waiting for an answer, if any."""
        return self._request

    def resolve_request(self, action: Action | None) -> None:
        """Answer the open question: play ``action`` (a legal one) or cancel (``None``)."""
        request, self._request = self._request, None
        if request is None:
            return
        self.request_closed.emit()
        self.cancel_pick()
        if action is not None and action in self.legal:
            self.intent_made.emit(action)  # from the drop point, the item glides on
        self.settle()

    def close_request(self) -> None:
        """Cancel the open question, if any (a new view makes its options stale)."""
        if self._request is not None:
            self._request = None
            self.request_closed.emit()

    # --- queries ---------------------------------------------------------------------
    def item(self, item_id: str) -> BoardItem | None:
        """Return the item with this id, if drawn."""
        return self._items.get(item_id)

    def item_ids(self) -> list[str]:
        """Return the ids of every drawn item."""
        return list(self._items)

    def legal_keys(self) -> dict[GestureKey, list[Action]]:
        """Map each legal gesture to every legal action it stands for, in engine order."""
        if self._keys is None:
            keys: dict[GestureKey, list[Action]] = {}
            for action in self.legal:
                key = self.action_key(action)
                if key is not None:
                    keys.setdefault(key, []).append(action)
            self._keys = keys
        return self._keys

    def gesture_actions(self, item_id: str, target_id: str) -> list[Action]:
        """The legal actions of dropping ``item_id`` on ``target_id`` (may be several)."""
        return list(self.legal_keys().get((item_id, target_id), []))

    def legal_targets(self, item_id: str) -> list[str]:
        """Targets where ``item_id`` may legally go, in reading order."""
        ids = {t for (i, t) in self.legal_keys() if i == item_id and t in self._items}
        ids.update(t for t in self.sequence_targets(item_id) if t in self._items)
        return self.reading_order(ids)

    def all_targets(self) -> list[str]:
        """Every item a gesture may end on, in reading order."""
        return self.reading_order(i for i, item in self._items.items() if item.spec.target)

    def is_movable(self, item_id: str) -> bool:
        """Whether the viewer may pick up ``item_id``."""
        item = self._items.get(item_id)
        if item is None or isinstance(item, ButtonItem):
            return False
        if item.spec.movable or any(i == item_id for (i, _t) in self.legal_keys()):
            return True
        return bool(self.sequence_targets(item_id))

    def opens_in_full(self, item_id: str) -> bool:
        """Whether a click on ``item_id`` opens it over the board (a summary, a pile)."""
        item = self._items.get(item_id)
        if item is None:
            return False
        spec = item.spec
        if isinstance(spec, SummarySpec):
            return spec.expandable
        return isinstance(spec, PileSpec) and bool(spec.cards)

    def open_in_full(self, item_id: str | None) -> None:
        """Open a summary or pile over the board (``None``: close it) and redraw."""
        if item_id == self.expanded:
            return
        self.expanded = item_id
        if self.view_model is not None:
            self.sync(self.view_model, self.legal)

    def reading_order(self, ids: Iterable[str]) -> list[str]:
        """``ids`` sorted as a page is read: rows top to bottom, then left to right."""
        return sorted(
            ids, key=lambda i: (round(self._items[i].pos().y() / 40), self._items[i].pos().x(), i)
        )

    def refresh_marks(self) -> None:
        """Redraw the highlights (picked item, targets, hover, keyboard focus)."""
        picked, targets, hover, focus = self.highlight_state()
        for item_id, item in self._items.items():
            if item_id == picked:
                mark = Mark.PICKED
            elif item_id == hover:
                mark = Mark.HOVER
            elif item_id in targets:
                mark = Mark.TARGET
            else:
                mark = Mark.NONE
            item.set_mark(mark)
            item.set_key_focus(item_id == focus)
        # A legal target under the item in hand: what the drop would yield.
        self.drop_preview.show(picked if hover in targets else None, hover)

    # --- background --------------------------------------------------------------------
    # Qt passes a QRectF; the stub also lists QRect (an implicit conversion) for overrides.
    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:  # type: ignore[override]  # noqa: N802
        """Dark wood planks: the table of an old opera house."""
        whole = self.sceneRect()
        # The gradient spans the whole table, so a partial repaint matches its surroundings.
        gradient = QLinearGradient(whole.topLeft(), whole.bottomRight())
        gradient.setColorAt(0, QColor(WOOD_LIGHT))
        gradient.setColorAt(0.5, QColor(WOOD))
        gradient.setColorAt(1, QColor(WOOD_DARK))
        painter.fillRect(rect, gradient)
        painter.setPen(QPen(QColor(0, 0, 0, 50), 1))
        plank = 48.0
        y = (rect.top() // plank) * plank
        while y < rect.bottom():
            painter.drawLine(QPointF(rect.left(), y), QPointF(rect.right(), y))
            y += plank


def _height(spec: Spec) -> float:
    return float(getattr(spec, "h", getattr(spec, "size", 20.0)))
