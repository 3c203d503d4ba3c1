"""Output that no input can blow up: a state from someone else cannot flood or take over a terminal.

Table cells, messages and echoed values are cut short with an ellipsis and have their control characters
escaped; long lists end in "… and N more"; ``--json`` escapes every character that is not printable (the
same JSON value). Speed and size over growing states: ``tests/bench/bench_terminal_output.py``.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from typer.testing import CliRunner

from generator.cli import SHOWN_PROBLEMS, app
from generator.data.load import DEFAULT_DATA_DIR

TERMINAL_COMMANDS = "\x1b]0;owned\x07\x1b[2J\u202e\u200b"
"""Retitles and clears a terminal, turns the text around and hides a space, if printed raw."""
RAW = ("\x1b", "\x07", "\u202e", "\u200b")


def state_file(tmp_path: Path, state: object) -> str:
    path = tmp_path / "state.json"
    path.write_text(json.dumps(state), encoding="utf-8")
    return str(path)


def long_name(length: int) -> str:
    return ("x" * 990 + TERMINAL_COMMANDS) * (length // 1000) + "end"


def test_a_name_of_two_million_characters_makes_a_short_table(runner: CliRunner, tmp_path: Path) -> None:
    name = long_name(2_000_000)
    state = {"court": ["KH"], "villages": {name: ["AH", "7H", "2H"], "Ben": ["6S"]}}
    result = runner.invoke(app, ["score", "royal-shuffle", state_file(tmp_path, state)])
    assert result.exit_code == 0
    assert len(result.output.encode()) < 5_000
    assert not any(raw in result.output for raw in RAW)
    assert "Winner: xxxxxxxxx" in result.output and "…" in result.output


def test_control_characters_show_escaped_in_tables_and_json(runner: CliRunner, tmp_path: Path) -> None:
    name = f"Ann{TERMINAL_COMMANDS}"
    path = state_file(tmp_path, {"court": [], "villages": {name: ["AH", "7H"], "Ben": ["6S"]}})
    table = runner.invoke(app, ["score", "royal-shuffle", path])
    assert table.exit_code == 0 and "Ann\\x1b]0;owned\\x07\\x1b[2J\\u202e\\u200b" in table.output
    as_json = runner.invoke(app, ["score", "royal-shuffle", path, "--json"])
    assert not any(raw in as_json.output for raw in RAW)
    assert '"Ann\\u001b]0;owned\\u0007\\u001b[2J\\u202e\\u200b"' in as_json.output
    assert json.loads(as_json.output)["winners"] == [name]


def test_many_players_and_violations_end_in_a_count(runner: CliRunner, tmp_path: Path) -> None:
    players = [{"name": f"P{index}", "kingdoms": [], "liege": None} for index in range(5_000)]
    path = state_file(tmp_path, {"players": players})
    check = runner.invoke(app, ["check", "animal-kingdoms", path])
    assert check.exit_code == 1
    assert "… and 4,901 more (pnp check --json lists every one)" in check.output
    assert len(check.output.encode()) < 100_000
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


def test_validate_lists_at_most_its_limit_and_counts_the_rest(runner: CliRunner, tmp_path: Path) -> None:
    data = tmp_path / "card_data"
    shutil.copytree(DEFAULT_DATA_DIR, data)
    cards = data / "royal-shuffle" / "cards.toml"
    extra = "".join(f'\n[[card]]\nid = "extra-{index}"\nbogus = 1\n' for index in range(SHOWN_PROBLEMS))
    cards.write_text(cards.read_text(encoding="utf-8") + extra, encoding="utf-8")
    result = runner.invoke(app, ["validate", "--data", str(data)])
    assert result.exit_code == 2
    lines = result.output.splitlines()
    assert len(lines) == SHOWN_PROBLEMS + 2
    assert lines[-2].startswith("… and ") and lines[-2].endswith(" more")
    assert lines[-1].startswith("error: ") and " problems in " in lines[-1]


@pytest.mark.parametrize("command", ["score", "check"])
def test_json_output_is_the_same_value_with_every_invisible_character_escaped(
    runner: CliRunner, tmp_path: Path, command: str
) -> None:
    names = ["Zoë", "日本", f"Ann{TERMINAL_COMMANDS}\x7f\x9b\U000e0041"]
    state = {"players": [{"name": name, "kingdoms": [], "liege": None} for name in names]}
    result = runner.invoke(app, [command, "animal-kingdoms", state_file(tmp_path, state), "--json"])
    assert result.output.isprintable() is False  # newlines of the layout
    assert all(char == "\n" or char.isprintable() for char in result.output)
    assert "Zoë" in result.output and "日本" in result.output
    if command == "score":
        assert [player["name"] for player in json.loads(result.output)["players"]] == names
