"""Compile to bytecode the project and every package it needs at run time (not the test tools), run by .ci/setup.

A machine of this kind sets PYTHONDONTWRITEBYTECODE, so Python never writes the bytecode caches it would keep, and
every `pnp` command compiled every module it imports from source: a third of an unchanged rebuild's time. Python still
reads caches that are there, and compiles a module again (in memory) only when its source changed since.
"""

import compileall
import importlib.metadata as metadata
import re
import sys
from pathlib import Path

REQUIREMENT = re.compile(r"[A-Za-z0-9][A-Za-z0-9._-]*")


def needed(name: str, seen: set[str]) -> None:
    """Add ``name`` and what it requires at run time (extras left out) to ``seen``."""
    key = name.lower().replace("_", "-")
    if key in seen:
        return
    try:
        requirements = metadata.requires(name) or []
    except metadata.PackageNotFoundError:  # required only where this Python is not (its marker says so)
        return
    seen.add(key)
    for requirement in requirements:
        match = REQUIREMENT.match(requirement)
        if match and "extra ==" not in requirement:
            needed(match[0], seen)


names: set[str] = set()
needed("pnp-toolkit", names)
folders = {Path(__file__).resolve().parent.parent / "generator"}
for name in names - {"pnp-toolkit"}:
    distribution = metadata.distribution(name)
    for file in distribution.files or []:
        if file.suffix == ".py" and file.parts[0] != ".." and not file.parts[0].endswith((".dist-info", ".data")):
            folders.add(Path(str(distribution.locate_file(file.parts[0]))).resolve())
compiled = [
    compileall.compile_dir(folder, quiet=1) if folder.is_dir() else compileall.compile_file(folder, quiet=1)
    for folder in sorted(folders)
]
sys.exit(0 if all(compiled) else 1)
