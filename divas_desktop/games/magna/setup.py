"""Set up an Opera Magna table (MAG-011..034)."""

from __future__ import annotations

from divas_desktop.core.rng import Rng

from .config import MagnaConfig
from .data import SIZES, Catalogue
from .state import MagnaState, PlayerState, Project

START_RAW = 2
"""MAG-013: raw tokens start on column 2."""
START_CERT = 4
"""MAG-014: certificates start on column 4."""


def _ids(cat: Catalogue, group: str) -> list[str]:
    return [c.id for c in cat.cards.values() if c.group == group]


def initial_state(cat: Catalogue, config: MagnaConfig, seed: int) -> MagnaState:
    """Deal hands, cities, market, worksites and the draft pool; the draft comes next."""
    rng = Rng.from_seed(seed, "magna")
    n = config.seats
    # MAG-015: drawn from a stream of its own, so the deal is the same whoever starts.
    drawn = config.first_player == "random"
    starter = Rng.from_seed(seed, "magna-first").below(n) if drawn else 0
    box: list[str] = []
    # MAG-012: hands from hand decks 1 and 2, leftovers to the box.
    hand1 = rng.shuffled(_ids(cat, "hand1"))
    hand2 = rng.shuffled(_ids(cat, "hand2"))
    shops = rng.shuffled(list(range(4))) if config.random_shops else list(range(4))
    players = []
    for seat in range(n):
        hand = [hand1.pop(), hand1.pop(), hand2.pop()]
        players.append(
            PlayerState(
                shop=shops[seat],
                raw=[START_RAW] * 4,
                cert=[START_CERT] * 4,
                vp=cat.starting_vp,
                hand=hand,
                merchants=[],
                refined=[0, 0, 0, 0],
                projects=[],
                left=[[], [], []],
                right=[[], [], []],
            )
        )
    box += hand1 + hand2
    # MAG-017/018: city decks 1, 2, 3 fill the left, middle and right slots of both areas.
    decks = [rng.shuffled(_ids(cat, g)) for g in ("city1", "city2", "city3")]
    areas = [[decks[0].pop(), decks[1].pop(), decks[2].pop()] for _ in range(6)]
    # MAG-020/021, G-MAG-06: merchants by turn-order position; upper area = Cost.
    for city, cost_positions in enumerate(cat.city_cost_positions):
        for seat in range(n):
            side = 0 if position(seat, starter, n) in cost_positions else 1
            players[seat].merchants.append(2 * city + side)
    for p in players:
        p.merchants.sort()
    # MAG-022: one power per city from its own group.
    powers = []
    for city in range(3):
        own = sorted(pid for pid, p in cat.powers.items() if p.city == city)
        powers.append(rng.choice(own))
    # MAG-024..027: market decks with removals, B under A, C split in three.
    removals = cat.removals[n]
    market_groups: dict[str, list[str]] = {}
    for group in ("A", "B", "C"):
        deck = rng.shuffled(_ids(cat, group))
        for _ in range(removals[group]):
            box.append(deck.pop())
        market_groups[group] = deck
    first = market_groups["B"] + market_groups["A"]
    market = [first.pop() for _ in range(4)]
    deck_c = market_groups["C"]
    third = len(deck_c) // 3
    market_decks = [first] + [deck_c[i * third : (i + 1) * third] for i in range(3)]
    # MAG-029: worksite tokens by level, random position and side.
    worksites: list[str] = []
    sides: list[int] = []
    for level in (1, 2, 3):
        tokens = rng.shuffled(sorted(w for w, s in cat.worksites.items() if s.level == level))
        worksites += tokens
        sides += [rng.below(2) for _ in tokens]
    # MAG-030/031: building decks; N small and N medium revealed for the draft.
    building_decks = [
        rng.shuffled(sorted(b for b, c in cat.buildings.items() if c.size == size))
        for size in range(len(SIZES))
    ]
    pool = [building_decks[0].pop() for _ in range(n)] + [building_decks[1].pop() for _ in range(n)]
    return MagnaState(
        seats=n,
        market_side=config.market_side,
        opera_side=config.opera_side,
        rng=rng.state,
        phase="draft",
        round=0,
        active=starter,  # the drafting seat: the first player picks first
        last_round=0,
        players=players,
        areas=areas,
        powers=powers,
        market=market,
        market_decks=market_decks,
        discard=[],
        box=box,
        building_decks=building_decks,
        display=[],
        draft_pool=pool,
        draft_step=0,
        worksites=worksites,
        sides=sides,
        deliveries=[[] for _ in range(12)],
        first=starter,
        first_drawn=drawn,
    )


def position(seat: int, first: int, seats: int) -> int:
    """A seat's position in turn order, 1 for the first player (MAG-015, MAG-021)."""
    return (seat - first) % seats + 1


def draft_order(seats: int, first: int = 0) -> list[int]:
    """MAG-032: first player clockwise, then back counter-clockwise from the last chooser."""
    clockwise = [(first + k) % seats for k in range(seats)]
    return clockwise + clockwise[::-1]


def reveal_building(state: MagnaState, size: int) -> str | None:
    """Reveal a building of ``size``; fall back to the next, then the preceding decks.

    MAG-079 / A-MAG-09: order small -> medium -> large; the "next" of large is none, so the
    preceding non-empty deck is used (medium, then small).
    """
    order = [size] + list(range(size + 1, 3)) + list(range(size - 1, -1, -1))
    for s in order:
        if state.building_decks[s]:
            return state.building_decks[s].pop()
    return None


def finish_draft(state: MagnaState) -> None:
    """MAG-034: reveal 2 buildings of each size into the display; round 1 begins."""
    state.building_decks = [d[:] for d in state.building_decks]
    state.display = state.display[:]
    for size in range(3):
        for _ in range(2):
            card = reveal_building(state, size)
            if card is not None:
                state.display.append(card)
    state.phase = "merchant"
    state.round = 1
    state.active = state.first


def new_project(card: str) -> Project:
    """A Building under Construction with nothing placed on it yet."""
    return Project(card, [0, 0, 0, 0])
