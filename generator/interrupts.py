"""SIGINT and SIGTERM: remembered when they arrive, and held back while a build must not be interrupted.

The command line's handler raises an exception to stop a command; a library's bare ``except:`` (reportlab
has some) can swallow it. So the signal is also remembered here, and a build raises it again before it
moves anything into place.
"""

from __future__ import annotations

import signal
from collections.abc import Iterator
from contextlib import contextmanager

_received: list[int] = []


def record(signal_number: int) -> None:
    """Remember that ``signal_number`` arrived (called by the command line's handler)."""
    _received.append(signal_number)


def pending() -> int | None:
    """The first SIGINT or SIGTERM that arrived in this process, if any."""
    return _received[0] if _received else None


@contextmanager
def signals_held() -> Iterator[None]:
    """Hold SIGINT and SIGTERM back for the ``with`` block; one that arrived is raised as soon as it ends.

    Python runs signal handlers in the main thread (where builds run), so swapping the handlers holds
    a signal back whichever thread the system delivered it to. A signal that arrived earlier and was
    swallowed is raised again before the block starts.
    """
    earlier = pending()
    if earlier is not None:
        signal.raise_signal(earlier)
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
