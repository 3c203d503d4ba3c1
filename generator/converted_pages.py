"""Pages converted once: MkDocs converts every page's Markdown to HTML on every build, though a rebuild after one
card is edited changes the Markdown of a page or two.

A page's conversion (what ``Page.render`` leaves on it: its HTML, table of contents, title, anchors and links to
other pages' anchors) is kept in the user's cache folder as JSON, named by a digest of all it depends on: its
Markdown and its place in the site, every file of the site (its links are resolved and checked against them), the
Markdown extensions with their settings, the link checks, and the versions of the libraries that convert. A build
takes a page's conversion from there when the digest matches, and converts it otherwise. A conversion that logged
anything (a broken link: a warning that fails a strict build) is never kept, so that a kept page never hides one.

The same goes for a page's entries in the theme's search index: Material's search plugin reads every page's HTML
again to split it into sections. They are kept by a digest of what the plugin reads of a page (its HTML, address,
title, front matter and table of contents), the plugin's settings and its version.
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
from collections.abc import Iterator, Mapping
from contextlib import contextmanager, suppress
from pathlib import Path
from typing import Any

from mkdocs.config.defaults import MkDocsConfig
from mkdocs.structure.files import Files
from mkdocs.structure.pages import Page
from mkdocs.structure.toc import AnchorLink, get_toc

from generator.builder.cache import toolchain
from generator.files.writing import OutputError, write_file

FORMAT = 1
"""The version of what a kept conversion holds: a change makes every page convert again."""
CONVERTING_LIBRARIES = ("mkdocs", "markdown", "pymdown-extensions", "pygments")
"""What converts a page (Pygments highlights its code blocks), with Python (whose HTML parser the others use)."""
INDEXING_LIBRARIES = ("mkdocs-material",)
"""What splits a page into search entries, with Python."""
LOGGERS = ("mkdocs", "MARKDOWN")
PAGES_LOGGER = "mkdocs.structure.pages"
"""Where MkDocs says what is wrong with a page's links."""
"""Where MkDocs and Python-Markdown log what a conversion finds wrong."""


class ConvertedPages:
    """The kept conversions and search entries of one build's pages, in ``folder``; ``used`` names those of this
    build."""

    def __init__(self, folder: Path, config: MkDocsConfig, files: Files) -> None:
        self.folder = folder
        self.used: set[Path] = set()
        site = {
            "format": FORMAT,
            "libraries": toolchain(CONVERTING_LIBRARIES),
            "extensions": config["markdown_extensions"],
            "settings": config["mdx_configs"],
            "directory_urls": config.use_directory_urls,
            "validation": config.validation,
            "files": sorted((file.src_uri, file.dest_uri, file.url) for file in files),
        }
        self.site_digest = hashlib.sha256(json.dumps(site, sort_keys=True, default=json_ready).encode()).digest()

    def path(self, name: str, kind: str) -> Path:
        """Where the ``kind`` of thing named ``name`` (a digest of what it depends on) is kept, noted as used."""
        path = self.folder / name[:2] / f"{name}.{kind}.json"
        self.used.add(path)
        return path

    def conversion_path(self, page: Page) -> Path:
        """Where ``page``'s conversion is kept: its Markdown and place, digested with the site's."""
        digest = hashlib.sha256(self.site_digest)
        digest.update(f"{page.file.src_uri}\0{page.file.url}\0{page.markdown}".encode())
        return self.path(digest.hexdigest(), "html")

    def take_or_keep(self, page: Page) -> None:
        """Make ``page``'s ``render`` (which MkDocs calls once its Markdown is final, after the ``on_page_markdown``
        events) take its kept conversion, or convert and keep it."""
        convert = page.render

        def render(config: MkDocsConfig, files: Files) -> None:
            path = self.conversion_path(page)
            if restored(page, read_kept(path), files):
                return
            with logged() as records:
                convert(config, files)
            if not records and as_built(page):
                keep(path, conversion(page))

        page.render = render  # type: ignore[method-assign]  # this page's, for this build

    def index_from_cache(self, search_index: Any) -> None:
        """Make the search plugin's ``search_index`` take each page's entries from the cache, or index the page and
        keep its entries."""
        add_entries = search_index.add_entry_from_context
        settings = {"format": FORMAT, "libraries": toolchain(INDEXING_LIBRARIES), "settings": search_index.config}
        settings_digest = hashlib.sha256(json.dumps(settings, sort_keys=True, default=json_ready).encode()).digest()

        def add_entry_from_context(page: Page) -> None:
            read = (page.content, page.url, page.title, repr(page.meta), [toc_token(item) for item in page.toc.items])
            digest = hashlib.sha256(settings_digest)
            digest.update(json.dumps(read, default=json_ready).encode())
            path = self.path(digest.hexdigest(), "search")
            kept = read_kept(path)
            if isinstance(kept, list) and all(isinstance(entry, dict) for entry in kept):
                search_index.entries.extend(kept)
                return
            first = len(search_index.entries)
            with logged() as records:
                add_entries(page)
            if not records and logged_as_built():
                keep(path, search_index.entries[first:])

        search_index.add_entry_from_context = add_entry_from_context


def as_built(page: Page) -> bool:
    """True when ``page`` was converted as a build converts it: with warnings shown (a conversion under ``-q`` would
    hide its broken links) and its links to other pages' anchors noted for their check (not at debug level)."""
    return logged_as_built() and page.links_to_anchors is not None


def logged_as_built() -> bool:
    """True when MkDocs logs a page's warnings, and nothing below them (a build's level)."""
    logger = logging.getLogger(PAGES_LOGGER)
    return logger.isEnabledFor(logging.WARNING) and not logger.isEnabledFor(logging.DEBUG)


def json_ready(value: object) -> object:
    """A setting as JSON can write it: a mapping (MkDocs' config sections) as a dict, a function by its name."""
    if isinstance(value, Mapping):
        return dict(value)
    if callable(value):
        return f"{getattr(value, '__module__', '')}.{getattr(value, '__qualname__', type(value).__name__)}"
    return repr(value)


class Recorded(logging.Handler):
    """Keeps the records it is given."""

    def __init__(self) -> None:
        super().__init__(logging.INFO)
        self.records: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.records.append(record)


@contextmanager
def logged() -> Iterator[list[logging.LogRecord]]:
    """The records MkDocs and Python-Markdown log while the block runs."""
    handler = Recorded()
    loggers = [logging.getLogger(name) for name in LOGGERS]
    for logger in loggers:
        logger.addHandler(handler)
    try:
        yield handler.records
    finally:
        for logger in loggers:
            logger.removeHandler(handler)


def conversion(page: Page) -> dict[str, Any]:
    """What ``Page.render`` left on ``page``, as JSON can write it."""
    links = page.links_to_anchors
    return {
        "content": page.content,
        "toc": [toc_token(item) for item in page.toc.items],
        "title": page._title_from_render,
        "anchors": sorted(page.present_anchor_ids or ()),
        "links": None if links is None else {file.src_uri: anchors for file, anchors in links.items()},
    }


def keep(path: Path, value: object) -> None:
    """Keep ``value`` at ``path`` as JSON (a cache that cannot be written, or a value JSON cannot hold, only costs
    the next build time)."""
    with suppress(OutputError, TypeError, ValueError):
        write_file(path, json.dumps(value, ensure_ascii=False).encode())


def read_kept(path: Path) -> Any:
    """What is kept at ``path``, marked as used; None when nothing is (or it cannot be read)."""
    try:
        kept = json.loads(path.read_bytes())
    except (OSError, ValueError):
        return None
    with suppress(OSError):  # a cache shared read-only: still used
        os.utime(path)
    return kept


def restored(page: Page, kept: Any, files: Files) -> bool:
    """Give ``page`` the conversion ``kept``, as ``Page.render`` would have left it; False when there is none or it
    is not whole (then the page is converted)."""
    try:
        content, title, anchors, links = kept["content"], kept["title"], set(kept["anchors"]), kept["links"]
        targets = {uri: files.get_file_from_path(uri) for uri in links}
        linked = {file: dict(links[uri]) for uri, file in targets.items() if file is not None}
        toc = get_toc(kept["toc"])
    except (KeyError, TypeError, AttributeError, ValueError):
        return False
    if not isinstance(content, str) or not isinstance(title, str | None) or len(linked) != len(links):
        return False
    page.content, page.toc, page._title_from_render = content, toc, title
    page.present_anchor_ids, page.links_to_anchors = anchors, linked
    return True


def toc_token(item: AnchorLink) -> dict[str, Any]:
    """A table of contents' item as Python-Markdown's ``toc_tokens`` give it (``get_toc`` reads them)."""
    return {
        "level": item.level,
        "id": item.id,
        "name": item.title,
        "children": [toc_token(child) for child in item.children],
    }
