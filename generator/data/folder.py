"""The card data folder: where it is, which games it holds and which ``printing.toml`` it prints with. Light on
purpose: a build that has nothing to do finds this out without loading any game."""

from __future__ import annotations

from pathlib import Path

from generator.data.problems import DataError, Problem
from generator.data.schema import ID_EXPECTED, is_id
from generator.scoring.catalog import BUNDLED_DATA

DEFAULT_DATA_DIR = Path(BUNDLED_DATA).resolve()
"""The toolkit's own card data, read when no ``--data`` folder is given (where it leads, when it is a link)."""
GAME_FILE = "game.toml"
"""A folder of the data folder holding this file is a game: its folder's name is the game's id."""
PRINTING_FILE = "printing.toml"
"""The sleeves, stocks and cutting texts the bundles' print lists give."""


def shown_path(path: Path, data_dir: Path) -> str:
    """A path as users see it in messages: relative to the data folder's parent when possible."""
    try:
        return str(path.relative_to(data_dir.parent))
    except ValueError:
        return str(path)


def data_folder(data_dir: Path | str | None) -> Path:
    """The card data folder to read (the repository's by default); ``DataError`` when it is not a folder."""
    folder = Path(data_dir or DEFAULT_DATA_DIR)
    if not folder.is_dir():
        raise DataError(
            [
                Problem(
                    str(folder),
                    "no such folder: expected a card data folder holding formats.toml "
                    "and one folder per game (a copy of card_data/)",
                )
            ]
        )
    return folder


def found_game_ids(data_dir: Path | str | None = None, problems: list[Problem] | None = None) -> list[str]:
    """The id of every game in the data folder, sorted: each folder that holds a ``game.toml``. A folder whose
    name is no id, or that holds TOML files but no ``game.toml``, is a located problem in ``problems``."""
    folder = data_folder(data_dir)
    found: list[str] = []
    for entry in sorted(folder.iterdir(), key=lambda path: path.name):
        if not entry.is_dir() or entry.name.startswith("."):
            continue
        display = shown_path(entry, folder)
        if not (entry / GAME_FILE).exists():
            if any(entry.glob("*.toml")) and problems is not None:
                problems.append(Problem(display, f"holds card data but no {GAME_FILE}: a game's folder needs one"))
            continue
        if not is_id(entry.name):
            if problems is not None:
                problems.append(Problem(display, f"a game's folder is named by its id: {ID_EXPECTED}"))
            continue
        found.append(entry.name)
    return found


def printing_folder(data_dir: Path) -> Path:
    """The folder whose ``printing.toml`` a build of the card data in ``data_dir`` prints with: that folder's own,
    else the toolkit's card data's."""
    return data_dir if (data_dir / PRINTING_FILE).exists() else DEFAULT_DATA_DIR
