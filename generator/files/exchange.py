"""Putting a whole folder in place of another in one step, so that readers never see half of either."""

from __future__ import annotations

import ctypes
import errno
import os
import shutil
from pathlib import Path

RENAME_EXCHANGE = 2
"""``renameat2`` flag: swap two paths in one step (Linux 3.15 or newer, most local file systems)."""


def exchange(first: Path, second: Path) -> bool:
    """Swap two paths atomically with ``renameat2(RENAME_EXCHANGE)``; False where that is unsupported."""
    try:
        renameat2 = ctypes.CDLL(None, use_errno=True).renameat2
    except (OSError, AttributeError):
        return False
    at_cwd = -100
    if renameat2(at_cwd, os.fsencode(first), at_cwd, os.fsencode(second), RENAME_EXCHANGE) == 0:
        return True
    code = ctypes.get_errno()
    if code in (errno.EINVAL, errno.ENOSYS, errno.EOPNOTSUPP):
        return False
    raise OSError(code, os.strerror(code), str(second))


def swap_into_place(new: Path, target: Path) -> None:
    """Put the folder ``new`` at ``target`` in one atomic step (a ``renameat2`` exchange), so readers never see
    half a folder or none; ``new`` then holds the previous folder, for the caller to remove. Where the system
    cannot exchange two folders, two renames do, with a moment without a folder between them.
    """
    if target.exists() and exchange(new, target):
        return
    old = new.with_name(f"{new.name}-old")
    if target.exists():
        target.rename(old)
    new.rename(target)
    shutil.rmtree(old, ignore_errors=True)


def folder_identity(folder: Path) -> list[int] | None:
    """The device and inode of ``folder`` (a rename keeps them), or None when it does not exist."""
    try:
        status = folder.stat()
    except FileNotFoundError:
        return None
    return [status.st_dev, status.st_ino]
