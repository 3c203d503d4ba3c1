"""Every large text file of the built site precompressed beside it, as ``.br`` and ``.gz``.

A host sends these as they are to a browser that accepts them (nginx ``gzip_static`` and ``brotli_static``,
Caddy's ``precompressed``, Apache's rewrite rules; see README), and so does the preview server
(``generator.preview``): nothing is compressed at request time. Brotli comes from node's zlib (node compiles
Python for Pyodide at build time already), gzip from Python's. Both are deterministic, so two builds are
byte-identical, and both are cached by content in the user's cache folder: Pyodide's WebAssembly, the
largest file by far, is compressed once per Pyodide version.
"""

from __future__ import annotations

import gzip
import hashlib
import json
import os
import tempfile
import time
from pathlib import Path

from generator.files.checkout import SITE
from generator.files.writing import copy_file, write_file
from generator.site import STALE_BUNDLE_SECONDS, require_node, run_step

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


def precompress(site_dir: Path, cache: Path) -> None:
    """Write ``<file>.br`` and ``<file>.gz`` beside every compressible file of ``site_dir``, from ``cache``
    (compressing what it lacks) whenever the copy is markedly smaller than the file. Copies in ``cache``
    that no build has used for a week are removed."""
    files = {path: hashlib.sha256(path.read_bytes()).hexdigest() for path in compressible(site_dir)}
    cached = {
        (path, suffix): cache / digest[:2] / f"{digest}{suffix}"
        for path, digest in files.items()
        for suffix in ENCODINGS.values()
    }
    for (path, suffix), copy in cached.items():
        if suffix == ".gz" and not copy.exists():
            write_file(copy, gzip.compress(path.read_bytes(), compresslevel=9, mtime=0))
    brotli_jobs = [(path, copy) for (path, suffix), copy in cached.items() if suffix == ".br" and not copy.exists()]
    if brotli_jobs:
        run_brotli(brotli_jobs)
    for (path, suffix), copy in cached.items():
        os.utime(copy)
        if copy.stat().st_size <= MOST_KEPT * path.stat().st_size:
            copy_file(copy, path.with_name(path.name + suffix))
    remove_unused(cache, set(cached.values()))


def remove_unused(cache: Path, used: set[Path]) -> None:
    """Remove the copies of ``cache`` that no build has used for a week (builds of other output folders
    share the cache, and may be reading them)."""
    for copy in cache.glob("*/*"):
        if copy not in used and copy.stat().st_mtime < time.time() - STALE_BUNDLE_SECONDS:
            copy.unlink(missing_ok=True)


def run_brotli(jobs: list[tuple[Path, Path]]) -> None:
    """Compress each (source, target) pair with brotli (``site/hooks/brotli.mjs``)."""
    for _source, target in jobs:
        target.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.NamedTemporaryFile("w", suffix=".json", encoding="utf-8") as jobs_file:
        json.dump([[str(source), str(target)] for source, target in jobs], jobs_file)
        jobs_file.flush()
        run_step([require_node(), str(BROTLI), jobs_file.name], "compressing the site with brotli", timeout_s=1800)
