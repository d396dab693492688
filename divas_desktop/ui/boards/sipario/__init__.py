"""The Sipario! board draws one impresario's view of the table: the Notoriety track and
the header (deal, round, target or clock), the other impresarios' panels, the stage
with the production being cast, the piles, what the table asks now, and his own season,
purse and hand. Its files have the jobs of every board package (ui/board/README.md);
beside them, the game's own parts:

- ``stage.py``: the production being cast, its roles and its live value
- ``impresarios.py``: the other impresarios' panels and full tables, and the viewer's own area
- ``table.py``: the Notoriety track, the header and the piles
- ``reseat.py``: reseating at the end of a deal, by dragging names into a new turn order
- ``clock.py``: the clock of a timed match
"""
