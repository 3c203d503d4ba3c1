"""The card data's texts as Markdown for the rules site and the rules booklet.

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
import re
from collections.abc import Callable
from functools import cache, lru_cache

import markdown
from markdown.extensions.tables import TableExtension
from markupsafe import Markup

from generator.data.model import Game
from generator.data.references import REFERENCE_PATTERN, site_functions

MARKDOWN_KEPT = 4096
"""Texts whose HTML a process keeps (more than a collection's rules, rulings and cards; bounded for a long preview,
whose edited texts would pile up)."""
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


def escaped_text(text: str) -> str:
    """HTML-escaped text of a page: ``&``, ``<``, ``>`` and ``"``; an apostrophe stays as typed, so that the
    table of contents (which escapes a heading's text itself) does not show ``&#x27;``."""
    return html.escape(text, quote=False).replace('"', "&quot;")


def text_markdown(literal: str) -> str:
    """A literal part of a data text: HTML escaped, Markdown kept to emphasis, lists, tables and line breaks
    (no other block: ``no_blocks``), code written as HTML by ``code_markup``."""
    parts = CODE.split(literal)
    return no_blocks(
        "".join(
            code_markup(part) if index % 2 else TEXT_SPECIALS.sub(r"\\\1", escaped_text(part))
            for index, part in enumerate(parts)
        )
    )


def data_functions(game: Game) -> dict[str, Callable[[str], str]]:
    """The functions rule and card texts may call, as the site renders them (``generator.data.references``)."""
    return site_functions(game, plain)


def text_renderer(game: Game) -> Callable[[str], Markup]:
    """Render a data text as Markdown: its ``{{ … }}`` references replaced by counts and links, the rest
    escaped but for emphasis and code (see the module's docstring). A reference is called directly: validation
    lets a text hold ``{{`` only in one (``REFERENCE_PATTERN``), and anything else is escaped as text."""
    functions = data_functions(game)

    def render(text: str) -> Markup:
        pieces, start = [], 0
        for reference in REFERENCE_PATTERN.finditer(text):
            pieces += [text_markdown(text[start : reference.start()]), functions[reference[1]](reference[2])]
            start = reference.end()
        return Markup("".join([*pieces, text_markdown(text[start:])]))

    return render


@lru_cache(maxsize=MARKDOWN_KEPT)
def markdown_html(text: str) -> str:
    """Python-Markdown's HTML of a text (one parser, reset between texts: building it is the slow part)."""
    return _markdown_parser().reset().convert(text)


@cache
def _markdown_parser() -> markdown.Markdown:
    """The Markdown parser with tables, as the rules site has them (the extension given as itself: naming it has
    Python-Markdown look it up among every installed package's entry points, a tenth of a second in each process)."""
    return markdown.Markdown(extensions=[TableExtension()])
