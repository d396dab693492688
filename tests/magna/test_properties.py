"""Property tests: payments, raw gains and refusals over many states."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from divas_desktop.core.rng import Rng
from divas_desktop.games.magna import actions as act
from divas_desktop.games.magna.economy import gain_raw, pay_raw_cost
from divas_desktop.games.magna.rules import GAME
from divas_desktop.games.magna.state import PlayerState
from divas_desktop.i18n.texts_magna import TEXTS

raw_col = st.integers(0, 9)


def _player(raw, extra):
    cert = [min(10, max(3, r + 1 + e)) for r, e in zip(raw, extra, strict=True)]
    return PlayerState(
        0, list(raw), cert, 5, [], [0, 2, 4], [0, 0, 0, 0], [], [[], [], []], [[], [], []]
    )


@settings(max_examples=200, deadline=None)
@given(
    st.lists(raw_col, min_size=4, max_size=4),
    st.lists(st.integers(0, 6), min_size=4, max_size=4),
    st.lists(st.integers(0, 6), min_size=4, max_size=4),
    st.integers(1, 12),
)
def test_payment_uses_goods_then_certificates_then_vp(raw, extra, due, vp):
    p = _player(raw, extra)
    p.vp = vp
    cert_before = list(p.cert)
    paid, certs, lost = pay_raw_cost(p, list(due))
    for g in range(4):
        assert paid[g] == min(raw[g], due[g])
        assert certs[g] == min(due[g] - paid[g], cert_before[g] - 3)
        assert p.cert[g] >= 3 and p.raw[g] >= 0 and p.cert[g] > p.raw[g]
    shortfall = sum(due[g] - paid[g] - certs[g] for g in range(4))
    assert lost == min(shortfall, vp - 1) and p.vp == max(1, vp - shortfall)


@settings(max_examples=200, deadline=None)
@given(
    st.lists(raw_col, min_size=4, max_size=4),
    st.lists(st.integers(0, 6), min_size=4, max_size=4),
    st.integers(0, 3),
    st.integers(0, 12),
)
def test_raw_gain_caps_at_nine_and_keeps_the_certificate_ahead(raw, extra, good, amount):
    p = _player(raw, extra)
    got = gain_raw(p, good, amount)
    assert got == min(amount, 9 - raw[good])
    assert p.raw[good] == raw[good] + got and p.cert[good] > p.raw[good] and p.cert[good] <= 10


def _probe_actions():
    cat = GAME.cat
    some_card = next(iter(cat.cards))
    some_building = next(iter(cat.buildings))
    return [
        act.MoveMerchant(source=0, target=1),
        act.PlayCard(card=some_card),
        act.PayCost(),
        act.UsePower(good=0),
        act.Construct(building=some_building, good=0),
        act.PlaceBuilding(side="left"),
        act.Deliver(worksite=5),
        act.Convert(good=2),
        act.ShopConvert(row=1, good=1),
        act.ChooseGood(good=3),
        act.EndRefining(),
        act.TakeBuilding(card=some_building),
        act.TakeMarketCard(slot=3, pay=(3, 0, 0, 0)),
        act.DraftBuilding(card=some_building),
    ]


def test_every_refusal_has_a_reason_with_a_text():
    probes = _probe_actions()
    for seed in range(6):
        seats = 2 + seed % 3
        state = GAME.initial_state(GAME.default_config(seats), seed)
        rng = Rng.from_seed(seed, "probe")
        while GAME.to_move(state):
            seat = GAME.to_move(state)[0]
            legal = GAME.legal_actions(state, seat)
            for probe in probes:
                refusal = GAME.refusal(state, seat, probe)
                if probe in legal:
                    assert refusal is None
                else:
                    assert refusal is not None and f"reason.{refusal.reason}" in TEXTS
            state = GAME.apply(state, seat, rng.choice(legal)).state


def test_every_action_kind_occurs_in_random_games():
    seen = set()
    for seed in range(30):
        state = GAME.initial_state(GAME.default_config(2 + seed % 3), seed)
        rng = Rng.from_seed(seed, "kinds")
        while GAME.to_move(state):
            seat = GAME.to_move(state)[0]
            action = rng.choice(GAME.legal_actions(state, seat))
            seen.add(action.kind)
            state = GAME.apply(state, seat, action).state
    union = act.MagnaAction.__origin__.__args__  # type: ignore[attr-defined]
    assert seen == {a.model_fields["kind"].default for a in union}
