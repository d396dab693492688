"""Canonical JSON of states and views, and the state digest stored in saves."""

from __future__ import annotations

import dataclasses
import enum
import hashlib
import json
from typing import Any

from pydantic import BaseModel


def to_jsonable(obj: Any) -> Any:
    """Turn a state, view or action (pydantic, dataclass, containers) into plain JSON data.

    Sets become sorted lists so the result does not depend on hash order.
    """
    if isinstance(obj, BaseModel):
        return obj.model_dump(mode="json")
    if dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        return {f.name: to_jsonable(getattr(obj, f.name)) for f in dataclasses.fields(obj)}
    if isinstance(obj, dict):
        return {str(k): to_jsonable(v) for k, v in obj.items()}
    if isinstance(obj, (list, tuple)):
        return [to_jsonable(v) for v in obj]
    if isinstance(obj, (set, frozenset)):
        return sorted((to_jsonable(v) for v in obj), key=lambda v: json.dumps(v, sort_keys=True))
    if isinstance(obj, enum.Enum):
        return obj.value
    return obj


def canonical_json(obj: Any) -> str:
    """Serialise deterministically (sorted keys, no spaces)."""
    return json.dumps(to_jsonable(obj), sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def digest(obj: Any) -> str:
    """Return the SHA-256 hex digest of the canonical JSON."""
    return hashlib.sha256(canonical_json(obj).encode()).hexdigest()
