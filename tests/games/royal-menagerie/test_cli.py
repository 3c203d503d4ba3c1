"""Royal Menagerie at the command line: broken tables, rule citations, paths and names in messages."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from generator.cli import app

REPO = Path(__file__).resolve().parents[3]
FIXTURES = REPO / "tests" / "fixtures"


def first_fixture(game_id: str) -> Path:
    return sorted((FIXTURES / game_id).glob("*.json"))[0]


def test_readable_score_of_a_broken_table_names_no_winner(runner: CliRunner, tmp_path: Path) -> None:
    fixture = json.loads((first_fixture("royal-menagerie").parent / "illegal-table.json").read_text(encoding="utf-8"))
    assert fixture["score"]["winners"]  # the points alone would name one
    path = tmp_path / "state.json"
    path.write_text(json.dumps(fixture["state"]), encoding="utf-8")
    result = runner.invoke(app, ["score", "royal-menagerie", str(path)])
    assert result.exit_code == 0, result.output
    text = " ".join(result.output.split())
    winners = ", ".join(fixture["score"]["winners"])
    assert (
        f"No winner: this table breaks 2 rules, so it is no finished game (the points alone would name {winners})."
        in text
    )
    assert [line[2:].split(":")[0] for line in result.output.splitlines() if line.startswith("- ")] == [
        violation["rule"] for violation in fixture["check"]["violations"]
    ]
    assert "Winner" not in result.output and "victory" not in result.output
    as_json = runner.invoke(app, ["score", "royal-menagerie", str(path), "--json"])
    assert json.loads(as_json.stdout) == fixture["score"]  # the JSON contract stays: points and their outcome


def test_check_exits_1_and_cites_rules(runner: CliRunner) -> None:
    state = {"players": [{"name": "Ada", "role": "grand-vizier", "menagerie": {"mammoth": 4}}]}
    result = runner.invoke(app, ["check", "royal-menagerie", "-", "--json"], input=json.dumps(state))
    assert result.exit_code == 1
    report = json.loads(result.output)
    assert report["valid"] is False
    assert all(violation["rule"].startswith("rm-") for violation in report["violations"])
    readable = runner.invoke(app, ["check", "royal-menagerie", "-"], input=json.dumps(state))
    assert readable.exit_code == 1
    assert "rm-" in readable.output


@pytest.mark.parametrize(
    ("text", "message"),
    [
        (
            "{not json",
            "error: standard input: not valid JSON: "
            "Expecting property name enclosed in double quotes at line 1, column 2",
        ),
        (
            '{"players": [{"name": "Ada", "role": "grand-vizier", "menagerie": {"mamoth": 1}}, '
            '{"name": "Bo", "role": "loyalist", "menagerie": {}}, '
            '{"name": "Cy", "role": "conspirator", "menagerie": {}}, '
            '{"name": "Di", "role": "conspirator", "menagerie": {}}]}',
            "error: standard input: players[0].menagerie.mamoth: unknown animal",
        ),
    ],
)
def test_malformed_input_exits_2_naming_the_path(runner: CliRunner, text: str, message: str) -> None:
    result = runner.invoke(app, ["score", "royal-menagerie", "-"], input=text)
    assert result.exit_code == 2
    assert result.output.strip().startswith(message)
    assert "Traceback" not in result.output


def test_player_names_are_printed_as_text_not_markup(runner: CliRunner) -> None:
    names = ["[/]", "[red]Bo", "<img src=x onerror=alert(1)>", "Di"]
    roles = ["grand-vizier", "loyalist", "conspirator", "conspirator"]
    players = [{"name": name, "role": role, "menagerie": {}} for name, role in zip(names, roles, strict=True)]
    state = {"players": players}
    state["players"][0]["menagerie"] = {"mammoth": 1}
    result = runner.invoke(app, ["score", "royal-menagerie", "-"], input=json.dumps(state))
    assert result.exit_code == 0, result.output
    assert "Winner: [/]" in result.output
    assert "[red]Bo" in result.output


def test_readable_score_says_a_table_should_already_have_stampeded(runner: CliRunner, tmp_path: Path) -> None:
    """rm-4.3: a menagerie holding all six animal types stampedes at once, so such a table is no finished game;
    ``pnp score`` says so, and which player, rather than crowning the points."""
    animals = ["galapagos-tortoise", "white-tiger", "giant-ibis", "komodo-dragon", "hiroa-antelope", "mammoth"]
    roles = ["grand-vizier", "loyalist", "conspirator", "conspirator"]
    players = [{"name": name, "role": role, "menagerie": {}} for name, role in zip("ABCD", roles, strict=True)]
    players[0]["menagerie"] = dict.fromkeys(animals, 1)
    path = tmp_path / "stampede.json"
    path.write_text(json.dumps({"players": players}), encoding="utf-8")
    text = " ".join(runner.invoke(app, ["score", "royal-menagerie", str(path)]).output.split())
    assert "No winner: this table breaks 1 rule, so it is no finished game (the points alone would name A)." in text
    assert "- rm-4.3: A's menagerie holds all 6 animal types: that stampede would already have happened." in text


def test_a_field_error_names_the_state_file(runner: CliRunner, tmp_path: Path) -> None:
    path = tmp_path / "table.json"
    path.write_text(json.dumps({"players": [{"name": "A"}]}), encoding="utf-8")
    result = runner.invoke(app, ["score", "royal-menagerie", str(path)])
    assert result.exit_code == 2
    assert result.output.strip() == f"error: {path}: players[0].role: missing"
