"""The write stage: staged files moved into place, the manifest, and the previous build's leftovers removed."""

from __future__ import annotations

import json
import os
from pathlib import Path

from generator.build.files import write_file
from generator.build.options import BuildError
from generator.build.outputs import OutputFile


def commit(staging: Path, out_dir: Path, files: list[OutputFile]) -> None:
    """Move every staged file into place, write the manifest (atomically), then remove the files of the
    previous build that this one did not write, so the folder holds exactly what the manifest lists
    (a Letter-only rebuild leaves no A4 file with an older back offset behind)."""
    previous = listed_paths(out_dir)
    try:
        for output in files:
            target = out_dir / output.path
            target.parent.mkdir(parents=True, exist_ok=True)
            os.replace(staging / output.path, target)
        manifest = {"files": [output.manifest_entry() for output in sorted(files, key=lambda item: item.path)]}
        write_file(out_dir / "manifest.json", (json.dumps(manifest, indent=2) + "\n").encode())
        for stale in sorted(previous - {output.path for output in files}):
            remove_with_empty_folders(out_dir, stale)
    except OSError as error:
        raise BuildError(f"cannot write to the output folder {out_dir}: {error}") from None


def listed_paths(out_dir: Path) -> set[str]:
    """The files the output folder's manifest lists (none when there is no readable manifest)."""
    try:
        entries = json.loads((out_dir / "manifest.json").read_text(encoding="utf-8"))["files"]
        return {str(entry["path"]) for entry in entries}
    except (OSError, ValueError, KeyError, TypeError):
        return set()


def remove_with_empty_folders(out_dir: Path, path: str) -> None:
    """Delete one file of an earlier build, and the folders it leaves empty (never ``out_dir`` itself)."""
    target = (out_dir / path).resolve()
    root = out_dir.resolve()
    if root not in target.parents:
        return  # a manifest edited by hand never makes the build delete outside its folder
    target.unlink(missing_ok=True)
    for folder in target.parents:
        if folder == root or any(folder.iterdir()):
            break
        folder.rmdir()
