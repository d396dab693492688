"""Which gesture performs which Sipario! action (and what a gesture means when illegal).

Every decision has a drag (and so click-then-target and the keyboard):

* draw: the deck or the raised discard onto the hand; discard: a hand card onto the
  discards, or onto the blind discards (a marker); a Prima donna dismissed: onto the
  exceptions; a title swapped or changed: onto the opera deck; a debut: onto the stage;
* cast, complete a cast, substitute, offer or Infingardo: a singer onto a role;
* attach, attack, defend: an action card onto a singer's role, the whole-show banner or
  the card it cancels; L'ansioso's cover: onto the covers; L'amica's favour: her card
  onto the rival's panel; turn cards: onto the victim's panel (or the stage);
* The Fool or a title for Press Conference: onto the prompt; a flopped title: onto
  the opera discards; gossip: onto the hand; an offer's price: tokens onto the draft;
  an accepted offer's payment: a card onto the offerer's panel; extra shows: the show,
  then singers and cards, onto the lane.

Confirmations stay buttons (sipario.py places them where they act).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....core.types import Action
from ....games.sipario import actions as act
from ....games.sipario.views import SiparioView
from . import layout as lay
from .cards import data, is_singer
from .prompts import extra_show_id, offer_item_id
from .stage import focus

if TYPE_CHECKING:
    from .board import SiparioBoard


def _role_target(view: SiparioView, prod: int, role: int | None) -> str:
    """A role of the production in focus, or the banner of a collapsed production."""
    if prod != focus(view):
        return lay.show_id(prod)
    return lay.show_id(prod) if role is None else lay.role_id(prod, role)


def action_key(board: SiparioBoard, action: Action) -> tuple[str, str] | None:
    """The (item, target) of the drag that performs ``action``; ``None``: a button."""
    view = board.view_model
    if not isinstance(view, SiparioView):
        return None
    seat = view.seat
    if isinstance(action, act.Draw):
        return (lay.DECK if action.source == "deck" else lay.DISCARD), lay.HAND
    if isinstance(action, act.Discard):
        return action.card, lay.BLIND if action.blind else lay.DISCARD
    if isinstance(action, act.SetupSwap):
        return (action.opera, lay.OPERAS) if action.opera else None
    if isinstance(action, act.ChangeTitle):
        return action.opera, lay.OPERAS
    if isinstance(action, act.DiscardPrimaDonna):
        return action.card, lay.EXCEPTIONS
    if isinstance(action, act.BeginDebut):
        return action.opera, lay.STAGE
    if isinstance(action, act.Cast):
        return action.card, _role_target(view, len(view.staging) - 1, action.role)
    if isinstance(action, act.Attach):
        if view.phase == "extra":
            if action.role is None:
                return action.card, lay.EXTRA
            return action.card, view.extra_singers[action.role]
        return action.card, _role_target(view, len(view.staging) - 1, action.role)
    if isinstance(action, act.CommitCover):
        return action.card, lay.covers_id(len(view.staging) - 1)
    if isinstance(action, act.SilenceRival):
        amica = _amica(view)
        return (amica, lay.summary_id(action.seat)) if amica else None
    if isinstance(action, act.Attack):
        if action.target is not None:
            return action.cards[0], _effect_target(board, view, action.prod, action.target)
        return action.cards[0], _role_target(view, action.prod, action.role)
    if isinstance(action, act.Defend):
        if action.target is not None:
            return action.card, _effect_target(board, view, action.prod, action.target)
        return action.card, _role_target(view, action.prod, action.role)
    if isinstance(action, act.CompleteCast):
        return action.card, _role_target(view, action.prod, action.role)
    if isinstance(action, act.Substitute | act.MakeOffer | act.Infingardo):
        return action.card, _role_target(view, action.prod, action.role)
    if isinstance(action, act.AcceptPostponement):
        if action.press:
            return action.press, _role_target(view, action.prod, action.role)
        return None
    if isinstance(action, act.OfferAdd):
        if action.item in ("gold", "marker", "singer", "action"):
            return offer_item_id(action.item), lay.OFFER_DRAFT
        return action.item, lay.OFFER_DRAFT
    if isinstance(action, act.GiveCard):
        payee = _payee(view)
        return (action.card, lay.summary_id(payee)) if payee is not None else None
    if isinstance(action, act.PlayTurnCard):
        victims = [t for t in action.targets if t != seat]
        if victims:
            return action.card, lay.summary_id(victims[0])
        return action.card, lay.STAGE
    if isinstance(action, act.FlopTitle):
        return (action.opera, lay.OPERA_DISCARD) if action.opera else None
    if isinstance(action, act.GossipTake):
        return action.card, lay.HAND
    if isinstance(action, act.FoolReaction):
        return (data().fool_id, lay.PROMPT) if action.cancel else None
    if isinstance(action, act.RevealTitle):
        return action.opera, lay.PROMPT
    if isinstance(action, act.BeginExtra):
        return extra_show_id(action.show), lay.EXTRA
    if isinstance(action, act.AddToExtra):
        return action.card, lay.EXTRA
    return None


def _effect_target(board: SiparioBoard, view: SiparioView, prod: int, index: int) -> str:
    """The chip of the card cancelled; its role (or the show) when the chip has no room."""
    chip = lay.effect_id(prod, index)
    if prod == focus(view) and chip in board.drawn_chips:
        return chip
    return _role_target(view, prod, view.staging[prod].effects[index].role)


def _amica(view: SiparioView) -> str | None:
    """The card of L'amica dell'amico on stage (her favour silences a rival)."""
    d = data()
    if not view.staging:
        return None
    for slot in view.staging[-1].slots:
        if slot.card and slot.card in d.singers and d.singers[slot.card].ability == "amica":
            return slot.card
    return None


def _payee(view: SiparioView) -> int | None:
    """Who receives the cards of an accepted offer (the offerer)."""
    for offer in view.offers:
        if not offer.get("draft"):
            return int(offer["seat"])
    return view.offers[0]["seat"] if view.offers else None


def intent(board: SiparioBoard, item_id: str, target_id: str) -> Action | None:
    """What a drop means even when it is not legal, so the engine can say why."""
    view = board.view_model
    if not isinstance(view, SiparioView) or view.seat is None:
        return None
    me = view.players[view.seat]
    hand = me.hand or []
    season = me.season or []
    if target_id == lay.HAND and item_id == lay.DECK:
        return act.Draw(source="deck")
    if target_id == lay.HAND and item_id == lay.DISCARD:
        return act.Draw(source="discard")
    if item_id in hand and target_id == lay.DISCARD:
        return act.Discard(card=item_id)
    if item_id in hand and target_id == lay.BLIND:
        return act.Discard(card=item_id, blind=True)
    if item_id in season and target_id == lay.OPERAS:
        if view.phase == "setup_swap":
            return act.SetupSwap(opera=item_id)
        return act.ChangeTitle(opera=item_id)
    if item_id in season and target_id == lay.STAGE:
        return act.BeginDebut(opera=item_id)
    if item_id in hand and target_id == lay.EXCEPTIONS:
        return act.DiscardPrimaDonna(card=item_id)
    role = lay.parse_role(target_id)
    if item_id in hand and role is not None and view.phase == "casting" and is_singer(item_id):
        return act.Cast(card=item_id, role=role[1])
    return None
