"""Read a desktop entry's Exec line as a desktop does, and run it (or print it).

    python3 desktop_exec.py ENTRY.desktop [FILE...]           # start the program with FILE(s)
    python3 desktop_exec.py --print ENTRY.desktop [FILE...]   # print the argument list (JSON)

The rules are the Desktop Entry Specification's ("The Exec key", "Possible value types"):
the value's string escapes (\\s \\n \\t \\r \\\\) are undone first, then the line is split
into arguments, where an argument with a reserved character must be in double quotes and
inside them only \\" \\` \\$ \\\\ are escapes; then the field codes are expanded (%f and %u
a file, %F and %U all files, %% a percent sign). Anything else is an error, so a
wrongly quoted entry fails here instead of working by luck in a shell.

The smoke test (packaging/smoke_test.sh) opens a save through it the way the menu entry
does, and tests/packaging/test_desktop_entry.py checks install-desktop-entry.sh with it.
Standard library only, and Python 3.8 or later (a system's python3).
"""

from __future__ import annotations

import json
import os
import sys

RESERVED = set(" \t\n\"'\\><~|&;$*?#`")
"""Characters an argument may hold only inside double quotes."""
QUOTED_ESCAPES = set('"`$\\')
STRING_ESCAPES = {"s": " ", "n": "\n", "t": "\t", "r": "\r", "\\": "\\"}
DEPRECATED_CODES = set("dDnNvm")


def exec_value(entry_text: str) -> str:
    """Return the raw value of Exec in the [Desktop Entry] group."""
    group = None
    for line in entry_text.splitlines():
        stripped = line.strip()
        if stripped.startswith("[") and stripped.endswith("]"):
            group = stripped[1:-1]
        elif group == "Desktop Entry" and "=" in line and not stripped.startswith("#"):
            key, value = line.split("=", 1)
            if key.strip() == "Exec":
                return value.lstrip(" ")
    raise ValueError("no Exec key in the [Desktop Entry] group")


def unescape_string(value: str) -> str:
    """Undo the escapes of a value of type string."""
    out = []
    chars = iter(value)
    for char in chars:
        if char == "\\":
            following = next(chars, "")
            if following not in STRING_ESCAPES:
                raise ValueError(f"invalid string escape \\{following} in {value!r}")
            out.append(STRING_ESCAPES[following])
        else:
            out.append(char)
    return "".join(out)


def split_arguments(line: str) -> list[str]:
    """Split an unescaped Exec line into arguments, undoing the quoting."""
    arguments: list[str] = []
    current: list[str] | None = None
    index = 0
    while index < len(line):
        char = line[index]
        if char == " ":
            if current is not None:
                arguments.append("".join(current))
                current = None
        elif char == '"':
            current = [] if current is None else current
            index += 1
            while True:
                if index >= len(line):
                    raise ValueError(f"unterminated quote in {line!r}")
                char = line[index]
                if char == '"':
                    break
                if char == "\\":
                    index += 1
                    following = line[index] if index < len(line) else ""
                    if following not in QUOTED_ESCAPES:
                        raise ValueError(f"invalid escape \\{following} inside quotes in {line!r}")
                    current.append(following)
                elif char in "`$":
                    raise ValueError(f"unescaped {char} inside quotes in {line!r}")
                else:
                    current.append(char)
                index += 1
        elif char in RESERVED:
            raise ValueError(f"reserved character {char!r} outside quotes in {line!r}")
        else:
            current = [] if current is None else current
            current.append(char)
        index += 1
    if current is not None:
        arguments.append("".join(current))
    return arguments


def expand_field_codes(arguments: list[str], files: list[str]) -> list[str]:
    """Replace %f %u (one file), %F %U (all files) and %% (a percent sign)."""
    result = []
    for argument in arguments:
        if argument in {"%f", "%u"}:
            result += files[:1]
            continue
        if argument in {"%F", "%U"}:
            result += files
            continue
        out = []
        index = 0
        while index < len(argument):
            char = argument[index]
            if char == "%":
                code = argument[index + 1 : index + 2]
                if code == "%":
                    out.append("%")
                elif code not in DEPRECATED_CODES:
                    raise ValueError(f"field code %{code} inside the argument {argument!r}")
                index += 2
                continue
            out.append(char)
            index += 1
        result.append("".join(out))
    return result


def command(entry_text: str, files: list[str]) -> list[str]:
    """Return the argument list a desktop runs for ``files``."""
    arguments = split_arguments(unescape_string(exec_value(entry_text)))
    if not arguments:
        raise ValueError("an empty Exec line")
    return expand_field_codes(arguments, files)


def main(argv: list[str]) -> int:
    show = bool(argv) and argv[0] == "--print"
    argv = argv[1:] if show else argv
    if not argv:
        print(__doc__, file=sys.stderr)
        return 2
    with open(argv[0], encoding="utf-8") as handle:
        text = handle.read()
    try:
        args = command(text, argv[1:])
    except ValueError as error:
        print(f"desktop_exec.py: {argv[0]}: {error}", file=sys.stderr)
        return 2
    if show:
        print(json.dumps(args))
        return 0
    os.execvp(args[0], args)
    return 127  # (execvp does not return)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
