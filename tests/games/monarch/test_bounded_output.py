"""Monarch's tables and errors stay short: many sisters end in a count, a huge key is cut."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from generator.cli import app

TERMINAL_COMMANDS = "\x1b]0;owned\x07\x1b[2J\u202e\u200b"
RAW = ("\x1b", "\x07", "\u202e", "\u200b")


def state_file(tmp_path: Path, state: object) -> str:
    path = tmp_path / "state.json"
    path.write_text(json.dumps(state), encoding="utf-8")
    return str(path)


def test_many_sisters_end_in_a_count(runner: CliRunner, tmp_path: Path) -> None:
    court = {"players": [{"name": f"P{index}", "court": []} for index in range(5_000)]}
    score = runner.invoke(app, ["score", "monarch", state_file(tmp_path, court)])
    assert "… and 4,900 more players (pnp score --json lists every one)" in score.output
    assert len(score.output.encode()) < 100_000


def test_an_error_quoting_a_huge_key_is_cut_short(runner: CliRunner, tmp_path: Path) -> None:
    key = TERMINAL_COMMANDS + "k" * 3_000_000
    path = state_file(tmp_path, {"players": [{"name": "Kayla", "court": [], key: 1}, {"name": "Brian", "court": []}]})
    result = runner.invoke(app, ["score", "monarch", path])
    assert result.exit_code == 2
    assert result.output.startswith("error: ") and "players[0].\\x1b]0;owned" in result.output
    assert len(result.output) < 1_000 and not any(raw in result.output for raw in RAW)
