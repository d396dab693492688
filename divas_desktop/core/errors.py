"""Refusals, kept free of pydantic so the UI can import them before the core loads."""

from __future__ import annotations

from typing import Any


class IllegalAction(Exception):
    """A refused move. ``reason`` is a code the UI translates; nothing has changed."""

    def __init__(self, reason: str, **params: Any) -> None:
        super().__init__(reason)
        self.reason = reason
        self.params = params

    def __repr__(self) -> str:
        return f"IllegalAction({self.reason!r}, {self.params!r})"
