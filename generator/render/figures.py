"""The rules booklet's pictures: card faces as the card designer draws them, and the table at setup.

Faces are drawn once per PDF as form XObjects (``FaceForms``) and placed at a reduced scale, cut to
the component's shape (rounded corners, or round) with a hairline edge, so the booklet's own text,
typeset on the page, stays apart from the card texts inside the pictures. Captions are set at
``CAPTION_SIZE_PT``, the smallest text of the booklet besides its page footers.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cache

from reportlab.lib.colors import HexColor
from reportlab.lib.enums import TA_CENTER
from reportlab.lib.styles import ParagraphStyle
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfgen.canvas import Canvas
from reportlab.pdfgen.pathobject import PDFPathObject
from reportlab.platypus import Flowable

from generator.data.model import Format, Game
from generator.design import CardDesign
from generator.layout.example import ExamplePicture, Label
from generator.layout.imposition import Sides
from generator.layout.setup import FAN_STEP, GROUP_GAP_MM, PILE_EDGES, PILE_STEP_MM, TUCK_SHARE, Placed, SetupPicture
from generator.layout.shapes import Face
from generator.layout.units import Style, pt
from generator.quoting import shorten
from generator.render.fonts import pdf_font_name
from generator.render.markup import Paragraph, TypesetError, inline
from generator.render.pdf import FaceForms

CAPTION_SIZE_PT = 8.0
CAPTION_COLOR = "#333333"
EDGE_COLOR = "#8a8a8a"
EDGE_WIDTH_PT = 0.4
EMPTY_DASH_PT = 2.5
CAPTION_GAP_MM = 1.5
"""Between a picture and its caption."""
GALLERY_GAP_MM = 5.0
"""Between neighbouring pictures of a gallery, across and down."""
MIN_GALLERY_MM = 20.0
"""The least a gallery draws a component across its shorter side, whatever its scale (a token)."""
MIN_CAPTION_MM = 28.0
"""The narrowest a gallery's caption is set, under a small picture (a token)."""
MIN_LABEL_MM = 14.0
"""The narrowest the words on an example's picture are set, whatever the box they name."""
CAPTION_LINES = 3
"""Lines of caption the setup picture leaves room for under each row of groups."""
TAG_FILL = "#ffffff"
TAG_PADDING_MM = 0.8
"""Around the words of a tag lying over a card."""


def caption_style() -> ParagraphStyle:
    """Captions of pictures: small, centred, in dark grey."""
    return ParagraphStyle(
        "caption",
        fontName=pdf_font_name("body"),
        fontSize=CAPTION_SIZE_PT,
        leading=CAPTION_SIZE_PT * 1.2,
        alignment=TA_CENTER,
        textColor=HexColor(CAPTION_COLOR),
    )


class Faces:
    """The faces one booklet pictures: designed once in its style, each drawn once as a form of ``forms``
    (those of the whole PDF: a bundle shares them between its rules and its sheets). Without ``forms``
    nothing is drawn: the booklet is only laid out, to count its pages."""

    def __init__(self, game: Game, design: CardDesign, style: Style, forms: FaceForms | None) -> None:
        self.game = game
        self.design = design
        self.style = style
        self.forms = forms

    @cache  # noqa: B019 - the faces of one booklet, kept as long as it is drawn
    def front(self, card_id: str) -> Face:
        """A card's front, without bleed."""
        return self.design.front(self.game, self.game.card(card_id), 0.0, self.style)

    @cache  # noqa: B019
    def back(self, deck_id: str) -> Face:
        """A deck's back, without bleed."""
        face = self.design.back(self.game, self.game.deck(deck_id), 0.0, self.style)
        if face is None:
            raise ValueError(f"{self.game.id}: the {deck_id} deck has no back to picture")
        return face

    def format_of(self, card_id: str = "", deck_id: str = "") -> Format:
        """The format of a card (by its deck) or of a deck."""
        return self.game.deck(self.game.card(card_id).deck if card_id else deck_id).format

    def place(self, canvas: Canvas, left: float, top: float, scale: float, card: str = "", deck: str = "") -> None:
        """Draw a card's front (``card``) or a deck's back (``deck``) with its top-left at (``left``, ``top``)
        points, at ``scale``, cut to its shape (designed only now: a booklet only laid out designs none)."""
        forms = self.forms
        if forms is None:
            return
        face, size = self.front(card) if card else self.back(deck), self.format_of(card, deck)
        width, height = pt(face.width_mm), pt(face.height_mm)
        canvas.saveState()
        canvas.translate(left, top)
        canvas.scale(scale, scale)
        canvas.saveState()
        canvas.clipPath(cut_path(canvas, size, width, height), stroke=0, fill=0)
        forms.place(face, 0, 0, Sides())
        canvas.restoreState()
        canvas.setStrokeColor(HexColor(EDGE_COLOR))
        canvas.setLineWidth(EDGE_WIDTH_PT / scale)
        canvas.drawPath(cut_path(canvas, size, width, height), stroke=1, fill=0)
        canvas.restoreState()


def cut_path(canvas: Canvas, size: Format, width: float, height: float) -> PDFPathObject:
    """The outline of a component as it is cut (round, or with its corner radius), top-left at the origin."""
    path = canvas.beginPath()
    if size.shape == "circle":
        path.circle(width / 2, -height / 2, width / 2)
    else:
        path.roundRect(0, -height, width, height, pt(size.corner_mm))
    return path


@dataclass(frozen=True)
class GalleryCell:
    """One picture of a gallery: its card, its size (points) at its ``scale``, and its caption set under it."""

    card_id: str
    width: float
    height: float
    scale: float
    caption: Paragraph

    @property
    def column(self) -> float:
        """The width it takes in its line: its picture's, or its caption's when wider."""
        return max(self.width, self.caption.width)


class Gallery(Flowable):
    """Card faces at one scale, so their sizes compare truly (a component smaller than ``MIN_GALLERY_MM`` drawn
    that large, so it reads), each captioned; in lines, components of one size together. A size that takes more
    than a line starts lines of its own, as even as the width allows; one that fits on a line shares it with the
    sizes after it that fit there too (a board beside a token)."""

    def __init__(self, faces: Faces, items: list[tuple[str, str]], scale: float) -> None:
        """``items``: (card id, caption) of each picture, shown grouped by size in the order sizes first come."""
        super().__init__()
        self.faces = faces
        formats = list(dict.fromkeys(faces.format_of(card_id) for card_id, _ in items))
        self.items = sorted(items, key=lambda item: formats.index(faces.format_of(item[0])))
        self.scale = scale
        self.lines: list[list[GalleryCell]] = []

    def cell(self, card_id: str, caption_text: str) -> GalleryCell:
        """A picture at the gallery's scale, or larger when that would draw it smaller than ``MIN_GALLERY_MM``."""
        size = self.faces.format_of(card_id)
        scale = max(self.scale, MIN_GALLERY_MM / min(size.width_mm, size.height_mm))
        caption = Paragraph(inline(caption_text), caption_style())
        width, height = pt(size.width_mm) * scale, pt(size.height_mm) * scale
        caption.wrap(max(width, pt(MIN_CAPTION_MM)), pt(100))
        return GalleryCell(card_id, width, height, scale, caption)

    def wrap(self, available_width: float, available_height: float) -> tuple[float, float]:
        cells = [self.cell(card_id, text) for card_id, text in self.items]
        self.lines = gallery_lines(cells, [self.faces.format_of(cell.card_id) for cell in cells], available_width)
        gap = pt(GALLERY_GAP_MM)
        self.width = available_width
        self.height = sum(line_height(line) for line in self.lines) + gap * (len(self.lines) - 1)
        return self.width, self.height

    def split(self, available_width: float, available_height: float) -> list[Flowable]:
        """The lines that fit, as a gallery of their own, and a gallery of the rest (nothing when none fits)."""
        self.wrap(available_width, available_height)
        gap, used, count = pt(GALLERY_GAP_MM), 0.0, 0
        for line in self.lines:
            used += line_height(line) + (gap if count else 0.0)
            if used > available_height:
                break
            count += len(line)
        if count == 0:
            return []
        return [
            Gallery(self.faces, self.items[:count], self.scale),
            Gallery(self.faces, self.items[count:], self.scale),
        ]

    def draw(self) -> None:
        gap = pt(GALLERY_GAP_MM)
        top = self.height
        for line in self.lines:
            x = (self.width - sum(cell.column for cell in line) - gap * (len(line) - 1)) / 2
            tallest = max(cell.height for cell in line)
            for cell in line:
                left = x + (cell.column - cell.width) / 2
                self.faces.place(self.canv, left, top - (tallest - cell.height), cell.scale, card=cell.card_id)
                below = top - tallest - pt(CAPTION_GAP_MM) - cell.caption.height
                cell.caption.drawOn(self.canv, x + (cell.column - cell.caption.width) / 2, below)
                x += cell.column + gap
            top -= line_height(line) + gap


def gallery_lines(cells: list[GalleryCell], formats: list[Format], available_width: float) -> list[list[GalleryCell]]:
    """``cells`` (of the ``formats``, grouped by format) in lines at most ``available_width`` wide: the cells of a
    format that take more than a line in lines of their own, as many in each as evenly as they go; the cells of
    one that fit on a line after the line before it, when that line holds only formats that fit on it whole."""
    gap = pt(GALLERY_GAP_MM)
    lines: list[list[GalleryCell]] = []
    shared = False  # the last line holds whole formats only: another may join it
    start = 0
    while start < len(cells):
        end = start + 1
        while end < len(cells) and formats[end] == formats[start]:
            end += 1
        run = cells[start:end]
        start = end
        width = sum(cell.column for cell in run) + gap * (len(run) - 1)
        if shared and sum(cell.column for cell in lines[-1]) + gap * len(lines[-1]) + width <= available_width:
            lines[-1] += run
            continue
        each = max(1, int((available_width + gap) // (max(cell.column for cell in run) + gap)))
        count = -(-len(run) // each)  # the fewest lines that hold them, then as even as they go
        sizes = [len(run) // count + (1 if index < len(run) % count else 0) for index in range(count)]
        for size in sizes:
            lines.append(run[:size])
            run = run[size:]
        shared = count == 1
    return lines


def line_height(line: list[GalleryCell]) -> float:
    """The tallest picture of a gallery's line and the tallest caption under it."""
    return max(cell.height for cell in line) + pt(CAPTION_GAP_MM) + max(cell.caption.height for cell in line)


class ScaledPicture(Flowable):
    """A picture laid out in millimetres from its top left, drawn at ``scale`` and ``left`` points from the
    flowable's left (set when it is wrapped)."""

    scale = 1.0
    left = 0.0
    height: float

    def x(self, mm: float) -> float:
        """Flowable x of a picture x."""
        return self.left + pt(mm) * self.scale

    def y(self, mm: float) -> float:
        """Flowable y of a picture y (which runs down from the picture's top)."""
        return self.height - pt(mm) * self.scale


class TablePicture(ScaledPicture):
    """The table at setup (``generator.layout.setup``), scaled to the frame's width or down to ``max_height``,
    or to the height left on the page when that is at least ``min_height``; under each row, room for
    ``CAPTION_LINES`` lines of captions at whatever scale that is."""

    def __init__(
        self,
        faces: Faces,
        layout: Callable[[float], SetupPicture],
        captions: list[str],
        max_height: float,
        min_height: float,
    ) -> None:
        """``layout`` lays the table out with so many mm under each row for the captions; ``captions`` are
        the texts of its captions, references expanded."""
        super().__init__()
        self.faces = faces
        self.layout = layout
        self.table = layout(0.0)
        self.texts = captions
        self.max_height = max_height
        self.min_height = min_height
        self.scale = 1.0
        self.left = 0.0
        self.captions: list[Paragraph] = []

    def wrap(self, available_width: float, available_height: float) -> tuple[float, float]:
        height = min(self.max_height, available_height) if available_height >= self.min_height else self.max_height
        for _ in range(2):  # the caption room depends on the scale, and the scale a little on the room
            self.scale = min(available_width / pt(self.table.width), height / pt(self.table.height))
            self.table = self.layout(CAPTION_LINES * caption_style().leading / self.scale / pt(1))
        table = self.table
        self.scale = min(available_width / pt(table.width), height / pt(table.height))
        self.left = (available_width - pt(table.width) * self.scale) / 2
        self.captions = []
        room = CAPTION_LINES * caption_style().leading + 0.01
        for caption, text in zip(table.captions, self.texts, strict=True):
            paragraph = Paragraph(inline(text), caption_style())
            paragraph.wrap(pt(caption.w + GROUP_GAP_MM * 0.8) * self.scale, pt(100))  # clear of its neighbours
            if paragraph.height > room:  # it would run over the picture below it
                raise TypesetError(self.caption_problem(text, caption.w, room))
            self.captions.append(paragraph)
        self.width, self.height = available_width, pt(table.height) * self.scale
        return self.width, self.height

    def caption_problem(self, text: str, place_mm: float, room: float) -> str:
        """Why a caption under a place ``place_mm`` wide does not fit in ``room``: too long, or (when it would fit
        under the place drawn at the cards' true size) the picture drawn too small, its rows too wide."""
        at_true_size = Paragraph(inline(text), caption_style())
        at_true_size.wrap(pt(place_mm + GROUP_GAP_MM * 0.8), pt(100))
        if at_true_size.height > room:
            return f'the caption "{shorten(text)}" takes more than {CAPTION_LINES} lines under its place: shorten it'
        return (
            f"the setup picture is {self.table.width:,.0f} mm wide at the cards' size, so drawn at {self.scale:.0%} "
            f'of it: too small to caption "{shorten(text)}" under its place; seat fewer players ([setup] players), '
            "or put fewer places or cards side by side in a row"
        )

    def draw(self) -> None:
        for placed in self.table.pieces:
            draw_piece(self.canv, self.faces, placed, self.x(placed.x), self.y(placed.y), self.scale)
        for caption, paragraph in zip(self.table.captions, self.captions, strict=True):
            left = self.x(caption.x + caption.w / 2) - paragraph.width / 2
            paragraph.drawOn(self.canv, left, self.y(caption.y) - paragraph.height)


def draw_piece(canvas: Canvas, faces: Faces, placed: Placed, left: float, top: float, scale: float) -> None:
    """One piece with its card's top-left at (``left``, ``top``) points: an empty place, a pile, a fanned hand, or a
    card (with one tucked under it, and cards lying on it)."""
    piece = placed.piece
    if piece.empty is not None:
        draw_empty(canvas, left, top, pt(placed.card_w) * scale, pt(placed.card_h) * scale, scale)
        return
    shown = {"card": piece.card, "deck": piece.deck}
    if piece.under:  # tucked under the card, peeking out above it
        under = faces.format_of(piece.under)
        offset = pt(placed.card_w - under.width_mm) * scale / 2
        faces.place(canvas, left + offset, top + pt(under.height_mm * TUCK_SHARE) * scale, scale, piece.under)
    if piece.pile:
        for edge in range(PILE_EDGES, 0, -1):
            step = pt(PILE_STEP_MM * edge) * scale
            faces.place(canvas, left + step, top - step, scale, **shown)
    for copy in range(piece.copies):  # a hand fans out to the right, the last card on top
        faces.place(canvas, left + pt(placed.card_w * FAN_STEP * copy) * scale, top, scale, **shown)
    for card, x, y in piece.on:  # lying on it
        faces.place(canvas, left + pt(x) * scale, top - pt(y) * scale, scale, card)


def draw_empty(canvas: Canvas, left: float, top: float, width: float, height: float, scale: float) -> None:
    """An empty place on the table: a dashed outline."""
    canvas.saveState()
    canvas.setStrokeColor(HexColor(EDGE_COLOR))
    canvas.setLineWidth(EDGE_WIDTH_PT * 2)
    canvas.setDash([EMPTY_DASH_PT, EMPTY_DASH_PT])
    canvas.roundRect(left, top - height, width, height, pt(3) * scale, stroke=1, fill=0)
    canvas.restoreState()


class ExampleFigure(ScaledPicture):
    """A picture of a worked example's table (``generator.layout.example``), scaled to the frame's width or down
    to ``max_height`` or to its own ``most_height`` (and to ``shrink`` of that): its cards, its empty places
    outlined, and its words set at the caption size, in tags over the cards, in the places they name, or under the
    boxes they caption."""

    def __init__(self, faces: Faces, picture: ExamplePicture, max_height: float) -> None:
        super().__init__()
        self.faces = faces
        self.picture = picture
        self.max_height = max_height
        self.shrink = 1.0
        """The share of its size (as wide as the frame, or ``max_height`` tall) it is drawn at."""
        self.scale = 1.0
        self.left = 0.0
        self.paragraphs: list[Paragraph] = []

    def wrap(self, available_width: float, available_height: float) -> tuple[float, float]:
        picture = self.picture
        most = self.max_height if picture.most_height is None else min(self.max_height, pt(picture.most_height))
        self.scale = min(available_width / pt(picture.width), most / pt(picture.height)) * self.shrink
        self.left = (available_width - pt(picture.width) * self.scale) / 2
        self.paragraphs = []
        below = 0.0
        for label in picture.labels:
            paragraph = Paragraph(inline(label.text), caption_style())
            paragraph.wrap(max(pt(label.w) * self.scale, pt(MIN_LABEL_MM)), pt(100))
            self.paragraphs.append(paragraph)
            if label.kind == "caption":
                foot = pt(label.y + label.h) * self.scale + pt(CAPTION_GAP_MM) + paragraph.height
                below = max(below, foot - pt(picture.height) * self.scale)
        self.width, self.height = available_width, pt(picture.height) * self.scale + below
        return self.width, self.height

    def drawn_height(self) -> float:
        """The height (points) its table is drawn at, as last wrapped: without the captions under it."""
        return pt(self.picture.height) * self.scale

    def draw(self) -> None:
        for placed in self.picture.pieces:
            draw_piece(self.canv, self.faces, placed, self.x(placed.x), self.y(placed.y), self.scale)
        for label, paragraph in zip(self.picture.labels, self.paragraphs, strict=True):
            self.draw_label(label, paragraph)

    def draw_label(self, label: Label, paragraph: Paragraph) -> None:
        """Words in a tag centred on their box, in their dashed place, or under their box."""
        canvas = self.canv
        centre_x = self.x(label.x + label.w / 2)
        if label.kind == "place":
            draw_empty(
                canvas, self.x(label.x), self.y(label.y), pt(label.w) * self.scale, pt(label.h) * self.scale, self.scale
            )
        if label.kind == "caption":
            paragraph.drawOn(
                canvas,
                centre_x - paragraph.width / 2,
                self.y(label.y + label.h) - pt(CAPTION_GAP_MM) - paragraph.height,
            )
            return
        width, height = paragraph.width, paragraph.height
        bottom = self.y(label.y + label.h / 2) - height / 2
        if label.kind == "tag":
            canvas.saveState()
            canvas.setFillColor(HexColor(TAG_FILL))
            canvas.setStrokeColor(HexColor(EDGE_COLOR))
            canvas.setLineWidth(EDGE_WIDTH_PT)
            pad = pt(TAG_PADDING_MM)
            used = min(
                width,
                max(
                    stringWidth(line, pdf_font_name("body"), CAPTION_SIZE_PT)
                    for line in paragraph.getPlainText().split("\n")
                ),
            )
            canvas.roundRect(
                centre_x - used / 2 - pad, bottom - pad / 2, used + 2 * pad, height + pad, pad, stroke=1, fill=1
            )
            canvas.restoreState()
        paragraph.drawOn(canvas, centre_x - width / 2, bottom)
