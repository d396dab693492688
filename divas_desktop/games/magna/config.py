"""Options of an Opera Magna match."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from divas_desktop.core.game import GameConfig


class MagnaConfig(GameConfig):
    """Opera Magna options: 2-4 seats and the (equivalent) board sides."""

    seats: int = Field(4, ge=2, le=4, description="magna.option.seats")
    market_side: Literal["a", "b"] = Field("a", description="magna.option.market_side")
    """Both sides of the Market board are playable (G-MAG-07: they play alike)."""
    opera_side: Literal["a", "b"] = Field("a", description="magna.option.opera_side")
    """Both sides of the Opera board are playable (G-MAG-07: they play alike)."""
    first_player: Literal["first_seat", "random"] = Field(
        "first_seat", description="magna.option.first_player"
    )
    """MAG-015: the first seat is whoever last visited a great architectural work; if nobody
    has, ``random`` draws the first player (seeded, announced in the log)."""
    random_shops: bool = Field(True, description="magna.option.random_shops")
    """Deal the four shop boards at random; otherwise seat i takes shop board i."""
