"""Markdown pages of the rules site, rendered from the card data with the jinja2 templates in ``templates/site``.

Every page of a game lives in ``games/<game>/``, so the links that rule and card texts carry
(``rules.md#rm-5.1``, ``cards.md#card-mammoth``) resolve the same way from each of them.

Text from the card data is never markup: every value a template prints is escaped, for HTML and for
Markdown, unless it is ``Markup`` made here. Names and labels are plain text. Rule, card and ruling texts
keep the little Markdown they are written in: emphasis (``*``, ``**``, ``_``), tables and line breaks, plus
the links their ``{{ rule(…) }}`` and ``{{ card(…) }}`` references make; their code (inline in backticks,
or a block indented by four spaces) is written into the page as HTML by this module, every character of it
escaped; any other markup in them (HTML, links, images, attribute lists, headings) shows as the characters
typed.
"""

from __future__ import annotations

import html
import json
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

import jinja2
import jinja2.sandbox
from markupsafe import Markup

from generator.card_looks import calculator_listing
from generator.data.model import Game
from generator.data.references import game_values, site_functions

TEMPLATES = Path(__file__).resolve().parents[1] / "templates" / "site"

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
"""(file name, title in the navigation, template) of each page a game gets."""


MARKDOWN_SPECIALS = re.compile(r"([\\`*_{}\[\]#|])")
"""Characters that start Markdown syntax (or Python-Markdown's attribute lists and tables) in plain text."""
TEXT_SPECIALS = re.compile(r"([\\`{}\[\]#])")
"""The same, less emphasis and tables, which rule and card texts keep (their code is ``CODE``)."""
BLOCK_MARKS = re.compile(r"^( {0,3})([!?:~=+]|([-*_])(?=(?: *\3){2,} *$))", re.MULTILINE)
"""What starts a block the site's Markdown would make of a line: an admonition (``!!!``), a collapsible
(``???``), a definition (``:``), a fence (``~~~``), a heading or a rule underlined (``===``, ``---``), a rule
(``***``); plain text starts such a line with the character as an HTML entity, which no block reads."""
LIST_MARK = re.compile(r"^( *(?:\d+(?=\.)|))([-+.])(?= )")
"""What starts a list item (``- ``, ``+ ``, ``1. ``): plain text escapes it."""
CODE = re.compile(r"(`[^`\n]+`|(?:^(?: {4}|\t).*\n?)+)", re.MULTILINE)
"""Inline code, or a block of lines indented by four spaces (or a tab): written as HTML by ``code_markup``."""
DATA_REFERENCE = re.compile(r"(\{\{.*?\}\})", re.DOTALL)


def plain(value: object) -> Markup:
    """``value`` as plain text in Markdown: HTML and Markdown syntax escaped, on one line (its spaces, tabs and
    line breaks one space each, as HTML shows them anyway)."""
    text = html.escape(" ".join(str(value).split()), quote=True)
    return Markup(no_blocks(LIST_MARK.sub(r"\1\\\2", MARKDOWN_SPECIALS.sub(r"\\\1", text))))


def no_blocks(text: str) -> str:
    r"""``text`` with the first character of each line that would start a Markdown block as an HTML entity.

    >>> no_blocks("!!! note\n- a list stays\n---")
    '&#33;!! note\n- a list stays\n&#45;--'
    """
    return BLOCK_MARKS.sub(lambda match: f"{match[1]}&#{ord(match[2][0])};", text)


def title_text(value: object) -> Markup:
    """``value`` as text for a page title (front matter, which is no Markdown): HTML escaped only."""
    return Markup(html.escape(" ".join(str(value).split()), quote=True))


def escape_output(value: object) -> object:
    """The template environment's ``finalize``: whatever a template prints is plain text unless Markup."""
    if isinstance(value, Markup) or not isinstance(value, str):
        return value
    return plain(value)


def code_html(code: str) -> str:
    """Code of a data text as the project writes it into a page: every character but ASCII letters, digits
    and spaces as a numeric character reference, so that neither HTML nor Markdown reads anything in it.

    >>> code_html('<b>*x*</b>')
    '&#60;b&#62;&#42;x&#42;&#60;&#47;b&#62;'
    """
    return "".join(char if char == " " or (char.isascii() and char.isalnum()) else f"&#{ord(char)};" for char in code)


def code_markup(code: str) -> str:
    """Inline code (in backticks) or a block indented by four spaces, as HTML the project writes itself: the
    text is never given to Markdown or HTML to read, whatever surrounds it."""
    if code.startswith("`"):
        return f"<code>{code_html(code[1:-1])}</code>"
    lines = [line[1:] if line.startswith("\t") else line[4:] for line in code.rstrip("\n").split("\n")]
    return f"\n\n<pre><code>{'&#10;'.join(code_html(line) for line in lines)}</code></pre>\n\n"


def text_markdown(literal: str) -> str:
    """A literal part of a data text: HTML escaped, Markdown kept to emphasis, lists, tables and line breaks
    (no other block: ``no_blocks``), code written as HTML by ``code_markup``."""
    parts = CODE.split(literal)
    return no_blocks(
        "".join(
            code_markup(part) if index % 2 else TEXT_SPECIALS.sub(r"\\\1", html.escape(part, quote=True))
            for index, part in enumerate(parts)
        )
    )


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
        loader=jinja2.FileSystemLoader(TEMPLATES),
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


def data_functions(game: Game) -> dict[str, Callable[[str], str]]:
    """The functions rule and card texts may call, as the site renders them (``generator.data.references``)."""
    return site_functions(game, plain)


REFERENCE_ENVIRONMENT = jinja2.sandbox.SandboxedEnvironment(undefined=jinja2.StrictUndefined, autoescape=False)
"""Where the data texts' ``{{ … }}`` references are compiled: a sandbox, undefined names are errors."""


@cache
def reference_template(reference: str) -> jinja2.Template:
    """One ``{{ … }}`` reference, compiled once: compiling is the slow part, and texts and games repeat the
    same references."""
    return REFERENCE_ENVIRONMENT.from_string(reference)


def text_renderer(game: Game) -> Callable[[str], Markup]:
    """Render a data text as Markdown: its ``{{ … }}`` references replaced by counts and links, the rest
    escaped but for emphasis and code (see the module's docstring)."""
    functions = data_functions(game)

    def render(text: str) -> Markup:
        parts = DATA_REFERENCE.split(text)
        return Markup(
            "".join(
                reference_template(part).render(**functions) if index % 2 else text_markdown(part)
                for index, part in enumerate(parts)
            )
        )

    return render


OFFERS = {
    "royal-menagerie": "a card in the hand of the player to play",
    "monarch": "a card in the market row during a sister's turn",
    "circus-grandioso": "a card in the hand of the player on turn, or the card just drawn",
    "royal-shuffle": "a card in the hand of the player on turn, or the card just flipped",
    "animal-kingdoms": "a Wilderness card in the hand of the player on turn",
}
"""What "offered" means on each game's balance page."""


def balance_context(game: Game, results: Mapping[str, Any]) -> dict[str, Any]:
    """What the balance page shows: its plots and how to reproduce them."""
    from generator.balance import PAGE_GAMES, PAGE_SEED, page_plots
    from generator.simulate import ROUND_CAP

    names = {card.id: card.name for card in game.cards}
    return {
        "games": PAGE_GAMES,
        "seed": PAGE_SEED,
        "cap": ROUND_CAP,
        "offer": OFFERS[game.id],
        "plots": page_plots(game.id, dict(results), names),
    }


def game_pages(
    game: Game, downloads: Sequence[Download], images: Mapping[str, str], balance: Mapping[str, Any]
) -> list[SitePage]:
    """The pages of one game; ``images`` maps card ids to their gallery image, relative to the game;
    ``balance`` holds the simulated figures of the balance page (``generator.balance.figures``)."""
    env = environment()
    summary_sections = [section for section in game.sections if section.in_summary]
    context = {
        "game": game,
        "text": text_renderer(game),
        "listing": calculator_listing(game),
        "constants": game_values(game.players, game.constants),
        "downloads": downloads,
        "images": images,
        "pages": GAME_PAGES,
        "summary_sections": summary_sections,
        "dense_summary": sum(len(rule.text) for section in summary_sections for rule in section.rules)
        > DENSE_SUMMARY_CHARS,
        "balance": balance_context(game, balance),
    }
    return [
        SitePage(f"games/{game.id}/{name}", env.get_template(template).render(**context))
        for name, _title, template in GAME_PAGES
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
        pages = [{title: f"games/{game.id}/{name}"} for name, title, _ in GAME_PAGES]
        nav.append({str(title_text(game.name)): pages})
    nav += [{title: path} for title, path in hand_written]
    return nav
