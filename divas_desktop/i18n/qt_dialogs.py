"""Texts of Qt's own file dialog that Qt's catalogues (qtbase_it, qtbase_es) lack.

Qt's widget file dialog asks for these in Qt's contexts; the catalogues shipped with this
Qt version have no Italian or Spanish for them, so "&Look in:", "Files of &type:" and
the Type column's "Folder" stayed English. Ours carries them (translations/src/
qt_dialogs.json): ``install_translator`` installs it before Qt's, so Qt's catalogue
answers first and ours fills in what it lacks. Nothing imports this module: it is here
for lupdate.
"""

from divas_desktop.i18n.noop import QT_TRANSLATE_NOOP

QT_TEXTS = (
    QT_TRANSLATE_NOOP("QFileDialog", "&Look in:"),
    QT_TRANSLATE_NOOP("QFileDialog", "Files of &type:"),
    QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "Folder"),
    QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "File Folder"),
    QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "Drive"),
    QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "File"),
    QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "%1 File"),
    QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "Unknown"),
    QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "Alias"),
    QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "Shortcut"),
)
"""Each text Qt's catalogues lack, in the context Qt asks for it."""
