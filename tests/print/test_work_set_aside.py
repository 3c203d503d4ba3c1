"""Work a build sets aside for the rules site while its print files render (``Runner.add_aside``): done after every
print file, written to its own place, and dropped when it fails (the site stage does it again and says why). The
print files go to the workers as soon as they are added, while the build prepares that work."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import pytest

from generator.builder.cache import Cache
from generator.builder.outputs import BuildReport, OutputFile, Task
from generator.builder.progress import StageProgress
from generator.builder.runner import ASIDE_KIND, Runner


@dataclass(frozen=True)
class Made:
    """A job of fixed bytes."""

    data: bytes

    def render(self) -> bytes:
        return self.data


@dataclass(frozen=True)
class SetAside:
    """Work set aside: its bytes, or the error it fails with, written to ``cached``."""

    cached: Path
    data: bytes = b"image"
    failure: Exception | None = None

    def render(self) -> bytes:
        if self.failure is not None:
            raise self.failure
        return self.data


def runner(tmp_path: Path, jobs: int) -> Runner:
    return Runner(jobs, Cache(tmp_path / "cache", "code"), tmp_path / "staging", BuildReport(), StageProgress(None, ""))


def print_file(name: str) -> Task:
    return Task(OutputFile(f"game/{name}.pdf", "game", "cards", None, 1, None), Made(name.encode()))


@pytest.mark.parametrize("jobs", [1, 2])
def test_work_set_aside_is_written_to_its_own_place_and_failures_are_dropped(tmp_path: Path, jobs: int) -> None:
    build = runner(tmp_path, jobs)
    drawn = SetAside(tmp_path / "user-cache" / "drawn.webp")
    failed = SetAside(tmp_path / "user-cache" / "failed.webp", failure=ValueError("no WebP encoder"))
    unwritable = SetAside(tmp_path / "a-file" / "below-a-file.webp")
    (tmp_path / "a-file").write_bytes(b"")
    with build:
        build.add_aside([drawn, failed, unwritable])
        tasks = build.add([print_file("sheets"), print_file("bundle")])
        build.wait()
    assert [(tmp_path / "staging" / task.output.path).read_bytes() for task in tasks] == [b"sheets", b"bundle"]
    assert drawn.cached.read_bytes() == b"image"
    assert not failed.cached.exists() and not unwritable.cached.exists()
    assert build.report.rendered == 2 and ASIDE_KIND in build.report.render_seconds
    assert not (tmp_path / "staging" / "user-cache").exists()


def test_work_set_aside_comes_after_every_print_file(tmp_path: Path) -> None:
    build = runner(tmp_path, 1)
    order: list[str] = []

    @dataclass(frozen=True)
    class Noted:
        name: str
        cached: Path

        def render(self) -> bytes:
            order.append(self.name)
            return b""

    @dataclass(frozen=True)
    class NotedFile:
        name: str

        def render(self) -> bytes:
            order.append(self.name)
            return b""

    with build:
        build.add_aside([Noted("aside", tmp_path / "aside.webp")])
        build.add([Task(OutputFile(f"g/{name}.pdf", "g", "cards", None, 1, None), NotedFile(name)) for name in "ab"])
        build.add([Task(OutputFile("g/c.pdf", "g", "rules", None, 1, None), NotedFile("c"))], urgent=True)
        build.wait()
    assert order == ["c", "a", "b", "aside"]


@pytest.mark.parametrize("jobs", [1, 2])
def test_tasks_added_go_to_the_workers_at_once_before_the_build_waits(tmp_path: Path, jobs: int) -> None:
    build = runner(tmp_path, jobs)
    with build:
        build.add([print_file(f"sheet-{number}") for number in range(3)])
        in_flight = [len(build.running)]
        build.add([print_file("booklet")], urgent=True)
        in_flight.append(len(build.running))
        build.wait()
    assert in_flight == ([3, 4] if jobs == 2 else [0, 0])  # one worker renders in this process, as it waits
    assert build.report.rendered == 4
