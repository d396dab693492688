"""Text codes used in event parameters (translated by the UI from texts_magna.py)."""

from __future__ import annotations

from typing import Any

from divas_desktop.core.types import Event

from .data import CITIES, RAW, REFINED


def raw_code(good: int) -> str:
    """Code of a raw good, e.g. ``magna.good.lead``."""
    return f"magna.good.{RAW[good]}"


def refined_code(good: int) -> str:
    """Code of a refined good, e.g. ``magna.good.bell``."""
    return f"magna.good.{REFINED[good]}"


def city_code(city: int) -> str:
    """Code of a city, e.g. ``magna.city.venice``."""
    return f"magna.city.{CITIES[city]}"


def area_code(area: int) -> str:
    """Code of a city area, e.g. ``magna.area.venice.cost``."""
    return f"magna.area.{CITIES[area // 2]}.{'cost' if area % 2 == 0 else 'profit'}"


def event(kind: str, params: dict[str, Any]) -> Event:
    """Build a public event."""
    return Event(kind=kind, params=params)
