"""The standard card: its game's look (frame, title, corner badges, type line, picture window, rules text)
around what the card's own design draws, in the look's row order.

The rows are sized to what the card says: the rules text gets the height it needs at the look's one
size for the deck, the picture the rest (between ``min_art`` and ``max_art`` of the content's height).
Sizes are proportions of the format or millimetres of the look, so the parts fit any card format.
"""

from __future__ import annotations

from dataclasses import dataclass

from generator.data.model import Card
from generator.design import look_banner, look_court, look_plaque, look_playing_card, look_poster
from generator.design.look import Corner, Look
from generator.design.parts import distinct_words, picture, text_height_mm
from generator.design.surface import Box, DesignError, Surface, card_icon, expand
from generator.layout.shapes import Line, Shape

GAP_MM = 1.2
"""Space between two rows."""
DIVIDER_MM = 1.8
"""Room for the short rule between the rules text and the flavour."""
PICTURE_ONLY_ART = 0.6
"""The share of a card's height its picture may take when the card prints no rules text."""


LOOKS: dict[str, Look] = {
    look.name: look
    for look in (look_poster.LOOK, look_court.LOOK, look_plaque.LOOK, look_banner.LOOK, look_playing_card.LOOK)
}
"""The looks a game's cards may have (``style.look`` in its data), by name: a circus poster, a royal court,
a menagerie's enamel plaques, heraldic banners, a deck of playing cards (``look_*`` modules)."""


def look_of(surface: Surface) -> Look:
    """The look the game's data chooses (``style.look``)."""
    try:
        return LOOKS[surface.style.look]
    except KeyError:
        raise DesignError(
            f"{surface.game.id}: style.look {surface.style.look!r} is not a look (expected one of: {', '.join(LOOKS)})"
        ) from None


@dataclass(frozen=True)
class CardBoxes:
    """The rows of a standard card, and the squares at the two ends of its corner row (the top corners of
    the art, when that is the look's corner row)."""

    title: Box
    type_line: Box
    art: Box
    rules: Box
    corners: tuple[Box, Box]


def rules_height(look: Look, width: float, text: str, flavor: str, rules_pt: float) -> float:
    """The height a rules panel ``width`` wide needs for ``text`` at ``rules_pt`` and ``flavor`` at the
    look's size."""
    if not (text or flavor):
        return 0.0
    inset_x, inset_y = look.text_inset
    inner = width - 2 * inset_x
    needed = text_height_mm(text, inner, rules_pt) + text_height_mm(flavor, inner, look.typography.flavor.size_pt)
    return needed + (DIVIDER_MM if text and flavor else 0.0) + 2 * inset_y


def fits(
    surface: Surface, card: Card, rules_pt: float, *, min_art: float, max_art: float, text: str | None = None
) -> bool:
    """Whether ``card``'s text (or ``text``) and flavour fit its rules row at ``rules_pt`` (by the layout's
    estimate), its rows laid out with ``min_art`` and ``max_art`` as ``card_boxes`` takes them."""
    look = look_of(surface)
    room = card_boxes(surface, card, text=text, rules_pt=rules_pt, min_art=min_art, max_art=max_art).rules
    body, flavor = expand(surface.game, card.text if text is None else text), expand(surface.game, card.flavor)
    return rules_height(look, room.w, body, flavor, rules_pt) <= room.h


def card_boxes(
    surface: Surface,
    card: Card,
    *,
    text: str | None = None,
    min_art: float = 0.3,
    max_art: float = 0.46,
    rules_pt: float | None = None,
) -> CardBoxes:
    """The rows of ``card`` in its look: the rules row as tall as its text needs, the art the rest, within
    ``min_art`` and ``max_art`` of the content's height (``max_art=0``: no art, all room to the rules).
    ``text``: the rules text the card prints, when not its data's; ``rules_pt``: its size, when not the
    look's."""
    look = look_of(surface)
    area = look.content(surface)
    body = expand(surface.game, card.text if text is None else text)
    if not body and max_art > 0:
        max_art = max(max_art, PICTURE_ONLY_ART)  # no rules: the picture takes the room
    size = rules_pt or look.typography.rules.size_pt
    wanted = rules_height(look, area.w, body, expand(surface.game, card.flavor), size)
    gaps = GAP_MM * (len(look.rows) - (1 if max_art > 0 else 2))
    fixed = look.title_mm + look.type_mm + gaps
    art_h = min(max(area.h - fixed - wanted, area.h * min_art), area.h * max_art)
    heights = {"title": look.title_mm, "type": look.type_mm, "art": art_h, "rules": area.h - fixed - art_h}
    boxes: dict[str, Box] = {}
    y = area.y
    for row in look.rows:
        boxes[row] = Box(area.x, y, area.w, heights[row])
        y += heights[row] + (GAP_MM if heights[row] > 0 else 0.0)
    corner_row = "title" if look.corner_row == "art" and art_h <= 0 else look.corner_row
    corner_box = boxes[corner_row]
    corner = look.corner_mm
    top = corner_box.y if corner_row == "art" else corner_box.cy - corner / 2
    corners = (Box(corner_box.x, top, corner, corner), Box(corner_box.right - corner, top, corner, corner))
    return CardBoxes(boxes["title"], boxes["type"], boxes["art"], boxes["rules"], corners)


def window(surface: Surface, box: Box, accent: str) -> list[Shape]:
    """The look's picture window over ``box``."""
    return look_of(surface).window(surface, box, accent)


def framed_picture(
    surface: Surface, card: Card, box: Box, *, scale: float = 0.9, icon: str = "", color: str = ""
) -> list[Shape]:
    """The card's picture (or ``icon``) in the look's window over ``box``, in the card's colour (or ``color``)."""
    accent = surface.accent(card)
    art = look_of(surface).picture_box(box)
    drawn = picture(icon or card_icon(surface, card), art, color or surface.art(accent), scale=scale)
    return [*window(surface, box, accent), drawn]


def label_color(surface: Surface, card: Card) -> str:
    """The colour of words the card's design writes on its ground, in its look."""
    return look_of(surface).label(surface, surface.accent(card))


def icon_corner(surface: Surface, icon: str, accent: str) -> Corner:
    """A corner badge with ``icon`` in the look's manner."""
    return lambda box: look_of(surface).badge(surface, box, icon, accent)


def value_corner(surface: Surface, value: str, accent: str) -> Corner:
    """A corner badge with a number in the look's manner."""
    return lambda box: look_of(surface).value_badge(surface, box, value, accent)


def icon_corners(surface: Surface, card: Card) -> tuple[Corner, Corner]:
    """The card's own icon in both corners, so that it shows in a hand fanned either way."""
    corner = icon_corner(surface, card_icon(surface, card), surface.accent(card))
    return corner, corner


def standard_card(
    surface: Surface,
    card: Card,
    *,
    type_words: list[str],
    art: list[Shape],
    boxes: CardBoxes,
    corners: tuple[Corner | None, Corner | None] = (None, None),
    text: str | None = None,
    rules_pt: float | None = None,
) -> list[Shape]:
    """The card in its look: frame, title, type line, ``art`` (which draws its own window: see
    ``framed_picture``), the rules text (``text`` when given, else the card's; at ``rules_pt`` when given,
    else the look's size) and the flavour, and the ``corners`` badges at the two ends of the look's
    corner row."""
    look = look_of(surface)
    accent = surface.accent(card)
    rows = {"title": boxes.title, "type": boxes.type_line}
    corner_row = next((name for name, row in rows.items() if row.y <= boxes.corners[0].cy <= row.bottom), "")
    if any(corners) and corner_row:  # corners in the art stand beside the look's window instead
        row = rows[corner_row]
        room = look.corner_mm + GAP_MM
        rows[corner_row] = Box(row.x + room, row.y, row.w - 2 * room, row.h)
    shapes = look.frame(surface, accent)
    shapes += look.title(surface, rows["title"], card.name, accent)
    words = "  ·  ".join(word for word in distinct_words(type_words) if word not in card.name.upper())
    shapes.append(look.typography.caption.at(rows["type"], words, look.label(surface, accent)))
    shapes += art
    body = expand(surface.game, card.text if text is None else text)
    flavor = expand(surface.game, card.flavor)
    if body or flavor:
        panel = look.text_panel(surface, boxes.rules, accent)
        shapes += panel + rules_texts(surface, look, boxes.rules, body, flavor, rules_pt)
    for corner, box in zip(corners, boxes.corners, strict=True):
        if corner:
            shapes += corner(box)
    return shapes


MOST_FLAVOR_SHARE = 0.5
"""The flavour under a rules text takes at most this share of the rules panel: a longer one is the flavour's own
problem to fit (at its own box), never a rules box of negative height."""


def rules_texts(
    surface: Surface, look: Look, box: Box, text: str, flavor: str, rules_pt: float | None = None
) -> list[Shape]:
    """The rules text at the top of ``box`` (at ``rules_pt``, or the look's size); the flavour, at its one
    size, below a short rule."""
    inner = box.inset(*look.text_inset)
    typography = look.typography
    soft = surface.muted
    if not flavor:
        return [typography.rules.at(inner, text, surface.ink, size_pt=rules_pt, role="rules")]
    flavor_h = min(text_height_mm(flavor, inner.w, typography.flavor.size_pt), inner.h * MOST_FLAVOR_SHARE)
    if not text:
        return [typography.flavor.at(inner, flavor, soft, role="flavor")]
    split = inner.bottom - flavor_h - DIVIDER_MM
    rule_y = split + DIVIDER_MM / 2
    return [
        typography.rules.at(
            Box(inner.x, inner.y, inner.w, split - inner.y), text, surface.ink, size_pt=rules_pt, role="rules"
        ),
        Line(inner.cx - inner.w * 0.18, rule_y, inner.cx + inner.w * 0.18, rule_y, color=surface.tint(soft, 0.4)),
        typography.flavor.at(Box(inner.x, inner.bottom - flavor_h, inner.w, flavor_h), flavor, soft, role="flavor"),
    ]


def notes(surface: Surface, box: Box, text: str, card: Card, *, size_pt: float = 11.0) -> list[Shape]:
    """A text on a large surface or a board, on the look's text panel, at ``size_pt``."""
    look = look_of(surface)
    return look.text_panel(surface, box, surface.accent(card)) + rules_texts(
        surface, look, box, expand(surface.game, text), "", size_pt
    )
