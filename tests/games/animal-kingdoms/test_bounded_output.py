"""Animal Kingdoms' tables stay short: many players and violations end in a count."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from generator.cli import app


def test_many_players_and_violations_end_in_a_count(runner: CliRunner, tmp_path: Path) -> None:
    players = [{"name": f"P{index}", "kingdoms": [], "liege": None} for index in range(5_000)]
    path = tmp_path / "state.json"
    path.write_text(json.dumps({"players": players}), encoding="utf-8")
    check = runner.invoke(app, ["check", "animal-kingdoms", str(path)])
    assert check.exit_code == 1
    assert "… and 4,901 more (pnp check --json lists the first 1,000)" in check.output
    assert len(check.output.encode()) < 100_000
