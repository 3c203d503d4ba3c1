"""One declaration per game (``generator.games``): each complete, and no other place that knows a game by its id.

The first test names what a declaration lacks, for whoever adds a game (README, "Adding a game").
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from generator.data.load import load_game
from generator.games import DECLARATIONS, GameDeclaration, declaration
from generator.scoring import GAME_IDS
from generator.scoring.games import GAME_MODULES

GENERATOR = Path(__file__).resolve().parents[2] / "generator"
FORMS = GENERATOR.parent / "site" / "docs" / "assets" / "js"
OWN_PLACES = ("games", "scoring")
"""Where a game's id may be written: its declaration, and the scoring module's registry of rules."""


def lacks(declared: GameDeclaration) -> list[str]:
    """What the declaration of a game lacks or gets wrong, in words."""
    problems = []
    game = load_game(declared.id)
    if declared.rules.id != declared.id:
        problems.append(f"its rules are those of {declared.rules.id!r}")
    unknown_kinds = set(declared.design.fronts) - set(game.kinds)
    if unknown_kinds:
        problems.append(f"fronts for kinds the card data has not: {', '.join(sorted(unknown_kinds))}")
    learn = game.learn
    if learn is None or set(learn.table_labels) != set(declared.setup.places):
        problems.append(f"learn.toml's [setup] labels differ from the places {', '.join(declared.setup.places)}")
    missing_bots = {"random", "greedy"} - set(declared.simulation.bots)
    if missing_bots:
        problems.append(f"no {' or '.join(sorted(missing_bots))} bot")
    fewest, most = game.players
    if not declared.balance_players or not all(fewest <= count <= most for count in declared.balance_players):
        problems.append(f"balance pages for {declared.balance_players} players, outside {fewest}..{most}")
    if not declared.offered:
        problems.append("no words for what its balance page counts as offered")
    if not (FORMS / declared.form).is_file():
        problems.append(f"no calculator form at site/docs/assets/js/{declared.form}")
    return problems


@pytest.mark.parametrize("declared", DECLARATIONS, ids=lambda declared: declared.id)
def test_each_declaration_is_complete(declared: GameDeclaration) -> None:
    assert lacks(declared) == []


def test_every_game_of_the_scoring_module_is_declared_in_its_order() -> None:
    assert tuple(declared.id for declared in DECLARATIONS) == GAME_IDS == tuple(GAME_MODULES)
    assert declaration("monarch").id == "monarch"
    with pytest.raises(ValueError, match="unknown game 'chess'"):
        declaration("chess")


def written_game_ids() -> list[str]:
    """Every place outside the declarations and the scoring module where a game's id is written in code."""
    found = []
    for path in sorted(GENERATOR.rglob("*.py")):
        if path.relative_to(GENERATOR).parts[0] in OWN_PLACES:
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and node.value in GAME_IDS:
                found.append(f"{path.relative_to(GENERATOR.parent)}:{node.lineno}: {node.value!r}")
    return found


def test_no_table_and_no_branch_outside_the_declarations_knows_a_game_by_its_id() -> None:
    assert written_game_ids() == []
