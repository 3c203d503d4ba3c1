"""Royal Shuffle's card data: the counts of the rulebook."""

from __future__ import annotations

from generator.data.load import load_game

RULEBOOK_COUNTS = {"house": 4, "child": 16, "adult": 12, "tent": 8, "king": 4, "queen": 4, "jack": 4, "joker": 2}
"""Copies of each kind, as the rulebook counts them."""


def test_counts_are_the_rulebooks() -> None:
    game = load_game("royal-shuffle")
    for kind, total in RULEBOOK_COUNTS.items():
        assert sum(card.count for card in game.cards if card.kind == kind) == total, kind


def test_rulebook_deck_sizes() -> None:
    game = load_game("royal-shuffle")
    assert sum(c.count for c in game.cards if c.kind != "aid") == 54
