"""Monarch's rule constants and card fields: its printed texts take them through references."""

from __future__ import annotations

from generator.data.load import load_game
from generator.design.surface import expand


def test_monarch_printed_texts_take_the_rule_constants_from_game_toml() -> None:
    """The reminder card and the New Moon (cards.toml) print game.toml's numbers through references."""
    game = load_game("monarch")
    constants = game.constants
    reminder = game.card("reminder").text
    assert "({{ value('sweep_cost') }} gold)" in reminder
    assert "once a court holds {{ value('court_limit') }} cards" in reminder
    assert "− {{ value('guest_penalty') }} per Unwanted Guest" in reminder
    assert f"once a court holds {constants['court_limit']} cards" in expand(game, reminder)
    new_moon = game.card("new-moon").text
    assert f"deal {constants['market_row']} new cards" in expand(game, new_moon)
    assert "{{ value('market_row') }}" in new_moon


def test_monarch_banner_texts_print_the_banners_own_fields() -> None:
    game = load_game("monarch")
    balance = game.card("balance")
    assert balance.extra["exchange_give"] == 2
    assert "swap 2 food for 1 gold or 2 gold for 1 food" in expand(game, balance.extra["ability"])
    assert "{{ field('balance.exchange_give') }}" in balance.text
    bounty = game.card("bounty")
    assert "begins with 1 food" in expand(game, bounty.extra["ability"])
