"""``pnp simulate``: deterministic for a seed, the JSON of the issue, rotation, clear errors: for every game the
simulator plays."""

from __future__ import annotations

import json

import pytest
from found_games import PLAYABLE
from typer.testing import CliRunner

from generator.cli import app
from generator.games import declaration
from generator.games.declaration import PlayableGame
from generator.scoring import load_catalog
from generator.simulate import SimulationError, simulate

KEYS = ["game", "players", "games", "seed", "bots", "wins", "bot_wins", "rounds", "unfinished", "cards"]


def playable(game_id: str) -> PlayableGame:
    """The game as the simulator plays it."""
    found = declaration(game_id).playable
    assert found is not None
    return found


def player_range(game_id: str) -> tuple[int, int]:
    return playable(game_id).rules.player_range(load_catalog(game_id))


def lineup(game_id: str, players: int) -> list[str]:
    """Every bot of the game, one per seat in turn."""
    bots = list(playable(game_id).simulation.bots)
    return [bots[seat % len(bots)] for seat in range(players)]


@pytest.mark.parametrize("game_id", PLAYABLE)
def test_every_game_simulates_deterministically(game_id: str) -> None:
    players, _ = player_range(game_id)
    bots = lineup(game_id, players)
    result = simulate(playable(game_id), players, 2, seed=11, bots=bots, rotate=True)
    assert list(result)[: len(KEYS)] == KEYS
    assert (result["game"], result["players"], result["games"], result["seed"], result["bots"]) == (
        game_id,
        players,
        2,
        11,
        bots,
    )
    finished = 2 - result["unfinished"]
    assert sum(result["wins"]) <= finished + 1e-9
    assert sum(result["bot_wins"].values()) == pytest.approx(sum(result["wins"]), abs=1e-3)
    assert all(counts["taken"] <= counts["offered"] for counts in result["cards"].values())
    assert simulate(playable(game_id), players, 2, seed=11, bots=bots, rotate=True) == result


@pytest.mark.parametrize("game_id", PLAYABLE)
def test_games_played_by_several_processes_give_the_figures_of_one(game_id: str) -> None:
    """Seven games in blocks of one over two workers, and in blocks of two over three (every game's bot and
    seat rotated), each the same as one process to the last digit, the game's own figures included."""
    players, _ = player_range(game_id)
    bots = lineup(game_id, players)
    alone = simulate(playable(game_id), players, 7, seed=5, bots=bots, rotate=True)
    assert simulate(playable(game_id), players, 7, seed=5, bots=bots, rotate=True, jobs=2) == alone
    assert simulate(playable(game_id), players, 7, seed=5, bots=bots, rotate=True, jobs=3) == alone


@pytest.mark.parametrize("game_id", PLAYABLE)
def test_rotation_moves_the_line_up_one_seat_each_game(game_id: str) -> None:
    """Game 0 seats greedy first, game 1 seats it second; each game is the same as without rotation."""
    game = playable(game_id)
    players, _ = player_range(game_id)
    fixed = ["greedy", *["random"] * (players - 1)]
    moved = [*fixed[-1:], *fixed[:-1]]

    def credits(bots: list[str], games: int) -> list[float]:
        return [share * games for share in simulate(game, players, games, 3, bots)["wins"]]

    first = credits(fixed, 1)
    second = [two - one for two, one in zip(credits(moved, 2), credits(moved, 1), strict=True)]
    rotated = simulate(game, players, 2, 3, fixed, rotate=True)
    assert [share * 2 for share in rotated["wins"]] == pytest.approx(
        [a + b for a, b in zip(first, second, strict=True)]
    )
    assert rotated["bot_wins"]["greedy"] * 2 == pytest.approx(first[0] + second[1])


@pytest.mark.parametrize("game_id", PLAYABLE)
def test_bad_options_are_refused(game_id: str) -> None:
    game = playable(game_id)
    fewest, most = player_range(game_id)
    counts = f"exactly {fewest}" if fewest == most else f"{fewest} to {most}"
    for arguments, message in (
        ((fewest, 2, 1, ["nobody"]), f"unknown bot 'nobody' for {game_id}"),
        ((most + 1, 2, 1, ["greedy"]), f"{game_id} is played by {counts} players, not {most + 1}"),
        ((fewest, 2, 1, ["greedy"] * (fewest + 1)), f"expected one bot or {fewest} bots (one per seat)"),
        ((fewest, 0, 1, ["greedy"]), "expected at least 1 game, got 0"),
        ((fewest, 2, 1, ["greedy"], False, None, None, None, -1), "expected 0 (one process per core) or more"),
    ):
        with pytest.raises(SimulationError) as error:
            simulate(game, *arguments)
        assert str(error.value).startswith(message)


@pytest.mark.parametrize("game_id", PLAYABLE)
def test_the_command_prints_json_and_a_summary(game_id: str, runner: CliRunner) -> None:
    players, _ = player_range(game_id)
    bots = ["greedy", *["random"] * (players - 1)]
    options = ["simulate", game_id, "--games", "2", "--bots", ",".join(bots)]
    result = runner.invoke(app, [*options, "--json"])
    assert result.exit_code == 0, result.output
    assert json.loads(result.output) == simulate(playable(game_id), players, 2, seed=1, bots=bots)
    assert runner.invoke(app, [*options, "--json", "--jobs", "2"]).output == result.output
    summary = runner.invoke(app, options)
    assert summary.exit_code == 0 and "Wins by seat" in summary.output and "take rate" in summary.output
    bad = runner.invoke(app, ["simulate", game_id, "--bots", "nobody"])
    assert bad.exit_code == 2 and "unknown bot 'nobody'" in bad.output


@pytest.mark.parametrize("game_id", PLAYABLE)
def test_cards_are_counted_by_their_ids(game_id: str) -> None:
    """Moves may name cards by a code of their own; the figures use the ids of ``pnp cards``."""
    ids = {str(card["id"]) for card in load_catalog(game_id).cards}
    players, _ = player_range(game_id)
    cards = simulate(playable(game_id), players, 2, seed=3, bots=["greedy"])["cards"]
    assert cards and set(cards) <= ids


def test_a_rotated_summary_names_no_bot_per_seat(runner: CliRunner) -> None:
    game_id = next(found for found in PLAYABLE if player_range(found)[0] == 2)
    options = ["simulate", game_id, "--players", "2", "--bots", "greedy,random", "--games", "4"]
    rotated = runner.invoke(app, [*options, "--rotate"])
    assert rotated.exit_code == 0 and "moved one seat each game" in " ".join(rotated.output.split())
    seats = rotated.output.split("Wins by seat")[1].split("Wins by bot")[0]
    assert "greedy" not in seats and "random" not in seats
    fixed = runner.invoke(app, options)
    assert "greedy" in fixed.output.split("Wins by seat")[1].split("Wins by bot")[0]


def test_a_million_jobs_start_no_more_workers_than_cores_and_games(monkeypatch: pytest.MonkeyPatch) -> None:
    """``--jobs 3000`` forked 3,000 processes for ten games (the hostile review): the pool now has at most a
    worker per core and per game, and the figures are those of one process."""
    import os

    from generator.simulate import parallel

    started: list[int] = []
    pool = parallel.ProcessPoolExecutor

    def counted(workers: int, **options: object) -> object:
        started.append(workers)
        return pool(workers, **options)  # type: ignore[arg-type]

    monkeypatch.setattr(parallel, "ProcessPoolExecutor", counted)
    game_id = PLAYABLE[0]
    players, _ = player_range(game_id)
    many = simulate(playable(game_id), players, 3, seed=5, bots=["greedy"], jobs=1_000_000)
    assert started == ([min(os.cpu_count() or 1, 3)] if (os.cpu_count() or 1) > 1 else [])
    assert many == simulate(playable(game_id), players, 3, seed=5, bots=["greedy"], jobs=1)
