"""The pictures card designs draw: the Game-icons.net set (CC BY 3.0) and our own drawings, by name.

The set comes pinned from the npm registry (``@iconify-json/game-icons`` in ``site/package.json``;
``bash .ci/setup`` runs ``npm ci`` there). Animals the set lacks (a hippo, a giraffe …) are drawn for
this edition in the same manner, one SVG file each in ``DRAWINGS_DIR``. Every picture is one ``<path>``
in a 512 × 512 box, filled with the non-zero rule. The authors of the icons the games use are in
``card_data/icons.toml``.
"""

from __future__ import annotations

import hashlib
import json
import re
from functools import cache
from pathlib import Path

from generator.files.checkout import SITE

ICON_SET_FILE = SITE / "node_modules/@iconify-json/game-icons/icons.json"
"""The set's single JSON file, as ``npm ci`` in ``site/`` installs it."""
ICON_BOX = 512.0
"""Every icon's view box is this many units wide and tall."""
DRAWINGS_DIR = Path(__file__).resolve().parent / "drawings"
"""Our own drawings: ``<name>.svg``, each a 512 × 512 view box holding one path (see ``drawing_path``)."""
_PATH_DATA = re.compile(r'^<path fill="currentColor" d="([^"]+)"/>$')
_DRAWING = re.compile(r'^<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512"><path d="([^"]+)"/></svg>\n?$')


class IconSetError(Exception):
    """The icon set (``ICON_SET_FILE``) is not installed, or an icon is not in it (with what to do about it)."""


@cache
def _icons() -> dict[str, str]:
    """Icon name → SVG path data: the set's icons with their aliases, and our drawings."""
    try:
        raw = json.loads(ICON_SET_FILE.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise IconSetError("the icon set is not installed: run `bash .ci/setup` (it runs `npm ci` in site/)") from None
    paths: dict[str, str] = {}
    for name, icon in raw["icons"].items():
        match = _PATH_DATA.match(icon["body"])
        if match is None or icon.get("width", ICON_BOX) != ICON_BOX or icon.get("height", ICON_BOX) != ICON_BOX:
            raise IconSetError(f"icon {name!r} of the set is not one path in a 512 × 512 box")
        paths[name] = match.group(1)
    for alias, target in raw.get("aliases", {}).items():
        paths[alias] = paths[target["parent"]]
    for name, path in _drawings().items():
        if name in paths:
            raise IconSetError(f"{DRAWINGS_DIR / name}.svg: the Game-icons.net set has an icon of that name already")
        paths[name] = path
    return paths


@cache
def _drawings() -> dict[str, str]:
    """Drawing name → SVG path data, from ``DRAWINGS_DIR``."""
    return {path.stem: drawing_path(path) for path in sorted(DRAWINGS_DIR.glob("*.svg"))}


def drawing_path(path: Path) -> str:
    """The path data of one drawing: the file must be exactly ``<svg xmlns=… viewBox="0 0 512 512"><path
    d="…"/></svg>``, as the set's icons are (one path, filled non-zero, no transform)."""
    match = _DRAWING.match(path.read_text(encoding="utf-8"))
    if match is None:
        raise IconSetError(f"{path}: expected one <path d=…/> in an <svg> with viewBox 0 0 512 512, nothing else")
    return match.group(1)


@cache
def pictures_version() -> str:
    """A short hash of every picture a face may draw (the set's file and our drawings): a face names its
    pictures, so the caches of drawn faces add this to their keys, and a changed picture is drawn again."""
    digest = hashlib.sha256()
    for path in [ICON_SET_FILE, *sorted(DRAWINGS_DIR.glob("*.svg"))]:
        if path.is_file():
            with path.open("rb") as stream:
                digest.update(path.name.encode() + hashlib.file_digest(stream, "sha256").digest())
    return digest.hexdigest()[:16]


def drawing_names() -> frozenset[str]:
    """The pictures drawn for this edition (not from Game-icons.net)."""
    return frozenset(_drawings())


def icon_names() -> frozenset[str]:
    """Every picture name: the set's icons and our drawings."""
    return frozenset(_icons())


def path_data(name: str) -> str:
    """The SVG path data (``d``) of the icon ``name``; ``IconSetError`` for a name not in the set."""
    icons = _icons()
    if name not in icons:
        raise IconSetError(f'"{name}" is not an icon of the Game-icons.net set (see game-icons.net for the names)')
    return icons[name]
