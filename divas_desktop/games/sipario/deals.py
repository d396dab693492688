"""The end of a round, of a deal (showcases, reseating, a new deal) and of the match."""

from __future__ import annotations

from divas_desktop.core.types import Seat

from .scoring import showcase
from .setup import start_deal
from .step import Step
from .table import gain_pn, nxt, score_of


def end_of_round(step: Step) -> bool:
    """SIP-016/018/021: close a round; maybe end the deal or the match. True if over."""
    state, config = step.state, step.config
    state.round += 1
    target = config.target
    reached = target is not None and any(
        score_of(state, config, seat) >= target for seat in range(state.seats)
    )
    capped = state.round > config.round_cap
    over = reached or state.time_up or capped
    if state.deal_ending or over:
        score_showcases(step)
        over = over or (
            target is not None
            and any(score_of(state, config, seat) >= target for seat in range(state.seats))
        )
    if over:
        end_match(step, "capped" if capped and not reached and not state.time_up else None)
        return True
    if state.deal_ending:
        if state.completer is not None and state.seats >= 3 and not config.team_play:
            state.phase = "reseat"  # SIP-024: the completer may reseat his opponents first
            return False
        new_deal(step)
    return False


def new_deal(step: Step) -> None:
    """Pass the deal on and deal again (SIP-022, SIP-023)."""
    state = step.state
    state.deal += 1
    state.dealer = nxt(state, state.dealer)
    state.first = nxt(state, state.dealer)
    start_deal(state, step.data, step.events)
    step.revealed.update(range(state.seats))


def reseat(step: Step, seat: Seat, order: tuple[Seat, ...]) -> None:
    """SIP-024: the player who staged his three operas sets the new turn order."""
    step.state.order = tuple(order)
    step.event("reseated", player=seat, order=list(order))
    new_deal(step)


def score_showcases(step: Step) -> None:
    """SIP-133…139 (and SIP-228 in team play): the single best showcase of the deal."""
    state, data = step.state, step.data
    if step.config.team_play:
        for team in (0, 1):
            staged = [
                opera
                for seat, player in enumerate(state.players)
                if seat % 2 == team
                for opera in player.staged
            ]
            found = showcase(data, staged)
            if found:
                gain_pn(state, team, f"sipario.score.showcase.{found[0]}", found[1])
                step.event("showcase", player=team, showcase=found[0], points=found[1])
        return
    for seat, player in enumerate(state.players):
        found = showcase(data, player.staged)
        if found:
            gain_pn(state, seat, f"sipario.score.showcase.{found[0]}", found[1])
            step.event("showcase", player=seat, showcase=found[0], points=found[1])


def end_match(step: Step, reason: str | None) -> None:
    """Decide the winners (SIP-017, SIP-019, SIP-020) and stop play."""
    state, config = step.state, step.config
    scores = {seat: score_of(state, config, seat) for seat in range(state.seats)}
    best = max(scores.values())
    tied = [seat for seat, points in scores.items() if points == best]
    state.tie_break = None
    if config.team_play:
        tied = sorted({seat % 2 for seat in tied})
        winners = [seat for seat in range(state.seats) if seat % 2 in tied]
        if len(tied) > 1:
            rng = step.rng()
            team = rng.choice(tied)
            step.save_rng(rng)
            winners = [seat for seat in range(state.seats) if seat % 2 == team]
            state.tie_break = "sipario.tie.coin"
    else:
        winners = tied
        if len(tied) > 1:
            rng = step.rng()
            winners = [rng.choice(tied)]
            step.save_rng(rng)
            state.tie_break = "sipario.tie.coin"
    state.winners = tuple(winners)
    state.phase = "over"
    step.event("match_over", winners=winners, reason=reason or "normal")
