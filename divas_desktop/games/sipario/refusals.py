"""Why an action is refused: the specific reason code shown to the player.

Each reason carries what is missing (the gold needed and held, the hand size, the
category that is immune) and :data:`RULE_OF` gives the clause of the rule behind it.
"""

from __future__ import annotations

from divas_desktop.core.types import Action, IllegalAction, Seat

from . import actions as act
from .attacks import pharmacist_on
from .casting import GI_VOICES, sex_of
from .config import ADVERTISING_GOLD, TITLE_CHANGE_GOLD, SiparioConfig
from .data import FOOL_ID, CardData, singer_table
from .debuts import base_cast_complete, can_confirm
from .legal import seat_to_move
from .state import State
from .table import can_pay, hand_cards, prima_donna_ids
from .turn_cards import TURN_CARDS

HAND_LIMIT = 13
"""SIP-036: the most play cards a hand keeps; a discard is due only above it."""

REFUSALS = (
    "not_your_turn",
    "discard_first",
    "prima_donna_discard_first",
    "already_drew",
    "no_discard_to_take",
    "already_played",
    "debut_after_deck_draw_only",
    "not_enough_gold",
    "draw_or_play_first",
    "singer_not_eligible",
    "base_cast_incomplete",
    "prima_donna_or_gold",
    "card_not_playable",
    "illegal_move",
    "team_play_needs_four",
    "during_setup_swap",
    "during_uc_attack",
    "during_uc_defend",
    "during_gossip",
    "during_offer_pay",
    "during_flop_pick",
    "not_a_turn_card",
    "singer_needs_debut",
    "never_a_defence",
    "golden_throat_only",
    "claque_needs_aria",
    "role_taken",
    "student_mute_only",
    "mute_role_students_only",
    "prima_donna_principal_only",
    "prima_donna_own_sex",
    "great_interpreter_principal_only",
    "debutant_no_principal",
    "needs_travesti",
    "voice_mismatch",
    "needs_enabler",
    "not_an_attacker",
    "other_attacker_first",
    "defender_decides",
    "wait_for_attack",
    "victim_cannot_offer",
    "offer_wait_your_turn",
    "no_discard_below_limit",
    "no_blind_marker",
    "prima_donna_discard_instead",
    "card_not_in_hand",
    "helper_one_singer",
    "helper_cannot_complete",
    "one_uc_action",
    "great_interpreter_immune",
    "prima_donna_immune",
    "fool_untouchable",
    "pharmacist_immunity",
    "agency_no_prima_donna_there",
    "agency_only_prime_donne_there",
    "game_over",
)
"""Every refusal code of Sipario! (each has a text ``reason.<code>`` in texts_sipario)."""

RULE_OF: dict[str, str] = {
    "not_your_turn": "SIP-052",
    "discard_first": "SIP-036",
    "prima_donna_discard_first": "SIP-209",
    "already_drew": "SIP-054",
    "no_discard_to_take": "SIP-039",
    "already_played": "SIP-056",
    "debut_after_deck_draw_only": "SIP-057",
    "not_enough_gold": "SIP-049",
    "draw_or_play_first": "SIP-056",
    "singer_not_eligible": "SIP-074",
    "base_cast_incomplete": "SIP-082",
    "prima_donna_or_gold": "SIP-082",
    "card_not_playable": "SIP-091",
    "illegal_move": "SIP-052",
    "team_play_needs_four": "SIP-229",
    "during_setup_swap": "SIP-030",
    "during_uc_attack": "SIP-091",
    "during_uc_defend": "SIP-091",
    "during_gossip": "SIP-197",
    "during_offer_pay": "SIP-117",
    "during_flop_pick": "SIP-163",
    "not_a_turn_card": "SIP-061",
    "never_a_defence": "SIP-094",
    "golden_throat_only": "SIP-141",
    "claque_needs_aria": "SIP-143",
    "role_taken": "SIP-074",
    "student_mute_only": "SIP-073",
    "mute_role_students_only": "SIP-073",
    "prima_donna_principal_only": "SIP-069",
    "prima_donna_own_sex": "SIP-080",
    "great_interpreter_principal_only": "SIP-070",
    "debutant_no_principal": "SIP-072",
    "needs_travesti": "SIP-080",
    "voice_mismatch": "SIP-074",
    "needs_enabler": "SIP-071",
    "singer_needs_debut": "SIP-057",
    "not_an_attacker": "SIP-089",
    "other_attacker_first": "SIP-089",
    "defender_decides": "SIP-091",
    "wait_for_attack": "SIP-089",
    "victim_cannot_offer": "SIP-117",
    "offer_wait_your_turn": "SIP-115",
    "no_discard_below_limit": "SIP-036",
    "no_blind_marker": "SIP-040",
    "prima_donna_discard_instead": "SIP-211",
    "card_not_in_hand": "SIP-034",
    "helper_one_singer": "SIP-101",
    "helper_cannot_complete": "SIP-101",
    "one_uc_action": "SIP-091",
    "great_interpreter_immune": "SIP-200",
    "prima_donna_immune": "SIP-207",
    "fool_untouchable": "SIP-224",
    "pharmacist_immunity": "SIP-169",
    "agency_no_prima_donna_there": "SIP-173",
    "agency_only_prime_donne_there": "SIP-173",
    "game_over": "SIP-017",
}
"""Each refusal code of Sipario! and the clause of the rule behind it."""

_SINGLE_IMMUNE = {
    "gi": frozenset({"gust_of_wind", "elopement", "stage_fright", "protest", "off_key"}),
    "pd": frozenset({"elopement", "off_key", "protest", "stage_fright", "gust_of_wind"}),
}
"""SIP-200, SIP-207: what a Great Interpreter and a Prima donna are immune to when the
card comes alone (combinations are another matter)."""

_PHASE_KINDS = {
    "setup_swap": {"setup_swap"},
    "uc_attack": {"attack", "complete_cast", "end_uc_slot"},
    "uc_defend": {"defend", "pass_defence", "yield_defence"},
    "gossip": {"gossip_take", "gossip_done"},
    "offer_pay": {"give_card"},
    "flop_pick": {"flop_title"},
}
"""Phases that allow only these kinds of action (anything else is at the wrong moment)."""


def explain_refusal(
    state: State, data: CardData, config: SiparioConfig, seat: Seat, action: Action
) -> IllegalAction:
    """Explain why ``action`` is not legal now."""
    kind = action.kind
    player = state.players[seat]
    gold = getattr(action, "gold", 0)
    if seat_to_move(state) != seat:
        return explain_off_turn(state, data, config, seat, action)
    if (
        state.phase == "turn"
        and state.discards_due
        and kind not in ("discard", "discard_prima_donna")
    ):
        return IllegalAction("discard_first", count=state.discards_due)
    if state.phase == "turn" and state.forced_pd and kind != "discard_prima_donna":
        return IllegalAction("prima_donna_discard_first")
    if kind == "draw" and state.drew:
        return IllegalAction("already_drew")
    if kind == "draw" and getattr(action, "source", "deck") == "discard":
        return IllegalAction("no_discard_to_take")
    if kind in ("begin_debut", "begin_extra", "play_turn_card") and state.played:
        return IllegalAction("already_played")
    if kind in ("begin_debut", "begin_extra") and state.drew_discard:
        return IllegalAction("debut_after_deck_draw_only")
    if kind == "discard":
        return _explain_discard(state, seat, action)
    if kind == "advertise" and player.gold < ADVERTISING_GOLD:  # real gold (SIP-049)
        return IllegalAction("not_enough_gold", needed=ADVERTISING_GOLD, have=player.gold)
    if kind == "change_title" and player.gold < TITLE_CHANGE_GOLD:
        return IllegalAction("not_enough_gold", needed=TITLE_CHANGE_GOLD, have=player.gold)
    if gold and not can_pay(state, seat, gold):  # PN are sold for the gold missing
        return IllegalAction("not_enough_gold", needed=gold, have=player.gold + player.pn)
    if kind == "end_turn" and not (state.drew or state.played):
        return IllegalAction("draw_or_play_first")
    if isinstance(action, act.Cast):
        return _explain_cast(state, data, config, seat, action)
    if kind == "confirm_debut" and state.staging:
        prod = state.staging[-1]
        if not base_cast_complete(prod):
            return IllegalAction("base_cast_incomplete")
        if not can_confirm(state, data, seat, prod):
            return IllegalAction("prima_donna_or_gold")
    if isinstance(action, act.Attack) and state.phase == "uc_attack":
        return _explain_attack(state, data, seat, action)
    if isinstance(action, act.CompleteCast) and state.phase == "uc_attack":
        uc = state.competition()
        if seat in uc.no_help:  # SIP-229: the second attacker of a team does not complete
            return IllegalAction("helper_cannot_complete")
        if uc.contributed >= 1:  # SIP-101: one singer per Unfair Competition action
            return IllegalAction("helper_one_singer")
        return IllegalAction("singer_not_eligible")
    if isinstance(action, act.PlayTurnCard) and action.as_type == "agency_dealing":
        reason = _explain_agency(state, seat, action)
        if reason is not None:
            return reason
    if isinstance(action, act.Defend) and action.as_type in ("grand_event", "grand_orchestra"):
        return IllegalAction("never_a_defence", card=f"sipario.card.{action.as_type}")
    if isinstance(action, act.Attach) and state.staging:
        reason = _explain_attach(state, data, action)
        if reason is not None:
            return reason
    if kind in ("attack", "defend", "attach"):
        return IllegalAction("card_not_playable")
    allowed = _PHASE_KINDS.get(state.phase)
    if allowed is not None and kind not in allowed:
        return IllegalAction(f"during_{state.phase}")  # what the table waits for now
    return IllegalAction("illegal_move")


def explain_off_turn(
    state: State, data: CardData, config: SiparioConfig, seat: Seat, action: Action
) -> IllegalAction:
    """Why ``seat``, who must not decide now, is refused: not among the attackers, the
    victim of a struck role (who cannot make a Last-Hour Offer), or waiting his turn."""
    phase = state.phase
    if phase == "over":
        return IllegalAction("game_over")
    if phase in ("uc_attack", "uc_defend") and state.uc is not None and state.staging:
        uc = state.competition()
        if phase == "uc_defend":
            return IllegalAction("defender_decides")
        if seat == state.staging[0].owner:  # SIP-090: the attack comes first, then the defence
            return IllegalAction("wait_for_attack")
        if seat not in uc.attackers:  # SIP-089: only the next two impresarios attack
            return IllegalAction("not_an_attacker", attackers=len(uc.attackers))
        return IllegalAction("other_attacker_first")
    if phase == "offers" and state.staging:
        victim = {prod.owner for prod in state.staging}
        if seat in victim:  # SIP-118: the victim cannot make an offer himself
            return IllegalAction("victim_cannot_offer")
        if seat in state.offer_queue:
            return IllegalAction("offer_wait_your_turn")
    return IllegalAction("not_your_turn")


def _explain_discard(state: State, seat: Seat, action: Action) -> IllegalAction:
    """Why a discard is refused: none is due at 13 cards or fewer, no marker is left for
    a blind one, or the card is a Prima donna (dismissed at her cost instead)."""
    player = state.players[seat]
    card = getattr(action, "card", "")
    if not state.discards_due:
        return IllegalAction("no_discard_below_limit", cards=len(player.hand), limit=HAND_LIMIT)
    if card not in player.hand:
        return IllegalAction("card_not_in_hand")
    if card in prima_donna_ids():
        return IllegalAction("prima_donna_discard_instead")
    if getattr(action, "blind", False) and player.markers <= 0:
        return IllegalAction("no_blind_marker")
    return IllegalAction("illegal_move")


def _explain_attack(state: State, data: CardData, seat: Seat, action: act.Attack) -> IllegalAction:
    """Why an Unfair Competition attack is refused: one action each, an immune target,
    or the gold it needs."""
    uc = state.competition()
    if uc.attacked:
        return IllegalAction("one_uc_action")
    if not 0 <= action.prod < len(state.staging):
        return IllegalAction("card_not_playable")
    prod = state.staging[action.prod]
    player = state.players[seat]
    if action.gold and not can_pay(state, seat, action.gold):
        return IllegalAction("not_enough_gold", needed=action.gold, have=player.gold + player.pn)
    if action.role is not None and 0 <= action.role < len(prod.slots):
        slot = prod.slots[action.role]
        if slot is not None:
            card = f"sipario.card.{action.types[0]}" if action.types else ""
            if slot.card == FOOL_ID:
                return IllegalAction("fool_untouchable")
            if len(action.types) == 1 and action.types[0] in _SINGLE_IMMUNE.get(slot.category, ()):
                code = "great_interpreter_immune" if slot.category == "gi" else "prima_donna_immune"
                return IllegalAction(code, card=card)
            if action.types and action.types[0] in ("gust_of_wind", "viral_infection"):
                if pharmacist_on(data, prod):
                    return IllegalAction("pharmacist_immunity", card=card)
    if action.target is not None and 0 <= action.target < len(prod.effects):
        if prod.effects[action.target].card == FOOL_ID:
            return IllegalAction("fool_untouchable")
    return IllegalAction("card_not_playable")


def _explain_agency(state: State, seat: Seat, action: act.PlayTurnCard) -> IllegalAction | None:
    """SIP-173: a Prima donna is swapped only for a Prima donna, any other card only for
    another card; ``None`` when the sorts are not the trouble."""
    if not action.targets or action.mine is None:
        return None
    victim = action.targets[0]
    if not 0 <= victim < state.seats or victim == seat:
        return None
    theirs = state.players[victim].hand
    divas = len(hand_cards(theirs).prime_donne)
    if action.mine in prima_donna_ids():
        return IllegalAction("agency_no_prima_donna_there") if divas == 0 else None
    return IllegalAction("agency_only_prime_donne_there") if divas == len(theirs) else None


def why_not(
    state: State, data: CardData, config: SiparioConfig, seat: Seat, piece: str
) -> IllegalAction | None:
    """Why a card of ``seat``'s hand will not lift now, or ``None`` (not a hand card, or
    the board lets it be tried and a drop is explained instead)."""
    if not 0 <= seat < state.seats or piece not in state.players[seat].hand:
        return None
    if seat_to_move(state) != seat:
        return explain_off_turn(state, data, config, seat, act.EndTurn())
    if state.phase != "turn" or state.staging or state.discards_due or state.forced_pd:
        return None
    card = data.action_cards.get(piece)
    if card is not None and card.type not in TURN_CARDS:  # SIP-061: only turn cards now
        return IllegalAction("not_a_turn_card", card=f"sipario.card.{card.type}")
    if state.played:
        return IllegalAction("already_played")
    if piece in data.singers and card is None:  # SIP-057: singers go on stage in a debut
        return IllegalAction("singer_needs_debut")
    return None


def _explain_cast(
    state: State, data: CardData, config: SiparioConfig, seat: Seat, action: act.Cast
) -> IllegalAction:
    """Why a singer cannot take a role of the debut: the role's type, its voice or sex,
    or the enabling card it needs (SIP-069…SIP-080)."""
    if not state.staging:
        return IllegalAction("singer_not_eligible")
    prod = state.staging[-1]
    roles = data.operas[prod.opera].roles
    if not 0 <= action.role < len(roles):
        return IllegalAction("singer_not_eligible")
    if prod.slots[action.role] is not None:
        return IllegalAction("role_taken")
    if action.card not in state.players[seat].hand:
        return IllegalAction("card_not_in_hand")
    found = singer_table().get(action.card)
    if found is None:  # The Fool, or no singer at all
        return IllegalAction("singer_not_eligible")
    category, voice, gender = found
    role = roles[action.role]
    if category == "stu" or role.type == "M":
        return IllegalAction(
            "student_mute_only" if category == "stu" else "mute_role_students_only"
        )
    cross = sex_of(role.voice) != gender
    if category == "pd":
        if role.type != "P":
            return IllegalAction("prima_donna_principal_only")
        return IllegalAction("prima_donna_own_sex" if cross else "singer_not_eligible")
    if category == "gi" and role.type != "P":
        return IllegalAction("great_interpreter_principal_only")
    if category == "deb" and role.type == "P":
        return IllegalAction("debutant_no_principal")
    if cross and action.travesti is None:
        return IllegalAction("needs_travesti")
    role_voice, own_voice = f"sipario.voice.{role.voice}", f"sipario.voice.{voice}"
    if not cross and voice is not None and role.voice is not None:
        if category == "gi" and role.voice not in GI_VOICES.get(voice, {}):
            return IllegalAction("voice_mismatch", role_voice=role_voice, voice=own_voice)
        lower = (voice, role.voice) in (("Br", "B"), ("Ms", "C")) and role.type == "Se"
        if category in ("gt", "deb") and voice != role.voice and not lower:
            return IllegalAction("voice_mismatch", role_voice=role_voice, voice=own_voice)
    needs_card = (category, role.type) in (("gt", "P"), ("deb", "F"))
    if needs_card and action.enabler is None:
        return IllegalAction("needs_enabler")
    return IllegalAction("singer_not_eligible")


def _explain_attach(state: State, data: CardData, action: act.Attach) -> IllegalAction | None:
    """Why an action card cannot go on the debut being cast: a Golden Throat's card on
    another singer, or a Claque without the Sublime Aria."""
    prod = state.staging[-1]
    card = f"sipario.card.{action.as_type}"
    if action.role is None or not 0 <= action.role < len(prod.slots):
        return None
    slot = prod.slots[action.role]
    if action.as_type in ("sublime_aria", "claque", "pharmacist"):
        if slot is None or slot.card == FOOL_ID or slot.category != "gt":
            return IllegalAction("golden_throat_only", card=card)
        if action.as_type == "claque" and not any(
            e.type == "sublime_aria" and e.role == action.role for e in prod.effects
        ):
            return IllegalAction("claque_needs_aria")
    return None
