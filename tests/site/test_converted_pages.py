"""A page's conversion and search entries are kept in the user's cache and taken again while nothing they depend on
changes (``generator.converted_pages``): the site is the same, byte for byte, and only the pages whose Markdown changed
are converted and indexed again; a conversion that logged anything is never kept."""

from __future__ import annotations

import json
import logging
from functools import partial
from pathlib import Path

import pytest
from fixture_games import data_folder
from material.plugins.search.plugin import SearchIndex
from mkdocs.config.defaults import MkDocsConfig
from mkdocs.structure.files import Files
from mkdocs.structure.pages import Page

from generator import site
from generator.site import build_site

GAME = "harvest-fair"
"""The data-only fixture game (tests/fixtures/games/): a site of a few pages."""
EDITED_RULE = "Then refill the market from the draw pile."


class Conversions:
    """Each page MkDocs converts from Markdown (by its source), with the Markdown it converted; each page the search
    plugin indexes."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch, warn_on: str | None = None) -> None:
        self.converted: dict[str, str] = {}
        self.indexed: list[str] = []
        convert, index = Page.render, SearchIndex.add_entry_from_context

        def indexed(search_index: SearchIndex, page: Page) -> None:
            index(search_index, page)
            self.indexed.append(page.file.src_uri)

        def counted(page: Page, config: MkDocsConfig, files: Files) -> None:
            convert(page, config, files)
            self.converted[page.file.src_uri] = page.markdown or ""
            if page.file.src_uri == warn_on:
                logging.getLogger("MARKDOWN").warning("something in %s was not understood", warn_on)

        monkeypatch.setattr(Page, "render", counted)
        monkeypatch.setattr(SearchIndex, "add_entry_from_context", indexed)

    def of_build(self, out: Path, data: Path) -> dict[str, str]:
        """The pages converted by a site build from ``data`` into ``out``."""
        self.converted, self.indexed = {}, []
        build_site(out, data)
        return self.converted


def pages(site_dir: Path) -> dict[str, bytes]:
    """Every page of a built site and its search index, by their paths in the site."""
    built = [*sorted(site_dir.rglob("*.html")), site_dir / "search" / "search_index.json"]
    return {path.relative_to(site_dir).as_posix(): path.read_bytes() for path in built}


@pytest.fixture
def data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A card data folder of the fixture game, built with a user cache of its own."""
    monkeypatch.setattr(site, "CACHE", tmp_path / "cache")
    return data_folder(tmp_path / "card_data", GAME)


def test_a_rebuild_takes_every_page_from_the_cache_and_an_edit_converts_only_the_pages_it_changes(
    tmp_path: Path, data: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    conversions = Conversions(monkeypatch)
    first = conversions.of_build(tmp_path / "first", data)
    assert f"games/{GAME}/rules.md" in first and "index.md" in first

    assert sorted(conversions.indexed) == sorted(first)
    assert conversions.of_build(tmp_path / "again", data) == {}
    assert conversions.indexed == []
    assert pages(tmp_path / "again") == pages(tmp_path / "first")

    rules = data / GAME / "rules.toml"
    rules.write_text(rules.read_text(encoding="utf-8").replace(EDITED_RULE, "Then deal the market anew."))
    edited = conversions.of_build(tmp_path / "edited", data)
    changed = {source for source, markdown in edited.items() if markdown != first[source]}
    assert f"games/{GAME}/rules.md" in edited
    assert set(edited) == changed  # no page converted again whose Markdown is the same
    assert set(conversions.indexed) == changed
    assert "Then deal the market anew." in (tmp_path / "edited" / "games" / GAME / "rules" / "index.html").read_text()
    index = json.loads((tmp_path / "edited" / "search" / "search_index.json").read_text(encoding="utf-8"))
    assert any("Then deal the market anew." in entry["text"] for entry in index["docs"])


def test_a_conversion_that_logged_is_converted_again_on_every_build(
    tmp_path: Path, data: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    logged = f"games/{GAME}/rules.md"
    conversions = Conversions(monkeypatch, warn_on=logged)
    conversions.of_build(tmp_path / "first", data)
    assert list(conversions.of_build(tmp_path / "again", data)) == [logged]


def test_a_kept_conversion_or_index_that_cannot_be_read_is_made_again(
    tmp_path: Path, data: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    conversions = Conversions(monkeypatch)
    first = conversions.of_build(tmp_path / "first", data)
    kept = sorted((tmp_path / "cache" / "pages").glob("*/*.html.json"))
    assert len(kept) == len(first) == len(list((tmp_path / "cache" / "pages").glob("*/*.search.json")))
    kept[0].write_text('{"content": 1}')
    kept[1].write_text("not json")
    next(iter((tmp_path / "cache" / "pages").glob("*/*.search.json"))).write_text('{"docs": []}')
    assert len(conversions.of_build(tmp_path / "again", data)) == 2
    assert len(conversions.indexed) == 1
    assert pages(tmp_path / "again") == pages(tmp_path / "first")


def test_a_site_built_with_its_warnings_hidden_keeps_nothing(
    tmp_path: Path, data: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A build that would not show a broken link's warning (MkDocs' ``-q``) must not keep a page that has one."""

    monkeypatch.setattr(site, "quiet_mkdocs", partial(site.quiet_mkdocs, logging.ERROR))
    build_site(tmp_path / "site", data)
    assert list((tmp_path / "cache" / "pages").glob("*/*.json")) == []
