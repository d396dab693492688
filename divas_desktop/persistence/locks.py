"""One writer per match: an operating-system lock on a ``.lock`` file beside the autosave.

A window playing a match holds its lock (and the lock of the file it was opened from), so
a second window or a second copy of the app cannot resume the same match and write the
same autosave: whichever wrote last would silently win. The lock is the operating
system's (``flock`` on POSIX, ``msvcrt.locking`` on Windows) on an open file, so an app
that was killed holds nothing: its locks go with its process, never stale.

Two locks of one file conflict even inside one process (``flock`` locks belong to the open
file, not to the process), so one app's windows are told apart as well.
"""

from __future__ import annotations

import hashlib
import logging
import os
import sys
from pathlib import Path
from typing import IO

from .unfinished import autosave_dir, data_dir

log = logging.getLogger(__name__)

LOCK_SUFFIX = ".lock"
FILE_LOCKS = "locks"
"""The folder of the locks of save files (named by a digest of the file's full path)."""


class Lock:
    """An exclusive, non-blocking lock on ``path`` (the file is created if missing)."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._handle: IO[bytes] | None = None

    @property
    def held(self) -> bool:
        """Whether this object holds the lock."""
        return self._handle is not None

    def acquire(self) -> bool:
        """Take the lock if nobody holds it; ``True`` when held (also when already held).

        A lock that cannot even be created (a read-only data folder) counts as taken by
        nobody: the game goes on, and its autosave reports the folder's problem.
        """
        if self._handle is not None:
            return True
        for _ in range(20):  # the holder may remove the file between our open and lock
            try:
                self.path.parent.mkdir(parents=True, exist_ok=True)
                handle = open(self.path, "a+b")  # noqa: SIM115 - held until release()
            except OSError:
                log.warning("no lock file %s", self.path, exc_info=True)
                return True
            if not _lock(handle):
                handle.close()
                return False
            if _still_named(handle, self.path):
                self._handle = handle
                return True
            handle.close()  # we locked a file its holder removed on release: again
        return False

    def release(self) -> None:
        """Let the lock go and remove its file (while still holding it: whoever opened
        the old file meanwhile sees it is gone and opens the new one)."""
        handle, self._handle = self._handle, None
        if handle is None:
            return
        if sys.platform != "win32":
            self.path.unlink(missing_ok=True)
        try:
            _unlock(handle)
        finally:
            handle.close()
        if sys.platform == "win32":  # an open file cannot be removed there
            try:
                self.path.unlink(missing_ok=True)
            except OSError:
                pass  # someone else opened it meanwhile: theirs now


def _still_named(handle: IO[bytes], path: Path) -> bool:
    """Whether the locked file is still the one named ``path`` (not removed meanwhile)."""
    try:
        named = os.stat(path)
    except OSError:
        return False
    mine = os.fstat(handle.fileno())
    if sys.platform == "win32":
        return True  # Windows cannot remove a file someone holds open
    return (named.st_dev, named.st_ino) == (mine.st_dev, mine.st_ino)


def held_elsewhere(path: Path) -> bool:
    """Whether someone else (another window, another process) holds the lock ``path``."""
    if not path.exists():
        return False  # every holder keeps its file: nobody holds it
    probe = Lock(path)
    if probe.acquire():
        probe.release()
        return False
    return True


def match_lock(match_id: str) -> Lock:
    """The lock of a match: ``<match id>.lock`` beside its autosave."""
    return Lock(autosave_dir() / f"{match_id}{LOCK_SUFFIX}")


def file_lock(path: Path) -> Lock:
    """The lock of a save file, named by its full path (the file's own folder may be
    read-only, or a shared drive)."""
    try:
        full = str(path.resolve())
    except OSError:
        full = os.path.abspath(path)
    digest = hashlib.sha256(os.path.normcase(full).encode("utf-8", "surrogatepass")).hexdigest()
    return Lock(data_dir() / FILE_LOCKS / f"{digest[:32]}{LOCK_SUFFIX}")


if sys.platform == "win32":
    import msvcrt

    def _lock(handle: IO[bytes]) -> bool:
        try:
            handle.seek(0)
            msvcrt.locking(handle.fileno(), msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True

    def _unlock(handle: IO[bytes]) -> None:
        try:
            handle.seek(0)
            msvcrt.locking(handle.fileno(), msvcrt.LK_UNLCK, 1)
        except OSError:
            pass

else:
    import fcntl

    def _lock(handle: IO[bytes]) -> bool:
        try:
            fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            return False
        return True

    def _unlock(handle: IO[bytes]) -> None:
        fcntl.flock(handle.fileno(), fcntl.LOCK_UN)
