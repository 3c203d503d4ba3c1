"""Markdown pages of the rules site, rendered from the card data with the jinja2 templates in ``templates/site``.

Every page of a game lives in ``games/<game>/``, so the links that rule and card texts carry
(``rules.md#rm-5.1``, ``cards.md#card-mammoth``) resolve the same way from each of them.

Text from the card data reaches a page through ``generator.markdown``: never as markup.
"""

from __future__ import annotations

import functools
import html
import inspect
import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from importlib import import_module
from importlib.util import find_spec
from pathlib import Path
from typing import TYPE_CHECKING, Any

import jinja2
import jinja2.sandbox
from markupsafe import Markup

from generator.card_looks import calculator_listing, calculator_parts
from generator.data.collection import Collection
from generator.data.model import Game
from generator.data.references import game_values
from generator.files.checkout import TEMPLATES
from generator.games import declaration
from generator.layout.units import PAPER_NAMES, STYLE_NAMES
from generator.markdown import escape_output, text_markdown, text_renderer, title_text
from generator.scoring.games import PACKAGE, package_name
from generator.search_entries import plain_text

if TYPE_CHECKING:
    from generator.balance import KeptFigures

SCREENSHOT_PAGES = ("calculator", "rules")
SCREENSHOT_DEVICES = ("desktop", "phone")
"""The screenshots the about page shows of each game, as ``tests/site/take_screenshots.py`` takes them."""
DENSE_SUMMARY_CHARS = 7000
"""Rules longer than this get the summary's denser print layout (three columns), to stay on one sheet."""

GAME_PAGES = (
    ("index.md", "Overview", "overview.md.j2"),
    ("rules.md", "Rules", "rules.md.j2"),
    ("rulings.md", "Rulings and FAQ", "rulings.md.j2"),
    ("cards.md", "Cards", "cards.md.j2"),
    ("calculator.md", "Calculator and checker", "calculator.md.j2"),
    ("state-format.md", "State format", "state-format.md.j2"),
    ("summary.md", "One-page summary", "summary.md.j2"),
    ("balance.md", "Balance", "balance.md.j2"),
)
"""(file name, title in the navigation, template) of each page a game may get."""
RULES_PAGES = ("calculator.md", "state-format.md")
"""The pages only a game with rules gets (a scoring package)."""
FORMAT_FILE = "FORMAT.md"
"""A scoring package's description of its state format, beside its modules (``generator/scoring/<game>/``)."""
PLAY_PAGES = ("balance.md",)
"""The pages only a game the simulator plays gets (a scoring package with a ``play`` module)."""


def pages_of(game_id: str) -> tuple[tuple[str, str, str], ...]:
    """The pages the game ``game_id`` gets: every page, but those its rules or play cannot give."""
    declared = declaration(game_id)
    left_out = (() if declared.rules else RULES_PAGES) + (() if declared.playable else PLAY_PAGES)
    return tuple(page for page in GAME_PAGES if page[0] not in left_out)


def page_names(game_id: str) -> tuple[str, ...]:
    """The file names of the pages the game ``game_id`` gets (``pages_of``)."""
    return tuple(name for name, _title, _template in pages_of(game_id))


def state_format(game_id: str) -> Markup:
    """The state format of a game with rules, as its scoring package describes it: its ``FORMAT.md`` (Markdown of
    the repository, trusted as the templates are), else its ``rules`` module's docstring, as typed."""
    spec = find_spec(f"{PACKAGE}.{package_name(game_id)}")
    folders = spec.submodule_search_locations if spec is not None else None
    written = Path(folders[0]) / FORMAT_FILE if folders else None
    if written is not None and written.is_file():
        return Markup(written.read_text(encoding="utf-8"))
    described = inspect.cleandoc(import_module(f"{PACKAGE}.{package_name(game_id)}.rules").__doc__ or "")
    return Markup(f"<pre><code>{html.escape(described)}</code></pre>")


@dataclass(frozen=True)
class Download:
    """A print file of the build, as listed in ``output/manifest.json``, offered on the site."""

    url: str
    """Path inside the site, e.g. ``downloads/my-game/cards-a4.pdf``."""
    kind: str
    paper: str | None
    pages: int | None
    cards: int | None
    style: str | None = None
    """``full`` or ``light`` for files of card faces (see the manifest), None for the others."""


@dataclass(frozen=True)
class SitePage:
    """One generated Markdown page: its path under ``docs/`` and its text."""

    path: str
    markdown: str


@functools.cache
def environment() -> jinja2.Environment:
    """The page templates' environment, one for every page (each template is compiled once, and compiled again
    when its file changes): undefined names are errors, never blanks."""
    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader(TEMPLATES / "site"),
        undefined=jinja2.StrictUndefined,
        keep_trailing_newline=True,
        trim_blocks=True,
        lstrip_blocks=True,
        autoescape=True,
        finalize=escape_output,
    )
    env.filters["json_text"] = lambda value: json.dumps(value, ensure_ascii=False)
    env.filters["title_text"] = title_text
    env.tests["endingwith"] = lambda value, suffix: str(value).endswith(suffix)
    return env


def balance_context(game: Game, kept: KeptFigures | None) -> dict[str, Any] | None:
    """What the balance page shows: its plots, how to reproduce them and its note on the figures (None for a
    game without one)."""
    from generator.balance import PAGE_GAMES, PAGE_SEED, page_plots
    from generator.simulate import ROUND_CAP

    playable = declaration(game.id).playable
    if playable is None or kept is None:
        return None
    names = {card.id: card.name for card in game.cards}
    return {
        "games": PAGE_GAMES,
        "seed": PAGE_SEED,
        "cap": ROUND_CAP,
        "offer": playable.balance.offered,
        "note": kept.note,
        "plots": page_plots(playable, dict(kept.results), names) if kept.results is not None else None,
    }


def game_pages(
    game: Game, downloads: Sequence[Download], images: Mapping[str, str], balance: KeptFigures | None
) -> list[SitePage]:
    """The pages of one game; ``images`` maps card ids to their gallery image, relative to the game;
    ``balance`` holds the simulated figures of the balance page (``generator.balance.kept_figures``; None for a
    game the simulator cannot play)."""
    env = environment()
    summary_sections = [section for section in game.sections if section.in_summary]
    pages = pages_of(game.id)
    names = page_names(game.id)
    context = {
        "game": game,
        "text": text_renderer(game),
        "listing": calculator_listing(game) if "calculator.md" in names else None,
        "calculator": calculator_parts(game) if "calculator.md" in names else None,
        "constants": game_values(game.players, game.constants),
        "downloads": downloads,
        "images": images,
        "pages": pages,
        "page_names": names,
        "state_format": state_format(game.id) if "state-format.md" in names else None,
        "summary_sections": summary_sections,
        "dense_summary": sum(len(rule.text) for section in summary_sections for rule in section.rules)
        > DENSE_SUMMARY_CHARS,
        "balance": balance_context(game, balance),
        "paper_names": PAPER_NAMES,
        "style_names": STYLE_NAMES,
    }
    return [
        SitePage(f"games/{game.id}/{name}", env.get_template(template).render(**context))
        for name, _title, template in pages
    ]


def home_page(collection: Collection, games: Sequence[Game]) -> SitePage:
    """The home page: the collection's title and introduction, then every game with its players, time, summary
    and the links to its main pages (its calculator only when it has one)."""
    calculators = [game.id for game in games if "calculator.md" in page_names(game.id)]
    page = (
        environment()
        .get_template("home.md.j2")
        .render(
            collection=collection,
            introduction=Markup(text_markdown(collection.introduction)),
            games=games,
            calculators=calculators,
        )
    )
    return SitePage("index.md", page)


def site_description(collection: Collection) -> str:
    """The site's description (in every page's head, and the installed app's): the collection's introduction as
    plain text, or a plain default."""
    if not collection.introduction:
        return "Rules, rulings, cards and print-and-play files."
    return " ".join(html.unescape(plain_text(text_markdown(collection.introduction))).split())


def screenshots(games: Sequence[Game], folder: Path) -> dict[str, list[tuple[str, str, str]]]:
    """Game name → (page, device, file name) of each screenshot of its pages that ``folder`` holds (named
    ``<game>-<page>-<device>.png`` by ``tests/site/take_screenshots.py``), for the games that have any."""
    shots = {
        game.name: [
            (page, device, f"{game.id}-{page}-{device}.png")
            for page in SCREENSHOT_PAGES
            for device in SCREENSHOT_DEVICES
            if (folder / f"{game.id}-{page}-{device}.png").is_file()
        ]
        for game in games
    }
    return {name: files for name, files in shots.items() if files}


def screenshots_section(games: Sequence[Game], folder: Path) -> str:
    """Markdown for the about page: the screenshots of the games' pages (``screenshots``), or nothing without any."""
    shown = screenshots(games, folder)
    return environment().get_template("screenshots.md.j2").render(shots=shown) if shown else ""


def calibration_section(downloads: Sequence[Download]) -> str:
    """Markdown for the how-to-print page: links to the build's files that belong to no game."""
    if not downloads:
        return ""
    return environment().get_template("site-files.md.j2").render(downloads=downloads)


def navigation(games: Sequence[Game], hand_written: Sequence[tuple[str, str]]) -> list[Any]:
    """The site navigation: home, one section per game, then the hand-written pages."""
    nav: list[Any] = [{"Home": "index.md"}]
    for game in games:
        pages = [{title: f"games/{game.id}/{name}"} for name, title, _ in pages_of(game.id)]
        nav.append({str(title_text(game.name)): pages})
    nav += [{title: path} for title, path in hand_written]
    return nav
