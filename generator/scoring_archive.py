"""The scoring archive the site's calculators run in Pyodide: the scoring package and its card data, zipped.

The zip holds ``generator/__init__.py``, ``generator/scoring/**/*.py`` and each game's files that scoring reads
(``CATALOG_FILES``: not its rules, its teaching or the print files' data, so that editing those leaves the engine as
it was), laid out as in the repository, so ``generator.scoring.catalog`` finds ``card_data/`` beside the
``generator`` package exactly as it does in a checkout. Games' packages are taken from every folder where
``generator.scoring`` finds them (its ``__path__``: the tests add their fixture games' packages there).
"""

from __future__ import annotations

import hashlib
import zipfile
from io import BytesIO
from pathlib import Path

import generator.scoring
from generator.data.folder import found_game_ids
from generator.files.checkout import GENERATOR
from generator.scoring.catalog import CATALOG_FILES

FIXED_TIME = (2020, 1, 1, 0, 0, 0)
"""Every zip entry carries this time, so an unchanged archive is byte-identical."""


def archive_members(data_dir: Path) -> list[tuple[str, Path]]:
    """The (name in the zip, file) pairs of the archive, sorted by name."""
    members = [("generator/__init__.py", GENERATOR / "__init__.py")]
    for folder in map(Path, generator.scoring.__path__):
        members += [(f"generator/scoring/{path.relative_to(folder).as_posix()}", path) for path in folder.rglob("*.py")]
    for game_id in found_game_ids(data_dir):  # id-named folders with a game.toml: no hidden or other folder's files
        members += [(f"card_data/{game_id}/{name}", data_dir / game_id / name) for name in CATALOG_FILES]
    return sorted(members)


def scoring_archive(data_dir: Path) -> bytes:
    """The archive as zip bytes (deterministic: fixed times, sorted names)."""
    buffer = BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, path in archive_members(data_dir):
            archive.writestr(zipfile.ZipInfo(name, FIXED_TIME), path.read_bytes(), zipfile.ZIP_DEFLATED)
    return buffer.getvalue()


def code_digest(archive: bytes) -> str:
    """A hash of the archive's code (its ``.py`` entries), leaving out its card data: what Pyodide compiles, and
    what decides which modules of the standard library the engine imports."""
    digest = hashlib.sha256()
    with zipfile.ZipFile(BytesIO(archive)) as source:
        for info in source.infolist():
            if info.filename.endswith(".py"):
                digest.update(f"{info.filename}\0{info.file_size}\0".encode() + source.read(info))
    return digest.hexdigest()
