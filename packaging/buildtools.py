"""Build helpers shared by the PyInstaller spec and the installer scripts.

Usable as a script (the shell/CI side) and importable from the spec:

    python packaging/buildtools.py version             # the version from pyproject.toml
    python packaging/buildtools.py deb-version [V]     # the .deb's version: 0.2.0rc1 -> 0.2.0~rc1
    python packaging/buildtools.py windows-version [V] # Windows' numbers: 0.2.0rc1 -> 0.2.0.3001
    python packaging/buildtools.py glibc-promise       # the oldest glibc the README promises
    python packaging/buildtools.py icon-svg            # the path of the app icon SVG
    python packaging/buildtools.py icons OUTDIR        # PNGs, app.ico and app.icns in OUTDIR
    python packaging/buildtools.py translations OUTDIR # translations/*.ts -> OUTDIR/*.qm

Only the ``icons`` command needs Qt (it renders the SVG offscreen in this process).
"""

from __future__ import annotations

import os
import re
import shutil
import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGING = ROOT / "packaging"

APP_NAME = "Divas Desktop"
APP_ID = "divas-desktop"
"""Executable, package, desktop-entry and icon name on Linux."""
MIME_TYPE = "application/x-divas-save"
BUNDLE_ID = "io.github.divasdesktop.DivasDesktop"
UTI = "io.github.divasdesktop.divas-save"

# The real icon drawn for the app (the one divas_desktop/ui/resources.py loads); the
# placeholder is the fallback.
ICON_CANDIDATES = ("resources/icons/divas.svg",)
PLACEHOLDER_ICON = PACKAGING / "icons" / "divas-desktop.svg"

ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512, 1024)

GLIBC_PROMISE = "2.35"
"""The oldest glibc the README promises for the Linux packages (Ubuntu 22.04; Debian 12
has 2.36). build_linux.sh warns when a bundle needs more (it was built on a newer system)
and, with DIVAS_STRICT_GLIBC=1 (the release workflow), fails; smoke_test.sh checks it."""


def project_version(root: Path = ROOT) -> str:
    """Return [project] version from pyproject.toml (fallback: divas_desktop.__version__)."""
    import tomllib  # (here: `glibc-promise` also runs under an older system python3)

    pyproject = root / "pyproject.toml"
    if pyproject.is_file():
        with pyproject.open("rb") as handle:
            data = tomllib.load(handle)
        version = data.get("project", {}).get("version")
        if version:
            return str(version)
    init = (root / "divas_desktop" / "__init__.py").read_text(encoding="utf-8")
    match = re.search(r"""^__version__\s*=\s*["']([^"']+)["']""", init, re.M)
    if match:
        print(
            "buildtools: pyproject.toml has no [project] version; using __version__",
            file=sys.stderr,
        )
        return match.group(1)
    raise SystemExit("buildtools: no version in pyproject.toml nor divas_desktop/__init__.py")


# A version the installers can carry: X.Y.Z with an optional pre-release aN, bN or rcN
# (PEP 440, normalised). Anything else (.postN, .devN, +local) stops the build with a message.
_VERSION = re.compile(r"^(\d+)\.(\d+)(?:\.(\d+))?(?:(a|b|rc)(\d+))?$")
_PRE_RELEASE_RANK = {"a": 1, "b": 2, "rc": 3, "": 9}
"""The thousands of Windows' fourth number: alphas < betas < candidates < the release."""


def parse_version(version: str) -> tuple[tuple[int, int, int], str, int]:
    """Return ((X, Y, Z), pre-release kind ("a", "b", "rc" or ""), its number) of a version."""
    match = _VERSION.match(version.strip())
    if not match:
        raise ValueError(
            f"version {version!r}: the installers take X.Y.Z or a pre-release X.Y.ZaN, X.Y.ZbN, "
            "X.Y.ZrcN (set [project] version in pyproject.toml)"
        )
    major, minor, micro, kind, number = match.groups()
    serial = int(number or 0)
    if serial > 999:
        raise ValueError(f"version {version!r}: a pre-release number above 999")
    return (int(major), int(minor), int(micro or 0)), kind or "", serial


def deb_version(version: str) -> str:
    """Return the .deb's version: a pre-release gets a tilde, so 0.2.0~rc1 sorts before 0.2.0."""
    release, kind, serial = parse_version(version)
    text = ".".join(map(str, release))
    return f"{text}~{kind}{serial}" if kind else text


def numeric_version(version: str) -> tuple[int, int, int, int]:
    """Return Windows' four numbers (VERSIONINFO, Inno Setup's VersionInfoVersion).

    Each is at most 65535. The fourth orders the pre-releases of X.Y.Z below X.Y.Z:
    1000 + N for aN, 2000 + N for bN, 3000 + N for rcN and 9000 for the release itself,
    so 0.2.0rc1 is 0.2.0.3001 and 0.2.0 is 0.2.0.9000 (the display version stays "0.2.0rc1").
    """
    (major, minor, micro), kind, serial = parse_version(version)
    numbers = (major, minor, micro, _PRE_RELEASE_RANK[kind] * 1000 + (serial if kind else 0))
    if max(numbers) > 65535:
        raise ValueError(f"version {version!r}: Windows allows numbers up to 65535")
    return numbers


def windows_version(version: str) -> str:
    """Return :func:`numeric_version` as Inno Setup's VersionInfoVersion (W.X.Y.Z)."""
    return ".".join(map(str, numeric_version(version)))


def app_icon_svg(root: Path = ROOT) -> Path:
    """Return the app icon SVG: the one in resources/icons/, else the placeholder."""
    override = os.environ.get("DIVAS_APP_ICON")
    if override:
        return Path(override).resolve()
    for candidate in ICON_CANDIDATES:
        path = root / candidate
        if path.is_file():
            return path
    return PLACEHOLDER_ICON


def compile_translations(outdir: Path, root: Path = ROOT) -> list[Path]:
    """Compile translations/*.ts to OUTDIR/*.qm (with ts2qm: no Qt tool needed)."""
    sys.path.insert(0, str(PACKAGING))
    import ts2qm

    return ts2qm.compile_folder(root / "translations", outdir)


def render_pngs(svg: Path, outdir: Path, sizes=ICON_SIZES) -> dict[int, Path]:
    """Render the SVG to square PNGs (needs Qt; runs offscreen)."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QRectF, Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    _app = QGuiApplication.instance() or QGuiApplication([])
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise SystemExit(f"buildtools: cannot render {svg}")
    outdir.mkdir(parents=True, exist_ok=True)
    result = {}
    for size in sizes:
        image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        renderer.render(painter, QRectF(0, 0, size, size))
        painter.end()
        path = outdir / f"{size}.png"
        if not image.save(str(path), "PNG"):
            raise SystemExit(f"buildtools: cannot write {path}")
        result[size] = path
    return result


def write_ico(pngs: dict[int, Path], path: Path) -> None:
    """Write a Windows .ico holding PNG-compressed images (16..256 px; Vista and later)."""
    sizes = [s for s in sorted(pngs) if s <= 256]
    blobs = [pngs[s].read_bytes() for s in sizes]
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = 6 + 16 * len(sizes)
    entries = b""
    for size, blob in zip(sizes, blobs, strict=True):
        dim = 0 if size >= 256 else size  # 0 means 256
        entries += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(blob), offset)
        offset += len(blob)
    path.write_bytes(header + entries + b"".join(blobs))


# icns element types holding PNG data, by pixel size (retina variants share the bitmap).
_ICNS_TYPES = (
    (b"icp4", 16),
    (b"icp5", 32),
    (b"icp6", 64),
    (b"ic07", 128),
    (b"ic08", 256),
    (b"ic09", 512),
    (b"ic10", 1024),
    (b"ic11", 32),
    (b"ic12", 64),
    (b"ic13", 256),
    (b"ic14", 512),
)


def write_icns(pngs: dict[int, Path], path: Path) -> None:
    """Write a macOS .icns holding PNG images (what `iconutil` produces)."""
    body = b""
    for kind, size in _ICNS_TYPES:
        if size in pngs:
            blob = pngs[size].read_bytes()
            body += kind + struct.pack(">I", 8 + len(blob)) + blob
    path.write_bytes(b"icns" + struct.pack(">I", 8 + len(body)) + body)


def build_icons(outdir: Path, root: Path = ROOT) -> Path:
    """Render the app icon into OUTDIR: png/<size>.png, app.svg, app.ico, app.icns."""
    svg = app_icon_svg(root)
    pngs = render_pngs(svg, outdir / "png")
    shutil.copy2(svg, outdir / "app.svg")
    write_ico(pngs, outdir / "app.ico")
    write_icns(pngs, outdir / "app.icns")
    return outdir


def main(argv: list[str]) -> int:
    if not argv:
        print(__doc__)
        return 2
    command, args = argv[0], argv[1:]
    if command == "version":
        print(project_version())
    elif command in {"deb-version", "windows-version"} and len(args) <= 1:
        convert = deb_version if command == "deb-version" else windows_version
        try:
            print(convert(args[0] if args else project_version()))
        except ValueError as error:
            print(f"buildtools: {error}", file=sys.stderr)
            return 1
    elif command == "glibc-promise":
        print(GLIBC_PROMISE)
    elif command == "icon-svg":
        print(app_icon_svg())
    elif command == "icons" and len(args) == 1:
        print(build_icons(Path(args[0]).resolve()))
    elif command == "translations" and len(args) == 1:
        for qm in compile_translations(Path(args[0]).resolve()):
            print(qm)
    else:
        print(__doc__)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
