"""How long writing a log line takes: names, grammar and plural forms, per game and language.

Plays one seeded computer game of each game, then times ``i18n.events.event_text`` over
every event the first seat sees (medians of 5 passes, after a warm-up pass), in Italian,
Spanish and English.

Run: QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/log_texts.py
"""

from __future__ import annotations

import statistics
import time

from PySide6.QtCore import QCoreApplication

from divas_desktop.i18n.events import event_text
from divas_desktop.i18n.translate import install_translator
from divas_desktop.selfplay import play_one

GAMES = (("sipario", 3), ("turandot", 3), ("divas", 2), ("magna", 3))


def main() -> None:
    """Print microseconds per log line for every game and language."""
    app = QCoreApplication.instance() or QCoreApplication([])
    for game_id, seats in GAMES:
        match = play_one(game_id, seats, 1)
        events = [event for _step, _seat, event in match.events_for(0)]
        names = [seat.name for seat in match.seats]
        row = []
        for language in ("it", "es", "en"):
            install_translator(app, language)
            for event in events:  # warm-up: data, grammar files, catalogues
                event_text(game_id, event, names)
            passes = []
            for _ in range(5):
                start = time.perf_counter()
                for event in events:
                    event_text(game_id, event, names)
                passes.append((time.perf_counter() - start) / len(events))
            row.append(f"{language} {statistics.median(passes) * 1e6:6.1f} µs")
        print(f"{game_id:9} {len(events):4} lines   " + "   ".join(row))


if __name__ == "__main__":
    main()
