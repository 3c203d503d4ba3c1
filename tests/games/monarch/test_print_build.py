"""Monarch's build: its double-faced tokens repeat their front on the back."""

from __future__ import annotations

from generator.data.load import load_game
from generator.layout.units import Style


def test_double_faced_tokens_repeat_their_front_on_the_back() -> None:
    from generator.builder.decks import design_decks

    decks = {designed.deck.id: designed for designed in design_decks([load_game("monarch")], 3.0)}
    tokens = decks["tokens"].sheets[Style.FULL]
    assert tokens.back_repeats_front and tokens.back is not None
    resources = {tokens.front_of(index).label for index in range(len(tokens.copies))}
    assert resources == {f"monarch/{token} front" for token in ("food", "food-5", "gold", "gold-5")}
    assert all(tokens.back_of(index) == tokens.front_of(index) for index in range(len(tokens.copies)))
    market = decks["market"].sheets[Style.FULL]
    assert market.back_of(0) == market.back and market.back_of(0) != market.front_of(0)
