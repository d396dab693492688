"""Enumerating legal actions, phase by phase (the single source of truth for validity)."""

from __future__ import annotations

from functools import lru_cache
from itertools import combinations_with_replacement, permutations

from . import actions as act
from .cards import attacks, defences, reps
from .casting import ENABLERS, sex_of, terms
from .config import (
    ADVERTISING_GOLD,
    OFFER_GOLD_CAP,
    PD_FORCED_EXTRA_GOLD,
    SETUP_SWAP_GOLD,
    SUBSTITUTION_GOLD,
    TITLE_CHANGE_GOLD,
    SiparioConfig,
)
from .data import FOOL_ID, CardData
from .engine import (
    TURN_CARDS,
    attack_slots,
    debut_costs,
    hidden_titles,
    pending_losses,
    previous_discard,
    visible_titles,
)
from .scoring import elimination, has_ability, protagonist_pd
from .state import Production, State
from .table import can_pay, holds_pd, nxt, partner


def seat_to_move(state: State) -> int | None:
    """The seat that must decide now (``None`` when the match is over)."""
    phase = state.phase
    if phase == "over":
        return None
    if phase == "uc_attack":
        return state.uc.attackers[state.uc.index]
    if phase == "uc_defend":
        return state.uc.defender
    if phase == "offers":
        return state.offer_queue[0]
    if phase in ("fool_react", "press"):
        return state.pending.queue[0]
    if phase in ("resolve", "offers_done", "offer_pay"):
        return state.staging[0].owner
    if phase == "reseat":
        return state.completer
    return state.current


def legal(state: State, data: CardData, config: SiparioConfig, seat: int) -> list:
    """Every legal action of ``seat`` in a deterministic order."""
    if seat_to_move(state) != seat:
        return []
    phase = state.phase
    handler = _PHASES[phase]
    return handler(state, data, config, seat)


def _setup(s: State, data: CardData, config: SiparioConfig, seat: int) -> list:
    out = [act.SetupSwap()]
    if (
        not s.players[seat].swap_used
        and can_pay(s, seat, SETUP_SWAP_GOLD)
        and (s.opera_deck or s.opera_discard)
    ):
        out += [act.SetupSwap(opera=o) for o in s.players[seat].season]
    return out


def _turn(s: State, data: CardData, config: SiparioConfig, seat: int) -> list:
    player = s.players[seat]
    hand = player.hand
    if s.discards_due:
        out = [act.Discard(card=c) for c in hand if not data.is_pd(c)]
        if player.markers > 0:
            out += [act.Discard(card=c, blind=True) for c in hand if not data.is_pd(c)]
        return out
    if s.forced_pd:
        return [
            act.DiscardPrimaDonna(card=c)
            for c in holds_pd(s, data, seat)
            if can_pay(s, seat, data.singers[c].discard_cost + PD_FORCED_EXTRA_GOLD)
        ]
    out: list = []
    if config.minutes is not None and not s.drew and not s.played and not s.time_up:
        out.append(act.TimeUp())
    if not s.drew:
        out.append(act.Draw())
        if previous_discard(s, seat) is not None:
            out.append(act.Draw(source="discard"))
    if not s.played and not s.abandoned and not s.drew_discard:
        singers = sum(1 for c in hand if c in data.singers or c == FOOL_ID)
        for opera in player.season:
            if singers >= sum(1 for r in data.operas[opera].roles if r.base):
                out.append(act.BeginDebut(opera=opera))
        if singers >= 3:
            for key in data.shows:
                if _extra_possible(data, hand, key):
                    out.append(act.BeginExtra(show=key))
    if not s.played:
        out += _turn_cards(s, data, seat)
    if player.gold >= ADVERTISING_GOLD:
        out.append(act.Advertise())
    if player.gold >= TITLE_CHANGE_GOLD and (s.opera_deck or s.opera_discard):
        out += [act.ChangeTitle(opera=o) for o in player.season]
    for card in holds_pd(s, data, seat):
        if can_pay(s, seat, data.singers[card].discard_cost):
            out.append(act.DiscardPrimaDonna(card=card))
    if s.drew or s.played:
        out.append(act.EndTurn())
    return out


def _turn_cards(s: State, data: CardData, seat: int) -> list:
    out: list = []
    hand = s.players[seat].hand
    opponents = [x for x in range(s.seats) if x != seat]
    with_season = [x for x in opponents if s.players[x].season]
    with_hand = [x for x in opponents if s.players[x].hand]
    for kind in TURN_CARDS:
        for card in reps(data, hand, kind):
            P = act.PlayTurnCard  # noqa: N806
            if kind == "twist_of_fate":
                for mine in s.players[seat].season:
                    out += [
                        P(card=card, as_type=kind, targets=(t,), mine=mine) for t in with_season
                    ]
                if can_pay(s, seat, 2):
                    out += [
                        P(card=card, as_type=kind, targets=(a, b), gold=2)
                        for a in with_season
                        for b in with_season
                        if a < b
                    ]
            elif kind in ("press_conference", "foyer_gossip"):
                out.append(P(card=card, as_type=kind))
            elif kind == "announced_flop":
                out += [P(card=card, as_type=kind, targets=(t,)) for t in with_season]
            elif kind == "stagehands_strike":
                out += [P(card=card, as_type=kind, targets=(t,)) for t in opponents]
            elif kind == "agency_dealing":
                for mine in hand:
                    if mine == card:
                        continue
                    pd = data.is_pd(mine)
                    for t in with_hand:
                        if any(data.is_pd(x) == pd for x in s.players[t].hand):
                            out.append(P(card=card, as_type=kind, targets=(t,), mine=mine))
            elif kind == "paparazzo":
                for public in (False, True):
                    for pair in combinations_with_replacement(with_hand, 2):
                        out.append(P(card=card, as_type=kind, targets=pair, public=public))
                    if can_pay(s, seat, 1):
                        for trio in combinations_with_replacement(with_hand, 3):
                            out.append(
                                P(card=card, as_type=kind, targets=trio, gold=1, public=public)
                            )
                    if can_pay(s, seat, 2):
                        out += [
                            P(card=card, as_type=kind, targets=(t,), gold=2, public=public)
                            for t in with_season
                        ]
    return out


def cast_options(
    s: State,
    data: CardData,
    config: SiparioConfig,
    seat: int,
    prod: Production,
    helper: bool = False,
) -> list[tuple]:
    """(card, role, enabler, enabler_type, travesti) placements allowed on empty roles."""
    hand = s.players[seat].hand
    roles = data.operas[prod.opera].roles
    empty = [r for r, slot in enumerate(prod.slots) if slot is None]
    out = []
    enablers = [(c, k) for k in ENABLERS for c in reps(data, hand, k)]
    travs = reps(data, hand, "en_travesti")
    for card in hand:
        singer = data.singers.get(card)
        if singer is None and card != FOOL_ID:
            continue
        if helper and singer is not None and singer.category == "pd":
            continue  # a Prima donna sings only in her impresario's shows
        for r in empty:
            role = roles[r]
            t = terms(data, config, card, role)
            if t.ok and not (helper and t.pn < 0):
                out.append((card, r, None, None, None))
            if singer is None:
                continue
            needs_card = (singer.category, role.type) in (("gt", "P"), ("deb", "F"))
            cross = (
                role.voice is not None
                and sex_of(role.voice) != singer.gender
                and (singer.category != "stu")
            )
            if needs_card and not cross:
                for e, k in enablers:
                    if e == card:
                        continue
                    t = terms(data, config, card, role, k)
                    if t.ok and not (helper and t.pn < 0):
                        out.append((card, r, e, k, None))
            if cross and not helper:
                for tr in travs:
                    if tr == card:
                        continue
                    if not needs_card:
                        if terms(data, config, card, role, None, True).ok:
                            out.append((card, r, None, None, tr))
                        continue
                    for e, k in enablers:
                        if e not in (card, tr) and terms(data, config, card, role, k, True).ok:
                            out.append((card, r, e, k, tr))
    return out


def _casting(s: State, data: CardData, config: SiparioConfig, seat: int) -> list:
    prod = s.staging[-1]
    hand = s.players[seat].hand
    out: list = [
        act.Cast(card=c, role=r, enabler=e, enabler_type=k, travesti=t)
        for c, r, e, k, t in cast_options(s, data, config, seat, prod)
    ]
    cost = debut_costs_preview(data, prod)
    used = {e.type for e in prod.effects}
    for role, slot in enumerate(prod.slots):
        if slot is None or slot.card == FOOL_ID:
            continue
        if slot.category == "gt":
            has_sa = any(e.type == "sublime_aria" and e.role == role for e in prod.effects)
            if not has_sa:
                out += [
                    act.Attach(card=c, as_type="sublime_aria", role=role)
                    for c in reps(data, hand, "sublime_aria")
                ]
            else:
                out += [
                    act.Attach(card=c, as_type="claque", role=role)
                    for c in reps(data, hand, "claque")
                ]
            if "pharmacist" not in used:
                out += [
                    act.Attach(card=c, as_type="pharmacist", role=role)
                    for c in reps(data, hand, "pharmacist")
                ]
    for c in reps(data, hand, "claque"):
        out.append(act.Attach(card=c, as_type="claque"))
        if can_pay(s, seat, cost + 1):
            out.append(act.Attach(card=c, as_type="claque", gold=1))
    for kind in ("grand_event", "grand_orchestra", "new_years_eve"):
        if kind not in used:
            out += [act.Attach(card=c, as_type=kind) for c in reps(data, hand, kind)]
    if "stagehands_strike" not in used and len(s.staging) == 1:
        for target in attack_slots_preview(s, config, seat):
            out += [
                act.Attach(card=c, as_type="stagehands_strike", seat=target)
                for c in reps(data, hand, "stagehands_strike")
            ]
    if has_ability(data, prod, "ansioso"):
        missing = set(ansioso_missing(data, prod))
        out += [
            act.CommitCover(card=c)
            for c in hand
            if c in data.singers
            and data.singers[c].gender == "M"
            and data.singers[c].category in missing
        ]
    if has_ability(data, prod, "amica") and not prod.amica_used:
        out += [act.SilenceRival(seat=t) for t in attack_slots_preview(s, config, seat)]
    if can_confirm(s, data, seat, prod):
        out.append(act.ConfirmDebut())
    out.append(act.AbandonDebut())
    return out


def attack_slots_preview(s: State, config: SiparioConfig, seat: int) -> list[int]:
    """Opponents who would attack this debut (targets of Strike Sp and L'amica)."""
    if s.seats == 2:
        return [nxt(s, seat)]
    if config.team_play:
        return [nxt(s, seat, 1), nxt(s, seat, 3)]
    return [nxt(s, seat, 1), nxt(s, seat, 2)]


def debut_costs_preview(data: CardData, prod: Production) -> int:
    """Gold the debut will cost when declared."""
    gold = sum(p.gold for p in prod.slots if p is not None) + sum(e.gold for e in prod.effects)
    return gold + sum(data.singers[c].use_cost for c in protagonist_pd(data, prod))


def can_confirm(s: State, data: CardData, seat: int, prod: Production) -> bool:
    """SIP-065, SIP-208, SIP-218: base cast filled, Prima donna duty met, costs affordable."""
    roles = data.operas[prod.opera].roles
    if any(r.base and slot is None for r, slot in zip(roles, prod.slots, strict=False)):
        return False
    if holds_pd(s, data, seat) and not protagonist_pd(data, prod):
        return False  # SIP-208: the first opera after drawing a PD features her
    if has_ability(data, prod, "ansioso") and ansioso_missing(data, prod):
        return False
    return can_pay(s, seat, debut_costs_preview(data, prod))


def ansioso_missing(data: CardData, prod: Production) -> list[str]:
    """SIP-218 / A-SIP-14: categories (``gt``, ``deb``) L'ansioso still lacks.

    A male Golden Throat and a male Debutant, either singing in the cast or committed
    off-stage as covers.
    """
    male = [
        data.singers[slot.card].category
        for slot in prod.slots
        if slot is not None and slot.card in data.singers and data.singers[slot.card].gender == "M"
    ]
    male += [data.singers[c].category for c in prod.covers]
    return [k for k in ("gt", "deb") if k not in male]


def _debut_more(s: State, data: CardData, config: SiparioConfig, seat: int) -> list:
    out: list = []
    if len(s.staging) == 1 and not s.abandoned:
        singers = sum(1 for c in s.players[seat].hand if c in data.singers or c == FOOL_ID)
        for opera in s.players[seat].season:
            if opera != s.staging[0].opera and singers >= sum(
                1 for r in data.operas[opera].roles if r.base
            ):
                out.append(act.BeginDebut(opera=opera))
    out.append(act.RaiseCurtain())
    return out


def _uc_attack(s: State, data: CardData, config: SiparioConfig, seat: int) -> list:
    out: list = []
    if not s.uc.attacked and seat not in s.uc.help_only:
        out += attacks(s, data, seat)
    limit = 0 if seat in s.uc.no_help else 1
    if s.uc.contributed < limit:
        for pi, prod in enumerate(s.staging):
            for c, r, e, k, _ in cast_options(s, data, config, seat, prod, helper=True):
                terms_gold = (
                    2
                    if data.singers.get(c)
                    and data.singers[c].category == "gt"
                    and (data.operas[prod.opera].roles[r].type == "Se")
                    else 0
                )
                if can_pay(s, seat, terms_gold):
                    out.append(act.CompleteCast(card=c, prod=pi, role=r, enabler=e, enabler_type=k))
    out.append(act.EndUcSlot())
    return out


def _uc_defend(s: State, data: CardData, config: SiparioConfig, seat: int) -> list:
    owner = s.staging[0].owner
    out: list = list(defences(s, data, seat, owner))
    out.append(act.PassDefence())
    mate = partner(config, owner)
    if config.team_play and seat == owner and mate is not None:
        out.append(act.YieldDefence())
    return out


def _price_items(s: State, data: CardData, seat: int) -> list:
    """SIP-115: what the offerer may still add to the price of his draft offer."""
    offer = s.offers[-1]
    victim = s.players[s.staging[offer.prod].owner]
    out: list = []
    if offer.gold < OFFER_GOLD_CAP:
        out.append(act.OfferAdd(item="gold"))
    if offer.markers < victim.markers:
        out.append(act.OfferAdd(item="marker"))
    if len(offer.cards) + offer.singers + offer.actions < len(victim.hand):
        out += [act.OfferAdd(item="singer"), act.OfferAdd(item="action")]
        out += [
            act.OfferAdd(item=c)
            for c in victim.hand
            if c not in offer.cards
            and payable_card(data, c)
            and (c in s.public_cards or seat in s.known.get(c, ()))
        ]
    out.append(act.ConfirmOffer())
    return out


def payable_card(data: CardData, card: str) -> bool:
    """Cards that may be part of a price: singers (no Prima donna) and action cards."""
    return card in data.action_cards or (card in data.singers and not data.is_pd(card))


def can_pay_offer(s: State, data: CardData, seat: int, offer) -> bool:
    """Whether the victim holds everything the offer asks for."""
    player = s.players[seat]
    hand = player.hand
    if not can_pay(s, seat, offer.gold) or player.markers < offer.markers:
        return False
    if any(c not in hand for c in offer.cards):
        return False
    rest = [c for c in hand if c not in offer.cards and payable_card(data, c)]
    actions = sum(1 for c in rest if c in data.action_cards)
    return actions >= offer.actions and len(rest) - actions >= offer.singers


def _offer_pay(s: State, data: CardData, config: SiparioConfig, seat: int) -> list:
    params = s.pending.params
    offer = s.offers[params["index"]]
    out: list = []
    for c in s.players[seat].hand:
        if c in offer.cards or not payable_card(data, c):
            continue
        if params["actions"] > 0 if c in data.action_cards else params["singers"] > 0:
            out.append(act.GiveCard(card=c))
    return out


def _offers(s: State, data: CardData, config: SiparioConfig, seat: int) -> list:
    if s.offers and s.offers[-1].draft:
        return _price_items(s, data, seat)
    pi, role = pending_losses_cached(s, data)
    prod = s.staging[pi]
    info = data.operas[prod.opera].roles[role]
    out: list = []
    singers = [
        c
        for c in s.players[seat].hand
        if (c in data.singers and not data.is_pd(c)) and terms(data, config, c, info).ok
    ]
    if config.last_hour_offer:
        out += [act.MakeOffer(prod=pi, role=role, card=c) for c in singers]
    if config.infingardo and seat in s.uc.attackers and seat not in s.uc.help_only:
        out += [act.Infingardo(prod=pi, role=role, card=c) for c in singers]
    out.append(act.DeclineOffer())
    return out


def pending_losses_cached(s: State, data: CardData) -> tuple[int, int]:
    """The first owner singer awaiting settlement."""
    for pi, prod in enumerate(s.staging):
        for role, slot in enumerate(prod.slots):
            if slot is not None and slot.by == prod.owner and elimination(data, prod, role):
                return pi, role
    raise LookupError("no pending loss")


def _resolve(s: State, data: CardData, config: SiparioConfig, seat: int) -> list:
    pi, role = pending_losses_cached(s, data)
    prod = s.staging[pi]
    info = data.operas[prod.opera].roles[role]
    lost = prod.slots[role]
    out: list = []
    if lost.category != "pd":
        price = SUBSTITUTION_GOLD.get(lost.category, 0)
        for c in s.players[seat].hand:
            if (c in data.singers or c == FOOL_ID) and not data.is_pd(c):
                t = terms(data, config, c, info)
                if t.ok and can_pay(s, seat, price + t.gold):
                    out.append(act.Substitute(prod=pi, role=role, card=c))
    for i, offer in enumerate(s.offers):
        if offer.prod == pi and offer.role == role and can_pay_offer(s, data, seat, offer):
            out.append(act.AcceptOffer(index=i))
    out.append(act.AcceptPostponement(prod=pi, role=role))
    if elimination(data, prod, role) == "delay":
        out += [
            act.AcceptPostponement(prod=pi, role=role, press=c)
            for c in reps(data, s.players[seat].hand, "press_conference")
        ]
    return out


def _reseat(s: State, data: CardData, config: SiparioConfig, seat: int) -> list:
    others = [x for x in s.order if x != seat]
    return [act.Reseat(order=(seat, *rest)) for rest in permutations(others)]


def _fool(s: State, data: CardData, config: SiparioConfig, seat: int) -> list:
    return [act.FoolReaction(cancel=True), act.FoolReaction(cancel=False)]


def _flop_pick(s: State, data: CardData, config: SiparioConfig, seat: int) -> list:
    victim = s.pending.params["victim"]
    out: list = [act.FlopTitle(opera=o) for o in visible_titles(s, seat, victim)]
    if hidden_titles(s, seat, victim):
        out.append(act.FlopTitle())
    return out


def _gossip(s: State, data: CardData, config: SiparioConfig, seat: int) -> list:
    return [act.GossipTake(card=c) for c in s.pending.params["cards"]] + [act.GossipDone()]


def _press(s: State, data: CardData, config: SiparioConfig, seat: int) -> list:
    player = s.players[seat]
    return [act.RevealTitle(opera=o) for o in player.season if o not in player.revealed]


# --- extra shows ------------------------------------------------------------------------
def fits(data: CardData, show_key: str, card: str) -> str | None:
    """The requirement key a singer would count for in a show, if any."""
    show = data.shows[show_key]
    singer = data.singers.get(card)
    if singer is None:
        return None
    if show.tenors:
        return "tenor" if singer.category in ("gi", "gt") and singer.voice == "T" else None
    return singer.category if singer.category in show.requirement else None


@lru_cache(maxsize=1)
def _fit_table() -> dict[str, dict[str, str]]:
    from .data import load

    data = load()
    return {key: {c: k for c in data.singers if (k := fits(data, key, c))} for key in data.shows}


def _extra_possible(data: CardData, hand: list[str], key: str) -> bool:
    show = data.shows[key]
    counts: dict[str, int] = {}
    table = _fit_table()[key]
    for card in hand:
        k = table.get(card)
        if k:
            counts[k] = counts.get(k, 0) + 1
    if show.needs_new_years_eve and not reps(data, hand, "new_years_eve"):
        return False
    short = sum(max(0, n - counts.get(k, 0)) for k, n in show.requirement.items())
    return short == 0 or (
        short == 1 and FOOL_ID in hand and counts.get("pd", 0) >= (show.requirement.get("pd", 0))
    )


def extra_complete(data: CardData, extra: dict) -> bool:
    """Whether the assembled extra show meets its requirement exactly (SIP-123…127).

    The Fool stands in for any one missing singer (SIP-222), never for a Prima donna.
    """
    show = data.shows[extra["show"]]
    real = [c for c in extra["cards"] if c != FOOL_ID]
    fools = len(extra["cards"]) - len(real)
    counts: dict[str, int] = {}
    for card in real:
        k = fits(data, show.key, card)
        counts[k] = counts.get(k, 0) + 1
    missing = 0
    for k, n in show.requirement.items():
        have = counts.get(k, 0)
        if have > n and not show.at_least:
            return False
        missing += max(0, n - have)
    if missing != fools and not (show.at_least and missing == 0):
        return False
    if fools and "pd" in show.requirement and counts.get("pd", 0) < show.requirement["pd"]:
        return False
    if show.tenors and not any(data.singers[c].category == "gi" for c in real):
        return False
    if show.distinct_voices:
        voices = [data.singers[c].voice for c in real]
        if len(set(voices)) != len(voices):
            return False
    if show.requirement.get("pd", 0) == 2:
        if len({data.singers[c].sex for c in real if data.is_pd(c)}) != 2:
            return False
    if show.needs_new_years_eve and not any(k == "new_years_eve" for _, k, _ in extra["effects"]):
        return False
    return True


def _extra(s: State, data: CardData, config: SiparioConfig, seat: int) -> list:
    extra = s.extra
    show = data.shows[extra["show"]]
    hand = s.players[seat].hand
    out: list = []
    counts: dict[str, int] = {}
    for card in extra["cards"]:
        k = fits(data, show.key, card)
        counts[k] = counts.get(k, 0) + 1
    voices = {data.singers[c].voice for c in extra["cards"] if c != FOOL_ID}
    short = sum(max(0, n - counts.get(k, 0)) for k, n in show.requirement.items() if k != "pd")
    if FOOL_ID in hand and short > counts.get(None, 0):
        out.append(act.AddToExtra(card=FOOL_ID))
    for card in hand:
        k = fits(data, show.key, card)
        if k is None:
            continue
        if counts.get(k, 0) >= show.requirement[k] and not show.at_least:
            continue
        if show.distinct_voices and data.singers[card].voice in voices:
            continue
        out.append(act.AddToExtra(card=card))
    used = {k for _, k, _ in extra["effects"]}
    allowed = ["sublime_aria", "night_of_grace"]
    if show.key.startswith("recital") or show.tenors:
        allowed += ["grand_event", "grand_orchestra"]
    if show.needs_new_years_eve:
        allowed.append("new_years_eve")
    for kind in allowed:
        if kind in used and kind != "sublime_aria":
            continue
        for c in reps(data, hand, kind):
            if kind in ("sublime_aria", "night_of_grace"):
                want = "gt" if kind == "sublime_aria" else "gi"
                for i, card in enumerate(extra["cards"]):
                    if (
                        card != FOOL_ID
                        and data.singers[card].category == want
                        and not any(t == i and k2 == kind for _, k2, t in extra["effects"])
                    ):
                        out.append(act.Attach(card=c, as_type=kind, role=i))
            else:
                out.append(act.Attach(card=c, as_type=kind))
    if extra_complete(data, extra):
        out.append(act.ConfirmExtra())
    out.append(act.AbandonExtra())
    return out


_PHASES = {
    "setup_swap": _setup,
    "turn": _turn,
    "casting": _casting,
    "debut_more": _debut_more,
    "uc_attack": _uc_attack,
    "uc_defend": _uc_defend,
    "offers": _offers,
    "resolve": _resolve,
    "offers_done": _resolve,
    "fool_react": _fool,
    "reseat": _reseat,
    "press": _press,
    "extra": _extra,
    "gossip": _gossip,
    "offer_pay": _offer_pay,
    "flop_pick": _flop_pick,
}
__all__ = ["legal", "seat_to_move", "cast_options", "attack_slots", "debut_costs", "pending_losses"]
