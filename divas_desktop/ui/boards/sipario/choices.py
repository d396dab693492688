"""What the choosers say when one drop stands for several Sipario! actions.

Casting with an enabler or En travesti, The Fool's type, a paid variant, a Strike's
victim, an attack alone or in combination, a defence with the Claque, an offer or
Infingardo, a turn card's type and further targets: each option is named here, with
its consequence read from the view (PN and gold of the placement are the engine's).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....core.types import Action
from ....games.sipario import actions as act
from ....games.sipario.views import SiparioView
from .cards import bt, card_name, data, st, type_name

if TYPE_CHECKING:
    from .board import SiparioBoard


def _own_type(card: str, as_type: str | None) -> bool:
    action = data().action_cards.get(card)
    return as_type is None or (action is not None and action.type == as_type)


def _as(card: str, as_type: str | None) -> list[str]:
    """ "as Sublime Aria" when a card (The Fool) is played as another type."""
    if as_type is None or _own_type(card, as_type):
        return []
    return [bt("as_type", type=type_name(as_type))]


def _role_name(view: SiparioView, prod: int, role: int | None) -> str:
    if role is None:
        return bt("on_show")
    try:
        name = st(data().operas[view.staging[prod].opera].roles[role].name)
    except (IndexError, KeyError):
        return ""
    return bt("on_role", role=name)


def choice_label(board: SiparioBoard, action: Action) -> str | None:
    """The chooser's words for ``action`` (``None``: the default label)."""
    view = board.view_model
    if not isinstance(view, SiparioView):
        return None
    if isinstance(action, act.Cast | act.CompleteCast):
        parts: list[str] = []
        if action.enabler:
            if _own_type(action.enabler, action.enabler_type):
                parts.append(bt("cast.with", card=card_name(action.enabler)))
            else:
                parts.append(
                    bt(
                        "cast.with_as",
                        card=card_name(action.enabler),
                        type=type_name(action.enabler_type or ""),
                    )
                )
        if isinstance(action, act.Cast) and action.travesti:
            parts.append(bt("cast.travesti"))
        return ", ".join(parts) or bt("cast.plain")
    if isinstance(action, act.Attach):
        parts = _as(action.card, action.as_type)
        parts.append(_role_name(view, len(view.staging) - 1, action.role) if view.staging else "")
        if action.gold:
            parts.append(bt("plus_gold", gold=action.gold))
        if action.seat is not None:
            parts.append(board.say("strike_seat", seat=action.seat))
        return " · ".join(p for p in parts if p) or bt("plain")
    if isinstance(action, act.Attack):
        parts = []
        if len(action.cards) > 1:
            parts.append(bt("with_cards", cards=" + ".join(card_name(c) for c in action.cards[1:])))
        else:
            parts.append(bt("alone"))
        parts += _as(action.cards[0], action.types[0] if action.types else None)
        parts.append(_role_name(view, action.prod, action.role))
        if action.target is not None:
            effect = view.staging[action.prod].effects[action.target]
            parts.append(bt("cancelling", card=type_name(effect.type)))
        if action.seducer:
            parts.append(bt("seducer", card=card_name(action.seducer)))
        if action.gold:
            parts.append(bt("plus_gold", gold=action.gold))
        return " · ".join(p for p in parts if p)
    if isinstance(action, act.Defend):
        parts = _as(action.card, action.as_type)
        parts.append(_role_name(view, action.prod, action.role))
        if action.target is not None:
            effect = view.staging[action.prod].effects[action.target]
            parts.append(bt("cancelling", card=type_name(effect.type)))
        if action.claque:
            parts.append(bt("claque_pair"))
        if action.gold:
            parts.append(bt("plus_gold", gold=action.gold))
        return " · ".join(p for p in parts if p) or bt("plain")
    if isinstance(action, act.MakeOffer):
        return bt("offer.choice")
    if isinstance(action, act.Infingardo):
        return bt("infingardo.choice")
    if isinstance(action, act.Substitute):
        return st("sipario.action.substitute")
    if isinstance(action, act.AcceptPostponement):
        return bt("postpone.press") if action.press else bt("postpone")
    if isinstance(action, act.PlayTurnCard):
        return " · ".join(turn_card_path(board, action))
    return None


def choice_detail(board: SiparioBoard, action: Action) -> str:
    """The consequence of ``action``: the PN and gold the engine gives the placement."""
    if isinstance(action, act.Cast | act.CompleteCast):
        return ""
    if isinstance(action, act.Attach | act.Attack | act.Defend | act.PlayTurnCard):
        gold = action.gold
        return bt("n.gold", gold) if gold else ""
    return ""


def turn_card_path(board: SiparioBoard, action: act.PlayTurnCard) -> tuple[str, str]:
    """Two steps for a turn card: how it is played (its type), then on what."""
    view = board.view_model
    seat = view.seat if isinstance(view, SiparioView) else None
    how = type_name(action.as_type)
    if action.gold:
        how += " · " + bt("plus_gold", gold=action.gold)
    parts = []
    victims = [t for t in action.targets if t != seat]
    for other in victims[1:]:
        parts.append(board.say("target.seat", seat=other))
    if action.mine:
        parts.append(bt("mine", card=card_name(action.mine)))
    if action.as_type == "paparazzo":
        parts.append(bt("public") if action.public else bt("private"))
    return how, " · ".join(parts) or bt("plain")
