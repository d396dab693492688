"""Lessons: a guided first game of each game on the real board (Qt-free part).

A lesson is a script (``resources/lessons/<lesson>.json``, validated on load by
:mod:`.script`): a game with a fixed seed and a prepared deal (:mod:`.arrange`), and a
list of steps. Each step has a coach text, the board item to point at, and either
nothing to do but read (the coach panel's Next) or the gesture expected of the player
(an action predicate: the action's kind and key parameters). The computer seats play
between steps as the game's computer player does (deterministic in the seed).

:mod:`.run` follows a lesson on a :class:`~divas_desktop.core.match.Match`: it refuses an
off-script move with the step's hint, advances when the expected move is played, and
rebuilds a lesson left half-way from its recorded log. The Qt part (the coach panel, the
ring on the board, the welcome screen's "Learn to play") is in ``ui/lessons/``.
"""
