"""The first page of a bundle: the game's title set large, its back and its real faces dealt in two rows, and
what a player asks first (how many players, how long, from what age).

The faces are those the bundle's sheets print (designed once, drawn once as forms of the bundle's canvas),
shown cut to their trim with rounded corners and a soft shadow. The page has a fixed layout and never
spills onto a second one: a title too long for a line takes two, at a smaller size.
"""

from __future__ import annotations

from dataclasses import dataclass
from html import escape

from reportlab.lib.colors import Color, HexColor
from reportlab.lib.enums import TA_CENTER
from reportlab.lib.styles import ParagraphStyle
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import Paragraph

from generator.design.colors import contrast, mix
from generator.layout.imposition import Sides
from generator.layout.shapes import Face
from generator.layout.units import pt
from generator.render.fonts import covered_characters, pdf_font_name
from generator.render.pdf import FaceForms

MARGIN_MM = 16.0
TITLE_SIZES_PT = (54.0, 46.0, 40.0, 34.0, 28.0)
"""The title is set at the largest of these at which it takes one line, else at the smallest on two."""
TAGLINE_SIZE_PT = 13.0
FACTS_SIZE_PT = 20.0
EDITION_SIZE_PT = 9.5
ART_TOP_MM = 72.0
"""Where the picture of the cards begins, below the title and the tagline."""
ART_BOTTOM_MM = 72.0
"""How far above the page's bottom edge the picture ends (the facts and the edition lines sit below it)."""
CARD_HEIGHT_MM = 92.0
"""The pictured cards are this tall at most (less where the panel is too small for that)."""
ROW_DROP = 0.58
"""The front row of cards lies this many card heights below the back row: each back-row card shows the upper
part of its face, where the picture is, and the front row shows its cards whole."""
CARD_GAP_MM = 3.0
"""Space between neighbouring cards of a row."""
TILT_DEGREES = 3.0
"""The outermost cards of a row lean this far outwards, as cards dealt by hand do."""
PANEL_FILL = 0.92
"""The share of the panel's width and height the cards may take."""
SHADOW_MM = 1.2
SHADOW_ALPHA = 0.22
EDGE_WIDTH_PT = 0.5
PANEL_RADIUS_MM = 6.0


@dataclass(frozen=True)
class CoverArt:
    """What the first page pictures: the back of the game's main deck and some of its faces, with bleed as the
    sheets print them (``corner_mm``: the cards' corner radius), in the game's colours."""

    back: Face | None
    faces: tuple[Face, ...]
    corner_mm: float
    primary: str
    paper: str
    ink: str
    light: bool
    """Printer-friendly: no coloured panel behind the cards."""


@dataclass(frozen=True)
class CoverPage:
    """The words of the first page."""

    title: str
    tagline: str
    facts: tuple[str, ...]
    """Players, time, age."""
    edition: tuple[str, ...]
    """Small lines at the foot: the edition, paper and style, and (folded) how many sheets it takes."""
    art: CoverArt


def draw_cover_page(canvas: Canvas, page: CoverPage, page_size: tuple[float, float], forms: FaceForms | None) -> None:
    """The first page onto ``canvas`` (its faces as ``forms``; without them, nothing is drawn but the page)."""
    width, height = page_size
    canvas.setPageSize(page_size)
    if forms is not None:
        art = page.art
        title_color = art.primary if contrast(art.primary, "#ffffff") >= 3 else art.ink
        top = draw_title(canvas, page.title, width, height - pt(HEADING_TOP_MM), title_color)
        rule_y = top - pt(RULE_GAP_MM[0])
        canvas.saveState()
        canvas.setStrokeColor(HexColor(mix(art.primary, "#ffffff", 0.35)))
        canvas.setLineWidth(1.2)
        canvas.line(width / 2 - pt(30), rule_y, width / 2 + pt(30), rule_y)
        canvas.restoreState()
        draw_centred(
            canvas, page.tagline, width, rule_y - pt(RULE_GAP_MM[1]), TAGLINE_SIZE_PT, "display-italic", art.ink
        )
        art_box = (
            pt(MARGIN_MM),
            pt(ART_BOTTOM_MM),
            width - 2 * pt(MARGIN_MM),
            height - pt(ART_TOP_MM) - pt(ART_BOTTOM_MM),
        )
        draw_art(canvas, art, art_box, forms)
        facts = "   ·   ".join(page.facts)
        draw_centred(canvas, facts, width, pt(ART_BOTTOM_MM) - pt(7), FACTS_SIZE_PT, "display-bold", art.ink)
        y = pt(ART_BOTTOM_MM) - pt(22)
        for line in page.edition:
            y = draw_centred(canvas, line, width, y, EDITION_SIZE_PT, "body", "#555555") - pt(1.5)
    canvas.showPage()


def draw_title(canvas: Canvas, title: str, width: float, top: float, color: str) -> float:
    """The title, centred below ``top``, as large as one line allows (two lines at the smallest size);
    returns the y of its foot."""
    paragraph, used = set_title(title, width, color)
    paragraph.drawOn(canvas, pt(MARGIN_MM), top - used)
    return top - used


def set_title(title: str, width: float, color: str) -> tuple[Paragraph, float]:
    """The title set for a page ``width`` wide, as large as one line allows, and the height it takes."""
    available = width - 2 * pt(MARGIN_MM)
    for size in TITLE_SIZES_PT:
        paragraph = title_paragraph(title, size, color)
        _, used = paragraph.wrap(available, pt(80))
        if used <= paragraph.style.leading * 1.5 or size == TITLE_SIZES_PT[-1]:  # one line, or the last size
            return paragraph, used
    raise AssertionError("unreachable: the last size always sets")


TITLE_LINES = 2
"""Most lines the title takes (at the smallest size)."""
HEADING_TOP_MM = MARGIN_MM + 6
"""Where the title begins, below the page's top edge."""
RULE_GAP_MM = (4.0, 5.0)
"""The gaps above and below the short rule between the title and the tagline."""


def heading_problem(title: str, tagline: str, page_size: tuple[float, float]) -> tuple[str, str] | None:
    """What of the title and the tagline, set as the first page sets them, does not fit above the picture of
    the cards (a title of more than two lines: ``title``; a tagline running into the picture: ``tagline``) and
    why, or None when they fit."""
    width, _ = page_size
    title_set, title_used = set_title(title, width, "#000000")
    if title_used > title_set.style.leading * (TITLE_LINES + 0.5):
        return "title", f"takes more than {TITLE_LINES} lines on the cover at {TITLE_SIZES_PT[-1]:g} pt: shorten it"
    _, tagline_used = centred_paragraph(tagline, width, TAGLINE_SIZE_PT, "display-italic", "#000000")
    used = title_used + pt(sum(RULE_GAP_MM)) + tagline_used
    room = pt(ART_TOP_MM - HEADING_TOP_MM)
    if used > room:
        return "tagline", (
            f"with the name above it, takes {used / pt(1):.0f} mm of the cover, where {room / pt(1):.0f} mm are left "
            "above the picture of the cards: shorten it"
        )
    return None


def title_paragraph(title: str, size: float, color: str) -> Paragraph:
    """The title set at ``size`` in the display font."""
    style = ParagraphStyle(
        f"cover-title-{size:g}",
        fontName=pdf_font_name("display-bold"),
        fontSize=size,
        leading=size * 1.08,
        alignment=TA_CENTER,
        textColor=HexColor(color),
    )
    return Paragraph(set_in("display-bold", title), style)


def draw_centred(canvas: Canvas, text: str, width: float, top: float, size: float, role: str, color: str) -> float:
    """A short text centred below ``top`` (wrapped within the margins); returns the y of its foot."""
    paragraph, used = centred_paragraph(text, width, size, role, color)
    paragraph.drawOn(canvas, pt(MARGIN_MM), top - used)
    return top - used


def centred_paragraph(text: str, width: float, size: float, role: str, color: str) -> tuple[Paragraph, float]:
    """A short text set centred within the margins of a page ``width`` wide, and the height it takes."""
    style = ParagraphStyle(
        f"cover-{role}-{size:g}",
        fontName=pdf_font_name(role),
        fontSize=size,
        leading=size * 1.25,
        alignment=TA_CENTER,
        textColor=HexColor(color),
    )
    paragraph = Paragraph(set_in(role, text), style)
    _, used = paragraph.wrap(width - 2 * pt(MARGIN_MM), pt(60))
    return paragraph, used


def set_in(role: str, text: str) -> str:
    """Plain text as paragraph markup in the font of ``role``: escaped, the characters it lacks (a dash the
    display font has not) in the symbol font."""
    covered = covered_characters(role)
    symbol = pdf_font_name("symbol")
    return "".join(
        escape(character, quote=False)
        if character in covered or character.isspace()
        else f'<font name="{symbol}">{escape(character, quote=False)}</font>'
        for character in text
    )


def draw_art(canvas: Canvas, art: CoverArt, box: tuple[float, float, float, float], forms: FaceForms) -> None:
    """The back and the faces dealt in two rows in a panel of the game's paper colour (a keyline only,
    printer-friendly): the first faces behind, showing their upper parts, the back (its title whole) and the
    last faces (the most pictorial: ``generator.builder.bundles.cover_art``) in front, nested between them."""
    left, bottom, box_w, box_h = box
    canvas.saveState()
    canvas.setStrokeColor(HexColor(mix(art.primary, "#ffffff", 0.3)))
    canvas.setLineWidth(1.0)
    if not art.light:
        canvas.setFillColor(HexColor(art.paper))
    canvas.roundRect(left, bottom, box_w, box_h, pt(PANEL_RADIUS_MM), stroke=1, fill=0 if art.light else 1)
    canvas.restoreState()
    hand = dealing_order(art.back, list(art.faces))
    if not hand:
        return
    centre_x, centre_y = left + box_w / 2, bottom + box_h / 2
    for face, (x, y, scale, degrees) in zip(hand, dealt(hand, box_w, box_h), strict=True):
        place_card(canvas, forms, face, centre_x + x, centre_y + y, scale, degrees, art.corner_mm)


def dealing_order(back: Face | None, faces: list[Face]) -> list[Face]:
    """The cards in the order ``dealt`` lays them: the faces behind, then the back first of the front row, so that
    the game's name on it shows whole, then the faces in front.

    >>> faces = [Face(6, 9, 0, (), f"f{number}") for number in range(5)]
    >>> [face.label for face in dealing_order(Face(6, 9, 0, (), "back"), faces)]
    ['f0', 'f1', 'f2', 'back', 'f3', 'f4']
    """
    if back is None:
        return faces
    behind = len(back_row([*faces, back])) if len(faces) >= 2 else 0
    return [*faces[:behind], back, *faces[behind:]]


def back_row(hand: list[Face]) -> list[Face]:
    """The cards ``dealt`` lays in its back row (the larger half), or the whole hand when it takes one row."""
    return hand if len(hand) <= 2 else hand[: (len(hand) + 1) // 2]


def dealt(hand: list[Face], box_w: float, box_h: float) -> list[tuple[float, float, float, float]]:
    """Where each card of ``hand`` lies in a panel ``box_w`` × ``box_h`` points, in drawing order: its centre
    (x, y) from the panel's centre, its scale and its tilt in degrees anticlockwise. Up to two cards lie in
    one row; more in two, the back row holding the larger half, the front row nested between its cards (half
    a card to the right when both rows hold as many). The cards are as large as the panel allows, at most
    ``CARD_HEIGHT_MM`` tall."""
    behind = back_row(hand)
    rows = [hand] if len(hand) <= 2 else [behind, hand[len(behind) :]]
    width, height = pt(max(face.width_mm for face in hand)), pt(max(face.height_mm for face in hand))
    gap = pt(CARD_GAP_MM)
    shift = 0.5 if len(rows) == 2 and len(rows[0]) == len(rows[1]) else 0.0
    spaces = len(rows[0]) - 1 + shift  # gaps across the rows, which do not scale
    scale = min(
        pt(CARD_HEIGHT_MM) / height,
        (box_w * PANEL_FILL - spaces * gap) / ((len(rows[0]) + shift) * width),
        box_h * PANEL_FILL / (height * (1 + ROW_DROP * (len(rows) - 1))),
    )
    pitch = width * scale + gap
    places = []
    for number, row in enumerate(rows):
        y = (height * scale * ROW_DROP / 2) * (1 if number == 0 else -1) if len(rows) == 2 else 0.0
        offset = shift * pitch / 2 * (1 if number == 1 else -1)
        for index in range(len(row)):
            share = (index / (len(row) - 1) - 0.5) * 2 if len(row) > 1 else 0.0
            x = (index - (len(row) - 1) / 2) * pitch + offset
            places.append((x, y, scale, -TILT_DEGREES * share))
    return places


def place_card(
    canvas: Canvas, forms: FaceForms, face: Face, x: float, y: float, scale: float, degrees: float, corner_mm: float
) -> None:
    """A face centred on (x, y) points, at ``scale``, turned ``degrees`` anticlockwise, cut to its trim with
    rounded corners, over a soft shadow."""
    width, height = pt(face.width_mm), pt(face.height_mm)
    radius = pt(corner_mm)
    canvas.saveState()
    canvas.translate(x, y)
    canvas.rotate(degrees)
    canvas.scale(scale, scale)
    canvas.saveState()
    canvas.setFillColor(Color(0, 0, 0, alpha=SHADOW_ALPHA))
    shadow = pt(SHADOW_MM) / scale
    canvas.roundRect(-width / 2 + shadow, -height / 2 - shadow, width, height, radius, stroke=0, fill=1)
    canvas.restoreState()
    canvas.saveState()
    path = canvas.beginPath()
    path.roundRect(-width / 2, -height / 2, width, height, radius)
    canvas.clipPath(path, stroke=0, fill=0)
    forms.place(face, -width / 2, height / 2, Sides())
    canvas.restoreState()
    canvas.setStrokeColor(HexColor("#8a8a8a"))
    canvas.setLineWidth(EDGE_WIDTH_PT / scale)
    canvas.roundRect(-width / 2, -height / 2, width, height, radius, stroke=1, fill=0)
    canvas.restoreState()
