"""Every game implements the one game interface, and random games played through it stay legal."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest
from found_games import PLAYABLE

from generator.scoring import IllegalMove, game, load_catalog
from generator.scoring.interface import Game, TablePlay

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"
PLAYOUT_MOVES = 500
"""Moves each game plays out at random, each followed by a full check of the state."""
PLAYOUT_LENGTH = 300
"""The most moves of one random game."""


def fixtures(game_id: str) -> list[dict[str, Any]]:
    """The golden cases of a game: ``tests/fixtures/<game>/*.json``, each a state and its score and check."""
    return [json.loads(path.read_text(encoding="utf-8")) for path in sorted((FIXTURES / game_id).glob("*.json"))]


def player_counts(game_id: str) -> list[int]:
    """The fewest, the most and a count between, of the players a game allows."""
    fewest, most = game(game_id).player_range(load_catalog(game_id))
    return sorted({fewest, (fewest + most) // 2, most})


@pytest.mark.parametrize("game_id", PLAYABLE)
def test_every_game_implements_the_interface(game_id: str) -> None:
    rules = game(game_id)
    catalog = load_catalog(game_id)
    assert isinstance(rules, Game) and rules.id == game_id
    assert rules.moves and all(isinstance(fields, tuple) for fields in rules.moves.values())
    fewest, _ = rules.player_range(catalog)
    play = rules.setup(catalog, fewest, 0)
    for method in ("to_act", "legal_moves", "apply", "is_over", "winners", "state", "offers", "clone"):
        assert callable(getattr(play, method)), method
    assert play.seats == fewest and play.rounds == 1 and not play.is_over()
    assert {move["action"] for move in play.legal_moves()} <= set(rules.moves)
    assert rules.check(play.state(), catalog) == {"valid": True, "violations": []} | _extras(game_id, play.state())


def _extras(game_id: str, state: dict[str, Any]) -> dict[str, Any]:
    """The extras a game's ``check`` adds to every result (Circus Grandioso: placements and the top)."""
    result = game(game_id).check(state, load_catalog(game_id))
    return {key: value for key, value in result.items() if key not in ("valid", "violations")}


@pytest.mark.parametrize("game_id", PLAYABLE)
def test_an_illegal_move_is_refused_and_changes_nothing(game_id: str) -> None:
    rules = game(game_id)
    catalog = load_catalog(game_id)
    play = rules.setup(catalog, rules.player_range(catalog)[0], 3)
    before = play.state()
    move = dict(play.legal_moves()[0])
    move["player"] = "Nobody"
    with pytest.raises(IllegalMove) as refused:
        play.apply(move)
    assert refused.value.violations and play.state() == before


@pytest.mark.parametrize("game_id", PLAYABLE)
def test_a_refused_move_gives_after_null(game_id: str) -> None:
    """The check-with-a-move contract, the same for every game: ``after`` is null when the move is refused, the
    table after the move when it is made. Each game's golden fixtures hold at least one of each."""
    cases = [case for case in fixtures(game_id) if isinstance(case["state"], dict) and "move" in case["state"]]
    refused = [case for case in cases if not case["check"]["valid"]]
    assert refused and all(case["check"]["after"] is None for case in refused)
    assert any(case["check"]["after"] is not None for case in cases)


@pytest.mark.parametrize("game_id", PLAYABLE)
def test_random_playouts_stay_legal(game_id: str) -> None:
    """Seeded random games through the interface: every state reached passes ``check``, and clones agree."""
    rules = game(game_id)
    catalog = load_catalog(game_id)
    moves = ended = seed = 0
    while moves < PLAYOUT_MOVES:
        for players in player_counts(game_id):
            play = rules.setup(catalog, players, seed)
            rng = random.Random(seed)
            for _ in range(PLAYOUT_LENGTH):
                if play.is_over():
                    break
                legal = play.legal_moves()
                assert legal, play.state()
                move = rng.choice(legal)
                twin = play.clone()
                play.apply(move)
                twin.apply(move)
                assert twin.state() == play.state()
                result = rules.check(play.state(), catalog)
                assert result["valid"], (move, result["violations"])
                moves += 1
            if play.is_over():
                ended += 1
                assert set(play.winners()) <= set(range(players))
        seed += 1


@pytest.mark.parametrize("game_id", PLAYABLE)
def test_every_play_shares_the_base_accessors(game_id: str) -> None:
    """The accessors live once, in ``TablePlay``; a clone shares no container with its original."""
    rules = game(game_id)
    catalog = load_catalog(game_id)
    play = rules.setup(catalog, rules.player_range(catalog)[0], 1)
    assert isinstance(play, TablePlay)
    assert "clone" not in type(play).__dict__
    twin = play.clone()
    assert type(twin) is type(play) and twin.state() == play.state()
    for name in type(play).COPIED:
        assert getattr(twin, name) == getattr(play, name)
        if getattr(play, name):
            assert getattr(twin, name) is not getattr(play, name), name
    twin.apply(twin.legal_moves()[0])
    assert play.state() == rules.setup(catalog, rules.player_range(catalog)[0], 1).state()
