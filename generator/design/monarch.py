"""Monarch: court cards, land improvements, unwanted guests, moons, banners, land boards and tokens.

Every market card shows its price in round coins down its top-left corner (gold, and under it food for
Bounty cards), and down its top-right corner what it gives in a square plate (crowns, or an
improvement's food per harvest or gold per tax) over its path's own glyph (each path its own picture, so
paths never differ by colour alone). Numbers come from the card data; the guest penalty from the game's
constants, so the card and the score can never disagree. A card's text leaves out the sentences that
only say what a plate, coin or its type line shows ("2 crowns.", "It produces 2 food.").
"""

from __future__ import annotations

from collections.abc import Callable

from generator.data.model import Card
from generator.design import tokens
from generator.design.card import card_boxes, framed_picture, label_color, look_of, notes, standard_card
from generator.design.look import Corner
from generator.design.parts import caption, disc, picture, without_sentences
from generator.design.sheet import Box, Sheet, card_icon, expand, kind_label
from generator.design.texts import CAPTION, VALUE
from generator.layout.shapes import Rect, Shape

RESOURCE_OF_LAND = {"farm": "food", "village": "gold"}
"""What a land produces: farms are harvested for food, villages taxed for gold."""
ACTION_OF_LAND = {"farm": "harvest", "village": "tax"}
"""The action that makes a land produce."""
LAND_OF_KIND = {"farm-improvement": "farm", "village-improvement": "village"}
"""Which land an improvement goes on."""
STACK_GAP_MM = 1.0
"""Space between a corner's badge and the one below it."""
NOTE_MM = 3.6
"""Height of the one-line note under an improvement's picture."""


def resource_color(sheet: Sheet, resource: str) -> str:
    """The colour of the resource's token in the data, or the game's secondary colour."""
    token = next((card for card in sheet.game.cards if card.extra.get("resource") == resource), None)
    return token.color if token and token.color else sheet.style.secondary


def price_coin(sheet: Sheet, resource: str, amount: int, box: Box) -> list[Shape]:
    """A round price coin filling ``box``: the resource's icon small at the top, the amount large below."""
    color = resource_color(sheet, resource)
    size = box.w
    fill = sheet.paper if sheet.light else color
    ink = sheet.dark(color) if sheet.light else sheet.on(color)
    return [
        disc(box.cx, box.cy, size, fill, sheet.dark(color)),
        picture(
            sheet.icon(resource),
            Box(box.x, box.y + size * 0.1, size, size * 0.34),
            sheet.art(color) if sheet.light else ink,
            role="",
        ),
        VALUE.at(
            Box(box.x + size * 0.15, box.y + size * 0.42, size * 0.7, size * 0.45),
            str(amount),
            ink,
            size_pt=size * 1.3,
            role="",
        ),
    ]


def plate(sheet: Sheet, box: Box, icon: str, value: str, color: str) -> list[Shape]:
    """A square plate filling ``box``: an icon over a value (crowns, produce): never round like a price."""
    fill = sheet.paper if sheet.light else sheet.tint(color, 0.55)
    size = box.w
    return [
        Rect(
            box.x, box.y, box.w, box.h, fill=fill, stroke=sheet.dark(color), stroke_mm=0.35, radius_mm=0.9, role="badge"
        ),
        picture(icon, Box(box.x, box.y + size * 0.08, size, size * 0.4), sheet.art(color), role=""),
        VALUE.at(
            Box(box.x + size * 0.1, box.y + size * 0.48, size * 0.8, size * 0.46),
            value,
            sheet.ink,
            size_pt=size * 1.3,
            role="",
        ),
    ]


def path_glyph(sheet: Sheet, card: Card, box: Box) -> list[Shape]:
    """The card's path as its own glyph in a disc of the path's colour (nothing for cards of no path)."""
    path = card.extra.get("path", "none")
    if path == "none":
        return []
    accent = sheet.accent(card)
    fill = sheet.paper if sheet.light else accent
    glyph = sheet.art(accent) if sheet.light else sheet.on(accent)
    return [
        disc(box.cx, box.cy, box.w, fill, sheet.dark(accent)),
        picture(sheet.icon(path), box.square(0.68), glyph, role=""),
    ]


def stacked(first: Box, index: int, scale: float = 0.86) -> Box:
    """The ``index``-th badge of a corner's column: the corner box itself, then smaller ones below it."""
    if index == 0:
        return first
    size = first.w * scale
    return Box(first.cx - size / 2, first.bottom + STACK_GAP_MM + (index - 1) * (size + STACK_GAP_MM), size, size)


def price_corner(sheet: Sheet, price: list[tuple[str, int]]) -> Corner | None:
    """The price's coins down the corner (None for a card without a price)."""
    if not price:
        return None

    def draw(box: Box) -> list[Shape]:
        return [
            shape
            for index, (resource, amount) in enumerate(price)
            for shape in price_coin(sheet, resource, amount, stacked(box, index))
        ]

    return draw


def gives_corner(sheet: Sheet, card: Card, gives: tuple[str, str, str] | None) -> Corner | None:
    """What the card gives, (icon, value, colour) in a plate, over its path's glyph."""
    if gives is None and card.extra.get("path", "none") == "none":
        return None

    def draw(box: Box) -> list[Shape]:
        shapes: list[Shape] = []
        if gives:
            icon, value, color = gives
            shapes += plate(sheet, box, icon, value, color)
        return shapes + path_glyph(sheet, card, stacked(box, 1 if gives else 0, 0.78))

    return draw


def market_card(
    sheet: Sheet,
    card: Card,
    *,
    price: list[tuple[str, int]],
    gives: tuple[str, str, str] | None,
    text: str,
    note: str = "",
) -> list[Shape]:
    """A market card: price and gives in the corners, the card's picture (and a one-line note under it),
    its printed ``text`` and flavour."""
    boxes = card_boxes(sheet, card, text=text, min_art=0.36, max_art=0.48)
    art = boxes.art
    shapes: list[Shape] = []
    if note:
        shapes.append(caption(Box(art.x, art.bottom - NOTE_MM, art.w, NOTE_MM), note, label_color(sheet, card)))
        art = Box(art.x, art.y, art.w, art.h - NOTE_MM - 0.6)
    shapes = framed_picture(sheet, card, art) + shapes
    path = card.extra.get("path", "none")
    words = [kind_label(sheet, card)] + ([card.symbol] if path != "none" or card.kind == "banner" else [])
    corners = (price_corner(sheet, price), gives_corner(sheet, card, gives))
    return standard_card(sheet, card, type_words=words, art=shapes, boxes=boxes, corners=corners, text=text)


def price_of(card: Card) -> list[tuple[str, int]]:
    """A card's price: gold, and food when it has a food cost."""
    food = card.extra.get("food_cost")
    return [("gold", card.extra["cost"])] + ([("food", food)] if food else [])


def crowns_value(card: Card) -> str:
    """Printed crowns, or "?" when they depend on other cards."""
    return "?" if card.extra.get("crowns") is None else str(card.extra["crowns"])


def court_text(sheet: Sheet, card: Card) -> str:
    """A court card's text without the sentence that only names its crowns, which its plate shows."""
    crowns = card.extra.get("crowns")
    return without_sentences(expand(sheet.game, card.text), rf"{crowns} crowns?\.")


def court(sheet: Sheet, card: Card) -> list[Shape]:
    """A court card: its price, its crowns and path, its picture, the effect below."""
    gives = (sheet.icon("crowns"), crowns_value(card), sheet.style.secondary)
    return market_card(sheet, card, price=price_of(card), gives=gives, text=court_text(sheet, card))


def improvement_text(sheet: Sheet, card: Card) -> str:
    """An improvement's text without the sentences its note, plate and type line show: where it goes,
    what it produces and its path."""
    land = LAND_OF_KIND[card.kind]
    return without_sentences(
        expand(sheet.game, card.text),
        rf"Place on an? {land.capitalize()}\.",
        rf"It produces {card.extra['produces']} {RESOURCE_OF_LAND[land]}\.",
        r"\w+ improvement\.",
        r"No path\.",
    )


def improvement(sheet: Sheet, card: Card) -> list[Shape]:
    """A land improvement: its price, and what the land it goes on then produces, and when."""
    land = LAND_OF_KIND[card.kind]
    resource = RESOURCE_OF_LAND[land]
    note = f"ON A {land.upper()}, PER {ACTION_OF_LAND[land].upper()}"  # the plate shows how much
    gives = (sheet.icon(resource), str(card.extra["produces"]), resource_color(sheet, resource))
    text = improvement_text(sheet, card)
    return market_card(sheet, card, price=price_of(card), gives=gives, text=text, note=note)


def guest(sheet: Sheet, card: Card) -> list[Shape]:
    """An unwanted guest: its price, and the crown it costs the sister who receives it."""
    gives = (sheet.icon("crowns"), f"−{sheet.game.constants['guest_penalty']}", sheet.style.primary)
    return market_card(sheet, card, price=price_of(card), gives=gives, text=expand(sheet.game, card.text))


def moon(sheet: Sheet, card: Card) -> list[Shape]:
    """A moon: its own picture, the event below."""
    return market_card(sheet, card, price=[], gives=None, text=expand(sheet.game, card.text))


def banner(sheet: Sheet, card: Card) -> list[Shape]:
    """A banner: its crowns (once), its picture, when to take it and its ability."""
    gives = (sheet.icon("crowns"), str(card.extra["crowns"]), sheet.style.secondary)
    text = f"**Take it when:** {card.extra['requirement']}\n{expand(sheet.game, card.extra['ability'])}"
    return market_card(sheet, card, price=[], gives=gives, text=text)


def land(sheet: Sheet, card: Card) -> list[Shape]:
    """A land board, as tall as a card: on the left a card-sized place for improvements showing what the
    bare land produces; on the right the land's name and picture, which improvements never cover."""
    look = look_of(sheet)
    accent = sheet.accent(card)
    land_type = card.extra["land"]
    resource = RESOURCE_OF_LAND[land_type]
    card_w = sheet.game.deck(next(c.deck for c in sheet.game.cards if c.kind in LAND_OF_KIND)).format.width_mm
    shapes = look.frame(sheet, accent)
    area = look.content(sheet)
    spot = Box(area.x, area.y, card_w - 2 * area.x, area.h)
    side = Box(spot.right + 2.0, area.y, area.right - spot.right - 2.0, area.h)
    shapes += [
        Rect(spot.x, spot.y, spot.w, spot.h, stroke=sheet.tint(accent, 0.3), stroke_mm=0.3, radius_mm=1.5),
        picture(sheet.icon(land_type), Box(spot.x, spot.y + 4.0, spot.w, spot.h * 0.34), sheet.tint(accent, 0.4)),
        *plate(
            sheet,
            Box(spot.cx - 6.0, spot.y + spot.h * 0.34 + 6.0, 12.0, 12.0),
            sheet.icon(resource),
            str(card.extra["produces"]),
            resource_color(sheet, resource),
        ),
        caption(
            Box(spot.x + 1.0, spot.y + spot.h * 0.34 + 19.0, spot.w - 2.0, 4.0),
            f"PER {ACTION_OF_LAND[land_type].upper()}",  # the plate above shows how much
            label_color(sheet, card),
        ),
        Rect(spot.x, spot.y, spot.w, spot.h * 0.34 + 23.0, role="window"),  # picture, plate and caption
    ]
    shapes += notes(sheet, Box(spot.x + 1.0, spot.bottom - 20.0, spot.w - 2.0, 19.0), card.text, card, size_pt=8.5)
    shapes += look.title(sheet, Box(side.x, side.y, side.w, 9.0), card.symbol, accent)
    shapes.append(picture(card_icon(sheet, card), Box(side.x, side.y + 12.0, side.w, side.w), sheet.art(accent)))
    shapes.append(
        CAPTION.at(Box(side.x, side.y + 14.0 + side.w, side.w, 8.0), card.name.upper(), label_color(sheet, card))
    )
    return shapes


def token(sheet: Sheet, card: Card) -> list[Shape]:
    """A food or gold token: the resource's picture, its value when more than one, and its name."""
    accent = sheet.accent(card)
    value = card.extra["value"]
    if value == 1:
        return tokens.token(
            sheet, card, picture(card_icon(sheet, card), tokens.art_box(sheet), sheet.art(accent), scale=0.8)
        )
    inner = tokens.inner(sheet)
    return tokens.token(
        sheet,
        card,
        picture(card_icon(sheet, card), Box(inner.x, inner.y - 1.0, inner.w, inner.h * 0.38), sheet.art(accent)),
        VALUE.at(
            Box(inner.x, inner.y + inner.h * 0.3, inner.w, inner.h * 0.38), str(value), sheet.dark(accent), size_pt=16
        ),
    )


FRONTS: dict[str, Callable[[Sheet, Card], list[Shape]]] = {
    "court": court,
    "farm-improvement": improvement,
    "village-improvement": improvement,
    "guest": guest,
    "moon": moon,
    "banner": banner,
    "land": land,
    "token": token,
}
"""The kinds this module draws."""
