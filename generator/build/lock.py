"""One writer per output folder: ``pnp build`` and ``pnp site build`` hold ``<folder>/.cache/lock`` while
they write (beside the caches, so that the folder itself holds only what the manifest lists).

The lock is a POSIX record lock (``lockf``): the kernel drops it when its process ends, however it ends,
so the lock of a build that was killed is free for the next one. Render workers do not inherit it. The
file keeps the id of the process holding it, to name it when a second build is refused. Taking the lock
again in the same process (``pnp build`` building the site) simply nests.
"""

from __future__ import annotations

import errno
import fcntl
import os
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from generator.build.files import make_folder

LOCK_FILE = Path(".cache") / "lock"
_held: dict[Path, int] = {}
"""Lock files this process holds, with how deeply each is nested."""


class FolderBusy(Exception):
    """Another process is writing into the output folder."""


@contextmanager
def output_lock(folder: Path) -> Iterator[None]:
    """Hold the lock of ``folder`` (created when missing) for the ``with`` block, or raise ``FolderBusy``
    naming the process that holds it; ``OSError`` when the folder cannot be written at all."""
    path = (folder / LOCK_FILE).resolve()
    make_folder(path.parent)
    if path in _held:
        _held[path] += 1
        try:
            yield
        finally:
            _held[path] -= 1
        return
    handle = os.open(path, os.O_RDWR | os.O_CREAT, 0o644)
    try:
        try:
            fcntl.lockf(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError as error:
            if error.errno not in (errno.EACCES, errno.EAGAIN):
                raise
            holder = os.pread(handle, 32, 0).decode("ascii", "replace").strip() or "unknown"
            raise FolderBusy(
                f"another pnp build (process {holder}) is writing into {folder}; wait until it has "
                "finished, or build into another folder with --out"
            ) from None
        os.fchmod(handle, 0o644)  # readable, like every file of the output
        os.ftruncate(handle, 0)
        os.pwrite(handle, f"{os.getpid()}\n".encode(), 0)
        _held[path] = 1
        try:
            yield
        finally:
            del _held[path]
    finally:
        os.close(handle)  # closing the file releases the lock
