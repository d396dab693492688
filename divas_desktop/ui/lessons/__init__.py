"""Lessons and tips on the real board (Qt part).

- ``coach.py``: the coach panel docked beside the board, and the ring drawn on the board
  item a step points at.
- ``host.py``: runs a lesson in the main window: its match (never autosaved), the coach,
  the refusal of off-script moves, leaving and resuming, the real game at the end.
- ``tips.py``: one line the first time a phase comes in a real game.

The scripts and their rules-free logic are in ``divas_desktop/lessons/``.
"""
