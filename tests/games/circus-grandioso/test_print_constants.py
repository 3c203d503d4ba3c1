"""Circus Grandioso's rule constants: its hand size is game.toml's."""

from __future__ import annotations

from pathlib import Path

from generator.data.folder import DEFAULT_DATA_DIR
from tests.data.test_constants import dealt_hands

GAME, HAND_SIZE, PLAYERS = "circus-grandioso", 7, 3


def test_its_rulebook_hand_size_is_in_game_toml() -> None:
    assert f"hand_size = {HAND_SIZE}" in (DEFAULT_DATA_DIR / GAME / "game.toml").read_text(encoding="utf-8")


def test_the_played_game_deals_the_hand_size_of_game_toml(tmp_path: Path) -> None:
    """The rulebook's hand, and a changed one in a copy of the card data: the played game deals what the data says."""
    assert dealt_hands(GAME, tmp_path, HAND_SIZE, PLAYERS) == [HAND_SIZE] * PLAYERS
    assert dealt_hands(GAME, tmp_path, HAND_SIZE - 1, PLAYERS) == [HAND_SIZE - 1] * PLAYERS
