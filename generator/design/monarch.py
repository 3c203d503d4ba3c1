"""Monarch: court cards (cost in gold, and food for Bounty; path; crowns or "?"), improvements with
their production, unwanted guests, moons, banners, the square land boards and the food and gold tokens.

Numbers come from the card data (``cost``, ``food_cost``, ``crowns``, ``produces``, ``requirement``);
the guest penalty from the scoring module, so the card and the score can never disagree.
"""

from __future__ import annotations

from generator.data.model import Card
from generator.design import generic, icons
from generator.design.colors import mix
from generator.design.common import (
    Box,
    Corner,
    Sheet,
    art_panel,
    badge,
    band,
    caption,
    card_boxes,
    footer,
    frame,
    kind_label,
    rules_box,
    standard_card,
)
from generator.layout.shapes import Shape, Text
from generator.scoring.monarch import GUEST_PENALTY

RESOURCE_OF_LAND = {"farm": "food", "village": "gold"}
"""What a land produces: farms are harvested for food, villages taxed for gold."""
LAND_OF_KIND = {"farm-improvement": "farm", "village-improvement": "village"}
"""Which land an improvement goes on."""


def resource_icon(sheet: Sheet, resource: str, cx: float, cy: float, size: float) -> list[Shape]:
    """An apple for food, a coin for gold."""
    style = sheet.style
    if resource == "food":
        return icons.apple(
            cx,
            cy,
            size,
            fill=resource_color(sheet, "food"),
            leaf=mix(land_color(sheet, "farm"), style.ink, 0.3),
            stem=style.ink,
        )
    return icons.coin(cx, cy, size, fill=resource_color(sheet, "gold"), rim=mix(style.secondary, style.ink, 0.45))


def resource_color(sheet: Sheet, resource: str) -> str:
    """The colour of the resource's token in the data, or the game's secondary colour."""
    token = next((card for card in sheet.game.cards if card.extra.get("resource") == resource), None)
    return token.color if token and token.color else sheet.style.secondary


def land_color(sheet: Sheet, land: str) -> str:
    """The colour the data gives a land board (the farm's green), or the game's secondary colour."""
    board = next((card for card in sheet.game.cards if card.extra.get("land") == land), None)
    return board.color if board and board.color else sheet.style.secondary


def land_icon(land: str, cx: float, cy: float, size: float, color: str) -> list[Shape]:
    """Wheat for a farm, a house for a village."""
    if land == "farm":
        return icons.wheat(cx, cy, size, color)
    return icons.house(cx, cy, size * 0.9, color)


def labelled_icon(
    sheet: Sheet,
    box: Box,
    icon: list[Shape],
    value: str,
    word: str,
    value_color: str,
    *,
    value_on_icon: bool = True,
) -> list[Shape]:
    """An icon with a number on (or under) it and a word under that, centred in ``box``."""
    shapes = list(icon)
    _, icon_cy, icon_size = icon_centre(box)
    if value:
        number = (
            Box(box.cx - icon_size / 2, icon_cy - icon_size * 0.32, icon_size, icon_size * 0.64)
            if value_on_icon
            else Box(box.x, icon_cy + icon_size * 0.18, box.w, icon_size * 0.4)
        )
        shapes.append(
            Text(
                number.x,
                number.y,
                number.w,
                number.h,
                value,
                font="body-bold",
                size_pt=icon_size * 1.5,
                min_size_pt=5,
                color=value_color,
                align="center",
                valign="middle",
                leading=1.0,
            )
        )
    shapes.append(caption(Box(box.x - 1.0, box.bottom - 3.8, box.w + 2.0, 3.6), word, sheet.style.ink, size_pt=6))
    return shapes


def columns(box: Box, count: int) -> list[Box]:
    """``box`` cut into ``count`` equal columns."""
    width = box.w / count
    return [Box(box.x + index * width, box.y, width, box.h) for index in range(count)]


def icon_centre(box: Box) -> tuple[float, float, float]:
    """Centre and size of the icon in a ``labelled_icon`` box."""
    size = min(box.w, box.h - 4.0) * 0.78
    return box.cx, box.y + (box.h - 4.0) / 2, size


def cost_column(sheet: Sheet, card: Card, box: Box) -> list[Shape]:
    """The price: gold (a coin) and, for Bounty cards, food (an apple) below it."""
    food = card.extra.get("food_cost")
    parts = [("gold", card.extra["cost"])] + ([("food", food)] if food else [])
    shapes: list[Shape] = []
    height = box.h / len(parts)
    for index, (resource, amount) in enumerate(parts):
        cell = Box(box.x, box.y + index * height, box.w, height)
        cx, cy, size = icon_centre(cell)
        icon = resource_icon(sheet, resource, cx, cy, size * (0.9 if resource == "food" else 1.0))
        shapes += labelled_icon(
            sheet, cell, icon, str(amount), resource.upper(), sheet.on(resource_color(sheet, resource))
        )
    return shapes


def crowns_column(sheet: Sheet, box: Box, value: str, word: str) -> list[Shape]:
    """A crown with the crowns a card is worth below it."""
    cx, cy, size = icon_centre(box)
    icon = icons.crown(
        cx,
        cy - size * 0.2,
        size * 0.8,
        sheet.style.secondary,
        stroke=mix(sheet.style.secondary, sheet.style.ink, 0.5),
    )
    return labelled_icon(sheet, box, icon, value, word, sheet.style.ink, value_on_icon=False)


def path_column(sheet: Sheet, card: Card, box: Box) -> list[Shape]:
    """The card's path: a shield in the path's colour with a fleur, the path's word below."""
    cx, cy, size = icon_centre(box)
    accent = sheet.accent(card)
    shield = icons.shield(cx, cy, size * 0.75, accent, stroke=mix(accent, sheet.style.ink, 0.4))
    shield += icons.fleur_de_lis(cx, cy - size * 0.05, size * 0.5, sheet.on(accent))
    return labelled_icon(sheet, box, shield, "", card.symbol, sheet.style.ink)


def crowns_value(card: Card) -> str:
    """Printed crowns, or "?" when they depend on other cards."""
    return "?" if card.extra.get("crowns") is None else str(card.extra["crowns"])


def cost_corner(sheet: Sheet, card: Card) -> Corner:
    """The gold cost in a gold badge."""
    gold = resource_color(sheet, "gold")
    return Corner(str(card.extra["cost"]), gold, sheet.on(gold), mix(gold, sheet.style.ink, 0.45))


def crowns_corner(sheet: Sheet, value: str) -> Corner:
    """Crowns in a paper badge ringed with the game's colour."""
    return Corner(value, sheet.style.paper, sheet.style.primary, sheet.style.secondary)


def court(sheet: Sheet, card: Card) -> list[Shape]:
    """A court card: cost, path and crowns across the art, the effect below."""
    boxes = card_boxes(sheet, card, max_art=0.34)
    cost, path, crowns = columns(boxes.art.inset(0.5, 0.5), 3)
    value = crowns_value(card)
    art = [
        *cost_column(sheet, card, cost),
        *path_column(sheet, card, path),
        *crowns_column(sheet, crowns, value, "CROWNS"),
    ]
    return standard_card(
        sheet,
        card,
        type_words=[kind_label(sheet, card), card.symbol],
        art=art,
        boxes=boxes,
        corners=(cost_corner(sheet, card), crowns_corner(sheet, value)),
    ) + food_price_mark(sheet, card, boxes.title)


def food_price_mark(sheet: Sheet, card: Card, title: Box) -> list[Shape]:
    """For a Bounty card, its food price on a small apple tucked under the gold badge, so the corner
    shows the whole price when the card lies in the market row (nothing for other cards)."""
    food = card.extra.get("food_cost")
    if not food:
        return []
    badge_size = title.h + 1.6
    cx, cy = title.x + badge_size * 0.62, title.bottom + badge_size * 0.3
    size = badge_size * 0.62
    color = sheet.on(resource_color(sheet, "food"))
    return [
        *resource_icon(sheet, "food", cx, cy, size),
        Text(
            cx - size / 2,
            cy - size * 0.3,
            size,
            size * 0.7,
            str(food),
            font="body-bold",
            size_pt=size * 1.4,
            min_size_pt=6,
            color=color,
            align="center",
            valign="middle",
            leading=1.0,
        ),
    ]


def improvement(sheet: Sheet, card: Card) -> list[Shape]:
    """A land improvement: cost, the land it goes on, and what it produces."""
    boxes = card_boxes(sheet, card, max_art=0.34)
    land = LAND_OF_KIND[card.kind]
    resource = RESOURCE_OF_LAND[land]
    produces = card.extra["produces"]
    cost, where, output = columns(boxes.art.inset(0.5, 0.5), 3)
    cx, cy, size = icon_centre(where)
    land_art = land_icon(land, cx, cy, size * 0.9, mix(sheet.accent(card), sheet.style.ink, 0.2))
    ox, oy, osize = icon_centre(output)
    art = [
        *cost_column(sheet, card, cost),
        *labelled_icon(sheet, where, land_art, "", f"ON {land.upper()}", sheet.style.ink),
        *labelled_icon(
            sheet,
            output,
            resource_icon(sheet, resource, ox, oy, osize),
            str(produces),
            f"{resource.upper()} EACH TURN",
            sheet.on(resource_color(sheet, resource)),
        ),
    ]
    return standard_card(
        sheet,
        card,
        type_words=[kind_label(sheet, card), card.symbol],
        art=art,
        boxes=boxes,
        corners=(cost_corner(sheet, card), crowns_corner(sheet, f"+{produces}")),
    )


def guest(sheet: Sheet, card: Card) -> list[Shape]:
    """An unwanted guest: its price, and the crown it costs the sister who receives it."""
    boxes = card_boxes(sheet, card, max_art=0.34)
    cost, who, crowns = columns(boxes.art.inset(0.5, 0.5), 3)
    cx, cy, size = icon_centre(who)
    accent = sheet.accent(card)
    figure = labelled_icon(sheet, who, icons.person(cx, cy, size * 0.85, accent), "", card.symbol, sheet.style.ink)
    penalty = f"−{GUEST_PENALTY}"
    art = [*cost_column(sheet, card, cost), *figure, *crowns_column(sheet, crowns, penalty, "CROWN")]
    return standard_card(
        sheet,
        card,
        type_words=[kind_label(sheet, card)],
        art=art,
        boxes=boxes,
        corners=(cost_corner(sheet, card), crowns_corner(sheet, penalty)),
    )


def moon(sheet: Sheet, card: Card) -> list[Shape]:
    """A moon: a crescent among stars, the event below."""
    boxes = card_boxes(sheet, card, max_art=0.34)
    art_box = boxes.art
    accent = sheet.accent(card)
    size = min(art_box.w, art_box.h) * 0.8
    art = [
        *badge(art_box.cx, art_box.cy, size, "", accent, accent, mix(accent, sheet.style.secondary, 0.5)),
        *icons.moon(art_box.cx - size * 0.05, art_box.cy, size * 0.55, sheet.style.secondary, accent),
    ]
    for dx, dy, radius in ((0.28, -0.22, 0.06), (0.3, 0.18, 0.045), (-0.05, 0.3, 0.04)):
        art += icons.star(art_box.cx + dx * size, art_box.cy + dy * size, radius * size, sheet.style.secondary)
    return standard_card(sheet, card, type_words=[kind_label(sheet, card), card.symbol], art=art, boxes=boxes)


def banner(sheet: Sheet, card: Card) -> list[Shape]:
    """A banner: its pennant, the requirement to take it, its crowns and its ability."""
    boxes = card_boxes(sheet, card, max_art=0.34)
    pennant_box, need_box, crowns_box = columns(boxes.art.inset(0.5, 0.5), 3)
    accent = sheet.accent(card)
    cx, cy, size = icon_centre(pennant_box)
    flag = icons.pennant(cx, cy, size * 0.6, accent, stroke=mix(accent, sheet.style.ink, 0.4))
    flag += icons.fleur_de_lis(cx, cy - size * 0.1, size * 0.4, sheet.on(accent))
    value = str(card.extra["crowns"])
    need = Box(need_box.x - 2.0, need_box.y, need_box.w + 4.0, need_box.h)
    art = [
        *labelled_icon(sheet, pennant_box, flag, "", card.symbol, sheet.style.ink),
        *rules_box(sheet, need, f"**Take it when:** {card.extra['requirement']}", "", accent, size_pt=7),
        *crowns_column(sheet, crowns_box, value, "CROWNS"),
    ]
    return standard_card(
        sheet,
        card,
        type_words=[kind_label(sheet, card), card.symbol],
        art=art,
        boxes=boxes,
        corners=(crowns_corner(sheet, value), crowns_corner(sheet, value)),
        text=card.extra["ability"],
    )


def land(sheet: Sheet, card: Card) -> list[Shape]:
    """A square land board: a farm or a village, what it produces, and the rule for it."""
    accent = sheet.accent(card)
    style = sheet.style
    land_type = card.extra["land"]
    resource = RESOURCE_OF_LAND[land_type]
    area = sheet.content.inset(1.0)
    shapes = frame(sheet, accent)
    title = Box(area.x, area.y, area.w, 9.0)
    shapes += band(title, accent, card.name, sheet.on(accent), size_pt=13)
    art = Box(area.x, title.bottom + 2.0, area.w, area.h * 0.5)
    shapes += art_panel(sheet, art, accent)
    left, right = columns(art, 2)
    lx, ly, lsize = icon_centre(left)
    rx, ry, rsize = icon_centre(right)
    shapes += labelled_icon(
        sheet,
        left,
        land_icon(land_type, lx, ly, lsize, mix(accent, style.ink, 0.45)),
        "",
        card.symbol,
        style.ink,
    )
    shapes += labelled_icon(
        sheet,
        right,
        resource_icon(sheet, resource, rx, ry, rsize * 0.85),
        str(card.extra["produces"]),
        f"{card.extra['produces']} {resource.upper()}",
        sheet.on(resource_color(sheet, resource)),
    )
    foot = Box(area.x, area.bottom - 3.6, area.w, 3.6)
    rules = Box(area.x, art.bottom + 2.0, area.w, foot.y - art.bottom - 3.0)
    shapes += rules_box(sheet, rules, card.text, card.flavor, accent, size_pt=9)
    return shapes + footer(sheet, card, foot, mix(style.ink, style.paper, 0.35))


def token(sheet: Sheet, card: Card) -> list[Shape]:
    """A food or gold token: the resource's icon and word."""
    inner = generic.token_inner(sheet)
    icon = resource_icon(sheet, card.extra["resource"], sheet.width / 2, inner.y + inner.h * 0.36, inner.h * 0.72)
    return generic.token(sheet, card, icon)


FRONTS = {
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
