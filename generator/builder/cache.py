"""The render cache: each job's bytes under ``<out>/.cache``, named by a hash of the job and of the code."""

from __future__ import annotations

import functools
import hashlib
import os
import pickle
import re
import sys
import time
from collections.abc import Mapping
from dataclasses import fields, is_dataclass
from pathlib import Path
from types import FunctionType
from typing import Any

from generator.builder.outputs import Task
from generator.data.iconset import pictures_version
from generator.files.checkout import GENERATOR
from generator.layout.shapes import Face

PRINT_LIBRARIES = ("pillow", "reportlab", "rl_accel", "markdown", "svgelements")
CODE_FILES = ("builder/*.py", "render/*.py", "layout/*.py", "design/*.py", "games/**/*.py", "markdown.py")
"""Sources (in ``generator/``) whose change invalidates the cache: the faces of the sheets are part of their
jobs' content, but a rules booklet designs the faces it pictures while it renders. A game's package is taken whole
(its bots and balance code too): which of its modules its faces and pictures import is the game's own business."""
CACHE_KEEP_DAYS = 14
"""Cached files unused by any build for this long are deleted."""
BUILD_RECORD = "last-build.json"
"""In the cache folder: the fingerprint of the last successful build's inputs and each of its games', and its files'
sizes, times and inodes."""
SITE_RECORD = "last-site.json"
"""In the cache folder: the fingerprint of the rules site's inputs when it was last built."""
CHECKS_RECORD = "checked-games.json"
"""In the cache folder: the games the print checks found nothing wrong with, and the code that checked them."""
RECORDS = (BUILD_RECORD, SITE_RECORD, CHECKS_RECORD)
"""The cache folder's records, kept however old."""


def toolchain(packages: tuple[str, ...] = PRINT_LIBRARIES) -> str:
    """The versions of Python and of the libraries the outputs depend on."""
    return "; ".join([sys.version, *(f"{package} {library_version(package)}" for package in packages)])


def library_version(package: str) -> str:
    """The installed version of ``package`` (``installed_versions``; asked of ``importlib.metadata`` when no folder's
    name says it), or "absent"."""
    found = installed_versions().get(package_key(package))
    if found:
        return found
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version(package)
    except PackageNotFoundError:
        return "absent"


METADATA_FOLDERS = ("dist-info", "egg-info")
"""The suffixes of the folders (or files) that say a distribution is installed: ``<name>-<version>.dist-info``,
``<name>-<version>[-py<x.y>].egg-info`` or a bare ``<name>.egg-info``."""


@functools.cache
def installed_versions() -> dict[str, str | None]:
    """The version of each distribution installed on ``sys.path`` (the first found, as imports find it), by
    ``package_key``, as the name of its metadata folder says it (None for a name without one), without the 20-odd ms
    of importing ``importlib.metadata``, which every build would spend before it knows whether anything changed."""
    versions: dict[str, str | None] = {}
    for entry in sys.path:
        try:
            names = os.listdir(entry or ".")
        except OSError:  # a zip file, or a folder that is gone
            continue
        for name in names:
            stem, _, suffix = name.rpartition(".")
            if suffix.lower() in METADATA_FOLDERS:
                package, _, version = stem.partition("-")
                versions.setdefault(package_key(package), version.partition("-")[0] or None)
    return versions


def package_key(name: str) -> str:
    """A distribution's name as its ``.dist-info`` folder and pip compare it: runs of ``-``, ``_`` and ``.`` alike,
    any case."""
    return re.sub(r"[-_.]+", "_", name).lower()


def code_version(patterns: tuple[str, ...] = CODE_FILES) -> str:
    """A hash of the code of ``patterns`` (in ``generator/``; by default the rendering code), its libraries and the
    pictures faces draw, so a change to any of them invalidates every cached file. The fonts are not in it: they come
    from system packages that change only with the machine."""
    digest = hashlib.sha256((toolchain() + pictures_version()).encode())
    add_files(digest, [(GENERATOR, pattern) for pattern in patterns])
    return digest.hexdigest()


def add_files(digest: Any, sources: list[tuple[Path, str]]) -> None:
    """Add to ``digest`` the name, size and content of every file of each folder and glob pattern of ``sources``."""
    for root, pattern in sources:
        for path in sorted(root.glob(pattern)):
            add_file(digest, root, path)


def add_file(digest: Any, root: Path, path: Path) -> None:
    """Add to ``digest`` the name (in ``root``), size and content of ``path`` when it is a regular file (a link is
    followed; a pipe or a device is never opened)."""
    if path.is_file():
        with path.open("rb") as stream:
            content = hashlib.file_digest(stream, "sha256").digest()
        digest.update(f"{path.relative_to(root)}\0{path.stat().st_size}\0".encode() + content)


class Cache:
    """Rendered bytes by content hash: ``<folder>/<sha256>.<ext>``."""

    def __init__(self, folder: Path, version: str) -> None:
        self.folder = folder
        self.version = version
        self.names: dict[int, tuple[Task, str]] = {}
        """File names by task identity; the task is kept so that its id is not reused."""
        self.faces: dict[int, tuple[Face, str]] = {}
        """Digest of each face by identity: a face shared by several jobs is hashed once."""

    def file_name(self, task: Task) -> str:
        """The cache file name of a task's output: hash of the code version, the job type and its content."""
        if id(task) not in self.names:
            content = f"{self.version}\n{self.digest(task.job)}".encode()
            suffix = Path(task.output.path).suffix
            self.names[id(task)] = (task, hashlib.sha256(content).hexdigest() + suffix)
        return self.names[id(task)][1]

    def digest(self, value: Any) -> str:
        """A text that changes whenever ``value`` does: faces by a hash of their pickle, dataclasses by field.

        Pickling is three times faster than ``repr`` and just as exact (floats are stored in binary).
        """
        if isinstance(value, Face):
            if id(value) not in self.faces:
                self.faces[id(value)] = (value, hashlib.sha256(pickle.dumps(value, protocol=5)).hexdigest())
            return self.faces[id(value)][1]
        if is_dataclass(value) and not isinstance(value, type):
            inner = ",".join(
                f"{item.name}={self.digest(getattr(value, item.name))}" for item in fields(value) if item.repr
            )
            return f"{type(value).__name__}({inner})"
        if isinstance(value, tuple):
            return "(" + ",".join(self.digest(item) for item in value) + ")"
        if isinstance(value, Mapping):
            return "{" + ",".join(f"{key!r}:{self.digest(item)}" for key, item in value.items()) + "}"
        if isinstance(value, FunctionType):  # a drawing of a game's declaration: by name, never by address
            return f"{value.__module__}.{value.__qualname__}"
        return repr(value)

    def path(self, task: Task) -> Path:
        """Where a task's output is cached."""
        return self.folder / self.file_name(task)

    def prune(self, keep_days: float) -> None:
        """Delete entries no build has used for ``keep_days`` (a hit refreshes an entry's time)."""
        oldest = time.time() - keep_days * 86400
        for path in self.folder.glob("*.*"):  # only this cache's own files: other tools keep folders here
            if path.is_file() and path.name not in RECORDS and path.stat().st_mtime < oldest:
                path.unlink(missing_ok=True)
