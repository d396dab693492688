"""The full truth of a Sipario! table (hidden cards included), as cheap-to-copy dataclasses."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any, Protocol, TypeVar, cast

if TYPE_CHECKING:
    from .config import SiparioConfig

T = TypeVar("T")


def removed(items: tuple[T, ...], item: T) -> tuple[T, ...]:
    """``items`` without the first ``item`` (a ValueError if absent, as ``list.remove``).

    The piles and a player's cards are tuples, shared by the copies of a state and
    replaced whole when they change, so copying a state copies none of them.
    """
    index = items.index(item)
    return items[:index] + items[index + 1 :]


@dataclass(slots=True)
class Player:
    """One impresario: cards, season, purse and notoriety."""

    hand: tuple[str, ...] = ()
    season: tuple[str, ...] = ()
    """Season opera cards not yet debuted in this deal (secret unless revealed)."""
    staged: tuple[str, ...] = ()
    """Operas debuted in this deal (public)."""
    staged_pn: tuple[int, ...] = ()
    """The PN each opera of ``staged`` scored for this player when it debuted (public)."""
    staged_before: tuple[str, ...] = ()
    """Operas debuted in earlier deals (public, not used for showcases)."""
    revealed: tuple[str, ...] = ()
    """Season titles shown face up (Press Conference, Paparazzo Sp2 in public mode)."""
    gold: int = 0
    pn: int = 0
    markers: int = 0
    turns: int = 0
    """Turns taken in the current deal (A-SIP-10)."""
    skip_turns: int = 0
    """Turns lost to Stagehands' Strike."""
    swap_used: bool = False
    pd_unpaid: bool = False
    """Holds two Prime donne and could not pay the forced discard (SIP-210)."""
    last_discard: str | None = None
    """The card this player discarded in his last turn (drawable by the next player)."""
    ledger: dict[str, int] = field(default_factory=dict)
    """PN gained and lost by reason (label code -> points); sums to ``pn``."""

    def clone(self) -> Player:
        """Return an independent copy."""
        other = Player.__new__(Player)
        other.hand = self.hand  # tuples: shared, replaced whole when they change
        other.season = self.season
        other.staged = self.staged
        other.staged_pn = self.staged_pn
        other.staged_before = self.staged_before
        other.revealed = self.revealed
        other.gold = self.gold
        other.pn = self.pn
        other.markers = self.markers
        other.turns = self.turns
        other.skip_turns = self.skip_turns
        other.swap_used = self.swap_used
        other.pd_unpaid = self.pd_unpaid
        other.last_discard = self.last_discard
        other.ledger = self.ledger.copy()
        return other


class ReadOnlyPlayer(Protocol):
    """A :class:`Player` as a state shows it: read only, because copies of a state share
    their players. To change one, ask :meth:`State.own_player` for it (mypy refuses a
    change made through this type)."""

    @property
    def hand(self) -> tuple[str, ...]: ...
    @property
    def season(self) -> tuple[str, ...]: ...
    @property
    def staged(self) -> tuple[str, ...]: ...
    @property
    def staged_pn(self) -> tuple[int, ...]: ...
    @property
    def staged_before(self) -> tuple[str, ...]: ...
    @property
    def revealed(self) -> tuple[str, ...]: ...
    @property
    def gold(self) -> int: ...
    @property
    def pn(self) -> int: ...
    @property
    def markers(self) -> int: ...
    @property
    def turns(self) -> int: ...
    @property
    def skip_turns(self) -> int: ...
    @property
    def swap_used(self) -> bool: ...
    @property
    def pd_unpaid(self) -> bool: ...
    @property
    def last_discard(self) -> str | None: ...
    @property
    def ledger(self) -> Mapping[str, int]: ...


@dataclass(slots=True)
class Effect:
    """An action card played on a production (at debut, in attack or in defence)."""

    card: str
    type: str
    """Action type the card is used as (The Fool may be any)."""
    by: int
    role: int | None = None
    """Target role index; ``None`` for the whole production."""
    gold: int = 0
    group: int = 0
    """Cards played together as one combination share a group number."""
    cancels: int | None = None
    """Index of the effect this card cancels (then it has no effect of its own)."""
    cancelled: bool = False
    stage: str = "debut"
    """``debut``, ``attack`` or ``defence``."""
    seducer: str | None = None
    """Elopement: the attacker's singer committed as seducer."""

    def clone(self) -> Effect:
        """Return an independent copy."""
        other = Effect.__new__(Effect)
        other.card = self.card
        other.type = self.type
        other.by = self.by
        other.role = self.role
        other.gold = self.gold
        other.group = self.group
        other.cancels = self.cancels
        other.cancelled = self.cancelled
        other.stage = self.stage
        other.seducer = self.seducer
        return other


@dataclass(slots=True)
class Placement:
    """A singer filling one role of a production."""

    card: str
    by: int
    """Seat that supplied the singer (the owner or a helping opponent)."""
    category: str
    """Effective category (The Fool takes the role's natural category)."""
    since: int = 0
    """Effects with a lower index never touched this singer (a substitute starts fresh)."""
    enabler: int | None = None
    """Index of the enabling effect (Night of Grace, Nerves of Steel, Recommendation)."""
    travesti: int | None = None
    """Index of the En travesti effect."""
    gold: int = 0
    """Gold due for this placement (Golden Throat in a Second part)."""
    pn: int = 0
    """PN modifier of the placement (preferred voice, enabling card, En travesti)."""
    delayed: bool = False
    """The owner accepted a delay for this singer: he performs, the show is delayed."""

    def clone(self) -> Placement:
        """Return an independent copy."""
        other = Placement.__new__(Placement)
        other.card = self.card
        other.by = self.by
        other.category = self.category
        other.since = self.since
        other.enabler = self.enabler
        other.travesti = self.travesti
        other.gold = self.gold
        other.pn = self.pn
        other.delayed = self.delayed
        return other


@dataclass(slots=True)
class Production:
    """An opera being debuted (cast, attached cards, Unfair Competition)."""

    owner: int
    opera: str
    slots: list[Placement | None]
    effects: list[Effect] = field(default_factory=list)
    confirmed: bool = False
    silenced: list[int] = field(default_factory=list)
    """Seats denied their Unfair Competition action (Strike Sp, L'amica dell'amico)."""
    tbd: bool = False
    """Date to be determined (halving)."""
    delayed: bool = False
    press_waiver: bool = False
    gone: list[str] = field(default_factory=list)
    """Singers eliminated for good (Protest, Elopement) or replaced, awaiting the pile."""
    returning: list[str] = field(default_factory=list)
    """Replaced singers going back to the owner's hand."""
    amica_used: bool = False
    helper_lost: list[int] = field(default_factory=list)
    """Role indices whose helper singer was eliminated (the helper scores nothing)."""
    covers: list[str] = field(default_factory=list)
    """L'ansioso's cover Golden Throat / Debutant committed off-stage (A-SIP-14)."""

    def next_group(self) -> int:
        """A new combination number for cards played together on this production."""
        return 1 + max((effect.group for effect in self.effects), default=0)

    def clone(self) -> Production:
        """Return an independent copy."""
        other = Production.__new__(Production)
        other.owner = self.owner
        other.opera = self.opera
        other.slots = [slot.clone() if slot is not None else None for slot in self.slots]
        other.effects = [effect.clone() for effect in self.effects]
        other.confirmed = self.confirmed
        other.silenced = self.silenced.copy()
        other.tbd = self.tbd
        other.delayed = self.delayed
        other.press_waiver = self.press_waiver
        other.gone = self.gone.copy()
        other.returning = self.returning.copy()
        other.amica_used = self.amica_used
        other.helper_lost = self.helper_lost.copy()
        other.covers = self.covers.copy()
        return other


@dataclass(slots=True)
class Uc:
    """Progress of Unfair Competition against the current debut."""

    attackers: list[int]
    index: int = 0
    step: str = "attack"
    """``attack`` (the attacker decides) or ``defend`` (the debutant decides)."""
    attacked: bool = False
    contributed: int = 0
    defender: int = -1
    """Seat answering the attack (the debutant, or his partner in team play)."""
    help_only: list[int] = field(default_factory=list)
    """Team play: slots that may only complete the cast (the debutant's partner)."""
    no_help: list[int] = field(default_factory=list)
    """Team play: attackers who may not complete the cast (not among the two following)."""

    def clone(self) -> Uc:
        """Return an independent copy."""
        return replace(
            self,
            attackers=self.attackers.copy(),
            help_only=self.help_only.copy(),
            no_help=self.no_help.copy(),
        )


@dataclass(slots=True)
class Pending:
    """A decision waiting for other seats (Fool reactions, reveals, picks, payments)."""

    kind: str
    seat: int
    params: dict[str, Any]
    queue: list[int] = field(default_factory=list)
    protected: list[int] = field(default_factory=list)

    def clone(self) -> Pending:
        """Return an independent copy."""
        params = {
            key: value.copy() if isinstance(value, list) else value
            for key, value in self.params.items()
        }
        return Pending(self.kind, self.seat, params, self.queue.copy(), self.protected.copy())


@dataclass(slots=True, frozen=True)
class Offer:
    """A Last-Hour Offer or Infingardo supply for an eliminated singer (changed by
    replacing it, so copies of the state may share it)."""

    seat: int
    card: str
    gold: int
    prod: int
    role: int
    infingardo: bool = False
    markers: int = 0
    cards: tuple[str, ...] = ()
    """Named cards of the victim's hand asked as part of the price."""
    singers: int = 0
    """Singers of the victim's choice asked as part of the price."""
    actions: int = 0
    """Action cards of the victim's choice asked as part of the price."""
    draft: bool = False
    """The offerer is still building the price."""


ExtraEffect = tuple[str, str, int | None]
"""An action card on an extra show: (card, type it is played as, singer index or None)."""


@dataclass(slots=True)
class ExtraStaging:
    """An extra show being assembled (SIP-122…132)."""

    show: str
    cards: list[str] = field(default_factory=list)
    """The singers, in the order they were added."""
    effects: list[ExtraEffect] = field(default_factory=list)

    def clone(self) -> ExtraStaging:
        """Return an independent copy."""
        return ExtraStaging(self.show, list(self.cards), list(self.effects))


class _Owning:
    """What a state keeps outside its dataclass fields (so out of its digest, its JSON
    and its equality): which players it copied for itself, and its last listing."""

    __slots__ = ("_owned", "listing")

    listing: tuple[int, tuple[Any, ...]] | None
    """The legal actions last listed for this state, with the seat they are for (kept by
    ``legal.legal_actions``; ``None`` until the state is listed, and in every copy: the
    cache of the last listing is carried by the state, never a global). The
    action a player then plays is one of those very objects, so ``legal.is_legal`` finds
    it there, and the same state asked again (the board's listing, then the player's
    choice) is answered from it. A state never changes once made, so the list stays
    true; it lives and dies with its state, and a listing of one state never answers
    for another."""

    def _begin(self) -> None:
        """A new state (made, or copied to be changed): nothing listed, no player its own."""
        self._owned = 0
        self.listing = None

    def keep_listing(self, seat: int, actions: tuple[Any, ...]) -> None:
        """Remember the legal actions just listed for ``seat`` (see :attr:`listing`)."""
        self.listing = (seat, actions)

    def forget_listing(self) -> None:
        """Forget the listing (only a test that changes a listed state in place needs it)."""
        self.listing = None

    def _share_players(self) -> None:
        """From now on every player is shared with another state."""
        self._owned = 0  # bit ``1 << seat``: this state holds its own copy of that player

    def _claim(self, seat: int) -> bool:
        """Whether ``seat``'s player is still shared; it counts as owned from now on."""
        bit = 1 << seat
        if self._owned & bit:
            return False
        self._owned |= bit
        return True


@dataclass(slots=True)
class State(_Owning):
    """Everything on the table."""

    seats: int
    dealer: int
    first: int
    """Seat that opens every round of this deal (the dealer's left, G-SIP-11)."""
    players: Sequence[ReadOnlyPlayer]
    """Shared with the copies of this state: read them here, change them through
    :meth:`own_player`."""
    deck: tuple[str, ...]
    discard: tuple[tuple[str, int], ...]
    debut_pile: tuple[str, ...]
    blind: tuple[tuple[str, int], ...]
    exceptions: tuple[str, ...]
    exceptions_hidden: tuple[str, ...]
    opera_deck: tuple[str, ...]
    opera_discard: tuple[str, ...]
    rng: int
    config: SiparioConfig | None = None
    """The match options (set by the set-up; frozen, so copies share it)."""
    phase: str = "setup_swap"
    current: int = 0
    """Seat whose normal turn it is (or who decides the setup swap)."""
    drew: bool = False
    drew_discard: bool = False
    played: bool = False
    discards_due: int = 0
    abandoned: bool = False
    staging: list[Production] = field(default_factory=list)
    extra: ExtraStaging | None = None
    """Extra show being assembled."""
    uc: Uc | None = None
    pending: Pending | None = None
    offers: tuple[Offer, ...] = ()
    offer_queue: tuple[int, ...] = ()
    known: dict[str, tuple[int, ...]] = field(default_factory=dict)
    """Hand or season cards peeked at by other seats (Paparazzo), card -> seats."""
    public_cards: tuple[str, ...] = ()
    """Hand cards exposed face up to everybody (Paparazzo)."""
    round: int = 1
    """Round of the match (all deals)."""
    deal: int = 1
    deal_ending: bool = False
    bang_awarded: bool = False
    lightning_awarded: bool = False
    time_up: bool = False
    winners: tuple[int, ...] | None = None
    tie_break: str | None = None
    turn_count: int = 0
    order: tuple[int, ...] = ()
    """Turn order of the seats (clockwise); changed only by a reseating (SIP-024)."""
    completer: int | None = None
    """First player of the deal to stage his three operas (he may reseat the others)."""
    aside: tuple[str, ...] = ()
    """Cards out of play for this match (2–3 player removals, Prime donne off)."""
    forced_pd: bool = False
    """The player to move holds two Prime donne and must discard one (SIP-209)."""

    def __post_init__(self) -> None:
        self._begin()  # a new state may share its players with another (``replace``)

    def clone(self) -> State:
        """Return a copy to change: every list, dict and production of its own, except
        the players, shared until :meth:`own_player` copies one (most steps change one
        or two of them, and copying them all was a quarter of the work of a step)."""
        other = State.__new__(State)
        other.seats = self.seats
        other.dealer = self.dealer
        other.first = self.first
        other.players = list(self.players)
        other._begin()  # a copy is changed next: it is listed afresh
        self._share_players()  # the players are shared with the copy from now on
        other.deck = self.deck
        other.discard = self.discard
        other.debut_pile = self.debut_pile
        other.blind = self.blind
        other.exceptions = self.exceptions
        other.exceptions_hidden = self.exceptions_hidden
        other.opera_deck = self.opera_deck
        other.opera_discard = self.opera_discard
        other.rng = self.rng
        other.config = self.config
        other.phase = self.phase
        other.current = self.current
        other.drew = self.drew
        other.drew_discard = self.drew_discard
        other.played = self.played
        other.discards_due = self.discards_due
        other.abandoned = self.abandoned
        other.staging = [prod.clone() for prod in self.staging] if self.staging else []
        other.extra = self.extra.clone() if self.extra is not None else None
        other.uc = self.uc.clone() if self.uc is not None else None
        other.pending = self.pending.clone() if self.pending is not None else None
        other.offers = self.offers
        other.offer_queue = self.offer_queue
        other.known = self.known.copy()
        other.public_cards = self.public_cards
        other.round = self.round
        other.deal = self.deal
        other.deal_ending = self.deal_ending
        other.bang_awarded = self.bang_awarded
        other.lightning_awarded = self.lightning_awarded
        other.time_up = self.time_up
        other.winners = self.winners
        other.tie_break = self.tie_break
        other.turn_count = self.turn_count
        other.order = self.order
        other.completer = self.completer
        other.aside = self.aside
        other.forced_pd = self.forced_pd
        return other

    def own_player(self, seat: int) -> Player:
        """The player of ``seat``, to change: copied first if this state still shares it."""
        players = cast("list[Player]", self.players)
        if self._claim(seat):
            players[seat] = players[seat].clone()
        return players[seat]

    # --- the decision in progress (each only called in the phases that have one) -------
    def competition(self) -> Uc:
        """The Unfair Competition in progress."""
        if self.uc is None:
            raise RuntimeError("no Unfair Competition in progress")
        return self.uc

    def waiting(self) -> Pending:
        """The pending decision (turn card, reveal, pick or payment)."""
        if self.pending is None:
            raise RuntimeError("no pending decision")
        return self.pending

    def extra_show(self) -> ExtraStaging:
        """The extra show being assembled."""
        if self.extra is None:
            raise RuntimeError("no extra show in progress")
        return self.extra


def config_of(state: State) -> SiparioConfig:
    """The options of the match, stored in its state."""
    if state.config is None:
        raise RuntimeError("a Sipario! state without its options")
    return state.config
