"""Crash-safe file writes: at every instant the new or the previous complete file exists.

The text goes to a temporary file beside the target, is flushed and fsynced; the previous
file is kept as ``.bak`` by a hard link (or a copy) *before* ``os.replace`` swaps the new
one in, and the folder is fsynced. The target name never disappears, even for an instant,
so a kill at any moment leaves a complete file under a name the app looks for.

Temporary files are named ``.<target>.<pid>.<token>.tmp``; one left behind by a killed
writer is an orphan, recognised by its name and cleaned by :func:`remove_stale_temps`.
A name the system accepts is at most :data:`NAME_MAX` bytes: for a long target the
temporary and backup names carry a shortened target (cut at a character, with a digest
of the whole name), so any name that can be saved can be saved again.
"""

from __future__ import annotations

import hashlib
import os
import re
import secrets
import shutil
import stat
import time
from pathlib import Path

BACKUP_SUFFIX = ".bak"
TEMP_PATTERN = re.compile(r"^\.(?P<target>.+)\.(?P<pid>\d+)\.(?P<token>[0-9a-f]{8})\.tmp$")
"""The name of a temporary file: its target's name, the writer's process id, a token."""
STALE_SECONDS = 3600.0
"""Where a writer's liveness cannot be checked, a temp file this old is an orphan."""
NAME_MAX = 255
"""The longest file name, in bytes, of the usual file systems (ext4, APFS, NTFS in UTF-16
units, which a UTF-8 count never undercounts)."""
TEMP_ROOM = NAME_MAX - len(".") - len(".4294967295.01234567.tmp")
"""The bytes left for the target's name in a temporary file's name (any pid)."""


def shortened(name: str, room: int) -> str:
    """``name`` if it fits in ``room`` UTF-8 bytes, else its start (cut at a character)
    with ``~`` and a digest of the whole name: short, and the same for the same name."""
    raw = name.encode("utf-8", "surrogateescape")
    if len(raw) <= room:
        return name
    digest = hashlib.sha256(raw).hexdigest()[:8]
    head = raw[: room - len(digest) - 1].decode("utf-8", "ignore")  # never half a character
    return f"{head}~{digest}"


def backup_path(path: Path) -> Path:
    """Return where the previous version of ``path`` is kept (``<name>.bak``, its name
    shortened when the whole would be too long)."""
    return path.with_name(shortened(path.name, NAME_MAX - len(BACKUP_SUFFIX)) + BACKUP_SUFFIX)


def temp_target(name: str) -> str:
    """The target as a temporary file's name carries it."""
    return shortened(name, TEMP_ROOM)


def temp_path(path: Path) -> Path:
    """A new temporary file's name beside ``path`` (its writer's pid, a random token)."""
    return path.with_name(f".{temp_target(path.name)}.{os.getpid()}.{secrets.token_hex(4)}.tmp")


def temp_files(path: Path) -> list[Path]:
    """Return the temporary files written for ``path`` (newest first)."""
    found = []
    try:
        entries = list(path.parent.iterdir())
    except OSError:
        return []
    target = temp_target(path.name)
    for entry in entries:
        match = TEMP_PATTERN.match(entry.name)
        if match and match["target"] == target:
            found.append(entry)
    return sorted(found, key=_mtime, reverse=True)


def write_atomic(path: Path, data: bytes | str, keep_backup: bool = True) -> None:
    """Write ``data`` to ``path`` so that a crash never leaves it missing or half-written.

    A new file gets the permissions of the user's umask; an existing file keeps its own.
    """
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    payload = data.encode("utf-8") if isinstance(data, str) else data
    remove_stale_temps(path)
    mode = _mode_of(path)
    tmp = _write_temp(path, payload, mode)
    try:
        if keep_backup and path.exists():
            _keep_backup(path)
        os.replace(tmp, path)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise
    _fsync_folder(path.parent)


def remove_stale_temps(path: Path) -> list[Path]:
    """Delete temporary files of ``path`` (and of its backup) left by dead writers."""
    removed = []
    for target in (path, backup_path(path)):
        for tmp in temp_files(target):
            if is_orphan(tmp):
                try:
                    tmp.unlink()
                    removed.append(tmp)
                except OSError:
                    continue
    return removed


# --- steps -------------------------------------------------------------------------------
def _write_temp(path: Path, payload: bytes, mode: int | None) -> Path:
    """Write, flush and fsync ``payload`` to a new temporary file beside ``path``."""
    tmp = temp_path(path)
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0)
    fd = os.open(tmp, flags, 0o666)  # the umask applies, as for any file the user creates
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(payload)
            handle.flush()
            os.fsync(handle.fileno())
        if mode is not None:
            os.chmod(tmp, mode)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise
    return tmp


def _keep_backup(path: Path) -> None:
    """Make ``path.bak`` a complete copy of ``path`` without ever removing ``path``."""
    bak = backup_path(path)
    staged = temp_path(bak)
    try:
        try:
            os.link(path, staged)  # instant, and the old file's bytes are already on disk
        except OSError:
            shutil.copy2(path, staged)
            with open(staged, "rb+") as handle:
                os.fsync(handle.fileno())
        os.replace(staged, bak)
    except BaseException:
        staged.unlink(missing_ok=True)
        raise


def _fsync_folder(folder: Path) -> None:
    """Make the renames durable (POSIX; Windows has no folder handles to sync)."""
    if os.name != "posix":
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def _mode_of(path: Path) -> int | None:
    try:
        return stat.S_IMODE(path.stat().st_mode)
    except OSError:
        return None


def _mtime(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:
        return 0.0


def is_orphan(tmp: Path) -> bool:
    """Tell whether a temporary file's writer is gone (it will never be renamed)."""
    match = TEMP_PATTERN.match(tmp.name)
    if match is None:
        return False
    pid = int(match["pid"])
    if pid == os.getpid():
        return False  # ours: a write in progress in another thread of this process
    if os.name == "posix":
        try:
            os.kill(pid, 0)  # signal 0 only asks whether the process exists
        except ProcessLookupError:
            return True
        except OSError:
            return False  # it exists but belongs to someone else
        return time.time() - _mtime(tmp) > STALE_SECONDS  # pid reused by another program
    # Windows: os.kill would terminate the process; judge by age alone.
    return time.time() - _mtime(tmp) > STALE_SECONDS
