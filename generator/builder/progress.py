"""Stage timing and the terminal's progress bars (no-ops without a console)."""

from __future__ import annotations

import time
from typing import Any

from generator.builder.outputs import BuildReport


class Stages:
    """Times each stage into the report and shows a rich progress bar per stage."""

    def __init__(self, report: BuildReport, console: Any) -> None:
        self.report = report
        self.console = console
        self.bar: Any = None

    def __enter__(self) -> Stages:
        if self.console is not None:
            from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

            self.bar = Progress(
                TextColumn("{task.description:<16}"),
                BarColumn(),
                MofNCompleteColumn(),
                TimeElapsedColumn(),
                console=self.console,
                transient=True,
            )
            self.bar.start()
        return self

    def __exit__(self, *_: object) -> None:
        if self.bar is not None:
            self.bar.stop()

    def stage(self, name: str) -> StageTimer:
        """A context that records how long stage ``name`` took."""
        return StageTimer(self.report, name)

    def progress(self, description: str) -> StageProgress:
        """A new bar for one stage's files."""
        return StageProgress(self.bar, description)


class StageProgress:
    """One bar of the progress display (a no-op without a console)."""

    def __init__(self, bar: Any, description: str) -> None:
        self.bar = bar
        self.task_id = bar.add_task(description, total=None) if bar is not None else None

    def set_total(self, total: int) -> None:
        """How many files this stage produces."""
        if self.bar is not None:
            self.bar.update(self.task_id, total=total)

    def advance(self) -> None:
        """One more file done."""
        if self.bar is not None:
            self.bar.advance(self.task_id)


class StageTimer:
    """Adds the wall time of a ``with`` block to ``report.stage_seconds[name]``."""

    def __init__(self, report: BuildReport, name: str) -> None:
        self.report = report
        self.name = name
        self.start = 0.0

    def __enter__(self) -> None:
        self.start = time.perf_counter()

    def __exit__(self, *_: object) -> None:
        self.report.stage_seconds[self.name] = self.report.stage_seconds.get(self.name, 0.0) + (
            time.perf_counter() - self.start
        )
