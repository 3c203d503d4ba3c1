"""MkDocs hook: the pages generated from the card data, the gallery, the Pyodide runtime and the scoring archive.

Nothing generated is committed: every build renders the pages with ``generator.pages`` and adds them,
with the binary files, as ``File.generated``; print files of the build are hard-linked in after it. The site's
name and description come from the card data's ``collection.toml``; the calculators' engine is added only when a
game of the data folder has rules.
"""

from __future__ import annotations

import html
import shutil
from pathlib import Path
from typing import Any

import jinja2
from markupsafe import Markup
from mkdocs.config.defaults import MkDocsConfig
from mkdocs.structure.files import File, Files
from mkdocs.structure.nav import Navigation
from mkdocs.structure.pages import Page
from mkdocs.utils.templates import TemplateContext

from generator import (
    balance,
    card_looks,
    converted_pages,
    csp,
    engine_limits,
    offline,
    pages,
    precompress,
    search_entries,
    site,
)
from generator.data.collection import load_collection
from generator.data.folder import DEFAULT_DATA_DIR
from generator.data.load import load_games
from generator.files.checkout import SITE
from generator.games import declaration
from generator.scoring_archive import scoring_archive

HAND_WRITTEN = (("How to print", "how-to-print.md"), ("About", "about.md"))
PAGES_CACHE = "pages"
"""The pages' conversions and search entries, in the user's cache folder."""
SEARCH_PLUGIN = "material/search"
SCREENSHOTS_URL = "assets/screenshots/"
SCREENSHOTS = SITE / "docs" / SCREENSHOTS_URL
"""Screenshots of the games' pages (``tests/site/take_screenshots.py``), shown on the about page: only those of the
games found are part of the site."""

state: dict[str, Any] = {}
"""What ``on_config`` read (games, downloads) and the theme's inline script hashes, for the later events of
the same build."""


def on_config(config: MkDocsConfig) -> MkDocsConfig:
    """Load the card data and the build's print files; name the site after the collection, and set the navigation
    from the games."""
    data_dir = config.extra.get("pnp_data_dir")
    output_dir = config.extra.get("pnp_output_dir", str(site.REPO / "output"))
    state["report"] = report = config.extra.get("pnp_report") or site.SiteReport()
    state["data_dir"] = Path(data_dir) if data_dir else DEFAULT_DATA_DIR
    chosen = config.extra.get("pnp_games")
    with report.part("card data"):
        loaded = config.extra.get("pnp_loaded_games")
        games = sorted(loaded, key=lambda game: game.id) if loaded is not None else load_games(state["data_dir"])
        state["games"] = [game for game in games if chosen is None or game.id in chosen]
        state["collection"] = load_collection(state["data_dir"])
        state["downloads"] = site.read_downloads(Path(output_dir) if output_dir else None)
    state["description"] = pages.site_description(state["collection"])
    # The theme writes both into its pages unescaped (and escapes them again where it escapes: hence Markup).
    config.site_name = Markup(html.escape(state["collection"].title))
    config.site_description = Markup(html.escape(state["description"]))
    config.nav = pages.navigation(state["games"], HAND_WRITTEN)
    forms = {
        game.id: card_looks.calculator_parts(game)["form"] for game in state["games"] if declaration(game.id).rules
    }
    config.extra["pnp_forms"] = {game_id: form for game_id, form in forms.items() if form}  # overrides/main.html
    state["script_hashes"] = set()
    return config


def on_files(files: Files, config: MkDocsConfig) -> Files:
    """Add the generated pages, card images and icons, and the engine when a game has rules; leave out the
    screenshots of games the data folder does not hold."""
    report = state["report"]
    with report.part("gallery images"):
        gallery = site.gallery_images(state["games"], config.extra.get("pnp_gallery"))
    for game in state["games"]:
        images = gallery[game.id]
        for card_id, image in images.items():
            files.append(File.generated(config, f"games/{game.id}/images/{card_id}.webp", content=image))
        with report.part("balance figures"):
            playable = declaration(game.id).playable
            figures = balance.kept_figures(playable, state["data_dir"]) if playable else None
        if figures is not None and figures.note:
            report.notes.append(f"{game.id}, balance page: {figures.note}")
        with report.part("generated pages"):
            sprite = card_looks.icon_sprite(game)
            files.append(File.generated(config, f"games/{game.id}/{card_looks.SPRITE}", content=sprite))
            downloads = [download for download, _source in state["downloads"].get(game.id, [])]
            image_urls = {card_id: f"images/{card_id}.webp" for card_id in images}
            for page in pages.game_pages(game, downloads, image_urls, figures):
                files.append(File.generated(config, page.path, content=page.markdown))
    home = pages.home_page(state["collection"], state["games"])
    files.append(File.generated(config, home.path, content=home.markdown))
    shown = {file for shots in pages.screenshots(state["games"], SCREENSHOTS).values() for _, _, file in shots}
    for file in [file for file in files if file.src_uri.startswith(SCREENSHOTS_URL)]:
        if file.src_uri.removeprefix(SCREENSHOTS_URL) not in shown:  # of games this data folder does not hold
            files.remove(file)
    if any(declaration(game.id).rules for game in state["games"]):
        with report.part("Pyodide packaging"):
            add_engine(files, config)
    return files


def add_engine(files: Files, config: MkDocsConfig) -> None:
    """Add the calculators' engine: the Pyodide runtime, the compiled scoring archive and their manifest."""
    archive = scoring_archive(state["data_dir"])
    engine = site.engine_files(archive)
    for url, content in engine.items():
        files.append(File.generated(config, url, content=content))
    limits = engine_limits.limits(archive)
    files.append(File.generated(config, site.ENGINE_URL, content=site.engine_manifest(engine, limits)))


def on_nav(nav: Navigation, config: MkDocsConfig, files: Files) -> Navigation:
    """Every page's conversion and search entries are taken from the user's cache when nothing they depend on
    changed (``generator.converted_pages``): the site's files are all known by now."""
    state["converted"] = converted = converted_pages.ConvertedPages(site.CACHE / PAGES_CACHE, config, files)
    search_index = getattr(config.plugins.get(SEARCH_PLUGIN), "search_index", None)  # none: search turned off
    if search_index is not None:
        converted.index_from_cache(search_index)
    return nav


def on_page_markdown(markdown: str, page: Page, config: MkDocsConfig, files: Files) -> str:
    """Add the build's files of no game (the calibration page) to the how-to-print page, and the screenshots of
    the games found to the about page. The page's conversion is then taken from the cache, or kept there."""
    state["converted"].take_or_keep(page)
    if page.file.src_uri == "how-to-print.md":
        return markdown + pages.calibration_section([download for download, _ in state["downloads"].get("", [])])
    if page.file.src_uri == "about.md":
        return markdown + pages.screenshots_section(state["games"], SCREENSHOTS)
    return markdown


TEMPLATE_CACHE = site.CACHE / "templates"
"""The theme's templates compiled, in the user's cache folder: each build compiled its 45 templates again (a third of
MkDocs' own time in a reload of ``pnp site serve --game``). Jinja names each by its source's checksum."""


def on_env(env: jinja2.Environment, config: MkDocsConfig, files: Files) -> jinja2.Environment:
    """Keep the theme's template environment (the policy's script hashes come from its templates), its templates
    compiled once for every build (``TEMPLATE_CACHE``)."""
    TEMPLATE_CACHE.mkdir(parents=True, exist_ok=True)
    env.bytecode_cache = jinja2.FileSystemBytecodeCache(str(TEMPLATE_CACHE))
    state["theme_env"] = env
    return env


def allow_theme_scripts(context: TemplateContext, config: MkDocsConfig) -> TemplateContext:
    """Note the hashes of the inline scripts the theme writes into the page of ``context``."""
    features = config.theme["features"] or []
    with state["report"].part("content policy"):
        state["script_hashes"] |= csp.theme_script_hashes(state["theme_env"], context, features)
    return context


def on_page_context(context: TemplateContext, page: Page, config: MkDocsConfig, nav: Navigation) -> TemplateContext:
    """Every page's theme scripts are allowed by the policy."""
    return allow_theme_scripts(context, config)


def on_template_context(context: TemplateContext, template_name: str, config: MkDocsConfig) -> TemplateContext:
    """The theme's own pages (404.html) too."""
    return allow_theme_scripts(context, config) if template_name.endswith(".html") else context


EMPTY_SITEMAP = (
    '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"/>\n'
)


def on_post_build(config: MkDocsConfig) -> None:
    """Finish the built site: its sitemap, the search entries of rules and cards (the search plugin has
    written its index by now), the Content-Security-Policy of every page and as a header (``_headers``), the print files
    hard-linked under ``downloads/`` (where the overview pages link them), the web app manifest, the service
    worker that lists every file and, last, the precompressed copies of the large files (not for ``pnp site
    serve``, which rebuilds on every change: only a published site needs them)."""
    site_dir = Path(config.site_dir)
    report = state["report"]
    # The theme's lunr languages (1.5 MB: stemmers, Thai and Japanese word splitters) serve a search language other
    # than English, which this site does not set: never loaded, they would only be compressed, listed and kept offline.
    shutil.rmtree(site_dir / "assets" / "javascripts" / "lunr", ignore_errors=True)
    if not config.site_url:
        # A sitemap needs absolute addresses; with none known it lists nothing (and links to no localhost).
        (site_dir / "sitemap.xml").write_text(EMPTY_SITEMAP, encoding="utf-8")
        (site_dir / "sitemap.xml.gz").unlink(missing_ok=True)
    site.keep_only_recent(site.CACHE / PAGES_CACHE, state["converted"].used, "*/*")
    with report.part("search entries"):
        search_entries.add_entries(site_dir / "search" / "search_index.json", state["games"])
    with report.part("content policy"):
        csp.add_policy(site_dir, state["script_hashes"])
        (site_dir / csp.HEADERS_FILE).write_text(csp.headers_file(state["script_hashes"]), encoding="utf-8")
    for entries in state["downloads"].values():
        for download, source in entries:
            if source.exists():
                site.link_or_copy(source, site_dir / download.url)
    with report.part("service worker list (hashing)"):
        offline.write_web_app(site_dir, state["collection"], state["description"], config.extra["pnp_app"])
    if not config.extra["pnp_live_reload"]:  # the preview server sends a file as it is when it has no copy
        with report.part("compression"):
            precompress.precompress(site_dir, site.CACHE / "compressed")
