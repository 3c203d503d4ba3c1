"""Skipping what has not changed: a fingerprint of everything the print files read, the last build's record, and
the games whose print checks passed."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import TYPE_CHECKING, Any

from generator.builder.cache import BUILD_RECORD, CHECKS_RECORD, toolchain
from generator.builder.options import BuildOptions
from generator.builder.outputs import OutputFile
from generator.data.iconset import pictures_version
from generator.files.checkout import GENERATOR
from generator.files.writing import write_file

if TYPE_CHECKING:
    from generator.games.printable import Checked

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


def print_code_version() -> str:
    """A hash of the print code, the libraries it draws with and the pictures its faces draw.

    The fonts are not in it: they come from system packages that change only with the machine.
    """
    digest = hashlib.sha256(repr((toolchain(), pictures_version())).encode())
    add_files(digest, [(GENERATOR, pattern) for pattern in PRINT_CODE_FILES])
    return digest.hexdigest()


def input_fingerprint(options: BuildOptions, code: str) -> str:
    """A hash of everything a build reads: its options, the print code (``code``: ``print_code_version``), the card
    data, and where the output folder is and the site's address (the tabletop's saved objects name their images by
    one or the other)."""
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
                code,
            )
        ).encode()
    )
    add_files(digest, [(options.data_dir or DEFAULT_DATA_DIR, "**/*")])
    return digest.hexdigest()


def add_files(digest: Any, sources: list[tuple[Path, str]]) -> None:
    """Add to ``digest`` the name, size and content of every file of each folder and glob pattern of ``sources``."""
    for root, pattern in sources:
        for path in sorted(root.glob(pattern)):
            if path.is_file():  # a regular file (a link is followed; a pipe or a device is never opened)
                with path.open("rb") as stream:
                    content = hashlib.file_digest(stream, "sha256").digest()
                digest.update(f"{path.relative_to(root)}\0{path.stat().st_size}\0".encode() + content)


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


def kept_checks(out_dir: Path, code: str) -> Checked:
    """The games earlier builds into ``out_dir`` found printable, when the print code was ``code`` (else none)."""
    from generator.games.printable import Checked  # with the drawing code: not for an unchanged build

    try:
        record = json.loads((out_dir / ".cache" / CHECKS_RECORD).read_text(encoding="utf-8"))
        clean = record["clean"]
        if record["code"] == code and all(isinstance(item, str) for pair in clean.items() for item in pair):
            return Checked(code, clean)
    except (OSError, ValueError, KeyError, TypeError, AttributeError, RecursionError):  # not a record it wrote
        pass
    return Checked(code)


def keep_checks(out_dir: Path, checked: Checked) -> None:
    """Remember the games ``checked`` found printable, for the next build's ``kept_checks``."""
    record = {"code": checked.code, "clean": checked.clean}
    write_file(out_dir / ".cache" / CHECKS_RECORD, json.dumps(record, sort_keys=True).encode())
