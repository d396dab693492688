"""The small, tagged actions of Sipario! (a discriminated union)."""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import Annotated, Any, Literal, Protocol, TypeVar

from pydantic import Field, TypeAdapter

from divas_desktop.core.types import Action


class SetupSwap(Action):
    """Setup: exchange one season card for 1 gold (``opera`` = None keeps the season)."""

    kind: Literal["setup_swap"] = "setup_swap"
    opera: str | None = None


class Draw(Action):
    """Draw from the play deck, or take the previous player's discard (then top up to 7)."""

    kind: Literal["draw"] = "draw"
    source: Literal["deck", "discard"] = "deck"


class Discard(Action):
    """Discard a card over the 13-card limit, face up or blind (spending a marker)."""

    kind: Literal["discard"] = "discard"
    card: str
    blind: bool = False


class Advertise(Action):
    """Buy 1 PN for 3 gold."""

    kind: Literal["advertise"] = "advertise"


class ChangeTitle(Action):
    """Replace an undebuted season card with the top of the opera deck for 5 gold."""

    kind: Literal["change_title"] = "change_title"
    opera: str


class DiscardPrimaDonna(Action):
    """Discard a Prima donna paying her discard cost (+2 gold when forced)."""

    kind: Literal["discard_prima_donna"] = "discard_prima_donna"
    card: str


class EndTurn(Action):
    """End the turn (after drawing or playing)."""

    kind: Literal["end_turn"] = "end_turn"


class TimeUp(Action):
    """Timed match: the clock has run out (played by the UI for the seat to move)."""

    kind: Literal["time_up"] = "time_up"


class BeginDebut(Action):
    """Choose a season opera to debut."""

    kind: Literal["begin_debut"] = "begin_debut"
    opera: str


class Cast(Action):
    """Put a singer from the hand on a role, with an optional enabling card and En travesti."""

    kind: Literal["cast"] = "cast"
    card: str
    role: int
    enabler: str | None = None
    enabler_type: str | None = None
    travesti: str | None = None


class Attach(Action):
    """Attach an action card to the debut (or extra show), on a role or the whole show."""

    kind: Literal["attach"] = "attach"
    card: str
    as_type: str
    role: int | None = None
    gold: int = 0
    seat: int | None = None


class CommitCover(Action):
    """L'ansioso (A-SIP-14): commit a male Golden Throat or Debutant as his off-stage cover."""

    kind: Literal["commit_cover"] = "commit_cover"
    card: str


class SilenceRival(Action):
    """L'amica dell'amico: name the opponent who loses his Unfair Competition action."""

    kind: Literal["silence_rival"] = "silence_rival"
    seat: int


class ConfirmDebut(Action):
    """Declare the debut: payments are due now."""

    kind: Literal["confirm_debut"] = "confirm_debut"


class AbandonDebut(Action):
    """Give up the debut being cast; the cards return to the hand."""

    kind: Literal["abandon_debut"] = "abandon_debut"


class RaiseCurtain(Action):
    """Stop adding operas and open the debut to Unfair Competition."""

    kind: Literal["raise_curtain"] = "raise_curtain"


class Attack(Action):
    """Unfair Competition: one card or one allowed combination against a debut."""

    kind: Literal["attack"] = "attack"
    cards: tuple[str, ...]
    types: tuple[str, ...]
    prod: int = 0
    role: int | None = None
    gold: int = 0
    target: int | None = None
    """Index of the debut effect cancelled by this card (Special uses)."""
    seducer: str | None = None


class CompleteCast(Action):
    """Add one of your singers to an unfilled role of an opponent's debut."""

    kind: Literal["complete_cast"] = "complete_cast"
    card: str
    prod: int = 0
    role: int
    enabler: str | None = None
    enabler_type: str | None = None


class EndUcSlot(Action):
    """Finish your Unfair Competition slot (without attacking: the defence is forfeited)."""

    kind: Literal["end_uc_slot"] = "end_uc_slot"


class Defend(Action):
    """The debutant's defensive action: one card, on a role, the show, or an attack."""

    kind: Literal["defend"] = "defend"
    card: str
    as_type: str
    prod: int = 0
    role: int | None = None
    gold: int = 0
    target: int | None = None
    claque: str | None = None
    """A Claque played together with a Sublime Aria (the +3 combination, SIP-143)."""


class PassDefence(Action):
    """Give up the defensive action."""

    kind: Literal["pass_defence"] = "pass_defence"


class YieldDefence(Action):
    """Team play: let your partner take this defensive action."""

    kind: Literal["yield_defence"] = "yield_defence"


class Substitute(Action):
    """Substitution in progress: replace an eliminated singer, paying gold."""

    kind: Literal["substitute"] = "substitute"
    prod: int
    role: int
    card: str


class AcceptPostponement(Action):
    """Do not replace the singer: the show is delayed or its date is to be determined."""

    kind: Literal["accept_postponement"] = "accept_postponement"
    prod: int
    role: int
    press: str | None = None
    """A Press Conference card announcing the delay (no 1-gold payment)."""


class MakeOffer(Action):
    """Last-Hour Offer: propose one of your singers for the eliminated role.

    The price is then built with ``offer_add`` (one item each) and ``confirm_offer``.
    """

    kind: Literal["make_offer"] = "make_offer"
    prod: int
    role: int
    card: str


class OfferAdd(Action):
    """Add one item to the price of your offer (SIP-115).

    ``item``: ``gold`` (1 gold), ``marker`` (1 blind-discard marker), ``singer`` or
    ``action`` (one singer / action card of the victim's choice), or the id of a card of
    the victim's hand that you may see.
    """

    kind: Literal["offer_add"] = "offer_add"
    item: str


class ConfirmOffer(Action):
    """Make the offer at the price built so far."""

    kind: Literal["confirm_offer"] = "confirm_offer"


class GiveCard(Action):
    """Pay an accepted offer: hand over a singer or action card of your choice."""

    kind: Literal["give_card"] = "give_card"
    card: str
    """Blind-discard markers asked from the victim on top of the gold (G-SIP-12)."""


class Infingardo(Action):
    """Infingardo's Manoeuvre: supply the replacement yourself; the victim must pay."""

    kind: Literal["infingardo"] = "infingardo"
    prod: int
    role: int
    card: str


class DeclineOffer(Action):
    """Make no offer."""

    kind: Literal["decline_offer"] = "decline_offer"


class AcceptOffer(Action):
    """Accept the Last-Hour Offer with this index."""

    kind: Literal["accept_offer"] = "accept_offer"
    index: int


class PlayTurnCard(Action):
    """Play a turn-action card (Twist of Fate, Paparazzo, Strike, ...)."""

    kind: Literal["play_turn_card"] = "play_turn_card"
    card: str
    as_type: str
    targets: tuple[int, ...] = ()
    mine: str | None = None
    gold: int = 0
    public: bool = False


class FlopTitle(Action):
    """Announced Flop: the victim's title to eliminate, among those you may see.

    ``None`` eliminates a random one of the titles you cannot see.
    """

    kind: Literal["flop_title"] = "flop_title"
    opera: str | None = None


class GossipTake(Action):
    """Foyer Gossip while restoring the minimum: take this opponent's discard."""

    kind: Literal["gossip_take"] = "gossip_take"
    card: str


class GossipDone(Action):
    """Foyer Gossip while restoring the minimum: draw the rest from the play deck."""

    kind: Literal["gossip_done"] = "gossip_done"


class FoolReaction(Action):
    """Use (or keep) The Fool to cancel a turn card's effect on you."""

    kind: Literal["fool_reaction"] = "fool_reaction"
    cancel: bool


class RevealTitle(Action):
    """Press Conference: show one of your season titles."""

    kind: Literal["reveal_title"] = "reveal_title"
    opera: str


class BeginExtra(Action):
    """Start assembling an extra show."""

    kind: Literal["begin_extra"] = "begin_extra"
    show: str


class AddToExtra(Action):
    """Add a singer to the extra show."""

    kind: Literal["add_to_extra"] = "add_to_extra"
    card: str


class ConfirmExtra(Action):
    """Stage the extra show."""

    kind: Literal["confirm_extra"] = "confirm_extra"


class AbandonExtra(Action):
    """Give up the extra show; the cards return to the hand."""

    kind: Literal["abandon_extra"] = "abandon_extra"


class Reseat(Action):
    """SIP-024: new turn order for the next deal, starting with the player choosing it."""

    kind: Literal["reseat"] = "reseat"
    order: tuple[int, ...]


SiparioAction = Annotated[
    SetupSwap
    | Draw
    | Discard
    | Advertise
    | ChangeTitle
    | DiscardPrimaDonna
    | EndTurn
    | TimeUp
    | BeginDebut
    | Cast
    | Attach
    | CommitCover
    | SilenceRival
    | ConfirmDebut
    | AbandonDebut
    | RaiseCurtain
    | Attack
    | CompleteCast
    | EndUcSlot
    | Defend
    | PassDefence
    | YieldDefence
    | Substitute
    | AcceptPostponement
    | MakeOffer
    | OfferAdd
    | ConfirmOffer
    | GiveCard
    | Infingardo
    | DeclineOffer
    | AcceptOffer
    | PlayTurnCard
    | FlopTitle
    | GossipTake
    | GossipDone
    | FoolReaction
    | RevealTitle
    | BeginExtra
    | AddToExtra
    | ConfirmExtra
    | AbandonExtra
    | Reseat,
    Field(discriminator="kind"),
]
ADAPTER: TypeAdapter[SiparioAction] = TypeAdapter(SiparioAction)

ActionT = TypeVar("ActionT", bound=Action)


class _Sharer(Protocol):
    """The type of :data:`shared`: the action is of the class asked for (a function wrapped
    by ``functools.cache`` loses its generic signature)."""

    def __call__(self, kind: type[ActionT], /, **fields: Any) -> ActionT: ...


def _build(kind: type[ActionT], **fields: Any) -> ActionT:
    """Build the action (once for each set of fields: see :data:`shared`)."""
    return kind(**fields)


shared: _Sharer = cache(_build)
"""The one shared instance of this action (actions are frozen, so sharing is safe).

Listing legal actions builds the same small values over and over; building each once
keeps ``legal_actions`` cheap.
"""


def sharer(kind: type[ActionT], *names: str) -> Callable[..., ActionT]:
    """A builder of the shared ``kind`` actions given their ``names`` fields by position.

    ``adding = sharer(AddToExtra, "card")`` makes ``adding(card)`` the very instance
    ``shared(AddToExtra, card=card)`` is, at a third of the cost: the hottest listings
    name the same few fields thousands of times, and keywords are dear to look up.
    """

    @cache
    def build(*values: Any) -> ActionT:
        return shared(kind, **dict(zip(names, values, strict=True)))

    return build
