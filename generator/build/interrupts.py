"""Moments a build must not be interrupted in: SIGINT and SIGTERM wait until they are over."""

from __future__ import annotations

import signal
from collections.abc import Iterator
from contextlib import contextmanager


@contextmanager
def signals_held() -> Iterator[None]:
    """Hold SIGINT and SIGTERM back for the ``with`` block; one that arrived is raised as soon as it ends.

    Python runs signal handlers in the main thread (where builds run), so swapping the handlers holds
    a signal back whichever thread the system delivered it to.
    """
    received: list[int] = []
    held = (signal.SIGINT, signal.SIGTERM)
    previous = {number: signal.signal(number, lambda number, _frame: received.append(number)) for number in held}
    try:
        yield
    finally:
        for number, handler in previous.items():
            signal.signal(number, handler)
        if received:
            signal.raise_signal(received[0])
