"""The Turandot rules engine: setup, turn order, legal actions, apply and outcome."""

from __future__ import annotations

from typing import Any

from divas_desktop.core.game import Game, GameConfig
from divas_desktop.core.rng import Rng
from divas_desktop.core.types import Action, Event, IllegalAction, Outcome, Seat, Transition

from . import hiring
from .actions import (
    ACTION_ADAPTER,
    AddToBid,
    AssignRole,
    ChooseFirer,
    ConfirmBid,
    ConfirmCast,
    FireDirector,
    GiveUnderstudy,
    TakeBackFromBid,
)
from .bots import bot_action
from .checks import broken_invariants
from .config import TurandotConfig
from .data import ROLES, directors, singer_ids
from .outcome import final_outcome
from .refusals import explain
from .state import TurandotState, card_type, evolve, hand_order
from .views import player_view

CONFIRM_BID = ConfirmBid()
CONFIRM_CAST = ConfirmCast()


class TurandotGame(Game[TurandotState]):
    """Turandot, the casting card game (2-5 players, 7 rounds, secret simultaneous bids)."""

    game_id = "turandot"
    min_seats = 2
    max_seats = 5
    config_type = TurandotConfig
    action_adapter = ACTION_ADAPTER
    max_actions = 5_000

    # --- set-up ---------------------------------------------------------------------
    def initial_state(self, config: GameConfig, seed: int) -> TurandotState:
        """Deal the player cards, shuffle the singers and reveal the first casting call."""
        assert isinstance(config, TurandotConfig)
        rng = Rng.from_seed(seed, "turandot")
        deck = tuple(rng.shuffled(list(singer_ids(config.deck))))  # TUR-014
        puccini = config.first_maestro - 1 if config.first_maestro else rng.below(config.seats)
        state = TurandotState(
            seats=config.seats,
            deck_kind=config.deck,
            role_order=config.role_order,
            round=1,
            phase="bidding",
            puccini=puccini,
            companies=tuple(hiring.new_company(s, config.seats) for s in range(config.seats)),
            deck=deck,
            casting=(None,) * 6,
            director_pile=tuple(directors()),
            rng=rng.state,
        )
        return hiring.casting_call(state)[0]

    # --- whose move -------------------------------------------------------------------
    def to_move(self, state: TurandotState) -> tuple[Seat, ...]:
        """Unbid seats while bidding; the Puccini holder or firer in between; unconfirmed
        casts in the final scene; nobody once the game is over."""
        phase = state.phase
        if phase == "bidding":
            return tuple(s for s, c in enumerate(state.companies) if not c.has_bid)
        if phase in ("understudies", "choose_firer"):
            return (state.puccini,)
        if phase == "fire_director":
            assert state.firer is not None
            return (state.firer,)
        if phase == "final":
            return tuple(s for s, c in enumerate(state.companies) if not c.cast_confirmed)
        return ()

    def legal_actions(self, state: TurandotState, seat: Seat) -> list[Action]:
        """Return the legal actions of ``seat`` in a fixed order."""
        if seat not in self.to_move(state):
            return []
        phase = state.phase
        if phase == "bidding":
            return self._bidding_actions(state, seat)
        if phase == "understudies":
            remaining = [c for c in state.casting if c is not None]
            return [
                GiveUnderstudy(player=p, card=c) for p in state.needs_understudy for c in remaining
            ]
        if phase == "choose_firer":
            return [ChooseFirer(player=p) for p in state.clockwise(state.puccini)[1:]]
        if phase == "fire_director":
            return [FireDirector(director=d) for d in state.director_pile]
        cast = state.companies[seat].cast
        actions: list[Action] = [
            AssignRole(singer=singer, role=role)
            for singer in cast
            for role, holder in zip(ROLES, cast, strict=True)
            if holder != singer
        ]
        actions.append(CONFIRM_CAST)
        return actions

    @staticmethod
    def _bidding_actions(state: TurandotState, seat: Seat) -> list[Action]:
        company = state.companies[seat]
        has_number = any(card_type(c) == "number" for c in company.bid)
        actions: list[Action] = [
            AddToBid(card=c) for c in company.hand if not (has_number and card_type(c) == "number")
        ]
        actions += [TakeBackFromBid(card=c) for c in company.bid]
        if hiring.is_legal_bid(company.bid):
            actions.append(CONFIRM_BID)
        return actions

    def explain_refusal(self, state: TurandotState, seat: Seat, action: Action) -> IllegalAction:
        """Give the specific reason an action is refused."""
        return explain(state, seat, action)

    # --- apply ------------------------------------------------------------------------
    def apply(self, state: TurandotState, seat: Seat, action: Action) -> Transition[Any]:
        """Apply a legal action; raise :class:`IllegalAction` for an illegal one."""
        if action not in self.legal_actions(state, seat):
            raise self.refusal(state, seat, action) or IllegalAction("illegal_move")
        everyone = frozenset(range(state.seats))
        if isinstance(action, AddToBid | TakeBackFromBid):
            company = state.companies[seat]
            if isinstance(action, AddToBid):
                hand = tuple(c for c in company.hand if c != action.card)
                bid = hand_order(company.bid + (action.card,))
                kind = "turandot.card_added_to_bid"
            else:
                hand = hand_order(company.hand + (action.card,))
                bid = tuple(c for c in company.bid if c != action.card)
                kind = "turandot.card_taken_back"
            event = Event(
                kind=kind, params={"player": seat, "card": action.card}, visible_to=(seat,)
            )
            return Transition(state=state.with_company(seat, hand=hand, bid=bid), events=[event])
        revealed: frozenset[Seat] = frozenset()
        if isinstance(action, ConfirmBid):
            state = state.with_company(seat, has_bid=True)
            events = [Event(kind="turandot.bid_confirmed", params={"player": seat})]
            if all(c.has_bid for c in state.companies):
                state, more = hiring.resolve_bids(state)  # TUR-028: all revealed at once
                events += more
                revealed = everyone
        elif isinstance(action, GiveUnderstudy):
            state, events = hiring.give_understudy(state, action.player, action.card)
        elif isinstance(action, ChooseFirer):
            state = evolve(state, phase="fire_director", firer=action.player)
            events = [
                Event(
                    kind="turandot.firer_chosen", params={"player": seat, "target": action.player}
                )
            ]
        elif isinstance(action, FireDirector):
            state, events = hiring.fire_director(state, action.director)
        elif isinstance(action, AssignRole):
            return Transition(state=self._assign(state, seat, action))
        else:
            state = state.with_company(seat, cast_confirmed=True)
            events = [Event(kind="turandot.cast_confirmed", params={"player": seat})]
            if all(c.cast_confirmed for c in state.companies):
                state = evolve(state, phase="over")
        # A new casting call draws from the deck: everybody learns new cards.
        if any(e.kind in hiring.DRAW_EVENTS for e in events):
            revealed = everyone
        if state.phase == "over":
            events += self._final_events(state)
        return Transition(state=state, events=events, revealed_to=revealed)

    @staticmethod
    def _assign(state: TurandotState, seat: Seat, action: AssignRole) -> TurandotState:
        cast = list(state.companies[seat].cast)
        source, target = cast.index(action.singer), ROLES.index(action.role)
        cast[source], cast[target] = cast[target], cast[source]
        return state.with_company(seat, cast=tuple(cast))

    def _final_events(self, state: TurandotState) -> list[Event]:
        outcome = self.outcome(state)
        assert outcome is not None
        events = [
            Event(kind="turandot.final_score", params={"player": s, "score": p})
            for s, p in outcome.scores.items()
        ]
        if len(outcome.winners) > 1:
            events.append(
                Event(kind="turandot.shared_victory", params={"players": list(outcome.winners)})
            )
        else:
            events.append(Event(kind="turandot.winner", params={"player": outcome.winners[0]}))
        return events

    # --- end ----------------------------------------------------------------------------
    def outcome(self, state: TurandotState) -> Outcome | None:
        """Return the scores once every cast is confirmed (TUR-061..069)."""
        if state.phase != "over":
            return None
        return final_outcome(state)

    # --- views, secrets and checks --------------------------------------------------------
    def player_view(self, state: TurandotState, seat: Seat | None) -> Any:
        """Return what ``seat`` may see (``None``: a spectator)."""
        return player_view(self, state, seat)

    def secrets(self, state: TurandotState) -> dict[Seat | None, set[str]]:
        """Hands and bids belong to their owner; the singer deck is hidden from all."""
        hidden: dict[Seat | None, set[str]] = {
            seat: set(c.hand) | set(c.bid) for seat, c in enumerate(state.companies)
        }
        hidden[None] = set(state.deck)
        return hidden

    def invariants(self, state: TurandotState) -> list[str]:
        """Check card conservation and counts."""
        return broken_invariants(state)

    def bot_action(self, state: TurandotState, seat: Seat, seed: int) -> Action:
        """Let the computer choose for ``seat``."""
        return bot_action(state, seat, seed)

    def random_action(self, state: TurandotState, seat: Seat, rng: Rng) -> Action:
        """A random player that favours progress: it confirms bids and casts half the time."""
        legal = self.legal_actions(state, seat)
        if legal[-1] in (CONFIRM_BID, CONFIRM_CAST) and rng.below(2) == 0:
            return legal[-1]
        forward = [a for a in legal if not isinstance(a, TakeBackFromBid)]
        if len(forward) < len(legal) and rng.below(4) != 0:
            legal = forward
        return rng.choice(legal)


GAME = TurandotGame()
"""The registered Turandot game object."""
