"""The games of a simulation played by several processes (``pnp simulate --jobs``).

Each worker plays blocks of games by their numbers (a game is dealt and played from its number alone) and
sends back each game's table as it ended, its catalog left out (the parent holds the same one). The games come
back in their order and are counted in that order, so the figures are those of one process to the last bit.
"""

from __future__ import annotations

import io
import multiprocessing
import os
import pickle
from collections.abc import Iterator
from concurrent.futures import ProcessPoolExecutor
from typing import TYPE_CHECKING, Any

from generator.files.processes import start_worker, worker_count
from generator.interrupts import signals_held

if TYPE_CHECKING:
    from generator.scoring import Catalog
    from generator.simulate.bots import Bot
    from generator.simulate.run import Games, Played

BLOCKS_PER_JOB = 4
"""Blocks of games per worker: enough that workers finish together, few enough that sending them costs little."""
CATALOG = "catalog"
"""How a game's table names its catalog when it is sent back."""

worker_games: Games | None = None
"""In a worker: the simulation's games (inherited from the parent at the fork)."""
worker_bots: dict[str, Bot] = {}
"""In a worker: its bots, made once (a bot only ever remembers what speeds it up)."""


class TablePickler(pickle.Pickler):
    """Pickles played games without their catalog."""

    def __init__(self, file: io.BytesIO, catalog: Catalog) -> None:
        super().__init__(file, protocol=pickle.HIGHEST_PROTOCOL)
        self.catalog = catalog

    def persistent_id(self, obj: Any) -> str | None:
        return CATALOG if obj is self.catalog else None


class TableUnpickler(pickle.Unpickler):
    """Unpickles played games, giving them this process's catalog."""

    def __init__(self, file: io.BytesIO, catalog: Catalog) -> None:
        super().__init__(file)
        self.catalog = catalog

    def persistent_load(self, pid: Any) -> Catalog:
        if pid != CATALOG:
            raise pickle.UnpicklingError(f"unknown reference {pid!r}")
        return self.catalog


def played_games(games: Games, count: int, jobs: int) -> Iterator[Played]:
    """Games 0 to ``count`` − 1 in their order: played here with one job, else by ``jobs`` worker processes (as many as
    ``worker_count`` allows)."""
    jobs = worker_count(jobs, count)
    if jobs == 1:
        bots = games.bots()
        for index in range(count):
            yield games.play(index, bots)
        return
    size = -(-count // (jobs * BLOCKS_PER_JOB))
    blocks = [range(start, min(start + size, count)) for start in range(0, count, size)]
    with signals_held():  # the workers are forked now; an interrupt arriving during a fork would be lost
        pool = ProcessPoolExecutor(
            jobs, mp_context=multiprocessing.get_context("fork"), initializer=start, initargs=(games, os.getpid())
        )
    try:
        for block in pool.map(play_block, blocks):
            yield from TableUnpickler(io.BytesIO(block), games.catalog).load()
    except BaseException:  # a failure, an interrupt, or the games no longer wanted: stop at once
        pool.shutdown(wait=False, cancel_futures=True)
        raise
    pool.shutdown()


def start(games: Games, parent: int) -> None:
    """Set up a worker: it dies with the simulation, and plays its ``games``."""
    global worker_games, worker_bots
    start_worker(parent)
    worker_games, worker_bots = games, games.bots()


def play_block(indices: range) -> bytes:
    """Play the games ``indices`` (in a worker) and pickle them without their catalog."""
    assert worker_games is not None, "a worker plays the games it was started with"
    buffer = io.BytesIO()
    TablePickler(buffer, worker_games.catalog).dump([worker_games.play(index, worker_bots) for index in indices])
    return buffer.getvalue()
