"""Tips: one line the first time a phase comes in a real game (Qt-free table).

A tip is shown once per profile, the first time its phase comes: an event of the game
that the player at the screen sees (an opera closed) or a move the table asks of them
(the first cast of a debut). The UI keeps which tips were seen, and whether tips are on,
in the settings (``ui/lessons/tips.py``).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass


@dataclass(frozen=True)
class Tip:
    """One tip: when it comes, its words and the rule it opens."""

    id: str
    game: str
    text: str
    """Code of its line (``i18n/texts_lessons.py``)."""
    rule: str
    """The clause "Show me the rule" opens."""
    events: tuple[str, ...] = ()
    """Event kinds that bring it (as the player at the screen sees them)."""
    actions: tuple[str, ...] = ()
    """Kinds of moves the table asks of the player at the screen that bring it."""


TIPS: tuple[Tip, ...] = (
    Tip("sipario.debut", "sipario", "tip.sipario.debut", "SIP-065", actions=("cast",)),
    Tip("sipario.uc", "sipario", "tip.sipario.uc", "SIP-089", events=("sipario.ev.curtain",)),
    Tip("magna.refining", "magna", "tip.magna.refining", "MAG-053", actions=("end_refining",)),
    Tip("divas.closing", "divas", "tip.divas.closing", "DIV-062", events=("divas.opera_closed",)),
    Tip(
        "divas.palco",
        "divas",
        "tip.divas.palco",
        "DIV-PR-03",
        events=("divas.palco_scored", "divas.palco_guest"),
    ),
    Tip(
        "turandot.understudies",
        "turandot",
        "tip.turandot.understudies",
        "TUR-043",
        events=("turandot.understudy_given",),
        actions=("give_understudy",),
    ),
    Tip(
        "turandot.firing",
        "turandot",
        "tip.turandot.firing",
        "TUR-046",
        events=("turandot.firer_chosen",),
        actions=("choose_firer", "fire_director"),
    ),
)


def tip_for(
    game: str,
    seen: Iterable[str],
    events: Iterable[str] = (),
    actions: Iterable[str] = (),
) -> Tip | None:
    """The first tip of ``game`` not yet ``seen`` that these events or moves bring."""
    done = set(seen)
    event_kinds, action_kinds = set(events), set(actions)
    for tip in TIPS:
        if tip.game != game or tip.id in done:
            continue
        if event_kinds & set(tip.events) or action_kinds & set(tip.actions):
            return tip
    return None
