"""Circus Grandioso's card data, and each class of bad data in it gets its exact, located message."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from generator.data.load import load_game
from generator.data.problems import DataError
from generator.games.printable import validate
from tests.data.test_validation import card_data_copy, edit, line_of

GAME = "circus-grandioso"


@pytest.fixture
def data(tmp_path: Path) -> Path:
    """A private copy of the card data to break."""
    return card_data_copy(tmp_path)


def problems_of(data: Path) -> list[str]:
    with pytest.raises(DataError) as caught:
        load_game(GAME, data)
    return [str(problem) for problem in caught.value.problems]


def test_syntax_error_names_file_and_line(data: Path) -> None:
    cards = data / GAME / "cards.toml"
    edit(cards, lambda text: text.replace('name = "Rhino"', 'name = "Rhino', 1))
    line = line_of(cards, 'name = "Rhino')
    assert problems_of(data) == [f"card_data/{GAME}/cards.toml:{line}: TOML syntax error: Illegal character '\\n'"]


def test_missing_field(data: Path) -> None:
    cards = data / GAME / "cards.toml"
    edit(cards, lambda text: text.replace('name = "Camel"\n', "", 1))
    line = line_of(cards, 'id = "camel"')
    assert problems_of(data) == [f"card_data/{GAME}/cards.toml:{line}: 'camel', field 'name': missing (expected str)"]


def test_mistyped_field(data: Path) -> None:
    cards = data / GAME / "cards.toml"
    edit(cards, lambda text: text.replace("count = 7\n", 'count = "seven"\n', 1))
    line = line_of(cards, 'count = "seven"')
    assert problems_of(data) == [
        f"card_data/{GAME}/cards.toml:{line}: 'pony', field 'count': expected a whole number, got \"seven\""
    ]


def test_misspelt_field_name(data: Path) -> None:
    cards = data / GAME / "cards.toml"
    edit(cards, lambda text: text.replace("row = 5\n", "rwo = 5\n", 1))
    line = line_of(cards, 'id = "tiger"')
    found = problems_of(data)
    assert f"card_data/{GAME}/cards.toml:{line}: 'tiger', field 'row': missing (expected natural)" in found
    assert any(
        p.startswith(f"card_data/{GAME}/cards.toml:{line_of(cards, 'rwo = 5')}: 'tiger', field 'rwo': unknown field")
        for p in found
    )


def test_unknown_reference(data: Path) -> None:
    cards = data / GAME / "cards.toml"
    edit(cards, lambda text: text.replace('deck = "circus"', 'deck = "circuss"', 1))
    line = line_of(cards, 'deck = "circuss"')
    found = problems_of(data)
    assert found[0] == (
        f"card_data/{GAME}/cards.toml:{line}: 'elephant', field 'deck': unknown deck \"circuss\" "
        "(expected one of: circus, show-master, overview)"
    )


def test_unknown_reference_in_rule_text(data: Path) -> None:
    rules = data / GAME / "rules.toml"
    first_text = next(line for line in rules.read_text(encoding="utf-8").splitlines() if line.startswith("text"))
    edit(rules, lambda text: text.replace(first_text, "text = \"There are {{ count('unicorn') }} unicorns.\"", 1))
    found = problems_of(data)
    assert len(found) == 1
    assert found[0].endswith("field 'text': count('unicorn') refers to an unknown id")


def test_an_unknown_reference_function_is_a_located_error(data: Path) -> None:
    rules = data / GAME / "rules.toml"
    edit(rules, lambda text: text.replace("{{ count('clown') }} {{ card('clown') }}", "{{ clowns('all') }}", 1))
    line = line_of(rules, "clowns('all')")
    assert problems_of(data) == [
        f"card_data/{GAME}/rules.toml:{line}: 'cg-1.2', field 'text': unknown reference clowns('all') "
        "(expected one of: count, total, deck_total, value, field, rule, card)"
    ]


def test_value_and_field_references_are_checked(data: Path) -> None:
    rules = data / GAME / "rules.toml"
    edit(rules, lambda text: text.replace("{{ count('clown') }} {{ card('clown') }}", "{{ value('hand_limit') }}", 1))
    edit(rules, lambda text: text.replace("{{ count('show-master') }}", "{{ field('tiger.rows') }}", 1))
    assert [problem.split(": ", 1)[1] for problem in problems_of(data)] == [
        "'cg-1.2', field 'text': value('hand_limit') refers to an unknown id",
        "'cg-1.3', field 'text': field('tiger.rows') refers to an unknown id",
    ]


def test_duplicate_id(data: Path) -> None:
    cards = data / GAME / "cards.toml"
    first = line_of(cards, 'id = "lion"')
    edit(cards, lambda text: text.replace('id = "seal"', 'id = "lion"', 1))
    second = line_of(cards, 'id = "seal"') if 'id = "seal"' in cards.read_text(encoding="utf-8") else None
    assert second is None
    lines = [n for n, text in enumerate(cards.read_text(encoding="utf-8").splitlines(), 1) if text == 'id = "lion"']
    assert lines[0] == first
    found = problems_of(data)
    assert (
        f"card_data/{GAME}/cards.toml:{lines[1]}: 'lion', field 'id': duplicate card id (first defined at line {first})"
    ) in found


def test_count_no_longer_matches_declared_totals(data: Path) -> None:
    cards = data / GAME / "cards.toml"
    game_toml = data / GAME / "game.toml"
    edit(cards, lambda text: text.replace("count = 10\n", "count = 11\n", 1))
    kind_line = line_of(game_toml, "total = 55")
    deck_line = line_of(game_toml, "total = 63")
    assert problems_of(data) == [
        f"card_data/{GAME}/game.toml:{kind_line}: 'kinds.animal', field 'total': "
        "declares 55 Animal components, but cards.toml has 56",
        f"card_data/{GAME}/game.toml:{deck_line}: 'deck circus', field 'total': "
        "declares 63 components in deck 'circus', but cards.toml has 64",
    ]


def test_several_problems_are_reported_together(data: Path) -> None:
    cards = data / GAME / "cards.toml"
    edit(cards, lambda text: text.replace('kind = "clown"', 'kind = "klown"', 1))
    edit(cards, lambda text: re.sub(r'color = "#[0-9a-f]{6}"', 'color = "grey"', text, count=1))
    found = problems_of(data)
    assert any("'clown', field 'kind': unknown kind \"klown\"" in p for p in found)
    assert any("'elephant', field 'color': expected a colour like \"#a03c28\", got \"grey\"" in p for p in found)


def test_designed_card_without_reason(data: Path) -> None:
    cards = data / GAME / "cards.toml"
    edit(cards, lambda text: text.replace("count = 9\n", "count = 9\ndesigned = true\n", 1))
    line = line_of(cards, 'id = "rhino"')
    assert problems_of(data) == [
        f"card_data/{GAME}/cards.toml:{line}: 'rhino', field 'design_note': "
        "a designed card needs a one-line design_note saying why"
    ]


def test_colour_without_a_symbol(data: Path) -> None:
    cards = data / GAME / "cards.toml"
    edit(cards, lambda text: text.replace('symbol = "3"\n', "", 1))
    line = line_of(cards, 'id = "camel"')
    assert problems_of(data) == [
        f"card_data/{GAME}/cards.toml:{line}: 'camel', field 'symbol': a card with a colour needs a symbol or word "
        "too, so colour never carries the meaning alone"
    ]


MALFORMED = (
    "expected a reference like {{ count('elephant') }} (one of count, total, deck_total, value, field, rule, card, "
    "with the id in single quotes); got "
)


@pytest.mark.parametrize(
    ("written", "got"),
    [
        ("{{ count(show-master) }}", '"{{ count(show-master) }}"'),
        ('{{ count(\\"show-master\\") }}', '"{{ count("show-master") }}"'),
        ("{{ count('show-master') }", "\"{{ count('show-master') } token. Whoever holds it when the …\""),
        ("{% if x %}", '"{% if x %} token. Whoever holds it when the game ends wins …"'),
    ],
)
def test_a_malformed_reference_is_located_and_quoted(data: Path, written: str, got: str) -> None:
    rules = data / GAME / "rules.toml"
    edit(rules, lambda text: text.replace("{{ count('show-master') }} {{ card('show-master') }}", written, 1))
    line = line_of(rules, 'title = "Show Master"') + 1
    assert problems_of(data) == [f"card_data/{GAME}/rules.toml:{line}: 'cg-1.3', field 'text': {MALFORMED}{got}"]


def test_references_in_ruling_questions_and_reasons_are_checked_in_their_file(data: Path) -> None:
    rulings = data / GAME / "rulings.toml"
    edit(rulings, lambda text: text.replace('question = "Which', "question = \"{{ card('elefant') }} Which", 1))
    edit(
        rulings,
        lambda text: text.replace("reason = \"The rulebook's sides", "reason = \"{{ rule('cg-99.1') }} Sides", 1),
    )
    assert problems_of(data) == [
        f"card_data/{GAME}/rulings.toml:{line_of(rulings, 'elefant')}: 'cg-q2', field 'question': "
        "card('elefant') refers to an unknown id",
        f"card_data/{GAME}/rulings.toml:{line_of(rulings, 'cg-99.1')}: 'cg-q2', field 'reason': "
        "rule('cg-99.1') refers to an unknown id",
    ]


def test_a_reference_outside_text_flavor_and_ability_is_refused(data: Path) -> None:
    cards = data / GAME / "cards.toml"
    edit(cards, lambda text: text.replace('name = "Rhino"', "name = \"{{ card('rhino') }}\"", 1))
    line = line_of(cards, 'name = "{{')
    assert problems_of(data) == [
        f"card_data/{GAME}/cards.toml:{line}: 'rhino', field 'name': "
        "data references like {{ count('x') }} are read only in text, flavor and ability"
    ]


def test_a_misspelt_kind_is_named_not_the_fields_it_would_declare(data: Path) -> None:
    cards = data / GAME / "cards.toml"
    edit(cards, lambda text: text.replace('kind = "animal"', 'kind = "animl"', 1))
    found = problems_of(data)
    assert found[0] == (
        f"card_data/{GAME}/cards.toml:{line_of(cards, 'animl')}: 'elephant', field 'kind': "
        'unknown kind "animl" (expected one of: animal, clown, token, overview)'
    )
    assert not any("unknown field" in problem for problem in found)


def test_one_card_with_four_problems_gets_all_four(data: Path) -> None:
    cards = data / GAME / "cards.toml"
    edit(
        cards,
        lambda text: text.replace(
            'id = "rhino"\nname = "Rhino"\nkind = "animal"\ndeck = "circus"\ncount = 9',
            'id = "Rhino"\nkind = "animal"\ndeck = "circuss"\ncount = 0',
            1,
        ),
    )
    found = [problem for problem in problems_of(data) if "'Rhino'" in problem]
    assert found == [
        f"card_data/{GAME}/cards.toml:{line_of(cards, 'Rhino')}: 'Rhino', field 'id': expected an id like "
        '"white-tiger" (lower-case letters and digits, joined by - or .; at most 64), got "Rhino"',
        f"card_data/{GAME}/cards.toml:{line_of(cards, 'Rhino')}: 'Rhino', field 'name': missing (expected str)",
        f"card_data/{GAME}/cards.toml:{line_of(cards, 'count = 0')}: 'Rhino', field 'count': expected a whole "
        "number from 1 to 1,000 copies, got 0",
        f"card_data/{GAME}/cards.toml:{line_of(cards, 'circuss')}: 'Rhino', field 'deck': unknown deck \"circuss\" "
        "(expected one of: circus, show-master, overview)",
    ]


def test_a_header_problem_does_not_hide_the_cards_problems(data: Path) -> None:
    game_toml = data / GAME / "game.toml"
    edit(game_toml, lambda text: text.replace("players = [2, 4]", 'players = "2"', 1))
    edit(data / GAME / "cards.toml", lambda text: text.replace("count = 9\n", "count = 0\n", 1))
    found = problems_of(data)
    assert found[0] == (
        f"card_data/{GAME}/game.toml:{line_of(game_toml, 'players')}: field 'players': expected a "
        'list of whole numbers, got "2"'
    )
    assert any(
        "'rhino', field 'count': expected a whole number from 1 to 1,000 copies, got 0" in problem for problem in found
    )


@pytest.mark.parametrize("broken", ["formats.toml", f"{GAME}/rules.toml", f"{GAME}/game.toml"])
def test_an_unreadable_file_is_one_problem_not_a_flood(data: Path, broken: str) -> None:
    path = data / broken
    edit(path, lambda text: text.replace("\nid = ", "\nid = = ", 1).replace("\nwidth_mm = ", "\nwidth_mm = = ", 1))
    found = [str(problem) for problem in validate(data)]
    assert len(found) == 1
    assert found[0].startswith(f"card_data/{broken}:") and "TOML syntax error" in found[0]


def test_a_deck_of_unknown_format_is_one_problem(data: Path) -> None:
    game_toml = data / GAME / "game.toml"
    edit(game_toml, lambda text: text.replace('format = "poker"', 'format = "pokr"', 1))
    assert problems_of(data) == [
        f"card_data/{GAME}/game.toml:{line_of(game_toml, 'pokr')}: 'deck circus', field 'format': unknown format "
        '"pokr" (expected one of: bridge, land-board, mat, mini, overview, poker, tarot, token-large, '
        "token-small)"
    ]


@pytest.mark.parametrize(
    ("file", "anchor", "message"),
    [
        ("rules.toml", 'id = "cg-1.2"', "duplicate rule id"),
        ("rulings.toml", 'id = "cg-q2"', "duplicate ruling id"),
    ],
)
def test_a_duplicate_rule_or_ruling_id_is_reported_at_the_duplicate(
    data: Path, file: str, anchor: str, message: str
) -> None:
    path = data / GAME / file
    first = line_of(path, anchor.replace("2", "1"))
    edit(path, lambda text: text.replace(anchor, anchor.replace("2", "1"), 1))
    duplicate = [
        n for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1) if line == anchor.replace("2", "1")
    ][1]
    found = problems_of(data)
    subject = anchor.split('"')[1].replace("2", "1")
    assert (
        f"card_data/{GAME}/{file}:{duplicate}: '{subject}', field 'id': {message} (first defined at line {first})"
    ) in found


def test_an_empty_rules_file_is_reported(data: Path) -> None:
    (data / GAME / "rules.toml").write_text("", encoding="utf-8")
    (data / GAME / "rulings.toml").write_text("", encoding="utf-8")
    assert problems_of(data) == [
        f"card_data/{GAME}/rules.toml: expected at least one [[section]] with [[section.rule]] tables"
    ]


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("\x1b]0;PWNED\x07\x1b[2J", r"field 'name': expected text, got the control character \x1b at character 1"),
        ("Left\u202eright", r"field 'name': expected text, got the control character \u202e at character 5"),
        ("a" * 20_001, "field 'name': expected at most 20,000 characters, got 20,001"),
    ],
)
def test_a_name_that_could_take_over_a_terminal_or_hold_up_every_command_is_refused(
    data: Path, text: str, message: str
) -> None:
    escaped = text.encode("unicode_escape").decode("ascii").replace("\\x", "\\u00")
    edit(data / GAME / "cards.toml", lambda toml: toml.replace('name = "Elephant"', f'name = "{escaped}"', 1))
    (problem,) = problems_of(data)
    assert f"card_data/{GAME}/cards.toml:" in problem and "'elephant'" in problem and message in problem


RULEBOOK_COUNTS = {"animal": 55, "clown": 8, "token": 1, "overview": 1}
"""Copies of each kind, as the rulebook counts them."""


def test_counts_are_the_rulebooks() -> None:
    game = load_game("circus-grandioso")
    for kind, total in RULEBOOK_COUNTS.items():
        assert sum(card.count for card in game.cards if card.kind == kind) == total, kind


def test_rulebook_deck_sizes() -> None:
    game = load_game("circus-grandioso")
    assert [c.count for c in game.cards if c.kind == "animal"] == [10, 9, 8, 7, 6, 5, 4, 3, 2, 1]
