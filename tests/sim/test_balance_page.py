"""The balance page of a game, rendered from simulated figures (``generator.balance`` and ``balance.md.j2``)."""

from __future__ import annotations

import pytest
from balance_pages import balance_page
from found_games import PLAYABLE

from generator.balance import HALO, bar_chart, farthest_seats
from generator.games import declaration
from generator.scoring import load_catalog
from generator.simulate import simulate


def fewest_players(game_id: str) -> int:
    playable = declaration(game_id).playable
    assert playable is not None
    return playable.rules.player_range(load_catalog(game_id))[0]


def test_a_plot_writes_each_figure_with_its_unit_over_a_white_edge() -> None:
    """The figures name their unit, and the fair-share line is drawn before them, so never over them."""
    rounds = bar_chart("Mean game length in rounds", [("2 players", 8.46), ("3 players", 12.0)], unit="rounds")
    assert f'{HALO} fill="#2b2b2b">8.5 rounds</text>' in rounds and ">12.0 rounds</text>" in rounds
    seats = bar_chart("Wins by seat", [("seat 1", 0.28), ("seat 2", 0.72)], mark=0.5)
    assert seats.index("<line") < seats.index(">28 %</text>") < seats.index(">72 %</text>")


@pytest.mark.parametrize("game_id", PLAYABLE)
def test_the_page_names_each_bots_seat_farthest_from_a_fair_share(game_id: str) -> None:
    players = fewest_players(game_id)
    playable = declaration(game_id).playable
    assert playable is not None
    results = {str(players): {"greedy": simulate(playable, players, 6, 1, ["greedy"])}}
    (seat,) = farthest_seats(results)
    wins = results[str(players)]["greedy"]["wins"]
    fair = round(1 / players, 4)
    farthest = max(range(players), key=lambda index: abs(wins[index] - 1 / players))
    assert seat == {"bot": "greedy", "players": players, "seat": farthest + 1, "share": wins[farthest], "fair": fair}
    page = balance_page(game_id, (players,), 6)
    share, fair_share = f"{100 * seat['share']:.0f} %", f"{100 * fair:.0f} %"
    assert (
        f"seat {seat['seat']} at {players} players, with {share} of the wins against a fair share of {fair_share}."
        in (page)
    )


@pytest.mark.parametrize("game_id", PLAYABLE)
def test_the_page_says_how_far_its_few_games_stray_by_chance(game_id: str) -> None:
    """1.96 standard errors of a fair 2-player share over 6 games: 100 * 1.96 * sqrt(0.25 / 6) = 40.0 points."""
    page = balance_page(game_id, (fewest_players(game_id),), 6)
    assert "strays from its long-run value by up to about\n40 points, 19 times in 20." in page
    assert f"- `pnp simulate {game_id} --players {fewest_players(game_id)} --games 100 --seed 1`" in page
