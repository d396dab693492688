"""The full truth of a Turandot match, hidden cards included (immutable dataclasses)."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Any, Literal, TypeVar

Phase = Literal["bidding", "understudies", "choose_firer", "fire_director", "final", "over"]
MONEY_CARDS = 3
T = TypeVar("T")


def evolve(record: T, **changes: Any) -> T:
    """Return a copy of a frozen dataclass with some fields changed.

    A fast ``dataclasses.replace``: states are copied on every action.
    """
    fields = record.__dict__
    merged = {**fields, **changes}
    assert len(merged) == len(fields), set(changes) - set(fields)  # no unknown field
    copy = object.__new__(type(record))
    object.__setattr__(copy, "__dict__", merged)
    return copy


def number_card(seat: int, number: int) -> str:
    """Return the id of a player's number card."""
    return f"tur.p{seat}.n{number}"


def money_card(seat: int, index: int) -> str:
    """Return the id of a player's money card (index 1..3)."""
    return f"tur.p{seat}.m{index}"


def bluff_card(seat: int) -> str:
    """Return the id of a player's bluff card."""
    return f"tur.p{seat}.bluff"


def summary_card(seat: int) -> str:
    """Return the id of a player's summary card (always face up in front of him)."""
    return f"tur.p{seat}.summary"


@cache
def player_cards(seat: int) -> tuple[str, ...]:
    """Return the 11 cards of a player's colour (TUR-004, TUR-010)."""
    return (
        *(number_card(seat, n) for n in range(1, 7)),
        *(money_card(seat, m) for m in range(1, MONEY_CARDS + 1)),
        bluff_card(seat),
        summary_card(seat),
    )


@cache
def card_type(card: str) -> Literal["number", "money", "bluff", "summary"]:
    """Return what a player card is (cached: it is asked on every step)."""
    tail = card.rsplit(".", 1)[1]
    if tail == "bluff":
        return "bluff"
    if tail == "summary":
        return "summary"
    return "number" if tail[0] == "n" else "money"


@cache
def card_number(card: str) -> int:
    """Return the number printed on a number card."""
    return int(card.rsplit(".n", 1)[1])


_RANK = {"number": 0, "money": 1, "bluff": 2, "summary": 3}


@cache
def _hand_place(card: str) -> tuple[int, str]:
    return _RANK[card_type(card)], card


def hand_order(cards: tuple[str, ...] | list[str]) -> tuple[str, ...]:
    """Sort player cards as they sit in a hand: numbers, money, bluff."""
    return tuple(sorted(cards, key=_hand_place))


@dataclass(frozen=True)
class RevealedBid:
    """A bid once turned face up: what it holds, without card ids."""

    number: int | None
    money: int
    bluff: bool


@dataclass(frozen=True)
class Company:
    """Everything one player (impresario) owns."""

    hand: tuple[str, ...]
    """Number, money and bluff cards in hand (secret)."""
    bid: tuple[str, ...] = ()
    """Cards placed face down this round (secret until the reveal)."""
    has_bid: bool = False
    """Whether the bid is confirmed this round."""
    singers: tuple[str, ...] = ()
    """Singers hired, in hire order (public, TUR-053)."""
    director: str | None = None
    spent: tuple[str, ...] = ()
    """Money cards spent to hire singers (removed from the game, TUR-030)."""
    scene: tuple[str, ...] = ()
    """Money cards turned into scene elements (TUR-039)."""
    boxed: tuple[str, ...] = ()
    """Number cards not used at this player count (TUR-012)."""
    cast: tuple[str, ...] = ()
    """Final assignment: the singer of each role in character order (TUR-059)."""
    cast_confirmed: bool = False


@dataclass(frozen=True)
class TurandotState:
    """The whole table. Every field is immutable; rules build new states with ``replace``."""

    seats: int
    deck_kind: str
    """``all`` or the one singer kind in play (A-TUR-07)."""
    role_order: bool
    """Variant: singers play the roles in hire order (no final assignment)."""
    round: int
    phase: Phase
    puccini: int
    """Seat holding the maestro card."""
    companies: tuple[Company, ...]
    deck: tuple[str, ...]
    """Face-down singer deck, top first (secret)."""
    casting: tuple[str | None, ...]
    """Card under each of the six characters (singers, or directors in round 4)."""
    director_pile: tuple[str, ...]
    rng: int
    revealed: tuple[RevealedBid | None, ...] = ()
    """This round's bids once revealed, per seat."""
    hires: tuple[str | None, ...] = ()
    """What each seat received this round (singer or director)."""
    needs_understudy: tuple[int, ...] = ()
    """Seats still waiting for an understudy, clockwise from the Puccini holder."""
    designer: int | None = None
    """Seat that hired the costume designer this round."""
    carpenter: int | None = None
    """Seat that hired the carpenter this round."""
    firer: int | None = None
    """Seat chosen to fire a director (phase fire_director)."""
    fired: tuple[tuple[int, str], ...] = ()
    """(seat, director) for each director fired in rounds 1-3."""
    removed_singers: tuple[str, ...] = ()
    """Unhired singers removed from the game (TUR-049)."""
    removed_directors: tuple[str, ...] = ()
    """Directors left undrawn or unhired in round 4."""

    @property
    def carpenter_in_game(self) -> bool:
        """The carpenter is removed with 2 or 3 players (TUR-009)."""
        return self.seats >= 4

    @property
    def themed(self) -> bool:
        """Whether a single singer kind is in play."""
        return self.deck_kind != "all"

    def with_company(self, seat: int, **changes: object) -> TurandotState:
        """Return a copy with one company changed."""
        companies = list(self.companies)
        companies[seat] = evolve(companies[seat], **changes)
        return evolve(self, companies=tuple(companies))

    def clockwise(self, start: int) -> list[int]:
        """Return every seat clockwise from ``start`` (inclusive)."""
        return [(start + k) % self.seats for k in range(self.seats)]
