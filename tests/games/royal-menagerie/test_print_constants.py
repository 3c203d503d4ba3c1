"""Royal Menagerie's rule constants: its printed texts take them through references."""

from __future__ import annotations

from pathlib import Path

from generator.data.folder import DEFAULT_DATA_DIR
from generator.data.load import load_game
from generator.design.surface import expand
from tests.data.test_constants import dealt_hands


def test_royal_menagerie_texts_take_its_rule_constants() -> None:
    game = load_game("royal-menagerie")
    bazaar = expand(game, game.card("bazaar").text)
    assert f"top {game.constants['bazaar_reveals']} cards" in bazaar
    assert "{{ value('windfall_cards') }}" in game.card("windfall").text
    assert "play any 2 you hold" in expand(game, game.card("windfall").text)


GAME, HAND_SIZE, PLAYERS = "royal-menagerie", 3, 4


def test_its_rulebook_hand_size_is_in_game_toml() -> None:
    assert f"hand_size = {HAND_SIZE}" in (DEFAULT_DATA_DIR / GAME / "game.toml").read_text(encoding="utf-8")


def test_the_played_game_deals_the_hand_size_of_game_toml(tmp_path: Path) -> None:
    """The rulebook's hand, and a changed one in a copy of the card data: the played game deals what the data says."""
    assert dealt_hands(GAME, tmp_path, HAND_SIZE, PLAYERS) == [HAND_SIZE] * PLAYERS
    assert dealt_hands(GAME, tmp_path, HAND_SIZE - 1, PLAYERS) == [HAND_SIZE - 1] * PLAYERS
