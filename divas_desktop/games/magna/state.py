"""The full truth of an Opera Magna table, as dataclasses with hand-written ``clone``.

Conventions: goods are indices 0..3 (``data.RAW`` / ``data.REFINED``); sizes 0..2
(small, medium, large); a city *area* is ``2 * city + side`` with side 0 = Cost (upper)
and 1 = Profit (lower); a worksite *slot* is ``4 * (level - 1) + column``.
"""

from __future__ import annotations

from dataclasses import dataclass, field

Pending = tuple[str, int, int, bool, tuple[int, ...]]
"""An effect choice still to make: (kind "raw" | "cert", steps, left, distinct, chosen)."""


@dataclass(slots=True)
class Project:
    """A Building under Construction and the refined goods already placed on it."""

    card: str
    placed: list[int]

    def clone(self) -> Project:
        """Copy this project."""
        return Project(self.card, self.placed[:])


@dataclass(slots=True)
class PlayerState:
    """One workshop master: shop board, goods, certificates, VP, hand and buildings."""

    shop: int
    """Index of the shop board in the catalogue."""
    raw: list[int]
    """Column of each raw-good token, 0..9 (= goods stored)."""
    cert: list[int]
    """Column of each certificate, 3..10."""
    vp: int
    """The score track (starts at 5, never below 1 during payments)."""
    hand: list[str]
    merchants: list[int]
    """Areas holding this player's 3 merchants, sorted."""
    refined: list[int]
    """Refined goods on the shop board, usable this turn only."""
    projects: list[Project]
    left: list[list[str]]
    """Completed buildings slid to the left, by size row."""
    right: list[list[str]]
    """Completed buildings slid to the right, by size row."""
    opera: int = 0
    """Player tokens sent to worksites on the Opera board."""

    def clone(self) -> PlayerState:
        """Copy this player deeply enough that mutating the copy leaves self untouched."""
        return PlayerState(
            self.shop,
            self.raw[:],
            self.cert[:],
            self.vp,
            self.hand[:],
            self.merchants[:],
            self.refined[:],
            [p.clone() for p in self.projects],
            [r[:] for r in self.left],
            [r[:] for r in self.right],
            self.opera,
        )


@dataclass(slots=True)
class MagnaState:
    """The whole table."""

    seats: int
    market_side: str
    opera_side: str
    rng: int
    phase: str
    """draft | merchant | card | pay | refine | replenish | market | over."""
    round: int
    active: int
    last_round: int
    """The round announced as last (0 while the market decks last)."""
    players: list[PlayerState]
    areas: list[list[str]]
    """Trade cards under the 6 city areas, 3 slots each, left to right."""
    powers: list[str]
    """City Power token of each city."""
    market: list[str]
    """Face-up market cards; slot i costs the market side's slot_costs[i] raw goods."""
    market_decks: list[list[str]]
    """The 4 deck spaces of the market board, top card last."""
    discard: list[str]
    box: list[str]
    """Trade cards returned to the box at setup (hidden from everybody)."""
    building_decks: list[list[str]]
    """Small, medium and large decks, top card last."""
    display: list[str]
    draft_pool: list[str]
    draft_step: int
    worksites: list[str]
    """Worksite token id in each of the 12 slots."""
    sides: list[int]
    """Face-up side (0 or 1) of each worksite token."""
    deliveries: list[list[int]]
    """Seats whose tokens lie on each worksite, in order of delivery."""
    activated: int = -1
    """Area of the merchant that activated the city this turn."""
    power_left: int = 0
    """Uses of the city power still available this turn (MAG-047)."""
    power_discount: int = -1
    """Raw good discounted by a city power for this activation (-1: none)."""
    carts_used: int = 0
    conversions_used: list[bool] = field(default_factory=lambda: [False, False, False])
    pending: list[Pending] = field(default_factory=list)
    placing: str = ""
    """A completed building waiting to be slid left or right."""
    pending_sources: list[str] = field(default_factory=list)
    """What asks each pending choice (a building or worksite id), parallel to ``pending``."""
    first: int = 0
    """The first player (MAG-015): turn order runs clockwise from this seat."""
    first_drawn: bool = False
    """Whether the first player was drawn at random (nobody qualified)."""

    def clone(self, seat: int | None = None) -> MagnaState:
        """Copy the state cheaply (copy-on-write).

        With ``seat``, only that player is copied: every action changes at most the acting
        seat's player. The board lists (areas, market, decks, display, deliveries...) are
        shared: the handlers in ``handlers.py`` replace a list before changing it, and nothing
        may mutate a shared list in place.
        """
        players = [
            p.clone() if seat is None or i == seat else p for i, p in enumerate(self.players)
        ]
        return MagnaState(
            self.seats,
            self.market_side,
            self.opera_side,
            self.rng,
            self.phase,
            self.round,
            self.active,
            self.last_round,
            players,
            self.areas,
            self.powers,
            self.market,
            self.market_decks,
            self.discard,
            self.box,
            self.building_decks,
            self.display,
            self.draft_pool,
            self.draft_step,
            self.worksites,
            self.sides,
            self.deliveries,
            self.activated,
            self.power_left,
            self.power_discount,
            self.carts_used,
            self.conversions_used[:],
            self.pending[:],
            self.placing,
            self.pending_sources[:],
            self.first,
            self.first_drawn,
        )

    def deep_clone(self) -> MagnaState:
        """Copy everything (for tests and tools that edit a state in place)."""
        new = self.clone()
        new.areas = [a[:] for a in self.areas]
        new.powers = self.powers[:]
        new.market = self.market[:]
        new.market_decks = [d[:] for d in self.market_decks]
        new.discard = self.discard[:]
        new.box = self.box[:]
        new.building_decks = [d[:] for d in self.building_decks]
        new.display = self.display[:]
        new.draft_pool = self.draft_pool[:]
        new.worksites = self.worksites[:]
        new.sides = self.sides[:]
        new.deliveries = [d[:] for d in self.deliveries]
        return new

    @property
    def player(self) -> PlayerState:
        """The active player."""
        return self.players[self.active]
