"""The write stage: staged print files and the staged site moved into place as one, and the previous build's
leftovers removed.

The moves follow a journal (``<out>/.commit.json``, written before the first move): the print files, then
the manifest, then the site swapped in whole (its download copies are links to the very files just moved).
A build killed at any moment of the commit leaves the journal behind, and the next build first finishes
that commit, so the folder never stays a mix of two builds: not even new print files beside an old site.
SIGINT and SIGTERM wait until the commit is done.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

from generator.builder.outputs import BuildReport, OutputFile, output_path_problem
from generator.files.exchange import folder_identity, swap_into_place
from generator.files.paths import UnsafePath, inside
from generator.files.reading import read_record
from generator.files.writing import STAGING_PREFIX, cannot_write, copy_file, make_folder, write_file
from generator.interrupts import signals_held

JOURNAL = ".commit.json"
MANIFEST = "manifest.json"
SITE = "site"
"""The rules site's folder, in the output folder and in a staging folder."""


def write_manifest(staging: Path, files: list[OutputFile]) -> None:
    """The manifest of the staged files, in the staging folder (the site reads it for its download links)."""
    manifest = {"files": [output.manifest_entry() for output in sorted(files, key=lambda item: item.path)]}
    write_file(staging / MANIFEST, (json.dumps(manifest, indent=2) + "\n").encode())


def commit(staging: Path, out_dir: Path, files: list[OutputFile], with_site: bool = False) -> None:
    """Move every staged file into place, then the manifest, then (``with_site``) the staged site; then remove
    the files of the previous build that this one did not write, so the folder holds exactly what the manifest
    lists (a Letter-only rebuild leaves no A4 file with an older back offset behind)."""
    previous = listed_paths(out_dir)
    written = sorted(output.path for output in files)
    journal = {
        "staging": staging.name,
        "files": written,
        "stale": sorted(previous - set(written)),
        "site": folder_identity(staging / SITE) if with_site else None,
    }
    with signals_held():
        write_file(out_dir / JOURNAL, json.dumps(journal).encode())
        finish(out_dir, journal)


def recover(out_dir: Path) -> None:
    """Finish the commit of a build killed while moving its files into place (nothing when there is none)."""
    try:
        journal = read_record(out_dir / JOURNAL)
    except FileNotFoundError:
        return
    except (OSError, ValueError, RecursionError):  # not a journal a build wrote
        journal = None
    staging = str(journal.get("staging")) if isinstance(journal, dict) else ""
    if not staging.startswith(STAGING_PREFIX) or "/" in staging or not (out_dir / staging).is_dir():
        (out_dir / JOURNAL).unlink(missing_ok=True)  # unreadable, or its files are gone: nothing to finish
        return
    with signals_held():
        finish(out_dir, journal)


def finish(out_dir: Path, journal: dict[str, Any]) -> None:
    """Do (or redo) the moves of a journal: each file still in staging is moved, the manifest, then the site
    unless it is in place already; then the stale files go and the journal with them."""
    staging = out_dir / journal["staging"]
    try:
        for path in [*journal["files"], MANIFEST]:
            source, target = inside(staging, path), inside(out_dir, path)
            if source.exists():
                make_folder(target.parent)
                os.replace(source, target)
        if journal.get("site") is not None and folder_identity(out_dir / SITE) != journal["site"]:
            swap_into_place(staging / SITE, out_dir / SITE)  # the staging folder then holds the old site
        for stale in journal["stale"]:
            remove_with_empty_folders(out_dir, stale)
        (out_dir / JOURNAL).unlink(missing_ok=True)
    except UnsafePath:
        (out_dir / JOURNAL).unlink(missing_ok=True)  # a journal edited by hand: nothing of it is done
    except OSError as error:
        raise cannot_write(Path(error.filename or out_dir), error) from None


def listed_paths(out_dir: Path) -> set[str]:
    """The files the output folder's manifest lists (none when there is no readable manifest)."""
    try:
        entries = read_record(out_dir / MANIFEST)["files"]
        return {str(entry["path"]) for entry in entries}
    except (OSError, ValueError, KeyError, TypeError, RecursionError):
        return set()


def remove_with_empty_folders(out_dir: Path, path: str) -> None:
    """Delete one file of an earlier build (the entry itself: a link, not where it leads), and the folders it leaves
    empty (never ``out_dir`` itself). A manifest edited by hand never makes the build delete anything else: a path no
    output may have (the site, the cache, the manifest…), a folder, or a file in a folder that leads out of
    ``out_dir`` is left as it is."""
    if output_path_problem(path) is not None:
        return
    parent, _, name = path.rpartition("/")
    try:
        target = (inside(out_dir, parent) if parent else out_dir).resolve() / name
    except UnsafePath:
        return
    if target.is_dir() and not target.is_symlink():
        return
    root = out_dir.resolve()
    target.unlink(missing_ok=True)
    for folder in target.parents:
        if folder == root or any(folder.iterdir()):
            break
        folder.rmdir()


def take_kept(out_dir: Path, staging: Path, kept: list[OutputFile], report: BuildReport) -> None:
    """Stage the files of the games unchanged since the last build (``kept_games``) as links to the output folder's
    own, so that the site links them and the commit leaves them in place; as copies where links cannot be made
    (the commit then moves each copy over its file)."""
    for output in kept:
        source, target = inside(out_dir, output.path), inside(staging, output.path)
        make_folder(target.parent)
        try:
            os.link(source, target)
        except OSError:
            copy_file(source, target)
    report.kept = len(kept)
