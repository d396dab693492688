"""The opera-house palette and the application style sheet (deep red, gold, dark wood).

Two surfaces, each with its own text colour: cream text on wood (windows, dialogs,
labels) and ink on cream (lists, tables, fields, tool tips). The application palette
says so for every widget, Qt's own file dialog and message boxes included, and the
style sheet adds the gold and crimson details.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtGui import QColor, QPalette

if TYPE_CHECKING:
    from PySide6.QtWidgets import QApplication

from ..i18n.noop import QT_TRANSLATE_NOOP

CRIMSON = "#7a0f1a"
"""Curtain and accents."""
CRIMSON_DARK = "#4a070f"
GOLD = "#d4af37"
GOLD_LIGHT = "#f1d67a"
WOOD = "#3b2314"
WOOD_DARK = "#24150c"
WOOD_LIGHT = "#5a3920"
CREAM = "#f6ecd2"
CREAM_DARK = "#ecdcb4"
"""Alternate rows of lists on cream."""
INK = "#2a1a10"
MUTED_ON_WOOD = "#a8977f"
"""Disabled text on wood."""
MUTED_ON_CREAM = "#6f5e48"
"""Disabled and placeholder text on cream."""

SEAT_COLOURS: tuple[tuple[str, str], ...] = (
    # Okabe-Ito colour-blind-safe palette; every seat also gets a shape (SEAT_SHAPES).
    ("#E69F00", QT_TRANSLATE_NOOP("SeatColour", "orange")),
    ("#56B4E9", QT_TRANSLATE_NOOP("SeatColour", "sky blue")),
    ("#009E73", QT_TRANSLATE_NOOP("SeatColour", "green")),
    ("#F0E442", QT_TRANSLATE_NOOP("SeatColour", "yellow")),
    ("#CC79A7", QT_TRANSLATE_NOOP("SeatColour", "purple")),
    ("#0072B2", QT_TRANSLATE_NOOP("SeatColour", "blue")),
    ("#D55E00", QT_TRANSLATE_NOOP("SeatColour", "vermilion")),
)
"""Seat colours and their names (translate with context ``"SeatColour"``)."""
SEAT_SHAPES: tuple[str, ...] = ("circle", "square", "diamond", "triangle", "hexagon")
"""Seat markers: never tell seats apart by colour alone."""


def qcolor(value: str) -> QColor:
    """Return a QColor from ``#rrggbb`` or CSS-style ``#rrggbbaa`` (grey when invalid)."""
    if len(value) == 9 and value.startswith("#"):
        # Qt reads 8 hex digits as #aarrggbb; specs use the CSS order.
        value = "#" + value[7:9] + value[1:7]
    colour = QColor(value)
    return colour if colour.isValid() else QColor("#888888")


def palette() -> QPalette:
    """Return the application palette: cream on wood, ink on cream, crimson selections."""
    result = QPalette()
    roles = QPalette.ColorRole
    colours = {
        roles.Window: WOOD,
        roles.WindowText: CREAM,
        roles.Base: CREAM,
        roles.AlternateBase: CREAM_DARK,
        roles.Text: INK,
        roles.PlaceholderText: MUTED_ON_CREAM,
        roles.ToolTipBase: CREAM,
        roles.ToolTipText: INK,
        roles.Button: GOLD_LIGHT,
        roles.ButtonText: INK,
        roles.BrightText: GOLD_LIGHT,
        roles.Highlight: CRIMSON,
        roles.HighlightedText: CREAM,
        roles.Link: GOLD_LIGHT,
        roles.LinkVisited: GOLD,
        roles.Light: WOOD_LIGHT,
        roles.Midlight: WOOD_LIGHT,
        roles.Mid: WOOD_DARK,
        roles.Dark: WOOD_DARK,
        roles.Shadow: "#000000",
    }
    for role, value in colours.items():
        result.setColor(role, QColor(value))
    disabled = QPalette.ColorGroup.Disabled
    for role, value in (
        (roles.WindowText, MUTED_ON_WOOD),
        (roles.Text, MUTED_ON_CREAM),
        (roles.ButtonText, MUTED_ON_CREAM),
        (roles.Base, CREAM_DARK),
        (roles.Highlight, WOOD_LIGHT),
    ):
        result.setColor(disabled, role, QColor(value))
    return result


def apply_theme(app: QApplication) -> None:
    """Give ``app`` the palette and the style sheet (after ``setStyle``, which resets both)."""
    app.setPalette(palette())
    sheet = style_sheet()
    if app.styleSheet() != sheet:  # the same sheet again only re-polishes every widget
        app.setStyleSheet(sheet)


_STYLE_SHEET = """
QWidget {{ font-size: 10.5pt; }}
QToolTip {{ background: {CREAM}; color: {INK}; border: 1px solid {GOLD}; padding: 2px; }}
QMenuBar {{ background: {WOOD_DARK}; color: {CREAM}; border-bottom: 1px solid {GOLD}; }}
QMenuBar::item:selected {{ background: {CRIMSON}; }}
QMenu {{ background: {WOOD_DARK}; color: {CREAM}; border: 1px solid {GOLD}; }}
QMenu::item:selected {{ background: {CRIMSON}; }}
QMenu::item:disabled {{ color: #8a7a66; }}
QStatusBar {{ background: {WOOD_DARK}; color: {GOLD_LIGHT}; border-top: 1px solid {GOLD}; }}
QStatusBar QPushButton#refusal_rule {{ padding: 0 6px; }}
QToolButton#legendButton {{ font-size: 17px; font-weight: bold; color: {INK}; background: #f1d67a;
    border: 2px solid {INK}; border-radius: 15px; }}
QFrame#tipBar {{ background: {CREAM}; border: 2px solid {GOLD}; border-radius: 6px; }}
QFrame#tipBar QLabel {{ color: {INK}; }}
QGroupBox {{ border: 1px solid {GOLD}; border-radius: 6px; margin-top: 14px; padding: 8px;
            font-weight: bold; color: {GOLD_LIGHT}; }}
QGroupBox::title {{ subcontrol-origin: margin; left: 10px; padding: 0 4px; }}
QLineEdit, QSpinBox, QComboBox, QListWidget, QTableWidget, QTextBrowser, QPlainTextEdit {{
    background: {CREAM}; color: {INK}; border: 1px solid {GOLD}; border-radius: 4px;
    padding: 2px 4px; selection-background-color: {CRIMSON}; selection-color: {CREAM}; }}
QComboBox QAbstractItemView {{ background: {CREAM}; color: {INK}; }}
QAbstractItemView {{ background: {CREAM}; color: {INK}; alternate-background-color: {CREAM_DARK};
                    selection-background-color: {CRIMSON}; selection-color: {CREAM}; }}
QLineEdit:disabled, QComboBox:disabled, QSpinBox:disabled {{ color: {MUTED_ON_CREAM}; }}
QSpinBox {{ padding-right: 20px; }}
QSpinBox::up-button {{ subcontrol-origin: border; subcontrol-position: top right; width: 18px;
                      background: {GOLD_LIGHT}; border-left: 1px solid {GOLD}; }}
QSpinBox::down-button {{ subcontrol-origin: border; subcontrol-position: bottom right;
                        width: 18px; background: {GOLD}; border-left: 1px solid {GOLD}; }}
QSpinBox::up-arrow {{ image: url("{ICONS}/arrow-up.svg"); width: 9px; height: 9px; }}
QSpinBox::down-arrow {{ image: url("{ICONS}/arrow-down.svg"); width: 9px; height: 9px; }}
QListWidget::item {{ padding: 3px; border-bottom: 1px solid #e0d2ae; }}
QHeaderView::section {{ background: {CRIMSON}; color: {CREAM}; border: 0; padding: 4px;
                        font-weight: bold; }}
QPushButton {{ background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 {GOLD_LIGHT},
                stop:1 {GOLD}); color: {INK}; border: 1px solid {WOOD_DARK};
                border-radius: 5px; padding: 5px 14px; font-weight: bold; }}
QPushButton:hover {{ background: {GOLD_LIGHT}; }}
QPushButton:pressed {{ background: {GOLD}; }}
QPushButton:disabled {{ background: #8a7a66; color: #3a2d20; }}
QPushButton:focus {{ border: 2px solid {CREAM}; }}
QCheckBox {{ spacing: 6px; }}
QLabel#title {{ color: {GOLD_LIGHT}; font-size: 15pt; font-weight: bold; }}
QLabel#banner {{ background: {CRIMSON_DARK}; color: {GOLD_LIGHT}; border: 1px solid {GOLD};
                 border-radius: 4px; padding: 4px 10px; font-size: 11.5pt; font-weight: bold; }}
QLabel#panelTitle {{ color: {GOLD_LIGHT}; font-weight: bold; font-size: 11pt; }}
QSplitter::handle {{ background: {GOLD}; }}
QScrollBar:vertical {{ background: {WOOD_DARK}; width: 12px; }}
QScrollBar::handle:vertical {{ background: {GOLD}; border-radius: 5px; min-height: 20px; }}
QScrollBar:horizontal {{ background: {WOOD_DARK}; height: 12px; }}
QScrollBar::handle:horizontal {{ background: {GOLD}; border-radius: 5px; min-width: 20px; }}
"""


def style_sheet() -> str:
    """The application style sheet (with the paths of its arrow icons filled in)."""
    from ..paths import resources_dir

    icons = (resources_dir() / "icons").as_posix()
    values = {name: value for name, value in globals().items() if name.isupper()}
    return _STYLE_SHEET.format(ICONS=icons, **values)
