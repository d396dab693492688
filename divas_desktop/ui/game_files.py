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

    def started(self, match: Match, path: Path | None) -> None:
        """A game starts; ``path`` is the file it is identical to (opened from it)."""
        self.current_path = path
        self._saved_marker = marker(match) if path is not None else None

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
        self.window.start_match(match, path)
        return True

    def _load(self, label: str, work: Callable[[Any], Match], cancel_error) -> Match:
        from .loading import run_with_progress

        return run_with_progress(self.window, label, work, cancel_error)

    def _load_failed(self, title: str, error: SaveError, kept: list[Path] | None = None) -> bool:
        """Say why a load failed (never "saved"); the game on screen is untouched."""
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
        try:
            save_match(match, path)
        except SaveError as error:
            self.window.show_error(self.tr("The game could not be saved"), text("core", error.code))
            return False
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
