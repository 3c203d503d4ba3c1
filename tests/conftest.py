"""Shared fixtures: the CLI runner and the repository's paths."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

REPO = Path(__file__).resolve().parents[1]
CARD_DATA = REPO / "card_data"


@pytest.fixture
def runner() -> CliRunner:
    """A CliRunner for ``generator.cli.app``."""
    return CliRunner()
