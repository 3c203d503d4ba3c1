"""Every rule id that scoring cites exists on the rules pages (card_data/<game>/rules.toml), and a violation cites
the rule of play a player can read."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from found_games import WITH_RULES

from generator.data.load import load_game
from generator.scoring.games import package_folder

REPO = Path(__file__).resolve().parents[2]


def cited(game_id: str) -> set[str]:
    """Every rule id written as a string in the game's scoring package (``"rm-5.1"``)."""
    prefix = re.escape(load_game(game_id).rule_prefix)
    rule_id = re.compile(rf"""["']({prefix}-\d+(?:\.\d+)*)["']""")
    files = sorted((REPO / package_folder(game_id)).rglob("*.py"))
    return {found for path in files for found in rule_id.findall(path.read_text(encoding="utf-8"))}


@pytest.mark.parametrize("game_id", WITH_RULES)
def test_rule_ids_in_scoring_code_exist(game_id: str) -> None:
    game = load_game(game_id)
    known = {rule.id for rule in game.rules} | {section.id for section in game.sections}
    assert cited(game_id), "the checker cites no rule"
    assert sorted(cited(game_id) - known) == []


@pytest.mark.parametrize("game_id", WITH_RULES)
def test_rule_ids_in_golden_violations_exist(game_id: str) -> None:
    known = {rule.id for rule in load_game(game_id).rules}
    for path in sorted((REPO / "tests" / "fixtures" / game_id).glob("*.json")):
        for violation in json.loads(path.read_text(encoding="utf-8"))["check"]["violations"]:
            assert violation["rule"] in known, f"{path.name}: {violation['rule']}"


def checker_only(game_id: str) -> dict[str, str]:
    """The rules of a game's checker sections that a violation may still cite, because no rule of play says it
    (``tests/games/<game>/checker-citations.json``: rule id → what it refuses)."""
    path = REPO / "tests" / "games" / game_id / "checker-citations.json"
    return json.loads(path.read_text(encoding="utf-8")) if path.exists() else {}


@pytest.mark.parametrize("game_id", WITH_RULES)
def test_violations_cite_the_rule_of_play_a_player_can_read(game_id: str) -> None:
    """A violation cites the game's own rule of play; the checker's sections only where no rule of play says it."""
    game = load_game(game_id)
    checker = {section.id for section in game.sections if not section.in_summary}
    checker |= {rule.id for section in game.sections if not section.in_summary for rule in section.rules}
    allowed = checker_only(game_id)
    assert sorted((cited(game_id) & checker) - set(allowed)) == []
    assert set(allowed) <= {rule.id for rule in game.rules}
