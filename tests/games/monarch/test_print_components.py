"""Monarch: its land boards and round tokens."""

from __future__ import annotations

from generator.data.load import load_game


def test_land_boards_are_as_tall_as_the_cards_laid_on_them() -> None:
    monarch = load_game("monarch")
    board = monarch.deck(monarch.card("simple-farm").deck).format
    card = monarch.deck(monarch.card("orchard").deck).format
    assert board.height_mm == card.height_mm == 88.9


def test_round_tokens_are_about_25_mm_and_come_in_ones_and_fives() -> None:
    monarch = load_game("monarch")
    tokens = [card for card in monarch.cards if card.kind == "token"]
    assert {monarch.deck(card.deck).format.width_mm for card in tokens} == {25.0}
    values = {(card.extra["resource"], card.extra["value"]): card.count for card in tokens}
    assert values == {("food", 1): 30, ("food", 5): 10, ("gold", 1): 30, ("gold", 5): 10}


def test_its_tokens_are_its_round_components() -> None:
    monarch = load_game("monarch")
    assert [deck.id for deck in monarch.decks if deck.format.shape == "circle"] == ["tokens"]
