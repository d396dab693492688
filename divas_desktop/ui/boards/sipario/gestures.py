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

Confirmations stay buttons (``prompts.py`` places them where they act).

When one drop stands for several actions, the chooser names each option here: casting
with an enabler or En travesti, The Fool's type, a paid variant, a Strike's victim, an
attack alone or in combination, a defence with the Claque, an offer or Infingardo, a
turn card's type and further targets, each with its consequence read from the view (PN
and gold of the placement are the engine's).
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

from ....core.types import Action
from ....games.sipario import actions as act
from ....games.sipario.data import load
from ....games.sipario.views import SiparioView
from . import layout as lay
from .texts import SiparioTexts, card_name, role_name, type_name


def _role_target(view: SiparioView, prod: int, role: int | None) -> str:
    """A role of the production in focus, or the banner of a collapsed production."""
    if prod != lay.focus(view):
        return lay.show_id(prod)
    return lay.show_id(prod) if role is None else lay.role_id(prod, role)


def action_key(
    view: SiparioView | None, action: Action, drawn_chips: Collection[str]
) -> tuple[str, str] | None:
    """The (item, target) of the drag that performs ``action``; ``None``: a button.

    ``view``: the view on the table (``None`` before the first sync); ``drawn_chips``:
    the effect chips the stage had room for (a drop on one that is not drawn goes to
    its role).
    """
    if view is None:
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
            return action.cards[0], _effect_target(view, drawn_chips, action.prod, action.target)
        return action.cards[0], _role_target(view, action.prod, action.role)
    if isinstance(action, act.Defend):
        if action.target is not None:
            return action.card, _effect_target(view, drawn_chips, action.prod, action.target)
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
            return lay.offer_item_id(action.item), lay.OFFER_DRAFT
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
        return (load().fool_id, lay.PROMPT) if action.cancel else None
    if isinstance(action, act.RevealTitle):
        return action.opera, lay.PROMPT
    # BeginExtra: a click on the show's chip (a button in the lane, prompts.py).
    if isinstance(action, act.AddToExtra):
        return action.card, lay.EXTRA
    return None


def _effect_target(view: SiparioView, drawn_chips: Collection[str], prod: int, index: int) -> str:
    """The chip of the card cancelled; its role (or the show) when the chip has no room."""
    chip = lay.effect_id(prod, index)
    if prod == lay.focus(view) and chip in drawn_chips:
        return chip
    return _role_target(view, prod, view.staging[prod].effects[index].role)


def _amica(view: SiparioView) -> str | None:
    """The card of L'amica dell'amico on stage (her favour silences a rival)."""
    d = load()
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


def intent(view: SiparioView | None, item_id: str, target_id: str) -> Action | None:
    """What a drop means even when it is not legal, so the engine can say why."""
    if view is None or view.seat is None:
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
    casting = view.phase == "casting"
    if item_id in hand and role is not None and casting and load().is_singer(item_id):
        return act.Cast(card=item_id, role=role[1])
    return None


def _own_type(card: str, as_type: str | None) -> bool:
    action = load().action_cards.get(card)
    return as_type is None or (action is not None and action.type == as_type)


def _as(texts: SiparioTexts, card: str, as_type: str | None) -> list[str]:
    """ "as Sublime Aria" when a card (The Fool) is played as another type."""
    if as_type is None or _own_type(card, as_type):
        return []
    return [texts("as_type", type=type_name(texts, as_type))]


def _on_role(texts: SiparioTexts, view: SiparioView, prod: int, role: int | None) -> str:
    """ "on Figaro", or "on the whole show"."""
    if role is None:
        return texts("on_show")
    try:
        name = role_name(texts, view.staging[prod].opera, role)
    except (IndexError, KeyError):
        return ""
    return texts("on_role", role=name)


def choice_label(texts: SiparioTexts, view: SiparioView | None, action: Action) -> str | None:
    """The chooser's words for ``action`` (``None``: the default label)."""
    if view is None:
        return None
    if isinstance(action, act.Cast | act.CompleteCast):
        parts: list[str] = []
        if action.enabler:
            if _own_type(action.enabler, action.enabler_type):
                parts.append(texts("cast.with", card=card_name(texts, action.enabler)))
            else:
                parts.append(
                    texts(
                        "cast.with_as",
                        card=card_name(texts, action.enabler),
                        type=type_name(texts, action.enabler_type or ""),
                    )
                )
        if isinstance(action, act.Cast) and action.travesti:
            parts.append(texts("cast.travesti"))
        return ", ".join(parts) or texts("cast.plain")
    if isinstance(action, act.Attach):
        parts = _as(texts, action.card, action.as_type)
        parts.append(
            _on_role(texts, view, len(view.staging) - 1, action.role) if view.staging else ""
        )
        if action.gold:
            parts.append(texts("plus_gold", gold=action.gold))
        if action.seat is not None:
            parts.append(texts("strike_seat", seat=action.seat))
        return " · ".join(p for p in parts if p) or texts("plain")
    if isinstance(action, act.Attack):
        parts = []
        if len(action.cards) > 1:
            parts.append(
                texts("with_cards", cards=" + ".join(card_name(texts, c) for c in action.cards[1:]))
            )
        else:
            parts.append(texts("alone"))
        parts += _as(texts, action.cards[0], action.types[0] if action.types else None)
        parts.append(_on_role(texts, view, action.prod, action.role))
        if action.target is not None:
            effect = view.staging[action.prod].effects[action.target]
            parts.append(texts("cancelling", card=type_name(texts, effect.type)))
        if action.seducer:
            parts.append(texts("seducer", card=card_name(texts, action.seducer)))
        if action.gold:
            parts.append(texts("plus_gold", gold=action.gold))
        return " · ".join(p for p in parts if p)
    if isinstance(action, act.Defend):
        parts = _as(texts, action.card, action.as_type)
        parts.append(_on_role(texts, view, action.prod, action.role))
        if action.target is not None:
            effect = view.staging[action.prod].effects[action.target]
            parts.append(texts("cancelling", card=type_name(texts, effect.type)))
        if action.claque:
            parts.append(texts("claque_pair"))
        if action.gold:
            parts.append(texts("plus_gold", gold=action.gold))
        return " · ".join(p for p in parts if p) or texts("plain")
    if isinstance(action, act.MakeOffer):
        return texts("offer.choice")
    if isinstance(action, act.Infingardo):
        return texts("infingardo.choice")
    if isinstance(action, act.Substitute):
        return texts.game("sipario.action.substitute")
    if isinstance(action, act.AcceptPostponement):
        return texts("postpone.press") if action.press else texts("postpone")
    if isinstance(action, act.PlayTurnCard):
        return " · ".join(turn_card_path(texts, view, action))
    return None


def choice_detail(texts: SiparioTexts, action: Action) -> str:
    """The consequence of ``action``: the PN and gold the engine gives the placement."""
    if isinstance(action, act.Cast | act.CompleteCast):
        return ""
    if isinstance(action, act.Attach | act.Attack | act.Defend | act.PlayTurnCard):
        gold = action.gold
        return texts("n.gold", gold) if gold else ""
    return ""


def turn_card_path(
    texts: SiparioTexts, view: SiparioView | None, action: act.PlayTurnCard
) -> tuple[str, str]:
    """Two steps for a turn card: how it is played (its type), then on what."""
    seat = view.seat if view is not None else None
    how = type_name(texts, action.as_type)
    if action.gold:
        how += " · " + texts("plus_gold", gold=action.gold)
    parts = []
    victims = [t for t in action.targets if t != seat]
    for other in victims[1:]:
        parts.append(texts("target.seat", seat=other))
    if action.mine:
        parts.append(texts("mine", card=card_name(texts, action.mine)))
    if action.as_type == "paparazzo":
        parts.append(texts("public") if action.public else texts("private"))
    return how, " · ".join(parts) or texts("plain")


def step_titles(texts: SiparioTexts, actions: Sequence[Action]) -> tuple[str, ...]:
    """Headings of a turn card's two steps (how, then on what); none for other drops."""
    if actions and isinstance(actions[0], act.PlayTurnCard):
        return texts("turn_card.how"), texts("turn_card.whom")
    return ()


def cast_title(
    texts: SiparioTexts, view: SiparioView | None, item_id: str, target_id: str
) -> str | None:
    """ "How does Rubatelli sing Figaro?" for a singer dropped on a role while casting."""
    role = lay.parse_role(target_id)
    if view is None or role is None or view.phase != "casting":
        return None
    name = role_name(texts, view.staging[role[0]].opera, role[1])
    return texts("choose.cast", card=card_name(texts, item_id), role=name)
