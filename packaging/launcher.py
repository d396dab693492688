"""Entry script of the frozen app (PyInstaller): the same as ``python -m divas_desktop``."""

import sys

from divas_desktop.cli import main

if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
