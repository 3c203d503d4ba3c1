"""The design system's own rules: colours, text estimates, backs, no renderer in the designs (each game's own
design rules are in ``tests/games/<game>/``)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest
from found_games import GAMES

from generator.data.load import load_game
from generator.data.model import Game
from generator.design.colors import contrast, mix, readable_on
from generator.design.parts import text_height_mm
from generator.games import back, declaration


def test_text_height_estimate_counts_wrapped_lines() -> None:
    line = 9.0 * 25.4 / 72 * 1.18
    assert text_height_mm("", 50.0, 9.0) == 0.0
    assert text_height_mm("x" * 10, 50.0, 9.0) == pytest.approx(line)
    assert text_height_mm("x" * 10 + "\n" + "y", 50.0, 9.0) == pytest.approx(2 * line)


def test_colour_helpers() -> None:
    assert mix("#000000", "#ffffff", 0.5) == "#808080"
    assert mix("#102030", "#102030", 0.7) == "#102030"
    assert contrast("#000000", "#ffffff") == pytest.approx(21.0)
    assert contrast("#777777", "#777777") == pytest.approx(1.0)
    assert readable_on("#111111", "#ffffff", "#000000") == "#ffffff"
    assert readable_on("#eeeeee", "#ffffff", "#000000") == "#000000"


@pytest.mark.parametrize("game", [load_game(game_id) for game_id in GAMES], ids=lambda game: game.id)
def test_every_special_design_draws_a_kind_of_its_game(game: Game) -> None:
    assert set(declaration(game.id).design.fronts) <= set(game.kinds), "a design for a kind the data no longer has"


@pytest.mark.parametrize("game", [load_game(game_id) for game_id in GAMES], ids=lambda game: game.id)
def test_each_deck_has_its_own_back(game: Game) -> None:
    backs = [back(game, deck, 3.0) for deck in game.decks if deck.double_sided]
    drawings = [face.shapes for face in backs if face is not None]
    assert len(set(drawings)) == len(drawings)


def test_design_code_imports_no_renderer() -> None:
    """Designs are display lists only: reportlab and Pillow stay in ``generator.render``."""
    package = Path(__file__).resolve().parents[2] / "generator" / "design"
    imported = set()
    for path in package.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                imported |= {alias.name.split(".")[0] for alias in node.names}
            elif isinstance(node, ast.ImportFrom) and node.module:
                imported.add(node.module if node.module.startswith("generator.") else node.module.split(".")[0])
    assert not {name for name in imported if name in ("reportlab", "PIL") or name.startswith("generator.render")}
    assert "generator.layout.shapes" in imported
