"""Options of a Turandot match."""

from __future__ import annotations

from typing import Literal

from pydantic import Field, model_validator

from divas_desktop.core.game import GameConfig

Deck = Literal["all", "pro", "amateur", "alternative", "classic", "comic", "dark"]


class TurandotConfig(GameConfig):
    """Player count and variants of Turandot (labels: ``turandot.option.<field>``)."""

    seats: int = Field(4, ge=2, le=5, description="Number of players")
    """Number of players (TUR-006)."""
    deck: Deck = Field(
        "all", description="All 216 singers shuffled together, or a themed deck of one kind"
    )
    """All 216 singers shuffled together, or one kind only (A-TUR-07)."""
    role_order: bool = Field(
        False, description="Singers play the roles in the order they were hired"
    )
    """Singers play the roles in hire order, no final assignment (A-TUR-01, literal reading)."""
    first_maestro: int = Field(
        0, ge=0, le=5, description="Seat that holds Puccini first; 0 draws it at random"
    )
    """Seat (1-based) that holds Puccini first; 0 draws it at random (TUR-016)."""

    @model_validator(mode="after")
    def _maestro_seated(self) -> TurandotConfig:
        if self.first_maestro > self.seats:
            raise ValueError("first_maestro must be a seat at the table")
        return self
