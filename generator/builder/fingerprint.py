"""Skipping what has not changed: a fingerprint of everything the print files read, the last build's record, and
the games whose print checks passed."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import TYPE_CHECKING

from generator.builder.cache import BUILD_RECORD, CHECKS_RECORD, add_files
from generator.builder.options import BuildOptions
from generator.builder.outputs import OutputFile
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


def input_fingerprint(options: BuildOptions, code: str) -> str:
    """A hash of everything a build reads: its options, the print code (``code``: its ``code_version``), the card
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
