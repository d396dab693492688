"""What the table asks now, drawn where it happens: a turn card waiting for The Fool,
Press Conference, Announced Flop, Foyer Gossip, Last-Hour Offers, extra shows, reseating.

Each prompt is a strip at the foot of the stage with its sentence (who does what to
whom, from the view) and the cards or tokens its gestures start from.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....games.sipario.actions import BeginExtra, FlopTitle, GossipTake, OfferAdd
from ....games.sipario.views import SiparioView
from ...board import LabelSpec, Spec, TokenSpec, ZoneSpec
from ...board.fonts import TEXT_SMALL
from ...theme import CREAM, GOLD_LIGHT
from . import layout as lay
from .cards import bt, card_name, data, mini, st, type_name

if TYPE_CHECKING:
    from .board import SiparioBoard

PROMPT_Y = lay.STAGE_Y + lay.STAGE_H - 92
PROMPT_H = 86.0
OFFER_ITEMS = ("gold", "marker", "singer", "action")


def extra_show_id(key: str) -> str:
    """Id of an extra show's card in the lane."""
    return f"extra.show.{key}"


def offer_item_id(item: str) -> str:
    """Id of an offer-builder token (``gold``, ``marker``, ``singer``, ``action``)."""
    return f"offer.item.{item}"


def prompt_specs(board: SiparioBoard, view: SiparioView) -> list[Spec]:
    """The prompt of the current phase, if it has one."""
    phase = view.phase
    who = view.to_move
    if phase == "fool_react":
        return _strip(board, _pending_text(board, view) + " " + board.say("fool.prompt", seat=who))
    if phase == "press":
        return _strip(board, board.say("press.prompt", seat=who))
    if phase == "flop_pick":
        specs = _strip(board, board.say("flop.prompt", seat=who), target=False)
        operas = [a.opera for a in board.legal if isinstance(a, FlopTitle) and a.opera]
        return specs + _cards_row(operas)
    if phase == "gossip":
        specs = _strip(board, board.say("gossip.prompt", seat=who), target=False)
        cards = [a.card for a in board.legal if isinstance(a, GossipTake)]
        return specs + _cards_row(cards)
    if phase == "reseat":
        return _strip(board, board.say("reseat.prompt", seat=who), target=False)
    if phase == "setup_swap":
        return _strip(board, board.say("setup.prompt", seat=who), target=False)
    if phase in ("offers", "offers_done", "resolve", "offer_pay") and (
        view.offers or phase == "offers"
    ):
        return _offers(board, view)
    if phase == "extra" or any(isinstance(a, BeginExtra) for a in board.legal):
        return _extra(board, view)
    return []


def _pending_text(board: SiparioBoard, view: SiparioView) -> str:
    if view.pending_kind is None:
        return ""
    name = type_name(view.pending_kind)
    if view.pending_targets:
        victims = ", ".join(board.seat_name(s) for s in dict.fromkeys(view.pending_targets))
        return board.say("pending.card", seat=view.pending_seat, card=name, victims=victims)
    return board.say("pending.card.all", seat=view.pending_seat, card=name)


def _strip(board: SiparioBoard, text: str, target: bool = True) -> list[Spec]:
    return [
        ZoneSpec(
            id=lay.PROMPT,
            x=lay.STAGE_X + 6,
            y=PROMPT_Y,
            w=lay.STAGE_W - 12,
            h=PROMPT_H,
            fill="#1a0d06dd",
            target=target,
            z=5,
        ),
        LabelSpec(
            id="prompt.text",
            x=lay.STAGE_X + 14,
            y=PROMPT_Y + 6,
            text=text,
            size=12,
            bold=True,
            colour=GOLD_LIGHT,
            width=lay.STAGE_W - 28,
            z=6,
        ),
    ]


def _cards_row(cards: list[str]) -> list[Spec]:
    return [
        mini(card, lay.STAGE_X + 14 + index * 104, PROMPT_Y + 34, w=98, h=46, z=7)
        for index, card in enumerate(cards[:6])
    ]


OFFERS_X = lay.PILES_X
OFFERS_W = lay.WIDTH - lay.PILES_X
TAG_Y = lay.PILES_Y + 64
TAG_STEP = 48.0


def accept_position(index: int) -> tuple[float, float]:
    """Where the Accept button of offer ``index`` goes (beside its tag)."""
    return OFFERS_X + OFFERS_W - 92, TAG_Y + index * TAG_STEP


def _offers(board: SiparioBoard, view: SiparioView) -> list[Spec]:
    """The Last-Hour Offers over the piles: one tag per offer, the price being built."""
    if view.phase == "offer_pay":
        title = board.say("offer_pay", seat=view.to_move)
    elif view.phase == "offers":
        title = board.say("offers", seat=view.to_move)
    else:
        title = bt("offers.title")
    specs: list[Spec] = [
        ZoneSpec(
            id="offers.panel",
            x=OFFERS_X,
            y=lay.PILES_Y,
            w=OFFERS_W,
            h=lay.STAGE_H,
            fill="#1a0d06f0",
            target=False,
            z=5,
        ),
        LabelSpec(
            id="offers.text",
            x=OFFERS_X + 8,
            y=lay.PILES_Y + 4,
            text=title,
            size=TEXT_SMALL,
            bold=True,
            colour=GOLD_LIGHT,
            width=OFFERS_W - 16,
            z=6,
        ),
    ]
    for index, offer in enumerate(view.offers):
        price = _price(offer)
        specs.append(
            LabelSpec(
                id=lay.offer_id(index),
                x=OFFERS_X + 8,
                y=TAG_Y + index * TAG_STEP,
                text=board.say(
                    "offer.tag", seat=offer["seat"], card=card_name(offer["card"]), price=price
                ),
                size=TEXT_SMALL,
                colour=CREAM,
                width=OFFERS_W - 110,
                z=6,
            )
        )
    if any(isinstance(a, OfferAdd) for a in board.legal):
        top = lay.PILES_Y + lay.STAGE_H - 110
        specs.append(
            ZoneSpec(
                id=lay.OFFER_DRAFT,
                x=OFFERS_X + 6,
                y=top,
                w=OFFERS_W - 12,
                h=104,
                fill="#2a1408ee",
                z=6,
            )
        )
        specs.append(
            LabelSpec(
                id="offer.draft.text",
                x=OFFERS_X + 12,
                y=top + 4,
                text=bt("offer.draft"),
                size=TEXT_SMALL,
                colour=GOLD_LIGHT,
                width=OFFERS_W - 24,
                z=7,
            )
        )
        items = [a.item for a in board.legal if isinstance(a, OfferAdd)]
        for number, item in enumerate(i for i in OFFER_ITEMS if i in items):
            specs.append(
                TokenSpec(
                    id=offer_item_id(item),
                    x=OFFERS_X + 14 + number * 44,
                    y=top + 58,
                    colour={"gold": "#d4af37", "marker": "#9a8f7a"}.get(item, "#cc79a7"),
                    shape="circle" if item in ("gold", "marker") else "square",
                    label={"gold": "G", "marker": "◦", "singer": "S", "action": "A"}[item],
                    size=34,
                    tooltip=bt(f"offer.item.{item}"),
                    z=7,
                )
            )
    return specs


def _price(offer: dict) -> str:
    parts = []
    if offer.get("gold"):
        parts.append(st("sipario.n.gold", offer["gold"]))
    if offer.get("markers"):
        parts.append(st("sipario.n.markers", offer["markers"]))
    if offer.get("singers"):
        parts.append(st("sipario.n.singers", offer["singers"]))
    if offer.get("actions"):
        parts.append(st("sipario.n.action_cards", offer["actions"]))
    parts += [card_name(c) for c in offer.get("cards", [])]
    return ", ".join(parts) or bt("offer.free")


def _extra(board: SiparioBoard, view: SiparioView) -> list[Spec]:
    if view.extra_show is not None:
        show = data().shows[view.extra_show]
        title = (
            bt("extra.show", show=st(f"sipario.show.{show.key}"))
            + " · "
            + bt("extra.reward", pn=show.pn, gold=show.gold)
        )
    else:
        title = bt("extra.lane")
    specs = [
        ZoneSpec(
            id=lay.EXTRA,
            x=lay.STAGE_X + 6,
            y=PROMPT_Y,
            w=lay.STAGE_W - 12,
            h=PROMPT_H,
            fill="#12203add",
            z=5,
        ),
        LabelSpec(
            id="extra.text",
            x=lay.STAGE_X + 14,
            y=PROMPT_Y + 4,
            text=title,
            size=12,
            bold=True,
            colour=GOLD_LIGHT,
            width=lay.STAGE_W - 28,
            z=6,
        ),
    ]
    if view.extra_show is None:
        shows = [a.show for a in board.legal if isinstance(a, BeginExtra)]
        for index, key in enumerate(shows[:6]):
            show = data().shows[key]
            specs.append(
                mini(
                    key,
                    lay.STAGE_X + 14 + index * 112,
                    PROMPT_Y + 30,
                    w=106,
                    h=50,
                    z=7,
                    title=st(f"sipario.show.{key}"),
                    mark=f"+{show.pn} PN",
                    accent="#1f4e79",
                    id=extra_show_id(key),
                )
            )
        return specs
    x = lay.STAGE_X + 14
    for index, singer in enumerate(view.extra_singers):
        specs.append(mini(singer, x + index * 104, PROMPT_Y + 30, w=98, h=46, z=7, target=True))
    x += len(view.extra_singers) * 104
    for effect in view.extra_effects:
        specs.append(
            LabelSpec(
                id=f"extra.effect.{effect['card']}",
                x=x,
                y=PROMPT_Y + 34,
                text="+ " + type_name(effect["type"]),
                size=TEXT_SMALL,
                colour="#bfe3b4",
                z=7,
            )
        )
        x += 130
    return specs


def help_text(board: SiparioBoard, view: SiparioView) -> str:
    """What the player in front of the screen may do now, in one or two lines."""
    if view.phase == "over":
        return bt("over")
    if view.seat is None or view.to_move != view.seat:
        return board.say("turn.other", seat=view.to_move) if view.to_move is not None else ""
    me = view.players[view.seat]
    notes = [board.say("skips", me.skip_turns)] if me.skip_turns else []
    phase = view.phase
    if phase == "turn":
        if view.discards_due:
            text = bt("turn.discard", view.discards_due)
        elif not view.drew:
            text = bt("turn.draw")
        else:
            text = bt("turn.play")
    elif phase in ("casting", "debut_more"):
        text = bt("casting")
    elif phase == "uc_attack":
        text = board.say("uc.attack", seat=view.seat)
    elif phase == "uc_defend":
        text = board.say("uc.defend", seat=view.seat)
    elif phase == "resolve":
        text = board.say("resolve", seat=view.seat)
    elif phase == "extra":
        text = bt("extra.help")
    else:
        return " · ".join(notes)
    return " · ".join([text, *notes])
