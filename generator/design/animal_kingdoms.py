"""Animal Kingdoms: kingdoms (species and realm), armies with their specialisation icons, the eight
named crowns, wilderness cards and the player aids.

Species, realm, specialisations and each crown's colour and name come from the card data.
"""

from __future__ import annotations

from collections.abc import Callable

from generator.data.model import Card
from generator.design import icons
from generator.design.colors import mix
from generator.design.common import (
    Box,
    DesignError,
    Sheet,
    caption,
    card_boxes,
    kind_label,
    standard_card,
)
from generator.layout.shapes import Ellipse, Shape

SPECIALISATION_ICONS: dict[str, Callable[[float, float, float, str], list[Shape]]] = {
    "attackers": icons.sword,
    "defenders": lambda cx, cy, size, fill: icons.shield(cx, cy, size * 0.75, fill),
    "raiders": icons.flame,
    "fleet-of-foot": icons.chevrons,
}
"""The icon drawn for each specialisation id of the data."""


def words(identifier: str) -> str:
    """A data id as words: ``fleet-of-foot`` → ``Fleet of foot``."""
    return identifier.replace("-", " ").capitalize()


def realm_icon(realm: str, cx: float, cy: float, size: float, color: str) -> list[Shape]:
    """Mountains for a land kingdom, waves for a sea kingdom."""
    return icons.mountains(cx, cy, size, color) if realm == "land" else icons.waves(cx, cy, size, color)


def kingdom(sheet: Sheet, card: Card) -> list[Shape]:
    """A kingdom: a shield in its species' colour bearing its realm, with species and realm named."""
    boxes = card_boxes(sheet, card)
    accent = sheet.accent(card)
    art = boxes.art
    size = min(art.w, art.h - 4.0) * 0.8
    cy = art.y + (art.h - 4.0) / 2
    realm = card.extra["realm"]
    shapes = [
        *icons.shield(art.cx, cy, size * 0.78, accent, stroke=sheet.style.secondary),
        *realm_icon(realm, art.cx, cy - size * 0.08, size * 0.42, sheet.on(accent)),
        caption(
            Box(art.x, art.bottom - 4.0, art.w, 4.0),
            f"{card.symbol} · {words(realm)}".upper(),
            mix(accent, sheet.style.ink, 0.4),
        ),
    ]
    return standard_card(
        sheet,
        card,
        type_words=[kind_label(sheet, card), card.symbol, words(realm)],
        art=shapes,
        boxes=boxes,
        corner=card.symbol[:1],
    )


def army(sheet: Sheet, card: Card) -> list[Shape]:
    """An army: one icon per specialisation, each named, and the kingdom it belongs to."""
    boxes = card_boxes(sheet, card)
    accent = sheet.accent(card)
    art = boxes.art
    specialisations = card.extra["specialisations"]
    unknown = [name for name in specialisations if name not in SPECIALISATION_ICONS]
    if unknown:
        raise DesignError(
            f"{sheet.game.id}/{card.id}: specialisations {unknown} have no icon (expected: "
            f"{', '.join(SPECIALISATION_ICONS)})"
        )
    columns = 2 if len(specialisations) > 1 else 1
    rows = -(-len(specialisations) // columns)
    cell_w, cell_h = art.w / columns, art.h / rows
    shapes: list[Shape] = []
    for position, name in enumerate(specialisations):
        cell = Box(art.x + (position % columns) * cell_w, art.y + (position // columns) * cell_h, cell_w, cell_h)
        size = min(cell.w, cell.h - 4.0) * 0.85
        disc = size * 1.0
        cy = cell.y + (cell.h - 4.0) / 2
        shapes += [
            *_disc(cell.cx, cy, disc, accent, sheet),
            *SPECIALISATION_ICONS[name](cell.cx, cy, size * 0.62, sheet.on(accent)),
            caption(
                Box(cell.x, cell.bottom - 4.0, cell.w, 4.0),
                words(name).upper(),
                mix(accent, sheet.style.ink, 0.4),
            ),
        ]
    home = sheet.game.card(card.extra["kingdom"]).name
    return standard_card(
        sheet, card, type_words=[kind_label(sheet, card), card.symbol, f"of {home}"], art=shapes, boxes=boxes
    )


def _disc(cx: float, cy: float, diameter: float, fill: str, sheet: Sheet) -> list[Shape]:
    """A plain disc behind an icon."""
    return [
        Ellipse(
            cx - diameter / 2,
            cy - diameter / 2,
            diameter,
            diameter,
            fill=fill,
            stroke=mix(fill, sheet.style.ink, 0.35),
            stroke_mm=0.4,
        )
    ]


def crown(sheet: Sheet, card: Card) -> list[Shape]:
    """A crown card: a big crown in its colour, its colour named below it."""
    boxes = card_boxes(sheet, card)
    accent = sheet.accent(card)
    art = boxes.art
    size = min(art.w * 0.7, (art.h - 5.0) * 1.3)
    cy = art.y + (art.h - 5.0) / 2
    shapes = [
        *icons.crown(art.cx, cy, size, accent, stroke=sheet.style.ink),
        caption(Box(art.x, art.bottom - 5.0, art.w, 5.0), card.symbol.upper(), sheet.style.ink, size_pt=9),
    ]
    return standard_card(sheet, card, type_words=[kind_label(sheet, card), card.symbol], art=shapes, boxes=boxes)


def wilderness(sheet: Sheet, card: Card) -> list[Shape]:
    """A wilderness card: a stand of fir trees, the effect below."""
    boxes = card_boxes(sheet, card)
    accent = sheet.accent(card)
    art = boxes.art
    size = art.h * 0.8
    trunk = mix(accent, sheet.style.ink, 0.5)
    shapes = [
        *icons.tree(
            art.cx - size * 0.42,
            art.cy + size * 0.08,
            size * 0.75,
            mix(accent, sheet.style.paper, 0.3),
            trunk,
        ),
        *icons.tree(
            art.cx + size * 0.42,
            art.cy + size * 0.08,
            size * 0.75,
            mix(accent, sheet.style.paper, 0.3),
            trunk,
        ),
        *icons.tree(art.cx, art.cy, size, accent, trunk),
    ]
    return standard_card(
        sheet,
        card,
        type_words=[kind_label(sheet, card), words(card.extra["effect"])],
        art=shapes,
        boxes=boxes,
    )


FRONTS = {"kingdom": kingdom, "army": army, "crown": crown, "wilderness": wilderness}
"""The kinds this module draws."""
