"""The rules site as an installable web app that works offline: its web app manifest and service worker.

Both are written into the built site by the MkDocs hook, after every other file, because the service
worker lists each file of the build with a hash of its content (see ``templates/site/sw.js.j2``).
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from generator.csp import HEADERS_FILE
from generator.data.collection import Collection
from generator.pages import environment
from generator.precompress import ENCODINGS
from generator.site import SERVICE_WORKER

WEB_MANIFEST = "manifest.webmanifest"
ICONS = (("assets/icons/icon-192.png", 192), ("assets/icons/icon-512.png", 512))
ENGINE_PREFIXES = ("assets/pyodide/", "assets/scoring.zip")
"""The calculators' engine: kept once a calculator has started it, not at the first visit of any page."""
SHELL_PATTERNS = (
    "*.html",
    "**/*.html",
    "search/search_index.json",
    "assets/stylesheets/*.css",
    "assets/javascripts/bundle.*.js",
    "assets/javascripts/workers/search.*.js",
    "assets/css/*",
    "assets/js/**/*",
    "assets/icons/*",
    "assets/favicon.svg",
    "assets/engine.json",
    "games/*/icons.svg",
    "sitemap.xml",
    WEB_MANIFEST,
)
"""Kept at the first visit of any page: every page, the search index, the scripts, styles and icons (the
calculators' card icons among them), the engine's manifest (the limits of a shared link come with it), and the
sitemap (the theme's instant navigation asks for it at every page load: offline too)."""
NEVER_KEPT = ("downloads/", SERVICE_WORKER, HEADERS_FILE)
"""The print files (large, and a download anyway), the worker itself and the host's headers."""


def web_manifest(collection: Collection, description: str, app: Mapping[str, Any]) -> bytes:
    """The web app manifest: the site installs to a home screen under the collection's short name, in the colours
    of ``app``."""
    icons = [
        {"src": src, "sizes": f"{size}x{size}", "type": "image/png", "purpose": purpose}
        for purpose in ("any", "maskable")
        for src, size in ICONS
    ]
    manifest = {
        "name": collection.title,
        "short_name": collection.short_name,
        "description": description,
        "start_url": "./",
        "scope": "./",
        "display": "standalone",
        "theme_color": app["theme_color"],
        "background_color": app["background_color"],
        "icons": icons,
    }
    return json.dumps(manifest, indent=2, ensure_ascii=False).encode() + b"\n"


def site_key(path: str) -> str:
    """A file's key in the service worker: its path, with a folder's ``index.html`` as the folder."""
    if path == "index.html":
        return ""
    return path.removesuffix("index.html") if path.endswith("/index.html") else path


def site_files(site_dir: Path) -> dict[str, tuple[str, int]]:
    """Key → (SHA-256 of the content in hex, size in bytes) of every file of the built site the service
    worker may keep."""
    files = {}
    for path in sorted(site_dir.rglob("*")):
        relative = path.relative_to(site_dir).as_posix()
        if not path.is_file() or relative.startswith(NEVER_KEPT) or relative.endswith((".map", *ENCODINGS.values())):
            continue
        content = path.read_bytes()
        files[site_key(relative)] = (hashlib.sha256(content).hexdigest(), len(content))
    return files


def service_worker(site_dir: Path) -> str:
    """The service worker's script for the site built in ``site_dir``."""
    files = site_files(site_dir)
    matches = {path.relative_to(site_dir).as_posix() for pattern in SHELL_PATTERNS for path in site_dir.glob(pattern)}
    shell = sorted({site_key(path) for path in matches} & files.keys())
    engine = sorted(key for key in files if key.startswith(ENGINE_PREFIXES))
    build = hashlib.sha256(json.dumps(files, sort_keys=True).encode()).hexdigest()[:16]
    return environment().get_template("sw.js.j2").render(build=build, files=files, shell=shell, engine=engine)


def write_web_app(site_dir: Path, collection: Collection, description: str, app: Mapping[str, Any]) -> None:
    """Write the web app manifest, then the service worker (which lists the manifest too)."""
    (site_dir / WEB_MANIFEST).write_bytes(web_manifest(collection, description, app))
    (site_dir / SERVICE_WORKER).write_text(service_worker(site_dir), encoding="utf-8")
