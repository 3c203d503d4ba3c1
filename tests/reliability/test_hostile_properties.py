"""Properties over hostile card data: ids and texts made of path parts, NUL, bidi and zero-width characters,
markup, Markdown block syntax and terminal control sequences.

- Every id that reaches a file name or an HTML attribute (deck, card, kind, format, ruling ids) is refused
  at its file, line and field when it is not a plain id; never does a game load with one.
- Every text that reaches a page, as the site renders it (names as plain text, rule, ruling and card texts
  as their little Markdown) and as the site's own Markdown then reads it, makes nothing but the few elements
  a text may make (paragraphs, emphasis, code, lists, tables), and no attribute at all.
"""

from __future__ import annotations

from collections.abc import Iterator
from html.parser import HTMLParser
from pathlib import Path

import markdown
import pytest
from found_games import GAMES
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from reliability_tools import SMALL_GAME, small_data

from generator.data.load import load_game
from generator.data.problems import DataError
from generator.data.schema import is_id
from generator.markdown import plain, text_renderer
from generator.site import SiteInputs, load_mkdocs_config

PIECES = [
    "..",
    "/",
    "\\",
    "\x00",
    "\x1b[2J",
    "\x07",
    "\u202e",
    "\u200b",
    "\ufeff",
    " ",
    "=",
    '"',
    "'",
    "`",
    "```",
    "~~~",
    "\n",
    "\n\n",
    "    ",
    "<script>pnp()</script>",
    "<img src=x onerror=pnp()>",
    "</p><p onclick=pnp()>",
    "<!--",
    "&lt;",
    "&#60;",
    "[a](javascript:pnp())",
    "![i](x.png)",
    "{: onclick=pnp() }",
    "{ #x .y }",
    "!!! note",
    "??? tip",
    "*[HTML]: x",
    ": a definition",
    "===",
    "---",
    "***",
    "> a quote",
    "# heading",
    "| a | b |\n|---|---|\n| c | d |",
    "- item",
    "1. item",
    "*em*",
    "**strong**",
    "https://example.org/",
    "x",
    "A",
    "0",
    "-",
    ".",
]
ALPHABET = st.characters(exclude_categories=("Cs",), exclude_characters="{}%")
TEXT = st.lists(st.one_of(st.sampled_from(PIECES), st.text(ALPHABET, max_size=4)), max_size=12).map("".join)
"""Texts without ``{{ }}``: a data reference is checked against the data (``test_validation.py``)."""
IDS = st.lists(st.sampled_from([*PIECES, "a", "deck", "x" * 70, "A-b"]), min_size=1, max_size=5).map("".join)

ALLOWED = {"p", "em", "strong", "code", "pre", "br", "ul", "ol", "li", "table", "thead", "tbody", "tr", "th", "td"}
ALIGN = {("th", "align"), ("td", "align")}


class Elements(HTMLParser):
    """The elements and attributes of an HTML text."""

    def __init__(self, text: str) -> None:
        super().__init__()
        self.tags: set[str] = set()
        self.attributes: set[tuple[str, str]] = set()
        self.feed(text)
        self.close()

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.add(tag)
        self.attributes |= {(tag, name) for name, _ in attrs}


@pytest.fixture(scope="module")
def site_markdown() -> markdown.Markdown:
    """Python-Markdown with the site's extensions, as MkDocs renders the pages."""
    config = load_mkdocs_config(None, SiteInputs(None, None))
    return markdown.Markdown(extensions=config["markdown_extensions"], extension_configs=config["mdx_configs"])


@pytest.fixture(scope="module")
def render() -> object:
    return text_renderer(load_game(GAMES[0]))


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(text=TEXT)
def test_a_text_makes_only_the_elements_a_text_may_make(
    site_markdown: markdown.Markdown, render: object, text: str
) -> None:
    html = site_markdown.reset().convert(render(text))  # type: ignore[operator]
    elements = Elements(html)
    assert elements.tags <= ALLOWED, html
    assert elements.attributes <= ALIGN, html


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(name=TEXT)
def test_a_name_is_plain_text(site_markdown: markdown.Markdown, name: str) -> None:
    elements = Elements(site_markdown.reset().convert(plain(name)))
    assert elements.tags <= {"p"} and elements.attributes == set()


def toml_string(text: str) -> str:
    """``text`` as a TOML basic string, its control characters escaped."""
    escaped = "".join(
        f"\\u{ord(char):04x}" if ord(char) < 0x20 or ord(char) == 0x7F or char in '"\\' else char for char in text
    )
    return f'"{escaped}"'


ID_PLACES = {
    "deck id": (f"{SMALL_GAME}/game.toml", 'id = "aid"', "id = {}", "field 'id'"),
    "card id": (f"{SMALL_GAME}/cards.toml", 'id = "corn-1"', "id = {}", "field 'id'"),
    "ruling id": (f"{SMALL_GAME}/rulings.toml", 'id = "hf-q1"', "id = {}", "field 'id'"),
    "kind": (f"{SMALL_GAME}/game.toml", "[kinds.aid]", "[kinds.{}]", "as the kind's name"),
}
"""Where the small game of our own writes an id of each sort: (file, as written, hostile pattern, field)."""


@pytest.fixture(scope="module")
def data(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    yield small_data(tmp_path_factory.mktemp("hostile-ids") / "card_data")


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(place=st.sampled_from(sorted(ID_PLACES)), hostile=IDS)
def test_a_hostile_id_is_refused_where_it_is_written(data: Path, place: str, hostile: str) -> None:
    relative, old, pattern, field = ID_PLACES[place]
    path = data / relative
    original = path.read_text(encoding="utf-8")
    assert old in original
    path.write_text(original.replace(old, pattern.format(toml_string(hostile)), 1), encoding="utf-8")
    try:
        game = load_game(SMALL_GAME, data)
    except DataError as error:
        if not is_id(hostile):  # a plain id may still break the references to the old one, elsewhere
            located = [problem for problem in error.problems if problem.file.endswith(relative) and problem.line]
            assert any(field in str(problem) for problem in located), [str(problem) for problem in error.problems]
    else:
        ids = [*(deck.id for deck in game.decks), *(card.id for card in game.cards), *game.kinds]
        ids += [ruling.id for ruling in game.rulings]
        assert all(is_id(value) for value in ids)
    finally:
        path.write_text(original, encoding="utf-8")
