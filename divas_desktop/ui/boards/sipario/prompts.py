"""What the table asks now, drawn where it happens: a turn card waiting for The Fool,
Press Conference, Announced Flop, Foyer Gossip, Last-Hour Offers, extra shows; the hint
line of the viewer's area; the turn's buttons, placed where they act.

Each prompt is a strip at the foot of the stage with its sentence (who does what to
whom, from the view) and the cards or tokens its gestures start from. Reseating has a
panel of its own (``reseat.py``).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import replace
from typing import Any, Protocol

from ....core.types import Action
from ....games.sipario import actions as act
from ....games.sipario.data import load
from ....games.sipario.views import SiparioView
from ...board import ButtonSpec, LabelSpec, Spec, TokenSpec, ZoneSpec
from ...board.fonts import TEXT_BODY, TEXT_SMALL, text_size
from ...theme import CREAM, GOLD_LIGHT
from . import layout as lay
from . import reseat
from .cards import card_face, mini
from .items import card_height
from .texts import SiparioTexts, card_name, type_name

OFFER_ITEMS = ("gold", "marker", "singer", "action")
OFFERS_X = lay.PILES_X
"""The Last-Hour Offers lie over the piles."""
OFFERS_W = lay.WIDTH - lay.PILES_X
TAG_Y = lay.PILES_Y + 64
TAG_STEP = 48.0
STAGE_BUTTONS = (
    act.ConfirmDebut,
    act.AbandonDebut,
    act.RaiseCurtain,
    act.EndUcSlot,
    act.PassDefence,
    act.YieldDefence,
    act.AcceptPostponement,
    act.ConfirmExtra,
    act.AbandonExtra,
)
"""Buttons in the stage's header, beside the production they confirm or abandon."""
PROMPT_BUTTONS = (
    act.FoolReaction,
    act.FlopTitle,
    act.GossipDone,
    act.SetupSwap,
)
"""Buttons in the prompt strip, answering its question."""
OFFER_BUTTONS = (act.DeclineOffer, act.ConfirmOffer)
"""Buttons under the Last-Hour Offers."""
STAGE_GIVING_UP = (act.AbandonDebut, act.YieldDefence, act.AbandonExtra)
"""The stage header's second place (from the right): giving up; the first confirms."""
STAGE_BUTTON_ROOM = 180.0
"""The room of each place in the stage header: its widest button (``button_width``)."""
OWN_PLACES = ("end_turn", "advertise")
"""The places of your area's buttons from the right: End turn always at the corner, then
"+1 PN", whether or not the other is offered (a player's hand learns a place)."""
KEYS = {
    "end_turn": "E",
    "advertise": "A",
    "confirm_debut": "C",
    "confirm_extra": "C",
    "raise_curtain": "C",
    "abandon_debut": "G",
    "abandon_extra": "G",
}
"""The letter of each turn-level button (its tooltip names it)."""


RULES = {
    "setup_swap": "SIP-030",
    "casting": "SIP-063",
    "debut_more": "SIP-087",
    "uc_attack": "SIP-091",
    "uc_defend": "SIP-094",
    "resolve": "SIP-112",
    "offers": "SIP-115",
    "offers_done": "SIP-117",
    "offer_pay": "SIP-117",
    "fool_react": "SIP-223",
    "press": "SIP-158",
    "flop_pick": "SIP-163",
    "gossip": "SIP-199",
    "extra": "SIP-122",
    "reseat": "SIP-024",
}
"""The clause of what each phase asks (in ``resources/rules/sipario.*.md``)."""


def asking_rule(view: SiparioView) -> str | None:
    """The clause of what the table asks now: the phase's, or in a turn its step's."""
    if view.phase == "turn":
        if view.discards_due:
            return "SIP-034"  # the 13-card limit
        return "SIP-057" if view.drew else "SIP-053"
    return RULES.get(view.phase)


class PromptHost(Protocol):
    """What the prompts and the buttons read of the board."""

    texts: SiparioTexts
    legal: list[Action]
    view_model: Any
    reseat_draft: tuple[int, ...] | None


def prompt_specs(host: PromptHost, view: SiparioView) -> list[Spec]:
    """The prompt of the current phase, if it has one."""
    phase = view.phase
    who = view.to_move
    if phase == "fool_react":
        return _strip(_pending_text(host.texts, view) + " " + host.texts("fool.prompt", seat=who))
    if phase == "press":
        return _strip(host.texts("press.prompt", seat=who))
    if phase == "flop_pick":
        specs = _strip(host.texts("flop.prompt", seat=who), target=False)
        operas = [a.opera for a in host.legal if isinstance(a, act.FlopTitle) and a.opera]
        return specs + _cards_row(host.texts, operas)
    if phase == "gossip":
        specs = _strip(host.texts("gossip.prompt", seat=who), target=False)
        cards = [a.card for a in host.legal if isinstance(a, act.GossipTake)]
        return specs + _cards_row(host.texts, cards)
    if phase == "reseat":
        return _strip(host.texts("reseat.prompt", seat=who), target=False)
    if phase == "setup_swap":
        return _strip(host.texts("setup.prompt", seat=who), target=False)
    if phase in ("offers", "offers_done", "resolve", "offer_pay") and (
        view.offers or phase == "offers"
    ):
        return _offers(host, view)
    if phase == "extra" or any(isinstance(a, act.BeginExtra) for a in host.legal):
        return _extra(host, view)
    return []


def _pending_text(texts: SiparioTexts, view: SiparioView) -> str:
    """The turn card waiting for The Fool: who plays it on whom."""
    if view.pending_kind is None:
        return ""
    name = type_name(texts, view.pending_kind)
    if view.pending_targets:
        victims = ", ".join(texts.seat_name(s) for s in dict.fromkeys(view.pending_targets))
        return texts("pending.card", seat=view.pending_seat, card=name, victims=victims)
    return texts("pending.card.all", seat=view.pending_seat, card=name)


def _strip(text: str, target: bool = True) -> list[Spec]:
    """The prompt strip at the foot of the stage with its sentence."""
    return [
        ZoneSpec(
            id=lay.PROMPT,
            x=lay.STAGE_X + 6,
            y=lay.PROMPT_Y,
            w=lay.STAGE_W - 12,
            h=lay.PROMPT_H,
            fill="#1a0d06dd",
            target=target,
            z=5,
        ),
        LabelSpec(
            id="prompt.text",
            x=lay.STAGE_X + 14,
            y=lay.PROMPT_Y + 6,
            text=text,
            size=12,
            bold=True,
            colour=GOLD_LIGHT,
            width=lay.STAGE_W - 28,
            z=6,
        ),
    ]


CHOOSER_W = 116.0
"""Widest card of a prompt's row: up to five cards this wide give even the longest single
words ("Götterdämmerung", "Raccomandazione") a normal font (issue 32)."""
CHOOSER_GAP = 6.0
CHOOSER_MAX = 6


def _cards_row(texts: SiparioTexts, cards: list[str]) -> list[Spec]:
    """The cards a prompt's gestures start from, in a row on the strip: as wide as the row
    allows (up to :data:`CHOOSER_W`), a second line for a name that needs it."""
    shown = cards[:CHOOSER_MAX]
    room = lay.STAGE_W - 28 - CHOOSER_GAP * (len(shown) - 1)
    w = min(CHOOSER_W, room / max(1, len(shown)))
    return [
        mini(
            texts,
            card,
            lay.STAGE_X + 14 + index * (w + CHOOSER_GAP),
            lay.PROMPT_Y + 30,  # a card with two lines (56 high) ends with the strip
            w=w,
            h=card_height(card_name(texts, card), w),
            z=7,
        )
        for index, card in enumerate(shown)
    ]


def _offers(host: PromptHost, view: SiparioView) -> list[Spec]:
    """The Last-Hour Offers over the piles: one tag per offer, the price being built."""
    texts = host.texts
    if view.phase == "offer_pay":
        title = texts("offer_pay", seat=view.to_move)
    elif view.phase == "offers":
        title = texts("offers", seat=view.to_move)
    else:
        title = texts("offers.title")
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
        price = _price(texts, offer)
        specs.append(
            LabelSpec(
                id=lay.offer_id(index),
                x=OFFERS_X + 8,
                y=TAG_Y + index * TAG_STEP,
                text=texts(
                    "offer.tag",
                    seat=offer["seat"],
                    card=card_name(texts, offer["card"]),
                    price=price,
                ),
                size=TEXT_SMALL,
                colour=CREAM,
                width=OFFERS_W - 110,
                z=6,
            )
        )
    if any(isinstance(a, act.OfferAdd) for a in host.legal):
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
                text=texts("offer.draft"),
                size=TEXT_SMALL,
                colour=GOLD_LIGHT,
                width=OFFERS_W - 24,
                z=7,
            )
        )
        items = [a.item for a in host.legal if isinstance(a, act.OfferAdd)]
        for number, item in enumerate(i for i in OFFER_ITEMS if i in items):
            specs.append(
                TokenSpec(
                    id=lay.offer_item_id(item),
                    x=OFFERS_X + 14 + number * 44,
                    y=top + 58,
                    colour={"gold": "#d4af37", "marker": "#9a8f7a"}.get(item, "#cc79a7"),
                    shape="circle" if item in ("gold", "marker") else "square",
                    label={"gold": "G", "marker": "◦", "singer": "S", "action": "A"}[item],
                    size=34,
                    tooltip=texts(f"offer.item.{item}"),
                    z=7,
                )
            )
    return specs


def _price(texts: SiparioTexts, offer: dict) -> str:
    """What an offer asks in return ("2 gold, Claque"; "nothing")."""
    parts = []
    if offer.get("gold"):
        parts.append(texts.game("sipario.n.gold", offer["gold"]))
    if offer.get("markers"):
        parts.append(texts.game("sipario.n.markers", offer["markers"]))
    if offer.get("singers"):
        parts.append(texts.game("sipario.n.singers", offer["singers"]))
    if offer.get("actions"):
        parts.append(texts.game("sipario.n.action_cards", offer["actions"]))
    parts += [card_name(texts, c) for c in offer.get("cards", [])]
    return ", ".join(parts) or texts("offer.free")


def _extra(host: PromptHost, view: SiparioView) -> list[Spec]:
    """The extra show's lane: the shows to choose, or the one being staged."""
    texts = host.texts
    if view.extra_show is not None:
        show = load().shows[view.extra_show]
        gold, pn = view.extra_reward or (show.gold, show.pn)  # attached cards included
        title = (
            texts("extra.show", show=texts.game(f"sipario.show.{show.key}"))
            + " · "
            + texts("extra.reward", pn=pn, gold=gold)
            + " · "
            + show_needs(texts, show.key)
        )
    else:
        title = texts("extra.lane.click")
    shows = sum(isinstance(a, act.BeginExtra) for a in host.legal)
    grown = (chip_rows(shows) - 1) * CHIP_ROW if view.extra_show is None else 0.0
    specs = [
        ZoneSpec(
            id=lay.EXTRA,
            x=lay.STAGE_X + 6,
            y=lay.PROMPT_Y - grown,
            w=lay.STAGE_W - 12,
            h=lay.PROMPT_H + grown,
            fill="#12203add",
            z=5,
        ),
        LabelSpec(
            id="extra.text",
            x=lay.STAGE_X + 14,
            y=lay.PROMPT_Y + 4 - grown,
            text=title,
            size=12,
            bold=True,
            colour=GOLD_LIGHT,
            width=lay.STAGE_W - 28,
            z=6,
        ),
    ]
    if view.extra_show is None:
        return specs  # the shows are chips to click (show_chip)
    x = lay.STAGE_X + 14
    for index, singer in enumerate(view.extra_singers):
        specs.append(
            mini(
                texts,
                singer,
                x + index * 104,
                lay.PROMPT_Y + 30,
                w=98,
                h=card_height(card_name(texts, singer), 98),
                z=7,
                target=True,
            )
        )
    x += len(view.extra_singers) * 104
    for effect in view.extra_effects:
        specs.append(
            LabelSpec(
                id=f"extra.effect.{effect['card']}",
                x=x,
                y=lay.PROMPT_Y + 34,
                text="+ " + type_name(texts, effect["type"]),
                size=TEXT_SMALL,
                colour="#bfe3b4",
                z=7,
            )
        )
        x += 130
    return specs


def help_specs(texts: SiparioTexts, view: SiparioView, legal: Sequence[Action] = ()) -> list[Spec]:
    """The hint line at the foot of the viewer's area, left of the buttons; it offers a
    debut only while one is among the legal actions."""
    words = _help_text(texts, view, any(isinstance(a, act.BeginDebut) for a in legal))
    if not words:
        return []
    return [
        LabelSpec(
            id="help",
            x=lay.HAND_X + 10,
            y=lay.HEIGHT - 38,
            text=words,
            size=TEXT_SMALL,
            colour=CREAM,
            width=lay.HAND_W - 3 * (lay.BUTTON_W + 6) - 20,
            z=1,
        )
    ]


def widen_help(specs: list[Spec], buttons: Sequence[Spec]) -> None:
    """Let the hint line run up to the first button actually beside it (in place in
    ``specs``): it reserves room for three, and fewer wrap it less (issue 32: the hand
    gave some of its width to the season's cards)."""
    index = next((i for i, s in enumerate(specs) if s.id == "help"), None)
    if index is None:
        return
    hint = specs[index]
    assert isinstance(hint, LabelSpec)
    beside = [
        b.x for b in buttons if isinstance(b, ButtonSpec) and b.x > hint.x and b.y + b.h > hint.y
    ]
    right = min(beside, default=lay.WIDTH - 6) - 12
    if right - hint.x > hint.width:
        specs[index] = replace(hint, width=right - hint.x)


def _help_text(texts: SiparioTexts, view: SiparioView, may_debut: bool = True) -> str:
    """What the player in front of the screen may do now, in one or two lines."""
    if view.phase == "over":
        return texts("over")
    if view.seat is None or view.to_move != view.seat:
        return texts("turn.other", seat=view.to_move) if view.to_move is not None else ""
    me = view.players[view.seat]
    notes = [texts("skips", me.skip_turns)] if me.skip_turns else []
    phase = view.phase
    if phase == "turn":
        if view.discards_due:
            text = texts("turn.discard", view.discards_due)
        elif not view.drew:
            text = texts("turn.draw")
        else:
            text = texts("turn.play") if may_debut else texts("turn.play.no_debut")
    elif phase in ("casting", "debut_more"):
        text = texts("casting")
    elif phase == "uc_attack":
        text = texts("uc.attack", seat=view.seat)
    elif phase == "uc_defend":
        text = texts("uc.defend", seat=view.seat)
    elif phase == "resolve":
        text = texts("resolve", seat=view.seat)
    elif phase == "extra":
        text = texts("extra.help")
    else:
        return " · ".join(notes)
    return " · ".join([text, *notes])


def action_label(texts: SiparioTexts, view: SiparioView | None, action: Action) -> str:
    """Button texts: the debut's price, named choices."""
    if isinstance(action, act.ConfirmDebut) and view is not None:
        return texts("confirm_debut", gold=view.staging[-1].gold_due if view.staging else 0)
    if isinstance(action, act.SetupSwap) and action.opera is None:
        return texts("swap.keep")
    if isinstance(action, act.FoolReaction) and not action.cancel:
        return texts("fool.keep")
    if isinstance(action, act.FlopTitle) and action.opera is None:
        return texts("flop.random")
    if isinstance(action, act.AcceptPostponement):
        return texts("postpone")
    if isinstance(action, act.AcceptOffer):
        return texts("accept_offer")
    if isinstance(action, act.Advertise):
        return texts("advertise")
    return texts.game(f"sipario.action.{action.kind}")


def button_width(label: str, height: float, least: float = 146.0) -> float:
    """The width a button needs to hold ``label`` in the lines its height allows, each word
    whole (a long name in Spanish or Italian gets a wider button, never a cut word)."""
    lines = max(1, int(height // 15))
    for width in (least, least + 34, least + 74):
        room = width - 12  # the button's side margins
        words = max((text_size(w, TEXT_BODY, 0, True, False)[0] for w in label.split()), default=0)
        if words <= room and text_size(label, TEXT_BODY, room, True, False)[1] <= lines * 15:
            return width
    return least + 74


def show_needs(texts: SiparioTexts, key: str) -> str:
    """An extra show's whole requirement, from its card: "needs 1 × Great Interpreter,
    3 × Debutant" (every singer it asks for, and its conditions)."""
    show = load().shows[key]
    parts = []
    for kind, count in show.requirement.items():
        name = texts.game("sipario.voice.T" if kind == "tenor" else f"sipario.category.{kind}")
        parts.append(f"{count} × {name}")
    needs = texts("show.needs.at_least" if show.at_least else "show.needs", cards=", ".join(parts))
    if show.distinct_voices:
        needs += " · " + texts("show.needs.voices")
    if show.needs_new_years_eve:
        needs += " · " + texts("show.needs.new_year")
    return needs


CHIP_H = 60.0
"""Height of a show's chip: four lines of its name and reward."""
CHIP_ROW = CHIP_H + 6
CHIPS_A_ROW = 5
"""Shows whose chips share one row of the lane; more take two rows (the lane grows up
over the empty stage), each chip wide enough for its name's every word (issue 32)."""


def chip_rows(count: int) -> int:
    """Rows of show chips in the extra show's lane for ``count`` shows."""
    return 1 if count <= CHIPS_A_ROW else 2


def show_chip(texts: SiparioTexts, action: act.BeginExtra, index: int, count: int) -> ButtonSpec:
    """A show to stage, as a chip in the extra show's lane (the lane shared among the
    shows offered): its name and reward; its tooltip, its whole requirement. A click on it
    begins staging it."""
    show = load().shows[action.show]
    rows = chip_rows(count)
    per_row = math.ceil(count / rows)
    row, place = divmod(index, per_row)
    width = min(220.0, (lay.STAGE_W - 28 - 6 * (per_row - 1)) / max(1, per_row))
    return ButtonSpec(
        id=lay.extra_show_id(action.show),
        x=lay.STAGE_X + 14 + place * (width + 6),
        y=lay.PROMPT_Y + 28 - (rows - 1 - row) * CHIP_ROW,
        w=width,
        h=CHIP_H,
        z=8,
        text=texts.game(f"sipario.show.{show.key}")
        + "\n"
        + texts("extra.reward", pn=show.pn, gold=show.gold),
        tooltip=show_needs(texts, show.key),
        face=card_face(texts, show.key),
        action=action,
    )


def accept_position(index: int) -> tuple[float, float]:
    """Where the Accept button of offer ``index`` goes (beside its tag)."""
    return OFFERS_X + OFFERS_W - 92, TAG_Y + index * TAG_STEP


def button_specs(host: PromptHost, actions: list[Action]) -> list[Spec]:
    """Confirmations where they act: the stage header, the prompt, the offers, your area."""
    texts = host.texts
    view = host.view_model if isinstance(host.view_model, SiparioView) else None
    drafting = any(isinstance(a, act.OfferAdd) for a in host.legal)
    out: list[Spec] = []
    stage_x = lay.STAGE_X + lay.STAGE_W - 6
    prompt_x = lay.STAGE_X + lay.STAGE_W - 12
    own_x = lay.WIDTH - 2
    extra_places = 0
    stage_places = 0
    reseating = False
    for action in actions:
        label = action_label(texts, view, action)
        if isinstance(action, act.TimeUp):
            continue  # the clock plays it
        if isinstance(action, act.Reseat):
            reseating = True
            continue
        if isinstance(action, act.BeginExtra):
            shows = [a for a in actions if isinstance(a, act.BeginExtra)]
            out.append(show_chip(texts, action, shows.index(action), len(shows)))
            continue
        if isinstance(action, act.AcceptOffer):
            ax, ay = accept_position(action.index)
            out.append(
                ButtonSpec(
                    id=f"button.accept.{action.index}",
                    x=ax,
                    y=ay,
                    w=86,
                    h=30,
                    text=label,
                    action=action,
                    z=8,
                )
            )
        elif isinstance(action, STAGE_BUTTONS):
            width = button_width(label, 30)
            # Fixed places: confirming at the right end, giving up left of the widest
            # confirmation, so neither moves when the other comes or goes.
            if isinstance(action, STAGE_GIVING_UP):
                place = 1
            else:
                place = 0 if stage_places == 0 else 1 + stage_places
                stage_places += 1
            right = stage_x - 4 - place * (STAGE_BUTTON_ROOM + 4)
            out.append(
                ButtonSpec(
                    id=f"button.{action.kind}",
                    tooltip=texts("abandon.cost") if isinstance(action, act.AbandonDebut) else "",
                    x=right - width,
                    y=lay.HEADER_Y,
                    w=width,
                    h=30,
                    text=label,
                    action=action,
                    z=8,
                )
            )
        elif isinstance(action, OFFER_BUTTONS):
            out.append(
                ButtonSpec(
                    id=f"button.{action.kind}",
                    x=lay.PILES_X + 8 + (0 if isinstance(action, act.DeclineOffer) else 154),
                    y=lay.PILES_Y + lay.STAGE_H - 40 - (110 if drafting else 0),
                    w=146,
                    h=32,
                    text=label,
                    action=action,
                    z=8,
                )
            )
        elif isinstance(action, PROMPT_BUTTONS):
            width = button_width(label, 32)
            prompt_x -= width + 4
            out.append(
                ButtonSpec(
                    id=f"button.{action.kind}",
                    x=prompt_x,
                    y=lay.PROMPT_Y + 48,
                    w=width,
                    h=32,
                    text=label,
                    action=action,
                    z=8,
                )
            )
        else:
            if action.kind in OWN_PLACES:
                place = OWN_PLACES.index(action.kind)
            else:
                place = len(OWN_PLACES) + extra_places
                extra_places += 1
            out.append(
                ButtonSpec(
                    id=f"button.{action.kind}",
                    x=own_x - (place + 1) * (lay.BUTTON_W + 6),
                    y=lay.BUTTONS_Y,
                    w=lay.BUTTON_W,
                    h=lay.BUTTON_H,
                    text=label,
                    action=action,
                )
            )
    if reseating and view is not None:
        out += reseat.buttons(texts, host.legal, host.reseat_draft)
    return out
