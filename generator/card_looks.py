"""What a calculator page embeds: the game's cards drawn like the printed ones, and what its form reads.

Each game's calculator page gets ``games/<game>/icons.svg``, one ``<symbol>`` per icon its cards use (the
forms draw ``<use href="../icons.svg#<icon>">``), and its card listing gains each card's ``icon``, ``color``
(the printed card's colour, else the game's), ``ink`` (white or black, whichever reads better on it) and the
fields its kind declares, as its data gives them (Monarch's form asks for the board only when a held card's
``effects`` read it). ``calculator_parts`` says which form the page loads and what it reads besides the cards.
"""

from __future__ import annotations

from html import escape
from typing import Any

from generator.data.iconset import ICON_BOX, path_data
from generator.data.listing import card_listing
from generator.data.load import REFERENCING_FIELDS
from generator.data.model import Game
from generator.data.references import expand_plain
from generator.design.colors import readable_on
from generator.files.checkout import SITE
from generator.games import declaration
from generator.games.complete import GENERATED_FORM

JS = SITE / "docs" / "assets" / "js"
"""The site's scripts, which a calculator page names its form's module under."""

SPRITE = "icons.svg"
"""The sprite's file name in each game's folder of the site."""
INKS = ("#ffffff", "#000000")
"""The light and the dark ink a card's name and icon are drawn in on its colour."""


def icon_sprite(game: Game) -> bytes:
    """An SVG of one symbol per icon of ``game``'s cards, each named by its icon."""
    box = f"0 0 {ICON_BOX:g} {ICON_BOX:g}"
    symbols = [
        f'<symbol id="{escape(icon)}" viewBox="{escape(box)}"><path d="{escape(path_data(icon))}"/></symbol>'
        for icon in sorted({card.icon for card in game.cards if card.icon})
    ]
    return ('<svg xmlns="http://www.w3.org/2000/svg">' + "".join(symbols) + "</svg>\n").encode()


def calculator_listing(game: Game) -> list[dict[str, Any]]:
    """The card listing (``pnp cards GAME --json``) with each card's ``icon``, ``color`` and ``ink``, and the
    fields its kind declares that the listing does not already give (their texts' references in plain words)."""
    cards = {card.id: card for card in game.cards}
    looks = []
    for entry in card_listing(game):
        card = cards[entry["id"]]
        color = card.color or game.style.primary
        fields = {
            name: expand_plain(game, value) if name in REFERENCING_FIELDS and isinstance(value, str) else value
            for name, value in card.extra.items()
        }
        looks.append(fields | entry | {"icon": card.icon, "color": color, "ink": readable_on(color, *INKS)})
    return looks


def calculator_parts(game: Game) -> dict[str, Any]:
    """What a calculator page embeds for its form: the ``form`` module it loads (the game's own, else the one
    built from its declared state shape, else none: the JSON mode alone), that ``shape``, the ``vocabulary`` of
    its rules and the ``example`` state, the worked example of its ``learn.toml``."""
    declared = declaration(game.id)
    shape = declared.rules.shape if declared.rules else None
    generated = GENERATED_FORM.relative_to(JS).as_posix() if shape is not None else None
    return {
        "form": declared.form or generated,
        "shape": shape,
        "vocabulary": declared.rules.vocabulary if declared.rules else {},
        "example": game.learn.example if game.learn else None,
    }
