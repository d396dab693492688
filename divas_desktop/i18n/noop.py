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
    measures: dict[str, tuple[str, str | int]]
    """Placeholder -> (unit code, its count): a name written with its count ("2 Bells",
    "1 Column"); ``{key}`` in the code stands for the last part of that parameter's value
    ("magna.n.{good}" + "magna.good.bell" -> "magna.n.bell"); the count is a parameter's
    name or a number."""
    lists: dict[str, tuple[str, ...]]
    """Placeholder -> unit parameters written as one list of the non-zero ones
    ("2 goods and 1 VP")."""
    zero: dict[str, str]
    """Parameter (or list) -> the code of the sentence to say instead when it counts
    nothing ("pays nothing", "without spending…"): a player never reads "0 goods"."""

    def __new__(
        cls,
        text: str,
        count: str | None = None,
        units: dict[str, str] | None = None,
        measures: dict[str, tuple[str, str | int]] | None = None,
        lists: dict[str, tuple[str, ...]] | None = None,
        zero: dict[str, str] | None = None,
    ):
        made = super().__new__(cls, text)
        made.count_param = count
        made.units = dict(units or {})
        made.measures = dict(measures or {})
        made.lists = dict(lists or {})
        made.zero = dict(zero or {})
        return made

    def counts(self) -> set[str]:
        """The parameters whose numbers this text counts."""
        found = set(self.units) | {c for _, c in self.measures.values() if isinstance(c, str)}
        return found | ({self.count_param} if self.count_param else set())


def counted(
    text: str,
    count: str | None = None,
    *,
    measures: dict[str, tuple[str, str | int]] | None = None,
    lists: dict[str, tuple[str, ...]] | None = None,
    zero: dict[str, str] | None = None,
    **units: str,
) -> Counted:
    """Declare which parameter fills ``%n`` in ``text`` and which ones are counted units.

    ``counted(QT_TRANSLATE_NOOP("sipario", "{player} draws %n cards."), "count")``;
    ``counted(QT_TRANSLATE_NOOP(...,"{player} pays {gold}."), gold="sipario.n.gold")``;
    ``measures``, ``lists`` and ``zero``: see :class:`Counted`.
    """
    if count is not None and "%n" not in text:
        raise ValueError(f"a counted text needs %n: {text!r}")
    return Counted(text, count, units, measures, lists, zero)
