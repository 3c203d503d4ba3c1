"""A game's bundle PDF: a cover with the print list, the component checklist, sleeves and credits; the
rules booklet; then every sheet of the game (components of one size sharing sheets, see
``generator.layout.packing``). One file prints the whole game.

The cover takes an even number of pages, the rules too when the file is printed double-sided, and
double-sided sheets come before one-sided ones, so the whole file printed double-sided still puts
every back behind its front.
"""

from __future__ import annotations

import io
from dataclasses import dataclass, replace

from reportlab.lib.styles import ParagraphStyle
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import Flowable, Frame, KeepInFrame, ListFlowable, Paragraph, Spacer

from generator.layout.imposition import LayoutError
from generator.layout.units import PAPER_SIZES_MM, Paper, pt
from generator.render.booklet import BookletJob
from generator.render.fonts import pdf_font_name
from generator.render.markup import inline, ruled_table, text_styles
from generator.render.pdf import FaceForms, new_canvas
from generator.render.sheets import SheetJob

COVER_MARGIN_MM = 16.0
COVER_SIZE_PT = 9.0
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


@dataclass(frozen=True)
class Cover:
    """Everything the cover pages say."""

    title: str
    subtitle: str
    facts: str
    notes: tuple[str, ...]
    steps: tuple[PrintStep, ...]
    cutting: tuple[str, ...]
    checklist: tuple[ChecklistEntry, ...]
    sleeves: tuple[str, ...]
    credits: tuple[str, ...]


@dataclass(frozen=True)
class BundleJob:
    """The cover pages, the rules booklet, then the sheets of every section, in one PDF.

    The cover's first print step is the rules: its ``pages`` are the booklet's, and one blank page more
    after an odd count when the file is printed double-sided, so that the sheets start on a front.
    """

    cover: Cover
    rules: BookletJob
    sections: tuple[SheetJob, ...]
    paper: Paper

    @property
    def rules_pages(self) -> int:
        """Pages the rules take in the bundle (the print list's first step)."""
        return self.cover.steps[0].pages

    def section_pages(self) -> int:
        """Pages of all sections."""
        return sum(len(section.pages()) for section in self.sections)

    def cover_pages(self) -> int:
        """Pages the cover takes: what its text needs, rounded up to an even number."""
        canvas = Canvas(io.BytesIO(), pagesize=self.page_size())
        used = draw_cover(canvas, self.numbered(2), self.page_size())
        return used + used % 2

    def pages(self) -> int:
        """Pages of the whole bundle."""
        return self.cover_pages() + self.rules_pages + self.section_pages()

    def page_size(self) -> tuple[float, float]:
        """The cover's page size in points (portrait)."""
        width, height = PAPER_SIZES_MM[self.paper]
        return pt(width), pt(height)

    def numbered(self, cover_pages: int) -> Cover:
        """The cover with the first page of each print step filled in."""
        steps, page = [], cover_pages + 1
        for step in self.cover.steps:
            steps.append(replace(step, first_page=page))
            page += step.pages
        return replace(self.cover, steps=tuple(steps))

    def render(self) -> bytes:
        """The PDF bytes."""
        cover_pages = self.cover_pages()
        total = cover_pages + self.rules_pages + self.section_pages()
        buffer = io.BytesIO()
        canvas = new_canvas(buffer, self.page_size(), f"{self.cover.title}: {self.cover.subtitle}")
        used = draw_cover(canvas, self.numbered(cover_pages), self.page_size())
        self.blank_pages(canvas, cover_pages - used)  # a blank back for the cover
        forms = FaceForms(canvas)
        typeset = self.rules.draw(canvas, forms, cover_pages + 1)
        if typeset > self.rules_pages:
            raise LayoutError(
                f"{self.cover.title}: the rules took {typeset} pages, the print list says {self.rules_pages}"
            )
        self.blank_pages(canvas, self.rules_pages - typeset)  # so that the sheets start on a front
        number = cover_pages + self.rules_pages + 1
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


def draw_cover(canvas: Canvas, cover: Cover, page_size: tuple[float, float]) -> int:
    """Typeset the cover onto ``canvas`` page by page; returns the number of pages used."""
    margin = pt(COVER_MARGIN_MM)
    frame_width = page_size[0] - 2 * margin
    stories = (first_page_story(cover, frame_width), second_page_story(cover, frame_width))
    return sum(fill_pages(canvas, story, page_size, margin) for story in stories)


def fill_pages(canvas: Canvas, story: list[Flowable], page_size: tuple[float, float], margin: float) -> int:
    """Typeset ``story`` onto new pages of ``canvas`` with ``margin`` all round; returns how many it took. Each
    page sets at least one piece: what does not fit the rest of a page is split (a table between its rows, a
    paragraph between its lines, a long word broken) or goes on the next, and a piece that fits no whole page
    even split (a table row taller than the page) is shrunk onto one. However long its texts, the cover ends."""
    width, height = page_size
    pending = list(story)
    pages = 0
    while pending:
        canvas.setPageSize(page_size)
        frame = Frame(margin, margin, width - 2 * margin, height - 2 * margin, showBoundary=0)
        placed = 0
        while pending:
            head = pending.pop(0)
            if frame.add(head, canvas):
                placed += 1
                continue
            parts = frame.split(head, canvas)
            if parts and frame.add(parts[0], canvas):
                placed += 1
                pending[:0] = parts[1:]
                continue
            if placed:  # on the next page
                pending.insert(0, head)
                break
            inner_width = width - 2 * margin - frame.leftPadding - frame.rightPadding
            inner_height = height - 2 * margin - frame.topPadding - frame.bottomPadding
            frame.add(KeepInFrame(inner_width, inner_height, [head], mode="shrink"), canvas)
            placed += 1
        canvas.showPage()
        pages += 1
    return pages


def heading(text: str, size_pt: float) -> Paragraph:
    """A heading in the display font."""
    style = ParagraphStyle(
        f"cover-{size_pt:g}",
        fontName=pdf_font_name("display-bold"),
        fontSize=size_pt,
        leading=size_pt * 1.2,
        spaceBefore=size_pt * 0.5,
        spaceAfter=size_pt * 0.3,
    )
    return Paragraph(inline(text), style)


def first_page_story(cover: Cover, width: float) -> list[Flowable]:
    """Title, how to print, the print list and the cutting order."""
    styles = text_styles(COVER_SIZE_PT)
    header = [Paragraph(f"<b>{inline(label)}</b>", styles.cell) for label in ("Pages", "What", "How", "On", "Sheets")]
    rows = [header]
    for step in cover.steps:
        last = step.first_page + step.pages - 1
        pages = f"{step.first_page}–{last}" if last > step.first_page else str(step.first_page)
        cells = (pages, step.what, step.sides, step.stock, str(step.sheets))
        rows.append([Paragraph(inline(cell), styles.cell) for cell in cells])
    total = sum(step.sheets for step in cover.steps)
    rows.append([Paragraph(f"<b>{inline(cell)}</b>", styles.cell) for cell in ("", "In all", "", "", str(total))])
    return [
        heading(cover.title, 24),
        Paragraph(inline(cover.subtitle), styles.body),
        Paragraph(inline(cover.facts), styles.body),
        heading("How to print", 14),
        bullets([inline(note) for note in cover.notes], styles.body),
        heading("Print list", 14),
        ruled_table(rows, [width * share for share in (0.1, 0.34, 0.22, 0.26, 0.08)]),
        heading("Cutting order", 14),
        ListFlowable(
            [Paragraph(inline(step), styles.body) for step in cover.cutting],
            bulletType="1",
            bulletFormat="%s.",
            leftIndent=12,
            bulletFontName=pdf_font_name("body"),
            bulletFontSize=COVER_SIZE_PT,
        ),
    ]


def second_page_story(cover: Cover, width: float) -> list[Flowable]:
    """The component checklist, the sleeves and the credits."""
    styles = text_styles(COVER_SIZE_PT)
    header = [Paragraph(f"<b>{inline(label)}</b>", styles.cell) for label in ("", "Component", "Count", "Size")]
    rows = [header]
    for entry in cover.checklist:
        name = f"<b>{inline(entry.name)}</b><br/>{inline(entry.contents)}"
        rows.append(
            [
                Paragraph(inline(CHECKBOX), styles.cell),
                Paragraph(name, styles.cell),
                Paragraph(str(entry.count), styles.cell),
                Paragraph(inline(entry.size), styles.cell),
            ]
        )
    return [
        heading("Component checklist", 14),
        ruled_table(rows, [width * share for share in (0.05, 0.63, 0.08, 0.24)]),
        heading("Sleeves", 14),
        bullets([inline(line) for line in cover.sleeves], styles.body),
        heading("Credits", 14),
        bullets([inline(line) for line in cover.credits], styles.body),
        Spacer(1, pt(2)),
    ]


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
