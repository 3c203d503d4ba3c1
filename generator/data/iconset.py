"""The Game-icons.net set (CC BY 3.0) that card designs draw: names and SVG path data.

The set comes pinned from the npm registry (``@iconify-json/game-icons`` in ``site/package.json``;
``bash .ci/setup`` runs ``npm ci`` there). Every icon is one ``<path>`` in a 512 × 512 box, filled
with the non-zero rule. The authors of the icons the games use are in ``card_data/icons.toml``.
"""

from __future__ import annotations

import json
import re
from functools import cache
from pathlib import Path

ICON_SET_FILE = Path(__file__).resolve().parents[2] / "site/node_modules/@iconify-json/game-icons/icons.json"
"""The set's single JSON file, as ``npm ci`` in ``site/`` installs it."""
ICON_BOX = 512.0
"""Every icon's view box is this many units wide and tall."""
_PATH_DATA = re.compile(r'^<path fill="currentColor" d="([^"]+)"/>$')


class IconSetError(Exception):
    """The icon set (``ICON_SET_FILE``) is not installed, or an icon is not in it (with what to do about it)."""


@cache
def _icons() -> dict[str, str]:
    """Icon name → SVG path data, aliases included."""
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
    return paths


def icon_names() -> frozenset[str]:
    """Every icon name of the set."""
    return frozenset(_icons())


def path_data(name: str) -> str:
    """The SVG path data (``d``) of the icon ``name``; ``IconSetError`` for a name not in the set."""
    icons = _icons()
    if name not in icons:
        raise IconSetError(f'"{name}" is not an icon of the Game-icons.net set (see game-icons.net for the names)')
    return icons[name]
