"""Rule constants live once, in game.toml's ``constants``: printed texts that still spell one out agree with it."""

from __future__ import annotations

from generator.data.load import load_game


def test_monarch_printed_texts_agree_with_the_rule_constants() -> None:
    """The reminder card and the New Moon (cards.toml) state numbers that game.toml holds."""
    game = load_game("monarch")
    constants = game.constants
    reminder = game.card("reminder").text
    assert f"sweep the market ({constants['sweep_cost']} gold)" in reminder
    assert f"once a court holds {constants['court_limit']} cards" in reminder
    assert f"− {constants['guest_penalty']} per Unwanted Guest" in reminder
    assert f"deal {constants['market_row']} new cards" in game.card("new-moon").text


def test_every_game_declares_the_constants_its_code_reads() -> None:
    from generator.scoring import animal_kingdoms_state, monarch_state

    assert set(monarch_state.CONSTANTS) <= set(load_game("monarch").constants)
    assert set(animal_kingdoms_state.CONSTANTS) <= set(load_game("animal-kingdoms").constants)
