""" "Prima Donna", a tiny hidden-hand card game behind the UI tests and the board README.

Qt-free. It exercises every piece of the board framework with real legal actions: a
drop that stands for two actions (sing plainly or with an encore: the drop chooser), a
two-step choice (dedicate an aria: the mood, then to whom), a payment in two goods that
must add up (hire the claque: the stepper panel), a multi-step drag (rehearse: move a
card along one's hand, one swap per step) and hidden information (hands, the wings).

Rules: each seat holds a few arias (cards 1..9, hidden from the others), 2 gold and 2
flowers. In turn, a seat

* sings an aria on the stage (at least as strong as the top one), optionally with an
  encore (1 gold, +2 applause);
* or sends an aria to the wings (face down to the others);
* or dedicates an aria to a player: tender (+1 applause to them) or fiery (1 flower,
  +2 applause to them);
* or passes, when its hand is empty.

Before that, once per game, it may hire the claque for 2 goods in any mix of gold and
flowers (+3 at the end), and it may rehearse: swap a hand card with its neighbour (up
to 3 swaps a turn; only the seat sees its hand's order). The game ends when the hands
are empty; each seat scores its arias on stage, +2 for the last one (encore bonus),
its applause and its claque.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter

from divas_desktop.core.game import Game, GameConfig
from divas_desktop.core.rng import Rng
from divas_desktop.core.types import (
    Action,
    Event,
    IllegalAction,
    Outcome,
    ScoreLine,
    Seat,
    Transition,
)

GAME_ID = "demo"
PRICES = {
    "encore_gold": 1,
    "encore_applause": 2,
    "tender_applause": 1,
    "fiery_flowers": 1,
    "fiery_applause": 2,
    "claque_cost": 2,
    "claque_bonus": 3,
}
"""What each move costs and brings (also in the view: boards show it, never compute it)."""
MAX_REHEARSALS = 3
START_GOLD = 2
START_FLOWERS = 2


class DemoConfig(GameConfig):
    """Options of Prima Donna."""

    hand_size: int = Field(3, ge=2, le=5, description="Cards in hand")
    encore: bool = Field(True, description="Encore bonus for the last aria")
    tempo: Literal["andante", "allegro"] = Field("andante", description="Tempo")


class SingAria(Action):
    """Put a card from the hand on the stage (maybe with an encore) or in the wings."""

    kind: Literal["sing"] = "sing"
    card: str
    zone: Literal["stage", "wings"]
    encore: bool = False


class Dedicate(Action):
    """Dedicate an aria to a player (tender or fiery)."""

    kind: Literal["dedicate"] = "dedicate"
    card: str
    mood: Literal["tender", "fiery"]
    to: Seat


class HireClaque(Action):
    """Pay the claque in gold and flowers (they add up to its cost)."""

    kind: Literal["hire_claque"] = "hire_claque"
    gold: int
    flowers: int


class Rehearse(Action):
    """Swap a hand card with its left (-1) or right (+1) neighbour."""

    kind: Literal["rehearse"] = "rehearse"
    card: str
    step: Literal[-1, 1]


class Pass(Action):
    """Give up the turn (only when no aria is left)."""

    kind: Literal["pass"] = "pass"


DemoAction = Annotated[
    SingAria | Dedicate | HireClaque | Rehearse | Pass, Field(discriminator="kind")
]


class DemoState(BaseModel):
    """The whole truth of a Prima Donna table."""

    model_config = ConfigDict(frozen=True)
    hands: tuple[tuple[str, ...], ...]
    stage: tuple[tuple[Seat, str, bool], ...] = ()
    """(singer, card, with an encore)."""
    wings: tuple[tuple[Seat, str], ...] = ()
    dedications: tuple[tuple[Seat, Seat, str, str], ...] = ()
    """(by, to, card, mood)."""
    gold: tuple[int, ...] = ()
    flowers: tuple[int, ...] = ()
    applause: tuple[int, ...] = ()
    claque: tuple[bool, ...] = ()
    turn: Seat = 0
    passes: int = 0
    rehearsals: int = 0
    """Swaps made in this turn."""
    encore: bool = True


class DemoView(BaseModel):
    """What one seat sees: its own hand, the others' hand sizes, the table, the purses."""

    seat: Seat | None
    hand: tuple[str, ...]
    hand_counts: tuple[int, ...]
    stage: tuple[tuple[Seat, str, bool], ...]
    wings: tuple[tuple[Seat, str | None], ...]
    dedications: tuple[tuple[Seat, Seat, str, str], ...]
    gold: tuple[int, ...]
    flowers: tuple[int, ...]
    applause: tuple[int, ...]
    claque: tuple[bool, ...]
    turn: Seat | None
    top: int
    """Strength an aria needs to go on stage."""
    prices: dict[str, int]
    rehearsals_left: int


def card_value(card: str) -> int:
    """Return the strength of an aria card id such as ``"demo.7b"``."""
    return int(card.split(".")[1][:-1])


def _replace(values: tuple, index: int, value) -> tuple:
    return values[:index] + (value,) + values[index + 1 :]


class DemoGame(Game[DemoState]):
    """The Prima Donna rules as pure functions."""

    game_id = GAME_ID
    min_seats = 2
    max_seats = 4
    config_type = DemoConfig
    action_adapter = TypeAdapter(DemoAction)
    max_actions = 400

    def initial_state(self, config: GameConfig, seed: int) -> DemoState:
        """Deal the hands from a shuffled deck; everyone gets 2 gold and 2 flowers."""
        assert isinstance(config, DemoConfig)
        deck = [f"demo.{v}{s}" for v in range(1, 10) for s in "ab"]
        rng = Rng.from_seed(seed, GAME_ID)
        rng.shuffle(deck)
        size, seats = config.hand_size, config.seats
        hands = tuple(
            tuple(sorted(deck[i * size : (i + 1) * size], key=card_value)) for i in range(seats)
        )
        return DemoState(
            hands=hands,
            encore=config.encore,
            gold=(START_GOLD,) * seats,
            flowers=(START_FLOWERS,) * seats,
            applause=(0,) * seats,
            claque=(False,) * seats,
        )

    def to_move(self, state: DemoState) -> tuple[Seat, ...]:
        """Return the seat in turn, or () when every hand is empty."""
        if not any(state.hands) or state.passes >= len(state.hands):
            return ()
        return (state.turn,)

    def _top(self, state: DemoState) -> int:
        return card_value(state.stage[-1][1]) if state.stage else 0

    def legal_actions(self, state: DemoState, seat: Seat) -> list[Action]:
        """Sing (stage, with or without encore; wings), dedicate, hire, rehearse, or pass."""
        if seat not in self.to_move(state):
            return []
        hand = state.hands[seat]
        top = self._top(state)
        actions: list[Action] = []
        for card in hand:
            if card_value(card) >= top:
                actions.append(SingAria(card=card, zone="stage"))
                if state.gold[seat] >= PRICES["encore_gold"]:
                    actions.append(SingAria(card=card, zone="stage", encore=True))
        actions += [SingAria(card=c, zone="wings") for c in hand]
        for card in hand:
            for to in range(len(state.hands)):
                actions.append(Dedicate(card=card, mood="tender", to=to))
                if state.flowers[seat] >= PRICES["fiery_flowers"]:
                    actions.append(Dedicate(card=card, mood="fiery", to=to))
        if not state.claque[seat]:
            cost = PRICES["claque_cost"]
            for gold in range(cost, -1, -1):
                if gold <= state.gold[seat] and cost - gold <= state.flowers[seat]:
                    actions.append(HireClaque(gold=gold, flowers=cost - gold))
        if state.rehearsals < MAX_REHEARSALS:
            for index, card in enumerate(hand):
                if index > 0:
                    actions.append(Rehearse(card=card, step=-1))
                if index < len(hand) - 1:
                    actions.append(Rehearse(card=card, step=1))
        if not hand:
            actions.append(Pass())
        return actions

    def explain_refusal(self, state: DemoState, seat: Seat, action: Action) -> IllegalAction:
        """Say why a move is refused."""
        card = getattr(action, "card", None)
        if card is not None and card not in state.hands[seat]:
            return IllegalAction("demo.not_in_hand")
        if isinstance(action, SingAria) and action.zone == "stage":
            return IllegalAction("demo.too_low", top=self._top(state))
        return IllegalAction("illegal_move")

    def apply(self, state: DemoState, seat: Seat, action: Action) -> Transition:
        """Play the move; singing, dedicating and passing hand the turn on (or refuse it)."""
        refusal = self.refusal(state, seat, action)
        if refusal is not None:
            raise refusal
        if isinstance(action, HireClaque):
            return Transition(
                state=state.model_copy(
                    update={
                        "gold": _replace(state.gold, seat, state.gold[seat] - action.gold),
                        "flowers": _replace(
                            state.flowers, seat, state.flowers[seat] - action.flowers
                        ),
                        "claque": _replace(state.claque, seat, True),
                    }
                ),
                events=[
                    Event(
                        kind="demo.claque_hired",
                        params={"seat": seat, "gold": action.gold, "flowers": action.flowers},
                    )
                ],
            )
        if isinstance(action, Rehearse):
            hand = list(state.hands[seat])
            index = hand.index(action.card)
            other = index + action.step
            hand[index], hand[other] = hand[other], hand[index]
            return Transition(
                state=state.model_copy(
                    update={
                        "hands": _replace(state.hands, seat, tuple(hand)),
                        "rehearsals": state.rehearsals + 1,
                    }
                ),
                events=[
                    Event(
                        kind="demo.rehearsed",
                        params={"seat": seat, "card": action.card},
                        visible_to=(seat,),
                    )
                ],
            )
        update: dict = {"passes": 0, "rehearsals": 0, "turn": (seat + 1) % len(state.hands)}
        hand = tuple(c for c in state.hands[seat] if c != getattr(action, "card", None))
        update["hands"] = _replace(state.hands, seat, hand)
        if isinstance(action, SingAria) and action.zone == "stage":
            update["stage"] = state.stage + ((seat, action.card, action.encore),)
            params = {"seat": seat, "card": action.card, "value": card_value(action.card)}
            events = [Event(kind="demo.card_staged", params=params)]
            if action.encore:
                update["gold"] = _replace(
                    state.gold, seat, state.gold[seat] - PRICES["encore_gold"]
                )
                update["applause"] = _replace(
                    state.applause, seat, state.applause[seat] + PRICES["encore_applause"]
                )
                events.append(Event(kind="demo.encore", params={"seat": seat}))
        elif isinstance(action, SingAria):
            update["wings"] = state.wings + ((seat, action.card),)
            params = {"seat": seat, "card": action.card, "value": card_value(action.card)}
            events = [Event(kind="demo.card_to_wings", params=params, visible_to=(seat,))]
        elif isinstance(action, Dedicate):
            gain = PRICES["tender_applause" if action.mood == "tender" else "fiery_applause"]
            if action.mood == "fiery":
                update["flowers"] = _replace(
                    state.flowers, seat, state.flowers[seat] - PRICES["fiery_flowers"]
                )
            update["applause"] = _replace(
                state.applause, action.to, state.applause[action.to] + gain
            )
            update["dedications"] = state.dedications + (
                (seat, action.to, action.card, action.mood),
            )
            events = [
                Event(
                    kind=f"demo.dedicated.{action.mood}",
                    params={"player": seat, "target": action.to, "card": action.card},
                    subject=action.to,
                )
            ]
        else:
            update["passes"] = state.passes + 1
            events = [Event(kind="demo.passed", params={"seat": seat})]
        return Transition(state=state.model_copy(update=update), events=events)

    def redact_event(self, event: Event, seat: Seat | None) -> Event | None:
        """Others learn that a card went to the wings, not which; rehearsals stay private."""
        if event.visible_to is None or (seat is not None and seat in event.visible_to):
            return event
        if event.kind == "demo.rehearsed":
            return None
        return Event(kind="demo.card_to_wings.hidden", params={"seat": event.params["seat"]})

    def outcome(self, state: DemoState) -> Outcome | None:
        """Score the arias on stage, applause and claques; ties go to the strongest aria."""
        if self.to_move(state):
            return None
        seats = range(len(state.hands))
        breakdown: dict[Seat, list[ScoreLine]] = {}
        for seat in seats:
            mine = [card_value(c) for s, c, _e in state.stage if s == seat]
            lines = [
                ScoreLine(label="demo.score.arias", points=sum(mine), params={"count": len(mine)})
            ]
            if state.encore and state.stage and state.stage[-1][0] == seat:
                lines.append(ScoreLine(label="demo.score.encore", points=2))
            if state.applause[seat]:
                lines.append(ScoreLine(label="demo.score.applause", points=state.applause[seat]))
            if state.claque[seat]:
                lines.append(ScoreLine(label="demo.score.claque", points=PRICES["claque_bonus"]))
            breakdown[seat] = lines
        scores = {seat: sum(line.points for line in breakdown[seat]) for seat in seats}
        best = max(scores.values())
        leaders = [s for s in seats if scores[s] == best]
        tie_break = None
        if len(leaders) > 1:

            def strongest(seat: Seat) -> int:
                return max((card_value(c) for s, c, _e in state.stage if s == seat), default=0)

            top = max(strongest(s) for s in leaders)
            leaders = [s for s in leaders if strongest(s) == top]
            tie_break = "demo.tie.strongest" if len(leaders) == 1 else "tie_break.shared"
        return Outcome(
            scores=scores, breakdown=breakdown, winners=tuple(leaders), tie_break=tie_break
        )

    def player_view(self, state: DemoState, seat: Seat | None) -> DemoView:
        """Hide the other hands (and their order) and the cards others sent to the wings."""
        to_move = self.to_move(state)
        return DemoView(
            seat=seat,
            hand=state.hands[seat] if seat is not None else (),
            hand_counts=tuple(len(h) for h in state.hands),
            stage=state.stage,
            wings=tuple((s, c if s == seat else None) for s, c in state.wings),
            dedications=state.dedications,
            gold=state.gold,
            flowers=state.flowers,
            applause=state.applause,
            claque=state.claque,
            turn=to_move[0] if to_move else None,
            top=self._top(state),
            prices=dict(PRICES),
            rehearsals_left=MAX_REHEARSALS - state.rehearsals if seat == state.turn else 0,
        )

    def secrets(self, state: DemoState) -> dict[Seat | None, set[str]]:
        """Each hand is its holder's secret."""
        out: dict[Seat | None, set[str]] = {s: set(h) for s, h in enumerate(state.hands)}
        for s, c in state.wings:
            out.setdefault(s, set()).add(c)
        return out


GAME = DemoGame()
