"""A game's ``balance.json`` is card data from whoever shared the folder: figures of cards the game does not have
(simulated for other cards, or edited) are not shown as the game's; the balance page says why, as it does for a
file of the wrong shape."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from found_games import PLAYABLE

from generator import balance
from generator.data.folder import DEFAULT_DATA_DIR
from generator.games import declaration


@pytest.mark.parametrize("game_id", PLAYABLE)
def test_figures_of_a_card_the_game_does_not_have_are_not_shown(tmp_path: Path, game_id: str) -> None:
    folder = tmp_path / "card_data"
    shutil.copytree(DEFAULT_DATA_DIR / game_id, folder / game_id)
    path = folder / game_id / balance.BALANCE_FILE
    document = json.loads(path.read_text(encoding="utf-8"))
    figures = next(iter(next(iter(document["results"].values())).values()))
    figures["cards"]["no-such-card"] = {"offered": 3, "taken": 1}
    path.write_text(json.dumps(document), encoding="utf-8")
    playable = declaration(game_id).playable
    assert playable is not None
    assert balance.kept_figures(playable, folder) == balance.KeptFigures(
        None,
        f"{balance.BALANCE_FILE} holds no figures this page can show (cards: the game has no card 'no-such-card'); "
        f"the command pnp balance {game_id} writes it again.",
    )
