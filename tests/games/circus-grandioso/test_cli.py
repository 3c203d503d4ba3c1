"""Circus Grandioso at the command line: its card listing."""

from __future__ import annotations

from pathlib import Path

from typer.testing import CliRunner

from generator.cli import app

REPO = Path(__file__).resolve().parents[3]
FIXTURES = REPO / "tests" / "fixtures"


def first_fixture(game_id: str) -> Path:
    return sorted((FIXTURES / game_id).glob("*.json"))[0]


def test_cards_table(runner: CliRunner) -> None:
    result = runner.invoke(app, ["cards", "circus-grandioso"])
    assert result.exit_code == 0
    assert "Circus Grandioso: 65 components" in result.output
    assert "Elephant" in result.output
