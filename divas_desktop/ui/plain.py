"""Player names are text, never markup: a name like ``<b>Anna</b>`` shows as typed.

Qt guesses whether a label's or tooltip's text is rich text; a name must never be taken
for markup. Labels get ``Qt.TextFormat.PlainText``; tooltips, which have no such switch,
get their text converted to rich text that shows it literally.
"""

from __future__ import annotations


def plain_tooltip(text: str) -> str:
    """A tooltip that shows ``text`` exactly as it is (markup characters included)."""
    from PySide6.QtGui import Qt

    return Qt.convertFromPlainText(text, Qt.WhiteSpaceMode.WhiteSpaceNormal)
