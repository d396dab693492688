"""Turn engine codes into translated text, and install the Qt translators.

Engines emit codes (event kinds, refusal reasons, score labels). Each game has a table
``divas_desktop/i18n/texts_<game_id>.py`` mapping code -> English source text; the
English text is the translation key (context = the game id), as lupdate extracted it.
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QSettings, QTranslator

from .catalogue import TsTranslator
from .noop import Counted

if TYPE_CHECKING:
    from .grammar import Grammar, Name

LANGUAGES: tuple[str, ...] = ("it", "es", "en")
"""Languages the application ships, in menu order."""
LANGUAGE_NAMES = {"it": "Italiano", "es": "Español", "en": "English"}
"""Each language named in itself."""
CORE = "core"
GAMES: tuple[str, ...] = ("sipario", "turandot", "divas", "magna")
"""The games whose resources carry grammar files."""
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


@cache
def current_language() -> str:
    """The language texts are shown in now (the one the translators were installed for)."""
    language = QLocale().name().split("_")[0]
    return language if language in LANGUAGES else "en"


def text(context: str, code: str, n: int | None = None, /, **params: Any) -> str:
    """Return the translated text of ``code`` with its ``{placeholders}`` filled.

    Looks in the table of ``context``, then in the core table; an unknown code is shown
    as itself (so a missing text is visible, never a crash). ``n`` (or the parameter a
    :class:`~divas_desktop.i18n.noop.Counted` text names) picks the plural form of
    ``%n``. String parameters that are codes of the table (card names, roles) are
    translated, and every name carries its grammar, so ``{house:a}`` reads "alla Scala".
    """
    found = _source(context, code)
    if found is None:
        return code if not params else _format(code, params)
    ctx, source = found
    count = n
    units: dict[str, str] = {}
    if isinstance(source, Counted):
        instead = zero_instead(ctx, source, params)
        if instead is not None:
            return text(context, instead, n, **params)
        units = source.units
        if count is None and source.count_param is not None:
            count = _as_count(params.get(source.count_param))
    if count is not None and count < 0:
        # Qt fills %n only for counts >= 0: a loss ("-1 Applause") is written by hand.
        translated = QCoreApplication.translate(ctx, source, None, -count)
        translated = translated.replace(str(-count), f"−{-count}", 1)
    else:
        translated = QCoreApplication.translate(ctx, source, None, -1 if count is None else count)
        if count is None and "%n" in translated:  # a count that is not a number: show it
            param = source.count_param if isinstance(source, Counted) else None
            counted_as = params.get(param, "?") if param else "?"
            translated = translated.replace("%n", str(counted_as))
    language = current_language()
    shown: dict[str, Any] = {}
    for key, value in params.items():
        amount = _as_count(value) if key in units else None
        if amount is not None:
            shown[key] = text(ctx, units[key], amount)
        else:
            shown[key] = name(context, value, language) if isinstance(value, str) else value
    if isinstance(source, Counted):
        shown.update(_listed(ctx, source, params))
    return _format(translated, shown)


def measures(context: str, code: str, params: Mapping[str, Any]) -> dict[str, str]:
    """The names ``code``'s text writes with their counts, made from the engine's
    ``params`` (none when a zero count says its own sentence)."""
    found = _source(context, code)
    if found is None:
        return {}
    ctx, source = found
    if not isinstance(source, Counted):
        return {}
    if zero_instead(ctx, source, params) is not None:
        return {}
    return {
        key: measured(ctx, unit, count, params) for key, (unit, count) in source.measures.items()
    }


def measured(context: str, code: str, count: str | int, params: Mapping[str, Any]) -> str:
    """A name with its count ("2 Bells"): see ``Counted.measures``; ``params`` are the
    codes as the engine gave them."""
    for part, value in params.items():
        code = code.replace("{" + part + "}", str(value).rsplit(".", 1)[-1])
    amount = count if isinstance(count, int) else _as_count(params.get(count))
    if not has_text(context, code):  # a game's own unit, asked from a shared context
        context = code.split(".", 1)[0]
    return text(context, code, amount if amount is not None else 1)


def zero_instead(context: str, source: Counted, params: Mapping[str, Any]) -> str | None:
    """The code of the sentence said instead when a counted parameter (or list) is zero."""
    for key, other in source.zero.items():
        parts = source.lists.get(key, (key,))
        if all(_as_count(params.get(part)) == 0 for part in parts) and has_text(context, other):
            return other
    return None


def _listed(context: str, source: Counted, params: dict[str, Any]) -> dict[str, str]:
    """The lists of units ("2 goods and 1 VP"); measured names come from :func:`measures`."""
    shown: dict[str, str] = {}
    for key, parts in source.lists.items():
        words = []
        for part in parts:
            amount = _as_count(params.get(part))
            if amount:
                words.append(text(context, source.units.get(part, part), amount))
        if not words:
            shown[key] = text(CORE, "list.none")
        elif len(words) == 1:
            shown[key] = words[0]
        else:
            shown[key] = text(CORE, "list.and", items=", ".join(words[:-1]), last=words[-1])
    return shown


def _as_count(value: Any) -> int | None:
    """A count, also when a board already wrote the number as text ("3")."""
    if isinstance(value, str) and value.isdigit():
        return int(value)
    if isinstance(value, bool) or not isinstance(value, int):
        return None
    return value


def name(
    context: str,
    value: str,
    language: str | None = None,
    gender: str | None = None,
    **params: Any,
) -> Name:
    """Return ``value`` (a text code or a printed name) as a :class:`Name` of ``language``.

    A code of the table is translated (with ``params``); its grammar comes from the
    game's grammar file, by code or printed name, else by the text it shows. ``gender``
    (a singer's, from the card data) fills in what the grammar file leaves open.
    """
    from .grammar import Grammar, Name, grammar_of  # (json and the grammar files: not at start-up)

    language = language or current_language()
    label = text(context, value, **params) if has_text(context, value) else value
    grammar = grammar_of(value, language, _games_of(context))
    if grammar is None:
        grammar = _by_label(language).get(label)
    if grammar is None:
        grammar = Grammar(gender=gender)
    elif gender is not None and grammar.gender is None:
        grammar = Grammar(gender=gender, number=grammar.number, article=grammar.article)
    return Name(label, language, grammar)


@cache
def _games_of(context: str) -> tuple[str, ...]:
    """The games whose grammar a context's names come from (its own game first)."""
    own = context.split("_")[0]
    return (own, *(g for g in GAMES if g != own)) if own in GAMES else GAMES


@cache
def _by_label(language: str) -> dict[str, Grammar]:
    """Every name of every game's grammar file, by the text it shows in ``language``."""
    from .grammar import load_grammar

    found: dict[str, Grammar] = {}
    for game_id in GAMES:
        for key, grammar in load_grammar(game_id, language).items():
            label = text(game_id, key) if has_text(game_id, key) else key
            found.setdefault(label, grammar)
    return found


def _format(template: str, params: dict[str, Any]) -> str:
    if "{" not in template:
        return template  # a name or a plain sentence: nothing to fill
    from .grammar import fill

    return _one_stop(fill(template, params, current_language()), params)


def _one_stop(filled: str, params: dict[str, Any]) -> str:
    """A sentence ends once: a name ending in "!", "?" or "…" ("Viral Infection!") takes
    the place of the full stop that follows it in the template."""
    from .grammar import Name, Names  # (imported with fill, just before)

    for value in params.values():
        words = str(value) if isinstance(value, str | Name | Names) else ""
        if words[-1:] in ("!", "?", "…") and words + "." in filled:
            filled = filled.replace(words + ".", words)
    return filled


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
    Without a compiled ``.qm`` the ``.ts`` catalogue is read instead; when neither
    exists the language cannot change: English stays, and :func:`language_problem`
    says why. Returns the language in use.
    """
    language = language if language in LANGUAGES else saved_language()
    for old in app.findChildren(QTranslator, _TRANSLATOR_NAME):
        app.removeTranslator(old)
        old.deleteLater()
        old.setObjectName("")
    own = _own_translator(app, language)
    if own is None and language != "en":
        language = "en"
        own = _own_translator(app, language)
    for translator in (
        own,
        _loaded(app, Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)), language),
    ):
        if translator is not None:
            translator.setObjectName(_TRANSLATOR_NAME)
            app.installTranslator(translator)
    QLocale.setDefault(QLocale(language))
    current_language.cache_clear()
    _by_label.cache_clear()
    return language


def _loaded(app: QCoreApplication, folder: Path, language: str) -> QTranslator | None:
    """Qt's own translations of its dialogs' buttons, if shipped."""
    translator = QTranslator(app)
    if translator.load(f"qtbase_{language}", str(folder)):
        return translator
    translator.deleteLater()
    return None


SOURCE_CATALOGUES = Path(__file__).resolve().parents[2] / "translations"
"""The ``.ts`` catalogues of a source checkout (beside the package)."""


def catalogue_folders() -> list[Path]:
    """Where a language's catalogue may be: the compiled folder, then the sources'."""
    return list(dict.fromkeys([translations_dir(), SOURCE_CATALOGUES]))


def _own_translator(app: QCoreApplication, language: str) -> QTranslator | None:
    """The app's catalogue of ``language``: the compiled ``.qm``, else its ``.ts``."""
    folders = catalogue_folders()
    translator = QTranslator(app)
    for folder in folders:
        if translator.load(f"divas_desktop_{language}", str(folder)):
            return translator
    translator.deleteLater()
    from xml.etree.ElementTree import ParseError  # only without a compiled .qm

    for folder in folders:
        source = folder / f"divas_desktop_{language}.ts"
        if source.exists():
            try:
                return TsTranslator(source, language, app)
            except (OSError, ParseError):
                continue
    return None


def language_problem(language: str) -> str | None:
    """Why ``language`` cannot be shown (English text, for the message), or ``None``."""
    if language == "en" or language not in LANGUAGES:
        return None
    name = f"divas_desktop_{language}"
    if any((f / f"{name}.qm").exists() or (f / f"{name}.ts").exists() for f in catalogue_folders()):
        return None
    qm = translations_dir() / f"{name}.qm"
    return QCoreApplication.translate(
        "MainWindow",
        "The {language} texts are missing from this installation ({file} was not found), "
        "so the language cannot change. Reinstall Divas Desktop, or from the source run "
        "`python tools/i18n.py compile`.",
    ).format(language=LANGUAGE_NAMES.get(language, language), file=qm)
