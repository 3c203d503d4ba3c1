"""Writing files safely: the staging folder, atomic writes, copies from the cache."""

from __future__ import annotations

import os
import shutil
import tempfile
import time
from pathlib import Path

from generator.build.options import BuildError

FILE_MODE = 0o644
"""Permissions of written files (a temporary file starts private)."""
STALE_STAGING_SECONDS = 3600


def make_staging(out_dir: Path) -> Path:
    """Create the output folder and a fresh staging folder inside it, or say why that is impossible.

    Staging folders left by a build that was killed (no ``finally`` ran) are removed after an hour.
    """
    try:
        out_dir.mkdir(parents=True, exist_ok=True)
        for stale in out_dir.glob(".staging-*"):
            if stale.is_dir() and stale.stat().st_mtime < time.time() - STALE_STAGING_SECONDS:
                shutil.rmtree(stale, ignore_errors=True)
        return Path(tempfile.mkdtemp(prefix=".staging-", dir=out_dir))
    except OSError as error:
        raise BuildError(f"cannot write to the output folder {out_dir}: {error.strerror or error}") from None


def write_file(path: Path, data: bytes) -> None:
    """Write ``data`` atomically: a temporary file beside ``path``, then a rename."""
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(prefix=f".{path.name}.", dir=path.parent)
    try:
        os.fchmod(handle, FILE_MODE)
        with os.fdopen(handle, "wb") as stream:
            stream.write(data)
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise


def copy_file(source: Path, target: Path) -> None:
    """Copy a cached file into the staging folder."""
    target.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(source, target)
