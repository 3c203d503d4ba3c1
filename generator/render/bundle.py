"""A game's bundle PDF: a cover (``generator.render.cover``) and, from its second page, how to print, the print
list, the cutting order, the component checklist, sleeves and credits; the calibration sheet (for a duplex
printer); the rules booklet; then every sheet of the game (components of one size sharing sheets, see
``generator.layout.packing``). One file prints the whole game.

The cover and the rules take an even number of pages when the file is printed double-sided, and
double-sided sheets come before one-sided ones, so the whole file printed double-sided still puts
every back behind its front.
"""

from __future__ import annotations

import io
import math
from dataclasses import dataclass, replace
from functools import cached_property

from reportlab.lib.styles import ParagraphStyle
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import BaseDocTemplate, Flowable, Frame, KeepTogether, ListFlowable, PageTemplate

from generator.layout.imposition import LayoutError
from generator.layout.units import PAPER_SIZES_MM, Paper, pt
from generator.render.booklet import BookletJob
from generator.render.cover import CoverPage, draw_cover_page
from generator.render.fonts import pdf_font_name
from generator.render.markup import Paragraph, inline, ruled_table, text_styles
from generator.render.pdf import FaceForms, new_canvas
from generator.render.sheets import CalibrationJob, SheetJob

COVER_MARGIN_MM = 16.0
COVER_SIZE_PT = 9.0
LISTS_SIZES_PT = (COVER_SIZE_PT, 8.5, 8.0, 7.5)
"""The lists after the cover are set at the first of these sizes that fits them on one page (else the last)."""
SECTION_SIZE_PT = 11.5
CHECKBOX = "☐"


@dataclass(frozen=True)
class PrintStep:
    """One line of the print list: a run of pages and how to print them."""

    what: str
    sides: str
    stock: str
    sheets: int
    pages: int
    first_page: int = 0
    """Number of the run's first page in the bundle (set once the cover's length is known)."""


@dataclass(frozen=True)
class ChecklistEntry:
    """One deck of the component checklist."""

    name: str
    count: int
    size: str
    contents: str


def resized(step: PrintStep, pages: int) -> PrintStep:
    """``step`` of ``pages`` pages, printed as before (one page or two to a sheet)."""
    return replace(step, pages=pages, sheets=math.ceil(pages * step.sheets / step.pages))


@dataclass(frozen=True)
class Folded:
    """A bundle printed to be folded and glued: on what paper, and how many sheets the same bundle takes
    printed double-sided, its cover left out."""

    stock: str
    duplex_sheets: int


@dataclass(frozen=True)
class Cover:
    """Everything the cover pages say: the first page (``page``), then the lists.

    The first print step is the cover's own: its pages are counted once the lists are typeset
    (``BundleJob.numbered``), and the first page's last line says then how many sheets the whole file takes.
    """

    page: CoverPage
    subtitle: str
    notes: tuple[str, ...]
    steps: tuple[PrintStep, ...]
    cutting: tuple[str, ...]
    checklist: tuple[ChecklistEntry, ...]
    sleeves: tuple[str, ...]
    credits: tuple[str, ...]
    folded: Folded | None = None

    @property
    def title(self) -> str:
        """The game's name."""
        return self.page.title


@dataclass(frozen=True)
class BundleJob:
    """The cover pages, the calibration sheet (None when the file prints on one side only), the rules
    booklet, then the sheets of every section, in one PDF.

    The print list's steps are the cover, the calibration sheet (when there is one), the rules, then the sections. The
    rules' ``pages`` are the booklet's, and one blank page more after an odd count when the file is printed
    double-sided, so that the sheets start on a front.
    """

    cover: Cover
    calibration: CalibrationJob | None
    rules: BookletJob
    sections: tuple[SheetJob, ...]
    paper: Paper

    @cached_property
    def cover_fit(self) -> tuple[int, float]:
        """The cover's pages and the size its lists are set at: its first page and what its lists need at the
        largest of ``LISTS_SIZES_PT`` that fits them on one page, rounded up to an even number when it is printed
        double-sided. The lists name the cover's pages: they are counted with its print step's pages, then with
        what they took, until that holds. Found once, in the process that renders the bundle."""
        step = self.cover.steps[0]
        pages = step.pages
        for _ in range(COVER_TRIES):
            size, lists = fitted_lists(self.numbered(pages), self.page_size())
            used = 1 + lists
            counted = used + used % 2 if step.sheets < step.pages else used
            if counted == pages:
                break
            pages = counted
        return pages, size

    @property
    def calibration_pages(self) -> int:
        """Pages the calibration sheet takes (a front and a back), or 0."""
        return 2 if self.calibration is not None else 0

    @property
    def rules_pages(self) -> int:
        """Pages the rules take in the bundle (their print step)."""
        return self.cover.steps[2 if self.calibration is not None else 1].pages

    def section_pages(self) -> int:
        """Pages of all sections."""
        return sum(len(section.pages()) for section in self.sections)

    def cover_pages(self) -> int:
        """Pages the cover takes (``cover_fit``)."""
        return self.cover_fit[0]

    def pages(self) -> int:
        """Pages of the whole bundle."""
        return self.cover_pages() + self.calibration_pages + self.rules_pages + self.section_pages()

    def page_size(self) -> tuple[float, float]:
        """The cover's page size in points (portrait)."""
        width, height = PAPER_SIZES_MM[self.paper]
        return pt(width), pt(height)

    def numbered(self, cover_pages: int) -> Cover:
        """The cover of ``cover_pages`` pages, with the first page of each print step filled in and the sheets
        of the whole file (the cover's own among them) on its first page."""
        first, *others = self.cover.steps
        steps, page = [replace(resized(first, cover_pages), first_page=1)], cover_pages + 1
        for step in others:
            steps.append(replace(step, first_page=page))
            page += step.pages
        sheets = sum(step.sheets for step in steps)
        edition = (*self.cover.page.edition, sheets_line(sheets, self.cover.folded, steps[0]))
        return replace(self.cover, steps=tuple(steps), page=replace(self.cover.page, edition=edition))

    def render(self) -> bytes:
        """The PDF bytes."""
        cover_pages, lists_pt = self.cover_fit
        total = self.pages()
        buffer = io.BytesIO()
        canvas = new_canvas(buffer, self.page_size(), f"{self.cover.title}: {self.cover.subtitle}")
        forms = FaceForms(canvas)
        cover = self.numbered(cover_pages)
        draw_cover_page(canvas, cover.page, self.page_size(), forms)
        used = 1 + draw_lists(canvas, cover, self.page_size(), lists_pt)
        self.blank_pages(canvas, cover_pages - used)  # a blank back for the cover
        number = cover_pages + 1
        if self.calibration is not None:
            self.calibration.draw(canvas, number, total)
            number += self.calibration_pages
        typeset = self.rules.draw(canvas, forms, number)
        if typeset > self.rules_pages:
            raise LayoutError(
                f"{self.cover.title}: the rules took {typeset} pages, the print list says {self.rules_pages}"
            )
        self.blank_pages(canvas, self.rules_pages - typeset)  # so that the sheets start on a front
        number += self.rules_pages
        for section in self.sections:
            section.draw(canvas, forms, number, total)
            number += len(section.pages())
        canvas.save()
        return buffer.getvalue()

    def blank_pages(self, canvas: Canvas, count: int) -> None:
        """``count`` empty pages."""
        for _ in range(count):
            canvas.setPageSize(self.page_size())
            canvas.showPage()


COVER_TRIES = 4
"""How many times the cover's pages are counted before the count is taken as it is (the lists' length barely
depends on the page numbers they give)."""


def sheets_line(sheets: int, folded: Folded | None, cover: PrintStep) -> str:
    """The first page's last line: how many sheets the whole file prints on (folded: on what paper, and how
    many a double-sided print of the same bundle takes, its cover on ``math.ceil(pages / 2)`` sheets)."""
    if folded is None:
        return f"Prints on {sheets} sheets; the next page lists which pages go on which stock."
    double = folded.duplex_sheets + math.ceil(cover.pages / 2)
    return (
        f"Fold and glue: {sheets} sheets printed on one side, on {folded.stock} (a double-sided print takes {double})."
    )


def draw_lists(canvas: Canvas, cover: Cover, page_size: tuple[float, float], size_pt: float | None = None) -> int:
    """Typeset the cover's lists onto ``canvas`` from a new page on, at ``size_pt`` (by default the largest of
    ``LISTS_SIZES_PT`` that fits them on one page), a table or a list running on from page to page; returns the
    number of pages used."""
    return lists_pages(canvas, cover, page_size, size_pt or fitted_lists(cover, page_size)[0])


def fitted_lists(cover: Cover, page_size: tuple[float, float]) -> tuple[float, int]:
    """The largest of ``LISTS_SIZES_PT`` that sets the cover's lists on one page, and 1; else the smallest and the
    pages it takes. A smaller size never takes more pages, so the sizes are halved: two or three typesettings."""
    pages_at: dict[float, int] = {}

    def pages(size: float) -> int:
        if size not in pages_at:
            pages_at[size] = lists_pages(Canvas(io.BytesIO()), cover, page_size, size)
        return pages_at[size]

    low, high = 0, len(LISTS_SIZES_PT) - 1
    while low < high:  # the first size from ``low`` on that fits is at ``high`` or before it
        middle = (low + high) // 2
        if pages(LISTS_SIZES_PT[middle]) == 1:
            high = middle
        else:
            low = middle + 1
    return LISTS_SIZES_PT[high], pages(LISTS_SIZES_PT[high])


def lists_pages(canvas: Canvas, cover: Cover, page_size: tuple[float, float], size_pt: float) -> int:
    """Typeset the cover's lists at ``size_pt`` onto ``canvas``; returns the number of pages used."""
    margin = pt(COVER_MARGIN_MM)
    width, height = page_size
    start = canvas.getPageNumber()
    document = _DrawnOnly(
        io.BytesIO(),
        pagesize=page_size,
        invariant=1,
        initialFontName=pdf_font_name("body"),
        pageTemplates=[PageTemplate("lists", [Frame(margin, margin, width - 2 * margin, height - 2 * margin)])],
    )
    document.build(lists_story(cover, width - 2 * margin, size_pt), canvasmaker=lambda *_, **__: canvas)
    return canvas.getPageNumber() - start


class _DrawnOnly(BaseDocTemplate):
    """A document that typesets onto the caller's canvas and leaves saving it to the caller."""

    _doSave = 0  # read by reportlab at the end of a build: 0 does not save the canvas


def heading(text: str, size_pt: float) -> Paragraph:
    """A heading in the display font."""
    style = ParagraphStyle(
        f"cover-{size_pt:g}",
        fontName=pdf_font_name("display-bold"),
        fontSize=size_pt,
        leading=size_pt * 1.2,
        spaceBefore=size_pt * 0.45,
        spaceAfter=size_pt * 0.2,
    )
    return Paragraph(inline(text), style)


def lists_story(cover: Cover, width: float, size_pt: float = COVER_SIZE_PT) -> list[Flowable]:
    """How to print, the print list, the cutting order, the component checklist, the sleeves and the credits."""
    styles = text_styles(size_pt, least_pt=size_pt)
    header = [Paragraph(f"<b>{inline(label)}</b>", styles.cell) for label in ("Pages", "What", "How", "On", "Sheets")]
    rows = [header]
    for step in cover.steps:
        last = step.first_page + step.pages - 1
        pages = f"{step.first_page}–{last}" if last > step.first_page else str(step.first_page)
        cells = (pages, step.what, step.sides, step.stock, str(step.sheets))
        rows.append([Paragraph(inline(cell), styles.cell) for cell in cells])
    total = sum(step.sheets for step in cover.steps)
    rows.append([Paragraph(f"<b>{inline(cell)}</b>", styles.cell) for cell in ("", "In all", "", "", str(total))])
    checklist = [[Paragraph(f"<b>{inline(label)}</b>", styles.cell) for label in ("", "Component", "Count", "Size")]]
    for entry in cover.checklist:
        name = f"<b>{inline(entry.name)}</b><br/>{inline(entry.contents)}"
        checklist.append(
            [
                Paragraph(inline(CHECKBOX), styles.cell),
                Paragraph(name, styles.cell),
                Paragraph(str(entry.count), styles.cell),
                Paragraph(inline(entry.size), styles.cell),
            ]
        )
    return [
        heading(f"{cover.title}: {cover.subtitle}", 15),
        *section("How to print", bullets([inline(note) for note in cover.notes], styles.body)),
        *section("Print list", ruled_table(rows, [width * share for share in (0.1, 0.34, 0.22, 0.26, 0.08)])),
        *section(
            "Cutting order",
            ListFlowable(
                [Paragraph(inline(step), styles.body) for step in cover.cutting],
                bulletType="1",
                bulletFormat="%s.",
                leftIndent=12,
                bulletFontName=pdf_font_name("body"),
                bulletFontSize=size_pt,
            ),
        ),
        *section("Component checklist", ruled_table(checklist, [width * share for share in (0.05, 0.63, 0.08, 0.24)])),
        *section("Sleeves", bullets([inline(line) for line in cover.sleeves], styles.body)),
        *section("Credits", bullets([inline(line) for line in cover.credits], styles.body)),
    ]


def section(title: str, body: Flowable) -> list[Flowable]:
    """A heading kept with what it heads (a part too long for the rest of the page still splits there)."""
    return [KeepTogether([heading(title, SECTION_SIZE_PT), body])]


def bullets(lines: list[str], style: ParagraphStyle) -> ListFlowable:
    """A bulleted list of paragraph markup lines."""
    return ListFlowable(
        [Paragraph(line, style) for line in lines],
        bulletType="bullet",
        start="•",
        leftIndent=10,
        bulletFontName=pdf_font_name("body"),
        bulletFontSize=style.fontSize,
    )
