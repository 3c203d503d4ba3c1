"""The printed rules of a game have a length (issue 31): ``pnp validate`` typesets the rules booklet, and a game's
rules, rulings and learn-to-play beyond ``MAX_PRINTED_CHARACTERS`` together are refused at the file holding the
most of them, before any typesetting (800 kB of rules took two minutes to typeset)."""

from __future__ import annotations

from pathlib import Path

from reliability_tools import SMALL_GAME, small_data

from generator.data.load import MAX_PRINTED_CHARACTERS, load_game, printed_characters
from generator.data.schema import MAX_TEXT_CHARS
from generator.games.printable import validate


def with_rules(data: Path, characters: int) -> None:
    """Add rules of plain words holding ``characters`` in all to the small game's last section."""
    rules = []
    number = 900
    while characters > 0:
        size = min(characters, MAX_TEXT_CHARS)
        rules.append(f'\n[[section.rule]]\nid = "hf-2.{number}"\ntext = "{("word " * size)[: size - 1]}x"\n')
        characters -= size
        number += 1
    with (data / SMALL_GAME / "rules.toml").open("a", encoding="utf-8") as stream:
        stream.write("".join(rules))


def test_the_printed_characters_of_a_game_are_counted_by_file(tmp_path: Path) -> None:
    data = small_data(tmp_path / "card_data")
    before = printed_characters(load_game(SMALL_GAME, data))
    with_rules(data, 1234)
    after = printed_characters(load_game(SMALL_GAME, data))
    assert after == {**before, "rules.toml": before["rules.toml"] + 1234}


def test_printed_rules_beyond_their_length_are_refused_at_the_file_holding_most(tmp_path: Path) -> None:
    data = small_data(tmp_path / "card_data")
    present = sum(printed_characters(load_game(SMALL_GAME, data)).values())
    with_rules(data, MAX_PRINTED_CHARACTERS - present + 1)
    problems = [str(problem) for problem in validate(data)]
    assert len(problems) == 1, problems
    assert problems[0].startswith(f"card_data/{SMALL_GAME}/rules.toml: the printed rules (rules, rulings and learn "), (
        problems
    )
    assert f"hold {MAX_PRINTED_CHARACTERS + 1:,} characters" in problems[0]
    assert f"at most {MAX_PRINTED_CHARACTERS:,}" in problems[0]
