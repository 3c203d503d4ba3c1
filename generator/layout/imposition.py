"""Imposition: where each card goes on a printed sheet, front and back, and where the crop marks go.

All geometry is in mm from the page's top-left corner, y pointing down. Cards sit in a grid with
shared cut lines (no gutter): bleed shows only around the outside of the block and next to cells whose
art does not reach the cut line (empty cells, a token inset among cards, the blank back of a one-sided
copy); neighbours overlap by ``SEAM_OVERLAP_MM``. Back pages mirror the front pages so that duplex
printing puts each back behind its front:

- The sheet turns about the paper's long edge (``long``) or short edge (``short``). On a portrait
  page the long edge is vertical, so long-edge backs mirror x (``x_back = W − x − w``) and short-edge
  backs reverse the rows (``y_back = H − y − h``); on a landscape page it is the other way round.
- ``none`` (single-sided printers): all fronts first, then all backs laid out as for a long-edge
  flip, so that re-feeding the printed fronts, turned over the long edge, lines the backs up.
- ``back_offset`` (x right, y down, in mm, as seen on the back page) shifts every card on a back
  page, to cancel a printer's front/back registration error (measured with the calibration page).
- ``fold`` (no duplex printer at all): each page holds a sheet's fronts in its left half and their
  backs in its right half, mirrored across the fold line down the middle (``x_back = W − x − w``), so
  that the page folded along that line, glued and cut puts every back behind its front by
  construction. The fronts sit against the fold, their bleed reaching the fold line.

Nothing is printed closer than ``PRINT_EDGE_MM`` to the paper's edge, where most home printers print
nothing. Where the paper is short (three poker cards, 266.7 mm, on Letter's 279.4 mm), the bleed
around the outside of a block shrinks to keep that margin, down to ``MIN_OUTER_BLEED_MM``.

Round components (tokens) are not cut with a guillotine but with scissors or a circle punch: they sit
on a staggered (hexagonal) grid, each with its whole bleed and ``ROUND_GAP_MM`` of white paper
between neighbouring bleeds, and get no crop marks.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace

from generator.layout.units import PAPER_SIZES_MM, Duplex, Paper

PRINT_EDGE_MM = 4.2
"""Nothing is printed closer than this to the paper's edge: most home printers cannot print there (crop
marks with no room left are omitted; the cut guides across the bleed still show those cut lines)."""
MIN_OUTER_BLEED_MM = 2.0
"""The least bleed left around the outside of a block of cards where the paper is short (print shops ask
for 2 mm at least); a grid that would need less does not fit."""
MARK_GAP_MM = 1.0
"""Space between the outer bleed and a crop mark, so a mark never touches printed art."""
MARK_LENGTH_MM = 5.0
"""Longest crop mark; shorter where the margin is narrower (always inside the margin)."""
GUIDE_TRIM_GAP_MM = 0.5
"""Cut guides across the outer bleed stop this far short of the trim, so they never touch a card."""
LABEL_EDGE_MM = 5.0
"""The sheet label keeps this far from the page edge: most home printers cannot print closer."""
SEAM_OVERLAP_MM = 0.1
"""How far a card's art reaches over a shared cut line into its neighbour: no hairline gap in viewers."""
ROUND_GAP_MM = 2.0
"""White paper between the bleeds of neighbouring round components: room for scissors or a punch's die."""
FOLD_MARK_DASH_MM = 1.5
FOLD_MARK_MIN_MM = 3.0
"""The shortest fold mark worth printing: a fold grid leaves room for one above or below its block."""
"""Fold marks are dashed, so they never read as crop marks."""


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
    printer's edge and its bleed above it, leaving the spare height below for the sheet label. A ``fold``
    grid lies in the left half of the page, against the fold line down its middle."""

    paper: Paper
    page_w: float
    page_h: float
    cols: int
    rows: int
    card_w: float
    card_h: float
    bleed: float
    round: bool = False
    raised: bool = False
    fold: bool = False

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
    def fold_x(self) -> float:
        """x of the fold line: the middle of the page."""
        return self.page_w / 2

    @property
    def left(self) -> float:
        """x of the block's left trim edge: centred, or against the fold line (its bleed, and half the white
        gap of round components, away from it)."""
        if self.fold:
            return self.fold_x - self.bleed - (ROUND_GAP_MM / 2 if self.round else 0.0) - self.block_w
        return (self.page_w - self.block_w) / 2

    @property
    def top(self) -> float:
        """y of the block's top trim edge."""
        if self.raised:
            return PRINT_EDGE_MM + self.bleed
        return (self.page_h - self.block_h) / 2

    def outer_bleed(self, side: str) -> float:
        """The bleed shown beyond the block's ``left``, ``top``, ``right`` or ``bottom`` edge: the whole bleed,
        or what the paper leaves of it outside ``PRINT_EDGE_MM`` (round components always keep theirs)."""
        room = {
            "left": self.left,
            "top": self.top,
            "right": self.page_w - self.left - self.block_w,
            "bottom": self.page_h - self.top - self.block_h,
        }[side] - PRINT_EDGE_MM
        return self.bleed if self.round else max(0.0, min(self.bleed, room))

    def cell(self, col: int, row: int) -> tuple[float, float]:
        """Top-left trim corner of a cell (odd rows of a staggered grid shift right by half a pitch)."""
        stagger = self.pitch_x / 2 if self.round and row % 2 else 0.0
        return self.left + col * self.pitch_x + stagger, self.top + row * self.pitch_y


def fits(grid: Grid) -> bool:
    """True when the block keeps ``PRINT_EDGE_MM`` of white paper beyond its outer bleed on every side but
    the fold: the whole bleed of round components, at least ``MIN_OUTER_BLEED_MM`` of a block of cards."""
    kept = grid.bleed if grid.round else min(grid.bleed, MIN_OUTER_BLEED_MM)
    rooms = [grid.left, grid.top, grid.page_h - grid.top - grid.block_h]
    if not grid.fold:
        rooms.append(grid.page_w - grid.left - grid.block_w)
    return all(room - kept >= PRINT_EDGE_MM - 1e-9 for room in rooms)


def plan_grid(
    paper: Paper, card_w: float, card_h: float, bleed: float, round: bool = False, fold: bool = False
) -> Grid:
    """The orientation and grid with the most cards that leaves room for the label (portrait on a tie); with
    ``fold``, the grid of the fronts in the left half of the page.

    Raises ``LayoutError`` when not even one component fits.
    """
    width, height = PAPER_SIZES_MM[paper]
    best: Grid | None = None
    for page_w, page_h in ((width, height), (height, width)):
        sizes = [
            (cols, rows)
            for cols in range(1, math.floor(page_w / (2 if fold else 1) / card_w) + 1)
            for rows in range(1, math.floor(page_h / card_h * (2 if round else 1)) + 1)
        ]
        for cols, rows in sorted(sizes, key=lambda size: (-size[0] * size[1], -size[0])):
            centred = Grid(paper, page_w, page_h, cols, rows, card_w, card_h, bleed, round, fold=fold)
            if not fits(centred):
                continue
            placed = (centred, replace(centred, raised=True))
            grid = next((g for g in placed if label_box(g) is not None and has_fold_mark(g)), None)
            if grid is not None:
                if best is None or grid.per_page > best.per_page:
                    best = grid
                break
    if best is None:
        where = "half a sheet of " if fold else ""
        raise LayoutError(
            f"a {card_w:g} × {card_h:g} mm component with {bleed:g} mm bleed does not fit on {where}{paper} paper"
        )
    return best


@dataclass(frozen=True)
class Slot:
    """One card on a page: which card (index into the deck's copies), its trim's top-left, its shown bleed,
    and whether the slot shows the card's back."""

    card: int
    x: float
    y: float
    shown: Sides
    back: bool = False


@dataclass(frozen=True)
class Page:
    """One page of a deck's sheet file."""

    side: str  # "front", "back", or "fold" (fronts and their backs on one page)
    sheet: int  # 1-based number of the sheet (a front page and its back share it)
    slots: tuple[Slot, ...]


def front_slots(grid: Grid, first_card: int, count: int, fills: tuple[bool, ...] | None = None) -> tuple[Slot, ...]:
    """Slots of one front page holding ``count`` cards from ``first_card`` on, row by row, each showing
    ``shown_sides`` of what its neighbours are (``fills``: see there)."""
    slots = []
    for index, shown in enumerate(shown_sides(grid, count, fills)):
        x, y = grid.cell(index % grid.cols, index // grid.cols)
        slots.append(Slot(first_card + index, x, y, shown))
    return tuple(slots)


def shown_sides(grid: Grid, count: int, fills: tuple[bool, ...] | None = None) -> tuple[Sides, ...]:
    """How far each of the first ``count`` cells of a page shows its art beyond its trim, row by row: a hair
    towards a neighbour whose art meets it at the shared cut line, its whole bleed towards an empty cell or
    one that the neighbour's art does not fill (a token inset, a blank back: ``fills`` is False for it, by
    default every cell fills), and the block's outer bleed on the block's edges."""
    filled = fills if fills is not None else (True,) * count
    occupied = {(index % grid.cols, index // grid.cols) for index in range(count) if filled[index]}
    if grid.round:
        occupied = set()  # round components stand apart: every one shows its whole bleed

    def towards(col: int, row: int, side: str) -> float:
        if (col, row) in occupied:
            return SEAM_OVERLAP_MM
        if 0 <= col < grid.cols and 0 <= row < grid.rows:
            return grid.bleed
        return grid.outer_bleed(side)

    sides = []
    for index in range(count):
        col, row = index % grid.cols, index // grid.cols
        sides.append(
            Sides(
                left=towards(col - 1, row, "left"),
                top=towards(col, row - 1, "top"),
                right=towards(col + 1, row, "right"),
                bottom=towards(col, row + 1, "bottom"),
            )
        )
    return tuple(sides)


def mirrors_x(grid: Grid, duplex: Duplex) -> bool:
    """True when backs mirror x (the sheet turns, or folds, about a vertical axis), False when they reverse
    rows."""
    if duplex == Duplex.FOLD:
        return True
    long_edge_vertical = not grid.landscape
    return long_edge_vertical if duplex in (Duplex.LONG, Duplex.NONE) else not long_edge_vertical


def backs_turned(grid: Grid, duplex: Duplex) -> bool:
    """True when the sheet turns about its horizontal axis (reversed rows): each back is then printed
    upside down, so that a card turned over side to side, as cards are, shows its back upright."""
    return not mirrors_x(grid, duplex)


def back_slot(slot: Slot, grid: Grid, duplex: Duplex, offset: tuple[float, float], shown: Sides) -> Slot:
    """The slot behind ``slot`` on the back page, shifted by the back offset; ``shown`` is what the back
    shows beyond its trim as seen from the front (``shown_sides`` of the backs), turned with the sheet."""
    if mirrors_x(grid, duplex):
        x, y = grid.page_w - slot.x - grid.card_w, slot.y
        shown = Sides(shown.right, shown.top, shown.left, shown.bottom)
    else:
        x, y = slot.x, grid.page_h - slot.y - grid.card_h
        shown = Sides(shown.left, shown.bottom, shown.right, shown.top)
    return Slot(slot.card, x + offset[0], y + offset[1], shown, back=True)


def impose(
    card_count: int,
    grid: Grid,
    duplex: Duplex,
    back_offset: tuple[float, float],
    backs: bool,
    counts: tuple[int, ...] | None = None,
    fills: tuple[tuple[bool, bool], ...] | None = None,
) -> tuple[Page, ...]:
    """Every page of a deck: fronts and mirrored backs alternating (or backs after, for ``none``; or each
    sheet's fronts and backs on one page, for ``fold``, whose grid must be a ``fold`` grid).

    ``counts`` gives the number of cards on each sheet (full sheets when None); ``fills``, for each card,
    whether its front and its back fill their cell up to the cut lines (a token inset among cards does not,
    nor does the blank back of a one-sided copy): every card beside one that does not shows its whole bleed
    on that side. By default every card fills its cell on both sides.
    """
    if backs and (duplex == Duplex.FOLD) != grid.fold:
        raise LayoutError("a fold layout needs a fold grid, and a fold grid a fold layout")
    if counts is None:
        counts = tuple(min(grid.per_page, card_count - start) for start in range(0, card_count, grid.per_page))
    if sum(counts) != card_count or not all(0 < count <= grid.per_page for count in counts):
        raise LayoutError(f"cannot put {card_count} cards on sheets of {grid.per_page} as {list(counts)}")
    filled = fills if fills is not None else ((True, True),) * card_count
    if len(filled) != card_count:
        raise LayoutError(f"{len(filled)} fills for {card_count} cards")
    starts = [sum(counts[:index]) for index in range(len(counts))]
    fronts = [
        Page("front", sheet + 1, front_slots(grid, start, count, tuple(f for f, _ in filled[start : start + count])))
        for sheet, (start, count) in enumerate(zip(starts, counts, strict=True))
    ]
    if not backs:
        return tuple(fronts)
    offset = (0.0, 0.0) if duplex == Duplex.FOLD else back_offset
    back_slots = []
    for page, start in zip(fronts, starts, strict=True):
        shown = shown_sides(grid, len(page.slots), tuple(b for _, b in filled[start : start + len(page.slots)]))
        back_slots.append(
            tuple(back_slot(slot, grid, duplex, offset, sides) for slot, sides in zip(page.slots, shown, strict=True))
        )
    if duplex == Duplex.FOLD:
        return tuple(
            Page("fold", page.sheet, page.slots + slots) for page, slots in zip(fronts, back_slots, strict=True)
        )
    back_pages = [Page("back", page.sheet, slots) for page, slots in zip(fronts, back_slots, strict=True)]
    if duplex == Duplex.NONE:
        return (*fronts, *back_pages)
    return tuple(page for pair in zip(fronts, back_pages, strict=True) for page in pair)


Segment = tuple[float, float, float, float]
"""A line from (x1, y1) to (x2, y2) in mm."""


def used_block(grid: Grid, count: int | None) -> tuple[int, int]:
    """Columns and rows a page of ``count`` cards fills (the whole grid when ``count`` is None)."""
    if count is None:
        return grid.cols, grid.rows
    return min(grid.cols, count), math.ceil(count / grid.cols)


def used_bleeds(grid: Grid, cols: int, rows: int) -> Sides:
    """The bleed shown around the block of the first ``cols`` × ``rows`` cells: the grid's outer bleed on
    the grid's edges, the whole bleed towards empty cells."""
    return Sides(
        left=grid.outer_bleed("left"),
        top=grid.outer_bleed("top"),
        right=grid.outer_bleed("right") if cols == grid.cols else grid.bleed,
        bottom=grid.outer_bleed("bottom") if rows == grid.rows else grid.bleed,
    )


def crop_marks(grid: Grid, count: int | None = None) -> tuple[Segment, ...]:
    """Short marks in the margins on the extension of every cut line of the cells a page of ``count`` cards
    fills; none reaches the bleed or comes closer to the page edge than ``PRINT_EDGE_MM``, and none lies
    beyond the fold (on the backs, which are cut together with the fronts). None for round components,
    which are cut along their printed edge."""
    if grid.round:
        return ()
    cols, rows = used_block(grid, count)
    bleeds = used_bleeds(grid, cols, rows)
    above, below = grid.top - bleeds.top - MARK_GAP_MM, grid.top + rows * grid.card_h + bleeds.bottom + MARK_GAP_MM
    before = grid.left - bleeds.left - MARK_GAP_MM
    after = grid.left + cols * grid.card_w + bleeds.right + MARK_GAP_MM
    marks: list[Segment] = []
    for col in range(cols + 1):
        x = grid.left + col * grid.card_w
        if PRINT_EDGE_MM <= x <= grid.page_w - PRINT_EDGE_MM:
            for start, end in mark_spans(above, below, grid.page_h):
                marks.append((x, start, x, end))
    for row in range(rows + 1):
        y = grid.top + row * grid.card_h
        if PRINT_EDGE_MM <= y <= grid.page_h - PRINT_EDGE_MM:
            for start, end in mark_spans(before, after, grid.fold_x if grid.fold else grid.page_w):
                marks.append((start, y, end, y))
    return tuple(marks)


def fold_marks(grid: Grid) -> tuple[Segment, ...]:
    """The fold line's marks, in the margins above and below the block, each at least ``FOLD_MARK_MIN_MM``
    long (none when the grid does not fold)."""
    if not grid.fold:
        return ()
    above = grid.top - grid.outer_bleed("top") - MARK_GAP_MM
    below = grid.top + grid.block_h + grid.outer_bleed("bottom") + MARK_GAP_MM
    spans = [(PRINT_EDGE_MM, above), (below, grid.page_h - PRINT_EDGE_MM)]
    return tuple((grid.fold_x, start, grid.fold_x, end) for start, end in spans if end - start >= FOLD_MARK_MIN_MM)


def has_fold_mark(grid: Grid) -> bool:
    """True for a grid that does not fold, or leaves room for a fold mark above or below its block: every
    page whose footer says to fold along the dashed line shows one."""
    return not grid.fold or bool(fold_marks(grid))


def cut_guides(grid: Grid, count: int | None = None) -> tuple[Segment, ...]:
    """Every cut line of the cells a page of ``count`` cards fills, continued across the outer bleed,
    which is cut away with the margin.

    Where the margin is too narrow for crop marks (the top and bottom of a Letter sheet of poker cards,
    say), these guides still show where to cut. None across a bleed too narrow to draw them on, and for
    round components.
    """
    if grid.round:
        return ()
    cols, rows = used_block(grid, count)
    bleeds = used_bleeds(grid, cols, rows)
    top, bottom = grid.top, grid.top + rows * grid.card_h
    left, right = grid.left, grid.left + cols * grid.card_w
    gap = GUIDE_TRIM_GAP_MM
    guides: list[Segment] = []
    for col in range(cols + 1):
        x = left + col * grid.card_w
        if bleeds.top > gap:
            guides.append((x, top - bleeds.top, x, top - gap))
        if bleeds.bottom > gap:
            guides.append((x, bottom + gap, x, bottom + bleeds.bottom))
    for row in range(rows + 1):
        y = top + row * grid.card_h
        if bleeds.left > gap:
            guides.append((left - bleeds.left, y, left - gap, y))
        if bleeds.right > gap:
            guides.append((right + gap, y, right + bleeds.right, y))
    return tuple(guides)


SIDES = ("left", "top", "right", "bottom")
"""The sides of a card's trim, in the order ``trim_edges`` walks them."""


@dataclass(frozen=True)
class TrimEdge:
    """One side of a card's trim on a page: the slot (index into the page's slots) it bounds, which ``side``
    of it, the slot across it (None: none, only its own bleed or white paper), and the segment."""

    slot: int
    side: str
    across: int | None
    segment: Segment


def trim_edges(grid: Grid, slots: tuple[Slot, ...]) -> tuple[TrimEdge, ...]:
    """Every cut line around the cards of ``slots`` (front slots of one page), each once: a side two cards
    share is given by the first of them, with the other across it."""
    at = {(round(slot.x, 3), round(slot.y, 3)): index for index, slot in enumerate(slots)}
    edges = []
    for index, slot in enumerate(slots):
        left, top, right, bottom = slot.x, slot.y, slot.x + grid.card_w, slot.y + grid.card_h
        neighbours = {
            "left": (left - grid.card_w, top),
            "top": (left, top - grid.card_h),
            "right": (right, top),
            "bottom": (left, bottom),
        }
        segments = {
            "left": (left, top, left, bottom),
            "top": (left, top, right, top),
            "right": (right, top, right, bottom),
            "bottom": (left, bottom, right, bottom),
        }
        for side in SIDES:
            x, y = neighbours[side]
            across = at.get((round(x, 3), round(y, 3)))
            if across is None or across > index:
                edges.append(TrimEdge(index, side, across, segments[side]))
    return tuple(edges)


def mark_spans(before: float, after: float, extent: float) -> list[tuple[float, float]]:
    """The two spans of one cut line's marks: ending at ``before`` and starting at ``after``."""
    near = min(MARK_LENGTH_MM, before - PRINT_EDGE_MM)
    far = min(MARK_LENGTH_MM, extent - PRINT_EDGE_MM - after)
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
    marks = MARK_GAP_MM + MARK_LENGTH_MM + 0.5
    below, beside = grid.outer_bleed("bottom") + 0.5, grid.outer_bleed("left") + 0.5
    block_bottom = grid.top + grid.block_h
    mid_x, _ = grid.cell(grid.cols // 2, 0)
    _, mid_y = grid.cell(0, grid.rows // 2)
    options = [
        LabelBox(
            mid_x + 1,
            block_bottom + below,
            grid.card_w - 2,
            grid.page_h - LABEL_EDGE_MM - block_bottom - below,
            rotated=False,
        ),
        LabelBox(
            grid.left,
            block_bottom + below + marks,
            grid.block_w,
            grid.page_h - LABEL_EDGE_MM - block_bottom - below - marks,
            rotated=False,
        ),
        LabelBox(
            LABEL_EDGE_MM,
            mid_y + grid.card_h - 1,
            grid.card_h - 2,
            grid.left - beside - LABEL_EDGE_MM,
            rotated=True,
        ),
        LabelBox(
            LABEL_EDGE_MM,
            grid.top + grid.block_h,
            grid.block_h,
            grid.left - beside - marks - LABEL_EDGE_MM,
            rotated=True,
        ),
    ]
    return next((box for box in options if box.h >= LABEL_MIN_HEIGHT_MM and box.w >= LABEL_MIN_WIDTH_MM), None)
