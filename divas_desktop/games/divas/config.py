"""Options of a game of The Battle of the Divas."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from divas_desktop.core.game import GameConfig


class DivasConfig(GameConfig):
    """Two seats: seat 0 plays Maria Callas, seat 1 Renata Tebaldi (DIV-001, DIV-013)."""

    seats: int = Field(
        default=2, ge=2, le=2, description="Two players: Maria Callas and Renata Tebaldi"
    )
    palco_reale: bool = Field(
        default=False, description="Three Personalities in the royal box score every closing"
    )
    """Play with the Palco Reale expansion (three Personalities watch every closing)."""
    first_player: Literal["random", "callas", "tebaldi"] = Field(
        default="random", description="Who opens the game: the last to have been to the opera"
    )
    """Who opens the game (DIV-025: the one who last went to the opera)."""
    timeline_rule: Literal["records", "longest"] = Field(
        default="records", description="How the final Timeline scoring judges chronological order"
    )
    """How chronological order is judged at the end (A-DIV-01)."""
