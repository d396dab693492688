"""Turn engine codes into translated text, and install the Qt translators.

Engines emit codes (event kinds, refusal reasons, score labels). Each game has a table
``divas_desktop/i18n/texts_<game_id>.py`` mapping code -> English source text; the
English text is the translation key (context = the game id), as lupdate extracted it.
"""

from __future__ import annotations

import importlib
import string
from functools import cache
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QSettings, QTranslator

LANGUAGES: tuple[str, ...] = ("it", "es", "en")
"""Languages the application ships, in menu order."""
CORE = "core"
_TRANSLATOR_NAME = "divas_translator"


@cache
def _table(context: str) -> dict[str, str]:
    """Return the text table of ``context`` (empty when the game has none)."""
    if not context.isidentifier():
        return {}
    try:
        module = importlib.import_module(f"divas_desktop.i18n.texts_{context}")
    except ModuleNotFoundError:
        return {}
    return dict(getattr(module, "TEXTS", {}))


def _source(context: str, code: str) -> tuple[str, str] | None:
    """Find ``code`` in the context's table, then in the core table."""
    for ctx in (context, CORE):
        table = _table(ctx)
        if code in table:
            return ctx, table[code]
    return None


def has_text(context: str, code: str) -> bool:
    """Return whether ``code`` has a text in ``context`` or in the core table."""
    return _source(context, code) is not None


class _Lenient(dict):
    """Format mapping that leaves unknown placeholders visible instead of failing."""

    def __missing__(self, key: str) -> str:
        return "{" + key + "}"


def _format(template: str, params: dict[str, Any]) -> str:
    try:
        return string.Formatter().vformat(template, (), _Lenient(params))
    except (ValueError, IndexError, AttributeError, TypeError, KeyError):
        return template


def text(context: str, code: str, **params: Any) -> str:
    """Return the translated text of ``code`` with its ``{placeholders}`` filled.

    Looks in the table of ``context``, then in the core table; an unknown code is shown
    as itself (so a missing text is visible, never a crash). String parameters that are
    themselves codes of the table (card names, roles) are translated too.
    """
    found = _source(context, code)
    if found is None:
        return code if not params else _format(code, params)
    ctx, source = found
    translated = QCoreApplication.translate(ctx, source)
    shown = {
        key: text(context, value) if isinstance(value, str) and has_text(context, value) else value
        for key, value in params.items()
    }
    return _format(translated, shown)


def refusal_text(context: str, reason: str, **params: Any) -> str:
    """Return the translated reason of a refused move.

    Engines key refusals as ``reason.<code>`` (docs/ENGINE_GUIDE.md); shared codes such
    as ``not_your_turn`` live bare in the core table.
    """
    prefixed = f"reason.{reason}"
    if has_text(context, prefixed):
        return text(context, prefixed, **params)
    return text(context, reason, **params)


# --- translators --------------------------------------------------------------------
def translations_dir() -> Path:
    """Return the folder holding ``divas_desktop_<lang>.qm`` (source tree or bundle)."""
    from ..paths import translations_dir as folder

    return folder()


def saved_language() -> str:
    """Return the saved language choice, else the system language if shipped, else 'en'."""
    from ..ui.settings import read_choice  # every settings value is checked there

    saved = read_choice("language", LANGUAGES)
    if saved:
        return saved
    system = QLocale.system().name().split("_")[0]
    return system if system in LANGUAGES else "en"


def save_language(language: str) -> None:
    """Remember the user's language choice."""
    QSettings().setValue("language", language)


def install_translator(app: QCoreApplication, language: str | None = None) -> str:
    """Load the translations for ``language`` (default: saved or system) into ``app``.

    Previously installed Divas translators are removed first, so calling it again
    switches the language at run time (Qt then sends LanguageChange to every widget).
    Returns the language in use.
    """
    language = language if language in LANGUAGES else saved_language()
    for old in app.findChildren(QTranslator, _TRANSLATOR_NAME):
        app.removeTranslator(old)
        old.deleteLater()
        old.setObjectName("")
    candidates = [
        (translations_dir(), f"divas_desktop_{language}"),
        (Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)), f"qtbase_{language}"),
    ]
    for folder, name in candidates:
        translator = QTranslator(app)
        if translator.load(name, str(folder)):
            translator.setObjectName(_TRANSLATOR_NAME)
            app.installTranslator(translator)
        else:
            translator.deleteLater()
    QLocale.setDefault(QLocale(language))
    return language
