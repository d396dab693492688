"""What a failed write means for the player: the system's error number, told in words.

A full disk, a read-only or forbidden folder, a folder that is gone (a removed drive) and
a name too long for the disk each get their own message (``i18n/texts_core.py``, context
``core``); anything else stays the generic ``io_error``.
"""

from __future__ import annotations

import errno

WINDOWS_NAME_TOO_LONG = 206
"""``ERROR_FILENAME_EXCED_RANGE``: Windows' "name too long" (Python calls it ENOENT)."""
WINDOWS_PATH_NOT_FOUND = 3
WINDOWS_MAX_PATH = 260
"""Without long paths enabled, Windows says "path not found" for a longer path."""
WINDOWS_DISK_FULL = (112, 39)
"""``ERROR_DISK_FULL`` and ``ERROR_HANDLE_DISK_FULL``."""

_CODES = {
    errno.ENOSPC: "disk_full",
    getattr(errno, "EDQUOT", errno.ENOSPC): "disk_full",  # over the user's quota: the same to them
    errno.EROFS: "read_only",
    errno.EACCES: "read_only",
    errno.EPERM: "read_only",
    errno.ENOENT: "no_folder",
    errno.ENOTDIR: "no_folder",
    errno.ENAMETOOLONG: "file_name_too_long",
}
WRITE_CODES = frozenset(_CODES.values())
"""Every specific code :func:`write_error_code` gives (besides ``io_error``)."""


def write_error_code(error: OSError) -> str:
    """The ``core`` text code for a write that failed with ``error``."""
    winerror = getattr(error, "winerror", None)
    if winerror == WINDOWS_NAME_TOO_LONG:
        return "file_name_too_long"
    if winerror == WINDOWS_PATH_NOT_FOUND and len(str(error.filename or "")) >= WINDOWS_MAX_PATH:
        return "file_name_too_long"  # the whole path passed Windows' old limit
    if winerror in WINDOWS_DISK_FULL:
        return "disk_full"
    return _CODES.get(error.errno or 0, "io_error")
