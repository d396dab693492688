"""Opera Magna as a :class:`~divas_desktop.core.game.Game`."""

from __future__ import annotations

from divas_desktop.core.game import Game
from divas_desktop.core.types import Action, IllegalAction, Outcome, Seat, Transition

from . import legal, scoring, setup, views
from .actions import ACTION_ADAPTER, ActionTable
from .config import MagnaConfig
from .data import catalogue
from .economy import CERT_MAX, CERT_MIN, RAW_CAP, free_tokens
from .state import MagnaState
from .turn import HANDLERS


class MagnaGame(Game[MagnaState]):
    """Opera Magna: 2-4 workshop masters, 9 rounds, every rule enforced."""

    game_id = "magna"
    min_seats = 2
    max_seats = 4
    config_type = MagnaConfig
    action_adapter = ACTION_ADAPTER
    max_actions = 4000

    def __init__(self) -> None:
        self.cat = catalogue()
        self.table = ActionTable(self.cat)

    # --- protocol -----------------------------------------------------------------
    def initial_state(self, config: MagnaConfig, seed: int) -> MagnaState:  # type: ignore[override]
        """Set up the table and open the building draft."""
        return setup.initial_state(self.cat, config, seed)

    def to_move(self, state: MagnaState) -> tuple[Seat, ...]:
        """The seat to decide now."""
        return legal.to_move(state)

    def legal_actions(self, state: MagnaState, seat: Seat) -> list[Action]:
        """Every legal action of ``seat``."""
        return legal.legal_actions(self.cat, self.table, state, seat)

    def apply(self, state: MagnaState, seat: Seat, action: Action) -> Transition:
        """Apply a legal action to a copy of ``state``."""
        new = state.clone(seat)
        events: list = []
        revealed = HANDLERS[action.kind](self.cat, new, seat, action, events)
        return Transition(
            state=new,
            events=events,
            revealed_to=frozenset(range(state.seats)) if revealed else frozenset(),
        )

    def outcome(self, state: MagnaState) -> Outcome | None:
        """Final scores once the last round is over."""
        if state.phase != "over":
            return None
        return scoring.outcome(self.cat, state)

    def player_view(self, state: MagnaState, seat: Seat | None) -> views.MagnaView:
        """What ``seat`` may see."""
        return views.player_view(self.cat, state, seat)

    # --- optional overrides -------------------------------------------------------
    def explain_refusal(self, state: MagnaState, seat: Seat, action: Action) -> IllegalAction:
        """Give the specific reason a move is refused."""
        from .refusals import explain

        return explain(self, state, seat, action)

    def secrets(self, state: MagnaState) -> dict[Seat | None, set[str]]:
        """Hands belong to their owners; deck contents and the box to nobody."""
        out: dict[Seat | None, set[str]] = {
            seat: set(p.hand) for seat, p in enumerate(state.players)
        }
        hidden = set(state.box)
        for deck in state.market_decks:
            hidden.update(deck)
        for deck in state.building_decks:
            hidden.update(deck)
        out[None] = hidden
        return out

    def invariants(self, state: MagnaState) -> list[str]:
        """Check conservation of cards and tokens and the limits of every track."""
        broken: list[str] = []
        cards: list[str] = list(state.box) + list(state.discard) + list(state.market)
        for deck in state.market_decks:
            cards += deck
        for area in state.areas:
            cards += area
            if len(area) != 3:
                broken.append("area_size")
        buildings: list[str] = list(state.display) + list(state.draft_pool)
        for deck in state.building_decks:
            buildings += deck
        if state.placing:
            buildings.append(state.placing)
        for seat, p in enumerate(state.players):
            cards += p.hand
            buildings += [pr.card for pr in p.projects]
            for row in p.left + p.right:
                buildings += row
            for g in range(4):
                if not 0 <= p.raw[g] <= RAW_CAP:
                    broken.append(f"raw_out_of_range:{seat}")
                if not CERT_MIN <= p.cert[g] <= CERT_MAX or p.cert[g] <= p.raw[g]:
                    broken.append(f"certificate_out_of_range:{seat}")
                if p.refined[g] < 0:
                    broken.append(f"negative_refined:{seat}")
            for pr in p.projects:
                cost = self.cat.buildings[pr.card].cost
                if any(not 0 <= pr.placed[g] <= cost[g] for g in range(4)):
                    broken.append(f"project_overfilled:{seat}")
            if p.vp < 1:
                broken.append(f"vp_below_1:{seat}")
            if free_tokens(p) < 0:
                broken.append(f"tokens_exceeded:{seat}")
            if len(set(p.merchants)) != 3:
                broken.append(f"merchants:{seat}")
            if p.opera != sum(d.count(seat) for d in state.deliveries):
                broken.append(f"opera_tokens:{seat}")
        if len(cards) != len(self.cat.cards) or set(cards) != self.cat.cards.keys():
            broken.append("trade_cards_not_conserved")
        if len(buildings) != len(self.cat.buildings) or set(buildings) != self.cat.buildings.keys():
            broken.append("buildings_not_conserved")
        if sorted(state.worksites) != sorted(self.cat.worksites):
            broken.append("worksites_not_conserved")
        if any(len(set(d)) != len(d) for d in state.deliveries):
            broken.append("double_delivery")
        return broken

    def bot_action(self, state: MagnaState, seat: Seat, seed: int) -> Action:
        """A sensible computer player (see bots.py)."""
        from .bots import choose_action

        return choose_action(self, state, seat, seed)

    def public_scores(self, state: MagnaState) -> dict[int, int]:
        """Victory points on the score track (final scoring adds the rest)."""
        return {seat: player.vp for seat, player in enumerate(state.players)}


GAME = MagnaGame()
