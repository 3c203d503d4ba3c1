"""Every large text file of the built site precompressed beside it, as ``.br`` and ``.gz``.

A host sends these as they are to a browser that accepts them (nginx ``gzip_static`` and ``brotli_static``,
Caddy's ``precompressed``, Apache's rewrite rules; see README), and so does the preview server
(``generator.preview``): nothing is compressed at request time. Brotli comes from node's zlib (node compiles
Python for Pyodide at build time already) on every core, while gzip runs here. Both are deterministic, so two
builds are byte-identical, and both are cached by content in the user's cache folder; Pyodide's core files and the
engine's standard library, the same bytes in every build of the code set up, are compressed once at setup instead
(``INSTALLED``).

Brotli's best quality (11) takes about three seconds of CPU per MB; quality 10 takes a third of that for 2 % more
bytes (the site of the repository's card data, its pages, scripts and styles, 3.6 MB: 651 kB in 1.5 s against
639 kB in 4.6 s on two cores), and quality 9 a seventh of 10's time for a tenth more bytes. Files under 256 kB (the
pages, scripts and styles) take 10: a page costs a few milliseconds. Larger ones take 9: the engine's zip of the
card data, compressed again after every edit of a card (995 kB: 278 kB in 0.19 s at 9, 255 kB in 1.3 s at 10), the
search index (422 kB: 61 kB in 0.05 s, 57 kB in 0.3 s) and Pyodide's WebAssembly (3.1 MB instead of 2.7 MB at 11,
2 s instead of 40 s of CPU).
"""

from __future__ import annotations

import gzip
import hashlib
import json
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from generator.files.checkout import SITE
from generator.files.writing import copy_file, write_file
from generator.site import keep_only_recent, require_node, started_step

COMPRESSIBLE = (".html", ".css", ".js", ".mjs", ".json", ".wasm", ".svg", ".xml", ".webmanifest", ".txt", ".zip")
"""Files that may compress well: the engine's zips store their entries (PNG and WebP files are compressed)."""
MOST_KEPT = 0.95
"""A compressed copy is kept only when it is at most this part of its file's size (a zip of deflated entries
compresses no further)."""
SMALLEST_BYTES = 1024
"""Smaller files are sent as they are: compressing them saves less than a network packet."""
NOT_COMPRESSED = ("downloads/",)
"""The print files, which readers download rather than open."""
ENCODINGS = {"br": ".br", "gzip": ".gz"}
"""Content-Encoding → suffix of the precompressed copy, the browser's preferred encoding first."""
BROTLI = SITE / "hooks" / "brotli.mjs"
SMALL_FILE_QUALITY, LARGE_FILE_QUALITY = 10, 9
LARGE_FILE_BYTES = 1 << 18
"""Files of this size or more are compressed with brotli at ``LARGE_FILE_QUALITY``, the others at
``SMALL_FILE_QUALITY``."""


def compressible(site_dir: Path) -> list[Path]:
    """The files of ``site_dir`` to precompress: large enough, of a compressible kind, not print files."""
    return [
        path
        for path in sorted(site_dir.rglob("*"))
        if path.suffix in COMPRESSIBLE
        and path.is_file()
        and not path.relative_to(site_dir).as_posix().startswith(NOT_COMPRESSED)
        and path.stat().st_size >= SMALLEST_BYTES
    ]


def brotli_quality(size: int) -> int:
    """The brotli quality for a file of ``size`` bytes.

    >>> brotli_quality(60_000), brotli_quality(995_000)
    (10, 9)
    """
    return LARGE_FILE_QUALITY if size >= LARGE_FILE_BYTES else SMALL_FILE_QUALITY


INSTALLED = SITE / "node_modules" / ".pnp-compressed"
"""Compressed copies of Pyodide's core files and of the engine's standard library setup compiled, made once by setup
(``installed_copies``): the same bytes in every build of the code set up, so a build on an empty user cache finds
them compressed already (about 14 MB, 3 s of CPU)."""


def precompress(site_dir: Path, cache: Path) -> None:
    """Write ``<file>.br`` and ``<file>.gz`` beside every compressible file of ``site_dir``, from the copies setup
    made (``INSTALLED``) or from ``cache`` (compressing what both lack: brotli in node while gzip runs here),
    whenever the copy is markedly smaller than the file. Copies in ``cache`` that no build has used for a week are
    removed."""
    contents = {path: path.read_bytes() for path in compressible(site_dir)}
    brotli, gzipped = compressed_copies(contents, cache)
    for copies, suffix in ((brotli, ENCODINGS["br"]), (gzipped, ENCODINGS["gzip"])):
        for path, copy in copies.items():
            if copy.stat().st_size <= MOST_KEPT * len(contents[path]):
                copy_file(copy, path.with_name(path.name + suffix))
    used = {copy for copy in [*brotli.values(), *gzipped.values()] if copy.is_relative_to(cache)}
    keep_only_recent(cache, used, "*/*")  # builds of other output folders share the cache, and may be reading it


def installed_copies(paths: list[Path]) -> None:
    """Compress ``paths`` (Pyodide's core files, as npm installed them, and the engine's standard library) into
    ``INSTALLED``, for every build to find there (``.ci/setup``); what is there already is kept."""
    compressed_copies({path: path.read_bytes() for path in paths}, INSTALLED)


def compressed_copies(contents: dict[Path, bytes], cache: Path) -> tuple[dict[Path, Path], dict[Path, Path]]:
    """The brotli and the gzip copy of each file (path → its content), by content: found in ``INSTALLED`` or in
    ``cache``, else compressed into ``cache``."""
    digests = {path: hashlib.sha256(data).hexdigest() for path, data in contents.items()}
    qualities = {path: brotli_quality(len(data)) for path, data in contents.items()}
    brotli = {path: kept_copy(cache, f"{digest}-q{qualities[path]}.br") for path, digest in digests.items()}
    gzipped = {path: kept_copy(cache, f"{digest}.gz") for path, digest in digests.items()}
    missing = [(path, copy, qualities[path]) for path, copy in brotli.items() if not copy.exists()]
    with brotli_running(missing):
        for path, copy in gzipped.items():
            if not copy.exists():
                write_file(copy, gzip.compress(contents[path], compresslevel=9, mtime=0))
    return brotli, gzipped


def kept_copy(cache: Path, name: str) -> Path:
    """Where the compressed copy ``name`` is kept: among setup's copies when it is there, else in ``cache``."""
    installed = INSTALLED / name[:2] / name
    return installed if installed.exists() else cache / name[:2] / name


@contextmanager
def brotli_running(jobs: list[tuple[Path, Path, int]]) -> Iterator[None]:
    """Compress each (source, target, quality) with brotli in node (``site/hooks/brotli.mjs``) while the block
    runs; a SiteError when it fails."""
    if not jobs:
        yield
        return
    for _source, target, _quality in jobs:
        target.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.NamedTemporaryFile("w", suffix=".json", encoding="utf-8") as jobs_file:
        json.dump([[str(source), str(target), quality] for source, target, quality in jobs], jobs_file)
        jobs_file.flush()
        with started_step([require_node(), str(BROTLI), jobs_file.name], "compressing the site with brotli") as step:
            yield
            step.wait()
