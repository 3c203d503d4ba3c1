"""Every rule id that scoring cites exists on the rules pages (card_data/<game>/rules.toml)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from generator.data.load import load_game
from generator.scoring import GAME_IDS

REPO = Path(__file__).resolve().parents[2]
RULE_ID = re.compile(r"""["']((?:rm|mo|cg|rs|ak)-\d+(?:\.\d+)*)["']""")


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_rule_ids_in_scoring_code_exist(game_id: str) -> None:
    game = load_game(game_id)
    known = {rule.id for rule in game.rules} | {section.id for section in game.sections}
    files = sorted((REPO / "generator" / "scoring" / game_id.replace("-", "_")).rglob("*.py"))
    cited = {rule_id for path in files for rule_id in RULE_ID.findall(path.read_text(encoding="utf-8"))}
    assert cited, "the checker cites no rule"
    assert all(rule_id.startswith(game.rule_prefix + "-") for rule_id in cited)
    assert sorted(cited - known) == []


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_rule_ids_in_golden_violations_exist(game_id: str) -> None:
    known = {rule.id for rule in load_game(game_id).rules}
    for path in sorted((REPO / "tests" / "fixtures" / game_id).glob("*.json")):
        for violation in json.loads(path.read_text(encoding="utf-8"))["check"]["violations"]:
            assert violation["rule"] in known, f"{path.name}: {violation['rule']}"


CHECKER_ONLY = {
    # rules of the checker's own sections that a violation may still cite, because no rule of play says it
    "royal-menagerie": {"rm-7.1": "two players of one name", "rm-7.6": "a move the format cannot read"},
    "monarch": {
        "mo-10.1": "an id that is no card of the game, or a card of another kind",
        "mo-10.4": "two sisters of one name",
        "mo-11.1": "a move the format cannot read",
    },
    "circus-grandioso": {},
    "royal-shuffle": {"rs-8.2": "a card code that is no card", "rs-8.3": "one card written twice"},
    "animal-kingdoms": {
        "ak-9.1": "two players of one name",
        "ak-9.2": "an id that is no card of the game",
        "ak-9.3": "a kingdom listed twice",
        "ak-9.5": "a liege who is nobody, or a loop of lieges",
        "ak-9.8": "an army written on two kingdoms, or with the wrong owner",
        "ak-9.9": "a turn record that names nobody or another player's army",
        "ak-10.1": "a move by nobody at the table",
        "ak-10.8": "a kingdom handed to nobody at the table",
        "ak-10.10": "a Wilderness card not in the mover's hand",
    },
}


def _cited(game_id: str) -> set[str]:
    files = sorted((REPO / "generator" / "scoring" / game_id.replace("-", "_")).rglob("*.py"))
    return {rule_id for path in files for rule_id in RULE_ID.findall(path.read_text(encoding="utf-8"))}


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_violations_cite_the_rule_of_play_a_player_can_read(game_id: str) -> None:
    """A violation cites the game's own rule of play; the checker's sections only where no rule of play says it."""
    game = load_game(game_id)
    checker = {section.id for section in game.sections if not section.in_summary}
    checker |= {rule.id for section in game.sections if not section.in_summary for rule in section.rules}
    assert sorted((_cited(game_id) & checker) - set(CHECKER_ONLY[game_id])) == []
    assert set(CHECKER_ONLY[game_id]) <= {rule.id for rule in game.rules}
