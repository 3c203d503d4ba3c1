"""PDF files made of faces: print-and-play sheets, 1-up print-on-demand decks and the calibration page."""

from __future__ import annotations

import io
from dataclasses import dataclass
from functools import lru_cache

from reportlab.lib.colors import HexColor
from reportlab.pdfgen.canvas import Canvas

from generator.design.colors import contrast
from generator.layout.imposition import (
    FOLD_MARK_DASH_MM,
    SIDES,
    Grid,
    LabelBox,
    Page,
    Segment,
    Sides,
    Slot,
    backs_turned,
    crop_marks,
    cut_guides,
    fold_marks,
    impose,
    label_box,
    plan_grid,
    trim_edges,
)
from generator.layout.shapes import Ellipse, Face, Line, Text
from generator.layout.units import MM_PER_INCH, POD_BLEED_MM, Duplex, Paper, pt
from generator.render.pdf import FaceForms, draw_face, new_canvas
from generator.render.png import render_face
from generator.render.srgb import add_srgb_output_intent

MARK_COLOR = "#000000"
MARK_WIDTH_MM = 0.15
GUIDE_HALO_COLOR = "#ffffff"
GUIDE_HALO_WIDTH_MM = 0.5
"""Cut guides cross printed bleed: a white band under the hairline keeps them visible on any colour."""
CUT_LINE_COLORS = ("#000000", "#ffffff", "#767676")
"""A cut line across the cards takes whichever of these stands out most from the grounds on both its sides:
black between light cards, white between dark ones, grey between a light and a dark one."""
MIN_CONTRAST = 3.0
"""WCAG's least contrast for a line that must be seen (graphical objects)."""
GROUND_DPI = 100
GROUND_INSET_MM = 0.6
"""A card's ground along a side is sampled this far inside its trim, in a rendering at ``GROUND_DPI``."""
GROUND_SAMPLES = 9
"""Points sampled along each side of a card."""
FOLD_MARK_COLOR = "#444444"
LABEL_COLOR = "#444444"
PRINT_NOTE = "print at 100 % / actual size, not “fit to page”"
PRINTING = {
    Duplex.LONG: "duplex, long edge",
    Duplex.SHORT: "duplex, short edge",
    Duplex.NONE: "backs after fronts",
    Duplex.FOLD: "fold along the dashed line, glue, then cut",
}
"""How each duplex mode's pages are printed, as the sheet label says it."""


@dataclass(frozen=True)
class DeckCopies:
    """A deck's designs and the design of each physical copy, in print order."""

    title: str
    fronts: tuple[Face, ...]
    copies: tuple[int, ...]
    """Index into ``fronts`` of each physical copy."""
    back: Face | None
    back_repeats_front: bool = False
    """Double-faced copies: each one's back is its own front (``back`` stays the deck's shared back)."""
    round: bool = False
    """Round components (tokens): laid out on a staggered grid with gaps, cut along their edge."""

    @property
    def count(self) -> int:
        """Number of physical copies."""
        return len(self.copies)

    @property
    def cell(self) -> tuple[float, float]:
        """Trim size of a grid cell: the deck's own."""
        return self.fronts[0].width_mm, self.fronts[0].height_mm

    @property
    def double_sided(self) -> bool:
        """True when back pages are printed."""
        return self.back is not None

    @property
    def counts(self) -> tuple[int, ...] | None:
        """Copies per sheet: as many as fit."""
        return None

    @property
    def fills(self) -> tuple[tuple[bool, bool], ...] | None:
        """Every copy fills its cell on both sides (``generator.layout.imposition.impose``)."""
        return None

    def front_of(self, card: int) -> Face:
        """The front face of the ``card``-th physical copy."""
        return self.fronts[self.copies[card]]

    def back_of(self, card: int) -> Face | None:
        """The back face of the ``card``-th physical copy (None for a single-sided deck)."""
        if self.back is None:
            return None
        return self.front_of(card) if self.back_repeats_front else self.back


@dataclass(frozen=True)
class PackedCopies:
    """Copies of several decks on one grid (a section of a bundle), each with its own front and back.

    A face smaller than the cell (a token among cards) is drawn in the middle of its cell with its bleed.
    """

    title: str
    fronts: tuple[Face, ...]
    backs: tuple[Face | None, ...]
    """The back of each copy, None for a one-sided one (its back cell stays blank)."""
    cell: tuple[float, float]
    round: bool
    counts: tuple[int, ...]
    """Copies on each sheet."""

    @property
    def count(self) -> int:
        """Number of physical copies."""
        return len(self.fronts)

    @property
    def double_sided(self) -> bool:
        """True when back pages are printed."""
        return any(back is not None for back in self.backs)

    @property
    def fills(self) -> tuple[tuple[bool, bool], ...]:
        """Whether each copy's front and back fill their cell up to its cut lines: not an inset's (a token
        among cards), nor the blank back of a one-sided copy (``generator.layout.imposition.impose``)."""
        return tuple(
            (self.fills_cell(front), back is not None and self.fills_cell(back))
            for front, back in zip(self.fronts, self.backs, strict=True)
        )

    def fills_cell(self, face: Face) -> bool:
        """True for a face of the cell's own size."""
        return (face.width_mm, face.height_mm) == self.cell

    def front_of(self, card: int) -> Face:
        """The front face of the ``card``-th copy."""
        return self.fronts[card]

    def back_of(self, card: int) -> Face | None:
        """The back face of the ``card``-th copy."""
        return self.backs[card]


Copies = DeckCopies | PackedCopies


@dataclass(frozen=True)
class SheetJob:
    """Print-and-play sheets on one paper: shared cut lines, crop marks, fronts and mirrored backs."""

    deck: Copies
    paper: Paper
    duplex: Duplex
    back_offset: tuple[float, float]
    bleed: float

    def grid(self) -> Grid:
        """The grid every page of this file uses."""
        return plan_grid(self.paper, *self.deck.cell, self.bleed, self.deck.round, fold=self.folded)

    @property
    def folded(self) -> bool:
        """True when each page carries its fronts and their backs, to be folded: ``fold`` for a deck with backs."""
        return self.duplex == Duplex.FOLD and self.deck.double_sided

    def pages(self) -> tuple[Page, ...]:
        """Every page with its slots (the record the tests check)."""
        deck = self.deck
        return impose(
            deck.count, self.grid(), self.duplex, self.back_offset, deck.double_sided, deck.counts, deck.fills
        )

    def render(self) -> bytes:
        """The PDF bytes."""
        grid = self.grid()
        buffer = io.BytesIO()
        canvas = new_canvas(buffer, (pt(grid.page_w), pt(grid.page_h)), self.deck.title)
        self.draw(canvas, FaceForms(canvas), 1, len(self.pages()))
        canvas.save()
        return buffer.getvalue()

    def draw(self, canvas: Canvas, forms: FaceForms, first_number: int, total: int) -> None:
        """Draw every page onto ``canvas``, numbered from ``first_number`` of ``total``."""
        grid = self.grid()
        turned = backs_turned(grid, self.duplex)
        for number, page in enumerate(self.pages(), start=first_number):
            canvas.setPageSize((pt(grid.page_w), pt(grid.page_h)))
            for slot in page.slots:
                face = self.deck.back_of(slot.card) if slot.back else self.deck.front_of(slot.card)
                if face is None:
                    continue  # a one-sided copy among double-sided ones: its back stays blank
                x, y, shown = slot.x, slot.y, slot.shown
                if (face.width_mm, face.height_mm) != (grid.card_w, grid.card_h):  # an inset: centred
                    x, y = x + (grid.card_w - face.width_mm) / 2, y + (grid.card_h - face.height_mm) / 2
                    shown = Sides.all(face.bleed_mm)
                if grid.round:
                    clip_round(canvas, face, x, grid.page_h - y)
                forms.place(face, pt(x), pt(grid.page_h - y), shown, turned and slot.back)
                if grid.round:
                    canvas.restoreState()
            if page.side != "back":
                draw_cut_lines(canvas, grid, self.cut_cards(page))
                draw_crop_marks(canvas, grid, sum(not slot.back for slot in page.slots))
                draw_fold_marks(canvas, grid)
            draw_label(canvas, grid, self.label(page, number, total))
            canvas.showPage()

    def cut_cards(self, page: Page) -> tuple[tuple[Slot, Face | None], ...]:
        """The front slots of a page, each with its face when that fills its cell up to the cut lines (None for
        an inset, a token among cards, which is cut along its own edge)."""
        cell = (self.grid().card_w, self.grid().card_h)
        fronts = [(slot, self.deck.front_of(slot.card)) for slot in page.slots if not slot.back]
        return tuple((slot, face if (face.width_mm, face.height_mm) == cell else None) for slot, face in fronts)

    def label(self, page: Page, number: int, total: int) -> str:
        """The line printed in the margin of a page."""
        side = {"front": "fronts", "back": "backs", "fold": "fronts and backs"}[page.side]
        flip = PRINTING[self.duplex]
        if not self.deck.double_sided:
            side, flip = "one-sided", "print on one side"
        offset = ""
        if page.side == "back" and self.back_offset != (0.0, 0.0):
            offset = f", offset {self.back_offset[0]:g}, {self.back_offset[1]:g} mm"
        return f"{self.deck.title} · page {number}/{total} ({side}; {flip}{offset}) · {PRINT_NOTE}"


def clip_round(canvas: Canvas, face: Face, left_mm: float, top_mm: float) -> None:
    """Save the graphics state and clip to a round component's disc with its bleed (neighbours on a
    staggered grid come closer than the square around that disc)."""
    radius = face.width_mm / 2 + face.bleed_mm
    canvas.saveState()
    path = canvas.beginPath()
    path.circle(pt(left_mm + face.width_mm / 2), pt(top_mm - face.height_mm / 2), pt(radius))
    canvas.clipPath(path, stroke=0, fill=0)


def draw_crop_marks(canvas: Canvas, grid: Grid, count: int | None = None) -> None:
    """Hairline crop marks in the margins, and cut guides across the outer bleed over a white halo, for
    the cells a page of ``count`` cards fills (all of them when None)."""
    guides = cut_guides(grid, count)
    canvas.saveState()
    canvas.setLineCap(0)
    for color, width, segments in (
        (GUIDE_HALO_COLOR, GUIDE_HALO_WIDTH_MM, guides),
        (MARK_COLOR, MARK_WIDTH_MM, crop_marks(grid, count) + guides),
    ):
        canvas.setStrokeColor(HexColor(color))
        canvas.setLineWidth(pt(width))
        for x1, y1, x2, y2 in segments:
            canvas.line(pt(x1), pt(grid.page_h - y1), pt(x2), pt(grid.page_h - y2))
    canvas.restoreState()


def draw_cut_lines(canvas: Canvas, grid: Grid, cards: tuple[tuple[Slot, Face | None], ...]) -> None:
    """A hairline along every side of every card that fills its cell (none for round components, cut along
    their printed circle), each straight cut across the page drawn alike along its whole length, in what
    stands out from every ground it runs between (``cut_line_strokes``): where cards of one ground meet, or
    light ones on white paper, the cutter still sees the line, and where cards of different colours meet it
    reads as one cut, not as a change of colour. Every halo lies under every hairline."""
    strokes = cut_lines(grid, cards)
    canvas.saveState()
    canvas.setLineCap(0)
    under = [(segments, stroke) for segments, styles in strokes for stroke in styles[:-1]]  # the halos
    for segments, (color, width) in under + [(segments, styles[-1]) for segments, styles in strokes]:
        canvas.setStrokeColor(HexColor(color))
        canvas.setLineWidth(pt(width))
        for x1, y1, x2, y2 in segments:
            canvas.line(pt(x1), pt(grid.page_h - y1), pt(x2), pt(grid.page_h - y2))
    canvas.restoreState()


def cut_lines(
    grid: Grid, cards: tuple[tuple[Slot, Face | None], ...]
) -> list[tuple[tuple[Segment, ...], tuple[tuple[str, float], ...]]]:
    """Each straight cut across a page (``draw_cut_lines``): its segments, in the order of the cards, and its
    strokes, from the grounds of every segment."""
    if grid.round:
        return []
    lines: dict[tuple[str, float], tuple[list[Segment], list[str]]] = {}
    for edge in trim_edges(grid, tuple(slot for slot, _ in cards)):
        face = cards[edge.slot][1]
        if face is None:
            continue
        other = cards[edge.across][1] if edge.across is not None else None
        side = SIDES.index(edge.side)
        x, y, _, _ = edge.segment
        line = ("x", round(x, 3)) if edge.side in ("left", "right") else ("y", round(y, 3))
        segments, grounds = lines.setdefault(line, ([], []))
        segments.append(edge.segment)
        grounds += edge_grounds(face)[side] + (edge_grounds(other)[(side + 2) % 4] if other is not None else ())
    return [(tuple(segments), cut_line_strokes(tuple(dict.fromkeys(grounds)))) for segments, grounds in lines.values()]


def cut_line_color(grounds: tuple[str, ...]) -> str:
    """Which of ``CUT_LINE_COLORS`` stands out most from the least different of ``grounds``."""
    return max(CUT_LINE_COLORS, key=lambda color: standing_out(color, grounds))


def standing_out(color: str, grounds: tuple[str, ...]) -> float:
    """The least contrast of ``color`` with any of ``grounds``."""
    return min(contrast(color, ground) for ground in grounds)


def cut_line_strokes(grounds: tuple[str, ...]) -> tuple[tuple[str, float], ...]:
    """The strokes (colour, width in mm) of a cut line between ``grounds``: one hairline in the colour that
    stands out from all of them, or, where none does (a dark ground beside a middling one), a hairline over
    a white halo, as the cut guides across the bleed are drawn."""
    color = cut_line_color(grounds)
    if standing_out(color, grounds) >= MIN_CONTRAST:
        return ((color, MARK_WIDTH_MM),)
    return ((GUIDE_HALO_COLOR, GUIDE_HALO_WIDTH_MM), (MARK_COLOR, MARK_WIDTH_MM))


@lru_cache(maxsize=256)
def edge_grounds(face: Face) -> tuple[tuple[str, ...], ...]:
    """The colours (#rrggbb) of a face's ground just inside its trim along each side, in ``SIDES`` order."""
    image = render_face(face.without_texts(), GROUND_DPI, bleed=False)  # a text is no ground
    scale = GROUND_DPI / MM_PER_INCH
    inset = GROUND_INSET_MM * scale
    width, height = image.width - 1, image.height - 1
    points = [(step + 0.5) / GROUND_SAMPLES for step in range(GROUND_SAMPLES)]
    along = {
        "left": [(inset, height * share) for share in points],
        "top": [(width * share, inset) for share in points],
        "right": [(width - inset, height * share) for share in points],
        "bottom": [(width * share, height - inset) for share in points],
    }
    return tuple(tuple(hex_color(image.getpixel((round(x), round(y)))) for x, y in along[side]) for side in SIDES)


def hex_color(pixel: object) -> str:
    """An RGB pixel as #rrggbb."""
    assert isinstance(pixel, tuple)
    return "#" + "".join(f"{channel:02x}" for channel in pixel[:3])


def draw_fold_marks(canvas: Canvas, grid: Grid) -> None:
    """The fold line's dashed marks in the margins (nothing on a grid that does not fold)."""
    canvas.saveState()
    canvas.setStrokeColor(HexColor(FOLD_MARK_COLOR))
    canvas.setLineWidth(pt(MARK_WIDTH_MM))
    canvas.setDash([pt(FOLD_MARK_DASH_MM), pt(FOLD_MARK_DASH_MM)])
    for x1, y1, x2, y2 in fold_marks(grid):
        canvas.line(pt(x1), pt(grid.page_h - y1), pt(x2), pt(grid.page_h - y2))
    canvas.restoreState()


def draw_label(canvas: Canvas, grid: Grid, text: str) -> None:
    """The page label in its margin box, rotated to read upwards when the box is in the left margin."""
    box = label_box(grid)
    assert box is not None, "plan_grid only returns grids with room for a label"
    face = label_face(box, text)
    if box.rotated:
        canvas.saveState()
        canvas.translate(pt(box.x + box.h), pt(grid.page_h - box.y))
        canvas.rotate(90)
        draw_face(canvas, face, 0, pt(box.h), Sides())
        canvas.restoreState()
    else:
        draw_face(canvas, face, pt(box.x), pt(grid.page_h - box.y), Sides())


def label_face(box: LabelBox, text: str) -> Face:
    """A face holding just the label text, centred."""
    return Face(
        box.w,
        box.h,
        0.0,
        (
            Text(
                0,
                0,
                box.w,
                box.h,
                text,
                size_pt=7,
                min_size_pt=4.5,
                color=LABEL_COLOR,
                align="center",
                valign="middle",
                leading=1.1,
                cut=True,  # its deck and game names come from the data: a long one is cut short
            ),
        ),
        label="sheet label",
    )


@dataclass(frozen=True)
class PodJob:
    """A 1-up print-on-demand PDF: one card per page with 1/8 in bleed, TrimBox and BleedBox set, and an
    sRGB output intent.

    Pages run back 1, front 1, back 2, front 2 … (the order DriveThruCards asks for); fronts only for
    single-sided decks. Faces must be designed with ``POD_BLEED_MM`` of bleed.
    """

    deck: DeckCopies

    def pages(self) -> int:
        """Number of pages."""
        return len(self.deck.copies) * (2 if self.deck.back is not None else 1)

    def render(self) -> bytes:
        """The PDF bytes."""
        first = self.deck.fronts[0]
        bleed = POD_BLEED_MM
        size = (pt(first.width_mm + 2 * bleed), pt(first.height_mm + 2 * bleed))
        trim = (pt(bleed), pt(bleed), pt(bleed + first.width_mm), pt(bleed + first.height_mm))
        buffer = io.BytesIO()
        canvas = new_canvas(buffer, size, self.deck.title)
        add_srgb_output_intent(canvas)
        forms = FaceForms(canvas)
        for card in range(len(self.deck.copies)):
            back = self.deck.back_of(card)
            faces = [back, self.deck.front_of(card)] if back else [self.deck.front_of(card)]
            for face in faces:
                canvas.setTrimBox(trim)
                canvas.setBleedBox((0, 0, *size))
                forms.place(face, pt(bleed), pt(bleed + face.height_mm), Sides.all(bleed))
                canvas.showPage()
        canvas.save()
        return buffer.getvalue()


SCALE_MM = 10
"""The back rulers run from −10 to +10 mm (20 mm long): offsets up to ±5 mm read with room to spare."""
CROSS_ARM_MM = 22.0
"""The front cross's arms are long enough to reach the back rulers, which sit beside its centre."""
RULER_DISTANCE_MM = 16.0
"""How far each back ruler lies from the cell's centre (the two rulers never cross)."""


@dataclass(frozen=True)
class CalibrationJob:
    """A two-page calibration sheet: crosses on the front, rulers behind them on the back.

    Printed duplex and held against a light, the numbers on the back rulers where each front cross's
    lines show through are the back offset (x to the right, y downwards, as read on the back): give it
    to the printer driver's back-side shift, or to ``--back-offset``.
    """

    paper: Paper
    duplex: Duplex
    bleed: float
    card_mm: tuple[float, float]
    """Trim size of the card each cell stands for (width, height), as ``formats.toml`` gives it."""

    def render(self) -> bytes:
        """The PDF bytes."""
        buffer = io.BytesIO()
        canvas = new_canvas(buffer, self.page_size(), f"Calibration ({self.paper})")
        self.draw(canvas)
        canvas.save()
        return buffer.getvalue()

    def page_size(self) -> tuple[float, float]:
        """The sheet's page size in points."""
        grid = plan_grid(self.paper, *self.card_mm, self.bleed)
        return pt(grid.page_w), pt(grid.page_h)

    def draw(self, canvas: Canvas, first_number: int = 0, total: int = 0) -> None:
        """Draw the front and the back page onto ``canvas``; within a bundle, numbered from ``first_number``
        of ``total``."""
        grid = plan_grid(self.paper, *self.card_mm, self.bleed)
        front_page, back_page = impose(grid.per_page, grid, self.duplex, (0.0, 0.0), backs=True)[:2]
        front = cross_face(self.card_mm, calibration_instructions(self.duplex), OFFSET_INSTRUCTIONS)
        for number, (page, face) in enumerate(((front_page, front), (back_page, scale_face(self.card_mm)))):
            canvas.setPageSize((pt(grid.page_w), pt(grid.page_h)))
            for slot in page.slots:
                draw_face(canvas, face, pt(slot.x), pt(grid.page_h - slot.y), Sides())
            if page.side == "front":
                draw_crop_marks(canvas, grid)
            where = f" · page {first_number + number}/{total}" if total else ""
            draw_label(canvas, grid, f"Back-offset calibration · {page.side}{where} · {PRINT_NOTE}")
            canvas.showPage()


OFFSET_INSTRUCTIONS = (
    "**No rebuild needed:** enter X and Y in your printer driver's back-side position setting (called "
    "image shift, margin shift or back-side offset; a test print shows if it counts the other way, then "
    "swap the signs). Or build with **--back-offset X,Y**."
)
"""How to apply the offset read on the back rulers."""


def calibration_instructions(duplex: Duplex) -> str:
    """What to do with the calibration sheet."""
    printing = {
        Duplex.LONG: "Print both pages double-sided (flip on the long edge) at 100 %.",
        Duplex.SHORT: "Print both pages double-sided (flip on the short edge) at 100 %.",
        Duplex.NONE: "Print page 1 at 100 %, put the sheet back in the tray turned over its long edge, and print "
        "page 2 on its back.",
    }[duplex]
    return (
        f"{printing} Hold the sheet against a light and, on the back, read the rulers where this cross's "
        "lines show through: X on the lower ruler, Y on the right one (in mm)."
    )


def cross_face(card_mm: tuple[float, float], instructions: str, offset_instructions: str) -> Face:
    """A card-sized cell with a fine cross at its centre, how to read it above and how to apply it below."""
    width, height = card_mm
    cx, cy = width / 2, height / 2
    arm = CROSS_ARM_MM
    return Face(
        width,
        height,
        0.0,
        (
            Line(cx - arm, cy, cx + arm, cy, "#000000", 0.1),
            Line(cx, cy - arm, cx, cy + arm, "#000000", 0.1),
            Ellipse(cx - 6, cy - 6, 12, 12, stroke="#000000", stroke_mm=0.1),
            Text(3, 2.5, width - 6, cy - arm - 4, instructions, size_pt=7, min_size_pt=5, align="center"),
            Text(
                3,
                cy + arm + 1.5,
                width - 6,
                height - cy - arm - 4,
                offset_instructions,
                size_pt=7,
                min_size_pt=5,
                align="center",
            ),
        ),
        label="calibration front",
    )


def scale_face(card_mm: tuple[float, float]) -> Face:
    """A card-sized cell with an x ruler below its centre and a y ruler right of it, ticks every 0.5 mm.

    The front cross's vertical line crosses the x ruler and its horizontal line the y ruler.
    """
    width, height = card_mm
    cx, cy = width / 2, height / 2
    ruler_y, ruler_x = cy + RULER_DISTANCE_MM, cx + RULER_DISTANCE_MM
    shapes: list[Line | Text] = [
        Line(cx - SCALE_MM - 0.5, ruler_y, cx + SCALE_MM + 0.5, ruler_y, "#000000", 0.08),
        Line(ruler_x, cy - SCALE_MM - 0.5, ruler_x, cy + SCALE_MM + 0.5, "#000000", 0.08),
    ]
    for step in range(-2 * SCALE_MM, 2 * SCALE_MM + 1):
        offset = step / 2
        tick = 2.2 if step % 10 == 0 else 1.6 if step % 2 == 0 else 0.8
        shapes.append(Line(cx + offset, ruler_y - tick / 2, cx + offset, ruler_y + tick / 2, "#000000", 0.08))
        shapes.append(Line(ruler_x - tick / 2, cy + offset, ruler_x + tick / 2, cy + offset, "#000000", 0.08))
        if step % 4 == 0:  # a number every 2 mm, alternately on either side of the ruler
            number = f"{offset:g}"  # the axis labels say which way is +
            above = step % 8 != 0
            shapes.append(
                Text(
                    cx + offset - 1.8,
                    ruler_y + (-3.8 if above else 1.0),
                    3.6,
                    2.8,
                    number,
                    size_pt=6,
                    min_size_pt=6,
                    align="center",
                    valign="bottom" if above else "top",
                )
            )
            shapes.append(
                Text(
                    ruler_x + (-4.6 if above else 1.0),
                    cy + offset - 1.4,
                    3.6,
                    2.8,
                    number,
                    size_pt=6,
                    min_size_pt=6,
                    align="right" if above else "left",
                    valign="middle",
                )
            )
    shapes.append(
        Text(cx - 15, ruler_y + 4.2, 30, 3.2, "X (mm, + to the right)", size_pt=6.5, min_size_pt=6, align="center")
    )
    shapes.append(
        Text(ruler_x - 11, cy - SCALE_MM - 5, 22, 3.2, "Y (mm, + down)", size_pt=6.5, min_size_pt=6, align="center")
    )
    return Face(width, height, 0.0, tuple(shapes), label="calibration back")
