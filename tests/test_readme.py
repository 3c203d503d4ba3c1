"""The README: its two commands are the ones CI and users run, and it links nowhere outside the repository."""

from __future__ import annotations

import re
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
TEST_COMMAND = "bash .ci/setup --tests && .venv/bin/python -m pytest"
BUILD_COMMAND = "bash .ci/setup && .venv/bin/pnp build"


def test_readme_gives_the_setup_and_run_commands() -> None:
    readme = (REPO / "README.md").read_text(encoding="utf-8")
    assert f"    {BUILD_COMMAND}\n" in readme
    assert f"    {TEST_COMMAND}\n" in readme


def test_ci_runs_exactly_the_readme_test_command() -> None:
    lines = [
        line
        for line in (REPO / ".ci" / "run").read_text(encoding="utf-8").splitlines()
        if line and not line.startswith("#")
    ]
    assert lines[-1] == TEST_COMMAND


def test_readme_links_nowhere_outside_the_repository() -> None:
    readme = (REPO / "README.md").read_text(encoding="utf-8")
    assert not re.findall(r"\]\((?:\.\./|/)[^)]*\)", readme)
    assert "shared/" not in readme
