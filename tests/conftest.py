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


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Thorough runs (marked ``slow``) run only when asked for: ``pytest -m slow``."""
    if "slow" in (config.option.markexpr or ""):
        return
    slow = [item for item in items if item.get_closest_marker("slow")]
    if slow:
        config.hook.pytest_deselected(items=slow)
        items[:] = [item for item in items if not item.get_closest_marker("slow")]
