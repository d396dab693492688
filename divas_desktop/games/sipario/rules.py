"""The Sipario! game object: protocol entry points over the engine modules."""

from __future__ import annotations

from functools import lru_cache
from typing import Any, ClassVar

from divas_desktop.core.game import Game
from divas_desktop.core.rng import Rng
from divas_desktop.core.types import Action, IllegalAction, Outcome, Seat, Transition

from . import actions as act
from . import engine as eng
from .config import SiparioConfig
from .data import load
from .legal import legal, seat_to_move
from .setup import initial
from .state import Effect, State
from .table import partner, take_from_hand

_SHUFFLES = ("sipario.ev.deck_regenerated", "sipario.ev.opera_deck_regenerated")


@lru_cache(maxsize=64)
def _config(items: tuple) -> SiparioConfig:
    return SiparioConfig(**dict(items))


class SiparioGame(Game[State]):
    """Sipario!: impresarios debut operas, sabotage rivals and chase notoriety."""

    game_id: ClassVar[str] = "sipario"
    min_seats: ClassVar[int] = 2
    max_seats: ClassVar[int] = 5
    config_type: ClassVar[type[SiparioConfig]] = SiparioConfig
    action_adapter = act.ADAPTER
    max_actions: ClassVar[int] = 500_000

    def __init__(self) -> None:
        self.data = load()

    # --- protocol -----------------------------------------------------------------
    def initial_state(self, config: SiparioConfig, seed: int) -> State:
        """Shuffle, remove cards for 2–3 players and deal the first seasons."""
        if config.team_play and config.seats != 4:
            raise IllegalAction("team_play_needs_four")
        state, _ = initial(self.data, config, seed)
        state.config = config.model_dump()
        return state

    def config_of(self, state: State) -> SiparioConfig:
        """The options stored in the state."""
        return _config(tuple(sorted(state.config.items())))

    def to_move(self, state: State) -> tuple[Seat, ...]:
        """The single seat that decides now (() when the match is over)."""
        seat = seat_to_move(state)
        return () if seat is None else (seat,)

    def legal_actions(self, state: State, seat: Seat) -> list[Action]:
        """Every legal action of ``seat``, in a deterministic order."""
        return legal(state, self.data, self.config_of(state), seat)

    def apply(self, state: State, seat: Seat, action: Action) -> Transition[State]:
        """Apply a legal action to a copy of the state."""
        new = state.clone()
        ctx = eng.Ctx(self.data, self.config_of(state), new)
        _dispatch(ctx, seat, action)
        if any(e.kind in _SHUFFLES for e in ctx.events):
            ctx.revealed.update(range(new.seats))  # a reshuffle cannot be undone
        return Transition(state=new, events=ctx.events, revealed_to=frozenset(ctx.revealed))

    def outcome(self, state: State) -> Outcome | None:
        """Final notoriety, itemised, with the winners (SIP-017…020)."""
        from .scoring_outcome import outcome

        return outcome(state, self.config_of(state))

    def player_view(self, state: State, seat: Seat | None) -> Any:
        """What ``seat`` may see."""
        from .views import player_view

        return player_view(state, self.data, self.config_of(state), seat)

    def explain_refusal(self, state: State, seat: Seat, action: Action) -> IllegalAction:
        """A specific reason for a refused action."""
        from .views import refusal_reason

        return refusal_reason(state, self.data, self.config_of(state), seat, action)

    def secrets(self, state: State) -> dict[Seat | None, set[str]]:
        """Hand and season cards only their holder may see; deck and blind cards for nobody."""
        from .views import secrets

        return secrets(state, self.data)

    def invariants(self, state: State) -> list[str]:
        """Card conservation across all piles; gold, PN and markers never negative."""
        from .views import invariants

        return invariants(state, self.data)

    def bot_action(self, state: State, seat: Seat, seed: int) -> Action:
        """A sensible computer move, deterministic in ``seed``."""
        from .bots import bot_action

        return bot_action(self, state, seat, seed)

    def random_action(self, state: State, seat: Seat, rng: Rng) -> Action:
        """A random legal action, biased towards progress so random games end sooner."""
        from .bots import smart_choice

        legal_now = self.legal_actions(state, seat)
        if rng.below(10) < 9:
            choice = smart_choice(self, state, seat, [a for a in legal_now if a.kind != "time_up"])
            if choice is not None and choice in legal_now:
                return choice
        return rng.choice(legal_now)

    def default_config(self, seats: int) -> SiparioConfig:
        """Target 25 PN, Prime donne on, no optional rule."""
        return SiparioConfig(seats=seats)

    def public_scores(self, state: State) -> dict[int, int]:
        """Notoriety points on the public track."""
        return {seat: player.pn for seat, player in enumerate(state.players)}


def _dispatch(c: eng.Ctx, seat: int, a: Action) -> None:
    s = c.s
    kind = a.kind
    if kind == "setup_swap":
        eng.setup_swap(c, seat, a)
    elif kind == "draw":
        eng.do_draw(c, seat, a)
    elif kind == "discard":
        eng.do_discard(c, seat, a)
    elif kind == "advertise":
        eng.advertise(c, seat)
    elif kind == "change_title":
        eng.change_title(c, seat, a.opera)
    elif kind == "discard_prima_donna":
        eng.discard_pd(c, seat, a.card)
    elif kind == "end_turn":
        eng.finish_turn(c)
    elif kind == "time_up":
        eng.time_up(c)
    elif kind == "begin_debut":
        eng.begin_debut(c, seat, a.opera)
    elif kind == "cast":
        eng.place(c, s.staging[-1], seat, a.card, a.role, a.enabler, a.enabler_type, a.travesti)
    elif kind == "attach":
        _attach(c, seat, a)
    elif kind == "commit_cover":
        prod = s.staging[-1]
        take_from_hand(s, seat, a.card)
        prod.covers.append(a.card)
        c.ev("cover_committed", player=seat, card=a.card)
    elif kind == "silence_rival":
        prod = s.staging[-1]
        prod.silenced.append(a.seat)
        prod.amica_used = True
        c.ev("silenced", player=seat, victim=a.seat)
    elif kind == "confirm_debut":
        eng.confirm_debut(c, seat)
    elif kind == "abandon_debut":
        eng.abandon_debut(c, seat)
    elif kind == "raise_curtain":
        s.played = True
        eng.raise_curtain(c, seat)
    elif kind == "attack":
        eng.do_attack(c, seat, a)
    elif kind == "complete_cast":
        eng.complete_cast(c, seat, a)
    elif kind == "end_uc_slot":
        eng.end_uc_slot(c, seat)
    elif kind == "defend":
        eng.do_defend(c, seat, a)
    elif kind == "pass_defence":
        c.ev("no_defence", player=seat)
        eng.next_slot(c)
    elif kind == "yield_defence":
        s.uc.defender = partner(c.config, seat)
        c.ev("defence_yielded", player=seat, to=s.uc.defender)
    elif kind == "substitute":
        eng.substitute(c, seat, a)
    elif kind == "accept_postponement":
        eng.accept_postponement(c, seat, a)
    elif kind == "make_offer":
        eng.make_offer(c, seat, a)
    elif kind == "infingardo":
        eng.infingardo(c, seat, a)
    elif kind == "offer_add":
        eng.offer_add(c, seat, a.item)
    elif kind == "confirm_offer":
        eng.confirm_offer(c, seat)
    elif kind == "give_card":
        eng.give_card(c, seat, a.card)
    elif kind == "decline_offer":
        eng.after_offer_decision(c)
    elif kind == "accept_offer":
        eng.accept_offer(c, seat, a.index)
    elif kind == "play_turn_card":
        eng.play_turn_card(c, seat, a)
    elif kind == "flop_title":
        eng.flop_title(c, seat, a.opera)
    elif kind == "gossip_take":
        eng.gossip_take(c, seat, a.card)
    elif kind == "gossip_done":
        eng.gossip_done(c, seat)
    elif kind == "fool_reaction":
        eng.fool_reaction(c, seat, a.cancel)
    elif kind == "reveal_title":
        eng.reveal_title(c, seat, a.opera)
    elif kind == "reseat":
        eng.reseat(c, seat, a.order)
    elif kind == "begin_extra":
        eng.begin_extra(c, seat, a.show)
    elif kind == "add_to_extra":
        take_from_hand(s, seat, a.card)
        s.extra["cards"].append(a.card)
    elif kind == "confirm_extra":
        s.played = True
        eng.confirm_extra(c, seat)
    elif kind == "abandon_extra":
        eng.abandon_extra(c, seat)
    else:  # pragma: no cover - the adapter only parses known kinds
        raise IllegalAction("illegal_move")


def _attach(c: eng.Ctx, seat: int, a: act.Attach) -> None:
    s = c.s
    take_from_hand(s, seat, a.card)
    if s.phase == "extra":
        s.extra["effects"].append([a.card, a.as_type, a.role])
        return
    prod = s.staging[-1]
    group = 1 + max((e.group for e in prod.effects), default=0)
    if a.as_type == "stagehands_strike":
        prod.silenced.append(a.seat)  # SIP-186
    prod.effects.append(
        Effect(card=a.card, type=a.as_type, by=seat, role=a.role, gold=a.gold, group=group)
    )
    c.ev("card_attached", player=seat, type=a.as_type, role=a.role)


GAME = SiparioGame()
