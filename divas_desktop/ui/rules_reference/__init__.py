"""How to play, inside the app: each game's rules reference in a dock beside the board.

- ``document.py``: the reference files (``resources/rules/<game>.<lang>.md``) read into
  blocks, the clause index, the contents and the search; no Qt.
- ``page.py``: a reference, or its search results, as HTML for a text browser; no Qt.
- ``pictures.py``: the pictures, drawn by the real boards from their demo positions.
- ``browser.py``: the text browser that draws a picture when it scrolls into view.
- ``dock.py``: the dock: the game, the search box, the contents, links between clauses.
"""
