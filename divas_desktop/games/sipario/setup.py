"""Setting up the table: the box, the 2–3 player removals, dealing a deal."""

from __future__ import annotations

from divas_desktop.core.rng import Rng
from divas_desktop.core.types import Event

from .config import BLIND_MARKERS, HAND_MIN, SEASON_SIZE, START_GOLD, SiparioConfig
from .data import CardData
from .state import Player, State, removed
from .table import nxt


def play_deck_cards(data: CardData, config: SiparioConfig, rng: Rng) -> tuple[list[str], list[str]]:
    """Return (cards in play, cards set aside) for this player count (SIP-004, SIP-028)."""
    cards = list(data.singers) + list(data.action_cards) + [data.fool_id]
    aside: list[str] = []
    if config.seats <= 3:
        aside += [s.id for s in data.singers.values() if s.small_table_removal]
        aside += [c.id for c in data.action_cards.values() if c.small_table_removal]
    pds = [s.id for s in data.singers.values() if s.category == "pd"]
    if not config.prime_donne:
        aside += pds
    elif config.seats <= 3:
        aside += rng.shuffled(pds)[:2]
    return [c for c in cards if c not in aside], sorted(aside)


def initial_state(data: CardData, config: SiparioConfig, seed: int) -> State:
    """The table of the first deal, its options stored in it."""
    state, _ = initial(data, config, seed)
    state.config = config
    return state


def initial(data: CardData, config: SiparioConfig, seed: int) -> tuple[State, list[str]]:
    """Build the table of the first deal; return the state and the cards set aside."""
    rng = Rng.from_seed(seed, "sipario")
    dealer = rng.below(config.seats)  # SIP-025: software picks the first dealer at random
    cards, aside = play_deck_cards(data, config, rng)
    players = [Player(gold=START_GOLD, markers=BLIND_MARKERS) for _ in range(config.seats)]
    state = State(
        seats=config.seats,
        dealer=dealer,
        first=(dealer + 1) % config.seats,
        players=players,
        deck=tuple(cards),
        discard=(),
        debut_pile=(),
        blind=(),
        exceptions=(),
        exceptions_hidden=(),
        opera_deck=tuple(data.operas),
        opera_discard=(),
        rng=rng.state,
        order=tuple(range(config.seats)),
    )
    state.aside = tuple(aside)
    start_deal(state, data, [])
    return state, aside


def start_deal(state: State, data: CardData, events: list[Event]) -> None:
    """Collect every card, shuffle both decks and deal the seasons (SIP-022, SIP-029)."""
    rng = Rng(state.rng)
    everything = [*state.deck, *state.debut_pile] + [c for c, _ in state.discard]
    everything += [c for c, _ in state.blind] + [*state.exceptions, *state.exceptions_hidden]
    operas = [*state.opera_deck, *state.opera_discard]
    for seat in range(state.seats):
        player = state.own_player(seat)
        everything += player.hand
        operas += player.season + player.staged
        player.staged_before += player.staged
        player.hand, player.season, player.staged, player.revealed = (), (), (), ()
        player.staged_pn = ()
        player.markers = BLIND_MARKERS
        player.turns, player.skip_turns, player.swap_used = 0, 0, False
        player.pd_unpaid, player.last_discard = False, None
    state.deck = tuple(rng.shuffled(sorted(everything)))
    state.opera_deck = tuple(rng.shuffled(sorted(operas)))
    state.rng = rng.state
    state.discard, state.debut_pile, state.blind = (), (), ()
    state.exceptions, state.exceptions_hidden, state.opera_discard = (), (), ()
    state.known, state.public_cards = {}, ()
    state.bang_awarded = state.lightning_awarded = state.deal_ending = False
    state.completer = None
    for _ in range(SEASON_SIZE):
        for k in range(state.seats):
            seat = nxt(state, state.first, k)
            state.own_player(seat).season += (state.opera_deck[-1],)
            state.opera_deck = state.opera_deck[:-1]
    state.phase = "setup_swap"
    state.current = state.first
    events.append(
        Event(kind="sipario.ev.deal_started", params={"deal": state.deal, "dealer": state.dealer})
    )


def deal_play_cards(state: State, data: CardData, events: list[Event]) -> None:
    """Deal 7 play cards each; a second Prima donna goes to the next seat without one (SIP-032)."""
    for _ in range(HAND_MIN):
        for k in range(state.seats):
            seat = nxt(state, state.first, k)
            if state.deck:
                state.own_player(seat).hand += (state.deck[-1],)
                state.deck = state.deck[:-1]
    for k in range(state.seats):
        seat = nxt(state, state.first, k)
        pds = [c for c in state.players[seat].hand if data.is_pd(c)]
        for extra in pds[1:]:
            for step in range(1, state.seats):
                other = nxt(state, seat, step)
                if not any(data.is_pd(c) for c in state.players[other].hand):
                    giver = state.own_player(seat)
                    giver.hand = removed(giver.hand, extra)
                    state.own_player(other).hand += (extra,)
                    events.append(
                        Event(
                            kind="sipario.ev.prima_donna_handed",
                            params={"player": seat, "to": other},
                        )
                    )
                    break
    state.phase = "turn"
    state.current = state.first
