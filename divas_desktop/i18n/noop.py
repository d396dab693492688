"""Qt-free markers so lupdate extracts table texts without importing Qt."""

from __future__ import annotations


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 - lupdate needs this name
    """Mark ``text`` for translation in ``context`` and return it unchanged."""
    return text


class Counted(str):
    """A table text whose words follow numbers: Qt's ``%n`` plural forms.

    ``count`` names the event parameter that fills ``%n`` (the catalogue then holds one
    form per plural category of each language); ``units`` maps other numeric
    parameters to a text of their own with ``%n`` ("%n gold"), for sentences that
    count two things at once (Qt's messages take one ``%n`` each).
    """

    count_param: str | None
    """The parameter that holds the count (``None``: the count is passed on its own)."""
    units: dict[str, str]

    def __new__(cls, text: str, count: str | None = None, units: dict[str, str] | None = None):
        made = super().__new__(cls, text)
        made.count_param = count
        made.units = dict(units or {})
        return made


def counted(text: str, count: str | None = None, **units: str) -> Counted:
    """Declare which parameter fills ``%n`` in ``text`` and which ones are counted units.

    ``counted(QT_TRANSLATE_NOOP("sipario", "{player} draws %n cards."), "count")``;
    ``counted(QT_TRANSLATE_NOOP(...,"{player} pays {gold}."), gold="sipario.n.gold")``.
    """
    if count is not None and "%n" not in text:
        raise ValueError(f"a counted text needs %n: {text!r}")
    return Counted(text, count, units)
