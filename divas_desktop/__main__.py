"""``python -m divas_desktop`` starts the app (or a headless command)."""

import sys

from divas_desktop.cli import main

if __name__ == "__main__":
    sys.exit(main())
