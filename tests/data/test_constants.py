"""Rule constants live once, in game.toml's ``constants``: printed texts take them through references."""

from __future__ import annotations

import re
import shutil
from importlib import import_module
from importlib.util import find_spec
from pathlib import Path

import pytest
from found_games import WITH_RULES

from generator.data.folder import DEFAULT_DATA_DIR
from generator.data.load import load_game
from generator.scoring import game as scoring_game
from generator.scoring import load_catalog
from generator.scoring.games import package_name

STATES = {
    game_id: f"generator.scoring.{package_name(game_id)}.state"
    for game_id in WITH_RULES
    if find_spec(f"generator.scoring.{package_name(game_id)}.state") is not None
}
"""The scoring packages' ``state`` modules, by game (where a package has one)."""


@pytest.mark.parametrize("game_id", STATES)
def test_every_game_declares_the_constants_its_code_reads(game_id: str) -> None:
    """The constants a scoring package's ``state`` module reads (``CONSTANTS``, where it names them) are game.toml's."""
    state = import_module(STATES[game_id])
    assert set(getattr(state, "CONSTANTS", ())) <= set(load_game(game_id).constants)


def dealt_hands(game_id: str, tmp_path: Path, hand_size: int, players: int) -> list[int]:
    """The hands the played game deals ``players`` when a copy of the card data says ``hand_size``."""
    data = Path(shutil.copytree(DEFAULT_DATA_DIR, tmp_path / f"card_data-{hand_size}"))  # cached by folder
    game_toml = data / game_id / "game.toml"
    text = re.sub(r"hand_size = \d+", f"hand_size = {hand_size}", game_toml.read_text(encoding="utf-8"))
    game_toml.write_text(text, encoding="utf-8")
    play = scoring_game(game_id).setup(load_catalog(game_id, str(data)), players, 3)
    if hasattr(play, "hands"):
        return [len(hand) for hand in play.hands]
    return [len(player.hand) - (seat == play.seat) for seat, player in enumerate(play.players)]  # one has drawn


def test_a_true_or_fractional_constant_is_not_a_rule_constant() -> None:
    from generator.scoring.catalog import Catalog

    catalog = Catalog(game={"constants": {"court_limit": True, "sweep_cost": 3.5, "market_row": 5}}, cards=())
    assert [field for _, field, _ in catalog.constant_problems(("court_limit", "sweep_cost", "market_row"))] == [
        "constants.court_limit",
        "constants.sweep_cost",
    ]
