"""Animal Kingdoms' card data: the counts of the rulebook, a rule left out of the summary, its own checks."""

from __future__ import annotations

from pathlib import Path

import pytest

from generator.data.load import load_game
from generator.games.printable import validate
from tests.data.test_validation import card_data_copy, edit, line_of


@pytest.fixture
def data(tmp_path: Path) -> Path:
    """A private copy of the card data to break."""
    return card_data_copy(tmp_path)


def test_a_rule_can_stay_out_of_the_one_page_summary() -> None:
    wilderness = next(section for section in load_game("animal-kingdoms").sections if section.id == "ak-6")
    assert [rule.id for rule in wilderness.rules][-1] == "ak-6.4"
    assert "ak-6.4" not in [rule.id for rule in wilderness.summary_rules]
    assert len(wilderness.summary_rules) == len(wilderness.rules) - 1


RULEBOOK_COUNTS = {"kingdom": 16, "army": 16, "crown": 8, "wilderness": 16}
"""Copies of each kind, as the rulebook counts them."""


def test_counts_are_the_rulebooks() -> None:
    game = load_game("animal-kingdoms")
    for kind, total in RULEBOOK_COUNTS.items():
        assert sum(card.count for card in game.cards if card.kind == kind) == total, kind


def test_values_that_break_the_games_rules(data: Path) -> None:
    armies = data / "animal-kingdoms" / "cards.toml"
    edit(
        armies,
        lambda text: text.replace('specialisations = ["raiders"]', 'specialisations = ["raiders", "defenders"]', 1),
    )
    found = [str(problem) for problem in validate(data)]
    army_line = line_of(armies, 'specialisations = ["raiders", "defenders"]')
    assert found == [
        f"card_data/animal-kingdoms/cards.toml:{army_line}: 'thunderplain-stampede', field "
        "'specialisations': expected one specialisation, or all four for the Elder Dragon; got 2",
    ]
