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
from importlib.metadata import version
from pathlib import Path
from typing import Any

from mkdocs.config.defaults import MkDocsConfig
from mkdocs.structure.files import Files
from mkdocs.structure.pages import Page
from mkdocs.structure.toc import AnchorLink, get_toc

from generator.files.writing import OutputError, write_file

FORMAT = 1
"""The version of what a kept conversion holds: a change makes every page convert again."""
CONVERTING_LIBRARIES = ("mkdocs", "markdown", "pymdown-extensions")
INDEXING_LIBRARY = "mkdocs-material"
LOGGERS = ("mkdocs", "MARKDOWN")
"""Where MkDocs and Python-Markdown log what a conversion finds wrong."""


class ConvertedPages:
    """The kept conversions of one build's pages, in ``folder``; ``used`` names those of this build."""

    def __init__(self, folder: Path, config: MkDocsConfig, files: Files) -> None:
        self.folder = folder
        self.used: set[Path] = set()
        site = {
            "format": FORMAT,
            "libraries": {name: version(name) for name in CONVERTING_LIBRARIES},
            "extensions": config["markdown_extensions"],
            "settings": config["mdx_configs"],
            "directory_urls": config.use_directory_urls,
            "validation": config.validation,
            "files": sorted((file.src_uri, file.dest_uri, file.url) for file in files),
        }
        self.site_digest = hashlib.sha256(json.dumps(site, sort_keys=True, default=plain).encode()).digest()

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
            if not records:
                keep(path, conversion(page))

        page.render = render  # type: ignore[method-assign]  # this page's, for this build

    def index_from_cache(self, search_index: Any) -> None:
        """Make the search plugin's ``search_index`` take each page's entries from the cache, or index the page and
        keep its entries."""
        add_entries = search_index.add_entry_from_context
        settings = {"version": version(INDEXING_LIBRARY), "settings": search_index.config}
        settings_digest = hashlib.sha256(json.dumps(settings, sort_keys=True, default=plain).encode()).digest()

        def add_entry_from_context(page: Page) -> None:
            read = (page.content, page.url, page.title, page.meta, [toc_token(item) for item in page.toc.items])
            digest = hashlib.sha256(settings_digest)
            digest.update(json.dumps(read, sort_keys=True, default=plain).encode())
            path = self.path(digest.hexdigest(), "search")
            kept = read_kept(path)
            if isinstance(kept, list) and all(isinstance(entry, dict) for entry in kept):
                search_index.entries.extend(kept)
                return
            first = len(search_index.entries)
            with logged() as records:
                add_entries(page)
            if not records:
                keep(path, search_index.entries[first:])

        search_index.add_entry_from_context = add_entry_from_context


def plain(value: object) -> object:
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
    """Keep ``value`` at ``path`` as JSON (a cache that cannot be written only costs the next build time)."""
    with suppress(OutputError):
        write_file(path, json.dumps(value, ensure_ascii=False).encode())


def read_kept(path: Path) -> Any:
    """What is kept at ``path``, marked as used; None when nothing is (or it cannot be read)."""
    try:
        kept = json.loads(path.read_bytes())
        os.utime(path)
    except (OSError, ValueError):
        return None
    return kept


def restored(page: Page, kept: Any, files: Files) -> bool:
    """Give ``page`` the conversion ``kept``, as ``Page.render`` would have left it; False when there is none or it
    is not whole (then the page is converted)."""
    try:
        assert isinstance(kept, dict)
        links = None
        if kept["links"] is not None:
            links = {files.get_file_from_path(uri): dict(anchors) for uri, anchors in kept["links"].items()}
            assert None not in links
        content, toc, title, anchors = kept["content"], get_toc(kept["toc"]), kept["title"], set(kept["anchors"])
        assert isinstance(content, str) and (title is None or isinstance(title, str))
    except (AssertionError, KeyError, TypeError, AttributeError):
        return False
    page.content, page.toc, page._title_from_render, page.present_anchor_ids = content, toc, title, anchors
    if links is not None:
        page.links_to_anchors = links  # type: ignore[assignment]  # no None key: checked above
    return True


def toc_token(item: AnchorLink) -> dict[str, Any]:
    """A table of contents' item as Python-Markdown's ``toc_tokens`` give it (``get_toc`` reads them)."""
    return {
        "level": item.level,
        "id": item.id,
        "name": item.title,
        "children": [toc_token(child) for child in item.children],
    }
