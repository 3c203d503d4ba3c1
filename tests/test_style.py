"""The code style is enforced by the suite: ``ruff check`` and ``ruff format`` over the whole repository, and
``mypy --strict`` over the shared scoring module and the simulator."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
RUFF = Path(sys.executable).with_name("ruff")


@pytest.mark.parametrize("command", [["check", "--no-cache"], ["format", "--check", "--no-cache"]])
def test_ruff_is_clean(command: list[str]) -> None:
    result = subprocess.run([str(RUFF), *command, "."], cwd=REPO, capture_output=True, text=True, check=False)
    assert result.returncode == 0, result.stdout + result.stderr


def test_scoring_passes_mypy_strict() -> None:
    """The shared scoring module and the simulator are fully typed: ``mypy --strict`` (files in pyproject.toml)."""
    mypy = Path(sys.executable).with_name("mypy")
    result = subprocess.run([str(mypy)], cwd=REPO, capture_output=True, text=True, check=False)
    assert result.returncode == 0, result.stdout + result.stderr
