"""A tiny game that proves the framework before (and besides) the real games.

"High card": two seats, a shuffled deck of ten numbered cards, three in each hand.
Each round both seats secretly pick a card at the same time; once both have picked,
the cards are revealed, the higher scores a point and both draw a card. The game ends
when the hands are empty.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter

from divas_desktop.core.bots import redeal
from divas_desktop.core.game import Game, GameConfig
from divas_desktop.core.rng import Rng
from divas_desktop.core.types import Action, Event, IllegalAction, Outcome, ScoreLine, Transition


class ToyConfig(GameConfig):
    """Options of the toy game."""

    seats: int = 2
    hand_size: int = Field(3, ge=1, le=4, description="Cards in hand")


class Pick(Action):
    """Secretly choose the card to play this round."""

    kind: Literal["pick"] = "pick"
    card: str


ToyAction = Annotated[Pick, Field(discriminator="kind")]


class ToyState(BaseModel):
    """The full truth of the toy game."""

    model_config = ConfigDict(frozen=True)
    deck: tuple[str, ...]
    hands: tuple[tuple[str, ...], ...]
    picks: tuple[str | None, ...]
    points: tuple[int, ...]
    rng: int


class ToyView(BaseModel):
    """What one seat sees."""

    my_hand: tuple[str, ...] | None
    hand_sizes: tuple[int, ...]
    picked: tuple[bool, ...]
    points: tuple[int, ...]
    deck_size: int


def _value(card: str) -> int:
    return int(card.rsplit(".", 1)[1])


class ToyGame(Game[ToyState]):
    """High card for two."""

    game_id = "toy"
    min_seats = 2
    max_seats = 2
    config_type = ToyConfig
    action_adapter = TypeAdapter(ToyAction)
    max_actions = 20

    def initial_state(self, config: GameConfig, seed: int) -> ToyState:
        rng = Rng.from_seed(seed, "toy")
        deck = rng.shuffled([f"toy.{n}" for n in range(1, 11)])
        size = config.hand_size  # type: ignore[attr-defined]
        hands = (tuple(deck[:size]), tuple(deck[size : 2 * size]))
        return ToyState(
            deck=tuple(deck[2 * size :]),
            hands=hands,
            picks=(None, None),
            points=(0, 0),
            rng=rng.state,
        )

    def to_move(self, state: ToyState) -> tuple[int, ...]:
        return tuple(s for s in (0, 1) if state.hands[s] and state.picks[s] is None)

    def legal_actions(self, state: ToyState, seat: int) -> list[Action]:
        if seat not in self.to_move(state):
            return []
        return [Pick(card=c) for c in sorted(state.hands[seat], key=_value)]

    def explain_refusal(self, state: ToyState, seat: int, action: Action) -> IllegalAction:
        return IllegalAction("toy.not_in_hand")

    def apply(self, state: ToyState, seat: int, action: Action) -> Transition:
        if not self.is_legal(state, seat, action):
            raise self.refused(state, seat, action)
        assert isinstance(action, Pick)
        hands = list(state.hands)
        hands[seat] = tuple(c for c in hands[seat] if c != action.card)
        picks = list(state.picks)
        picks[seat] = action.card
        events = [Event(kind="toy.picked", params={"seat": seat})]
        events.append(
            Event(kind="toy.picked_card", params={"card": action.card}, visible_to=(seat,))
        )
        revealed: frozenset[int] = frozenset()
        points = list(state.points)
        deck = list(state.deck)
        if all(p is not None for p in picks):
            a, b = (_value(p) for p in picks)  # type: ignore[arg-type]
            if a != b:
                points[0 if a > b else 1] += 1
            events.append(Event(kind="toy.revealed", params={"cards": list(picks)}))
            picks = [None, None]
            for s in (0, 1):
                if deck:
                    hands[s] = hands[s] + (deck.pop(0),)
            revealed = frozenset({0, 1})
        new = state.model_copy(
            update={
                "hands": tuple(hands),
                "picks": tuple(picks),
                "points": tuple(points),
                "deck": tuple(deck),
            }
        )
        return Transition(state=new, events=events, revealed_to=revealed)

    def outcome(self, state: ToyState) -> Outcome | None:
        if self.to_move(state):
            return None
        best = max(state.points)
        return Outcome(
            scores={s: state.points[s] for s in (0, 1)},
            breakdown={
                s: [ScoreLine(label="toy.rounds_won", points=state.points[s])] for s in (0, 1)
            },
            winners=tuple(s for s in (0, 1) if state.points[s] == best),
        )

    def player_view(self, state: ToyState, seat: int | None) -> ToyView:
        return ToyView(
            my_hand=state.hands[seat] if seat is not None else None,
            hand_sizes=tuple(len(h) for h in state.hands),
            picked=tuple(p is not None for p in state.picks),
            points=state.points,
            deck_size=len(state.deck),
        )

    def secrets(self, state: ToyState) -> dict[int | None, set[str]]:
        out: dict[int | None, set[str]] = {
            s: set(state.hands[s]) | ({state.picks[s]} if state.picks[s] else set()) for s in (0, 1)
        }
        out[None] = set(state.deck)
        return out

    def determinize(self, state: ToyState, seat: int, memory: object, rng: Rng) -> ToyState:
        """The rival's hand and pick and the deck dealt again (see core/bots.py)."""
        rival = 1 - seat
        pick = state.picks[rival]
        hidden = [*state.hands[rival], *([pick] if pick else []), *state.deck]
        dealt = redeal(["card"] * len(hidden), [("card", card) for card in hidden], rng)
        size = len(state.hands[rival])
        hands = list(state.hands)
        hands[rival] = tuple(dealt[:size])
        picks = list(state.picks)
        if pick:
            picks[rival] = dealt[size]
        deck = tuple(dealt[size + (1 if pick else 0) :])
        return state.model_copy(
            update={"hands": tuple(hands), "picks": tuple(picks), "deck": deck, "rng": 0}
        )

    def invariants(self, state: ToyState) -> list[str]:
        cards = list(state.deck) + [c for h in state.hands for c in h]
        cards += [p for p in state.picks if p]
        played = 10 - len(cards)
        return [] if played % 2 == 0 and len(set(cards)) == len(cards) else ["cards lost"]


GAME = ToyGame()
