"""Credits for the pictures the games draw: Game-icons.net icons (CC BY 3.0 asks for every author by
name), and the animals the set lacks, drawn for this edition.

``icon_credits(games)`` lists the authors of the icons the given games use, with those icons, from
``card_data/icons.toml`` (icon → author folder; authors' display names); ``drawn_icons(games)`` the
pictures of ours they use; ``credit_text(games)`` is the sentence the README, the site's About page and
the bundles' credits pages print.
"""

from __future__ import annotations

import tomllib
from collections.abc import Iterable
from pathlib import Path

from generator.data.iconset import drawing_names
from generator.data.model import Game
from generator.data.schema import MAX_NAME_CHARACTERS, length_problem, text_error
from generator.design.surface import DesignError
from generator.files.reading import UnreadableFile, read_regular_file
from generator.quoting import shorten

LICENCE = "CC BY 3.0"
LICENCE_URL = "https://creativecommons.org/licenses/by/3.0/"
SOURCE_URL = "https://game-icons.net"
CREDITS_FILE = "icons.toml"
"""The file of the card data folder that names each icon's author."""


class CreditsError(DesignError):
    """``icons.toml`` cannot give the credits: ``reason`` says why, the message also names the file."""

    def __init__(self, path: Path, reason: str) -> None:
        self.reason = reason
        super().__init__(f"{path}: {reason}")


def used_icons(game: Game) -> set[str]:
    """Every icon a game's designs draw: each card's picture and the game's own marks (``style.icons``)."""
    return {card.icon for card in game.cards if card.icon} | set(game.style.icons.values())


def read_authors(data_dir: Path) -> tuple[dict[str, str], dict[str, str]]:
    """(icon → author folder, author folder → display name) from the data folder's ``icons.toml``; a
    ``DesignError`` saying what is wrong when it is missing, unreadable or not of that shape."""
    path = data_dir / CREDITS_FILE
    try:
        raw = tomllib.loads(read_regular_file(path, inside=data_dir).decode("utf-8"))
    except FileNotFoundError:
        raise CreditsError(path, "file is missing: it names the author of every icon the cards draw") from None
    except UnreadableFile as error:
        raise CreditsError(path, str(error)) from None
    except (ValueError, RecursionError) as error:  # not UTF-8, a TOML error, or more than 4,300 digits
        raise CreditsError(path, f"not a TOML file of UTF-8 text ({shorten(str(error), 80)})") from None
    tables = {name: raw.get(name, {}) for name in ("icons", "authors")}
    for name, table in tables.items():
        if not isinstance(table, dict) or not all(isinstance(value, str) for value in table.values()):
            raise CreditsError(path, f'expected [{name}] to be a table of names = "text"')
    for folder, author in tables["authors"].items():  # printed in every bundle's credits
        if problem := text_error(author) or length_problem(author, MAX_NAME_CHARACTERS, one_line=True):
            raise CreditsError(path, f"[authors] {shorten(folder)}: {problem}")
    return dict(tables["icons"]), dict(tables["authors"])


def drawn_icons(games: Iterable[Game]) -> list[str]:
    """The pictures of ours (not from Game-icons.net) the games draw, by name."""
    return sorted(set().union(*(used_icons(game) for game in games)) & drawing_names())


def icon_credits(games: Iterable[Game]) -> list[tuple[str, list[str]]]:
    """(author, the icons of theirs the games use) for every Game-icons.net author, most icons first,
    then by name (our own drawings are not theirs: see ``drawn_icons``).

    Raises ``DesignError`` naming the icons that ``icons.toml`` gives no author.
    """
    by_author: dict[str, set[str]] = {}
    for game in games:
        icons, names = read_authors(game.directory.parent)
        from_set = used_icons(game) - drawing_names()
        missing = sorted(icon for icon in from_set if icons.get(icon) not in names)
        if missing:
            raise CreditsError(
                game.directory.parent / CREDITS_FILE,
                f"{game.id}: no author for the icons {', '.join(missing)} "
                '(add `name = "author"` under [icons], the author under [authors])',
            )
        for icon in from_set:
            by_author.setdefault(names[icons[icon]], set()).add(icon)
    return sorted(
        ((author, sorted(icons)) for author, icons in by_author.items()), key=lambda item: (-len(item[1]), item[0])
    )


def listed(words: list[str]) -> str:
    """``a``, ``a and b``, ``a, b and c``."""
    return words[0] if len(words) == 1 else f"{', '.join(words[:-1])} and {words[-1]}"


def drawn_words(drawn: list[str]) -> str:
    """``the peacock is``, ``the giraffe and komodo dragon are``: the start of the sentence naming our drawings
    (by their names, in words)."""
    return f"the {listed([name.replace('-', ' ') for name in drawn])} {'is' if len(drawn) == 1 else 'are'}"


def credit_text(games: Iterable[Game]) -> str:
    """One sentence crediting the icons' authors, the source and the licence (plain text with URLs), and
    naming the pictures drawn for this edition."""
    games = list(games)
    authors = [author for author, _ in icon_credits(games)]
    source = f"from Game-icons.net ({SOURCE_URL}), licensed {LICENCE} ({LICENCE_URL})"
    text = f"Card pictures: icons by {listed(authors)}, {source}"
    drawn = drawn_icons(games)
    return text + (f"; {drawn_words(drawn)} drawn for this edition." if drawn else ".")


def credit_markdown(games: Iterable[Game]) -> str:
    """The credits as Markdown: the sentence with links, each author's icons, and our own drawings."""
    games = list(games)
    lines = [
        f"The card pictures are icons from [Game-icons.net]({SOURCE_URL}), licensed [{LICENCE}]({LICENCE_URL}), by:",
        "",
    ]
    lines += [f"- **{author}**: {', '.join(icons)}" for author, icons in icon_credits(games)]
    drawn = drawn_icons(games)
    if drawn:
        lines += ["", f"{drawn_words(drawn).capitalize()} drawn for this edition: the set lacks them."]
    return "\n".join(lines)
