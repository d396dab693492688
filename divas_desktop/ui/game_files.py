"""Games in files for the main window: open, save, unfinished games, saves of older rules.

Nothing here ever deletes a player's file without asking: an opened game goes on under
a match id of its own (so it cannot overwrite another game's autosave), a game that
cannot be resumed has its files kept aside and named, and the autosave of a game the
player saved before quitting is retired only when the player's file holds the very
same game. Long loads run behind a progress dialog (:mod:`.loading`).
"""

from __future__ import annotations

import logging
import re
from collections.abc import Callable
from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject

from ..i18n.translate import text
from .recent_files import add_recent, last_folder, recent_files

if TYPE_CHECKING:
    from PySide6.QtWidgets import QFileDialog

    from ..core.match import Match
    from ..persistence.locks import Lock
    from ..persistence.savefile import OlderRules, SaveError
    from ..persistence.unfinished import UnfinishedGame
    from .main_window import MainWindow

log = logging.getLogger(__name__)


def marker(match: Match) -> tuple[int, int, object]:
    """What identifies the moves of a match at one moment (to tell unsaved changes)."""
    return (match.cursor, len(match.log), match.log[-1] if match.log else None)


def default_file_name(game: str, day: date) -> str:
    """The name a save is offered under: the game as the player's language calls it and
    the day ("sipario-2026-12-03.divas", "la-battaglia-delle-dive-2026-12-03.divas")."""
    import unicodedata

    plain = unicodedata.normalize("NFKD", game).encode("ascii", "ignore").decode("ascii")
    slug = "-".join(re.findall(r"[a-z0-9]+", plain.lower())) or "divas"
    return f"{slug}-{day.isoformat()}.divas"


def readable_columns(dialog: QFileDialog) -> None:
    """Let Qt's own file dialog show its Size, Type and Date columns whole in every
    language ("Data di modifica" is wider than "Date Modified"); a native dialog has none."""
    from PySide6.QtWidgets import QHeaderView

    for header in dialog.findChildren(QHeaderView):
        header.setMinimumSectionSize(header.fontMetrics().horizontalAdvance("0000-00-00"))
        for section in range(1, header.count()):
            header.setSectionResizeMode(section, QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(False)
        if header.count():
            header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)


def new_match_id() -> str:
    """A fresh id: the game goes on in an autosave of its own."""
    import uuid  # imports ``platform``: not needed before the first paint

    return uuid.uuid4().hex


class GameFiles(QObject):
    """Opens, saves and resumes the games of one :class:`MainWindow`."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.current_path: Path | None = None
        """The file the game was opened from or last saved to."""
        self._saved_marker: tuple[int, int, object] | None = None
        self.locks: list[Lock] = []
        """The locks of the match on the table and of its file: one writer each."""
        self._claimed: list[Lock] = []
        """Locks taken for a game about to start (before it loads)."""

    def started(self, match: Match, path: Path | None) -> list[Lock]:
        """A game starts; ``path`` is the file it is identical to (opened from it).

        Takes the locks of the match and of ``path``; returns the previous game's, to be
        released once its last autosave is written.
        """
        self.current_path = path
        self._saved_marker = marker(match) if path is not None else None
        previous, self.locks = self.locks, []
        claimed, self._claimed = self._claimed, []
        wanted = [_match_lock_path(match.match_id)]
        if path is not None:
            wanted.append(_file_lock_path(path))
        for lock in claimed:
            if lock.path in wanted:
                self.locks.append(lock)
            else:
                lock.release()
        for lock in previous:
            if lock.path in wanted and lock.path not in [h.path for h in self.locks]:
                self.locks.append(lock)  # the same file again: this window keeps its lock
        taken = [h.path for h in self.locks]
        for lock_path in wanted:
            if lock_path not in taken:
                lock = _lock(lock_path)
                if not lock.acquire():  # only after a race with another app: said in the log
                    log.warning("%s is held elsewhere", lock_path)
                self.locks.append(lock)
        return [lock for lock in previous if lock not in self.locks]

    def _drop_claimed(self) -> None:
        for lock in self._claimed:
            lock.release()
        self._claimed = []

    def release_locks(self) -> None:
        """Let every lock go (the window closes)."""
        for lock in self.locks + self._claimed:
            lock.release()
        self.locks, self._claimed = [], []

    # --- one window per match ------------------------------------------------------------
    def _window_with(self, match_id: str | None = None, path: Path | None = None):
        """Another window of this app playing ``match_id`` or holding ``path``, or None."""
        from PySide6.QtWidgets import QApplication

        from .main_window import MainWindow

        for widget in QApplication.topLevelWidgets():
            if not isinstance(widget, MainWindow) or widget is self.window:
                continue
            match = widget.controller.match if widget.isVisible() else None
            if match is None:
                continue
            if match_id is not None and match.match_id == match_id:
                return widget
            if path is not None and widget.current_path is not None:
                if _same_file(widget.current_path, path):
                    return widget
        return None

    def _bring_forward(self, other) -> bool:
        """The game is open in ``other``, a window of this app: show that window."""
        if other.isMinimized():
            other.showNormal()
        other.raise_()
        other.activateWindow()
        self.window.show_status(self.tr("This game is already open in another window."))
        return False

    def _claim(self, match_id: str | None, path: Path | None) -> bool:
        """Lock a game before loading it; ``False`` when another app plays it (then the
        player may open a copy: see :meth:`_offer_copy`)."""
        wanted: list[Path] = []
        if match_id is not None:
            wanted.append(_match_lock_path(match_id))
        if path is not None:
            wanted.append(_file_lock_path(path))
        mine = {lock.path for lock in self.locks}
        claimed: list[Lock] = []
        for lock_path in wanted:
            if lock_path in mine:
                continue  # this window has it: opened again here
            lock = _lock(lock_path)
            if not lock.acquire():
                for taken in claimed:
                    taken.release()
                return False
            claimed.append(lock)
        for lock in self._claimed:
            lock.release()
        self._claimed = claimed
        return True

    def _offer_copy(self) -> bool:
        """Another Divas Desktop plays the game: ask whether to open a copy of it instead."""
        return self.window.confirm(
            self.tr("This game is open in another window"),
            self.tr(
                "This game is open in another Divas Desktop window. Two windows playing it "
                "would overwrite each other's moves. You can open a copy here: it is saved "
                "apart, and the game in the other window goes on untouched."
            ),
            self.tr("Open a copy"),
            self.tr("Cancel"),
        )

    def has_unsaved_moves(self) -> bool:
        """Whether moves were played since the game was saved to (or opened from) a file."""
        match = self.window.controller.match
        return match is not None and self._saved_marker != marker(match)

    # --- opening -----------------------------------------------------------------------
    def file_filter(self) -> str:
        """The file dialogs' filter."""
        return self.tr("Divas Desktop games (*.divas)")

    def file_dialog(self, title: str, save_as: str | None = None) -> QFileDialog:
        """The open dialog, or with ``save_as`` the save dialog offering that name: in
        the player's language (Qt's catalogue and ours, ``i18n/qt_dialogs.py``), its
        columns whole."""
        from PySide6.QtWidgets import QFileDialog

        dialog = QFileDialog(self.window, title, str(last_folder()), self.file_filter())
        if save_as is not None:
            dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
            dialog.setDefaultSuffix("divas")
            dialog.selectFile(str(last_folder() / save_as))
        else:
            dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
        readable_columns(dialog)
        return dialog

    def _chosen(self, dialog: QFileDialog) -> str:
        files = dialog.selectedFiles() if dialog.exec() else []
        dialog.deleteLater()
        return files[0] if files else ""

    def open_dialog(self) -> None:
        """Ask for a save file and open it."""
        path = self._chosen(self.file_dialog(self.tr("Open a saved game")))
        if path:
            self.open_file(path)

    def open_file(self, path: str | Path) -> bool:
        """Load a save; a bad file shows why and leaves the current game untouched."""
        from ..persistence.savefile import LoadCancelled, OlderRules, SaveError, load_match

        self.window.core_loader.wait()
        path = Path(path)
        other = self._window_with(path=path)
        if other is not None:
            return self._bring_forward(other)
        copy = not self._claim(None, path)
        if copy and not self._offer_copy():
            return False
        label = self.tr("Loading {file}…").format(file=path.name)
        try:
            match = self._load(label, lambda progress: load_match(path, progress), LoadCancelled)
        except OlderRules as older:
            return self._offer_older_rules(older)
        except SaveError as error:
            return self._load_failed(self.tr("This game cannot be opened"), error)
        match.match_id = new_match_id()  # never the autosave of the same file opened before
        add_recent(path)
        self.window.refresh_recent()
        # A copy is not the file: Save asks for a name, never writing the other's file.
        self.window.start_match(match, None if copy else path)
        if copy:
            self.window.show_status(self.tr("A copy was opened: it is saved apart."))
        return True

    def _load(self, label: str, work: Callable[[Any], Match], cancel_error) -> Match:
        from .loading import run_with_progress

        return run_with_progress(self.window, label, work, cancel_error)

    def _load_failed(self, title: str, error: SaveError, kept: list[Path] | None = None) -> bool:
        """Say why a load failed (never "saved"); the game on screen is untouched."""
        self._drop_claimed()
        self.window.statusBar().clearMessage()
        if error.code == "cancelled":
            self.window.show_status(self.tr("Loading was cancelled; nothing changed."))
            return False
        message = text("core", error.code, **error.params)
        if kept:
            files = "\n".join(str(p) for p in kept)
            message += "\n\n" + self.tr(
                "Its files were kept, so they can be sent with a bug report:\n{files}"
            ).format(files=files)
        self.window.show_error(title, message)
        return False

    def _offer_older_rules(self, older: OlderRules, game: UnfinishedGame | None = None) -> bool:
        """A save from older rules: continue from the last move that replays, or keep it."""
        from .available import game_title

        match = older.match
        question = text(
            "core",
            "older_rules.question",
            game=game_title(match.game.game_id),
            kept=older.kept,
            total=older.total,
        )
        if not self.window.confirm(
            self.tr("Saved with older rules"),
            question,
            self.tr("Continue from move {kept}").format(kept=older.kept),
            self.tr("Keep the file untouched"),
        ):
            self.window.show_status(self.tr("The file was left untouched."))
            self._drop_claimed()
            return False
        if game is not None:
            from ..persistence.unfinished import keep_aside

            kept = keep_aside(game)  # the old file stays, for reference; the game goes on
            log.info("older-rules autosave kept as %s", kept)
        else:
            match.match_id = new_match_id()
        self.window.start_match(match)
        return True

    # --- saving ------------------------------------------------------------------------
    def save(self) -> bool:
        """Save to the current file, or ask for one."""
        if self.current_path is None:
            return self.save_as()
        return self.save_to(self.current_path)

    def save_as(self) -> bool:
        """Ask for a file name and save there."""
        match = self.window.controller.match
        if match is None:
            return False
        from .available import game_title

        name = default_file_name(game_title(match.game.game_id), date.today())
        path = self._chosen(self.file_dialog(self.tr("Save the game"), save_as=name))
        if not path:
            return False
        if not path.endswith(".divas"):
            path += ".divas"
        return self.save_to(Path(path))

    def save_to(self, path: Path) -> bool:
        """Write the match to ``path``."""
        from ..persistence.savefile import SaveError, save_match

        match = self.window.controller.match
        if match is None:
            return False
        lock_path = _file_lock_path(Path(path))
        new_lock = None
        if lock_path not in [lock.path for lock in self.locks]:
            if self._window_with(path=Path(path)) is not None or held_elsewhere(lock_path):
                self.window.show_error(
                    self.tr("The game could not be saved"),
                    self.tr(
                        "This file is open in another Divas Desktop window: saving here would "
                        "overwrite that game. Save under another name."
                    ),
                )
                return False
            new_lock = _lock(lock_path)
        try:
            save_match(match, path)
        except SaveError as error:
            self.window.show_error(self.tr("The game could not be saved"), text("core", error.code))
            return False
        if new_lock is not None:  # the file is this window's now; the old one is let go
            new_lock.acquire()
            if self.current_path is not None:
                old = _file_lock_path(self.current_path)
                for lock in [lock for lock in self.locks if lock.path == old]:
                    lock.release()
                    self.locks.remove(lock)
            self.locks.append(new_lock)
        self.current_path = Path(path)
        self._saved_marker = marker(match)
        add_recent(Path(path))
        self.window.refresh_recent()
        self.window.show_status(self.tr("Saved to {file}").format(file=Path(path).name))
        return True

    def recent_files(self) -> list[str]:
        """The recently used save files, newest first."""
        return recent_files()

    # --- unfinished games ------------------------------------------------------------------
    def show_unfinished(self, tidy: bool = False) -> None:
        """List the unfinished games on the welcome screen (``tidy``: clean up after a crash)."""
        from ..persistence import unfinished

        try:
            if tidy:
                unfinished.tidy()
            games = unfinished.unfinished_games()
        except OSError:
            log.warning("the unfinished games cannot be listed", exc_info=True)
            games = []
        self.window.welcome.show_unfinished(games)

    def continue_unfinished(self, game: UnfinishedGame) -> bool:
        """Go on with an unfinished game; one that cannot be resumed is kept, never deleted."""
        from ..persistence.autosave import Unresumable, resume
        from ..persistence.savefile import LoadCancelled, OlderRules, SaveError

        self.window.core_loader.wait()
        current = self.window.controller.match
        if current is not None and current.match_id == game.match_id:
            self.window.show_status(self.tr("This game is already on the table."))
            return False
        other = self._window_with(match_id=game.match_id)
        if other is not None:
            return self._bring_forward(other)
        if not self._claim(game.match_id, None):
            return self._offer_copy() and self._open_copy(game)
        label = self.tr("Loading the unfinished game…")
        try:
            match = self._load(label, lambda progress: resume(game, progress), LoadCancelled)
        except OlderRules as older:
            return self._offer_older_rules(older, game)
        except Unresumable as error:
            self.show_unfinished()
            return self._load_failed(
                self.tr("The unfinished game cannot be resumed"), error, error.kept
            )
        except SaveError as error:
            return self._load_failed(self.tr("The unfinished game cannot be resumed"), error)
        self.window.start_match(match)
        return True

    def _open_copy(self, game: UnfinishedGame) -> bool:
        """Open a copy of an unfinished game another app plays (its files untouched)."""
        from ..persistence.savefile import LoadCancelled, OlderRules, SaveError, load_match

        label = self.tr("Loading the unfinished game…")
        try:
            match = self._load(
                label, lambda progress: load_match(game.path, progress), LoadCancelled
            )
        except OlderRules as older:
            match = older.match
        except SaveError as error:  # never kept aside: the other window still plays it
            return self._load_failed(self.tr("The unfinished game cannot be resumed"), error)
        match.match_id = new_match_id()
        self.window.start_match(match)
        self.window.show_status(self.tr("A copy was opened: it is saved apart."))
        return True

    def discard_unfinished(self, game: UnfinishedGame) -> bool:
        """Discard an unfinished game after asking once."""
        from ..persistence.unfinished import discard
        from .available import game_title

        what = game_title(game.game_id) if game.game_id else self.tr("a game that cannot be read")
        question = self.tr(
            "Discard the unfinished game of {game} ({players})? It cannot be brought back."
        ).format(game=what, players=", ".join(game.players))
        if not self.window.confirm(
            self.tr("Discard the game?"), question, self.tr("Discard"), self.tr("Keep it")
        ):
            return False
        discard(game)
        self.show_unfinished()
        return True

    def retire_saved_autosave(self) -> None:
        """After a clean quit with nothing unsaved, the autosave duplicates the player's file.

        It is removed only when the player's file holds the very same game (same state
        at the same move), so the next start does not offer it as interrupted.
        """
        match = self.window.controller.match
        if match is None or self.current_path is None or self.has_unsaved_moves():
            return
        from ..persistence.encoding import read_header
        from ..persistence.unfinished import UnfinishedGame, autosave_path, discard

        header = read_header(self.current_path)
        if not header or header.get("cursor") != match.cursor:
            return
        if header.get("state_digest") != match.state_digest():
            return
        discard(UnfinishedGame(match_id=match.match_id, path=autosave_path(match.match_id)))


def _same_file(a: Path, b: Path) -> bool:
    try:
        return a.resolve() == b.resolve()
    except OSError:
        return a == b


def _match_lock_path(match_id: str) -> Path:
    from ..persistence.locks import match_lock

    return match_lock(match_id).path


def _file_lock_path(path: Path) -> Path:
    from ..persistence.locks import file_lock

    return file_lock(path).path


def held_elsewhere(path: Path) -> bool:
    """Whether another window or app holds the lock ``path``."""
    from ..persistence.locks import held_elsewhere as held

    return held(path)


def _lock(path: Path) -> Lock:
    from ..persistence.locks import Lock

    return Lock(path)
