"""English texts of the preview lines a drop shows before it is made (every game).

Codes are ``<game>.preview.<measure>`` (``games/<game>/preview.py`` names them); each
line's parameters are declared in ``previews.py``. ``{sign}`` is "+" before a gain and
empty before a loss (the count itself then reads "−2").
"""
# ruff: noqa: E501

from divas_desktop.i18n.noop import QT_TRANSLATE_NOOP, counted

CONTEXT = "previews"
TEXTS: dict[str, str] = {
    # The Battle of the Divas
    "divas.preview.fame": counted(
        QT_TRANSLATE_NOOP("previews", "{sign}%n Fame {house:at}"), "amount"
    ),
    "divas.preview.applause": counted(
        QT_TRANSLATE_NOOP("previews", "{sign}%n Applause {house:at}"), "amount"
    ),
    "divas.preview.vp": counted(QT_TRANSLATE_NOOP("previews", "{sign}%n VP"), "amount"),
    "divas.preview.rival_applause": counted(
        QT_TRANSLATE_NOOP("previews", "{diva}: {sign}%n Applause {house:at}"), "amount"
    ),
    "divas.preview.rival_vp": counted(
        QT_TRANSLATE_NOOP("previews", "{diva}: {sign}%n VP"), "amount"
    ),
    "divas.preview.task": QT_TRANSLATE_NOOP("previews", "Next: {what}"),
    # Sipario!
    "sipario.preview.role": counted(QT_TRANSLATE_NOOP("previews", "{role}: {sign}%n PN"), "amount"),
    "sipario.preview.value": counted(
        QT_TRANSLATE_NOOP("previews", "{opera} as it stands: %n PN"), "amount"
    ),
    "sipario.preview.base_lacks": counted(
        QT_TRANSLATE_NOOP("previews", "%n roles still needed to debut: {roles}"), "amount"
    ),
    "sipario.preview.base_complete": QT_TRANSLATE_NOOP(
        "previews", "The base cast of {opera} is complete"
    ),
    "sipario.preview.lacks": counted(
        QT_TRANSLATE_NOOP("previews", "%n further roles open: {roles}"), "amount"
    ),
    "sipario.preview.cast_complete": QT_TRANSLATE_NOOP(
        "previews", "The cast of {opera} is complete"
    ),
    "sipario.preview.gold": counted(QT_TRANSLATE_NOOP("previews", "{sign}%n gold"), "amount"),
    "sipario.preview.pn": counted(QT_TRANSLATE_NOOP("previews", "{sign}%n PN"), "amount"),
    # Turandot
    "turandot.preview.bid": counted(
        QT_TRANSLATE_NOOP("previews", "Your bid: number {number} and %n money cards"), "money"
    ),
    "turandot.preview.bid_number": QT_TRANSLATE_NOOP("previews", "Your bid: number {number}"),
    "turandot.preview.bid_money": counted(
        QT_TRANSLATE_NOOP("previews", "Your bid: %n money cards, no number"), "money"
    ),
    "turandot.preview.bid_invalid": QT_TRANSLATE_NOOP("previews", "Not a valid bid yet"),
    "turandot.preview.bluff": QT_TRANSLATE_NOOP("previews", "with the bluff card"),
    "turandot.preview.cast": counted(
        QT_TRANSLATE_NOOP("previews", "Your cast: %n points"), "amount"
    ),
    "turandot.preview.singers": counted(
        QT_TRANSLATE_NOOP("previews", "{player}: {sign}%n singers"), "amount"
    ),
    # Opera Magna
    "magna.preview.goods": counted(
        QT_TRANSLATE_NOOP("previews", "{sign}{good}"),
        measures={"good": ("magna.n.good.{good}", "amount")},  # "+2 Bells": the good's plural
    ),
    "magna.preview.certificates": counted(
        QT_TRANSLATE_NOOP("previews", "{sign}%n {good} certificates"), "amount"
    ),
    "magna.preview.vp": counted(QT_TRANSLATE_NOOP("previews", "{sign}%n VP"), "amount"),
    "magna.preview.project": counted(
        QT_TRANSLATE_NOOP("previews", "{card}: %n goods in place"), "amount"
    ),
}
