"""Royal Menagerie's card data: its rule constants and its own checks, each problem located."""

from __future__ import annotations

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


def test_a_missing_royal_menagerie_constant_is_reported_where_it_is_used_and_needed(data: Path) -> None:
    game_toml = data / "royal-menagerie" / "game.toml"
    edit(game_toml, lambda text: text.replace("bazaar_reveals = 4, ", "", 1))
    with pytest.raises(DataError) as caught:
        load_game("royal-menagerie", data)
    found = [str(problem) for problem in caught.value.problems]
    bazaar = "'bazaar', field 'text': value('bazaar_reveals') refers to an unknown id"
    assert any(problem.startswith("card_data/royal-menagerie/cards.toml:") and bazaar in problem for problem in found)
    rule = "'rm-5.5', field 'text': value('bazaar_reveals') refers to an unknown id"
    assert any(rule in problem for problem in found)
    for name in ("cards.toml", "rules.toml", "rulings.toml"):
        edit(data / "royal-menagerie" / name, lambda text: text.replace("{{ value('bazaar_reveals') }}", "four"))
    with pytest.raises(DataError) as caught:
        load_game("royal-menagerie", data)
    found = [str(problem) for problem in caught.value.problems]
    assert any("constants.bazaar_reveals" in problem and "needs this rule constant" in problem for problem in found)


def test_a_missing_field_is_reported_once_not_again_by_the_games_checks(data: Path) -> None:
    cards = data / "royal-menagerie" / "cards.toml"
    line = line_of(cards, 'id = "white-tiger"')
    edit(cards, lambda text: text.replace('animal = "white-tiger"\n', "", 1))
    assert [str(problem) for problem in validate(data)] == [
        f"card_data/royal-menagerie/cards.toml:{line}: 'white-tiger', field 'animal': missing (expected str)"
    ]


RULEBOOK_COUNTS = {"role": 4, "animal": 30, "action": 16, "mat": 4}
"""Copies of each kind, as the rulebook counts them."""


def test_counts_are_the_rulebooks() -> None:
    game = load_game("royal-menagerie")
    for kind, total in RULEBOOK_COUNTS.items():
        assert sum(card.count for card in game.cards if card.kind == kind) == total, kind


def test_rulebook_deck_sizes() -> None:
    game = load_game("royal-menagerie")
    assert sum(c.count for c in game.cards if c.kind in ("animal", "action")) == 46
