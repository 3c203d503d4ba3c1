"""Running tasks: from the cache when their bytes are there, else rendered in a process pool."""

from __future__ import annotations

import ctypes
import os
import signal
import threading
import time
from collections.abc import Iterable
from concurrent.futures import Future, ProcessPoolExecutor, as_completed
from pathlib import Path
from typing import Any

from generator.build.cache import Cache
from generator.build.files import copy_file, write_file
from generator.build.options import BuildError
from generator.build.outputs import BuildReport, Job, Task
from generator.build.progress import StageProgress
from generator.files.paths import inside
from generator.interrupts import signals_held
from generator.layout.shapes import Face

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


def render_job(job: Job) -> bytes:
    """Run one job (in a worker process)."""
    return job.render()


class Runner:
    """Runs tasks through the cache and a process pool, writing each result into the staging folder."""

    def __init__(self, jobs: int, cache: Cache, staging: Path, report: BuildReport) -> None:
        self.workers = jobs or os.cpu_count() or 1
        self.cache = cache
        self.staging = staging
        self.report = report
        self.pool: ProcessPoolExecutor | None = None

    def __enter__(self) -> Runner:
        return self

    def __exit__(self, kind: type[BaseException] | None, *_: object) -> None:
        """Stop the pool: after a failure or an interrupt at once, without waiting for running jobs."""
        if self.pool is not None:
            self.pool.shutdown(wait=kind is None, cancel_futures=True)

    def run(self, tasks: Iterable[Task] | dict[Any, Task], progress: StageProgress) -> None:
        """Produce every task's file: from the cache when present, else rendered (in parallel)."""
        tasks = list(tasks.values()) if isinstance(tasks, dict) else list(tasks)
        progress.set_total(len(tasks))
        advance = progress.advance
        missing = []
        for task in tasks:
            cached = self.cache.path(task)
            if cached.exists():
                os.utime(cached)  # still in use: kept by ``Cache.prune``
                copy_file(cached, inside(self.staging, task.output.path))
                self.report.reused += 1
                advance()
            else:
                missing.append(task)
        for task, data in self.render_all(missing):
            write_file(self.cache.path(task), data)
            write_file(inside(self.staging, task.output.path), data)
            self.report.rendered += 1
            advance()
        self.report.files.extend(task.output for task in tasks)

    def render_all(self, tasks: list[Task]) -> Iterable[tuple[Task, bytes]]:
        """Render tasks in this process (one worker or one task) or in the process pool, largest first."""
        from generator.layout.imposition import LayoutError
        from generator.render.fonts import FontError, register_all
        from generator.render.text import TextError

        try:
            if self.workers == 1 or len(tasks) <= 1:
                for task in tasks:
                    yield task, task.job.render()
                return
            if self.pool is None:
                register_all()
                # The workers are forked now; an interrupt arriving during a fork would be lost.
                with signals_held():
                    self.pool = ProcessPoolExecutor(
                        max_workers=self.workers, initializer=start_worker, initargs=(os.getpid(),)
                    )
                    self.pool.submit(int).result()
            futures: dict[Future[bytes], Task] = {
                self.pool.submit(render_job, task.job): task for task in sorted(tasks, key=task_cost, reverse=True)
            }
            for future in as_completed(futures):
                yield futures[future], future.result()
        except (TextError, FontError, LayoutError) as error:
            raise BuildError(str(error)) from None


def task_cost(task: Task) -> float:
    """A rough size of a task, to start the largest first so that the workers finish together."""
    face = getattr(task.job, "face", None)
    if isinstance(face, Face):
        return (face.width_mm + 2 * face.bleed_mm) * (face.height_mm + 2 * face.bleed_mm)
    return float(task.output.pages or task.output.cards or 0)
