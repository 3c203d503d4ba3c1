"""A game as one Tabletop Simulator saved object: every component on the table, ready to spawn.

The JSON follows the game's save format (kb.tabletopsimulator.com, "Save File Format"): a save whose
``ObjectStates`` hold the game's components. A deck of cards is a ``DeckCustom`` whose ``CustomDeck`` entries
name its card sheets and its back, whose ``DeckIDs`` list every physical card and whose ``ContainedObjects``
are those cards; a deck of a single card is a ``Card``. A card's id is its sheet's key × 100 + its cell, the
keys counting from 1 through the whole game, so that no two decks share a key. A design is drawn once on its
sheet and dealt as often as the data counts it. A card whose back is its own face gets its face sheet as a
unique-back sheet.

Boards, mats and reference sheets are ``Custom_Tile`` objects, each design an image of its own at full
resolution, as many as the data counts, in a pile; round tokens are stackable ``Custom_Token`` objects, a pile
of each design. Every name and text reaches the object as plain text: Tabletop Simulator reads BBCode in them
(``[b]``, ``[ff0000]``), so a text's square brackets become round ones and its Markdown marks are dropped.
Images are named by the addresses the caller gives (``generator.builder.tts``).
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass
from typing import Any

from generator.render.tts import TtsGrid, sheet_chunks, sheet_shape

CARD_TYPES = {"rounded": 0, "rect": 1, "circle": 4}
"""Tabletop Simulator's card shapes (``CustomDeck.Type``): rounded rectangle, rectangle, circle."""
TILE_TYPES = {"rect": 0, "rounded": 3}
"""Its tile shapes (``CustomTile.Type``): box, rounded box."""
CARD_WIDTH_MM = 63.5
"""The width of a card at scale 1 on the tabletop (a poker card); other formats are scaled from it."""
TABLE_UNITS_PER_MM = 2.2 / CARD_WIDTH_MM
"""Tabletop units per mm (a card at scale 1 is about 2.2 units wide): how far apart the decks are laid out."""
PIECE_UNITS = 2.0
"""How wide a tile or a token is at scale 1, in tabletop units, along the longer side of its image (an
estimate: players rescale a piece with + and − if it is off)."""
DECK_GAP_UNITS = 1.0
"""Space between neighbouring decks on the table."""
DROP_HEIGHT_UNITS = 1.0
"""Height above the table at which the objects appear."""
PILE_STEP_UNITS = 0.15
"""How much higher each piece of a pile appears than the one below it (they settle into a stack)."""
PIECE_THICKNESS = 0.1
TOKEN_MERGE_PIXELS = 15.0
"""How closely the tabletop follows a token's transparent outline (its default)."""
MARKUP = re.compile(r"\*\*|__|`")
"""Markdown's bold and code marks, dropped from texts."""
EMPHASIS = re.compile(r"(?<![\w*])([*_])(?=[^\s*_])([^*_\n]+?)(?<=\S)\1(?![\w*])")
"""A word or words in Markdown's single-mark emphasis (``*best*``, ``_all_``), kept without their marks; a mark
inside a word (``snake_case``, ``2*3``) stays. Found in linear time: a span never reaches past the next mark."""


@dataclass(frozen=True)
class TableCard:
    """One design of a deck: its name and text (shown in the tabletop's tooltip), its copies, and for a tile or
    a token the addresses of its own image and of its back ("" when the back is its face)."""

    name: str
    text: str
    count: int
    image: str = ""
    back: str = ""


@dataclass(frozen=True)
class TableDeck:
    """One deck as the tabletop sees it: its designs, in sheet order, and the images that show them."""

    id: str
    name: str
    cards: tuple[TableCard, ...]
    sheets: tuple[str, ...]
    """The face sheets of a deck of cards (``sheet_chunks`` of the designs), as addresses; none for pieces."""
    back: str | None
    """The back shared by every card; None when each card's back is its own face."""
    grid: TtsGrid
    shape: str
    """A key of ``CARD_TYPES``."""
    width_mm: float
    height_mm: float
    face_up: bool
    """Laid out face up (mats, boards, tokens) rather than as a face-down pile to draw from."""
    piece: str = "card"
    """``card`` (dealt from sheets), ``tile`` (a board, a mat: an image of its own) or ``token`` (round)."""

    @property
    def copies(self) -> int:
        """Physical components in the deck."""
        return sum(card.count for card in self.cards)


def saved_object(title: str, decks: list[TableDeck]) -> dict[str, Any]:
    """The saved object of a game: ``title`` names it, each deck is laid out in a row (its piles one behind
    the other)."""
    objects: list[dict[str, Any]] = []
    key, x = 1, 0.0
    for deck in decks:
        width = deck.width_mm * TABLE_UNITS_PER_MM
        centre = x + width / 2
        if deck.piece == "card":
            objects.append(deck_object(deck, key, transform(centre, 0.0, deck.width_mm / CARD_WIDTH_MM, deck.face_up)))
            key += len(deck.sheets)
        else:
            objects += piece_objects(deck, centre)
        x += width + DECK_GAP_UNITS
    return {
        "SaveName": plain(title),
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
        "Nickname": plain(deck.name),
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
        "Nickname": plain(card.name),
        "Description": plain(card.text),
        "CardID": card_id,
        "CustomDeck": custom,
    }


def piece_objects(deck: TableDeck, x: float) -> list[dict[str, Any]]:
    """A tile or a token for every copy: the copies of a design in a pile, the designs one behind the other."""
    scale = max(deck.width_mm, deck.height_mm) * TABLE_UNITS_PER_MM / PIECE_UNITS
    depth = deck.height_mm * TABLE_UNITS_PER_MM + DECK_GAP_UNITS
    objects = []
    for row, card in enumerate(deck.cards):
        for copy in range(card.count):
            place = transform(x, row * depth, scale, face_up=True, height=copy * PILE_STEP_UNITS)
            objects.append(piece_object(deck, card, place, object_guid(deck.id, row, copy)))
    return objects


def piece_object(deck: TableDeck, card: TableCard, place: dict[str, float], guid: str) -> dict[str, Any]:
    """One ``Custom_Tile`` or ``Custom_Token``, its back its own image or its face."""
    image = {
        "ImageURL": card.image,
        "ImageSecondaryURL": card.back or card.image,
        "ImageScalar": 1.0,
        "WidthScale": 0.0,
    }
    if deck.piece == "tile":
        name = "Custom_Tile"
        image["CustomTile"] = {
            "Type": TILE_TYPES[deck.shape],
            "Thickness": PIECE_THICKNESS,
            "Stackable": False,
            "Stretch": False,  # the tile takes its image's proportions
        }
    else:
        name = "Custom_Token"
        image["CustomToken"] = {
            "Thickness": PIECE_THICKNESS,
            "MergeDistancePixels": TOKEN_MERGE_PIXELS,
            "StandUp": False,
            "Stackable": True,
        }
    return {
        "Name": name,
        "GUID": guid,
        "Transform": place,
        "Nickname": plain(card.name),
        "Description": plain(card.text),
        "CustomImage": image,
    }


def transform(x: float, z: float, scale: float, face_up: bool, height: float = 0.0) -> dict[str, float]:
    """Where an object lies: at ``x`` along the row and ``z`` behind it, ``height`` above the drop height, face
    up or face down (turned over about its length)."""
    return {
        "posX": round(x, 3),
        "posY": round(DROP_HEIGHT_UNITS + height, 3),
        "posZ": round(z, 3),
        "rotX": 0.0,
        "rotY": 180.0,
        "rotZ": 0.0 if face_up else 180.0,
        "scaleX": round(scale, 4),
        "scaleY": 1.0,
        "scaleZ": round(scale, 4),
    }


def plain(text: str) -> str:
    """A name or a text as the tabletop shows it as it is: without Markdown's marks, its square brackets (which
    would open BBCode) turned round, and no control characters but line breaks.

    >>> plain("**Turn**: [b]draw[/b] one [ff0000]card")
    'Turn: (b)draw(/b) one (ff0000)card'
    >>> plain("Take *one* card, _then_ pass: 2*3 is snake_case.")
    'Take one card, then pass: 2*3 is snake_case.'
    """
    text = EMPHASIS.sub(r"\2", MARKUP.sub("", text)).replace("[", "(").replace("]", ")")
    return "".join(character for character in text if character.isprintable() or character == "\n")


def object_guid(*parts: object) -> str:
    """A six-digit hexadecimal object id, the same in every build (the tabletop makes new ones on a clash)."""
    return hashlib.sha256("/".join(str(part) for part in parts).encode()).hexdigest()[:6]
