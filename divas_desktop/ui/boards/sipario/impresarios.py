"""The impresarios: the others' panels (and their full table), the viewer's own area."""

from __future__ import annotations

import math
from dataclasses import replace
from typing import Protocol

from ....games.sipario.data import load
from ....games.sipario.views import PlayerView, SiparioView
from ...board import CounterSpec, LabelSpec, Spec, SummarySpec, ZoneSpec, hand_fan, hand_rows
from ...board.fonts import TEXT_SMALL, TEXT_TITLE, text_size
from ...board.hand import fan_step
from ...board.items import SeatBadge
from ...theme import CREAM, GOLD, GOLD_LIGHT
from . import layout as lay
from .cards import OPERA_ACCENT, back, card, sort_key
from .items import BacksSpec, fits_plain
from .texts import SiparioTexts, card_name

COUNTER_W = 96.0
PD_BACK = GOLD
"""Prime donne have a back of their own (SIP-013): framed in gold, marked P."""


class ImpresarioHost(Protocol):
    """What the impresarios' panels and areas read of the board."""

    texts: SiparioTexts

    def seat_badge(self, seat: int) -> SeatBadge:
        """Colour, shape and letter of the impresario at ``seat``."""
        ...


def others(view: SiparioView) -> list[int]:
    """The seats drawn as panels, in turn order from the viewer's left."""
    order = list(view.order) or [p.seat for p in view.players]
    if view.seat is None:
        return order
    start = order.index(view.seat) if view.seat in order else 0
    return [s for s in order[start + 1 :] + order[:start] if s != view.seat]


def panel_specs(host: ImpresarioHost, view: SiparioView) -> list[Spec]:
    """One panel per other impresario (every impresario for a spectator)."""
    seats = others(view)
    if not seats:
        return []
    width = (lay.WIDTH - lay.PANEL_GAP * (len(seats) - 1)) / len(seats)
    specs: list[Spec] = []
    for place, seat in enumerate(seats):
        x = place * (width + lay.PANEL_GAP)
        specs += _panel(host, view, view.players[seat], x, lay.PANELS_Y, width)
    return specs


def _title(texts: SiparioTexts, view: SiparioView, player: PlayerView, width: float) -> str:
    notes = []
    if player.seat == view.dealer:
        notes.append(texts("dealer"))
    if player.seat in view.uc_attackers:
        number = view.uc_attackers.index(player.seat)
        current = number == view.uc_index and view.phase == "uc_attack"
        notes.append(texts("attacking") if current else texts("attacker", number=number + 1))
    if player.skip_turns:
        notes.append(texts("skips", player.skip_turns))
    parts = [texts.seat_name(player.seat), *notes]
    while len(parts) > 1 and text_size(" · ".join(parts), TEXT_TITLE, 0, True)[0] > width:
        parts = parts[:-1]
    return " · ".join(parts)


def _fits(text: str, width: float) -> bool:
    return text_size(text, TEXT_SMALL, 0, False)[0] <= width


def _fitting(parts: list[str], width: float) -> str:
    """As many of ``parts`` as fit on one line of the panel."""
    while len(parts) > 1 and not _fits(" · ".join(parts), width):
        parts = parts[:-1]
    return " · ".join(parts)


def _staged_mark(texts: SiparioTexts, player: PlayerView, index: int) -> str:
    """The footer of a staged opera: the tick and the PN its debut scored."""
    return texts("staged.mark.pn", pn=player.staged_pn[index])


def _staged_names(texts: SiparioTexts, player: PlayerView) -> list[str]:
    """Each opera staged this deal with the PN it scored ("Tosca (9 PN)")."""
    return [
        texts("staged.opera", opera=card_name(texts, opera), pn=points)
        for opera, points in zip(player.staged, player.staged_pn, strict=True)
    ]


def _lines(
    texts: SiparioTexts, view: SiparioView, player: PlayerView, width: float = 900
) -> tuple[str, ...]:
    purse = texts("purse", pn=player.pn, gold=player.gold, markers=player.markers)
    if not _fits(purse, width):  # never elided: the short form has the counters' marks
        purse = texts("purse.short", pn=player.pn, gold=player.gold, markers=player.markers)
    hand = [texts("hand", player.hand_count)]
    if player.prime_donne_count:
        hand.append(texts("prime_donne", player.prime_donne_count))
    if player.spied_hand:
        hand.append(texts("spied", player.spied_hand))
    staged = (
        texts("staged", operas=", ".join(_staged_names(texts, player)))
        if player.staged
        else texts("staged.none")
    )
    lines = [
        purse,
        _fitting(hand, width),
        staged if _fits(staged, width) else texts("staged.count", len(player.staged)),
    ]
    if view.team_play and player.partner is not None:
        lines.append(texts("team", seat=player.partner, score=player.score))
    return tuple(lines)


def _active(view: SiparioView, seat: int) -> bool:
    return view.to_move == seat


def _panel(
    host: ImpresarioHost, view: SiparioView, player: PlayerView, x: float, y: float, w: float
) -> list[Spec]:
    colour, shape, letter = host.seat_badge(player.seat)
    specs: list[Spec] = [
        SummarySpec(
            id=lay.summary_id(player.seat),
            x=x,
            y=y,
            w=w,
            h=lay.PANEL_H,
            title=_title(host.texts, view, player, w - 66),
            lines=_lines(host.texts, view, player, w - 22),
            tooltip="\n".join(_lines(host.texts, view, player)),
            colour=colour,
            shape=shape,
            letter=letter,
            active=_active(view, player.seat),
            target=True,
        )
    ]
    # The table in front of him: hand backs (Prime donne in gold, spied cards face up),
    # then his season (backs, revealed titles face up).
    strip_y = y + 92
    known = list(player.known_cards)
    operas = _operas()
    known_hand = [c for c in known if c not in operas][: player.hand_count]
    season_w = 3 * 26.0
    room = w - season_w - 24
    count = player.hand_count
    step = min(16.0, (room - 24) / max(1, count - 1)) if count > 1 else 0.0
    for index, shown in enumerate(known_hand):
        specs.append(
            card(host.texts, shown, x + 8 + index * step, strip_y, w=24, h=36, z=2 + index * 0.01)
        )
    hidden = count - len(known_hand)
    if hidden:
        specs.append(
            BacksSpec(
                id=f"backs.{player.seat}",
                x=x + 8 + len(known_hand) * step,
                y=strip_y,
                z=1,
                count=hidden,
                step=step,
                colour=colour,
                mark=letter,
                special=player.prime_donne_count,
                special_colour=PD_BACK,
                special_mark="P",
            )
        )
    sx = x + w - season_w - 8
    shown_titles = list(player.revealed_titles) + [
        c for c in known if c not in player.revealed_titles and c in operas
    ]
    for index, opera in enumerate(shown_titles[: player.season_count]):
        specs.append(card(host.texts, opera, sx + index * 26, strip_y, w=24, h=36, z=1))
    backs = player.season_count - min(len(shown_titles), player.season_count)
    if backs:
        specs.append(
            BacksSpec(
                id=f"season.{player.seat}",
                x=sx + (player.season_count - backs) * 26,
                y=strip_y,
                z=1,
                count=backs,
                step=26,
                colour=OPERA_ACCENT,
                mark="⬡",
            )
        )
    return specs


def _operas() -> frozenset[str]:
    return frozenset(load().operas)


def expanded_specs(host: ImpresarioHost, view: SiparioView, seat: int) -> list[Spec]:
    """An impresario's table in full over the board (opened from his panel)."""
    texts = host.texts
    player = view.players[seat]
    colour, _shape, letter = host.seat_badge(seat)
    specs: list[Spec] = [
        LabelSpec(
            id=f"area.{seat}.title",
            x=40,
            y=60,
            size=17,
            bold=True,
            text=texts("area", seat=seat) + " — " + " · ".join(_lines(texts, view, player)),
            width=930,
        ),
        LabelSpec(id=f"area.{seat}.hand", x=40, y=110, text=texts("area.hand"), colour=GOLD_LIGHT),
    ]
    known = [c for c in player.known_cards if c not in _operas()]
    step = min(lay.CARD_W + 6, 860 / max(1, player.hand_count))
    for index in range(player.hand_count):
        cx = 40 + index * step
        if index < len(known):
            specs.append(card(texts, known[index], cx, 132, w=lay.CARD_W, z=index))
            continue
        pd = index - len(known) < player.prime_donne_count
        specs.append(
            back(
                f"area.{seat}.back.{index}",
                cx,
                132,
                lay.CARD_W,
                lay.CARD_H,
                z=index,
                back_colour=PD_BACK if pd else colour,
                back_mark="P" if pd else letter,
            )
        )
    specs.append(
        LabelSpec(
            id=f"area.{seat}.season", x=40, y=256, text=texts("area.season"), colour=GOLD_LIGHT
        )
    )
    seen = list(player.revealed_titles) + [
        c for c in player.known_cards if c in _operas() and c not in player.revealed_titles
    ]
    for index in range(player.season_count):
        if index < len(seen):
            specs.append(
                card(
                    texts,
                    seen[index],
                    40 + index * (lay.SEASON_W + 4),
                    278,
                    w=lay.SEASON_W,
                    h=lay.SEASON_H,
                )
            )
        else:
            specs.append(
                back(
                    f"area.{seat}.season.{index}",
                    40 + index * (lay.SEASON_W + 4),
                    278,
                    lay.SEASON_W,
                    lay.SEASON_H,
                    back_colour=OPERA_ACCENT,
                    back_mark="⬡",
                )
            )
    specs.append(
        LabelSpec(
            id=f"area.{seat}.staged", x=320, y=256, text=texts("area.staged"), colour=GOLD_LIGHT
        )
    )
    for index, opera in enumerate(player.staged):
        footer = _staged_mark(texts, player, index)
        specs.append(
            card(
                texts,
                opera,
                320 + index * (lay.SEASON_W + 4),
                278,
                w=lay.SEASON_W,
                h=lay.SEASON_H,
                footer=footer,
            )
        )
    return specs


def own_specs(host: ImpresarioHost, view: SiparioView, seat: int) -> list[Spec]:
    """The viewer's season, purse and hand."""
    texts = host.texts
    player = view.players[seat]
    specs: list[Spec] = [
        LabelSpec(
            id="own.season.label",
            x=lay.SEASON_X,
            y=lay.OWN_Y,
            text=texts("zone.season"),
            size=13,
            bold=True,
            colour=GOLD_LIGHT,
        ),
    ]
    season = list(player.season or [])
    for index, opera in enumerate(season):
        revealed = opera in player.revealed_titles
        footer = texts("revealed.mark") if revealed else ""
        extra: dict[str, str] = {}
        short = player.uncastable.get(opera, [])
        if short:  # warned before the debut begins: the hand cannot cast it whole
            footer = texts("season.missing", len(short))
            roles = ", ".join(texts.game(load().operas[opera].roles[r].name) for r in short)
            extra["tooltip"] = texts("season.missing.roles", roles=roles)
        specs.append(
            card(
                texts,
                opera,
                lay.SEASON_X + index * (lay.SEASON_W + lay.SEASON_GAP),
                lay.OWN_Y + 20,
                w=lay.SEASON_W,
                h=lay.SEASON_H,
                footer=footer,
                **extra,
            )
        )
    for index, opera in enumerate(player.staged):
        place = len(season) + index
        if place >= 3:
            break
        specs.append(
            card(
                texts,
                opera,
                lay.SEASON_X + place * (lay.SEASON_W + lay.SEASON_GAP),
                lay.OWN_Y + 20,
                w=lay.SEASON_W,
                h=lay.SEASON_H,
                footer=_staged_mark(texts, player, index),
            )
        )
    colour, shape, letter = host.seat_badge(seat)
    specs.append(
        ZoneSpec(
            id=lay.HAND,
            x=lay.HAND_X,
            y=lay.OWN_Y,
            w=lay.HAND_W,
            h=lay.HEIGHT - lay.OWN_Y,
            fill="#00000055",
        )
    )
    counters = (
        ("pn", player.pn, colour, shape, letter),
        ("markers", player.markers, "#9a8f7a", "circle", "◦"),
        ("gold", player.gold, "#d4af37", "circle", "G"),
    )
    right = lay.HAND_X + lay.HAND_W - 6
    for unit, value, tint, form, mark in counters:
        words = _unit(texts, unit, value)
        width = max(COUNTER_W, 28 + text_size(f"{value} {words}", TEXT_TITLE, 0, True)[0] + 14)
        right -= width
        specs.append(
            CounterSpec(
                id=f"counter.{unit}",
                x=right,
                y=lay.OWN_Y + 4,
                value=value,
                unit=words,
                colour=tint,
                shape=form,
                mark=mark,
                w=width,
                h=28,
                z=1,
            )
        )
        right -= 4
    title_w = right - lay.HAND_X - 16
    specs.append(
        LabelSpec(
            id="own.title",
            x=lay.HAND_X + 10,
            y=lay.OWN_Y + 3,
            text=texts("you", seat=seat),
            size=13,
            bold=True,
            colour=GOLD_LIGHT,
            width=title_w,
            z=1,
        )
    )
    if view.team_play and player.partner is not None:
        specs.append(
            LabelSpec(
                id="own.team",
                x=lay.HAND_X + 10,
                y=lay.OWN_Y + 20,
                text=texts("team", seat=player.partner, score=player.score),
                size=TEXT_SMALL,
                colour=CREAM,
                width=title_w,
                z=1,
            )
        )
    specs += hand_specs(texts, list(player.hand or []))
    return specs


def hand_specs(texts: SiparioTexts, cards: list[str]) -> list[Spec]:
    """The viewer's hand: one row of cards side by side while they fit without covering
    one another, then two rows of lower cards (up to eight a row), each card's band and
    name whole, never covered by the next card (issue 32).

    The cards are as wide as their longest name needs to be set in a normal font (issue
    32): a hand holding "Raccomandazione di ferro" gets wider cards, or two rows of them,
    rather than a condensed name; only where no layout gives that room (a row of seven or
    more) is such a word condensed."""
    hand = [card(texts, c, 0, 0, w=lay.CARD_W, h=lay.CARD_H) for c in cards]
    x, width = lay.HAND_X + 8, lay.HAND_W - 16
    order = lambda spec: sort_key(spec.id)  # noqa: E731
    titles = [spec.title for spec in hand]
    one_row = _card_width(titles, lay.CARD_W, lay.HAND_ROW_CARD_W, lay.CARD_H)
    if one_row * len(hand) <= width:  # side by side (fan_step: no card covers another)
        wide = [replace(spec, w=one_row) for spec in hand]
        return list(hand_fan(wide, x, lay.HAND_Y, width, sort_key=order))
    per_row = math.ceil(len(hand) / 2)
    row_h = (lay.HAND_ROWS_H - ROWS_GAP) / 2
    in_rows = _card_width(titles, lay.HAND_ROW_MIN_W, lay.HAND_ROW_CARD_W, row_h)
    if (
        in_rows * per_row + ROWS_GAP * (per_row - 1) > width
        and fan_step(len(hand), width, lay.CARD_W) >= lay.CARD_W
    ):
        # Neither layout gives the long word its room: one row, the word condensed.
        return list(hand_fan(hand, x, lay.HAND_Y, width, sort_key=order))
    # A fan would leave each card a strip too narrow for its name's longest word.
    return list(
        hand_rows(
            hand,
            x,
            lay.HAND_Y,
            width,
            lay.HAND_ROWS_H,
            widest=in_rows,
            gap=ROWS_GAP,
            sort_key=order,
        )
    )


ROWS_GAP = 5.0
"""Gap between the cards (and the rows) of a crowded hand."""


def _card_width(titles: list[str], least: float, most: float, height: float) -> float:
    """The narrowest card width from ``least`` up to ``most`` in which every title fits in
    a normal font (``most`` if none does): the room under a card's band is its width less
    9, its height less 24."""
    w = least
    while w < most and not all(fits_plain(t, w - 9, height - 24) for t in titles):
        w += 2
    return min(w, most)


def _unit(texts: SiparioTexts, unit: str, value: int) -> str:
    """The unit beside a counter, in its count's plural form ("1 oro", "8 ori")."""
    if unit == "pn":
        return texts("unit.pn")
    counted = texts(f"n.{unit}", count=value)  # "8 ori": the number is the counter's own
    return counted.replace(str(value), "", 1).strip() or texts(f"unit.{unit}")
