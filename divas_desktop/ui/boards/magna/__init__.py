"""The Opera Magna board: the table as in the physical game, seen by one player.

It draws the three city boards on top with their trade cards half tucked under, the
merchants and the City Powers; the façade of Santa Maria del Fiore with its worksites,
the building display and the market in the middle; the VP track; the prompt of the turn;
the viewer's shop board in full with their hand, and the other players as rows that open
into their full shop boards; at the end, the score table. The files of the board shape
(``ui/board/README.md``) hold the same jobs as in every board package; beyond them:

- ``cities.py``: the three city boards: Cost and Profit areas, half cards, merchants, powers
- ``florence.py``: the façade's worksites and the tokens sent there, the building display
- ``market.py``: the market board: slots and their costs, decks, discards, the VP track
- ``shop.py``: a shop board in full, the hand beside it, the other players' summary rows
- ``final.py``: the final score table and the tie-break in words
- ``panels.py``: the items that sum up in words and icons: icon buttons, shop rows, scores
- ``parts.py``: short lines of words and goods icons ("Pay 2 [▬] → gain 1 [♣]"), measured
- ``paint.py``: drawing primitives: goods icons with their marks, certificates, carts
- ``ids.py``: the stable ids of the table's items and drop targets, the merchants' ids
"""
