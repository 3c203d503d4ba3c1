"""Half-added games: code of a game that its card data does not match, found before anything is drawn.

A game's parts are found by their folders (``card_data/<game>/``, ``generator/scoring/<game>/``,
``generator/games/<game>/``, ``site/docs/assets/js/forms/<game>.mjs``), so a part without the others is not an
error the import system would see: ``validate`` names it, located, instead of skipping it. So is a state shape
(``FORM``) that names kinds, decks, rule constants or words its game's data and rules lack.
"""

from __future__ import annotations

from importlib.util import find_spec
from pathlib import Path

from generator.data.folder import DEFAULT_DATA_DIR
from generator.data.problems import Problem
from generator.files.checkout import REPO
from generator.games import FORMS, own_code, own_code_ids
from generator.scoring.catalog import load_catalog
from generator.scoring.core import StateError
from generator.scoring.games import PACKAGE, package_folder, package_name
from generator.scoring.games import game as rules_of
from generator.scoring.games import game_ids as games_with_rules
from generator.scoring.shape import shape_problems

GAMES_FOLDER = "generator/games"
GENERATED_FORM = FORMS / "from--shape.mjs"
"""The form built from a game's declared state shape (``generator.scoring.shape``) for every game without a form
of its own: no game's, since no id holds ``--``."""


def code_problems(data_dir: Path, found: list[str]) -> list[Problem]:
    """The problems of the code that belongs to games: every part of a game whose card data the data folder
    lacks (only in the repository's own card data: another folder may hold a few of the games), and every game
    whose own folder does not match its data or does not import."""
    problems: list[Problem] = []
    if data_dir.resolve() == DEFAULT_DATA_DIR:
        parts = [
            *((package_folder(game_id), game_id) for game_id in games_with_rules()),
            *((f"{GAMES_FOLDER}/{game_id.replace('-', '_')}/", game_id) for game_id in own_code_ids()),
            *((form_file(path), path.stem) for path in sorted(FORMS.glob("*.mjs")) if path != GENERATED_FORM),
        ]
        problems += [
            Problem(where, f"belongs to the game {game_id!r}, but card_data/{game_id}/game.toml does not exist")
            for where, game_id in parts
            if game_id not in found
        ]
    for game_id in found:
        if (FORMS / f"{game_id}.mjs").is_file() and game_id not in games_with_rules():
            problems.append(
                Problem(
                    form_file(FORMS / f"{game_id}.mjs"),
                    f"a calculator form for {game_id}, which has no rules to compute "
                    f"({package_folder(game_id)} does not exist)",
                )
            )
        if game_id in own_code_ids():
            try:
                own_code(game_id)
            except Exception as error:  # a game's own code that does not import: say where, never a traceback
                where = f"{GAMES_FOLDER}/{game_id.replace('-', '_')}/"
                problems.append(Problem(where, f"cannot be imported: {type(error).__name__}: {error}"))
        if game_id in games_with_rules():
            try:
                rules_of(game_id)
            except StateError as error:
                problems.append(Problem(package_folder(game_id), str(error)))
                continue
            problems += form_problems(game_id, data_dir)
    return problems


def form_problems(game_id: str, data_dir: Path) -> list[Problem]:
    """What the state shape a game's rules declare (``FORM``) names that its card data or its ``VOCABULARY``
    lacks, located in its rules module (nothing when the card data cannot be read: that is a problem of its own)."""
    rules = rules_of(game_id)
    if rules.shape is None:
        return []
    try:
        catalog = load_catalog(game_id, str(data_dir))
    except (OSError, ValueError):
        return []
    where = rules_file(game_id)
    return [
        Problem(where, f"the declared state shape: {message}", field=f"FORM.{place}" if place else "FORM")
        for place, message in shape_problems(rules.shape, rules.vocabulary, catalog)
    ]


def rules_file(game_id: str) -> str:
    """A game's rules module, as the repository names it (else its whole path)."""
    spec = find_spec(f"{PACKAGE}.{package_name(game_id)}.rules")
    path = Path(spec.origin) if spec is not None and spec.origin else Path(package_folder(game_id)) / "rules.py"
    return str(path.relative_to(REPO)) if path.is_relative_to(REPO) else str(path)


def form_file(path: Path) -> str:
    """A form's path as the repository names it."""
    return str(path.relative_to(REPO))
