"""Royal Shuffle at the command line: the score table of a two-player village."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from generator.cli import app

REPO = Path(__file__).resolve().parents[3]
FIXTURES = REPO / "tests" / "fixtures"


def first_fixture(game_id: str) -> Path:
    return sorted((FIXTURES / game_id).glob("*.json"))[0]


def test_score_table_columns_fit_every_player_not_just_the_first(runner: CliRunner) -> None:
    state = {"court": [], "villages": {"Ann": [], "Ben": ["AH", "7H", "2H"]}}
    result = runner.invoke(app, ["score", "royal-shuffle", "-"], input=json.dumps(state))
    assert result.exit_code == 0
    header = next(line for line in result.output.splitlines() if "name" in line)
    assert [cell.strip() for cell in header.split("┃")[1:-1]] == [
        "name",
        "score",
        "exact",
        "homeless",
        "orphans",
        "derelict",
        "breakdown",
    ]
    assert "Ben: 6 — house AH: 7H caring for 2H" in result.output
