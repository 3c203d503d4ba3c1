"""Monarch at the command line: scoring with a card data folder of one's own."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from typer.testing import CliRunner

from generator.cli import app

REPO = Path(__file__).resolve().parents[3]
FIXTURES = REPO / "tests" / "fixtures"


def first_fixture(game_id: str) -> Path:
    return sorted((FIXTURES / game_id).glob("*.json"))[0]


def test_score_with_own_card_data(runner: CliRunner, tmp_path: Path) -> None:
    data = tmp_path / "card_data"
    shutil.copytree(REPO / "card_data", data)
    cards = data / "monarch" / "cards.toml"
    text = cards.read_text(encoding="utf-8")
    start = text.index('id = "fireworks"')
    crowns = text.index("crowns = ", start)
    end = text.index("\n", crowns)
    cards.write_text(text[:crowns] + "crowns = 9" + text[end:], encoding="utf-8")
    state = {"players": [{"name": "Kayla", "court": ["fireworks"], "guests": [], "banner": None}]}
    bundled = runner.invoke(app, ["score", "monarch", "-", "--json"], input=json.dumps(state))
    own = runner.invoke(app, ["score", "monarch", "-", "--json", "--data", str(data)], input=json.dumps(state))
    assert bundled.exit_code == own.exit_code == 0, own.output
    assert json.loads(own.output)["players"][0]["crowns"] == 9
    assert json.loads(bundled.output)["players"][0]["crowns"] != 9
