"""The rules reference beside the board: a dock with the game, a search box, the contents and
the text, whose clause IDs link to their paragraphs and whose pictures are the real board.

The main window opens it (Help → How to play, F1, :meth:`MainWindow.open_rule`); the dock
only reads the reference files and draws pictures, it never touches the match.
"""

from __future__ import annotations

import time
from dataclasses import dataclass

from PySide6.QtCore import QEvent, QEventLoop, Qt, QTimer, QUrl
from PySide6.QtGui import QKeySequence, QPixmap, QShortcut
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDockWidget,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QScrollArea,
    QSplitter,
    QToolButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from .browser import ReferenceBrowser
from .document import Picture, Reference, game_of, games_with_reference, load, plain
from .page import Words, page_html
from .pictures import DemoPositions, PictureMaker

PICTURE_MARGIN = 28
"""Pixels of the browser's width a picture leaves free (margins and the scroll bar)."""
SEARCH_DELAY_MS = 180
"""Typing waits this long before the text is filtered (a search per key is wasted work)."""
RELAYOUT_DELAY_MS = 250


@dataclass(frozen=True)
class Place:
    """Where the reader is: a clause, else the n-th heading, else the top."""

    clause: str | None = None
    heading: int | None = None


def current_language() -> str:
    """The language the app shows (set by the window on every switch)."""
    app = QApplication.instance()
    language = app.property("divas_language") if app is not None else None
    return str(language) if language else "en"


class RulesDock(QDockWidget):
    """How to play: one game's reference, in the language the app shows."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rulesDock")
        self.setFeatures(
            QDockWidget.DockWidgetFeature.DockWidgetClosable
            | QDockWidget.DockWidgetFeature.DockWidgetMovable
            | QDockWidget.DockWidgetFeature.DockWidgetFloatable
        )
        self.demos = DemoPositions(self)
        self.pictures = PictureMaker(self.demos)
        self.game: str | None = None
        self.language = current_language()
        self.reference: Reference | None = None
        self.query = ""
        self.results: list[int] = []
        """The blocks the search found (empty without a search)."""
        self._history: list[tuple[str, Place]] = []
        self._width = 0
        self._target: tuple[str | None, bool] = (None, False)
        """The anchor last gone to (and whether tinted), until the reader scrolls."""

        self._search_timer = QTimer(self)
        self._search_timer.setSingleShot(True)
        self._search_timer.setInterval(SEARCH_DELAY_MS)
        self._search_timer.timeout.connect(self._apply_search)
        self._relayout = QTimer(self)
        self._relayout.setSingleShot(True)
        self._relayout.setInterval(RELAYOUT_DELAY_MS)
        self._relayout.timeout.connect(self._width_changed)

        body = QWidget()
        column = QVBoxLayout(body)
        column.setContentsMargins(4, 4, 4, 4)
        column.setSpacing(4)
        top = QHBoxLayout()
        self.back = QToolButton()
        self.back.setText("◀")
        self.back.setEnabled(False)
        self.back.clicked.connect(self.go_back)
        self.games = QComboBox()
        for game in games_with_reference():
            self.games.addItem(game, game)
        self.games.activated.connect(lambda index: self.show_game(self.games.itemData(index)))
        top.addWidget(self.back)
        top.addWidget(self.games, 1)
        column.addLayout(top)
        self.search = QLineEdit()
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(lambda _text: self._search_timer.start())
        column.addWidget(self.search)
        self.found = QLabel()
        self.found.hide()
        column.addWidget(self.found)
        self.split = QSplitter(Qt.Orientation.Vertical)
        self.contents = QTreeWidget()
        self.contents.setHeaderHidden(True)
        self.contents.setRootIsDecorated(False)
        self.contents.setIndentation(12)
        self.contents.itemActivated.connect(self._heading_chosen)
        self.contents.itemClicked.connect(self._heading_chosen)
        self.browser = ReferenceBrowser(self.pictures)
        self.browser.anchorClicked.connect(self._link)
        self.browser.verticalScrollBar().actionTriggered.connect(self._scrolled)
        self.split.addWidget(self.contents)
        self.split.addWidget(self.browser)
        self.split.setStretchFactor(1, 1)
        self.split.setSizes([150, 500])
        column.addWidget(self.split, 1)
        self.setWidget(body)
        QShortcut(QKeySequence.StandardKey.Find, self, self._focus_search)

        self.search.installEventFilter(self)
        self.browser.viewport().installEventFilter(self)
        self.retranslate()

    # --- what the window asks ------------------------------------------------------------
    def show_game(self, game: str, clause: str | None = None, remember: bool = True) -> bool:
        """Show ``game``'s reference at ``clause`` (its top when ``None``); ``False`` if the
        reference does not define that clause (it then opens at the top)."""
        if remember and self.reference is not None:
            self._remember()
        self.show()
        self.raise_()
        stale = game != self.game or self.language != current_language() or self.reference is None
        if self.query:
            self._clear_search()
            if not stale:
                self._render()
        if stale:
            self._load(game)
        return self._go(clause)

    def open_clause(self, clause: str) -> bool:
        """Show the paragraph defining ``clause`` (in its own game's reference)."""
        game = game_of(clause)
        if game is None or game not in games_with_reference():
            return False
        return self.show_game(game, clause)

    def show_picture(self, number: int) -> bool:
        """Scroll the ``number``-th picture (from 0) of the page to the top."""
        reference = self.reference
        if reference is None:
            return False
        blocks = [i for i, block in enumerate(reference.blocks) if block.picture is not None]
        if not 0 <= number < len(blocks):
            return False
        self._remember()
        return self._go(f"b{blocks[number]}", tint=False)

    def wait_for_pictures(self, timeout_s: float = 20.0) -> bool:
        """Draw the pictures in view now (tests, screenshots); ``False`` if time ran out."""
        deadline = time.monotonic() + timeout_s
        self.browser.viewport().repaint()  # asks for the images in view
        while self.browser.waiting() and time.monotonic() < deadline:
            QApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 50)
            if self.browser.waiting():
                time.sleep(0.01)  # a worker thread may still be making demo positions
        self.browser.viewport().repaint()
        return not self.browser.waiting()

    def go_back(self) -> None:
        """Return to where the reader was before the last jump."""
        if not self._history:
            return
        game, place = self._history.pop()
        self.back.setEnabled(bool(self._history))
        self.show_game(game, None, remember=False)
        self._restore(place)

    def retranslate(self) -> None:
        """Words in the current language; the text too, at the same place."""
        self.back.setToolTip(self.tr("Back to where you were reading"))
        self.search.setPlaceholderText(self.tr("Search the rules…"))
        self.search.setToolTip(self.tr("Shows only the paragraphs with every word you type."))
        self.contents.setToolTip(self.tr("Contents: click a heading to go there."))
        from ..available import game_title

        for index in range(self.games.count()):
            self.games.setItemText(index, game_title(self.games.itemData(index)))
        if self.game is not None and self.language != current_language():
            place = self.place()
            self._load(self.game)
            self._restore(place)
        self._title()

    def place(self) -> Place:
        """Where the reader is now (kept across a language switch: the clause IDs are the
        same in every language, and so is the order of the headings)."""
        reference = self.reference
        if reference is None or self.query:
            return Place()
        top = self.browser.anchor_at_top()
        index = _block_at(self.browser.anchors, top)
        if index is None:
            return Place()
        for i in range(index, -1, -1):
            block = reference.blocks[i]
            if block.ids:
                return Place(clause=block.ids[0])
            if block.kind in ("section", "subsection"):
                headings = [j for j, _level, _text in reference.sections()]
                return Place(heading=headings.index(i))
        return Place()

    # --- inside ---------------------------------------------------------------------------
    def _load(self, game: str) -> None:
        self.game = game
        self.language = current_language()
        self.reference = load(game, self.language)
        self.browser.language = self.language
        self.games.setCurrentIndex(max(0, self.games.findData(game)))
        self._contents()
        self._render()
        self._title()

    def _title(self) -> None:
        if self.reference is None:
            self.setWindowTitle(self.tr("How to play"))
        else:
            self.setWindowTitle(self.reference.title)

    def _contents(self) -> None:
        self.contents.clear()
        assert self.reference is not None
        parent: QTreeWidgetItem | None = None
        for index, level, text in self.reference.sections():
            item = QTreeWidgetItem([text])
            item.setData(0, Qt.ItemDataRole.UserRole, index)
            item.setToolTip(0, text)
            if level == 2 or parent is None:
                self.contents.addTopLevelItem(item)
                parent = item
            else:
                parent.addChild(item)
        self.contents.expandAll()

    def _render(self) -> None:
        """Lay the page out again: the whole reference, or the search results."""
        reference = self.reference
        if reference is None:
            return
        self._width = self.browser.viewport().width()
        pictures: dict[str, tuple[Picture, int, int]] = {}

        def source(index: int, picture: Picture) -> tuple[str, int, int]:
            name = self.browser.picture_name(index)
            _x, _y, w, h = picture.area
            # Never larger than the board itself: a small crop is shown at its own size.
            width = max(60, min(round(w), self._width - PICTURE_MARGIN))
            height = max(1, round(width * h / w))
            pictures[name] = (picture, width, height)
            return name, width, height

        words = Words(
            enlarge=self.tr("Click to see it large"),
            in_context=self.tr("Show in the rules"),
            no_match=self.tr("No paragraph has these words."),
        )
        only = self.results if self.query else None
        html = page_html(reference, source, words, only, self.query)
        self.browser.show_page(html, pictures)

    def _remember(self) -> None:
        if self.game is None:
            return
        here = (self.game, self.place())
        if self._history and self._history[-1] == here:
            return  # a click and an activation of the same heading
        self._history.append(here)
        del self._history[:-30]
        self.back.setEnabled(True)

    def _restore(self, place: Place) -> None:
        reference = self.reference
        if reference is None:
            return
        anchor = None
        if place.clause is not None and place.clause in reference.clauses:
            anchor = place.clause
        elif place.heading is not None:
            headings = [i for i, _level, _text in reference.sections()]
            if place.heading < len(headings):
                anchor = f"b{headings[place.heading]}"
        self._go(anchor, tint=False)

    def _go(self, anchor: str | None, tint: bool = True) -> bool:
        """Scroll ``anchor`` to the top (``None``: the page's top) and tint its paragraph;
        ``False`` when the page has no such anchor (then the page's top).

        The place is kept until the reader scrolls, so a new width (the dock just opened,
        or resized) lays the page out again at the same paragraph.
        """
        found = anchor is not None and self.browser.mark(anchor, tint)
        if not found:
            self.browser.setExtraSelections([])
            self.browser.verticalScrollBar().setValue(0)
        self._target = (anchor if found else None, tint)
        return found or anchor is None

    def _jump(self, index: int) -> None:
        """Go to block ``index`` of the whole text (from the contents or a search result)."""
        if self.query:
            self._clear_search()
            self._render()
        self._go(f"b{index}")

    def _heading_chosen(self, item: QTreeWidgetItem, _column: int = 0) -> None:
        self._remember()
        self._jump(int(item.data(0, Qt.ItemDataRole.UserRole)))

    def _link(self, url: QUrl) -> None:
        scheme, _, target = url.toString().partition(":")
        if scheme == "clause":
            self.open_clause(target)
        elif scheme == "block" and target.isdigit():
            self._remember()
            self._jump(int(target))
        elif scheme == "zoom" and target.isdigit():
            self.show_large(int(target))

    def show_large(self, index: int) -> QDialog | None:
        """Show the picture of block ``index`` at the board's own scale, in a window of its own."""
        reference = self.reference
        if reference is None or reference.blocks[index].picture is None:
            return None
        block = reference.blocks[index]
        picture = block.picture
        assert picture is not None
        window = self.window()
        _x, _y, w, h = picture.area
        scale = min(1.0, 0.92 * window.width() / w, 0.85 * window.height() / h)
        scale = max(scale, 0.6)  # below that the board's words are no longer legible
        try:
            # None while the game's demo positions are still being made: the thumbnail
            # still shows its placeholder then, and a later click finds them ready.
            image = self.pictures.draw(
                picture, self.language, round(w * scale), self.devicePixelRatioF()
            )
        except LookupError:
            image = None
        if image is None:
            return None
        words = plain(block.text)
        dialog = QDialog(self)
        dialog.setWindowTitle(words)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        label = QLabel()
        label.setPixmap(QPixmap.fromImage(image))
        area = QScrollArea()
        area.setWidget(label)
        area.setWidgetResizable(False)
        caption = QLabel(words)
        caption.setTextFormat(Qt.TextFormat.PlainText)
        caption.setWordWrap(True)
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close.rejected.connect(dialog.reject)
        layout = QVBoxLayout(dialog)
        layout.addWidget(area, 1)
        layout.addWidget(caption)
        layout.addWidget(close)
        room = window.size()
        dialog.resize(
            min(label.sizeHint().width() + 40, room.width()),
            min(label.sizeHint().height() + 130, room.height()),
        )
        dialog.open()
        return dialog

    def _focus_search(self) -> None:
        self.search.setFocus()
        self.search.selectAll()

    def _clear_search(self) -> None:
        """Empty the search box without searching again (the caller lays the page out)."""
        self._search_timer.stop()
        self.search.blockSignals(True)
        self.search.clear()
        self.search.blockSignals(False)
        self.query = ""
        self.results = []
        self.found.hide()

    def _apply_search(self) -> None:
        reference = self.reference
        self.query = self.search.text().strip()
        if reference is None:
            return
        self.results = reference.search(self.query) if self.query else []
        if self.query:
            self.found.setText(self.tr("%n paragraphs found", "", len(self.results)))
        self.found.setVisible(bool(self.query))
        self._render()

    def _scrolled(self, _action: int) -> None:
        self._target = (None, False)

    def _width_changed(self) -> None:
        if abs(self.browser.viewport().width() - self._width) < 16:
            return
        anchor, tint = self._target
        place = self.place() if anchor is None else Place()
        self._render()
        if anchor is not None:
            self._go(anchor, tint)
        else:
            self._restore(place)

    def eventFilter(self, watched, event: QEvent) -> bool:  # noqa: N802 - Qt override
        if watched is self.search and event.type() == QEvent.Type.KeyPress:
            if event.key() == Qt.Key.Key_Escape and self.search.text():  # type: ignore[attr-defined]
                self.search.clear()
                return True
        elif watched is self.browser.viewport() and event.type() == QEvent.Type.Resize:
            if self.reference is not None:
                self._relayout.start()
        return super().eventFilter(watched, event)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


def _block_at(anchors: dict[str, int], position: int | None) -> int | None:
    """The index of the last block whose anchor lies at or before ``position``."""
    if position is None:
        return None
    best: tuple[int, int] | None = None
    for name, at in anchors.items():
        if name.startswith("b") and name[1:].isdigit() and at <= position:
            if best is None or at >= best[0]:
                best = (at, int(name[1:]))
    return best[1] if best is not None else None
