"""An interrupt swallowed by a library's bare ``except:`` still stops a build before it moves files."""

from __future__ import annotations

import contextlib
import signal
from collections.abc import Iterator

import pytest

from generator import interrupts


class Stopped(Exception):
    pass


@pytest.fixture
def raising_handler() -> Iterator[None]:
    def stop(number: int, _frame: object) -> None:
        interrupts.record(number)
        raise Stopped(number)

    previous = signal.signal(signal.SIGTERM, stop)
    yield
    signal.signal(signal.SIGTERM, previous)
    interrupts._received.clear()


def test_a_swallowed_interrupt_is_raised_again_before_a_held_block(raising_handler: None) -> None:
    with contextlib.suppress(BaseException):  # what a bare except: in reportlab does
        signal.raise_signal(signal.SIGTERM)
    assert interrupts.pending() == signal.SIGTERM
    moved = []
    with pytest.raises(Stopped), interrupts.signals_held():
        moved.append("file")
    assert moved == []


def test_without_an_interrupt_a_held_block_runs(raising_handler: None) -> None:
    assert interrupts.pending() is None
    with interrupts.signals_held():
        ran = True
    assert ran
