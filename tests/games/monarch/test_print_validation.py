"""Monarch's card data: its balance note, its rule constants and its references, each problem located."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from generator.data.load import load_game
from generator.data.problems import DataError
from generator.games.printable import validate
from tests.data.test_validation import card_data_copy, edit, line_of


@pytest.fixture
def data(tmp_path: Path) -> Path:
    """A private copy of the card data to break."""
    return card_data_copy(tmp_path)


def test_the_balance_note_is_checked_like_any_text(data: Path) -> None:
    game_toml = data / "monarch" / "game.toml"
    edit(game_toml, lambda text: text.replace("{{ rule('mo-8.1') }}", "{{ rule('mo-99') }}", 1))
    line = line_of(game_toml, "rule('mo-99')")
    assert monarch_problems(data) == [
        f"card_data/monarch/game.toml:{line}: field 'balance_note': rule('mo-99') refers to an unknown id"
    ]


def test_rule_constants_are_whole_numbers(data: Path) -> None:
    game_toml = data / "monarch" / "game.toml"
    edit(game_toml, lambda text: text.replace("court_limit = 7", 'court_limit = "seven"', 1))
    found = monarch_problems(data)
    assert any(
        "field 'constants.court_limit': expected a whole number of at least 0, got \"seven\"" in problem
        for problem in found
    ), found


def test_a_missing_rule_constant_is_reported(data: Path) -> None:
    game_toml = data / "monarch" / "game.toml"
    edit(game_toml, lambda text: text.replace("court_limit = 7, ", "", 1))
    found = monarch_problems(data)
    reminder = "'reminder', field 'text': value('court_limit') refers to an unknown id"
    assert any(problem.startswith("card_data/monarch/cards.toml:") and reminder in problem for problem in found), found
    edit(data / "monarch" / "cards.toml", lambda text: text.replace("{{ value('court_limit') }}", "seven"))
    found = monarch_problems(data)
    assert any("constants.court_limit" in problem and "needs this rule constant" in problem for problem in found), found


def monarch_problems(data: Path) -> list[str]:
    with pytest.raises(DataError) as caught:
        load_game("monarch", data)
    return [str(problem) for problem in caught.value.problems]


def test_references_expand_to_the_data() -> None:
    from generator.data.references import expand_plain

    monarch = load_game("monarch")
    assert expand_plain(monarch, "{{ value('court_limit') }} / {{ value('most_players') }}") == "7 / 4"
    assert expand_plain(monarch, "{{ field('astrologer.crowns') }} {{ card('astrologer') }}") == "4 Astrologer"
    with pytest.raises(KeyError, match="unknown reference"):
        expand_plain(monarch, "{{ crowns('astrologer') }}")


RULEBOOK_COUNTS = {"court": 38, "guest": 6, "moon": 8, "land": 12, "banner": 5, "reminder": 4}
"""Copies of each kind, as the rulebook counts them."""


def test_counts_are_the_rulebooks() -> None:
    game = load_game("monarch")
    for kind, total in RULEBOOK_COUNTS.items():
        assert sum(card.count for card in game.cards if card.kind == kind) == total, kind


def test_rulebook_deck_sizes() -> None:
    game = load_game("monarch")
    market = ("court", "farm-improvement", "village-improvement", "guest", "moon")
    assert sum(c.count for c in game.cards if c.kind in market) == 74
    assert sum(c.count for c in game.cards if c.kind in ("farm-improvement", "village-improvement")) == 22


def test_values_that_break_the_games_rules(data: Path) -> None:
    monarch = data / "monarch" / "cards.toml"
    edit(monarch, lambda text: re.sub(r'(id = "general"\n(?:.*\n)*?)cost = \d+\n', r"\1cost = -3\n", text, count=1))
    found = [str(problem) for problem in validate(data)]
    assert found == [
        f"card_data/monarch/cards.toml:{line_of(monarch, 'cost = -3')}: 'general', field 'cost': expected a whole "
        "number of at least 0, got -3",
    ]
