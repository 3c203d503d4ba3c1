"""Credits for the Game-icons.net pictures the games draw (CC BY 3.0 asks for every author by name).

``icon_credits(games)`` lists the authors of the icons the given games use, with those icons, from
``card_data/icons.toml`` (icon → author folder; authors' display names); ``credit_text(games)`` is
the sentence the README, the site's About page and the bundles' credits pages print.
"""

from __future__ import annotations

import tomllib
from collections.abc import Iterable
from pathlib import Path

from generator.data.model import Game
from generator.design.sheet import DesignError

LICENCE = "CC BY 3.0"
LICENCE_URL = "https://creativecommons.org/licenses/by/3.0/"
SOURCE_URL = "https://game-icons.net"
CREDITS_FILE = "icons.toml"
"""The file of the card data folder that names each icon's author."""


def used_icons(game: Game) -> set[str]:
    """Every icon a game's designs draw: each card's picture and the game's own marks (``style.icons``)."""
    return {card.icon for card in game.cards if card.icon} | set(game.style.icons.values())


def read_authors(data_dir: Path) -> tuple[dict[str, str], dict[str, str]]:
    """(icon → author folder, author folder → display name) from the data folder's ``icons.toml``."""
    path = data_dir / CREDITS_FILE
    try:
        raw = tomllib.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise DesignError(f"{path} is missing: it names the author of every icon the cards draw") from None
    return dict(raw.get("icons", {})), dict(raw.get("authors", {}))


def icon_credits(games: Iterable[Game]) -> list[tuple[str, list[str]]]:
    """(author, the icons of theirs the games use) for every author, most icons first, then by name.

    Raises ``DesignError`` naming the icons that ``icons.toml`` gives no author.
    """
    by_author: dict[str, set[str]] = {}
    for game in games:
        icons, names = read_authors(game.directory.parent)
        missing = sorted(icon for icon in used_icons(game) if icons.get(icon) not in names)
        if missing:
            raise DesignError(
                f"{game.id}: {game.directory.parent / CREDITS_FILE} names no author for the icons "
                f'{", ".join(missing)} (add `name = "author"` under [icons], the author under [authors])'
            )
        for icon in used_icons(game):
            by_author.setdefault(names[icons[icon]], set()).add(icon)
    return sorted(
        ((author, sorted(icons)) for author, icons in by_author.items()), key=lambda item: (-len(item[1]), item[0])
    )


def credit_text(games: Iterable[Game]) -> str:
    """One sentence crediting the icons' authors, the source and the licence (plain text with URLs)."""
    authors = [author for author, _ in icon_credits(games)]
    names = authors[0] if len(authors) == 1 else f"{', '.join(authors[:-1])} and {authors[-1]}"
    return f"Card pictures: icons by {names}, from Game-icons.net ({SOURCE_URL}), licensed {LICENCE} ({LICENCE_URL})."


def credit_markdown(games: Iterable[Game]) -> str:
    """The credits as Markdown: the sentence with links, and each author's icons."""
    credits = icon_credits(games)
    lines = [
        f"The card pictures are icons from [Game-icons.net]({SOURCE_URL}), licensed [{LICENCE}]({LICENCE_URL}), by:",
        "",
    ]
    lines += [f"- **{author}**: {', '.join(icons)}" for author, icons in credits]
    return "\n".join(lines)
