"""The ``pnp`` command line: help, listings, validation, score and check, exit codes and JSON output."""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import pytest
from typer.testing import CliRunner

from generator.builder import BuildOptions
from generator.cli import BOTH, app
from generator.layout.units import Duplex, Paper, Style
from generator.scoring import GAME_IDS

REPO = Path(__file__).resolve().parents[1]
FIXTURES = REPO / "tests" / "fixtures"
COMMANDS = ("games", "cards", "validate", "score", "check", "simulate", "build", "site")


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
    result = runner.invoke(app, ["games"])
    assert result.exit_code == 0
    for game_id in GAME_IDS:
        assert game_id in result.output
    assert "Royal Menagerie" in result.output
    rows = {line.split("│")[1].strip(): line for line in result.output.splitlines() if line.count("│") > 3}
    assert "│ 4 " in rows["royal-menagerie"]
    assert "2–4" in rows["circus-grandioso"]
    assert "│ 2 " in rows["royal-shuffle"]


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_cards_json_follows_the_spec(runner: CliRunner, game_id: str) -> None:
    result = runner.invoke(app, ["cards", game_id, "--json"])
    assert result.exit_code == 0, result.output
    listing = json.loads(result.output)
    assert listing
    for entry in listing:
        assert list(entry)[:5] == ["id", "name", "kind", "count", "deck"]
        assert isinstance(entry["count"], int) and entry["count"] >= 1
    if game_id == "monarch":
        court = {entry["id"]: entry for entry in listing if entry["kind"] == "court"}
        assert court["astrologer"]["crowns"] is None
        assert court["astrologer"]["printed_crowns"] == 4
        assert court["scimitar"]["crowns"] is None
        assert court["scimitar"]["path"] == "might"
        assert all({"path", "cost", "crowns"} <= set(entry) for entry in listing)
    if game_id == "royal-menagerie":
        animals = [entry for entry in listing if entry["kind"] == "animal"]
        assert sorted(entry["animal"] for entry in animals) == sorted(
            ["galapagos-tortoise", "white-tiger", "giant-ibis", "komodo-dragon", "hiroa-antelope", "mammoth"]
        )
        assert sum(entry["count"] for entry in animals) == 30


def test_cards_table(runner: CliRunner) -> None:
    result = runner.invoke(app, ["cards", "circus-grandioso"])
    assert result.exit_code == 0
    assert "Circus Grandioso: 65 components" in result.output
    assert "Elephant" in result.output


@pytest.mark.parametrize("game_id", GAME_IDS)
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


def test_cards_table_of_a_kind_with_a_shared_deck(runner: CliRunner) -> None:
    lines = runner.invoke(app, ["cards", "animal-kingdoms"]).output.splitlines()
    assert "Army (army): 16, deck armies" in lines
    dragon = next(line for line in lines if line.startswith(" elder-dragon "))
    assert dragon.split()[-4:] == ["attackers,", "defenders,", "raiders,", "fleet-of-foot"]


def test_bad_data_hint_names_the_same_folder(runner: CliRunner, tmp_path: Path) -> None:
    result = runner.invoke(app, ["cards", "monarch", "--data", str(tmp_path / "nowhere")])
    assert result.exit_code == 2
    assert result.output.splitlines() == [
        f"error: the card data has problems (run `pnp validate --data {tmp_path / 'nowhere'}` for all of them):",
        f"{tmp_path / 'nowhere'}: no such folder: expected a card data folder holding formats.toml and one folder "
        "per game (a copy of card_data/)",
    ]


def test_a_state_that_is_not_utf8_exits_2(runner: CliRunner) -> None:
    result = runner.invoke(app, ["check", "monarch", "-"], input=b"\xff{}")
    assert result.exit_code == 2
    assert result.output.strip() == "error: standard input: not UTF-8 text (byte 1 is 0xff); save the state as UTF-8"


def test_unknown_game_exits_2(runner: CliRunner) -> None:
    result = runner.invoke(app, ["cards", "chess"])
    assert result.exit_code == 2
    assert "unknown game 'chess' (expected one of: royal-menagerie," in result.output


def test_validate_ok(runner: CliRunner) -> None:
    result = runner.invoke(app, ["validate"])
    assert result.exit_code == 0, result.output
    assert result.output.startswith("ok: card data of all 5 games in ")


def test_validate_bad_data_exits_2_listing_every_problem(runner: CliRunner, tmp_path: Path) -> None:
    data = tmp_path / "card_data"
    shutil.copytree(REPO / "card_data", data)
    cards = data / "circus-grandioso" / "cards.toml"
    text = cards.read_text(encoding="utf-8")
    cards.write_text(
        text.replace("count = 10\n", "count = 0\n", 1).replace('kind = "clown"', 'kind = "mime"'), encoding="utf-8"
    )
    result = runner.invoke(app, ["validate", "--data", str(data)])
    assert result.exit_code == 2
    assert "'elephant', field 'count': expected a whole number from 1 to 1000, got 0" in result.output
    assert "'clown', field 'kind': unknown kind \"mime\"" in result.output
    assert "Traceback" not in result.output
    assert result.output.rstrip().endswith(f"problems in {data}")


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_score_and_check_json_from_a_file(runner: CliRunner, tmp_path: Path, game_id: str) -> None:
    path, fixture = write_state(tmp_path, game_id)
    scored = runner.invoke(app, ["score", game_id, str(path), "--json"])
    assert scored.exit_code == 0, scored.output
    assert json.loads(scored.output) == fixture["score"]
    checked = runner.invoke(app, ["check", game_id, str(path), "--json"])
    assert checked.exit_code == (0 if fixture["check"]["valid"] else 1)
    assert json.loads(checked.output) == fixture["check"]


@pytest.mark.parametrize("game_id", GAME_IDS)
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


def test_score_reads_standard_input(runner: CliRunner) -> None:
    fixture = json.loads(first_fixture("royal-menagerie").read_text(encoding="utf-8"))
    result = runner.invoke(app, ["score", "royal-menagerie", "-", "--json"], input=json.dumps(fixture["state"]))
    assert result.exit_code == 0
    assert json.loads(result.output) == fixture["score"]


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


def test_missing_state_file_exits_2(runner: CliRunner, tmp_path: Path) -> None:
    result = runner.invoke(app, ["check", "monarch", str(tmp_path / "nope.json")])
    assert result.exit_code == 2
    assert result.output.strip() == f"error: {tmp_path / 'nope.json'}: no such file"


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


def test_state_file_with_a_byte_order_mark(runner: CliRunner, tmp_path: Path) -> None:
    path, fixture = write_state(tmp_path, "animal-kingdoms")
    path.write_bytes(b"\xef\xbb\xbf" + path.read_bytes())
    result = runner.invoke(app, ["score", "animal-kingdoms", str(path), "--json"])
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
    result = runner.invoke(app, ["check", "monarch", "-"], input=text)
    assert result.exit_code == 2
    assert result.output.startswith(message)


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


@pytest.mark.parametrize(
    ("arguments", "message"),
    [
        (["score", "monarch", ""], "error: expected a state file, or - for standard input; got an empty path"),
    ],
)
def test_an_empty_state_path_exits_2(runner: CliRunner, arguments: list[str], message: str) -> None:
    result = runner.invoke(app, arguments)
    assert result.exit_code == 2
    assert result.output.strip() == message


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
