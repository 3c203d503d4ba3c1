"""``pnp simulate``: deterministic for a seed, the JSON of the issue, rotation, clear errors."""

from __future__ import annotations

import json
import random
import shutil
from pathlib import Path

import pytest
from typer.testing import CliRunner

from generator.cli import app
from generator.data.load import DEFAULT_DATA_DIR
from generator.games import declaration
from generator.scoring import load_catalog
from generator.simulate import SimulationError, simulate

KEYS = ["game", "players", "games", "seed", "bots", "wins", "bot_wins", "rounds", "unfinished", "cards"]


@pytest.mark.parametrize(
    ("game_id", "players", "bots", "extras"),
    [
        ("royal-menagerie", 4, ["greedy", "random", "greedy", "random"], ["roles", "no_winner"]),
        ("monarch", 4, ["greedy", "no-improvements", "endaware", "random"], ["banners"]),
        ("circus-grandioso", 3, ["greedy", "random", "greedy"], []),
        ("royal-shuffle", 2, ["greedy", "random"], []),
        ("animal-kingdoms", 2, ["explorer", "greedy"], ["long_war"]),
    ],
)
def test_every_game_simulates_deterministically(game_id: str, players: int, bots: list[str], extras: list[str]) -> None:
    games = 2 if game_id == "animal-kingdoms" else 4
    result = simulate(declaration(game_id), players, games, seed=11, bots=bots, rotate=True)
    assert list(result) == KEYS + extras
    assert (result["game"], result["players"], result["games"], result["seed"], result["bots"]) == (
        game_id,
        players,
        games,
        11,
        bots,
    )
    finished = games - result["unfinished"]
    assert sum(result["wins"]) <= finished + 1e-9
    assert sum(result["bot_wins"].values()) == pytest.approx(sum(result["wins"]), abs=1e-3)
    assert all(counts["taken"] <= counts["offered"] for counts in result["cards"].values())
    assert simulate(declaration(game_id), players, games, seed=11, bots=bots, rotate=True) == result


def test_rotation_moves_the_line_up_one_seat_each_game() -> None:
    """Game 0 seats greedy first, game 1 seats it second; each game is the same as without rotation."""

    def credits(bots: list[str], games: int, rotate: bool = False) -> list[float]:
        return [share * games for share in simulate(declaration("royal-shuffle"), 2, games, 3, bots, rotate)["wins"]]

    first = credits(["greedy", "random"], 1)
    both, one = credits(["random", "greedy"], 2), credits(["random", "greedy"], 1)
    second = [both[seat] - one[seat] for seat in range(2)]
    rotated = simulate(declaration("royal-shuffle"), 2, 2, 3, ["greedy", "random"], rotate=True)
    assert [share * 2 for share in rotated["wins"]] == pytest.approx([first[seat] + second[seat] for seat in range(2)])
    assert rotated["bot_wins"]["greedy"] * 2 == pytest.approx(first[0] + second[1])


def test_a_shared_win_counts_a_share_to_each_winner() -> None:
    """Royal Menagerie's shared victory: Vizier and Loyalist each get 1/2 of the game."""
    result = simulate(declaration("royal-menagerie"), 4, 12, seed=2, bots=["greedy"])
    assert sum(result["roles"].values()) == pytest.approx(sum(result["wins"]), abs=1e-3)
    assert any(round(share * 12 * 2) % 2 for share in result["wins"])


def test_games_ended_by_the_long_war_are_counted(tmp_path: Path) -> None:
    """Animal Kingdoms with the long war after round 1 (ruling ak-q23): nobody holds 9 kingdoms that soon,
    so the long war ends every game, right after round 1."""
    data = Path(shutil.copytree(DEFAULT_DATA_DIR, tmp_path / "card_data"))
    rules = data / "animal-kingdoms" / "game.toml"
    rules.write_text(rules.read_text(encoding="utf-8").replace("round_limit = 30", "round_limit = 1"), encoding="utf-8")
    catalog = load_catalog("animal-kingdoms", str(data))
    result = simulate(declaration("animal-kingdoms"), 3, 3, seed=5, bots=["greedy"], catalog=catalog)
    assert (result["long_war"], result["unfinished"], result["rounds"]["max"]) == (3, 0, 1)


@pytest.mark.parametrize(
    ("arguments", "message"),
    [
        (("monarch", 3, 2, 1, ["explorer"]), "unknown bot 'explorer' for monarch"),
        (("monarch", 5, 2, 1, ["greedy"]), "monarch is played by 2 to 4 players, not 5"),
        (("royal-menagerie", 3, 2, 1, ["greedy"]), "royal-menagerie is played by exactly 4 players, not 3"),
        (("monarch", 3, 2, 1, ["greedy", "random"]), "expected one bot or 3 bots (one per seat), got 2"),
        (("monarch", 3, 0, 1, ["greedy"]), "expected at least 1 game, got 0"),
    ],
)
def test_bad_options_are_refused(arguments: tuple, message: str) -> None:
    with pytest.raises(SimulationError) as error:
        simulate(declaration(arguments[0]), *arguments[1:])
    assert str(error.value).startswith(message)


def test_the_command_prints_json_and_a_summary() -> None:
    runner = CliRunner()
    result = runner.invoke(app, ["simulate", "royal-shuffle", "--games", "3", "--bots", "greedy,random", "--json"])
    assert result.exit_code == 0, result.output
    assert json.loads(result.output) == simulate(declaration("royal-shuffle"), 2, 3, seed=1, bots=["greedy", "random"])
    summary = runner.invoke(app, ["simulate", "royal-shuffle", "--games", "3"])
    assert summary.exit_code == 0 and "Wins by seat" in summary.output and "take rate" in summary.output
    bad = runner.invoke(app, ["simulate", "monarch", "--bots", "explorer"])
    assert bad.exit_code == 2 and "unknown bot 'explorer'" in bad.output


def test_the_kingdoms_greedy_plays_the_wilderness_cards_it_holds_but_never_explores() -> None:
    """Only the explorer marches into the Wilderness; both play the cards in their hands."""
    from generator.scoring.animal_kingdoms.moves import WILDERNESS
    from generator.scoring.animal_kingdoms.play import setup

    catalog = load_catalog("animal-kingdoms")
    played = {"greedy": 0, "explorer": 0}
    explored = {"greedy": 0, "explorer": 0}
    for name in played:
        bot = declaration("animal-kingdoms").simulation.bots[name]()
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


def test_cards_are_counted_by_their_ids_in_every_game() -> None:
    """Royal Shuffle's moves name cards by code (``KH``); the figures use the ids of ``pnp cards``."""
    for game_id, players in (("royal-shuffle", 2), ("monarch", 2), ("circus-grandioso", 2)):
        ids = {str(card["id"]) for card in load_catalog(game_id).cards}
        cards = simulate(declaration(game_id), players, 2, seed=3, bots=["greedy"])["cards"]
        assert cards and set(cards) <= ids, game_id


def test_royal_menagerie_counts_the_games_nobody_won() -> None:
    result = simulate(declaration("royal-menagerie"), 4, 60, seed=3, bots=["random"])
    assert result["unfinished"] == 0 and result["no_winner"] > 0
    assert result["no_winner"] + sum(result["wins"]) * 60 == pytest.approx(60, abs=0.05)


def test_a_rotated_summary_names_no_bot_per_seat(runner: CliRunner) -> None:
    options = ["simulate", "monarch", "--players", "2", "--bots", "greedy,no-improvements", "--games", "4"]
    rotated = runner.invoke(app, [*options, "--rotate"])
    assert rotated.exit_code == 0 and "moved one seat each game" in " ".join(rotated.output.split())
    seats = rotated.output.split("Wins by seat")[1].split("Wins by bot")[0]
    assert "greedy" not in seats and "no-improvements" not in seats
    fixed = runner.invoke(app, options)
    assert "greedy" in fixed.output.split("Wins by seat")[1].split("Wins by bot")[0]
