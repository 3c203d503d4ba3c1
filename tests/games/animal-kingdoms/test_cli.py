"""Animal Kingdoms at the command line: a kind of card with a deck of its own."""

from __future__ import annotations

from pathlib import Path

from typer.testing import CliRunner

from generator.cli import app

REPO = Path(__file__).resolve().parents[3]
FIXTURES = REPO / "tests" / "fixtures"


def first_fixture(game_id: str) -> Path:
    return sorted((FIXTURES / game_id).glob("*.json"))[0]


def test_cards_table_of_a_kind_with_a_shared_deck(runner: CliRunner) -> None:
    lines = runner.invoke(app, ["cards", "animal-kingdoms"]).output.splitlines()
    assert "Army (army): 16, deck armies" in lines
    dragon = next(line for line in lines if line.startswith(" elder-dragon "))
    assert dragon.split()[-4:] == ["attackers,", "defenders,", "raiders,", "fleet-of-foot"]
