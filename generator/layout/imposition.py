"""Imposition: where each card goes on a printed sheet, front and back, and where the crop marks go.

All geometry is in mm from the page's top-left corner, y pointing down. Cards sit in a grid with
shared cut lines (no gutter): bleed shows only around the outside of the block and next to empty
cells (neighbours overlap by ``SEAM_OVERLAP_MM``). Back pages mirror the front pages so that duplex
printing puts each back behind its front:

- The sheet turns about the paper's long edge (``long``) or short edge (``short``). On a portrait
  page the long edge is vertical, so long-edge backs mirror x (``x_back = W − x − w``) and short-edge
  backs reverse the rows (``y_back = H − y − h``); on a landscape page it is the other way round.
- ``none`` (single-sided printers): all fronts first, then all backs laid out as for a long-edge
  flip, so that re-feeding the printed fronts, turned over the long edge, lines the backs up.
- ``back_offset`` (x right, y down, in mm, as seen on the back page) shifts every card on a back
  page, to cancel a printer's front/back registration error (measured with the calibration page).

Round components (tokens) are not cut with a guillotine but with scissors or a circle punch: they sit
on a staggered (hexagonal) grid, each with its whole bleed and ``ROUND_GAP_MM`` of white paper
between neighbouring bleeds, and get no crop marks.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace

from generator.layout.units import PAPERS

MIN_MARGIN_MM = 3.0
"""Least white paper between the page edge and the outer bleed."""
MARK_GAP_MM = 1.0
"""Space between the outer bleed and a crop mark, so a mark never touches printed art."""
MARK_LENGTH_MM = 5.0
"""Longest crop mark; shorter where the margin is narrower (always inside the margin)."""
MARK_EDGE_MM = 4.2
"""Crop marks stop this far from the page edge: most home printers print nothing closer (a mark with no
room left is omitted; the cut guides across the bleed still show that cut line)."""
GUIDE_TRIM_GAP_MM = 0.5
"""Cut guides across the outer bleed stop this far short of the trim, so they never touch a card."""
LABEL_EDGE_MM = 5.0
"""The sheet label keeps this far from the page edge: most home printers cannot print closer."""
SEAM_OVERLAP_MM = 0.1
"""How far a card's art reaches over a shared cut line into its neighbour: no hairline gap in viewers."""
ROUND_GAP_MM = 2.0
"""White paper between the bleeds of neighbouring round components: room for scissors or a punch's die."""
DUPLEX_MODES = ("long", "short", "none")


class LayoutError(Exception):
    """A component that does not fit the paper, or an impossible option."""


@dataclass(frozen=True)
class Sides:
    """How far a face is shown beyond its trim on each side, in mm (its bleed, or a hair at a shared cut)."""

    left: float = 0.0
    top: float = 0.0
    right: float = 0.0
    bottom: float = 0.0

    @classmethod
    def all(cls, mm: float) -> Sides:
        """The same amount on every side."""
        return cls(mm, mm, mm, mm)


@dataclass(frozen=True)
class Grid:
    """A grid of equal cells centred on a page of one orientation: shared cut lines for rectangles, a
    staggered grid with white gaps for round components (``round``). A ``raised`` block keeps only the
    minimum margin above it, leaving the spare height below for the sheet label."""

    paper: str
    page_w: float
    page_h: float
    cols: int
    rows: int
    card_w: float
    card_h: float
    bleed: float
    round: bool = False
    raised: bool = False

    @property
    def per_page(self) -> int:
        """Cards on a full page."""
        return self.cols * self.rows

    @property
    def landscape(self) -> bool:
        """True when the page is wider than tall."""
        return self.page_w > self.page_h

    @property
    def pitch_x(self) -> float:
        """Distance between the left edges of neighbouring cells in a row."""
        return self.card_w + (2 * self.bleed + ROUND_GAP_MM if self.round else 0.0)

    @property
    def pitch_y(self) -> float:
        """Distance between the tops of neighbouring rows (rows of round components nest into each other)."""
        return self.pitch_x * math.sqrt(3) / 2 if self.round else self.card_h

    @property
    def block_w(self) -> float:
        """Width of the block of cells, trim to trim (staggered rows add half a pitch)."""
        stagger = self.pitch_x / 2 if self.round and self.rows > 1 else 0.0
        return (self.cols - 1) * self.pitch_x + self.card_w + stagger

    @property
    def block_h(self) -> float:
        """Height of the block of cells, trim to trim."""
        return (self.rows - 1) * self.pitch_y + self.card_h

    @property
    def left(self) -> float:
        """x of the block's left trim edge."""
        return (self.page_w - self.block_w) / 2

    @property
    def top(self) -> float:
        """y of the block's top trim edge."""
        if self.raised:
            return MIN_MARGIN_MM + self.bleed
        return (self.page_h - self.block_h) / 2

    def cell(self, col: int, row: int) -> tuple[float, float]:
        """Top-left trim corner of a cell (odd rows of a staggered grid shift right by half a pitch)."""
        stagger = self.pitch_x / 2 if self.round and row % 2 else 0.0
        return self.left + col * self.pitch_x + stagger, self.top + row * self.pitch_y


def fits(grid: Grid) -> bool:
    """True when the block with its outer bleed keeps the minimum margin on every side."""
    room = 2 * (MIN_MARGIN_MM + grid.bleed) - 1e-9
    return grid.block_w + room <= grid.page_w and grid.block_h + room <= grid.page_h


def plan_grid(paper: str, card_w: float, card_h: float, bleed: float, round: bool = False) -> Grid:
    """The orientation and grid with the most cards that leaves room for the label (portrait on a tie).

    Raises ``LayoutError`` when not even one component fits.
    """
    width, height = PAPERS[paper]
    best: Grid | None = None
    for page_w, page_h in ((width, height), (height, width)):
        sizes = [
            (cols, rows)
            for cols in range(1, math.floor(page_w / card_w) + 1)
            for rows in range(1, math.floor(page_h / card_h * (2 if round else 1)) + 1)
        ]
        for cols, rows in sorted(sizes, key=lambda size: (-size[0] * size[1], -size[0])):
            centred = Grid(paper, page_w, page_h, cols, rows, card_w, card_h, bleed, round)
            if not fits(centred):
                continue
            grid = next((g for g in (centred, replace(centred, raised=True)) if label_box(g) is not None), None)
            if grid is not None:
                if best is None or grid.per_page > best.per_page:
                    best = grid
                break
    if best is None:
        raise LayoutError(
            f"a {card_w:g} × {card_h:g} mm component with {bleed:g} mm bleed does not fit on {paper} paper"
        )
    return best


@dataclass(frozen=True)
class Slot:
    """One card on a page: which card (index into the deck's copies), its trim's top-left, its shown bleed."""

    card: int
    x: float
    y: float
    shown: Sides


@dataclass(frozen=True)
class Page:
    """One page of a deck's sheet file."""

    side: str  # "front" or "back"
    sheet: int  # 1-based number of the sheet (a front page and its back share it)
    slots: tuple[Slot, ...]


def front_slots(grid: Grid, first_card: int, count: int) -> tuple[Slot, ...]:
    """Slots of one front page holding ``count`` cards from ``first_card`` on, row by row."""
    occupied = {(index % grid.cols, index // grid.cols) for index in range(count)}
    if grid.round:
        occupied = set()  # round components stand apart: every one shows its whole bleed
    slots = []
    for index in range(count):
        col, row = index % grid.cols, index // grid.cols
        x, y = grid.cell(col, row)
        shown = Sides(
            left=SEAM_OVERLAP_MM if (col - 1, row) in occupied else grid.bleed,
            top=SEAM_OVERLAP_MM if (col, row - 1) in occupied else grid.bleed,
            right=SEAM_OVERLAP_MM if (col + 1, row) in occupied else grid.bleed,
            bottom=SEAM_OVERLAP_MM if (col, row + 1) in occupied else grid.bleed,
        )
        slots.append(Slot(first_card + index, x, y, shown))
    return tuple(slots)


def mirrors_x(grid: Grid, duplex: str) -> bool:
    """True when backs mirror x (the sheet turns about a vertical axis), False when they reverse rows."""
    long_edge_vertical = not grid.landscape
    return long_edge_vertical if duplex in ("long", "none") else not long_edge_vertical


def backs_turned(grid: Grid, duplex: str) -> bool:
    """True when the sheet turns about its horizontal axis (reversed rows): each back is then printed
    upside down, so that a card turned over side to side, as cards are, shows its back upright."""
    return not mirrors_x(grid, duplex)


def back_slot(slot: Slot, grid: Grid, duplex: str, offset: tuple[float, float]) -> Slot:
    """The slot behind ``slot`` on the back page, shifted by the back offset."""
    shown = slot.shown
    if mirrors_x(grid, duplex):
        x, y = grid.page_w - slot.x - grid.card_w, slot.y
        shown = Sides(shown.right, shown.top, shown.left, shown.bottom)
    else:
        x, y = slot.x, grid.page_h - slot.y - grid.card_h
        shown = Sides(shown.left, shown.bottom, shown.right, shown.top)
    return Slot(slot.card, x + offset[0], y + offset[1], shown)


def impose(
    card_count: int,
    grid: Grid,
    duplex: str,
    back_offset: tuple[float, float],
    backs: bool,
    counts: tuple[int, ...] | None = None,
) -> tuple[Page, ...]:
    """Every page of a deck: fronts and mirrored backs alternating (or backs after, for ``none``).

    ``counts`` gives the number of cards on each sheet (full sheets when None).
    """
    if duplex not in DUPLEX_MODES:
        raise LayoutError(f"duplex must be one of {', '.join(DUPLEX_MODES)}; got {duplex!r}")
    if counts is None:
        counts = tuple(min(grid.per_page, card_count - start) for start in range(0, card_count, grid.per_page))
    if sum(counts) != card_count or not all(0 < count <= grid.per_page for count in counts):
        raise LayoutError(f"cannot put {card_count} cards on sheets of {grid.per_page} as {list(counts)}")
    starts = [sum(counts[:index]) for index in range(len(counts))]
    fronts = [
        Page("front", sheet + 1, front_slots(grid, start, count))
        for sheet, (start, count) in enumerate(zip(starts, counts, strict=True))
    ]
    if not backs:
        return tuple(fronts)
    back_pages = [
        Page("back", page.sheet, tuple(back_slot(slot, grid, duplex, back_offset) for slot in page.slots))
        for page in fronts
    ]
    if duplex == "none":
        return (*fronts, *back_pages)
    return tuple(page for pair in zip(fronts, back_pages, strict=True) for page in pair)


Segment = tuple[float, float, float, float]
"""A line from (x1, y1) to (x2, y2) in mm."""


def used_block(grid: Grid, count: int | None) -> tuple[int, int]:
    """Columns and rows a page of ``count`` cards fills (the whole grid when ``count`` is None)."""
    if count is None:
        return grid.cols, grid.rows
    return min(grid.cols, count), math.ceil(count / grid.cols)


def crop_marks(grid: Grid, count: int | None = None) -> tuple[Segment, ...]:
    """Short marks in the margins on the extension of every cut line of the cells a page of ``count`` cards
    fills; none reaches the bleed or comes closer to the page edge than ``MARK_EDGE_MM``. None for round
    components, which are cut along their printed edge."""
    if grid.round:
        return ()
    cols, rows = used_block(grid, count)
    reach = grid.bleed + MARK_GAP_MM
    block_bottom = grid.top + rows * grid.card_h
    block_right = grid.left + cols * grid.card_w
    marks: list[Segment] = []
    for col in range(cols + 1):
        x = grid.left + col * grid.card_w
        if MARK_EDGE_MM <= x <= grid.page_w - MARK_EDGE_MM:
            for start, end in mark_spans(grid.top - reach, block_bottom + reach, grid.page_h):
                marks.append((x, start, x, end))
    for row in range(rows + 1):
        y = grid.top + row * grid.card_h
        if MARK_EDGE_MM <= y <= grid.page_h - MARK_EDGE_MM:
            for start, end in mark_spans(grid.left - reach, block_right + reach, grid.page_w):
                marks.append((start, y, end, y))
    return tuple(marks)


def cut_guides(grid: Grid, count: int | None = None) -> tuple[Segment, ...]:
    """Every cut line of the cells a page of ``count`` cards fills, continued across the outer bleed,
    which is cut away with the margin.

    Where the margin is narrower than a printer's unprintable edge (the top and bottom of a Letter
    sheet of poker cards, say), the crop marks may not print; these guides still show where to cut.
    None when there is no bleed to draw them on, and for round components.
    """
    if grid.round or grid.bleed <= GUIDE_TRIM_GAP_MM:
        return ()
    cols, rows = used_block(grid, count)
    block_bottom = grid.top + rows * grid.card_h
    block_right = grid.left + cols * grid.card_w
    gap, bleed = GUIDE_TRIM_GAP_MM, grid.bleed
    guides: list[Segment] = []
    for col in range(cols + 1):
        x = grid.left + col * grid.card_w
        guides += [(x, grid.top - bleed, x, grid.top - gap), (x, block_bottom + gap, x, block_bottom + bleed)]
    for row in range(rows + 1):
        y = grid.top + row * grid.card_h
        guides += [(grid.left - bleed, y, grid.left - gap, y), (block_right + gap, y, block_right + bleed, y)]
    return tuple(guides)


def mark_spans(before: float, after: float, extent: float) -> list[tuple[float, float]]:
    """The two spans of one cut line's marks: ending at ``before`` and starting at ``after``."""
    near = min(MARK_LENGTH_MM, before - MARK_EDGE_MM)
    far = min(MARK_LENGTH_MM, extent - MARK_EDGE_MM - after)
    return ([(before - near, before)] if near > 0 else []) + ([(after, after + far)] if far > 0 else [])


LABEL_MIN_HEIGHT_MM = 4.0
"""Two lines of the label at its smallest size."""
LABEL_MIN_WIDTH_MM = 60.0
"""Two lines of the longest label fit in 60 × 4 mm (a test checks it on random grids)."""


@dataclass(frozen=True)
class LabelBox:
    """Where a sheet's label goes: a box in mm; ``rotated`` boxes lie in the left margin, reading upwards.

    A rotated box is given in the text's own frame: ``w`` runs up the page and ``h`` across the margin;
    ``x`` is the band's left edge on the page and ``y`` its lower end (the text starts there).
    """

    x: float
    y: float
    w: float
    h: float
    rotated: bool


def label_box(grid: Grid) -> LabelBox | None:
    """A box for the sheet label in the margin, clear of bleed and crop marks; None when none is big enough.

    Tried in order: below the block between the marks of the middle column; below the block beyond
    the marks; in the left margin between the marks of the middle row; in the left margin beyond them.
    """
    beyond_marks = grid.bleed + MARK_GAP_MM + MARK_LENGTH_MM + 0.5
    next_to_bleed = grid.bleed + 0.5
    block_bottom = grid.top + grid.block_h
    mid_x, _ = grid.cell(grid.cols // 2, 0)
    _, mid_y = grid.cell(0, grid.rows // 2)
    options = [
        LabelBox(
            mid_x + 1,
            block_bottom + next_to_bleed,
            grid.card_w - 2,
            grid.page_h - LABEL_EDGE_MM - block_bottom - next_to_bleed,
            rotated=False,
        ),
        LabelBox(
            grid.left,
            block_bottom + beyond_marks,
            grid.block_w,
            grid.page_h - LABEL_EDGE_MM - block_bottom - beyond_marks,
            rotated=False,
        ),
        LabelBox(
            LABEL_EDGE_MM,
            mid_y + grid.card_h - 1,
            grid.card_h - 2,
            grid.left - next_to_bleed - LABEL_EDGE_MM,
            rotated=True,
        ),
        LabelBox(
            LABEL_EDGE_MM,
            grid.top + grid.block_h,
            grid.block_h,
            grid.left - beyond_marks - LABEL_EDGE_MM,
            rotated=True,
        ),
    ]
    return next((box for box in options if box.h >= LABEL_MIN_HEIGHT_MM and box.w >= LABEL_MIN_WIDTH_MM), None)
