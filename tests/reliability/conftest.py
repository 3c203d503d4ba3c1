"""The reliability tests' tools (``reliability_tools``) import by name; thorough runs only on request (``-m slow``)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """The thorough runs of this folder (marked ``slow``) run only when asked for: ``pytest -m slow``."""
    if "slow" in (config.option.markexpr or ""):
        return
    folder = Path(__file__).resolve().parent
    slow = [item for item in items if item.get_closest_marker("slow") and folder in item.path.parents]
    if slow:
        config.hook.pytest_deselected(items=slow)
        items[:] = [item for item in items if item not in slow]
