"""What a build produces: output files (manifest entries), the tasks that render them, and the report."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any, Protocol

from generator.builder.options import BuildError
from generator.files.paths import path_problem
from generator.layout.units import Paper, Style

RESERVED_NAMES = ("manifest.json", ".commit.json", ".cache", "site")
"""Names at the top of the output folder that only the build itself writes."""
RESERVED_PREFIXES = (".staging-", ".site-")
"""Folders the build stages its files and its site in."""


class Job(Protocol):
    """Anything that renders one output file."""

    def render(self) -> bytes: ...


@dataclass(frozen=True)
class OutputFile:
    """One entry of ``manifest.json``."""

    path: str
    game: str | None
    kind: str
    paper: Paper | None
    pages: int | None
    cards: int | None
    style: Style | None = None
    """``full`` or ``light`` for files of card faces; None where no style applies (calibration, rules)."""

    def producer(self) -> str:
        """What writes this file, in words: ``the cards sheets of my-game (light, a4)``."""
        details = ", ".join(value for value in (self.style, self.paper) if value)
        owner = f" of {self.game}" if self.game else ""
        return f"the {self.kind} file{owner}" + (f" ({details})" if details else "")

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
    kept: int = 0
    """Files of games unchanged since the last build into the same folder, taken as they are (``kept_games``)."""
    up_to_date: bool = False
    """True when nothing the build reads had changed since the last build, so nothing was done."""
    site_up_to_date: bool = False
    """True when nothing the rules site reads had changed since it was last built, so it was kept."""
    render_seconds: dict[str, float] = field(default_factory=dict)
    """CPU seconds the rendered files took, by kind (``pdf``'s sheets by the kind of their components)."""
    site_seconds: dict[str, float] = field(default_factory=dict)
    """How long each part of the rules site's build took (``generator.site.SiteReport``)."""
    notes: list[str] = field(default_factory=list)
    """What the build has to say beyond its files: balance figures out of date, say."""


def output_path_problem(path: str) -> str | None:
    """Why no output may have ``path`` in the output folder (``path_problem``, or a name the build keeps for its own
    files), or None."""
    problem = path_problem(path)
    top = path.split("/", 1)[0]
    if problem is None and (top in RESERVED_NAMES or top.startswith(RESERVED_PREFIXES)):
        problem = f'"{top}" is a name the build keeps for its own files'
    return problem


def check_outputs(outputs: Iterable[OutputFile]) -> None:
    """Refuse, before anything is written, an output whose path could leave the output folder, that takes a
    name the build keeps for itself, or that another output of the same build also writes (naming both)."""
    seen: dict[str, OutputFile] = {}
    for output in outputs:
        problem = output_path_problem(output.path)
        if problem is not None:
            raise BuildError(f"{output.producer()} cannot be written as {output.path[:80]!r}: {problem}")
        first = seen.setdefault(output.path, output)
        if first is not output:
            raise BuildError(
                f"{output.path}: two outputs of this build would be written there, {first.producer()} and "
                f"{output.producer()}; give one of their decks another id"
            )
