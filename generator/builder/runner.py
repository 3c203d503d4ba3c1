"""Running tasks: from the cache when their bytes are there, else rendered in a process pool."""

from __future__ import annotations

import os
from collections.abc import Iterable
from concurrent.futures import Future, ProcessPoolExecutor, as_completed
from pathlib import Path
from typing import Any

from generator.builder.cache import Cache
from generator.builder.options import BuildError
from generator.builder.outputs import BuildReport, Job, Task
from generator.builder.progress import StageProgress
from generator.files.paths import inside
from generator.files.processes import start_worker
from generator.files.writing import copy_file, write_file
from generator.interrupts import signals_held
from generator.layout.shapes import Face


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
