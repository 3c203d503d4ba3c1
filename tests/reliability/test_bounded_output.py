"""Output that no input can blow up: a state from someone else cannot flood or take over a terminal.

Table cells, messages and echoed values are cut short with an ellipsis and have their control characters
escaped; long lists end in "… and N more"; ``--json`` escapes every character that is not printable (the
same JSON value). Speed and size over growing states: ``tests/bench/bench_terminal_output.py``.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from found_games import WITH_STATES, states_of
from reliability_tools import small_data
from typer.testing import CliRunner

from generator import scoring
from generator.cli import SHOWN_PROBLEMS, app
from generator.data.load import MAX_DESIGNS
from generator.report import SHOWN_JSON_ITEMS
from generator.scoring.core import LONGEST_STATE_TEXT, MAX_PLAYER_NAME_CHARACTERS

TERMINAL_COMMANDS = "\x1b]0;owned\x07\x1b[2J\u202e\u200b"
"""Retitles and clears a terminal, turns the text around and hides a space, if printed raw."""
RAW = ("\x1b", "\x07", "\u202e", "\u200b")


def state_file(tmp_path: Path, state: object) -> str:
    path = tmp_path / "state.json"
    path.write_text(json.dumps(state), encoding="utf-8")
    return str(path)


def long_name(length: int) -> str:
    return ("x" * 990 + TERMINAL_COMMANDS) * (length // 1000) + "end"


def named(game_id: str, name: str) -> object:
    """A small state of ``game_id`` whose first player is ``name``."""
    states = states_of(game_id)
    assert states is not None
    return states.named(name)


def values(result: object) -> list[object]:
    """Every value in a JSON result, however deep."""
    if isinstance(result, dict):
        return [result, *(found for value in result.values() for found in values(value))]
    if isinstance(result, list):
        return [result, *(found for value in result for found in values(value))]
    return [result]


@pytest.mark.parametrize("game_id", WITH_STATES)
def test_a_name_of_two_million_characters_is_refused_in_one_short_line(
    runner: CliRunner, tmp_path: Path, game_id: str
) -> None:
    name = long_name(2_000_000)
    path = state_file(tmp_path, named(game_id, name))
    for command in ("check", "score"):
        result = runner.invoke(app, [command, game_id, path])
        assert result.exit_code == 2
        limit = f"expected a player's name of at most {MAX_PLAYER_NAME_CHARACTERS} characters"
        assert f"{limit}, got one of {len(name):,}" in result.output
        assert len(result.output.encode()) < 1_000 and not any(raw in result.output for raw in RAW)


@pytest.mark.parametrize("game_id", WITH_STATES)
def test_a_key_of_a_million_characters_is_cut_in_the_message_that_names_it(
    runner: CliRunner, tmp_path: Path, game_id: str
) -> None:
    state = named(game_id, "Ann")
    assert isinstance(state, dict)
    result = runner.invoke(app, ["check", game_id, state_file(tmp_path, {**state, "k" * 1_000_000: 1})])
    assert result.exit_code == 2 and "k" * (LONGEST_STATE_TEXT - 3) + "..." in result.output
    assert len(result.output.encode()) < 1_000


@pytest.mark.parametrize("game_id", WITH_STATES)
def test_the_longest_name_shows_whole_in_the_score_table(runner: CliRunner, tmp_path: Path, game_id: str) -> None:
    name = "Bartholomew-Wolfgang of the Long Meadow"[:MAX_PLAYER_NAME_CHARACTERS]
    result = runner.invoke(app, ["score", game_id, state_file(tmp_path, named(game_id, name)), "--json"])
    assert result.exit_code == 0 and name in values(json.loads(result.output))


@pytest.mark.parametrize("game_id", WITH_STATES)
def test_control_characters_show_escaped_in_tables_and_json(runner: CliRunner, tmp_path: Path, game_id: str) -> None:
    name = f"Ann{TERMINAL_COMMANDS}"
    path = state_file(tmp_path, named(game_id, name))
    table = runner.invoke(app, ["score", game_id, path])
    assert table.exit_code == 0 and "Ann\\x1b]0;owned\\x07\\x1b[2J\\u202e\\u200b" in table.output
    as_json = runner.invoke(app, ["score", game_id, path, "--json"])
    assert not any(raw in as_json.output for raw in RAW)
    assert '"Ann\\u001b]0;owned\\u0007\\u001b[2J\\u202e\\u200b"' in as_json.output
    assert name in values(json.loads(as_json.output))


def test_validate_lists_at_most_its_limit_and_counts_the_rest(runner: CliRunner, tmp_path: Path) -> None:
    data = small_data(tmp_path / "card_data")
    [game] = [folder for folder in data.iterdir() if folder.is_dir()]
    cards = game / "cards.toml"
    designs = SHOWN_PROBLEMS // 2  # within a game's most designs; each has several problems
    assert designs < MAX_DESIGNS
    extra = "".join(f'\n[[card]]\nid = "extra-{index}"\nbogus = 1\nwrong = 2\n' for index in range(designs))
    cards.write_text(cards.read_text(encoding="utf-8") + extra, encoding="utf-8")
    result = runner.invoke(app, ["validate", "--data", str(data)])
    assert result.exit_code == 2
    lines = result.output.splitlines()
    assert len(lines) == SHOWN_PROBLEMS + 2
    assert lines[-2].startswith("… and ") and lines[-2].endswith(" more")
    assert lines[-1].startswith("error: ") and " problems in " in lines[-1]


@pytest.mark.parametrize("game_id", WITH_STATES)
@pytest.mark.parametrize("command", ["score", "check"])
def test_json_output_is_the_same_value_with_every_invisible_character_escaped(
    runner: CliRunner, tmp_path: Path, command: str, game_id: str
) -> None:
    name = f"Zoë 日本 Ann{TERMINAL_COMMANDS}\x7f\x9b\U000e0041"
    result = runner.invoke(app, [command, game_id, state_file(tmp_path, named(game_id, name)), "--json"])
    assert result.output.isprintable() is False  # newlines of the layout
    assert all(char == "\n" or char.isprintable() for char in result.output)
    if command == "score":
        assert "Zoë 日本 Ann" in result.output and name in values(json.loads(result.output))


def longest_list(result: object) -> int:
    """The length of the longest list in a JSON value, however deep."""
    return max((len(value) for value in values(result) if isinstance(value, list)), default=0)


@pytest.mark.parametrize("game_id", WITH_STATES)
def test_check_json_cuts_every_list_and_counts_what_it_left_out(
    runner: CliRunner, tmp_path: Path, game_id: str
) -> None:
    states = states_of(game_id)
    assert states is not None
    state = states.growing(3 * SHOWN_JSON_ITEMS)
    whole = scoring.check(game_id, state)
    result = runner.invoke(app, ["check", game_id, state_file(tmp_path, state), "--json"])
    shown = json.loads(result.output)
    assert result.exit_code == (0 if whole["valid"] else 1)
    assert shown["valid"] is whole["valid"] and longest_list(shown) <= SHOWN_JSON_ITEMS
    for key, value in whole.items():
        cut = isinstance(value, list) and len(value) > SHOWN_JSON_ITEMS
        assert shown.get(f"{key}_left_out") == (len(value) - SHOWN_JSON_ITEMS if cut else None)
        assert shown[key] == (value[:SHOWN_JSON_ITEMS] if cut else shown[key])


@pytest.mark.parametrize("game_id", WITH_STATES)
def test_check_json_of_a_name_of_a_million_characters_stays_short(
    runner: CliRunner, tmp_path: Path, game_id: str
) -> None:
    result = runner.invoke(app, ["check", game_id, state_file(tmp_path, named(game_id, "x" * 1_000_000)), "--json"])
    assert result.exit_code == 2 and len(result.output) < 1_000
