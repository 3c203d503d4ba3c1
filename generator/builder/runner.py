"""Running tasks: from the cache when their bytes are there, else rendered by a pool of worker processes.

Tasks are queued as they become known (``add``) and rendered in one pool for the whole build, the most urgent
first (a task others wait for), then the largest, so that the workers never wait for a stage to end; ``wait``
returns once the tasks asked for are done, the workers going on with the others meanwhile. Only a few tasks are
handed to the pool at a time, so that an urgent task added later never queues behind all the others.
"""

from __future__ import annotations

import functools
import heapq
import itertools
import os
import signal
import time
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor
from concurrent.futures import wait as wait_for
from contextlib import contextmanager
from pathlib import Path
from typing import Protocol

from generator.builder.cache import Cache
from generator.builder.options import BuildError
from generator.builder.outputs import BuildReport, Job, Task
from generator.builder.progress import StageProgress
from generator.files.paths import inside
from generator.files.processes import start_worker, worker_count
from generator.files.writing import copy_file, write_file
from generator.interrupts import pending, signals_held
from generator.layout.shapes import Face

IN_FLIGHT_PER_WORKER = 2
"""Tasks handed to the pool per worker at a time: one rendering and one waiting, so no worker idles."""


class Aside(Protocol):
    """Work for a later stage that the render's workers take up once no print file is waiting (the rules site's card
    images): its bytes go to ``cached`` (in the user's cache), not into the output folder."""

    @property
    def cached(self) -> Path: ...

    def render(self) -> bytes: ...


ASIDE_KIND = "site images"
"""The kind the CPU seconds of ``Aside`` work are reported under."""


class BookletRefused(Exception):
    """A rules booklet that its render could not typeset (``BookletError``, which names where in the card data, but
    cannot come back from a worker process: this one can)."""


def job_of(task: Task | Aside) -> Job:
    """What renders ``task``'s bytes."""
    return task.job if isinstance(task, Task) else task


def render_job(job: Job) -> tuple[bytes, float]:
    """Run one job (in a worker process): its bytes and the CPU seconds it took."""
    from generator.render.booklet import BookletError

    start = time.process_time()
    try:
        data = job.render()
    except BookletError as error:
        raise BookletRefused(str(error)) from None
    return data, time.process_time() - start


class Runner:
    """Runs tasks through the cache and a process pool, writing each result into the staging folder."""

    def __init__(self, jobs: int, cache: Cache, staging: Path, report: BuildReport, progress: StageProgress) -> None:
        self.workers = worker_count(jobs)
        self.cache = cache
        self.staging = staging
        self.report = report
        self.progress = progress
        self.pool: ProcessPoolExecutor | None = None
        self.queued: list[tuple[int, float, int, Task | Aside]] = []
        """Tasks to render: a heap by urgency, then size (largest first), then the order they came in (work set
        aside for later stages last)."""
        self.order = itertools.count()
        self.running: dict[Future[tuple[bytes, float]], Task | Aside] = {}
        self.done: set[int] = set()
        """Identities of the tasks whose file is in the staging folder."""
        self.added = 0

    def __enter__(self) -> Runner:
        return self

    def __exit__(self, kind: type[BaseException] | None, *_: object) -> None:
        """Stop the pool: after a failure or an interrupt at once, without waiting for running jobs."""
        if self.pool is not None:
            self.pool.shutdown(wait=kind is None, cancel_futures=True)

    def add(self, tasks: Iterable[Task], urgent: bool = False) -> list[Task]:
        """Queue ``tasks`` (``urgent``: before any other that is not), each taken from the cache at once when it is
        there, and give the pool its first ones at once: it renders them while this process goes on with other work
        before it ``wait``s. The tasks, as a list."""
        tasks = list(tasks)
        self.added += len(tasks)
        self.progress.set_total(self.added)
        for task in tasks:
            cached = self.cache.path(task)
            if cached.exists():
                os.utime(cached)  # still in use: kept by ``Cache.prune``
                copy_file(cached, inside(self.staging, task.output.path))
                self.report.reused += 1
                self.finished(task)
            else:
                heapq.heappush(self.queued, (0 if urgent else 1, -task_cost(task), next(self.order), task))
        if self.workers > 1 and self.queued:
            with render_errors():
                self.hand_out()
        return tasks

    def add_aside(self, work: Iterable[Aside]) -> None:
        """Queue ``work`` for a later stage, after every print file (it fills the workers' time at the render's end)."""
        for aside in work:
            heapq.heappush(self.queued, (2, 0.0, next(self.order), aside))

    def wait(self, tasks: Iterable[Task] | None = None) -> None:
        """Render until every task of ``tasks`` (every task added, when None) is done."""
        wanted = {id(task) for task in tasks} if tasks is not None else None
        with render_errors():
            while (self.queued or self.running) and (wanted is None or not wanted <= self.done):
                swallowed = pending()  # an interrupt that reportlab's bare ``except:`` took, in this process
                if swallowed is not None:
                    signal.raise_signal(swallowed)
                if self.workers == 1:
                    *_, task = heapq.heappop(self.queued)
                    self.settle(task, functools.partial(render_job, job_of(task)))
                    continue
                self.hand_out()
                finished, _ = wait_for(self.running, return_when=FIRST_COMPLETED)
                for future in finished:
                    self.settle(self.running.pop(future), future.result)

    def hand_out(self) -> None:
        """Give the pool the next queued tasks, up to ``IN_FLIGHT_PER_WORKER`` per worker."""
        if self.pool is None:
            from generator.render.fonts import register_all

            register_all()
            # The workers are forked now; an interrupt arriving during a fork would be lost.
            with signals_held():
                self.pool = ProcessPoolExecutor(
                    max_workers=self.workers, initializer=start_worker, initargs=(os.getpid(),)
                )
                self.pool.submit(int).result()
        while self.queued and len(self.running) < IN_FLIGHT_PER_WORKER * self.workers:
            *_, task = heapq.heappop(self.queued)
            self.running[self.pool.submit(render_job, job_of(task))] = task

    def settle(self, task: Task | Aside, result: Callable[[], tuple[bytes, float]]) -> None:
        """Store what rendering ``task`` gave (``result``: its bytes and CPU seconds, or its error). Work set aside
        goes to its own place, and is dropped when it failed: the stage it was for does it again and says why."""
        if isinstance(task, Task):
            self.store(task, *result())
            return
        try:
            data, seconds = result()
            write_file(task.cached, data)
        except Exception:  # whatever it was, the later stage meets it again and reports it
            return
        self.report.render_seconds[ASIDE_KIND] = self.report.render_seconds.get(ASIDE_KIND, 0.0) + seconds

    def store(self, task: Task, data: bytes, seconds: float) -> None:
        """Keep a rendered task's bytes in the cache and its file in the staging folder."""
        write_file(self.cache.path(task), data)
        write_file(inside(self.staging, task.output.path), data)
        self.report.rendered += 1
        self.report.render_seconds[task.output.kind] = self.report.render_seconds.get(task.output.kind, 0.0) + seconds
        self.finished(task)

    def finished(self, task: Task) -> None:
        """Note that a task's file is in the staging folder."""
        self.done.add(id(task))
        self.progress.advance()

    def output(self, task: Task) -> bytes:
        """The bytes of a task that is done."""
        return inside(self.staging, task.output.path).read_bytes()


@contextmanager
def render_errors() -> Iterator[None]:
    """What the render refuses in the block (a text, a font, a layout), as a ``BuildError`` that says it."""
    from generator.layout.imposition import LayoutError
    from generator.render.fonts import FontError
    from generator.render.text import TextError

    try:
        yield
    except (TextError, FontError, LayoutError) as error:
        raise BuildError(str(error)) from None


MILLISECONDS = {"png": 40.0, "tts": 20.0, "rules": 30.0, "bundle": 6.0, "pod": 1.0, "calibration": 10.0}
"""About the CPU time of a task, by its kind: per card (``png`` a card of 63 × 88 mm, ``tts`` a card of a sheet), or
per page (the PDFs; ``cards``, ``mats``… sheet files take ``SHEET_PAGE_MILLISECONDS``)."""
SHEET_PAGE_MILLISECONDS = 7.0
POKER_CARD_MM2 = 69.0 * 94.0
"""A poker card with its bleed, in square millimetres."""


def task_cost(task: Task) -> float:
    """About how long a task takes, in milliseconds of CPU, so that the largest start first and the workers finish
    together (``MILLISECONDS``)."""
    output = task.output
    rate = MILLISECONDS.get(output.kind, SHEET_PAGE_MILLISECONDS)
    face = getattr(task.job, "face", None)
    if isinstance(face, Face):
        return rate * (face.width_mm + 2 * face.bleed_mm) * (face.height_mm + 2 * face.bleed_mm) / POKER_CARD_MM2
    return rate * float((output.cards if output.kind == "tts" else output.pages) or 1)
