"""``divas-desktop doctor``: can this system show the app? Libraries, fonts, real glyphs.

Used by the installers' smoke test and by players who see no window or empty boxes.
The glyph check draws letters and the board's symbols with the app's font and compares
each with the drawing of a character no font has (the "tofu" box): text that renders as
boxes, or not at all, fails here even though a screenshot of it is a valid PNG.
"""

from __future__ import annotations

import os
import sys

from . import system_check

LETTERS = "AaBbEeGgQqRrñé"
SYMBOLS = "●■◆▲⬢★♪→"
"""Seat shapes and marks the boards draw as text."""
NO_GLYPH = "\U000f0001"
"""A private-use character outside every ordinary font."""


def glyph_problems() -> list[str]:
    """Return what is wrong with drawing text in this Qt session (empty when all is well)."""
    from PySide6.QtCore import QRect, Qt
    from PySide6.QtGui import QColor, QFont, QFontDatabase, QGuiApplication, QImage, QPainter

    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    assert isinstance(app, QGuiApplication)  # instance() is typed as the core application
    if not QFontDatabase.families():
        return ["Qt finds no font at all"]
    font = QFont(app.font())
    font.setPixelSize(32)

    def draw(text: str) -> QImage:
        image = QImage(48, 48, QImage.Format.Format_RGB32)
        image.fill(QColor("white"))
        painter = QPainter(image)
        painter.setFont(font)
        painter.setPen(QColor("black"))
        painter.drawText(QRect(0, 0, 48, 48), Qt.AlignmentFlag.AlignCenter, text)
        painter.end()
        return image

    blank = draw("")
    box = draw(NO_GLYPH)
    letters = {char: draw(char) for char in LETTERS}
    problems = []
    if all(image == blank for image in letters.values()):
        return ["letters are drawn as nothing (no usable font)"]
    if len({bytes(image.constBits()) for image in letters.values()}) <= 2:
        return ["letters are drawn as empty boxes (no usable font)"]
    boxed = [char for char, image in letters.items() if image in (box, blank)]
    if boxed:
        problems.append(f"letters without a glyph: {' '.join(boxed)}")
    symbols = [char for char in SYMBOLS if draw(char) in (box, blank)]
    if symbols:
        problems.append(f"board symbols without a glyph: {' '.join(symbols)}")
    return problems


def main() -> int:
    """Print each check; return 0 when the window can open and text draws as letters."""
    platform = system_check.platform_problems()
    fonts = system_check.font_problems()
    for problem in platform:
        print(f"FAIL window system: {problem.what}")
    if not platform:
        native = {"darwin": "cocoa", "win32": "windows"}.get(sys.platform)
        wanted = os.environ.get("QT_QPA_PLATFORM") or native
        print("ok   window system: " + (wanted or "/".join(system_check.platform_candidates())))
    glyphs: list[str] = []
    if not platform:  # else Qt would abort the process
        try:
            glyphs = glyph_problems()
        except ImportError as error:
            print(system_check.explain_import_error(error))
            return 1
    for glyph_problem in glyphs:
        print(f"FAIL text: {glyph_problem}")
    if not platform and not glyphs:
        print(f"ok   text: {len(LETTERS)} letters and {len(SYMBOLS)} symbols draw as glyphs")
    missing = platform + fonts
    if glyphs and not fonts:
        debian, fedora = system_check.FONT_PACKAGES
        missing.append(system_check.Problem("text is not drawn as letters", debian, fedora))
    if missing:
        print(system_check.report(missing))
    return 1 if platform or glyphs else 0


if __name__ == "__main__":
    sys.exit(main())
