"""A writer that is killed at random moments, for tests/persistence/test_kill_writer.py.

    python kill_writer.py TARGET SEED PAYLOAD...

For every line read on stdin this (single-threaded) process forks a child that saves the
payload files over TARGET again and again with ``write_atomic``, kills it with SIGKILL
after a random delay, reaps it and prints ``killed`` once it is dead. In the child every
rename, link and fsync takes a little longer (a slow disk), so the kills land between
any two steps of a save, not only inside the longest one. It needs only the standard
library and ``divas_desktop.persistence.atomic``.
"""

from __future__ import annotations

import os
import random
import signal
import sys
import time
from pathlib import Path

from divas_desktop.persistence.atomic import write_atomic

MAX_DELAY = 0.01
"""Kill within this many seconds: a few writes of a small save."""


STEP_DELAY = 0.0003
"""Seconds added before and after each file-system step in the child."""


def _slow(step):
    def slowed(*args, **kwargs):
        time.sleep(STEP_DELAY)
        result = step(*args, **kwargs)
        time.sleep(STEP_DELAY)
        return result

    return slowed


def child(target: Path, payloads: list[bytes]) -> None:
    """Write the payloads in turn for ever (until killed), on a slow disk."""
    for name in ("replace", "link", "fsync", "rename"):
        setattr(os, name, _slow(getattr(os, name)))
    index = 0
    while True:
        write_atomic(target, payloads[index % len(payloads)])
        index += 1


def main() -> int:
    target = Path(sys.argv[1])
    rng = random.Random(int(sys.argv[2]))
    payloads = [Path(p).read_bytes() for p in sys.argv[3:]]
    for _line in sys.stdin:
        pid = os.fork()
        if pid == 0:
            try:
                child(target, payloads)
            finally:
                os._exit(0)
        time.sleep(rng.uniform(0, MAX_DELAY))
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
        print("killed", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
