"""What a drop would yield, as the preview tells it: each role's and production's value,
what the cast still lacks, and the impresario's gold and PN.

``Game.preview`` applies the action on a copy and compares these measures before and
after (``core/preview.py``); values are the view's own (``ProductionView.value``, each
slot's ``pn``), computed by the engine.
"""

from __future__ import annotations

from ...core.preview import Measure, Measures
from .casting import base_roles
from .views import SiparioView


def measures(view: SiparioView) -> Measures:
    """The viewer's productions on stage (roles' PN, value, base roles still needed and
    further roles still open), gold and PN."""
    seat = view.seat
    if seat is None:
        return {}
    found: Measures = {}
    for production in view.staging:
        if production.owner != seat:
            continue
        opera = production.opera
        for slot in production.slots:
            if slot.card is not None and slot.pn:  # a placement's own PN (preferred voice…)
                found[f"role.{opera}.{slot.role}"] = Measure(
                    "sipario.preview.role",
                    slot.pn,
                    {"opera": opera, "role": slot.role},
                    standing=True,
                    group=opera,
                )
        found[f"value.{opera}"] = Measure(
            "sipario.preview.value", production.value, {"opera": opera}, True, opera
        )
        empty = [slot.role for slot in production.slots if slot.card is None]
        base = base_roles(opera)  # SIP-065: the roles a debut needs filled
        needed = tuple(role for role in empty if role in base)
        kind = "sipario.preview.base_lacks" if needed else "sipario.preview.base_complete"
        found[f"base.{opera}"] = Measure(
            kind, len(needed), {"opera": opera, "roles": needed}, True, opera
        )
        further = tuple(role for role in empty if role not in base)
        kind = "sipario.preview.lacks" if further else "sipario.preview.cast_complete"
        found[f"lacks.{opera}"] = Measure(
            kind, len(further), {"opera": opera, "roles": further}, True, opera
        )
    player = view.players[seat]
    found["gold"] = Measure("sipario.preview.gold", player.gold)
    found["pn"] = Measure("sipario.preview.pn", player.pn)
    return found
