"""The Battle of the Divas board (with Palco Reale): the VP track, the four opera houses
(each diva's side, the opera, Fame and Applause, the cards played and the notes sent),
the piano with both Divas and their tessituras, the Timeline, the Orchestra, the Palco
Reale, the other diva's panel, the hand and piles, the programme of closed operas and the
panel that says what to do now. The diva at the screen sees her own side of every house
and her tessitura at the bottom; in pass-and-play the table turns with the curtain.

Beyond the shape (ui/board/README.md), the game's own parts:

- ``houses.py``: the four opera houses as specs, the viewer's side of each at the bottom
- ``piano.py``: the piano as specs: keys, note tokens, both Divas and their tessituras
- ``table.py``: the rest as specs: VP track, rival, Orchestra, Palco, Timeline, piles, programme
- ``house_items.py``: the items of the houses: frame, Fame track, Applause bars, tokens
- ``piano_items.py``: the items of the piano: white and black keys, Divas, tessitura brackets
- ``icons.py``: the game's icons drawn in code: instruments, rhythms, masks, black-key actions
- ``paint.py``: what the items share: the divas' colours and badges, fonts, fitted text, halo
- ``pictures.py``: the items' pictures remembered by look, copied instead of painted again
"""
