"""Reading the user's settings safely: every value is checked, a bad one is ignored.

Settings files can be damaged, edited by hand or written by another version; QSettings
then hands back numbers, byte arrays, lists or undecodable text where a string was
stored. Nothing read here may stop the app from starting: a value of the wrong kind is
logged and replaced by the default.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence

from PySide6.QtCore import QByteArray, QSettings

log = logging.getLogger(__name__)

MAX_TEXT = 4096
"""Longest text accepted from the settings (a path, a language code)."""


def read_raw(key: str) -> object:
    """Return the stored value of ``key`` (``None`` when missing or unreadable)."""
    try:
        return QSettings().value(key)
    except Exception:  # a value Qt or shiboken cannot convert
        log.warning("setting %r cannot be read; ignored", key, exc_info=True)
        return None


def _clean_text(key: str, value: object) -> str | None:
    if isinstance(value, QByteArray):
        try:
            value = bytes(value.data()).decode("utf-8")
        except UnicodeDecodeError:
            log.warning("setting %r is not UTF-8; ignored", key)
            return None
    if not isinstance(value, str):
        return None
    if len(value) > MAX_TEXT or "\x00" in value or "\ufffd" in value:
        log.warning("setting %r holds a damaged text; ignored", key)
        return None
    return value


def read_text(key: str, default: str = "") -> str:
    """Return the stored text of ``key``, or ``default`` when it is missing or not a text."""
    raw = read_raw(key)
    value = _clean_text(key, raw)
    if value is None:
        if raw is not None:
            log.warning("setting %r is not a text; ignored", key)
        return default
    return value


def read_choice(key: str, allowed: Sequence[str], default: str = "") -> str:
    """Return the stored text of ``key`` if it is one of ``allowed``, else ``default``."""
    value = _clean_text(key, read_raw(key))
    if value is None or value not in allowed:
        if value is not None and value != "":
            log.warning("setting %r = %r is not one of %s; ignored", key, value, list(allowed))
        return default
    return value


def read_text_list(key: str, limit: int) -> list[str]:
    """Return the stored list of texts of ``key`` (at most ``limit``), dropping bad items."""
    value = read_raw(key)
    if value is None:
        return []
    if isinstance(value, (str, QByteArray)):  # QSettings gives back a lone string for [x]
        value = [value]
    if not isinstance(value, (list, tuple)):
        log.warning("setting %r is not a list; ignored", key)
        return []
    out = []
    for item in value:
        text = _clean_text(key, item)
        if text:
            out.append(text)
        else:
            log.warning("setting %r holds a bad item; ignored", key)
    return out[:limit]


def write(key: str, value: object) -> None:
    """Store ``value`` under ``key`` (a failure is logged: settings are never vital)."""
    try:
        QSettings().setValue(key, value)
    except Exception:
        log.warning("setting %r cannot be written", key, exc_info=True)
