"""Royal Menagerie's simulations: its shared victory and the games nobody won."""

from __future__ import annotations

import pytest

from generator.games import declaration
from generator.simulate import simulate

GAME = declaration("royal-menagerie").playable


def test_a_shared_win_counts_a_share_to_each_winner() -> None:
    """The shared victory: Vizier and Loyalist each get 1/2 of the game."""
    assert GAME is not None
    result = simulate(GAME, 4, 12, seed=2, bots=["greedy"])
    assert sum(result["roles"].values()) == pytest.approx(sum(result["wins"]), abs=1e-3)
    assert any(round(share * 12 * 2) % 2 for share in result["wins"])


def test_the_games_nobody_won_are_counted() -> None:
    assert GAME is not None
    result = simulate(GAME, 4, 60, seed=3, bots=["random"])
    assert result["unfinished"] == 0 and result["no_winner"] > 0
    assert result["no_winner"] + sum(result["wins"]) * 60 == pytest.approx(60, abs=0.05)
    assert list(result)[-2:] == ["roles", "no_winner"]
