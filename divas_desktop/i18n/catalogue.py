"""A translator read straight from a ``.ts`` catalogue, for when no ``.qm`` was compiled.

A plain checkout or an unbuilt install has ``translations/divas_desktop_<lang>.ts`` but
not the ``.qm`` that ``tools/i18n.py compile`` (or the installer build) makes from it.
Rather than let a language choice silently change nothing, the app reads the ``.ts``
into this translator: the same texts and plural forms, with no compiler needed.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QTranslator

Key = tuple[str, str, str]
"""``(context, source, disambiguation)``, as Qt looks a message up."""


def read_ts(path: Path) -> dict[Key, list[str]]:
    """Return the finished translations of a ``.ts`` file: one form, or one per plural."""
    import xml.etree.ElementTree as ET  # only without a compiled .qm (not at every start)

    root = ET.parse(path).getroot()
    out: dict[Key, list[str]] = {}
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is None or translation.get("type") in (
                "unfinished",
                "obsolete",
                "vanished",
            ):
                continue
            forms = [f.text or "" for f in translation.iter("numerusform")]
            if not forms:
                forms = [translation.text or ""]
            key = (name, message.findtext("source") or "", message.findtext("comment") or "")
            out[key] = forms
    return out


def plural_index(language: str, n: int) -> int:
    """Which plural form ``n`` takes (Italian, Spanish and English: one, other)."""
    return 0 if n == 1 else 1


class TsTranslator(QTranslator):
    """Translates from a parsed ``.ts`` catalogue (see the module docstring)."""

    def __init__(self, path: Path, language: str, parent=None) -> None:
        super().__init__(parent)
        self.language_code = language
        self.messages = read_ts(path)

    def isEmpty(self) -> bool:  # noqa: N802 - Qt override
        return not self.messages

    def translate(  # Qt override: QCoreApplication.translate ends here
        self, context: str, source: str, disambiguation: str | None = None, n: int = -1
    ) -> str | None:
        forms = self.messages.get((context, source, disambiguation or ""))
        if not forms or not any(forms):
            # None reaches Qt as a null string, which means "not here: ask the next
            # translator, else show the source"; an empty string would be shown as is.
            return None
        if len(forms) == 1:
            return forms[0]
        return forms[min(plural_index(self.language_code, n), len(forms) - 1)]
