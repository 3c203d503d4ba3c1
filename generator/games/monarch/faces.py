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
from generator.design.surface import Box, Surface, card_icon, expand, kind_label
from generator.design.texts import CAPTION, VALUE
from generator.layout.shapes import Ellipse, Rect, Shape

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


def resource_color(surface: Surface, resource: str) -> str:
    """The colour of the resource's token in the data, or the game's secondary colour."""
    token = next((card for card in surface.game.cards if card.extra.get("resource") == resource), None)
    return token.color if token and token.color else surface.style.secondary


def price_coin(surface: Surface, resource: str, amount: int, box: Box) -> list[Shape]:
    """A round price coin filling ``box``: the resource's icon small at the top, the amount large below."""
    color = resource_color(surface, resource)
    size = box.w
    fill = surface.paper if surface.light else color
    ink = surface.dark(color) if surface.light else surface.on(color)
    return [
        disc(box.cx, box.cy, size, fill, surface.dark(color)),
        picture(
            surface.icon(resource),
            Box(box.x, box.y + size * 0.1, size, size * 0.34),
            surface.art(color) if surface.light else ink,
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


def plate(surface: Surface, box: Box, icon: str, value: str, color: str) -> list[Shape]:
    """A square plate filling ``box``: an icon over a value (crowns, produce): never round like a price."""
    fill = surface.paper if surface.light else surface.tint(color, 0.55)
    size = box.w
    return [
        Rect(
            box.x,
            box.y,
            box.w,
            box.h,
            fill=fill,
            stroke=surface.dark(color),
            stroke_mm=0.35,
            radius_mm=0.9,
            role="badge",
        ),
        picture(icon, Box(box.x, box.y + size * 0.08, size, size * 0.4), surface.art(color), role=""),
        VALUE.at(
            Box(box.x + size * 0.1, box.y + size * 0.48, size * 0.8, size * 0.46),
            value,
            surface.ink,
            size_pt=size * 1.3,
            role="",
        ),
    ]


def path_glyph(surface: Surface, card: Card, box: Box) -> list[Shape]:
    """The card's path as its own glyph in a disc of the path's colour (nothing for cards of no path)."""
    path = card.extra.get("path", "none")
    if path == "none":
        return []
    accent = surface.accent(card)
    fill = surface.paper if surface.light else accent
    glyph = surface.art(accent) if surface.light else surface.on(accent)
    return [
        disc(box.cx, box.cy, box.w, fill, surface.dark(accent)),
        picture(surface.icon(path), box.square(0.68), glyph, role=""),
    ]


def stacked(first: Box, index: int, scale: float = 0.86) -> Box:
    """The ``index``-th badge of a corner's column: the corner box itself, then smaller ones below it."""
    if index == 0:
        return first
    size = first.w * scale
    return Box(first.cx - size / 2, first.bottom + STACK_GAP_MM + (index - 1) * (size + STACK_GAP_MM), size, size)


def price_corner(surface: Surface, price: list[tuple[str, int]]) -> Corner | None:
    """The price's coins down the corner (None for a card without a price)."""
    if not price:
        return None

    def draw(box: Box) -> list[Shape]:
        return [
            shape
            for index, (resource, amount) in enumerate(price)
            for shape in price_coin(surface, resource, amount, stacked(box, index))
        ]

    return draw


def gives_corner(surface: Surface, card: Card, gives: tuple[str, str, str] | None) -> Corner | None:
    """What the card gives, (icon, value, colour) in a plate, over its path's glyph."""
    if gives is None and card.extra.get("path", "none") == "none":
        return None

    def draw(box: Box) -> list[Shape]:
        shapes: list[Shape] = []
        if gives:
            icon, value, color = gives
            shapes += plate(surface, box, icon, value, color)
        return shapes + path_glyph(surface, card, stacked(box, 1 if gives else 0, 0.78))

    return draw


def market_card(
    surface: Surface,
    card: Card,
    *,
    price: list[tuple[str, int]],
    gives: tuple[str, str, str] | None,
    text: str,
    note: str = "",
) -> list[Shape]:
    """A market card: price and gives in the corners, the card's picture (and a one-line note under it),
    its printed ``text`` and flavour."""
    boxes = card_boxes(surface, card, text=text, min_art=0.36, max_art=0.48)
    art = boxes.art
    shapes: list[Shape] = []
    if note:
        shapes.append(caption(Box(art.x, art.bottom - NOTE_MM, art.w, NOTE_MM), note, label_color(surface, card)))
        art = Box(art.x, art.y, art.w, art.h - NOTE_MM - 0.6)
    shapes = framed_picture(surface, card, art) + shapes
    path = card.extra.get("path", "none")
    words = [kind_label(surface, card)] + ([card.symbol] if path != "none" or card.kind == "banner" else [])
    corners = (price_corner(surface, price), gives_corner(surface, card, gives))
    return standard_card(surface, card, type_words=words, art=shapes, boxes=boxes, corners=corners, text=text)


def price_of(card: Card) -> list[tuple[str, int]]:
    """A card's price: gold, and food when it has a food cost."""
    food = card.extra.get("food_cost")
    return [("gold", card.extra["cost"])] + ([("food", food)] if food else [])


def crowns_value(card: Card) -> str:
    """Printed crowns, or "?" when they depend on other cards."""
    return "?" if card.extra.get("crowns") is None else str(card.extra["crowns"])


def court_text(surface: Surface, card: Card) -> str:
    """A court card's text without the sentence that only names its crowns, which its plate shows."""
    crowns = card.extra.get("crowns")
    return without_sentences(expand(surface.game, card.text), rf"{crowns} crowns?\.")


def court(surface: Surface, card: Card) -> list[Shape]:
    """A court card: its price, its crowns and path, its picture, the effect below."""
    gives = (surface.icon("crowns"), crowns_value(card), surface.style.secondary)
    return market_card(surface, card, price=price_of(card), gives=gives, text=court_text(surface, card))


def improvement_text(surface: Surface, card: Card) -> str:
    """An improvement's text without the sentences its note, plate and type line show: where it goes,
    what it produces and its path."""
    land = LAND_OF_KIND[card.kind]
    return without_sentences(
        expand(surface.game, card.text),
        rf"Place on an? {land.capitalize()}\.",
        rf"It produces {card.extra['produces']} {RESOURCE_OF_LAND[land]}\.",
        r"\w+ improvement\.",
        r"No path\.",
    )


def improvement(surface: Surface, card: Card) -> list[Shape]:
    """A land improvement: its price, and what the land it goes on then produces, and when."""
    land = LAND_OF_KIND[card.kind]
    resource = RESOURCE_OF_LAND[land]
    note = f"ON A {land.upper()}, PER {ACTION_OF_LAND[land].upper()}"  # the plate shows how much
    gives = (surface.icon(resource), str(card.extra["produces"]), resource_color(surface, resource))
    text = improvement_text(surface, card)
    return market_card(surface, card, price=price_of(card), gives=gives, text=text, note=note)


def guest(surface: Surface, card: Card) -> list[Shape]:
    """An unwanted guest: its price, and the crown it costs the sister who receives it."""
    gives = (surface.icon("crowns"), f"−{surface.game.constants['guest_penalty']}", surface.style.primary)
    return market_card(surface, card, price=price_of(card), gives=gives, text=expand(surface.game, card.text))


def moon(surface: Surface, card: Card) -> list[Shape]:
    """A moon: its own picture, the event below."""
    return market_card(surface, card, price=[], gives=None, text=expand(surface.game, card.text))


def banner(surface: Surface, card: Card) -> list[Shape]:
    """A banner: its crowns (once), its picture, when to take it and its ability."""
    gives = (surface.icon("crowns"), str(card.extra["crowns"]), surface.style.secondary)
    text = f"**Take it when:** {card.extra['requirement']}\n{expand(surface.game, card.extra['ability'])}"
    return market_card(surface, card, price=[], gives=gives, text=text)


def land(surface: Surface, card: Card) -> list[Shape]:
    """A land board, as tall as a card: on the left a card-sized place for improvements showing what the
    bare land produces; on the right the land's name and picture, which improvements never cover."""
    look = look_of(surface)
    accent = surface.accent(card)
    land_type = card.extra["land"]
    resource = RESOURCE_OF_LAND[land_type]
    card_w = surface.game.deck(next(c.deck for c in surface.game.cards if c.kind in LAND_OF_KIND)).format.width_mm
    shapes = look.frame(surface, accent)
    area = look.content(surface)
    spot = Box(area.x, area.y, card_w - 2 * area.x, area.h)
    side = Box(spot.right + 2.0, area.y, area.right - spot.right - 2.0, area.h)
    shapes += [
        Rect(spot.x, spot.y, spot.w, spot.h, stroke=surface.tint(accent, 0.3), stroke_mm=0.3, radius_mm=1.5),
        picture(surface.icon(land_type), Box(spot.x, spot.y + 4.0, spot.w, spot.h * 0.34), surface.tint(accent, 0.4)),
        *plate(
            surface,
            Box(spot.cx - 6.0, spot.y + spot.h * 0.34 + 6.0, 12.0, 12.0),
            surface.icon(resource),
            str(card.extra["produces"]),
            resource_color(surface, resource),
        ),
        caption(
            Box(spot.x + 1.0, spot.y + spot.h * 0.34 + 19.0, spot.w - 2.0, 4.0),
            f"PER {ACTION_OF_LAND[land_type].upper()}",  # the plate above shows how much
            label_color(surface, card),
        ),
        Rect(spot.x, spot.y, spot.w, spot.h * 0.34 + 23.0, role="window"),  # picture, plate and caption
    ]
    shapes += notes(surface, Box(spot.x + 1.0, spot.bottom - 20.0, spot.w - 2.0, 19.0), card.text, card, size_pt=8.5)
    shapes += look.title(surface, Box(side.x, side.y, side.w, 9.0), card.symbol, accent)
    shapes.append(picture(card_icon(surface, card), Box(side.x, side.y + 12.0, side.w, side.w), surface.art(accent)))
    shapes.append(
        CAPTION.at(Box(side.x, side.y + 14.0 + side.w, side.w, 8.0), card.name.upper(), label_color(surface, card))
    )
    return shapes


def token(surface: Surface, card: Card) -> list[Shape]:
    """A food or gold token: the resource's picture and its name; a token worth more than one also its value
    large, on a face of its own so that it is told from the ones at a glance: solid in the resource's colour
    (the ones are paper inside their rim), or ringed with a heavy band when light."""
    accent = surface.accent(card)
    value = card.extra["value"]
    if value == 1:
        return tokens.token(
            surface, card, picture(card_icon(surface, card), tokens.art_box(surface), surface.art(accent), scale=0.8)
        )
    face = surface.trim.inset(tokens.RIM_MM + HIGH_RING_MM)
    if surface.light:
        plate = Ellipse(face.x, face.y, face.w, face.h, stroke=surface.edge(accent), stroke_mm=HIGH_RING_MM)
        ink = surface.dark(accent)
    else:
        plate = Ellipse(face.x, face.y, face.w, face.h, fill=accent, stroke=surface.paper, stroke_mm=0.3)
        ink = surface.on(accent)
    inner = tokens.inner(surface)
    return tokens.token(
        surface,
        card,
        plate,
        picture(card_icon(surface, card), Box(inner.x, inner.y - 1.6, inner.w, inner.h * 0.4), ink),
        VALUE.at(Box(inner.x, inner.y + inner.h * 0.3, inner.w, inner.h * 0.4), str(value), ink, size_pt=20),
        name_color=ink,
    )


HIGH_RING_MM = 0.9
"""How far inside the rim the face of a token worth more than one starts, and (light) its ring's width."""


FRONTS: dict[str, Callable[[Surface, Card], list[Shape]]] = {
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
