"""Processes that end with the one that started them: render workers and helper programs never outlive
a build or a site build, even one killed with SIGKILL."""

from __future__ import annotations

import ctypes
import os
import signal
import threading
import time


def worker_count(jobs: int, tasks: int | None = None) -> int:
    """How many worker processes to start when ``jobs`` are asked for (0: one per core): never more than the cores,
    whose extra processes would only wait, nor than the ``tasks`` to do (when known), and at least one.

    >>> worker_count(0, 1_000) == (os.cpu_count() or 1)
    True
    >>> worker_count(1_000_000, 3) <= 3
    True
    """
    cores = os.cpu_count() or 1
    return max(1, min(jobs or cores, cores, cores if tasks is None else tasks))


PR_SET_PDEATHSIG = 1
"""``prctl`` option: the signal a process gets when its parent dies (Linux)."""


def die_with_parent() -> bool:
    """Have the kernel kill this process when its parent dies, even by SIGKILL; it lasts across ``exec``,
    so it also serves as a ``preexec_fn`` for helper programs. False where ``prctl`` is missing."""
    try:
        prctl = ctypes.CDLL(None, use_errno=True).prctl
    except (OSError, AttributeError):
        return False
    return bool(prctl(PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0) == 0)


def start_worker(parent: int) -> None:
    """Set up a render worker: it dies with the build (even one killed with SIGKILL) and leaves Ctrl-C
    and SIGTERM to the build, which stops the pool itself."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    if not die_with_parent():  # not Linux: a watchdog ends the worker instead
        threading.Thread(target=watch_parent, args=(parent,), daemon=True).start()
    if os.getppid() != parent:  # the build died before the worker was set up
        os._exit(1)


def watch_parent(parent: int) -> None:
    """End this worker as soon as its parent is gone (where ``prctl`` is missing)."""
    while os.getppid() == parent:
        time.sleep(0.5)
    os._exit(1)
