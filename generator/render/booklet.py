"""A game's printable rules booklet: the one-page summary, then the numbered rules, then the rulings.

Typeset with reportlab's platypus from the same ``rules.toml`` and ``rulings.toml`` as the rules
site, through the same ``{{ … }}`` expansion (``generator.pages.text_renderer``), so the printed
rules and the site can never disagree. Every font is embedded; two builds are byte-identical.
"""

from __future__ import annotations

import io
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache

from reportlab.lib.colors import HexColor
from reportlab.lib.styles import ParagraphStyle
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import (
    BaseDocTemplate,
    CondPageBreak,
    Flowable,
    Frame,
    KeepTogether,
    NextPageTemplate,
    PageBreak,
    PageTemplate,
    Paragraph,
    Spacer,
)

from generator.data.model import Game, Rule
from generator.data.references import expand_plain
from generator.layout.units import PAPERS, pt
from generator.render.fonts import pdf_font_name
from generator.render.markup import TextStyles, inline, markdown_flowables, text_styles

MARGIN_MM = 16.0
COLUMN_GAP_MM = 6.0
SUMMARY_LAYOUTS = ((2, 8.0), (2, 7.6), (3, 7.6), (3, 7.0), (3, 6.5), (3, 6.0))
"""(columns, text size in pt) tried in turn for the summary, until it fits its one page."""
RULES_SIZE_PT = 10.0
FOOTER_COLOR = "#666666"

Expand = Callable[[str], str]
"""A data text with its ``{{ … }}`` references expanded (Markdown)."""


@dataclass(frozen=True)
class BookletJob:
    """The rules booklet of one game on one paper."""

    game: Game
    paper: str

    def render(self) -> bytes:
        """The PDF bytes."""
        from generator.pages import text_renderer

        expand = cache(text_renderer(self.game))  # the summary and the rules expand the same texts
        columns, size = self.summary_layout(expand)
        story = [*self.summary(expand, size), NextPageTemplate("rules"), PageBreak(), *self.rules(expand)]
        story += self.rulings(expand)
        buffer = io.BytesIO()
        self.document(buffer, columns).build(story)
        return buffer.getvalue()

    def document(self, buffer: io.BytesIO, summary_columns: int) -> BaseDocTemplate:
        """The booklet's document: summary pages in columns, then one-column pages."""
        width, height = (pt(size) for size in PAPERS[self.paper])
        return BaseDocTemplate(
            buffer,
            pagesize=(width, height),
            title=f"{self.game.name}: rules",
            author="pnp-toolkit print-and-play edition",
            creator="pnp-toolkit",
            subject=f"{self.game.name}: rules, rulings and a one-page summary",
            invariant=1,
            initialFontName=pdf_font_name("body"),
            pageTemplates=[
                page_template("summary", width, height, summary_columns, self.footer),
                page_template("rules", width, height, 1, self.footer),
            ],
        )

    def summary_layout(self, expand: Expand) -> tuple[int, float]:
        """The first of ``SUMMARY_LAYOUTS`` in which the summary fits one page (the last one otherwise)."""
        for columns, size in SUMMARY_LAYOUTS:
            document = self.document(io.BytesIO(), columns)
            document.build(self.summary(expand, size))
            if document.page == 1:
                break
        return columns, size

    def footer(self, canvas: Canvas, document: BaseDocTemplate) -> None:
        """The game's name and the page number at the foot of every page."""
        canvas.saveState()
        canvas.setFont(pdf_font_name("body"), 8)
        canvas.setFillColor(HexColor(FOOTER_COLOR))
        text = f"{self.game.name} · rules · page {document.page}"
        canvas.drawCentredString(document.pagesize[0] / 2, pt(MARGIN_MM) / 2, text)
        canvas.restoreState()

    def summary(self, expand: Expand, size_pt: float) -> list[Flowable]:
        """The one-page summary: what the game is, then every rule of the sections about play, briefly."""
        styles = text_styles(size_pt)
        game = self.game
        minutes = f"{game.minutes[0]}–{game.minutes[1]} minutes"
        players = f"{game.players[0]}–{game.players[1]}" if game.players[0] != game.players[1] else str(game.players[0])
        story: list[Flowable] = [
            Paragraph(inline(f"{game.name} at a glance"), heading_style(15)),
            Paragraph(inline(f"{players} players · {minutes} · age {game.age}. {game.summary}"), styles.body),
        ]
        for section in game.sections:
            if not section.in_summary:
                continue
            story.append(Paragraph(f"<b>{inline(section.title)}</b>", heading_style(size_pt + 1.4)))
            for rule in section.summary_rules:
                number = rule.id.split("-", 1)[1]
                title = f"<i>{inline(rule.title)}:</i> " if rule.title else ""
                story += markdown_flowables(expand(rule.text), styles, f"<b>{number}</b> {title}")
        return story

    def rules(self, expand: Expand) -> list[Flowable]:
        """Every numbered rule, section by section."""
        styles = text_styles(RULES_SIZE_PT)
        story: list[Flowable] = [Paragraph(inline(f"{self.game.name}: rules"), heading_style(18))]
        for section in self.game.sections:
            heading = Paragraph(f"{inline(section.id)} {inline(section.title)}", heading_style(13))
            intro = markdown_flowables(expand(section.intro), styles) if section.intro else []
            story += [CondPageBreak(pt(40)), KeepTogether([heading, *intro])]
            for rule in section.rules:
                story += rule_flowables(rule, expand, styles)
        return story

    def rulings(self, expand: Expand) -> list[Flowable]:
        """Every ruling: the question, the rules it reads, the answer and why."""
        if not self.game.rulings:
            return []
        styles = text_styles(RULES_SIZE_PT)
        story: list[Flowable] = [CondPageBreak(pt(60)), Paragraph(inline("Rulings"), heading_style(16))]
        for ruling in self.game.rulings:
            question = f"<b>{inline(ruling.id)}</b> <b>{inline(expand_plain(self.game, ruling.question))}</b>"
            answer = markdown_flowables(expand(ruling.answer), styles)
            verdict = "Settled" if ruling.source == "spec" else "Our reading"
            reads = f" Reads {', '.join(ruling.rules)}."
            reason = markdown_flowables(expand(ruling.reason) + reads, styles, f"<i>{verdict}</i> — ")
            story.append(KeepTogether([Paragraph(question, styles.body), *answer, *reason, Spacer(1, pt(2))]))
        return story


def rule_flowables(rule: Rule, expand: Expand, styles: TextStyles) -> list[Flowable]:
    """One numbered rule: its id and title in bold before its text."""
    title = f" {inline(rule.title)}" if rule.title else ""
    paragraphs = markdown_flowables(expand(rule.text), styles, f"<b>{inline(rule.id)}{title}.</b> ")
    return [KeepTogether(paragraphs), Spacer(1, pt(1.2))]


def heading_style(size_pt: float) -> ParagraphStyle:
    """A heading in the display font."""
    return ParagraphStyle(
        f"heading-{size_pt:g}",
        fontName=pdf_font_name("display-bold"),
        fontSize=size_pt,
        leading=size_pt * 1.2,
        spaceBefore=size_pt * 0.6,
        spaceAfter=size_pt * 0.3,
    )


def page_template(
    name: str, width: float, height: float, columns: int, footer: Callable[[Canvas, BaseDocTemplate], None]
) -> PageTemplate:
    """Pages of ``columns`` equal columns inside the margins, with the footer."""
    margin, gap = pt(MARGIN_MM), pt(COLUMN_GAP_MM)
    column_w = (width - 2 * margin - (columns - 1) * gap) / columns
    frames = [
        Frame(margin + index * (column_w + gap), margin, column_w, height - 2 * margin, id=f"{name}-{index}")
        for index in range(columns)
    ]
    return PageTemplate(id=name, frames=frames, onPage=footer)
