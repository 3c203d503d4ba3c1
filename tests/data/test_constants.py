"""Rule constants live once, in game.toml's ``constants``: printed texts take them through references."""

from __future__ import annotations

from generator.data.load import load_game
from generator.design.sheet import expand


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


def test_every_game_declares_the_constants_its_code_reads() -> None:
    from generator.scoring import animal_kingdoms_state, monarch_state

    assert set(monarch_state.CONSTANTS) <= set(load_game("monarch").constants)
    assert set(animal_kingdoms_state.CONSTANTS) <= set(load_game("animal-kingdoms").constants)


def test_a_true_or_fractional_constant_is_not_a_rule_constant() -> None:
    from generator.scoring.catalog import Catalog

    catalog = Catalog(game={"constants": {"court_limit": True, "sweep_cost": 3.5, "market_row": 5}}, cards=())
    assert [field for _, field, _ in catalog.constant_problems(("court_limit", "sweep_cost", "market_row"))] == [
        "constants.court_limit",
        "constants.sweep_cost",
    ]
