"""Animal Kingdoms' simulations: the long war, and the explorer bot."""

from __future__ import annotations

import random
import shutil
from pathlib import Path

from generator.data.folder import DEFAULT_DATA_DIR
from generator.games import declaration
from generator.scoring import load_catalog
from generator.scoring.animal_kingdoms.moves import WILDERNESS
from generator.scoring.animal_kingdoms.play import setup
from generator.simulate import simulate

GAME = declaration("animal-kingdoms").playable


def test_games_ended_by_the_long_war_are_counted(tmp_path: Path) -> None:
    """The long war after round 1 (ruling ak-q23): nobody holds 9 kingdoms that soon, so the long war ends every
    game, right after round 1."""
    assert GAME is not None
    data = Path(shutil.copytree(DEFAULT_DATA_DIR, tmp_path / "card_data"))
    rules = data / "animal-kingdoms" / "game.toml"
    rules.write_text(rules.read_text(encoding="utf-8").replace("round_limit = 30", "round_limit = 1"), encoding="utf-8")
    catalog = load_catalog("animal-kingdoms", str(data))
    result = simulate(GAME, 3, 3, seed=5, bots=["greedy"], catalog=catalog)
    assert (result["long_war"], result["unfinished"], result["rounds"]["max"]) == (3, 0, 1)


def test_the_greedy_bot_plays_the_wilderness_cards_it_holds_but_never_explores() -> None:
    """Only the explorer marches into the Wilderness; both play the cards in their hands."""
    assert GAME is not None
    catalog = load_catalog("animal-kingdoms")
    played = {"greedy": 0, "explorer": 0}
    explored = {"greedy": 0, "explorer": 0}
    for name in played:
        bot = GAME.simulation.bots[name]()
        for seed in range(6):
            play = setup(catalog, 3, seed)
            rng = random.Random(seed)
            while not play.is_over():
                move = bot(play, rng)
                played[name] += "wilderness" in move
                explored[name] += move.get("kingdom") == WILDERNESS
                play.apply(move)
    assert explored["greedy"] == 0 < explored["explorer"]
    assert played["greedy"] > 0 and played["explorer"] > 0
