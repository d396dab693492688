"""The Turandot board, laid out in the framework's 1010×660 design: along the top the other
companies; in the middle the casting row (six characters and the cards under them) with the
rounds, Puccini, the costume designer, the carpenter and the directors beside it; under it
the phase band (the viewer's hand and bid while bidding, every bid face up at the reveal,
the director pile when one is fired, the director and the legend in the final scene); along
the bottom the featured company (the viewer's), or in the final scene the standings.

Beyond the shape every board package has (ui/board/README.md), the parts of the table:

- ``table.py``: the casting row; beside it the rounds, Puccini, scene elements, directors
- ``bids.py``: the phase band while bidding (hand and bid) and at the reveal (every bid)
- ``company.py``: the companies (compact at the top, the featured one large), the standings
- ``final.py``: the final scene: the cast on the roles, its director, the live score
"""
