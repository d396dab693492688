"""Set up the table of The Battle of the Divas from the options and the seed."""

from __future__ import annotations

from divas_desktop.core.rng import Rng

from .config import DivasConfig
from .data import HOUSES, INSTRUMENTS, load
from .state import DivasState, HouseState


def initial_state(config: DivasConfig, seed: int) -> DivasState:
    """Set up the table (DIV-013..025, DIV-PR-02)."""
    data = load()
    rng = Rng.from_seed(seed, "divas")
    operas = rng.shuffled(sorted(data.operas))  # DIV-015
    houses: dict[str, HouseState] = {h: HouseState(operas.pop(0)) for h in HOUSES}
    decks = [
        rng.shuffled(sorted(c.id for c in data.cards.values() if c.deck == d))
        for d in ("callas", "tebaldi")
    ]  # DIV-024
    hands = [[decks[s].pop(0) for _ in range(4)] for s in (0, 1)]
    starts = rng.shuffled(list(data.piano.start_keys))  # DIV-023
    piano: list[int | None] = [None] * len(data.piano.white_keys)
    diva = [starts[0], starts[1]]
    for s in (0, 1):
        piano[diva[s]] = s
    if config.first_player == "random":
        first = rng.below(2)
    else:
        first = 0 if config.first_player == "callas" else 1
    palco_deck: list[str] = []
    palco_row: list[str] = []
    if config.palco_reale:
        palco_deck = rng.shuffled(sorted(data.personalities))
        palco_row = [palco_deck.pop(0) for _ in range(3)]
    start = data.piano.tessitura_start
    return DivasState(
        rng=rng.state,
        palco_reale=config.palco_reale,
        timeline_rule=config.timeline_rule,
        houses=houses,
        opera_deck=operas,
        operas_done=[],
        piano=piano,
        diva=diva,
        tessitura=[list(start["callas"]), list(start["tebaldi"])],
        vp=[0, 0],
        hands=hands,
        decks=decks,
        discards=[[], []],
        timeline=[],
        orchestra={i: [] for i in INSTRUMENTS},
        conductor=[False, False],
        closed_by=[0, 0],
        current=first,
        palco_row=palco_row,
        palco_deck=palco_deck,
    )
