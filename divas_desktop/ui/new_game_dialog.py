"""The new-game dialog: game, seats (name, colour, human/computer), variants, game number.

Variant widgets are built from the game's ``config_type`` fields: ``bool`` becomes a
check box, ``Literal[...]`` a combo box, an ``int`` bounded by ``ge``/``le`` a spin box.
Each game says in one line what it is, for how many players and how long it takes; the
dialog remembers the last choices made for each game (QSettings, checked when read back).

The dialog fits a 1024×700 screen in every language: option descriptions wrap under their
option, the variants scroll when a game has many, and what only a tester needs (the game
number that replays a deal, Sipario!'s safety cap on rounds) sits folded under "More options".
"""

from __future__ import annotations

import json
import secrets
import typing
from html import escape
from typing import Any, Literal

from pydantic.fields import FieldInfo
from PySide6.QtCore import QCoreApplication, QEvent, QRegularExpression, QSize, Qt
from PySide6.QtGui import QColor, QIcon, QPixmap, QRegularExpressionValidator, QShowEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QScrollArea,
    QSizePolicy,
    QSpinBox,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ..core import registry
from ..core.bots import DEFAULT_LEVEL, LEVELS
from ..core.game import Game, GameConfig
from ..core.match import MAX_NAME_LENGTH, Match, SeatInfo
from ..i18n.noop import QT_TRANSLATE_NOOP
from ..i18n.options import (
    option_description,
    option_label,
    option_value_description,
    option_value_label,
)
from ..i18n.translate import text
from .available import game_title, playable_game_ids
from .screens import available_geometry
from .settings import read_text, write
from .theme import SEAT_COLOURS, SEAT_SHAPES

DEFAULT_NAMES = ("Violetta", "Alfredo", "Tosca", "Rodolfo", "Carmen")
ROLE_WIDTH = 96
"""Width of the seat column: a character's name wraps under the seat number."""
SHAPE_SYMBOLS = {"circle": "●", "square": "■", "diamond": "◆", "triangle": "▲", "hexagon": "⬢"}
NAME_LENGTH = MAX_NAME_LENGTH

GAME_BLURBS: dict[str, tuple[str, tuple[int, int]]] = {
    # One line on what the game is, and its usual length in minutes (from/to).
    "turandot": (
        QT_TRANSLATE_NOOP(
            "NewGameDialog", "Bid in secret for singers and cast Puccini's Turandot."
        ),
        (30, 45),
    ),
    "sipario": (
        QT_TRANSLATE_NOOP(
            "NewGameDialog",
            "Rival impresarios cast singers, stage operas and sabotage each other's debuts.",
        ),
        (30, 90),  # the timed challenges: 30, 60 or 90 minutes
    ),
    "divas": (
        QT_TRANSLATE_NOOP(
            "NewGameDialog",
            "Callas against Tebaldi: perform operas, play the piano, write your legend.",
        ),
        (30, 45),
    ),
    "magna": (
        QT_TRANSLATE_NOOP(
            "NewGameDialog",
            "Workshop masters trade across the Mediterranean to build Florence's cathedral.",
        ),
        (45, 60),
    ),
}
"""What the dialog says about each game (context ``"NewGameDialog"``)."""
ADVANCED_OPTIONS: dict[str, frozenset[str]] = {"sipario": frozenset({"max_rounds"})}
"""Options a player never needs to see at first: folded under "More options"."""
RANDOM_AT_ZERO: dict[str, frozenset[str]] = {"turandot": frozenset({"first_maestro"})}
"""Numeric options whose 0 means "drawn at random": the spin box says so instead of 0."""
FIXED_SEATS: dict[str, tuple[tuple[str, str], ...]] = {
    # A game whose seats are characters with their own colour: (colour, name code) per seat.
    "divas": (("#0072B2", "divas.diva.callas"), ("#F0E442", "divas.diva.tebaldi")),
}
"""Seats the game casts itself: the dialog names the character and shows her colour."""
DIALOG_WIDTH = 860
"""The width the dialog opens at when the screen has room (descriptions wrap less)."""
OPTION_WIDTH = 560
"""Width at which an option's description wraps (fits 1024 px with the dialog's margins)."""
SETTINGS_GROUP = "new_game"
"""QSettings group: ``last_game`` and one JSON entry of choices per game id."""


def _bounds(info: FieldInfo) -> tuple[int | None, int | None]:
    low = high = None
    for meta in info.metadata:
        low = getattr(meta, "ge", low) if getattr(meta, "ge", None) is not None else low
        high = getattr(meta, "le", high) if getattr(meta, "le", None) is not None else high
        if getattr(meta, "gt", None) is not None:
            low = meta.gt + 1
        if getattr(meta, "lt", None) is not None:
            high = meta.lt - 1
    return low, high


def variant_widget(info: FieldInfo) -> QWidget | None:
    """Build the widget of a config field, or ``None`` when it has no editor."""
    annotation = info.annotation
    default = info.get_default(call_default_factory=True)
    if annotation is bool:
        box = QCheckBox()
        box.setChecked(bool(default))
        return box
    if typing.get_origin(annotation) is Literal:
        combo = QComboBox()
        combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        for value in typing.get_args(annotation):
            combo.addItem(str(value), value)
        index = combo.findData(default)
        combo.setCurrentIndex(max(index, 0))
        return combo
    if annotation is int:
        low, high = _bounds(info)
        if low is None or high is None:
            return None
        spin = QSpinBox()
        spin.setRange(low, high)
        spin.setValue(int(default) if default is not None else low)
        return spin
    return None


def widget_value(widget: QWidget) -> Any:
    """Read the value of a widget made by :func:`variant_widget`."""
    if isinstance(widget, QCheckBox):
        return widget.isChecked()
    if isinstance(widget, QComboBox):
        return widget.currentData()
    if isinstance(widget, QSpinBox):
        return widget.value()
    raise TypeError(type(widget).__name__)


def set_widget_value(widget: QWidget, value: Any) -> bool:
    """Show ``value`` in a widget of :func:`variant_widget`; False when it cannot hold it."""
    if isinstance(widget, QCheckBox) and isinstance(value, bool):
        widget.setChecked(value)
        return True
    if isinstance(widget, QComboBox) and widget.findData(value) >= 0:
        widget.setCurrentIndex(widget.findData(value))
        return True
    if (
        isinstance(widget, QSpinBox)
        and type(value) is int
        and widget.minimum() <= value <= widget.maximum()
    ):
        widget.setValue(value)
        return True
    return False


def saved_choices(game: Game) -> dict[str, Any]:
    """Return the choices last made for ``game``; anything unreadable or out of range is left out.

    The result may hold ``seats`` (a count the game allows), ``players`` (one dict or
    ``None`` per seat, with a valid ``name``, ``colour``, ``kind`` and ``level``; a level
    remembered before levels existed is Normal) and ``variants`` (a dict, checked widget
    by widget when shown).
    """
    raw = read_text(f"{SETTINGS_GROUP}/{game.game_id}")
    try:
        data = json.loads(raw) if raw else {}
    except (ValueError, RecursionError):
        return {}
    if not isinstance(data, dict):
        return {}
    choices: dict[str, Any] = {}
    seats = data.get("seats")
    if type(seats) is int and game.min_seats <= seats <= game.max_seats:
        choices["seats"] = seats
    players = data.get("players")
    if isinstance(players, list):
        choices["players"] = [_valid_player(player) for player in players[: game.max_seats]]
    if isinstance(data.get("variants"), dict):
        choices["variants"] = data["variants"]
    return choices


def _valid_player(player: Any) -> dict[str, str] | None:
    """Return a remembered seat if every part of it is valid, else ``None``."""
    if not isinstance(player, dict):
        return None
    name, colour, kind = player.get("name"), player.get("colour"), player.get("kind")
    level = player.get("level", DEFAULT_LEVEL)
    if not isinstance(name, str) or not name.strip() or len(name) > NAME_LENGTH:
        return None
    if colour not in {value for value, _ in SEAT_COLOURS} or kind not in {"human", "computer"}:
        return None
    if level not in LEVELS:
        return None
    return {"name": name, "colour": colour, "kind": kind, "level": level}


def last_game_id() -> str:
    """Return the game chosen last time ("" when none)."""
    return read_text(f"{SETTINGS_GROUP}/last_game")


def option_texts(game_id: str, name: str, info: FieldInfo, widget: QWidget) -> tuple[QLabel, str]:
    """Put an option's words on its widget; return its label (name, then its description).

    The description wraps under the name, so no language makes the dialog wider than a
    small screen; a check box carries the option's name, so clicking the words ticks it.
    """
    if isinstance(widget, QComboBox):
        for index in range(widget.count()):
            value = widget.itemData(index)
            widget.setItemText(index, option_value_label(game_id, name, value))
            widget.setItemData(
                index, option_value_description(game_id, name, value), Qt.ItemDataRole.ToolTipRole
            )
    if isinstance(widget, QSpinBox) and name in RANDOM_AT_ZERO.get(game_id, frozenset()):
        if widget.minimum() == 0:
            widget.setSpecialValueText(
                QCoreApplication.translate("NewGameDialog", "drawn at random")
            )
    about = option_description(game_id, name)
    title = option_label(game_id, name, info.description)
    if isinstance(widget, QCheckBox):
        widget.setText(title)
        label = QLabel(f"<small>{escape(about)}</small>" if about else "")
    else:
        label = QLabel(f"{escape(title)}<br><small>{escape(about)}</small>" if about else title)
    label.setWordWrap(True)
    label.setTextFormat(Qt.TextFormat.RichText)
    label.setToolTip(about)
    widget.setToolTip(about)
    return label, about


class SeatRow:
    """The widgets of one seat: name, colour, human or computer, and the computer's level."""

    def __init__(self, index: int, grid: QGridLayout, parent: QDialog) -> None:
        self.index = index
        self.label = QLabel()
        self.name = QLineEdit(DEFAULT_NAMES[index % len(DEFAULT_NAMES)])
        self.name.setMaxLength(NAME_LENGTH)
        self.colour = QComboBox()
        for value, colour_name in SEAT_COLOURS:
            swatch = QPixmap(18, 18)
            swatch.fill(QColor(value))
            self.colour.addItem(QIcon(swatch), colour_name, value)
        self.colour.setCurrentIndex(index % len(SEAT_COLOURS))
        self.kind = QComboBox()
        self.kind.addItem("", "human")
        self.kind.addItem("", "computer")
        self.kind.setCurrentIndex(0 if index == 0 else 1)
        self.level = QComboBox()
        self.level.setObjectName(f"level_{index}")
        self.level.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        for level in LEVELS:
            self.level.addItem("", level)
        self.level.setCurrentIndex(self.level.findData(DEFAULT_LEVEL))
        self.kind.currentIndexChanged.connect(self._kind_chosen)
        for column, widget in enumerate(self.widgets()):
            grid.addWidget(widget, index + 1, column)
        self.parent = parent
        self.role: tuple[str, str] | None = None  # (colour, name code) when the game casts it
        self.own_colour = self.colour.currentIndex()
        self.role_game = ""
        self.label.setWordWrap(True)
        self.label.setMaximumWidth(ROLE_WIDTH)
        self._kind_chosen()
        self.retranslate()

    def widgets(self) -> tuple[QWidget, ...]:
        """The row's widgets, in column order."""
        return (self.label, self.name, self.colour, self.kind, self.level)

    def _kind_chosen(self) -> None:
        """Only a computer seat has a level."""
        self.level.setEnabled(self.kind.currentData() == "computer")

    def retranslate(self) -> None:
        """Set the texts in the current language."""
        shape = SHAPE_SYMBOLS[SEAT_SHAPES[self.index % len(SEAT_SHAPES)]]
        self.label.setText(f"{shape} {self.index + 1}")
        if self.role is not None:  # the seat is a character: say who
            self.label.setText(f"{shape} {self.index + 1} · {text(self.role_game, self.role[1])}")
        for index, (_value, colour_name) in enumerate(SEAT_COLOURS):
            self.colour.setItemText(index, QCoreApplication.translate("SeatColour", colour_name))
        self.kind.setItemText(0, text("core", "seat.human"))
        self.kind.setItemText(1, text("core", "seat.computer"))
        for index, level in enumerate(LEVELS):
            self.level.setItemText(index, text("core", f"level.{level}"))
            about = text("core", f"level.{level}.about")
            self.level.setItemData(index, about, Qt.ItemDataRole.ToolTipRole)
        metrics = self.level.fontMetrics()  # the longest level fits, in any language
        widest = max(metrics.horizontalAdvance(self.level.itemText(i)) for i in range(len(LEVELS)))
        self.level.setMinimumWidth(widest + 40)

    def cast(self, game_id: str, role: tuple[str, str] | None) -> None:
        """Make the seat a character of ``game_id`` with her own colour, or a free seat again."""
        if role is not None and self.role is None:  # keep the player's own colour for later
            self.own_colour = self.colour.currentIndex()
        elif role is None and self.role is not None:
            self.colour.setCurrentIndex(self.own_colour)
        self.role, self.role_game = role, game_id
        if role is not None:
            self.colour.setCurrentIndex(max(self.colour.findData(role[0]), 0))
        self.colour.setEnabled(role is None)
        self.colour.setToolTip(
            QCoreApplication.translate(
                "NewGameDialog", "In this game each seat plays a character with her own colour."
            )
            if role is not None
            else ""
        )
        self.retranslate()

    def set_visible(self, visible: bool) -> None:
        """Show the row only for seats in play."""
        for widget in self.widgets():
            widget.setVisible(visible)

    def info(self) -> SeatInfo:
        """The seat as the core describes it."""
        name = self.name.text().strip() or DEFAULT_NAMES[self.index % len(DEFAULT_NAMES)]
        return SeatInfo(
            name=name,
            colour=self.colour.currentData(),
            kind=self.kind.currentData(),
            level=self.level.currentData(),
        )

    def restore(self, player: dict[str, str]) -> None:
        """Show a remembered seat (already validated by :func:`saved_choices`)."""
        self.name.setText(player["name"])
        if self.role is None:  # a character's colour is the game's, not the player's
            self.colour.setCurrentIndex(self.colour.findData(player["colour"]))
        self.kind.setCurrentIndex(self.kind.findData(player["kind"]))
        self.level.setCurrentIndex(self.level.findData(player.get("level", DEFAULT_LEVEL)))


class _Scroll(QScrollArea):
    """A scroll area that asks for its whole page, and scrolls only when the screen is short."""

    def __init__(self) -> None:
        super().__init__()
        self.setWidgetResizable(True)
        self.setFrameShape(QScrollArea.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt override
        page = self.widget()
        if page is None:
            return super().sizeHint()
        hint = page.sizeHint()
        return QSize(min(hint.width(), OPTION_WIDTH + 200), hint.height() + 2)

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt override
        page = self.widget()
        height = min(page.sizeHint().height(), 84) if page is not None else 60
        return QSize(OPTION_WIDTH // 2, height)


class NewGameDialog(QDialog):
    """Choose a game and its options; :meth:`build_match` makes the Match."""

    def __init__(self, parent: QWidget | None = None, game_ids: list[str] | None = None) -> None:
        super().__init__(parent)
        self.setMinimumWidth(640)
        self._game_ids = game_ids if game_ids is not None else playable_game_ids()
        layout = QVBoxLayout(self)
        self.title = QLabel()
        self.title.setObjectName("title")
        layout.addWidget(self.title)

        form = QFormLayout()
        self.game = QComboBox()
        for game_id in self._game_ids:
            self.game.addItem(game_title(game_id), game_id)
        self.game_label = QLabel()
        form.addRow(self.game_label, self.game)
        self.about_game = QLabel()
        self.about_game.setObjectName("aboutGame")
        self.about_game.setWordWrap(True)
        form.addRow("", self.about_game)
        self.seat_count = QSpinBox()
        self.seat_count_label = QLabel()
        form.addRow(self.seat_count_label, self.seat_count)
        layout.addLayout(form)

        self.seats_box = QGroupBox()
        grid = QGridLayout(self.seats_box)
        self.seat_headers = [QLabel() for _ in range(5)]
        for column, header in enumerate(self.seat_headers):
            grid.addWidget(header, 0, column)
        self.rows = [SeatRow(i, grid, self) for i in range(5)]
        grid.setColumnStretch(1, 1)
        layout.addWidget(self.seats_box)

        self.variants_box = QGroupBox()
        self.variants_scroll = _Scroll()
        self.variants_page = QWidget()
        self.variants_form = QGridLayout(self.variants_page)
        self.variants_form.setColumnStretch(0, 1)
        self.variants_scroll.setWidget(self.variants_page)
        QVBoxLayout(self.variants_box).addWidget(self.variants_scroll)
        self.variant_widgets: dict[str, QWidget] = {}
        self.variant_labels: dict[str, QLabel] = {}
        layout.addWidget(self.variants_box, 1)

        # What only a tester needs, folded away: the game number and the safety caps.
        self.more = QToolButton()
        self.more.setObjectName("moreOptions")
        self.more.setCheckable(True)
        self.more.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.more.setArrowType(Qt.ArrowType.RightArrow)
        self.more.toggled.connect(self._fold)
        layout.addWidget(self.more)
        self.advanced = QWidget()
        advanced = QVBoxLayout(self.advanced)
        advanced.setContentsMargins(0, 0, 0, 0)
        seed_form = QFormLayout()
        self.seed = QLineEdit()
        # Up to 20 digits: any 64-bit game number can be typed again to replay a deal.
        self.seed.setValidator(QRegularExpressionValidator(QRegularExpression(r"\d{0,20}"), self))
        self.seed_label = QLabel()
        seed_form.addRow(self.seed_label, self.seed)
        advanced.addLayout(seed_form)
        self.advanced_form = QGridLayout()
        self.advanced_form.setColumnStretch(0, 1)
        advanced.addLayout(self.advanced_form)
        self.advanced.setVisible(False)
        layout.addWidget(self.advanced)

        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)

        last = self.game.findData(last_game_id())
        if last >= 0:
            self.game.setCurrentIndex(last)
        self.game.currentIndexChanged.connect(self._game_chosen)
        self.seat_count.valueChanged.connect(self._seats_chosen)
        self.retranslate()
        self._game_chosen()

    # --- texts ----------------------------------------------------------------------
    def retranslate(self) -> None:
        """Set the texts in the current language."""
        self.setWindowTitle(self.tr("New game"))
        self.title.setText(self.tr("A new performance"))
        self.game_label.setText(self.tr("Game"))
        self.seat_count_label.setText(self.tr("Players"))
        self.seed_label.setText(self.tr("Game number"))
        self.more.setText(self.tr("More options"))
        self.more.setToolTip(self.tr("The game number that deals the same cards again, and limits"))
        self.seed.setPlaceholderText(self.tr("random"))
        self.seat_count.setToolTip(self.tr("How many people or computer players take part"))
        self.seed.setToolTip(self.tr("The same game number deals the same cards again"))
        self.seats_box.setTitle(self.tr("Seats"))
        self.variants_box.setTitle(self.tr("Variants"))
        for header, label in zip(
            self.seat_headers,
            (
                self.tr("Seat"),
                self.tr("Name"),
                self.tr("Colour"),
                self.tr("Played by"),
                self.tr("Level"),
            ),
            strict=True,
        ):
            header.setText(label)
        self.seat_headers[4].setToolTip(self.tr("How well the computer plays this seat"))
        for row in self.rows:
            row.retranslate()
        for index, game_id in enumerate(self._game_ids):
            self.game.setItemText(index, game_title(game_id))
        self._describe(self._game())

    def _describe(self, game: Game | None) -> None:
        """Say what the chosen game is, for how many players and how long it lasts."""
        if game is None:
            self.about_game.clear()
            return
        low, high = game.min_seats, game.max_seats
        players = (
            self.tr("%n players", "", low)
            if low == high
            else self.tr("{low}–{high} players").format(low=low, high=high)
        )
        lines = [players]
        if game.game_id in GAME_BLURBS:
            blurb, (shortest, longest) = GAME_BLURBS[game.game_id]
            minutes = self.tr("{low}–{high} minutes").format(low=shortest, high=longest)
            lines = [QCoreApplication.translate("NewGameDialog", blurb), f"{players} · {minutes}"]
        self.about_game.setText("\n".join(lines))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            game = self._game()
            if game is not None:  # the labels change: rebuild, keeping the values chosen
                values = {name: widget_value(w) for name, w in self.variant_widgets.items()}
                self._build_variants(game)
                for name, value in values.items():
                    if name in self.variant_widgets:
                        set_widget_value(self.variant_widgets[name], value)
        super().changeEvent(event)

    # --- reacting -----------------------------------------------------------------------
    def game_id(self) -> str:
        """The chosen game."""
        return self.game.currentData() or ""

    def _game(self) -> Game | None:
        game_id = self.game_id()
        if not game_id:
            return None
        try:
            return registry.get(game_id)
        except KeyError:  # a game no longer registered (a plug-in gone): nothing to show
            return None

    def _game_chosen(self) -> None:
        game = self._game()
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(game is not None)
        if game is None:
            return
        self.seat_count.setRange(game.min_seats, game.max_seats)
        fixed = game.min_seats == game.max_seats  # no arrows where there is no choice
        self.seat_count.setReadOnly(fixed)
        self.seat_count.setButtonSymbols(
            QSpinBox.ButtonSymbols.NoButtons if fixed else QSpinBox.ButtonSymbols.UpDownArrows
        )
        roles = FIXED_SEATS.get(game.game_id, ())
        for row in self.rows:
            row.cast(game.game_id, roles[row.index] if row.index < len(roles) else None)
        self.seat_count.setValue(
            max(game.min_seats, min(self.seat_count.value() or 2, game.max_seats))
        )
        self._seats_chosen()
        self._build_variants(game)
        self._describe(game)
        self._restore(game)

    def _restore(self, game: Game) -> None:
        """Show the choices last made for ``game`` (what was valid of them)."""
        choices = saved_choices(game)
        if "seats" in choices:
            self.seat_count.setValue(choices["seats"])
        for row, player in zip(self.rows, choices.get("players", []), strict=False):
            if player is not None:
                row.restore(player)
        for name, value in choices.get("variants", {}).items():
            if name in self.variant_widgets:
                set_widget_value(self.variant_widgets[name], value)

    def remember(self) -> None:
        """Keep this game's choices for the next new game (the game number is not kept)."""
        game = self._game()
        if game is None:
            return
        choices = {
            "seats": self.seat_count.value(),
            "players": [
                {
                    "name": row.name.text().strip()
                    or DEFAULT_NAMES[row.index % len(DEFAULT_NAMES)],
                    "colour": row.colour.currentData(),
                    "kind": row.kind.currentData(),
                    "level": row.level.currentData(),
                }
                for row in self.rows[: self.seat_count.value()]
            ],
            "variants": {name: widget_value(w) for name, w in self.variant_widgets.items()},
        }
        write(f"{SETTINGS_GROUP}/{game.game_id}", json.dumps(choices))
        write(f"{SETTINGS_GROUP}/last_game", game.game_id)

    def accept(self) -> None:
        """Remember the choices, then close the dialog as accepted."""
        self.remember()
        super().accept()

    def _seats_chosen(self) -> None:
        for row in self.rows:
            row.set_visible(row.index < self.seat_count.value())

    def _build_variants(self, game: Game) -> None:
        for grid in (self.variants_form, self.advanced_form):
            while grid.count():
                item = grid.takeAt(0)
                old = item.widget() if item is not None else None
                if old is not None:  # hidden at once: deletion waits for the event loop
                    old.hide()
                    old.deleteLater()
        self.variant_widgets, self.variant_labels = {}, {}
        advanced = ADVANCED_OPTIONS.get(game.game_id, frozenset())
        for name, info in game.config_type.model_fields.items():
            if name == "seats":
                continue
            widget = variant_widget(info)
            if widget is None:
                continue
            label, _about = option_texts(game.game_id, name, info, widget)
            label.setMinimumWidth(OPTION_WIDTH // 2)
            widget.setObjectName(f"variant_{name}")
            self.variant_widgets[name] = widget
            self.variant_labels[name] = label
            grid = self.advanced_form if name in advanced else self.variants_form
            row = grid.rowCount()
            if isinstance(widget, QCheckBox):  # the box carries the name; the words go under it
                grid.addWidget(widget, row, 0, 1, 2)
                label.setContentsMargins(24, 0, 0, 4)
                grid.addWidget(label, row + 1, 0, 1, 2)
            else:
                grid.addWidget(label, row, 0)
                grid.addWidget(widget, row, 1, Qt.AlignmentFlag.AlignTop)
        self.variants_box.setVisible(any(n not in advanced for n in self.variant_widgets))
        self.variants_page.adjustSize()

    def _fold(self, shown: bool) -> None:
        """Show or fold "More options"."""
        self.more.setArrowType(Qt.ArrowType.DownArrow if shown else Qt.ArrowType.RightArrow)
        self.advanced.setVisible(shown)

    def fitted_size(self, room: QSize) -> QSize:
        """Resize to the size the dialog takes on a screen with ``room`` free; return it.

        It is :data:`DIALOG_WIDTH` wide (or the screen's width) and as tall as its content
        at that width; on a short screen it stops at the screen's height and the variants
        scroll.
        """
        width = min(max(self.minimumSizeHint().width(), DIALOG_WIDTH), room.width() - 24)
        tallest = room.height() - 48
        self.resize(width, tallest)
        own = self.layout()
        if own is not None:
            own.activate()  # lay out at that width: the descriptions wrap
        page = self.variants_page.layout()
        wanted = page.totalHeightForWidth(self.variants_scroll.viewport().width()) if page else 0
        spare = self.variants_scroll.viewport().height() - wanted
        height = max(self.minimumSizeHint().height(), tallest - max(spare, 0))
        self.resize(width, min(height, tallest))
        return self.size()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt override
        """Open no larger than the screen: the variants scroll instead."""
        super().showEvent(event)
        room = available_geometry(self)  # never self.screen(): see ui/screens.py
        if room is not None:
            self.fitted_size(room.size())

    # --- result -------------------------------------------------------------------------
    def seats(self) -> list[SeatInfo]:
        """The seats in play."""
        return [row.info() for row in self.rows[: self.seat_count.value()]]

    def config(self) -> GameConfig:
        """The options chosen, validated by the game's config type."""
        game = self._game()
        assert game is not None
        values = {name: widget_value(w) for name, w in self.variant_widgets.items()}
        return game.config_type(seats=self.seat_count.value(), **values)

    def seed_value(self) -> int:
        """The game number typed, or 64 random bits from the operating system.

        A short number would let a player find the deal from the first cards shown.
        """
        typed = self.seed.text().strip()
        if typed.isdigit() and int(typed) < 2**64:
            return int(typed)
        return secrets.randbits(64)

    def build_match(self) -> Match:
        """Create the Match described by the dialog."""
        game = self._game()
        assert game is not None
        return Match(game, self.config(), self.seats(), self.seed_value())
