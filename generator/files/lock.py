"""One writer per output folder: ``pnp build`` holds ``<folder>/.cache/lock`` while it writes (beside the
caches, so that the folder itself holds only what the manifest lists). A site folder is swapped in whole, so
its lock cannot live inside it: ``pnp build`` and ``pnp site build`` hold the lock of the site folder they
write in the user's runtime folder (``$XDG_RUNTIME_DIR/pnp``, else a private folder of the temporary folder),
named after the folder's path; nothing is ever written beside an output folder.

The lock is a POSIX record lock (``lockf``): the kernel drops it when its process ends, however it ends,
so the lock of a build that was killed is free for the next one. Render workers do not inherit it. The
file keeps the id of the process holding it, to name it when a second build is refused. Taking the lock
again in the same process (``pnp build`` building the site) simply nests.
"""

from __future__ import annotations

import contextlib
import errno
import fcntl
import hashlib
import os
import stat
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from generator.files.writing import make_folder

LOCK_FILE = Path(".cache") / "lock"
_held: dict[Path, int] = {}
"""Lock files this process holds, with how deeply each is nested."""


class FolderBusy(Exception):
    """Another process is writing into the output folder."""


def output_lock(folder: Path) -> contextlib.AbstractContextManager[None]:
    """Hold the lock of the output folder ``folder`` (created when missing) for the ``with`` block, or raise
    ``FolderBusy`` naming the process that holds it; ``OSError`` when the folder cannot be written at all."""
    path = (folder / LOCK_FILE).resolve()
    make_folder(path.parent)
    return held_lock(path, folder)


def site_lock(site: Path) -> contextlib.AbstractContextManager[None]:
    """Hold the lock of the site folder ``site`` (kept in the user's runtime folder), as ``output_lock``."""
    name = hashlib.sha256(str(site.resolve()).encode()).hexdigest()[:24]
    return held_lock(runtime_folder() / f"site-{name}.lock", site)


def runtime_folder() -> Path:
    """``$XDG_RUNTIME_DIR/pnp``, else ``pnp-<uid>`` in the temporary folder: a folder of this user's alone
    (``OSError`` when it exists but is a link or another user's, which could let them break the lock)."""
    base = os.environ.get("XDG_RUNTIME_DIR") or tempfile.gettempdir()
    folder = Path(base) / ("pnp" if os.environ.get("XDG_RUNTIME_DIR") else f"pnp-{os.getuid()}")
    folder.mkdir(mode=0o700, exist_ok=True)
    status = folder.lstat()
    if not stat.S_ISDIR(status.st_mode) or status.st_uid != os.getuid() or status.st_mode & 0o077:
        raise OSError(errno.EPERM, "not a private folder of this user", str(folder))
    return folder


@contextmanager
def held_lock(path: Path, folder: Path) -> Iterator[None]:
    """Hold the lock file ``path`` of ``folder`` for the ``with`` block (``output_lock``)."""
    if path in _held:
        _held[path] += 1
        try:
            yield
        finally:
            _held[path] -= 1
        return
    handle = os.open(path, os.O_RDWR | os.O_CREAT | os.O_NOFOLLOW | os.O_CLOEXEC, 0o644)
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
