"""Long bot matches: deals end, new deals are dealt, showcases are paid once per deal.

A few representative matches here; ``benchmarks/sipario_matches.py`` plays every mode
(50 and 100 PN, 30/60/90 minutes) with 3, 4 and 5 players and team play.
"""

import pytest

from .long_matches import play_long_match

CASES = [
    ("target_50", 3, False, 3),
    ("target_50", 5, False, 6),
    ("target_100", 4, True, 3),
    ("timed_30", 5, False, 4),
]
"""Seeds in which at least one deal ends (and, but for the last, a showcase is paid).

Re-chosen when the bots or the rules changed (rules versions 3 and 4, issues 15 and 35):
the matches depend on them."""


@pytest.mark.rule("SIP-021")
@pytest.mark.rule("SIP-022")
@pytest.mark.rule("SIP-133")
@pytest.mark.parametrize(("mode", "seats", "team_play", "seed"), CASES)
def test_long_bot_matches_end_their_deals(mode, seats, team_play, seed):
    report = play_long_match(mode, seats, team_play, seed)
    assert report.problems == []
    assert report.deals >= 2, "the case should see at least one deal end"
    assert all(count == 1 for count in report.showcases.values())
    if mode != "timed_30":
        assert report.showcases, "the case should pay a showcase"
