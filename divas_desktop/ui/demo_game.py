""" "Prima Donna", a tiny hidden-hand card game used for screenshots and UI tests.

Qt-free. It exists so the application shell, the board framework and the privacy
curtain can be shown and tested before the real engines land; it is registered only
by ``write_screenshots`` (when no real game is available) and by the UI tests.

Rules: each seat holds a few arias (cards 1..9, hidden from the others). In turn, a
seat sings an aria on the stage (it must be at least as strong as the top one) or
sends one to the wings, or passes when it has nothing to sing. The game ends when the
hands are empty; each seat scores its arias on stage (+2 encore for the last one).
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter

from divas_desktop.core.game import Game, GameConfig
from divas_desktop.core.rng import Rng
from divas_desktop.core.types import Action, Event, IllegalAction, Outcome, ScoreLine, Seat

GAME_ID = "demo"


class DemoConfig(GameConfig):
    """Options of Prima Donna."""

    hand_size: int = Field(3, ge=2, le=5, description="Cards in hand")
    encore: bool = Field(True, description="Encore bonus for the last aria")
    tempo: Literal["andante", "allegro"] = Field("andante", description="Tempo")


class SingAria(Action):
    """Put a card from the hand on the stage or in the wings."""

    kind: Literal["sing"] = "sing"
    card: str
    zone: Literal["stage", "wings"]


class Pass(Action):
    """Give up the turn (only when no aria can go on stage)."""

    kind: Literal["pass"] = "pass"


DemoAction = Annotated[SingAria | Pass, Field(discriminator="kind")]


class DemoState(BaseModel):
    """The whole truth of a Prima Donna table."""

    model_config = ConfigDict(frozen=True)
    hands: tuple[tuple[str, ...], ...]
    stage: tuple[tuple[Seat, str], ...] = ()
    wings: tuple[tuple[Seat, str], ...] = ()
    turn: Seat = 0
    passes: int = 0
    encore: bool = True


class DemoView(BaseModel):
    """What one seat sees: its own hand, the others' hand sizes, the stage and wings."""

    seat: Seat | None
    hand: tuple[str, ...]
    hand_counts: tuple[int, ...]
    stage: tuple[tuple[Seat, str], ...]
    wings: tuple[tuple[Seat, str | None], ...]
    turn: Seat | None


def card_value(card: str) -> int:
    """Return the strength of an aria card id such as ``"demo.7b"``."""
    return int(card.split(".")[1][:-1])


class DemoGame(Game[DemoState]):
    """The Prima Donna rules as pure functions."""

    game_id = GAME_ID
    min_seats = 2
    max_seats = 4
    config_type = DemoConfig
    action_adapter = TypeAdapter(DemoAction)
    max_actions = 200

    def initial_state(self, config: GameConfig, seed: int) -> DemoState:
        """Deal the hands from a shuffled deck."""
        assert isinstance(config, DemoConfig)
        deck = [f"demo.{v}{s}" for v in range(1, 10) for s in "ab"]
        rng = Rng.from_seed(seed, GAME_ID)
        rng.shuffle(deck)
        size = config.hand_size
        hands = tuple(
            tuple(sorted(deck[i * size : (i + 1) * size], key=card_value))
            for i in range(config.seats)
        )
        return DemoState(hands=hands, encore=config.encore)

    def to_move(self, state: DemoState) -> tuple[Seat, ...]:
        """Return the seat in turn, or () when every hand is empty."""
        if not any(state.hands) or state.passes >= len(state.hands):
            return ()
        return (state.turn,)

    def _top(self, state: DemoState) -> int:
        return card_value(state.stage[-1][1]) if state.stage else 0

    def legal_actions(self, state: DemoState, seat: Seat) -> list[Action]:
        """Stage arias at least as strong as the top, any aria to the wings, or pass."""
        if seat not in self.to_move(state):
            return []
        hand = state.hands[seat]
        top = self._top(state)
        actions: list[Action] = [
            SingAria(card=c, zone="stage") for c in hand if card_value(c) >= top
        ]
        actions += [SingAria(card=c, zone="wings") for c in hand]
        if not hand:
            actions.append(Pass())
        return actions

    def explain_refusal(self, state: DemoState, seat: Seat, action: Action) -> IllegalAction:
        """Say why a sung aria is refused."""
        if isinstance(action, SingAria):
            if action.card not in state.hands[seat]:
                return IllegalAction("demo.not_in_hand")
            return IllegalAction("demo.too_low", top=self._top(state))
        return IllegalAction("illegal_move")

    def apply(self, state: DemoState, seat: Seat, action: Action):
        """Move the card and pass the turn to the next seat holding cards."""
        from divas_desktop.core.types import Transition

        hands = list(state.hands)
        stage, wings, passes = state.stage, state.wings, 0
        if isinstance(action, SingAria):
            hands[seat] = tuple(c for c in hands[seat] if c != action.card)
            if action.zone == "stage":
                stage = stage + ((seat, action.card),)
                events = [
                    Event(
                        kind="demo.card_staged",
                        params={
                            "seat": seat,
                            "card": action.card,
                            "value": card_value(action.card),
                        },
                    )
                ]
            else:
                wings = wings + ((seat, action.card),)
                events = [
                    Event(
                        kind="demo.card_to_wings",
                        params={
                            "seat": seat,
                            "card": action.card,
                            "value": card_value(action.card),
                        },
                        visible_to=(seat,),
                    )
                ]
        else:
            passes = state.passes + 1
            events = [Event(kind="demo.passed", params={"seat": seat})]
        turn = (seat + 1) % len(hands)
        new = state.model_copy(
            update={
                "hands": tuple(hands),
                "stage": stage,
                "wings": wings,
                "turn": turn,
                "passes": passes,
            }
        )
        return Transition(state=new, events=events)

    def redact_event(self, event: Event, seat: Seat | None) -> Event | None:
        """Others learn that a card went to the wings, not which."""
        if event.visible_to is None or (seat is not None and seat in event.visible_to):
            return event
        return Event(kind="demo.card_to_wings.hidden", params={"seat": event.params["seat"]})

    def outcome(self, state: DemoState) -> Outcome | None:
        """Score the arias on stage; ties go to the strongest single aria."""
        if self.to_move(state):
            return None
        seats = range(len(state.hands))
        breakdown: dict[Seat, list[ScoreLine]] = {}
        for seat in seats:
            mine = [card_value(c) for s, c in state.stage if s == seat]
            lines = [
                ScoreLine(label="demo.score.arias", points=sum(mine), params={"count": len(mine)})
            ]
            if state.encore and state.stage and state.stage[-1][0] == seat:
                lines.append(ScoreLine(label="demo.score.encore", points=2))
            breakdown[seat] = lines
        scores = {seat: sum(line.points for line in breakdown[seat]) for seat in seats}
        best = max(scores.values())
        leaders = [s for s in seats if scores[s] == best]
        tie_break = None
        if len(leaders) > 1:

            def strongest(seat: Seat) -> int:
                return max((card_value(c) for s, c in state.stage if s == seat), default=0)

            top = max(strongest(s) for s in leaders)
            leaders = [s for s in leaders if strongest(s) == top]
            tie_break = "demo.tie.strongest" if len(leaders) == 1 else "tie_break.shared"
        return Outcome(
            scores=scores, breakdown=breakdown, winners=tuple(leaders), tie_break=tie_break
        )

    def player_view(self, state: DemoState, seat: Seat | None) -> DemoView:
        """Hide the other hands and the cards others sent to the wings."""
        return DemoView(
            seat=seat,
            hand=state.hands[seat] if seat is not None else (),
            hand_counts=tuple(len(h) for h in state.hands),
            stage=state.stage,
            wings=tuple((s, c if s == seat else None) for s, c in state.wings),
            turn=self.to_move(state)[0] if self.to_move(state) else None,
        )

    def secrets(self, state: DemoState) -> dict[Seat | None, set[str]]:
        """Each hand is its holder's secret."""
        out: dict[Seat | None, set[str]] = {s: set(h) for s, h in enumerate(state.hands)}
        for s, c in state.wings:
            out.setdefault(s, set()).add(c)
        return out


GAME = DemoGame()
