"""Every dialog is readable in the app's theme: text against its own background ≥ 4.5:1.

Measured on screenshots: the background of a text area is its most common colour and
the text colour its pixel of highest contrast against it (anti-aliased glyphs keep
their true colour in the middle of each stroke). 4.5:1 is the WCAG AA minimum.
"""

from __future__ import annotations

from collections import Counter

import pytest
from PySide6.QtCore import QRect
from PySide6.QtGui import QColor, QImage, QPalette
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QDialog,
    QFileDialog,
    QLabel,
    QListView,
    QMessageBox,
    QTreeView,
    QWidget,
)

from divas_desktop.ui import theme

SAVES = ("Tosca, act two.divas", "Turandot at night.divas", "Aida.divas", "Norma.divas")


def luminance(colour: QColor) -> float:
    """Relative luminance of an sRGB colour (WCAG 2)."""

    def channel(value: int) -> float:
        c = value / 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    return (
        0.2126 * channel(colour.red())
        + 0.7152 * channel(colour.green())
        + 0.0722 * channel(colour.blue())
    )


def contrast(a: QColor, b: QColor) -> float:
    """WCAG contrast ratio of two colours (1 to 21)."""
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def text_contrast(image: QImage, rect: QRect) -> float:
    """Contrast of the text drawn in ``rect`` of ``image`` against its background."""
    rect = rect.intersected(image.rect())
    assert rect.width() > 4 and rect.height() > 4, rect
    pixels = [
        image.pixel(x, y)
        for y in range(rect.top(), rect.bottom() + 1)
        for x in range(rect.left(), rect.right() + 1)
    ]
    background = QColor(Counter(pixels).most_common(1)[0][0])
    return max(contrast(background, QColor(p)) for p in set(pixels))


def _file_dialog(qtbot, folder, mode: QFileDialog.AcceptMode) -> QFileDialog:
    """Qt's own file dialog, as every Linux player sees it (the bundle has no GTK theme)."""
    for name in SAVES:
        (folder / name).write_text("{}", encoding="utf-8")
    (folder / "Older seasons").mkdir()
    dialog = QFileDialog(None, "Open a saved game", str(folder), "Divas Desktop games (*.divas)")
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog, True)
    dialog.setAcceptMode(mode)
    dialog.resize(820, 520)
    qtbot.addWidget(dialog)
    with qtbot.waitExposed(dialog):
        dialog.show()
    return dialog


def _row_contrasts(qtbot, view: QAbstractItemView) -> list[float]:
    """Contrast of the name of every unselected file row of a file-dialog view."""
    model = view.model()
    qtbot.waitUntil(lambda: model.rowCount(view.rootIndex()) >= len(SAVES) + 1, timeout=5000)
    view.clearSelection()
    view.setCurrentIndex(model.index(-1, -1))
    qtbot.wait(50)
    image = view.viewport().grab().toImage()
    icon = view.iconSize().width() if view.iconSize().isValid() else 16
    result = []
    for row in range(model.rowCount(view.rootIndex())):
        rect = view.visualRect(model.index(row, 0, view.rootIndex()))
        assert not rect.isEmpty()
        # The file name only, right of its icon.
        result.append(text_contrast(image, rect.adjusted(icon + 8, 0, 0, 0)))
    return result


@pytest.mark.parametrize(
    "mode", [QFileDialog.AcceptMode.AcceptOpen, QFileDialog.AcceptMode.AcceptSave]
)
def test_file_dialog_lists_are_readable(app, qtbot, tmp_path, mode):
    dialog = _file_dialog(qtbot, tmp_path, mode)
    details = dialog.findChild(QTreeView, "treeView")
    dialog.setViewMode(QFileDialog.ViewMode.Detail)
    assert min(_row_contrasts(qtbot, details)) >= 4.5
    dialog.setViewMode(QFileDialog.ViewMode.List)
    names = dialog.findChild(QListView, "listView")
    assert min(_row_contrasts(qtbot, names)) >= 4.5
    sidebar = dialog.findChild(QListView, "sidebar")
    image = sidebar.viewport().grab().toImage()
    model = sidebar.model()
    for row in range(model.rowCount()):
        rect = sidebar.visualRect(model.index(row, 0))
        assert text_contrast(image, rect.adjusted(sidebar.iconSize().width() + 8, 0, 0, 0)) >= 4.5


def test_the_measure_sees_the_old_cream_on_white_lists(app, qtbot, tmp_path):
    """The app-wide cream text of the old style sheet fails the same measure."""
    dialog = _file_dialog(qtbot, tmp_path, QFileDialog.AcceptMode.AcceptOpen)
    dialog.setViewMode(QFileDialog.ViewMode.Detail)
    dialog.setStyleSheet(
        f"QWidget {{ color: {theme.CREAM}; }} QAbstractItemView {{ background: white; }}"
    )
    assert max(_row_contrasts(qtbot, dialog.findChild(QTreeView, "treeView"))) < 2


def _labels_readable(qtbot, dialog: QWidget) -> list[str]:
    """Names of the visible labels and check boxes of ``dialog`` whose text is too faint."""
    qtbot.wait(50)
    image = dialog.grab().toImage()
    faint = []
    for widget in dialog.findChildren(QWidget):
        if not isinstance(widget, QLabel | QCheckBox) or not widget.isVisible():
            continue
        if not widget.text().strip():
            continue
        if isinstance(widget, QLabel) and not widget.pixmap().isNull():
            continue  # an icon
        scroll = getattr(dialog, "variants_scroll", None)
        if scroll is not None and scroll.isAncestorOf(widget):  # scroll it into view first
            scroll.ensureWidgetVisible(widget, 0, 0)
            qtbot.wait(10)
            image = dialog.grab().toImage()
        shown = widget.visibleRegion().boundingRect()
        rect = QRect(widget.mapTo(dialog, shown.topLeft()), shown.size())
        if text_contrast(image, rect) < 4.5:
            faint.append(widget.text())
    return faint


def test_message_boxes_are_readable(app, qtbot):
    box = QMessageBox(
        QMessageBox.Icon.Question,
        "Resume the interrupted game?",
        "A game was interrupted. Do you want to go on with it?",
        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
    )
    qtbot.addWidget(box)
    with qtbot.waitExposed(box):
        box.show()
    assert _labels_readable(qtbot, box) == []
    for button in box.buttons():
        rect = QRect(button.mapTo(box, button.rect().topLeft()), button.size())
        assert text_contrast(box.grab().toImage(), rect.adjusted(4, 4, -4, -4)) >= 4.5


def test_new_game_dialog_is_readable(app, qtbot):
    from divas_desktop.ui.new_game_dialog import NewGameDialog

    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    with qtbot.waitExposed(dialog):
        dialog.show()
    for index in range(dialog.game.count()):
        dialog.game.setCurrentIndex(index)
        assert _labels_readable(qtbot, dialog) == [], dialog.game_id()


def test_palette_pairs_every_background_with_a_readable_text():
    palette = theme.palette()
    roles = QPalette.ColorRole
    for background, foreground in (
        (roles.Window, roles.WindowText),
        (roles.Base, roles.Text),
        (roles.AlternateBase, roles.Text),
        (roles.ToolTipBase, roles.ToolTipText),
        (roles.Button, roles.ButtonText),
        (roles.Highlight, roles.HighlightedText),
        (roles.Base, roles.PlaceholderText),
        (roles.Window, roles.Link),
    ):
        ratio = contrast(palette.color(background), palette.color(foreground))
        assert ratio >= 4.5, (background, foreground, ratio)


def test_dialogs_get_the_app_palette(app, qtbot):
    dialog = QDialog()
    qtbot.addWidget(dialog)
    assert dialog.palette().color(QPalette.ColorRole.Window) == QColor(theme.WOOD)
    assert dialog.palette().color(QPalette.ColorRole.Text) == QColor(theme.INK)
