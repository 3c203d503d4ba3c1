"""A game as one Tabletop Simulator saved object: every deck on the table, ready to spawn.

The JSON follows the game's save format (kb.tabletopsimulator.com, "Save File Format"): a save
whose ``ObjectStates`` hold one object per deck, a ``DeckCustom`` whose ``CustomDeck`` entries name
its card sheets and its back, whose ``DeckIDs`` list every physical card and whose
``ContainedObjects`` are those cards; a deck of a single component is a ``Card``. A card's id is its
sheet's key × 100 + its cell, the keys counting from 1 through the whole game, so that no two
decks share a key. A design is drawn once on its sheet and dealt as often as the data counts it.

A component whose back is its own face (a double-faced token, a one-sided mat) gets its face sheet
as a unique-back sheet. Images are named by the absolute path of the sheets the build wrote, as the
game's own Browse → Local writes them: only the player whose files they are sees them.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from typing import Any

from generator.render.tts import TtsGrid, sheet_chunks, sheet_shape

CARD_TYPES = {"rounded": 0, "rect": 1, "circle": 4}
"""Tabletop Simulator's card shapes (``CustomDeck.Type``): rounded rectangle, rectangle, circle."""
CARD_WIDTH_MM = 63.5
"""The width of a card at scale 1 on the tabletop (a poker card); other formats are scaled from it."""
TABLE_UNITS_PER_MM = 2.2 / CARD_WIDTH_MM
"""Tabletop units per mm (a card at scale 1 is about 2.2 units wide): how far apart the decks are laid out."""
DECK_GAP_UNITS = 1.0
"""Space between neighbouring decks on the table."""
DROP_HEIGHT_UNITS = 1.0
"""Height above the table at which the objects appear."""


@dataclass(frozen=True)
class TableCard:
    """One design of a deck: its name and text (shown in the tabletop's tooltip) and its copies."""

    name: str
    text: str
    count: int


@dataclass(frozen=True)
class TableDeck:
    """One deck as the tabletop sees it: its designs, in sheet order, and the images that show them."""

    id: str
    name: str
    cards: tuple[TableCard, ...]
    sheets: tuple[str, ...]
    """The face sheets (``sheet_chunks`` of the designs), as the ``file://`` addresses written into the object."""
    back: str | None
    """The back shared by every card; None when each card's back is its own face."""
    grid: TtsGrid
    shape: str
    """A key of ``CARD_TYPES``."""
    width_mm: float
    face_up: bool
    """Laid out face up (mats, boards, tokens) rather than as a face-down pile to draw from."""

    @property
    def copies(self) -> int:
        """Physical components in the deck."""
        return sum(card.count for card in self.cards)


def saved_object(title: str, decks: list[TableDeck]) -> dict[str, Any]:
    """The saved object of a game: ``title`` names it, each deck is one object, laid out in a row."""
    objects, key, x = [], 1, 0.0
    for deck in decks:
        scale = deck.width_mm / CARD_WIDTH_MM
        width = deck.width_mm * TABLE_UNITS_PER_MM
        objects.append(deck_object(deck, key, transform(x + width / 2, scale, deck.face_up)))
        key += len(deck.sheets)
        x += width + DECK_GAP_UNITS
    return {
        "SaveName": title,
        "GameMode": "",
        "Date": "",
        "VersionNumber": "",
        "Gravity": 0.5,
        "PlayArea": 0.5,
        "Table": "",
        "Sky": "",
        "Note": "",
        "TabStates": {},
        "LuaScript": "",
        "LuaScriptState": "",
        "XmlUI": "",
        "ObjectStates": objects,
    }


def deck_object(deck: TableDeck, first_key: int, place: dict[str, float]) -> dict[str, Any]:
    """One deck: a ``DeckCustom`` of its cards, or the ``Card`` itself for a deck of one."""
    custom_decks = {}
    card_objects: list[dict[str, Any]] = []
    for number, (sheet, chunk) in enumerate(zip(deck.sheets, sheet_chunks(deck.cards, deck.grid), strict=True)):
        key = first_key + number
        custom = custom_deck(deck, sheet, len(chunk))
        custom_decks[str(key)] = custom
        for cell, card in enumerate(chunk):
            for copy in range(card.count):
                guid = object_guid(deck.id, key, cell, copy)
                card_objects.append(card_object(card, key * 100 + cell, {str(key): custom}, place, guid))
    if len(card_objects) == 1:
        return card_objects[0]
    return {
        "Name": "DeckCustom",
        "GUID": object_guid(deck.id),
        "Transform": place,
        "Nickname": deck.name,
        "DeckIDs": [card["CardID"] for card in card_objects],
        "CustomDeck": custom_decks,
        "ContainedObjects": card_objects,
    }


def custom_deck(deck: TableDeck, sheet: str, cards: int) -> dict[str, Any]:
    """The ``CustomDeck`` entry of one sheet of ``cards`` designs and its back."""
    cols, rows = sheet_shape(cards)
    return {
        "FaceURL": sheet,
        "BackURL": deck.back if deck.back is not None else sheet,
        "NumWidth": cols,
        "NumHeight": rows,
        "BackIsHidden": deck.back is None,
        "UniqueBack": deck.back is None,
        "Type": CARD_TYPES[deck.shape],
    }


def card_object(
    card: TableCard, card_id: int, custom: dict[str, Any], place: dict[str, float], guid: str
) -> dict[str, Any]:
    """One physical card."""
    return {
        "Name": "Card",
        "GUID": guid,
        "Transform": place,
        "Nickname": card.name,
        "Description": card.text,
        "CardID": card_id,
        "CustomDeck": custom,
    }


def transform(x: float, scale: float, face_up: bool) -> dict[str, float]:
    """Where an object lies: at ``x`` along the row, face up or face down (turned over about its length)."""
    return {
        "posX": round(x, 3),
        "posY": DROP_HEIGHT_UNITS,
        "posZ": 0.0,
        "rotX": 0.0,
        "rotY": 180.0,
        "rotZ": 0.0 if face_up else 180.0,
        "scaleX": round(scale, 4),
        "scaleY": 1.0,
        "scaleZ": round(scale, 4),
    }


def object_guid(*parts: object) -> str:
    """A six-digit hexadecimal object id, the same in every build (the tabletop makes new ones on a clash)."""
    return hashlib.sha256("/".join(str(part) for part in parts).encode()).hexdigest()[:6]
