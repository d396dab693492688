"""Extra shows (SIP-122…132): their requirements, assembling one, and its rewards."""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache, lru_cache

from divas_desktop.core.types import Seat

from .data import FOOL_ID, CardData, load
from .state import ExtraStaging
from .step import Step
from .table import gain_pn, hand_cards, route_used
from .turns import finish_turn


def fits(data: CardData, show_key: str, card: str) -> str | None:
    """The requirement key a singer would count for in a show, if any."""
    return _fit_tables()[show_key].get(card)


def fit_table(show_key: str) -> dict[str, str]:
    """The requirement key of every singer that counts for a show (for loops over cards)."""
    return _fit_tables()[show_key]


@cache
def _fit_tables() -> dict[str, dict[str, str]]:
    """For each show, the requirement key of every singer that counts for it."""
    data = load()
    return {
        key: {card: kind for card in data.singers if (kind := _fit(data, key, card))}
        for key in data.shows
    }


def _fit(data: CardData, show_key: str, card: str) -> str | None:
    show = data.shows[show_key]
    singer = data.singers.get(card)
    if singer is None:
        return None
    if show.tenors:
        return "tenor" if singer.category in ("gi", "gt") and singer.voice == "T" else None
    return singer.category if singer.category in show.requirement else None


def possible_shows(data: CardData, hand: Sequence[str]) -> tuple[str, ...]:
    """The extra shows the hand can stage in full (a Fool may stand in for one singer).

    SIP-122: an extra show is staged in place of a debut, with the singers the table of
    SIP-123…127 requires, so only a show the hand can complete is offered: the four
    Golden Throats of a Recital must sing four different voices (SIP-125), the Three
    Tenors need a Great Interpreter among them (G-SIP-04) and the two Prime donne of the
    larger New Year's concert one of each sex.
    """
    cards = hand_cards(hand)
    if cards.shows is None:  # once per hand (the same hand is asked at every step of a turn)
        cards.shows = _possible_shows(
            tuple(sorted(cards.categories.items())),
            cards.tenors,
            cards.fool,
            cards.holds("new_years_eve"),
            _voices_and_sexes(hand),
        )
    return cards.shows


def _voices_and_sexes(hand: Sequence[str]) -> tuple[int, int, int]:
    """What the counts of a hand summary leave out: (distinct Golden Throat voices, Great
    Interpreter tenors, distinct sexes of the Prime donne)."""
    singers = load().singers
    voices: set[str | None] = set()
    gi_tenors = 0
    sexes: set[str | None] = set()
    for card in hand:
        singer = singers.get(card)
        if singer is None:
            continue
        if singer.category == "gt":
            voices.add(singer.voice)
        elif singer.category == "gi":
            gi_tenors += singer.voice == "T"
        elif singer.category == "pd":
            sexes.add(singer.sex)
    return len(voices), gi_tenors, len(sexes)


@lru_cache(maxsize=1024)
def _possible_shows(
    categories: tuple[tuple[str, int], ...],
    tenors: int,
    fool: bool,
    new_years_eve: bool,
    mix: tuple[int, int, int],
) -> tuple[str, ...]:
    """The shows a hand of these singers could complete (hands share few such mixes).

    ``mix``: (distinct Golden Throat voices, Great Interpreter tenors, distinct Prime donna
    sexes) of the hand, which :func:`extra_complete` also asks of the singers staged.
    """
    data = load()
    have = dict(categories)
    gt_voices, gi_tenors, pd_sexes = mix
    shows = []
    for key, show in data.shows.items():
        if show.needs_new_years_eve and not new_years_eve:
            continue
        if show.tenors and gi_tenors == 0:
            continue  # the Three Tenors need a Great Interpreter, never The Fool as one
        short = 0
        for kind, need in show.requirement.items():
            if show.tenors:
                count = tenors if kind == "tenor" else 0
            elif show.distinct_voices and kind == "gt":
                count = min(have.get(kind, 0), gt_voices)  # SIP-125: four different voices
            elif kind == "pd" and need == 2:
                count = min(have.get(kind, 0), pd_sexes)  # one Prima donna of each sex
            else:
                count = have.get(kind, 0)
            if need > count:
                if kind == "pd":
                    short = 2  # SIP-222: The Fool never stands in for a Prima donna
                short += need - count
        if short == 0 or (short == 1 and fool):
            shows.append(key)
    return tuple(shows)


def extra_complete(data: CardData, extra: ExtraStaging) -> bool:
    """Whether the assembled extra show meets its requirement exactly (SIP-123…127).

    The Fool stands in for any one missing singer (SIP-222), never for a Prima donna.
    """
    new_years_eve = any(kind == "new_years_eve" for _, kind, _ in extra.effects)
    return _complete(extra.show, tuple(extra.cards), new_years_eve)


@lru_cache(maxsize=1024)
def _complete(show_key: str, cards: tuple[str, ...], new_years_eve: bool) -> bool:
    """:func:`extra_complete` of these singers (asked at every step of assembling one)."""
    data = load()
    show = data.shows[show_key]
    real = [card for card in cards if card != FOOL_ID]
    fools = len(cards) - len(real)
    fit = fit_table(show.key)
    counts: dict[str | None, int] = {}
    for card in real:
        kind = fit.get(card)
        counts[kind] = counts.get(kind, 0) + 1
    missing = 0
    for kind, need in show.requirement.items():
        have = counts.get(kind, 0)
        if have > need and not show.at_least:
            return False
        missing += max(0, need - have)
    if missing != fools and not (show.at_least and missing == 0):
        return False
    if fools and "pd" in show.requirement and counts.get("pd", 0) < show.requirement["pd"]:
        return False
    if show.tenors and not any(data.singers[card].category == "gi" for card in real):
        return False
    if show.distinct_voices:
        voices = [data.singers[card].voice for card in real]
        if len(set(voices)) != len(voices):
            return False
    if show.requirement.get("pd", 0) == 2:
        if len({data.singers[card].sex for card in real if data.is_pd(card)}) != 2:
            return False
    return new_years_eve or not show.needs_new_years_eve


def begin_extra(step: Step, seat: Seat, show: str) -> None:
    """Start an extra show."""
    step.state.extra = ExtraStaging(show=show)
    step.state.phase = "extra"


def add_to_extra(step: Step, seat: Seat, card: str) -> None:
    """Add a singer of the hand to the extra show."""
    step.show_from_hand(seat, card)
    step.state.extra_show().cards.append(card)


def attach_to_extra(step: Step, seat: Seat, card: str, as_type: str, singer: int | None) -> None:
    """Play an action card on the extra show (on one of its singers, or the whole show)."""
    step.show_from_hand(seat, card)
    step.state.extra_show().effects.append((card, as_type, singer))


def abandon_extra(step: Step, seat: Seat) -> None:
    """Give the extra show's cards back to the hand."""
    state = step.state
    extra = state.extra_show()
    state.own_player(seat).hand += (*extra.cards, *(effect[0] for effect in extra.effects))
    state.extra = None
    state.abandoned = True
    state.phase = "turn"
    step.event("extra_abandoned", player=seat)


def extra_reward(data: CardData, extra: ExtraStaging) -> tuple[int, int]:
    """SIP-122…132: the gold and PN the extra show being staged pays now, the cards
    attached to it included (Grand Event +2 gold +1 PN, Grand Orchestra and Night of
    Grace +2 gold, Sublime Aria +1 PN)."""
    show = data.shows[extra.show]
    gold, pn = show.gold, show.pn
    for _card, kind, _target in extra.effects:
        if kind == "grand_event":
            gold, pn = gold + 2, pn + 1
        elif kind == "grand_orchestra":
            gold += 2
        elif kind == "night_of_grace":
            gold += 2
        elif kind == "sublime_aria":
            pn += 1
    return gold, pn


def confirm_extra(step: Step, seat: Seat) -> None:
    """SIP-122…132: stage the extra show and collect its rewards; the turn ends."""
    state, data = step.state, step.data
    state.played = True
    extra = state.extra_show()
    show = data.shows[extra.show]
    gold, pn = extra_reward(data, extra)
    state.own_player(seat).gold += gold
    gain_pn(state, seat, "sipario.score.extra_shows", pn)
    for card in extra.cards:
        route_used(state, data, card)
    for card, _, _ in extra.effects:
        route_used(state, data, card)
    step.event("extra_staged", player=seat, show=show.key, gold=gold, points=pn)
    finish_turn(step)
