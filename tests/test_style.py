"""The code style is enforced by the suite: ``ruff check`` and ``ruff format`` over the whole repository, and
``mypy --strict`` over all of ``generator/``."""

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


def test_generator_passes_mypy_strict() -> None:
    """All of ``generator/`` is fully typed: ``mypy --strict`` (files in pyproject.toml)."""
    result = subprocess.run([sys.executable, "-m", "mypy"], cwd=REPO, capture_output=True, text=True, check=False)
    assert result.returncode == 0, result.stdout + result.stderr


def test_the_sites_scripts_pass_tsc() -> None:
    """The site's scripts are checked as typed JavaScript (``tsc --noEmit --checkJs``, site/tsconfig.json): every
    calculator form keeps the contract of calculator.mjs (``createForm`` takes a ``FormContext``, returns a
    ``Form``). TypeScript is pinned in site/package.json and installed by ``npm ci``."""
    tsc = REPO / "site" / "node_modules" / ".bin" / "tsc"
    result = subprocess.run([str(tsc), "-p", "site"], cwd=REPO, capture_output=True, text=True, check=False)
    assert result.returncode == 0, result.stdout + result.stderr
