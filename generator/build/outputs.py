"""What a build produces: output files (manifest entries), the tasks that render them, and the report."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Protocol


class Job(Protocol):
    """Anything that renders one output file."""

    def render(self) -> bytes: ...


@dataclass(frozen=True)
class OutputFile:
    """One entry of ``manifest.json``."""

    path: str
    game: str | None
    kind: str
    paper: str | None
    pages: int | None
    cards: int | None
    style: str | None = None
    """``full`` or ``light`` for files of card faces; None where no style applies (calibration, rules)."""

    def manifest_entry(self) -> dict[str, Any]:
        """This file as the manifest lists it."""
        return {
            "path": self.path,
            "game": self.game,
            "kind": self.kind,
            "style": self.style,
            "paper": self.paper,
            "pages": self.pages,
            "cards": self.cards,
        }


@dataclass(frozen=True)
class Task:
    """A file to produce and the job that produces it."""

    output: OutputFile
    job: Job


@dataclass
class BuildReport:
    """What a build wrote, how long each stage took, and how much came from the cache."""

    files: list[OutputFile] = field(default_factory=list)
    stage_seconds: dict[str, float] = field(default_factory=dict)
    rendered: int = 0
    reused: int = 0
    up_to_date: bool = False
    """True when nothing the build reads had changed since the last build, so nothing was done."""
    site_up_to_date: bool = False
    """True when nothing the rules site reads had changed since it was last built, so it was kept."""
