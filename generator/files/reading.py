"""Reading files that came from someone else: only regular files, never blocking, never larger than a limit.

A card data folder may be shared by anyone, so a file in it can be a named pipe (whose reader would wait for
ever), a link to a device (``/dev/zero`` never ends), a link out of the folder, or simply huge. Every data
file is read through ``read_regular_file``: its type is checked before it is opened and again on the open
file, it is opened without blocking, and its size is checked before a byte is read.
"""

from __future__ import annotations

import json
import os
import stat
from pathlib import Path
from typing import Any

MAX_DATA_FILE_BYTES = 16 * 1024 * 1024
"""Largest card data file read (16 MiB): about 80,000 cards in one ``cards.toml``."""


class UnreadableFile(Exception):
    """A file that is not read, and why (the message is the reason, without the file's name)."""


def file_type(mode: int) -> str:
    """What a file of this ``st_mode`` is, in words.

    >>> file_type(stat.S_IFIFO)
    'a named pipe (FIFO)'
    """
    kinds = (
        (stat.S_ISDIR, "a folder"),
        (stat.S_ISFIFO, "a named pipe (FIFO)"),
        (stat.S_ISCHR, "a character device"),
        (stat.S_ISBLK, "a block device"),
        (stat.S_ISSOCK, "a socket"),
    )
    return next((name for test, name in kinds if test(mode)), "not a regular file")


def read_regular_file(path: Path, limit: int = MAX_DATA_FILE_BYTES, inside: Path | None = None) -> bytes:
    """The bytes of ``path``, a regular file of at most ``limit`` bytes (a link to one is followed, but only
    within the folder ``inside`` when given); ``UnreadableFile`` saying why not, ``FileNotFoundError`` when
    it does not exist. Never blocks and never reads more than ``limit`` + 1 bytes."""
    try:
        mode = os.stat(path).st_mode
    except FileNotFoundError:
        raise
    except OSError as error:
        raise UnreadableFile(f"cannot be read ({error.strerror or 'input/output error'})") from None
    if not stat.S_ISREG(mode):
        raise UnreadableFile(f"is {file_type(mode)}, not a regular file")
    if inside is not None and not path.resolve().is_relative_to(inside.resolve()):
        raise UnreadableFile(
            f"is a link to {path.resolve()}, outside the folder {inside}: only files inside it are read"
        )
    try:
        handle = os.open(path, os.O_RDONLY | os.O_NONBLOCK | os.O_NOCTTY | os.O_CLOEXEC)
    except OSError as error:
        raise UnreadableFile(f"cannot be read ({error.strerror or 'input/output error'})") from None
    try:
        status = os.fstat(handle)
        if not stat.S_ISREG(status.st_mode):  # replaced between the check and the opening
            raise UnreadableFile(f"is {file_type(status.st_mode)}, not a regular file")
        if status.st_size > limit:
            raise UnreadableFile(too_large(status.st_size, limit))
        chunks, size = [], 0
        while size <= limit:
            chunk = os.read(handle, min(1 << 20, limit + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
        if size > limit:  # grew while being read
            raise UnreadableFile(too_large(size, limit, at_least=True))
        return b"".join(chunks)
    except OSError as error:
        raise UnreadableFile(f"cannot be read ({error.strerror or 'input/output error'})") from None
    finally:
        os.close(handle)


def too_large(size: int, limit: int, at_least: bool = False) -> str:
    """The reason for a file beyond the limit.

    >>> too_large(20_000_000, MAX_DATA_FILE_BYTES)
    'is 20,000,000 bytes, more than the limit of 16,777,216 bytes (16 MiB) for one file'
    """
    over = "over" if at_least else f"{size:,} bytes, more than"
    mib = f" ({limit / 1024 / 1024:g} MiB)" if limit % (1024 * 1024) == 0 else ""
    return f"is {over} the limit of {limit:,} bytes{mib} for one file"


def read_record(path: Path) -> Any:
    """The JSON of a record a build keeps in its output folder (its manifest, its cache's records), read as
    ``read_regular_file`` reads: ``FileNotFoundError`` when there is none, ``ValueError`` when it is no JSON or no
    regular file of at most ``MAX_DATA_FILE_BYTES`` (a pipe put there never blocks the build), ``RecursionError``
    when it nests too deep."""
    try:
        data = read_regular_file(path)
    except UnreadableFile as error:
        raise ValueError(f"{path}: {error}") from None
    return json.loads(data)
