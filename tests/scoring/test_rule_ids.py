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
    module = game_id.replace("-", "_")
    files = [
        REPO / "generator" / "scoring" / f"{module}.py",
        *sorted((REPO / "generator" / "scoring").glob(f"{module}_*.py")),
    ]
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
