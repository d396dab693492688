"""One handler per action kind, and the typed table ``rules.apply`` dispatches through."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

from divas_desktop.core.types import Action, Seat, Transition

from . import actions as act
from . import deals, debuts, extra_shows, offers, resolution, turn_cards, turns
from . import unfair_competition as uc
from .casting import place
from .data import load
from .state import State, config_of
from .step import Step

ActionT = TypeVar("ActionT", bound=Action)
Handler = Callable[[State, Seat, ActionT], Transition[State]]
"""Apply one action of its kind to a state: a new state (the input is untouched) + events."""

SHUFFLES = ("sipario.ev.deck_regenerated", "sipario.ev.opera_deck_regenerated")
"""Events of a reshuffle: a new order nobody may re-roll by undoing (everyone "learns")."""


def handler(body: Callable[[Step, Seat, ActionT], None]) -> Handler[ActionT]:
    """Turn ``body`` (which changes a :class:`Step`) into a handler over states."""

    def run(state: State, seat: Seat, action: ActionT) -> Transition[State]:
        new = state.clone()
        step = Step(load(), config_of(new), new)
        body(step, seat, action)
        for event in step.events:
            if event.kind in SHUFFLES:
                step.revealed.update(range(new.seats))
                break
        return Transition(new, step.events, frozenset(step.revealed))

    run.__doc__ = body.__doc__
    run.__name__ = body.__name__
    return run


# --- set-up and the turn ------------------------------------------------------------
@handler
def setup_swap(step: Step, seat: Seat, action: act.SetupSwap) -> None:
    """Swap a season title for 1 gold, or keep the season."""
    turns.setup_swap(step, seat, action.opera)


@handler
def draw(step: Step, seat: Seat, action: act.Draw) -> None:
    """Draw from the deck or take the previous player's discard."""
    turns.draw(step, seat, action.source)


@handler
def discard(step: Step, seat: Seat, action: act.Discard) -> None:
    """Discard over the limit, face up or blind."""
    turns.discard(step, seat, action.card, action.blind)


@handler
def advertise(step: Step, seat: Seat, action: act.Advertise) -> None:
    """Buy 1 PN for 3 gold."""
    turns.advertise(step, seat)


@handler
def change_title(step: Step, seat: Seat, action: act.ChangeTitle) -> None:
    """Replace a season title for 5 gold."""
    turns.change_title(step, seat, action.opera)


@handler
def discard_prima_donna(step: Step, seat: Seat, action: act.DiscardPrimaDonna) -> None:
    """Discard a Prima donna, paying her cost."""
    turns.discard_prima_donna(step, seat, action.card)


@handler
def end_turn(step: Step, seat: Seat, action: act.EndTurn) -> None:
    """End the turn."""
    turns.finish_turn(step)


@handler
def time_up(step: Step, seat: Seat, action: act.TimeUp) -> None:
    """The clock of a timed match has run out."""
    turns.time_up(step)


@handler
def reseat(step: Step, seat: Seat, action: act.Reseat) -> None:
    """Set the turn order of the next deal."""
    deals.reseat(step, seat, action.order)


# --- debuts ---------------------------------------------------------------------------
@handler
def begin_debut(step: Step, seat: Seat, action: act.BeginDebut) -> None:
    """Start casting a season opera."""
    debuts.begin_debut(step, seat, action.opera)


@handler
def cast(step: Step, seat: Seat, action: act.Cast) -> None:
    """Put a singer of the hand on a role of the opera being cast."""
    prod = step.state.staging[-1]
    place(
        step,
        prod,
        seat,
        action.card,
        action.role,
        action.enabler,
        action.enabler_type,
        action.travesti,
    )


@handler
def attach(step: Step, seat: Seat, action: act.Attach) -> None:
    """Attach an action card to the debut or to the extra show."""
    if step.state.phase == "extra":
        extra_shows.attach_to_extra(step, seat, action.card, action.as_type, action.role)
        return
    debuts.attach_card(
        step, seat, action.card, action.as_type, action.role, action.gold, action.seat
    )


@handler
def commit_cover(step: Step, seat: Seat, action: act.CommitCover) -> None:
    """Commit L'ansioso's cover singer."""
    debuts.commit_cover(step, seat, action.card)


@handler
def silence_rival(step: Step, seat: Seat, action: act.SilenceRival) -> None:
    """L'amica dell'amico silences an attacker."""
    debuts.silence_rival(step, seat, action.seat)


@handler
def confirm_debut(step: Step, seat: Seat, action: act.ConfirmDebut) -> None:
    """Declare the debut."""
    debuts.confirm_debut(step, seat)


@handler
def abandon_debut(step: Step, seat: Seat, action: act.AbandonDebut) -> None:
    """Give up the opera being cast."""
    debuts.abandon_debut(step, seat)


@handler
def raise_curtain(step: Step, seat: Seat, action: act.RaiseCurtain) -> None:
    """Open Unfair Competition."""
    uc.raise_curtain(step, seat)


# --- Unfair Competition ---------------------------------------------------------------
@handler
def attack(step: Step, seat: Seat, action: act.Attack) -> None:
    """Play an attack on a debut."""
    uc.attack(
        step,
        seat,
        action.prod,
        action.cards,
        action.types,
        action.role,
        action.gold,
        action.target,
        action.seducer,
    )


@handler
def complete_cast(step: Step, seat: Seat, action: act.CompleteCast) -> None:
    """Add a singer to an opponent's cast."""
    uc.complete_cast(
        step, seat, action.prod, action.card, action.role, action.enabler, action.enabler_type
    )


@handler
def end_uc_slot(step: Step, seat: Seat, action: act.EndUcSlot) -> None:
    """Finish an Unfair Competition slot."""
    uc.end_uc_slot(step, seat)


@handler
def defend(step: Step, seat: Seat, action: act.Defend) -> None:
    """Answer an attack."""
    uc.defend(
        step,
        seat,
        action.prod,
        action.card,
        action.as_type,
        action.role,
        action.gold,
        action.target,
        action.claque,
    )


@handler
def pass_defence(step: Step, seat: Seat, action: act.PassDefence) -> None:
    """Give up the defence."""
    uc.pass_defence(step, seat)


@handler
def yield_defence(step: Step, seat: Seat, action: act.YieldDefence) -> None:
    """Let the partner defend."""
    uc.yield_defence(step, seat)


# --- after Unfair Competition ---------------------------------------------------------
@handler
def substitute(step: Step, seat: Seat, action: act.Substitute) -> None:
    """Replace a lost singer from the hand."""
    resolution.substitute(step, seat, action.prod, action.role, action.card)


@handler
def accept_postponement(step: Step, seat: Seat, action: act.AcceptPostponement) -> None:
    """Keep the loss and postpone the show."""
    resolution.accept_postponement(step, seat, action.prod, action.role, action.press)


@handler
def make_offer(step: Step, seat: Seat, action: act.MakeOffer) -> None:
    """Offer a singer for the lost role."""
    offers.make_offer(step, seat, action.prod, action.role, action.card)


@handler
def offer_add(step: Step, seat: Seat, action: act.OfferAdd) -> None:
    """Add an item to the offer's price."""
    offers.offer_add(step, seat, action.item)


@handler
def confirm_offer(step: Step, seat: Seat, action: act.ConfirmOffer) -> None:
    """Make the offer."""
    offers.confirm_offer(step, seat)


@handler
def give_card(step: Step, seat: Seat, action: act.GiveCard) -> None:
    """Hand over a card of the price."""
    offers.give_card(step, seat, action.card)


@handler
def infingardo(step: Step, seat: Seat, action: act.Infingardo) -> None:
    """Supply the replacement as the attacker."""
    offers.infingardo(step, seat, action.prod, action.role, action.card)


@handler
def decline_offer(step: Step, seat: Seat, action: act.DeclineOffer) -> None:
    """Make no offer."""
    resolution.after_offer_decision(step)


@handler
def accept_offer(step: Step, seat: Seat, action: act.AcceptOffer) -> None:
    """Accept an offer."""
    offers.accept_offer(step, seat, action.index)


# --- turn cards -------------------------------------------------------------------------
@handler
def play_turn_card(step: Step, seat: Seat, action: act.PlayTurnCard) -> None:
    """Play a turn-action card."""
    turn_cards.play_turn_card(
        step,
        seat,
        action.card,
        action.as_type,
        action.targets,
        action.mine,
        action.gold,
        action.public,
    )


@handler
def flop_title(step: Step, seat: Seat, action: act.FlopTitle) -> None:
    """Choose the flopped title."""
    turn_cards.flop_title(step, seat, action.opera)


@handler
def gossip_take(step: Step, seat: Seat, action: act.GossipTake) -> None:
    """Take an eligible discard (Foyer Gossip)."""
    turn_cards.gossip_take(step, seat, action.card)


@handler
def gossip_done(step: Step, seat: Seat, action: act.GossipDone) -> None:
    """Stop taking discards (Foyer Gossip)."""
    turn_cards.gossip_done(step, seat)


@handler
def fool_reaction(step: Step, seat: Seat, action: act.FoolReaction) -> None:
    """Use or keep The Fool against a turn card."""
    turn_cards.fool_reaction(step, seat, action.cancel)


@handler
def reveal_title(step: Step, seat: Seat, action: act.RevealTitle) -> None:
    """Show a season title (Press Conference)."""
    turn_cards.reveal_title(step, seat, action.opera)


# --- extra shows -----------------------------------------------------------------------
@handler
def begin_extra(step: Step, seat: Seat, action: act.BeginExtra) -> None:
    """Start an extra show."""
    extra_shows.begin_extra(step, seat, action.show)


@handler
def add_to_extra(step: Step, seat: Seat, action: act.AddToExtra) -> None:
    """Add a singer to the extra show."""
    extra_shows.add_to_extra(step, seat, action.card)


@handler
def confirm_extra(step: Step, seat: Seat, action: act.ConfirmExtra) -> None:
    """Stage the extra show."""
    extra_shows.confirm_extra(step, seat)


@handler
def abandon_extra(step: Step, seat: Seat, action: act.AbandonExtra) -> None:
    """Give up the extra show."""
    extra_shows.abandon_extra(step, seat)


HANDLERS: dict[type[Action], Handler[Any]] = {
    act.SetupSwap: setup_swap,
    act.Draw: draw,
    act.Discard: discard,
    act.Advertise: advertise,
    act.ChangeTitle: change_title,
    act.DiscardPrimaDonna: discard_prima_donna,
    act.EndTurn: end_turn,
    act.TimeUp: time_up,
    act.BeginDebut: begin_debut,
    act.Cast: cast,
    act.Attach: attach,
    act.CommitCover: commit_cover,
    act.SilenceRival: silence_rival,
    act.ConfirmDebut: confirm_debut,
    act.AbandonDebut: abandon_debut,
    act.RaiseCurtain: raise_curtain,
    act.Attack: attack,
    act.CompleteCast: complete_cast,
    act.EndUcSlot: end_uc_slot,
    act.Defend: defend,
    act.PassDefence: pass_defence,
    act.YieldDefence: yield_defence,
    act.Substitute: substitute,
    act.AcceptPostponement: accept_postponement,
    act.MakeOffer: make_offer,
    act.OfferAdd: offer_add,
    act.ConfirmOffer: confirm_offer,
    act.GiveCard: give_card,
    act.Infingardo: infingardo,
    act.DeclineOffer: decline_offer,
    act.AcceptOffer: accept_offer,
    act.PlayTurnCard: play_turn_card,
    act.FlopTitle: flop_title,
    act.GossipTake: gossip_take,
    act.GossipDone: gossip_done,
    act.FoolReaction: fool_reaction,
    act.RevealTitle: reveal_title,
    act.Reseat: reseat,
    act.BeginExtra: begin_extra,
    act.AddToExtra: add_to_extra,
    act.ConfirmExtra: confirm_extra,
    act.AbandonExtra: abandon_extra,
}
"""Every action kind and its handler (``rules.apply`` looks up ``HANDLERS[type(action)]``)."""
