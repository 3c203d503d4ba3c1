"""Skipping what has not changed: a fingerprint of everything the print files read (and one per game), the last
build's record, and the games whose print checks passed."""

from __future__ import annotations

import hashlib
import json
import os
from collections.abc import Collection, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from stat import S_ISREG
from typing import TYPE_CHECKING, Any

from generator.builder.cache import BUILD_RECORD, CHECKS_RECORD, add_file, add_files
from generator.builder.commit import MANIFEST
from generator.builder.options import BuildOptions
from generator.builder.outputs import OutputFile
from generator.files.paths import UnsafePath, inside, path_problem
from generator.files.reading import read_record
from generator.files.writing import write_file
from generator.manifest import manifest_entry_problem

if TYPE_CHECKING:
    from generator.games.printable import Checked

PRINT_CODE_FILES = (
    "__init__.py",
    "builder/*.py",
    "render/*.py",
    "layout/*.py",
    "design/*.py",
    "data/*.py",
    "files/*.py",
    "games/**/*.py",
    "markdown.py",
    "scoring/**/*.py",
)
"""The code (in ``generator/``) the print files depend on (not the site's or the command line's)."""


def input_fingerprint(options: BuildOptions, code: str) -> str:
    """A hash of everything a build reads: its options, the print code (``code``: its ``code_version``), the card
    data, and where the output folder is and the site's address (the tabletop's saved objects name their images by
    one or the other)."""
    from generator.data.folder import DEFAULT_DATA_DIR

    data_dir = options.data_dir or DEFAULT_DATA_DIR
    digest = hashlib.sha256(repr((options.games, options_read(options, code))).encode())
    add_files(digest, [(data_dir, "**/*")])
    add_borrowed_printing(digest, data_dir)
    return digest.hexdigest()


def add_borrowed_printing(digest: Any, data_dir: Path) -> None:
    """Add to ``digest`` the toolkit's own ``printing.toml`` when the card data in ``data_dir`` has none and prints
    with it (``printing_folder``): the bundles' print lists read it."""
    from generator.data.folder import PRINTING_FILE, printing_folder

    folder = printing_folder(data_dir)
    if folder != data_dir:
        add_file(digest, folder, folder / PRINTING_FILE)


def options_read(options: BuildOptions, code: str) -> tuple[object, ...]:
    """What a game's print files read of the build's options, with the print code's version."""
    placed = (options.duplex, options.back_offset_mm, options.bleed_mm, str(options.out_dir.resolve()))
    return (options.papers, options.styles, *placed, options.site_url, code)


def game_fingerprints(options: BuildOptions, code: str, game_ids: Collection[str]) -> dict[str, str]:
    """A hash per game of ``game_ids`` of everything its print files read: the build's options (but for which games
    it builds), the print code, the card data's files of no game (formats, icons, the collection…) and the game's
    own folder. Another game's folder is not read."""
    from generator.data.folder import DEFAULT_DATA_DIR, found_game_ids

    data_dir = options.data_dir or DEFAULT_DATA_DIR
    shared = hashlib.sha256(repr(options_read(options, code)).encode())
    owned = {game_id: hashlib.sha256() for game_id in game_ids}
    others = set(found_game_ids(data_dir)) - set(owned)
    for path in sorted(data_dir.glob("**/*")):
        folder = path.relative_to(data_dir).parts[0]
        if folder not in others:
            add_file(owned.get(folder, shared), data_dir, path)
    add_borrowed_printing(shared, data_dir)
    common = shared.hexdigest()
    return {
        game_id: hashlib.sha256(f"{common}\0{own.hexdigest()}".encode()).hexdigest() for game_id, own in owned.items()
    }


@dataclass
class KeptGames:
    """The files of the games a build keeps as they are (``kept_games``), by game, with the state each was found in."""

    files: dict[str, list[OutputFile]] = field(default_factory=dict)
    states: dict[str, list[int]] = field(default_factory=dict)

    def outputs(self) -> list[OutputFile]:
        """Every file kept."""
        return [output for outputs in self.files.values() for output in outputs]


def kept_games(out_dir: Path, fingerprints: Mapping[str, str]) -> KeptGames:
    """The files of the last build into ``out_dir`` of each game whose fingerprint (``game_fingerprints``) is the
    same as then and whose files nothing touched since (``file_state``), as its manifest listed them (which nothing
    touched either): a build takes them as they are."""
    try:
        record = read_record(out_dir / ".cache" / BUILD_RECORD)
        built, states = record["games"], record["files"]
        if not untouched(out_dir, {MANIFEST: states[MANIFEST]}):
            return KeptGames()
        manifest = read_record(out_dir / MANIFEST)["files"]
        if any(manifest_entry_problem(entry) is not None for entry in manifest):
            return KeptGames()
        kept = KeptGames()
        for game_id, fingerprint in fingerprints.items():
            files = [OutputFile(**entry) for entry in manifest if entry["game"] == game_id]
            paths = [file.path for file in files]
            if (
                files
                and built.get(game_id) == fingerprint
                and untouched(out_dir, {path: states.get(path) for path in paths})
            ):
                kept.files[game_id] = files
                kept.states.update((path, states[path]) for path in paths)
        return kept
    except (OSError, ValueError, KeyError, TypeError, AttributeError, RecursionError):  # not a record it wrote
        return KeptGames()


def untouched(out_dir: Path, recorded: Mapping[str, Any]) -> bool:
    """True when every file of ``recorded`` (its path in ``out_dir`` → the state recorded) is in that state
    (``file_state``) and no folder on its path leads out of ``out_dir`` through a link: each folder is resolved
    once, the files themselves not at all (a link in a file's place has a state of its own)."""
    folders_inside: dict[str, bool] = {}
    for path, state in recorded.items():
        folder = path.rpartition("/")[0]
        if folder not in folders_inside:
            folders_inside[folder] = folder_inside(out_dir, folder)
        if state is None or not folders_inside[folder] or file_state(out_dir, path) != state:
            return False
    return True


def folder_inside(out_dir: Path, folder: str) -> bool:
    """True when ``folder`` (a plain path in ``out_dir``, or "" for ``out_dir`` itself) stays in ``out_dir``, links
    resolved."""
    if not folder:
        return True
    try:
        inside(out_dir, folder)
    except UnsafePath:
        return False
    return True


def file_state(out_dir: Path, path: str) -> list[int] | None:
    """The size, time and inode of the file at ``path`` in ``out_dir`` (a file rewritten, or replaced by another of
    the same size and time, has another), or None when there is no regular file there (a link, a folder, a pipe…)
    or ``path`` is not a plain output path. The path is not resolved (``untouched`` resolves its folders)."""
    if path_problem(path) is not None:
        return None
    try:
        stat = os.lstat(out_dir / path)
    except OSError:
        return None
    return [stat.st_size, stat.st_mtime_ns, stat.st_ino] if S_ISREG(stat.st_mode) else None


def unchanged_outputs(out_dir: Path, fingerprint: str) -> list[OutputFile] | None:
    """The files of the last build when its inputs had this fingerprint and no output was touched since."""
    try:
        record = read_record(out_dir / ".cache" / BUILD_RECORD)
        if record["fingerprint"] != fingerprint:
            return None
        if not untouched(out_dir, record["files"]):
            return None
        manifest = read_record(out_dir / MANIFEST)["files"]
        if any(manifest_entry_problem(entry) is not None for entry in manifest):
            return None
        return [OutputFile(**entry) for entry in manifest]
    except (OSError, ValueError, KeyError, TypeError, AttributeError, RecursionError):
        return None


def record_build(
    out_dir: Path, fingerprint: str, files: list[OutputFile], games: Mapping[str, str], kept: KeptGames
) -> None:
    """Remember the inputs' fingerprint, each game's (``game_fingerprints``) and each output's state, for
    ``unchanged_outputs`` and ``kept_games``: a kept file's as it was when the build took it, so that a change made to
    it since (through the staging folder's link) is seen by the next build."""
    states = {file.path: kept.states.get(file.path) or file_state(out_dir, file.path) for file in files}
    states[MANIFEST] = file_state(out_dir, MANIFEST)
    record = {"fingerprint": fingerprint, "games": dict(games), "files": states}
    write_file(out_dir / ".cache" / BUILD_RECORD, json.dumps(record).encode())


def kept_checks(out_dir: Path, code: str) -> Checked:
    """The games earlier builds into ``out_dir`` found printable, when the print code was ``code`` (else none)."""
    from generator.games.printable import Checked  # with the drawing code: not for an unchanged build

    try:
        record = read_record(out_dir / ".cache" / CHECKS_RECORD)
        clean = record["clean"]
        if record["code"] == code and all(isinstance(item, str) for pair in clean.items() for item in pair):
            return Checked(code, clean)
    except (OSError, ValueError, KeyError, TypeError, AttributeError, RecursionError):  # not a record it wrote
        pass
    return Checked(code)


def keep_checks(out_dir: Path, checked: Checked) -> None:
    """Remember the games ``checked`` found printable, for the next build's ``kept_checks``."""
    record = {"code": checked.code, "clean": checked.clean}
    write_file(out_dir / ".cache" / CHECKS_RECORD, json.dumps(record, sort_keys=True).encode())
