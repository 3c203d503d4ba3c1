"""The examples in the docstrings of every module of ``generator`` run and give what they show."""

from __future__ import annotations

import doctest
import importlib
from pathlib import Path

import pytest

GENERATOR = Path(__file__).resolve().parents[1] / "generator"


def module_name(path: Path) -> str:
    """``generator/scoring/core.py`` → ``generator.scoring.core`` (a package's ``__init__`` → the package)."""
    parts = path.relative_to(GENERATOR.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES_WITH_EXAMPLES = sorted(
    module_name(path) for path in GENERATOR.rglob("*.py") if ">>> " in path.read_text(encoding="utf-8")
)


def test_the_examples_are_found() -> None:
    assert {"generator.scoring.core", "generator.design.parts", "generator.data.schema"} <= set(MODULES_WITH_EXAMPLES)


@pytest.mark.parametrize("name", MODULES_WITH_EXAMPLES)
def test_docstring_examples(name: str) -> None:
    result = doctest.testmod(importlib.import_module(name))
    assert result.attempted > 0
    assert result.failed == 0
