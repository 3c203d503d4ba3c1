"""Skipping an unchanged build: a fingerprint of everything the print files read, and the last build's record."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

from generator.builder.cache import BUILD_RECORD, toolchain
from generator.builder.options import BuildOptions
from generator.builder.outputs import OutputFile
from generator.data.iconset import pictures_version
from generator.files.checkout import GENERATOR
from generator.files.writing import write_file

PRINT_CODE_FILES = (
    "__init__.py",
    "builder/*.py",
    "render/*.py",
    "layout/*.py",
    "design/*.py",
    "data/*.py",
    "files/*.py",
    "games/**/*.py",
    "markdown.py",
    "scoring/**/*.py",
)
"""The code (in ``generator/``) the print files depend on (not the site's or the command line's)."""


def input_fingerprint(options: BuildOptions) -> str:
    """A hash of everything a build reads: its options, the print code, the card data, the libraries, and
    where the output folder is and the site's address (the tabletop's saved objects name their images by one
    or the other).

    The fonts are not in it: they come from system packages that change only with the machine.
    """
    from generator.data.load import DEFAULT_DATA_DIR

    digest = hashlib.sha256(
        repr(
            (
                options.games,
                options.papers,
                options.styles,
                options.duplex,
                options.back_offset_mm,
                options.bleed_mm,
                str(options.out_dir.resolve()),
                options.site_url,
                toolchain(),
                pictures_version(),
            )
        ).encode()
    )
    data = options.data_dir or DEFAULT_DATA_DIR
    sources = [(GENERATOR, pattern) for pattern in PRINT_CODE_FILES] + [(data, "**/*")]
    for root, pattern in sources:
        for path in sorted(root.glob(pattern)):
            if path.is_file():  # a regular file (a link is followed; a pipe or a device is never opened)
                with path.open("rb") as stream:
                    content = hashlib.file_digest(stream, "sha256").digest()
                digest.update(f"{path.relative_to(root)}\0{path.stat().st_size}\0".encode() + content)
    return digest.hexdigest()


def unchanged_outputs(out_dir: Path, fingerprint: str) -> list[OutputFile] | None:
    """The files of the last build when its inputs had this fingerprint and no output was touched since."""
    try:
        record = json.loads((out_dir / ".cache" / BUILD_RECORD).read_text(encoding="utf-8"))
        if record["fingerprint"] != fingerprint:
            return None
        for path, (size, modified) in record["files"].items():
            stat = (out_dir / path).stat()
            if (stat.st_size, stat.st_mtime_ns) != (size, modified):
                return None
        manifest = json.loads((out_dir / "manifest.json").read_text(encoding="utf-8"))
        return [OutputFile(**entry) for entry in manifest["files"]]
    except (OSError, ValueError, KeyError, TypeError):
        return None


def record_build(out_dir: Path, fingerprint: str, files: list[OutputFile]) -> None:
    """Remember the inputs' fingerprint and each output's size and time, for ``unchanged_outputs``."""
    stats = {}
    for path in [output.path for output in files] + ["manifest.json"]:
        stat = (out_dir / path).stat()
        stats[path] = [stat.st_size, stat.st_mtime_ns]
    write_file(out_dir / ".cache" / BUILD_RECORD, json.dumps({"fingerprint": fingerprint, "files": stats}).encode())
