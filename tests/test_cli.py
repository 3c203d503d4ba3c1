"""The ``pnp`` command line: help, listings, validation, score and check, exit codes and JSON output."""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import pytest
from found_games import GAMES, WITH_RULES
from typer.testing import CliRunner

from generator.builder import BuildOptions
from generator.cli import BOTH, app
from generator.data.load import load_game
from generator.layout.units import Duplex, Paper, Style

REPO = Path(__file__).resolve().parents[1]
FIXTURES = REPO / "tests" / "fixtures"
COMMANDS = ("games", "cards", "validate", "score", "check", "simulate", "build", "site")
ANY_GAME = WITH_RULES[0]
"""A game with rules, for what the command line refuses before any game reads the state."""


def first_fixture(game_id: str) -> Path:
    return sorted((FIXTURES / game_id).glob("*.json"))[0]


def write_state(tmp_path: Path, game_id: str) -> tuple[Path, dict]:
    fixture = json.loads(first_fixture(game_id).read_text(encoding="utf-8"))
    path = tmp_path / "state.json"
    path.write_text(json.dumps(fixture["state"]), encoding="utf-8")
    return path, fixture


def test_version_prints_the_package_version(runner: CliRunner) -> None:
    from generator import __version__

    result = runner.invoke(app, ["--version"])
    assert (result.exit_code, result.output) == (0, f"pnp {__version__}\n")


@pytest.mark.parametrize(
    ("option", "value", "expected"),
    [
        ("--paper", "a3", "expected a4, letter or both; got 'a3'"),
        ("--style", "dark", "expected full, light or both; got 'dark'"),
        ("--duplex", "sideways", "expected long, short, none or fold; got 'sideways'"),
    ],
)
def test_a_build_option_outside_its_choices_exits_2_naming_them(
    runner: CliRunner, tmp_path: Path, option: str, value: str, expected: str
) -> None:
    result = runner.invoke(app, ["build", "--out", str(tmp_path / "out"), option, value])
    assert result.exit_code == 2
    assert expected in " ".join(result.output.replace("│", " ").split())
    assert not (tmp_path / "out").exists()


@pytest.mark.parametrize(
    ("option", "words"),
    [("--paper", (*Paper, BOTH)), ("--style", (*Style, BOTH)), ("--duplex", tuple(Duplex))],
)
def test_build_help_lists_each_option_s_choices_from_its_enum(
    runner: CliRunner, option: str, words: tuple[str, ...]
) -> None:
    result = runner.invoke(app, ["build", "--help"], terminal_width=200)
    assert result.exit_code == 0
    assert f"{option} {option[2:].upper()} {' | '.join(words)}" in " ".join(result.output.replace("│", " ").split())


@pytest.mark.parametrize(
    ("arguments", "papers", "styles", "duplex"),
    [
        ([], (Paper.A4, Paper.LETTER), (Style.FULL, Style.LIGHT), Duplex.LONG),
        (["--paper", "Letter", "--style", "LIGHT", "--duplex", "Fold"], (Paper.LETTER,), (Style.LIGHT,), Duplex.FOLD),
        (
            ["--paper", "both", "--style", "full", "--duplex", "none"],
            (Paper.A4, Paper.LETTER),
            (Style.FULL,),
            Duplex.NONE,
        ),
    ],
)
def test_build_options_parse_to_their_enums_in_any_case(
    runner: CliRunner,
    monkeypatch: pytest.MonkeyPatch,
    arguments: list[str],
    papers: tuple[Paper, ...],
    styles: tuple[Style, ...],
    duplex: Duplex,
) -> None:
    asked: list[BuildOptions] = []
    monkeypatch.setattr("generator.builder.run_build", asked.append)
    result = runner.invoke(app, ["build", *arguments])
    assert result.exit_code == 0, result.output
    (built,) = asked
    assert (built.papers, built.styles, built.duplex) == (papers, styles, duplex)
    assert {type(value) for value in (*built.papers, *built.styles, built.duplex)} <= {Paper, Style, Duplex}


def test_help_lists_every_command(runner: CliRunner) -> None:
    result = runner.invoke(app, ["--help"])
    assert result.exit_code == 0
    for command in COMMANDS:
        assert command in result.output


@pytest.mark.parametrize(
    "command",
    [
        ["games"],
        ["cards"],
        ["validate"],
        ["score"],
        ["check"],
        ["simulate"],
        ["build"],
        ["site", "build"],
        ["site", "serve"],
    ],
)
def test_every_command_has_help_with_an_example(runner: CliRunner, command: list[str]) -> None:
    result = runner.invoke(app, [*command, "--help"])
    assert result.exit_code == 0
    assert "Example" in result.output


def test_games_lists_ids_and_player_counts(runner: CliRunner) -> None:
    result = runner.invoke(app, ["games"], terminal_width=200)
    assert result.exit_code == 0
    rows = [[cell.strip() for cell in line.split("│")[1:-1]] for line in result.output.splitlines() if "│" in line]
    assert [row[0] for row in rows] == list(GAMES)
    for game_id, name, players, *_ in rows:
        game = load_game(game_id)
        fewest, most = game.players
        assert (name, players) == (game.name, str(fewest) if fewest == most else f"{fewest}–{most}")


@pytest.mark.parametrize("game_id", GAMES)
def test_cards_json_follows_the_spec(runner: CliRunner, game_id: str) -> None:
    result = runner.invoke(app, ["cards", game_id, "--json"])
    assert result.exit_code == 0, result.output
    listing = json.loads(result.output)
    assert listing
    for entry in listing:
        assert list(entry)[:5] == ["id", "name", "kind", "count", "deck"]
        assert isinstance(entry["count"], int) and entry["count"] >= 1
    assert [entry["id"] for entry in listing] == [card.id for card in load_game(game_id).cards]


@pytest.mark.parametrize("game_id", GAMES)
def test_cards_table_has_a_table_per_kind_with_whole_ids(runner: CliRunner, game_id: str) -> None:
    result = runner.invoke(app, ["cards", game_id])
    assert result.exit_code == 0
    listing = json.loads(runner.invoke(app, ["cards", game_id, "--json"]).output)
    lines = result.output.splitlines()
    for entry in listing:
        assert sum(line.split()[:1] == [entry["id"]] for line in lines) == 1, entry["id"]
    kinds = [re.match(r"^.+ \(([a-z-]+)\): \d+", line) for line in lines]
    assert [match.group(1) for match in kinds if match] == list(dict.fromkeys(entry["kind"] for entry in listing))
    assert "[" not in result.output.replace("[[", "")  # lists are written as words, not Python lists


def test_bad_data_hint_names_the_same_folder(runner: CliRunner, tmp_path: Path) -> None:
    result = runner.invoke(app, ["cards", GAMES[0], "--data", str(tmp_path / "nowhere")])
    assert result.exit_code == 2
    assert result.output.splitlines() == [
        f"error: the card data has problems (run `pnp validate --data {tmp_path / 'nowhere'}` for all of them):",
        f"{tmp_path / 'nowhere'}: no such folder: expected a card data folder holding formats.toml and one folder "
        "per game (a copy of card_data/)",
    ]


def test_a_state_that_is_not_utf8_exits_2(runner: CliRunner) -> None:
    result = runner.invoke(app, ["check", ANY_GAME, "-"], input=b"\xff{}")
    assert result.exit_code == 2
    assert result.output.strip() == "error: standard input: not UTF-8 text (byte 1 is 0xff); save the state as UTF-8"


def test_unknown_game_exits_2(runner: CliRunner) -> None:
    result = runner.invoke(app, ["cards", "chess"])
    assert result.exit_code == 2
    assert f"unknown game 'chess' (the card data has: {', '.join(GAMES)})" in " ".join(result.output.split())


def test_validate_ok(runner: CliRunner) -> None:
    result = runner.invoke(app, ["validate"])
    assert result.exit_code == 0, result.output
    assert result.output.startswith(f"ok: card data of {len(GAMES)} games in ")
    assert result.output.rstrip().endswith(f"is valid: {', '.join(GAMES)}")


def test_validate_bad_data_exits_2_listing_every_problem(runner: CliRunner, tmp_path: Path) -> None:
    data = tmp_path / "card_data"
    shutil.copytree(REPO / "card_data", data)
    game = load_game(GAMES[0])
    first, last = game.cards[0], game.cards[-1]
    cards = data / game.id / "cards.toml"
    text = cards.read_text(encoding="utf-8")
    text = text.replace(f"count = {first.count}\n", "count = 0\n", 1)
    at = text.rindex(f'kind = "{last.kind}"')
    cards.write_text(text[:at] + 'kind = "mime"' + text[at + len(f'kind = "{last.kind}"') :], encoding="utf-8")
    result = runner.invoke(app, ["validate", "--data", str(data)])
    assert result.exit_code == 2
    output = " ".join(result.output.split())
    assert f"'{first.id}', field 'count': expected a whole number from 1 to 1,000 copies, got 0" in output
    assert f"'{last.id}', field 'kind': unknown kind \"mime\"" in output
    assert "Traceback" not in result.output
    assert result.output.rstrip().endswith(f"problems in {data}")


@pytest.mark.parametrize("game_id", WITH_RULES)
def test_score_and_check_json_from_a_file(runner: CliRunner, tmp_path: Path, game_id: str) -> None:
    path, fixture = write_state(tmp_path, game_id)
    scored = runner.invoke(app, ["score", game_id, str(path), "--json"])
    assert scored.exit_code == 0, scored.output
    assert json.loads(scored.output) == fixture["score"]
    checked = runner.invoke(app, ["check", game_id, str(path), "--json"])
    assert checked.exit_code == (0 if fixture["check"]["valid"] else 1)
    assert json.loads(checked.output) == fixture["check"]


@pytest.mark.parametrize("game_id", WITH_RULES)
def test_readable_score_names_the_winners(runner: CliRunner, tmp_path: Path, game_id: str) -> None:
    path, fixture = write_state(tmp_path, game_id)
    result = runner.invoke(app, ["score", game_id, str(path)])
    assert result.exit_code == 0, result.output
    if not fixture["check"]["valid"]:  # a broken table has no winner
        broken = fixture["check"]["violations"]
        text = " ".join(result.output.split())
        assert f"No winner: this table breaks {len(broken)} rule{'s' if len(broken) > 1 else ''}, so it is no" in text
        assert f"- {broken[0]['rule']}: {' '.join(broken[0]['message'].split())}." in text
        assert text.endswith(f"`pnp check {game_id}` shows where.")
        assert "Winner" not in result.output
        return
    assert "Winner" in result.output
    for winner in fixture["score"].get("winners", []):
        assert winner in result.output


@pytest.mark.parametrize("game_id", WITH_RULES)
def test_score_reads_standard_input(runner: CliRunner, game_id: str) -> None:
    fixture = json.loads(first_fixture(game_id).read_text(encoding="utf-8"))
    result = runner.invoke(app, ["score", game_id, "-", "--json"], input=json.dumps(fixture["state"]))
    assert result.exit_code == 0
    assert json.loads(result.output) == fixture["score"]


def test_missing_state_file_exits_2(runner: CliRunner, tmp_path: Path) -> None:
    result = runner.invoke(app, ["check", ANY_GAME, str(tmp_path / "nope.json")])
    assert result.exit_code == 2
    assert result.output.strip() == f"error: {tmp_path / 'nope.json'}: no such file"


def test_state_file_with_a_byte_order_mark(runner: CliRunner, tmp_path: Path) -> None:
    path, fixture = write_state(tmp_path, ANY_GAME)
    path.write_bytes(b"\xef\xbb\xbf" + path.read_bytes())
    result = runner.invoke(app, ["score", ANY_GAME, str(path), "--json"])
    assert result.exit_code == 0, result.output
    assert json.loads(result.output) == fixture["score"]


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("[" * 100_000, "error: standard input: not valid JSON: nested too deeply"),
        ("1" * 5000, "error: standard input: not valid JSON: a number with thousands of digits"),
    ],
)
def test_unparsable_json_of_any_kind_exits_2(runner: CliRunner, text: str, message: str) -> None:
    result = runner.invoke(app, ["check", ANY_GAME, "-"], input=text)
    assert result.exit_code == 2
    assert result.output.startswith(message)


@pytest.mark.parametrize(
    ("arguments", "message"),
    [
        (["score", ANY_GAME, ""], "error: expected a state file, or - for standard input; got an empty path"),
    ],
)
def test_an_empty_state_path_exits_2(runner: CliRunner, arguments: list[str], message: str) -> None:
    result = runner.invoke(app, arguments)
    assert result.exit_code == 2
    assert result.output.strip() == message
