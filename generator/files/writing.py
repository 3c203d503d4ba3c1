"""Writing files safely: the staging folder, atomic writes, copies from the cache, readable modes.

Every file written is readable by others (0644) and every folder made is 0755, whatever the umask,
so that a web server running as another user can serve the output. A write that fails (a full disk,
a folder that cannot be written) raises ``OutputError`` naming the file and the reason.
"""

from __future__ import annotations

import errno
import os
import shutil
import tempfile
from pathlib import Path

FILE_MODE = 0o644
FOLDER_MODE = 0o755
STAGING_PREFIX = ".staging-"


class OutputError(Exception):
    """A file or folder of the output could not be written."""


def cannot_write(path: Path, error: OSError) -> OutputError:
    """The error for a failed write of ``path``, in words (``No space left on device``)."""
    return OutputError(f"cannot write {path}: {error.strerror or 'input/output error'}")


def folder_unwritable(out_dir: Path, error: OSError) -> OutputError:
    """The error for an output folder that cannot be made or written into."""
    return OutputError(f"cannot write to the output folder {out_dir}: {error.strerror or 'input/output error'}")


def make_folder(path: Path) -> None:
    """Create ``path`` and its missing parents, each readable by others (``NotADirectoryError`` when a file
    stands where a folder must be)."""
    if path.is_dir():
        return
    if path.exists():
        raise NotADirectoryError(errno.ENOTDIR, os.strerror(errno.ENOTDIR), str(path))
    missing = [folder for folder in (path, *path.parents) if not folder.exists()]
    path.mkdir(parents=True, exist_ok=True)
    for folder in missing:
        os.chmod(folder, FOLDER_MODE)


def make_readable(folder: Path) -> None:
    """Give every folder under ``folder`` (itself included) mode 0755 and every file 0644: for trees that
    another tool wrote with the umask (the rules site, written by MkDocs)."""
    os.chmod(folder, FOLDER_MODE)
    for root, folders, files in os.walk(folder):
        for name in folders:
            os.chmod(os.path.join(root, name), FOLDER_MODE)
        for name in files:
            os.chmod(os.path.join(root, name), FILE_MODE)


def make_staging(out_dir: Path) -> Path:
    """A fresh staging folder inside the output folder (created when missing), or an ``OutputError``.

    Staging folders of builds that were killed are removed first: the caller holds the folder's lock,
    so no other build is using them.
    """
    try:
        make_folder(out_dir)
        remove_leftovers(out_dir, STAGING_PREFIX)
        staging = Path(tempfile.mkdtemp(prefix=STAGING_PREFIX, dir=out_dir))
        os.chmod(staging, FOLDER_MODE)
        return staging
    except OSError as error:
        raise folder_unwritable(out_dir, error) from None


def remove_leftovers(folder: Path, prefix: str) -> None:
    """Remove the folders named ``<prefix>…`` in ``folder`` that a killed build left behind."""
    for leftover in folder.glob(f"{prefix}*"):
        if leftover.is_dir() and not leftover.is_symlink():
            shutil.rmtree(leftover, ignore_errors=True)


def write_file(path: Path, data: bytes) -> None:
    """Write ``data`` atomically: a temporary file beside ``path``, then a rename."""
    try:
        make_folder(path.parent)
        handle, temporary = tempfile.mkstemp(prefix=f".{path.name}.", dir=path.parent)
    except OSError as error:
        raise cannot_write(path, error) from None
    try:
        os.fchmod(handle, FILE_MODE)
        with os.fdopen(handle, "wb") as stream:
            stream.write(data)
        os.replace(temporary, path)
    except OSError as error:
        Path(temporary).unlink(missing_ok=True)
        raise cannot_write(path, error) from None
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise


def copy_file(source: Path, target: Path) -> None:
    """Copy a cached file into the staging folder."""
    try:
        make_folder(target.parent)
        shutil.copyfile(source, target)
        os.chmod(target, FILE_MODE)
    except OSError as error:
        raise cannot_write(target, error) from None
