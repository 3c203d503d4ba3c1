"""``card_data/collection.toml``: what the games of a data folder are together, for the rules site.

It gives the site its name (the header, every page's title, the installed app's name), the home page's title
and introduction, and a short name for the app under its icon on a phone. A data folder without it gets a
plain default, so that a folder of one's own games needs nothing more than the games.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from generator.data.folder import shown_path
from generator.data.load import _Source
from generator.data.problems import DataError, Problem
from generator.data.schema import TEMPLATE_OPENER, FieldChecker, length_problem

COLLECTION_FILE = "collection.toml"
DEFAULT_TITLE = "Card games"
MAX_TITLE_CHARACTERS = 60
"""Longest title: it fits the site's header on a phone and a browser tab."""
MAX_SHORT_NAME_CHARACTERS = 20
"""Longest short name: a phone shows about 12 characters under an app's icon."""
MAX_INTRODUCTION = 1500
"""Longest introduction: a paragraph or two above the games, never a page."""
FIELDS = {"title": "str", "introduction": "str?", "short_name": "str?"}


@dataclass(frozen=True)
class Collection:
    """The collection's title, the home page's introduction (Markdown, as rule texts are) and the app's short
    name under its icon."""

    title: str = DEFAULT_TITLE
    introduction: str = ""
    short_name: str = DEFAULT_TITLE


def read_collection(data_dir: Path) -> tuple[Collection, list[Problem]]:
    """The collection of ``data_dir`` (the default when it has no ``collection.toml``) and the problems of its
    file, located like every other problem of the card data; the default when it has problems."""
    path = data_dir / COLLECTION_FILE
    problems: list[Problem] = []
    if not path.exists():
        return Collection(), problems
    source = _Source(path, shown_path(path, data_dir), problems, data_dir)
    raw = source.read()
    if raw is None or not FieldChecker(source, FIELDS).check_table(raw, subject=None, line=None):
        return Collection(), problems
    title, introduction = raw["title"], raw.get("introduction")
    short_name = raw.get("short_name", title)
    for field, text, most in (("title", title, MAX_TITLE_CHARACTERS), ("introduction", introduction, MAX_INTRODUCTION)):
        if text is not None and (problem := length_problem(text, most, one_line=field == "title")):
            source.report(problem, field=field)
    if introduction is not None and TEMPLATE_OPENER.search(introduction):  # no game's data to fill it in from
        source.report(
            "holds a data reference like {{ count('x') }}: the introduction is read as written", field="introduction"
        )
    if "short_name" in raw and (problem := length_problem(short_name, MAX_SHORT_NAME_CHARACTERS, one_line=True)):
        source.report(problem, field="short_name")
    elif "short_name" not in raw and len(title) > MAX_SHORT_NAME_CHARACTERS:
        source.report(
            f"a title of more than {MAX_SHORT_NAME_CHARACTERS} characters needs a short_name for the app's icon",
            field="title",
        )
    if problems:
        return Collection(), problems
    return Collection(" ".join(title.split()), introduction or "", " ".join(short_name.split())), problems


def load_collection(data_dir: Path) -> Collection:
    """The collection of ``data_dir``; ``DataError`` listing the problems of its ``collection.toml``."""
    collection, problems = read_collection(data_dir)
    if problems:
        raise DataError(problems)
    return collection
