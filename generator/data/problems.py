"""Problems found in card data, reported together with file, line, card and field."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from generator.quoting import shorten


@dataclass(frozen=True)
class Problem:
    """One thing wrong with the card data, located as precisely as the data allows."""

    file: str
    message: str
    line: int | None = None
    card: str | None = None
    field: str | None = None

    def __str__(self) -> str:
        where = self.file if self.line is None else f"{self.file}:{self.line}"
        subject = []
        if self.card is not None:
            subject.append(f"'{shorten(self.card)}'")
        if self.field is not None:
            subject.append(f"field '{shorten(self.field)}'")
        about = f" {', '.join(subject)}:" if subject else ""
        return f"{where}:{about} {self.message}"


class DataError(Exception):
    """Card data that cannot be used; carries every problem found, not just the first."""

    def __init__(self, problems: list[Problem]) -> None:
        self.problems = problems
        super().__init__("\n".join(str(problem) for problem in problems))

    def refusal(self, data_dir: Path | None) -> str:
        """The message of a command that refuses the data: every problem, and how to list them all."""
        command = "pnp validate" if data_dir is None else f"pnp validate --data {data_dir}"
        return f"the card data has problems (run `{command}` for all of them):\n{self}"
