"""Atomic file writes: a crash mid-save never leaves a half-written file."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path


def write_atomic(path: Path, text: str, keep_backup: bool = True) -> None:
    """Write ``text`` to ``path`` atomically, keeping the previous file as ``.bak``.

    The text goes to a temporary file in the same folder, is flushed and fsynced, then
    ``os.replace`` swaps it in, so readers see either the old or the new file whole.
    """
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        if keep_backup and path.exists():
            os.replace(path, path.with_name(path.name + ".bak"))
        os.replace(tmp_name, path)
    except BaseException:
        Path(tmp_name).unlink(missing_ok=True)
        raise
