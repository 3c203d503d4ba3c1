"""How the calculators draw a game's cards: like the printed ones, with their Game-icons.net icon and colour.

Each game's calculator page gets ``games/<game>/icons.svg``, one ``<symbol>`` per icon its cards use (the
forms draw ``<use href="../icons.svg#<icon>">``), and its card listing gains each card's ``icon``, ``color``
(the printed card's colour, else the game's), ``ink`` (white or black, whichever reads better on it) and
``effects`` as its data gives them (Monarch's form asks for the board only when a held card reads it).
"""

from __future__ import annotations

from typing import Any
from xml.sax.saxutils import quoteattr

from generator.data.iconset import ICON_BOX, path_data
from generator.data.listing import card_listing
from generator.data.model import Game
from generator.design.colors import readable_on

SPRITE = "icons.svg"
"""The sprite's file name in each game's folder of the site."""
INKS = ("#ffffff", "#000000")
"""The light and the dark ink a card's name and icon are drawn in on its colour."""


def icon_sprite(game: Game) -> bytes:
    """An SVG of one symbol per icon of ``game``'s cards, each named by its icon."""
    box = f"0 0 {ICON_BOX:g} {ICON_BOX:g}"
    symbols = [
        f"<symbol id={quoteattr(icon)} viewBox={quoteattr(box)}><path d={quoteattr(path_data(icon))}/></symbol>"
        for icon in sorted({card.icon for card in game.cards if card.icon})
    ]
    return ('<svg xmlns="http://www.w3.org/2000/svg">' + "".join(symbols) + "</svg>\n").encode()


def calculator_listing(game: Game) -> list[dict[str, Any]]:
    """The card listing (``pnp cards GAME --json``) with each card's ``icon``, ``color``, ``ink`` and ``effects``."""
    cards = {card.id: card for card in game.cards}
    looks = []
    for entry in card_listing(game):
        card = cards[entry["id"]]
        color = card.color or game.style.primary
        effects = list(card.extra.get("effects", ()))
        looks.append(entry | {"icon": card.icon, "color": color, "ink": readable_on(color, *INKS), "effects": effects})
    return looks
