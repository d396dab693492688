"""Interpret the data-driven effects of buildings and worksites (the missing appendix)."""

from __future__ import annotations

from divas_desktop.core.types import Event

from .codes import event, raw_code, refined_code
from .data import Op
from .economy import CERT_MAX, gain_raw, gain_refined, push_certificate
from .state import MagnaState, PlayerState


def resolve_ops(
    state: MagnaState, seat: int, ops: tuple[Op, ...], events: list[Event], source: str = ""
) -> None:
    """Apply immediate ops for ``seat``; choices become pending decisions asked by ``source``."""
    player = state.players[seat]
    for op, amount, good, count, steps, _limit in ops:
        if op == "gain_vp":
            player.vp += amount
            events.append(event("magna.vp_gained", params={"seat": seat, "amount": amount}))
        elif op == "gain_raw":
            got = gain_raw(player, good, amount)
            events.append(
                event(
                    "magna.raw_gained", params={"seat": seat, "good": raw_code(good), "amount": got}
                )
            )
        elif op == "gain_refined":
            got = gain_refined(player, good, amount)
            events.append(
                event(
                    "magna.refined_gained",
                    params={"seat": seat, "good": refined_code(good), "amount": got},
                )
            )
        elif op == "gain_raw_choice":
            state.pending.append(("raw", 1, amount, False, ()))
            state.pending_sources.append(source)
        elif op == "push_certificate":
            state.pending.append(("cert", steps, count, count > 1, ()))
            state.pending_sources.append(source)
        # score_per_* ops only act in the final scoring.
    normalize_pending(state)


def choices(state: MagnaState) -> list[int]:
    """The goods that may answer the first pending decision."""
    kind, _steps, _left, distinct, chosen = state.pending[0]
    if kind == "raw":
        return [0, 1, 2, 3]
    cert = state.player.cert
    return [g for g in range(4) if cert[g] < CERT_MAX and not (distinct and g in chosen)]


def normalize_pending(state: MagnaState) -> None:
    """Drop pending certificate pushes that no certificate can take any more."""
    while state.pending and not choices(state):
        state.pending.pop(0)
        state.pending_sources.pop(0)


def resolve_choice(state: MagnaState, good: int, events: list[Event]) -> None:
    """Answer the first pending decision with ``good``."""
    kind, steps, left, distinct, chosen = state.pending[0]
    player: PlayerState = state.player
    seat = state.active
    if kind == "raw":
        got = gain_raw(player, good, 1)
        events.append(
            event("magna.raw_gained", params={"seat": seat, "good": raw_code(good), "amount": got})
        )
    else:
        moved = push_certificate(player, good, steps)
        events.append(
            event(
                "magna.certificate_pushed",
                params={"seat": seat, "good": raw_code(good), "steps": moved},
            )
        )
    if left > 1:
        state.pending[0] = (kind, steps, left - 1, distinct, chosen + (good,))
    else:
        state.pending.pop(0)
        state.pending_sources.pop(0)
    normalize_pending(state)
