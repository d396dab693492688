"""Goods on the shop board: raw tracks, certificates, player tokens and city payments."""

from __future__ import annotations

from .data import Catalogue
from .state import MagnaState, PlayerState

RAW_CAP = 9
"""MAG-050: at most 9 of each raw good."""
CERT_MIN = 3
"""MAG-044: a certificate never moves left of column 3."""
CERT_MAX = 10
"""G-MAG-08: column 10 exists for certificates only."""
TOKENS = 20
"""MAG-007: player tokens per player (4 of them mark the raw tracks)."""


def gain_raw(player: PlayerState, good: int, amount: int) -> int:
    """Move a raw token right ``amount`` times, pushing the certificate; return the gain.

    MAG-049: entering the certificate's column pushes it one column right;
    MAG-050: units beyond 9 are lost.
    """
    raw, cert = player.raw, player.cert
    gained = 0
    for _ in range(amount):
        if raw[good] >= RAW_CAP:
            break
        raw[good] += 1
        gained += 1
        if raw[good] == cert[good] and cert[good] < CERT_MAX:
            cert[good] += 1
    return gained


def push_certificate(player: PlayerState, good: int, steps: int) -> int:
    """Move a certificate right (effects); return the columns actually moved."""
    moved = min(steps, CERT_MAX - player.cert[good])
    player.cert[good] += moved
    return moved


def free_tokens(player: PlayerState) -> int:
    """Player tokens still in the supply (G-MAG-11: the 20-token limit is enforced)."""
    used = 4 + player.opera + sum(player.refined)
    for project in player.projects:
        used += sum(project.placed)
    return TOKENS - used


def gain_refined(player: PlayerState, good: int, amount: int) -> int:
    """Put refined goods on the shop board while tokens last (MAG-051, G-MAG-11)."""
    gained = min(amount, free_tokens(player))
    if gained > 0:
        player.refined[good] += gained
    return max(gained, 0)


def discounts(cat: Catalogue, state: MagnaState, player: PlayerState) -> list[int]:
    """Sum every discount of ``player`` per raw good (MAG-041, MAG-062)."""
    total = [0, 0, 0, 0]
    total[cat.shops[player.shop].discount] += 1
    buildings = cat.buildings
    for row in player.left:
        for card in row:
            d = buildings[card].discount
            for g in range(4):
                total[g] += d[g]
    if state.power_discount >= 0:
        total[state.power_discount] += 1
    return total


def city_cost(cat: Catalogue, state: MagnaState, city: int) -> list[int]:
    """The raw goods shown in the Cost area of ``city`` (MAG-040)."""
    total = [0, 0, 0, 0]
    for card in state.areas[2 * city]:
        cost = cat.cards[card].cost
        for g in range(4):
            total[g] += cost[g]
    return total


def city_profit(cat: Catalogue, state: MagnaState, city: int) -> tuple[list[int], list[int]]:
    """The raw and refined goods shown in the Profit area of ``city`` (MAG-048)."""
    raw, refined = [0, 0, 0, 0], [0, 0, 0, 0]
    for card in state.areas[2 * city + 1]:
        c = cat.cards[card]
        for g in range(4):
            raw[g] += c.raw[g]
            refined[g] += c.refined[g]
    return raw, refined


def pay_raw_cost(player: PlayerState, due: list[int]) -> tuple[list[int], list[int], int]:
    """Pay ``due`` raw goods: goods, then certificates down to column 3, then VP (>= 1).

    Returns (goods paid, certificate columns lost, VP lost) per MAG-042..046.
    """
    paid, cert_moves = [0, 0, 0, 0], [0, 0, 0, 0]
    vp_due = 0
    for g in range(4):
        d = due[g]
        if d <= 0:
            continue
        from_goods = min(d, player.raw[g])
        player.raw[g] -= from_goods
        paid[g] = from_goods
        missing = d - from_goods
        from_cert = min(missing, player.cert[g] - CERT_MIN)
        player.cert[g] -= from_cert
        cert_moves[g] = from_cert
        vp_due += missing - from_cert
    before = player.vp
    player.vp = max(1, player.vp - vp_due)
    return paid, cert_moves, before - player.vp
