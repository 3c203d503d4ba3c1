"""Markdown pages of the rules site, rendered from the card data with the jinja2 templates in ``templates/site``.

Every page of a game lives in ``games/<game>/``, so the links that rule and card texts carry
(``rules.md#rm-5.1``, ``cards.md#card-mammoth``) resolve the same way from each of them.

Text from the card data reaches a page through ``generator.markdown``: never as markup.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import jinja2
import jinja2.sandbox

from generator.card_looks import calculator_listing, calculator_parts
from generator.data.model import Game
from generator.data.references import game_values
from generator.files.checkout import TEMPLATES
from generator.games import declaration
from generator.layout.units import PAPER_NAMES, STYLE_NAMES
from generator.markdown import escape_output, text_renderer, title_text

DENSE_SUMMARY_CHARS = 7000
"""Rules longer than this get the summary's denser print layout (three columns), to stay on one sheet."""

GAME_PAGES = (
    ("index.md", "Overview", "overview.md.j2"),
    ("rules.md", "Rules", "rules.md.j2"),
    ("rulings.md", "Rulings and FAQ", "rulings.md.j2"),
    ("cards.md", "Cards", "cards.md.j2"),
    ("calculator.md", "Calculator and checker", "calculator.md.j2"),
    ("summary.md", "One-page summary", "summary.md.j2"),
    ("balance.md", "Balance", "balance.md.j2"),
)
"""(file name, title in the navigation, template) of each page a game may get."""
RULES_PAGES = ("calculator.md",)
"""The pages only a game with rules gets (a scoring package)."""
PLAY_PAGES = ("balance.md",)
"""The pages only a game the simulator plays gets (a scoring package with a ``play`` module)."""


def pages_of(game_id: str) -> tuple[tuple[str, str, str], ...]:
    """The pages the game ``game_id`` gets: every page, but those its rules or play cannot give."""
    declared = declaration(game_id)
    left_out = (() if declared.rules else RULES_PAGES) + (() if declared.playable else PLAY_PAGES)
    return tuple(page for page in GAME_PAGES if page[0] not in left_out)


@dataclass(frozen=True)
class Download:
    """A print file of the build, as listed in ``output/manifest.json``, offered on the site."""

    url: str
    """Path inside the site, e.g. ``downloads/monarch/cards-a4.pdf``."""
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


def environment() -> jinja2.Environment:
    """The page templates' environment: undefined names are errors, never blanks."""
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


def balance_context(game: Game, results: Mapping[str, Any] | None) -> dict[str, Any] | None:
    """What the balance page shows: its plots and how to reproduce them (None for a game without one)."""
    from generator.balance import PAGE_GAMES, PAGE_SEED, page_plots
    from generator.simulate import ROUND_CAP

    playable = declaration(game.id).playable
    if playable is None or results is None:
        return None
    names = {card.id: card.name for card in game.cards}
    return {
        "games": PAGE_GAMES,
        "seed": PAGE_SEED,
        "cap": ROUND_CAP,
        "offer": playable.balance.offered,
        "plots": page_plots(playable, dict(results), names),
    }


def game_pages(
    game: Game, downloads: Sequence[Download], images: Mapping[str, str], balance: Mapping[str, Any] | None
) -> list[SitePage]:
    """The pages of one game; ``images`` maps card ids to their gallery image, relative to the game;
    ``balance`` holds the simulated figures of the balance page (``generator.balance.figures``; None for a
    game the simulator cannot play)."""
    env = environment()
    summary_sections = [section for section in game.sections if section.in_summary]
    context = {
        "game": game,
        "text": text_renderer(game),
        "listing": calculator_listing(game),
        "calculator": calculator_parts(game),
        "constants": game_values(game.players, game.constants),
        "downloads": downloads,
        "images": images,
        "pages": pages_of(game.id),
        "summary_sections": summary_sections,
        "dense_summary": sum(len(rule.text) for section in summary_sections for rule in section.rules)
        > DENSE_SUMMARY_CHARS,
        "balance": balance_context(game, balance),
        "paper_names": PAPER_NAMES,
        "style_names": STYLE_NAMES,
    }
    return [
        SitePage(f"games/{game.id}/{name}", env.get_template(template).render(**context))
        for name, _title, template in pages_of(game.id)
    ]


def home_page(games: Sequence[Game]) -> SitePage:
    """The home page: every game with its players, time and summary."""
    return SitePage("index.md", environment().get_template("home.md.j2").render(games=games))


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
