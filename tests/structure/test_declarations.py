"""Every game found is declared whole, and no shared place knows a game by its id.

A game's parts lie in folders of its own (``card_data/<game>/``, ``generator/scoring/<game>/``,
``generator/games/<game>/``, ``site/docs/assets/js/forms/<game>.mjs``, ``tests/games/<game>/``,
``tests/fixtures/<game>/``, ``tests/bench/games/<game>/``); everything else is shared, and may not write a
game's id: it takes the games found.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from found_games import GAMES, PLAYABLE, WITH_RULES

from generator.data.load import load_game
from generator.games import FORMS, declaration, own_code_ids
from generator.games.complete import GENERATED_FORM
from generator.scoring import game_ids

REPO = Path(__file__).resolve().parents[2]


def lacks(game_id: str) -> list[str]:
    """What the declaration of a game lacks or gets wrong, in words (for whoever adds a game)."""
    declared = declaration(game_id)
    game = load_game(game_id)
    problems = []
    unknown_kinds = set(declared.design.fronts) - set(game.kinds)
    if unknown_kinds:
        problems.append(f"fronts for kinds the card data has not: {', '.join(sorted(unknown_kinds))}")
    places = declared.setup.places
    if places and (game.learn is None or set(game.learn.table_labels) != set(places)):
        problems.append(f"learn.toml's [setup] labels differ from the places {', '.join(places)}")
    playable = declared.playable
    if playable is not None:
        missing_bots = {"random", "greedy"} - set(playable.simulation.bots)
        if missing_bots:
            problems.append(f"no {' or '.join(sorted(missing_bots))} bot")
        fewest, most = game.players
        if not all(fewest <= count <= most for count in playable.balance.players):
            problems.append(f"balance pages for {playable.balance.players} players, outside {fewest}..{most}")
        unworded = [bot for bot in playable.balance.bots if bot not in playable.bot_words]
        if unworded:
            problems.append(f"no words for the balance page's bots {', '.join(unworded)}")
    if declared.form is not None and declared.rules is None:
        problems.append(f"a calculator form ({declared.form}) but no rules")
    return problems


@pytest.mark.parametrize("game_id", GAMES)
def test_each_declaration_is_complete(game_id: str) -> None:
    assert lacks(game_id) == []


@pytest.mark.parametrize("game_id", PLAYABLE)
def test_a_game_with_a_play_module_has_its_bots_and_balance_page(game_id: str) -> None:
    playable = declaration(game_id).playable
    assert playable is not None and playable.rules.setup is not None and playable.rules.moves


def test_every_part_of_a_game_belongs_to_a_game_of_the_card_data() -> None:
    forms = {path.stem for path in FORMS.glob("*.mjs") if path != GENERATED_FORM}
    assert set(game_ids()) <= set(GAMES) and set(own_code_ids()) <= set(GAMES) and forms <= set(WITH_RULES)


GAME_FOLDERS = (
    "card_data/{game}/",
    "generator/scoring/{package}/",
    "generator/games/{package}/",
    "site/docs/assets/js/forms/{game}.mjs",
    "tests/games/{game}/",
    "tests/fixtures/{game}/",
    "tests/bench/games/{game}/",
)
"""Where a game's own parts lie: there, and only there, may its id be written."""
SHARED = ("generator", "site/docs", "site/hooks", "site/overrides", "site/mkdocs.yml", "templates", "tests")
"""The shared code, configuration, pages and tests, apart from the games' own folders."""
SUFFIXES = (".py", ".mjs", ".js", ".j2", ".md", ".yml", ".html", ".css", ".toml", ".json")


def own_folder(path: str) -> str | None:
    """The game whose own folder ``path`` lies in, or None for a shared file."""
    for game_id in GAMES:
        for pattern in GAME_FOLDERS:
            if path.startswith(pattern.format(game=game_id, package=game_id.replace("-", "_"))):
                return game_id
    return None


def written_game_ids() -> list[str]:
    """Every place of a shared file where a game's id (or its package's name) is written."""
    names = {name for game_id in GAMES for name in (game_id, game_id.replace("-", "_"))}
    pattern = re.compile(rf"(?<![\w-])({'|'.join(map(re.escape, sorted(names)))})(?![\w-])")
    found = []
    for top in SHARED:
        root = REPO / top
        files = [root] if root.is_file() else sorted(path for path in root.rglob("*") if path.suffix in SUFFIXES)
        for path in files:
            relative = path.relative_to(REPO).as_posix()
            if own_folder(relative) is not None or "node_modules" in path.parts or "/screenshots/" in relative:
                continue
            for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
                found += [f"{relative}:{number}: {match.group(1)}" for match in pattern.finditer(line)]
    return found


def test_no_shared_file_knows_a_game_by_its_id() -> None:
    assert written_game_ids() == []
