"""Remove the build machine's library search paths (RUNPATH/RPATH) from a Linux bundle.

A Python built with pyenv or in a CI toolcache links its extension modules with a
RUNPATH such as ``/root/.pyenv/versions/3.11.7/lib``. In the bundle that path means
nothing on a player's machine, and on the build machine it lets the bundle load
libraries from outside itself, so tests would not see what players get. Only
``$ORIGIN``-relative entries (the bundle's own layout, e.g. Qt's ``$ORIGIN/../../lib``)
are kept. Standard library only; 64-bit little-endian ELF (x86_64, aarch64).

    python packaging/elf.py strip-runpath BUNDLE_DIR   # prints what it changed
    python packaging/elf.py show-runpath BUNDLE_DIR    # lists every RUNPATH/RPATH
"""

from __future__ import annotations

import struct
import sys
from pathlib import Path

PT_LOAD, PT_DYNAMIC = 1, 2
DT_NULL, DT_STRTAB, DT_RPATH, DT_RUNPATH = 0, 5, 15, 29
_ENTRY = struct.Struct("<qQ")  # Elf64_Dyn: d_tag, d_val


def _is_elf64_le(data: bytes | bytearray) -> bool:
    return data[:4] == b"\x7fELF" and data[4] == 2 and data[5] == 1


def _segments(data: bytes | bytearray) -> list[tuple[int, int, int, int]]:
    """Return (type, file offset, virtual address, file size) of every program header."""
    phoff = struct.unpack_from("<Q", data, 0x20)[0]
    size, count = struct.unpack_from("<HH", data, 0x36)
    result = []
    for index in range(count):
        base = phoff + index * size
        kind = struct.unpack_from("<I", data, base)[0]
        offset, vaddr = struct.unpack_from("<QQ", data, base + 8)
        filesz = struct.unpack_from("<Q", data, base + 32)[0]
        result.append((kind, offset, vaddr, filesz))
    return result


def _dynamic(data: bytes | bytearray) -> tuple[int, list[tuple[int, int]], int] | None:
    """Return (offset of the dynamic array, its entries up to DT_NULL, file offset of dynstr)."""
    segments = _segments(data)
    dynamic = next((s for s in segments if s[0] == PT_DYNAMIC), None)
    if dynamic is None:
        return None
    entries = []
    for position in range(dynamic[1], dynamic[1] + dynamic[3], _ENTRY.size):
        tag, value = _ENTRY.unpack_from(data, position)
        if tag == DT_NULL:
            break
        entries.append((tag, value))
    strtab = next((value for tag, value in entries if tag == DT_STRTAB), None)
    if strtab is None:
        return None
    for kind, offset, vaddr, filesz in segments:
        if kind == PT_LOAD and vaddr <= strtab < vaddr + filesz:
            return dynamic[1], entries, strtab - vaddr + offset
    return None


def _string(data: bytes | bytearray, offset: int) -> str:
    end = data.index(b"\0", offset)
    return bytes(data[offset:end]).decode("utf-8", "replace")


def search_paths(path: Path) -> list[str]:
    """Return the RPATH and RUNPATH strings of an ELF file (empty for other files)."""
    data = path.read_bytes()
    if not _is_elf64_le(data):
        return []
    found = _dynamic(data)
    if found is None:
        return []
    _, entries, strtab = found
    return [_string(data, strtab + v) for tag, v in entries if tag in (DT_RPATH, DT_RUNPATH)]


def _own(component: str) -> bool:
    """Whether a search path is relative to the library itself."""
    return component.startswith(("$ORIGIN", "${ORIGIN}"))


def strip_build_paths(path: Path) -> list[str]:
    """Drop the non-$ORIGIN search paths of one ELF file; return the paths removed."""
    data = bytearray(path.read_bytes())
    if not _is_elf64_le(data):
        return []
    found = _dynamic(data)
    if found is None:
        return []
    start, entries, strtab = found
    removed: list[str] = []
    kept_entries = []
    for tag, value in entries:
        if tag not in (DT_RPATH, DT_RUNPATH):
            kept_entries.append((tag, value))
            continue
        text = _string(data, strtab + value)
        parts = text.split(":")
        own = [part for part in parts if _own(part)]
        removed += [part for part in parts if not _own(part)]
        if own and len(own) < len(parts):
            # Shorter than the original: overwrite it in place, padded with NULs.
            new = ":".join(own).encode()
            old_length = len(text.encode())
            data[strtab + value : strtab + value + old_length] = new.ljust(old_length, b"\0")
        if own:
            kept_entries.append((tag, value))
    if not removed:
        return []
    # Entries after a removed one move up; the freed slots become DT_NULL terminators.
    for index in range(len(entries)):
        tag, value = kept_entries[index] if index < len(kept_entries) else (DT_NULL, 0)
        _ENTRY.pack_into(data, start + index * _ENTRY.size, tag, value)
    mode = path.stat().st_mode
    path.write_bytes(bytes(data))
    path.chmod(mode)
    return removed


def _elf_files(folder: Path) -> list[Path]:
    return sorted(p for p in folder.rglob("*") if p.is_file() and not p.is_symlink())


def strip_bundle(folder: Path) -> dict[Path, list[str]]:
    """Strip build-machine search paths from every ELF file under ``folder``."""
    changed = {}
    for path in _elf_files(folder):
        with path.open("rb") as handle:
            if handle.read(4) != b"\x7fELF":
                continue
        removed = strip_build_paths(path)
        if removed:
            changed[path] = removed
    return changed


def main(argv: list[str]) -> int:
    """Run ``strip-runpath`` or ``show-runpath`` on a folder."""
    if len(argv) != 2 or argv[0] not in {"strip-runpath", "show-runpath"}:
        print(__doc__)
        return 2
    folder = Path(argv[1])
    if argv[0] == "show-runpath":
        for path in _elf_files(folder):
            for text in search_paths(path) if path.suffix != ".py" else []:
                print(f"{path.relative_to(folder)}: {text}")
        return 0
    changed = strip_bundle(folder)
    paths = sorted({p for removed in changed.values() for p in removed})
    print(f"elf.py: removed build-machine search paths {paths} from {len(changed)} files")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
