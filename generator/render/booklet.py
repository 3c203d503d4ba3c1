"""A game's printed rules booklet: learn to play, then the numbered rules, then the rulings.

The learn-to-play part (``learn.toml``) is written for someone who has never seen the game: what it
is about, the components beside pictures of their real faces (drawn by ``generator.design``), the
setup beside a picture of the table (``generator.layout.setup``), a turn, the end, scoring, and a
worked example whose figures the scoring module computes (a game without a scoring package prints the
example's text alone, or none). The numbered rules and the rulings about
play follow, from the same ``rules.toml`` and ``rulings.toml`` as the rules site and through the same
``{{ … }}`` expansion (``generator.markdown.text_renderer``); the sections and rulings about the checker
stay on the site. Body text is set at 9.5 pt and more, in measures of at most 90 characters; only
the page footers are smaller than 8 pt. Every font is embedded; two builds are byte-identical.

No page but the last is left part empty where a block moved on (``generator.render.kept``): a heading is kept
with the first lines after it only, a rule or a ruling splits after its first lines, and the worked example after
one of its pictures. A sheet (a board, a mat) that the setup picture shows is not pictured again among the
components.

The booklet is typeset with reportlab's platypus onto a canvas of the caller's (``draw``), so that a
bundle prints it between its cover and its sheets.
"""

from __future__ import annotations

import hashlib
import io
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import cache, cached_property, partial
from typing import Any

from reportlab.lib.colors import HexColor
from reportlab.lib.styles import ParagraphStyle
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import (
    BaseDocTemplate,
    Flowable,
    Frame,
    ListFlowable,
    PageTemplate,
    Spacer,
    Table,
)
from reportlab.platypus.doctemplate import LayoutError

from generator.data.model import Game, LearnToPlay, Rule
from generator.data.references import expand_plain
from generator.design import CardDesign
from generator.layout.example import ExampleLayout, number
from generator.layout.setup import Placed, TableSetup, setup_picture
from generator.layout.units import PAPER_SIZES_MM, Paper, Style, pt
from generator.render.figures import ExampleFigure, Faces, Gallery, TablePicture
from generator.render.fonts import pdf_font_name
from generator.render.kept import ORIGIN, SHRINK_FLOOR, KeptBlock, KeptWithStart
from generator.render.markup import (
    CELL_PADDING_PT,
    Paragraph,
    TextStyles,
    TypesetError,
    fitted_widths,
    inline,
    markdown_flowables,
    ruled_table,
    text_styles,
)
from generator.render.pdf import FaceForms, new_canvas

MARGIN_MM = 18.0
"""Left, right and bottom margins of every page (the footer sits in the bottom one)."""
TOP_MM = 16.0
LEARN_MEASURE_MM = 136.0
"""Width of the learn-to-play column, centred: its 10.5 pt lines hold at most about 85 characters."""
COLUMN_GAP_MM = 8.0
"""Between the two columns of the rules and rulings."""
MIN_COLUMNS_MM = 40.0
"""The least room left under the learning for the rules' columns to begin on the same page."""
FLOAT_GAP_MM = 6.0
"""Between a block floated to the top of a page and the columns under it."""
FRAME_PADDING_PT = 6.0
"""reportlab's padding inside every frame."""
LEARN_SIZE_PT = 10.5
RULES_SIZE_PT = 9.5
LEARN_GAP_PT = 4.0
RULES_GAP_PT = 2.0
"""Space after each paragraph (the usual spacing's)."""
RULE_GAP_MM = 1.5
RULING_GAP_MM = 3.0
"""Space after each rule and each ruling (the usual spacing's)."""
LIGHT_SHARE = 0.4
"""A last page filled less than this share of its text area is light: a tighter spacing may save it."""
FOOTER_SIZE_PT = 7.5
FOOTER_COLOR = "#666666"
SHEET_MM = 100.0
"""A component wider than this across its shorter side is a sheet (a board, a mat), larger than any card."""
GALLERY_SCALE = 0.4
"""The components picture shows the faces at this share of their size (a poker card 36 mm tall)."""
SETUP_HEIGHT_MM = (80.0, 150.0)
"""The setup picture is scaled to the column's width, or down to the larger of these heights, or down to the
page's remaining height when that leaves it at least the smaller."""
EXAMPLE_HEIGHT_MM = (70.0, 120.0)
"""The worked example's pictures are each scaled to the column's width or down to the larger of these heights, or
down to the smaller (all its pictures together) when that keeps the whole example, or its title, text and first
pictures, on the page it starts on (else it starts the next page)."""


@dataclass(frozen=True)
class Spacing:
    """The spaces of a booklet after each paragraph of the learning and of the rules (points), after each rule and
    each ruling (mm), and the share of their usual size its pictures are drawn at; never its type's size."""

    learn_gap_pt: float = LEARN_GAP_PT
    rules_gap_pt: float = RULES_GAP_PT
    rule_gap_mm: float = RULE_GAP_MM
    ruling_gap_mm: float = RULING_GAP_MM
    pictures: float = 1.0


SPACINGS = (Spacing(), Spacing(learn_gap_pt=3.0, rules_gap_pt=1.0, rule_gap_mm=0.8, ruling_gap_mm=1.5, pictures=0.9))
"""The usual spacing, then the tighter one a booklet takes when that saves a page (duplex, a sheet in two)."""

SPACING_KEYWORD = "booklet-spacing-"
"""What a booklet's own file records in its keywords, followed by the index of its spacing in ``SPACINGS``."""
SPACING_RECORD = re.compile(rb"/Keywords \(" + SPACING_KEYWORD.encode() + rb"(\d)\)")


def spacing_of(data: bytes) -> int | None:
    """The index of the spacing a booklet's own file (its PDF bytes) was set in, or None when it does not say.

    >>> spacing_of(b"<< /Keywords (booklet-spacing-1) /Producer (ReportLab) >>"), spacing_of(b"%PDF-1.4")
    (1, None)
    """
    found = SPACING_RECORD.search(data)
    index = int(found[1]) if found else len(SPACINGS)
    return index if index < len(SPACINGS) else None


@dataclass(frozen=True)
class Layout:
    """How a booklet was laid out: in which spacing, on how many pages, and the share of its last page filled."""

    spacing: Spacing
    pages: int
    last_share: float


LAYOUTS_FOUND: dict[str, Layout] = {}
"""The layout found for each booklet laid out in this process, by a digest of all that lays it out."""
LAYOUTS_KEPT = 256
"""The most layouts kept found."""
LEARN_TEMPLATE, RULES_TEMPLATE = "learn", "rules"
PART_NAMES: dict[str | None, str] = {LEARN_TEMPLATE: "learn to play", RULES_TEMPLATE: "rules and rulings"}
"""What each page template's footer calls its part of the booklet."""
GAME_FILE, LEARN_FILE, RULES_FILE, RULINGS_FILE = "game.toml", "learn.toml", "rules.toml", "rulings.toml"
PICTURE_FIELDS = {"components": "faces", "setup": "place", "example": "state"}
"""The field of ``learn.toml`` each chapter's picture is drawn from (a setup picture of a game's own layout: its
``labels``)."""
BREAKDOWN_SHARE = 0.4
"""The least share of the worked example's table that its breakdown column keeps, however wide the others."""
TOO_LARGE = "a table's row or a picture is larger than a page's column: shorten the text of its cells"
TOO_TALL = "it takes more than a page, which it must fit whole: shorten its text, its table's cells or its names"

Expand = Callable[[str], str]
"""A data text with its ``{{ … }}`` references expanded (Markdown)."""


@dataclass(frozen=True)
class Origin:
    """Where a piece of the booklet comes from in the card data: its file (``learn.toml``), the table it is set from
    (a chapter's key, a rule's, a section's or a ruling's id; None for the file's top level) and its field."""

    file: str
    table: str | None
    field: str


class BookletError(Exception):
    """Pieces of the booklet that cannot be typeset on its paper: each with where it comes from and why."""

    def __init__(self, paper: Paper, problems: dict[Origin, str]) -> None:
        self.paper = paper
        self.problems = problems
        found = (f"{origin.file} {origin.table or ''} {origin.field}: {why}" for origin, why in problems.items())
        super().__init__(f"the rules booklet on {paper}: {'; '.join(found)}")


def tagged(origin: Origin, flowables: list[Flowable]) -> list[Flowable]:
    """``flowables``, each marked as coming from ``origin`` (what a problem typesetting them names)."""
    for flowable in flowables:
        setattr(flowable, ORIGIN, origin)
    return flowables


@dataclass(frozen=True)
class BookletJob:
    """The rules booklet of one game on one paper, its pictures drawn by the game's ``design`` and ``setup``;
    ``style`` is that of its pictures (``light`` in a printer-friendly bundle)."""

    game: Game
    design: CardDesign
    setup: TableSetup
    paper: Paper
    style: Style = Style.FULL
    example: ExampleLayout | None = None
    """How the game lays out its worked example with pictures (its declaration's); None for the shared table."""
    spacing_index: int | None = None
    """The index in ``SPACINGS`` of the spacing its own file was set in, when known (``spacing_of``): a bundle takes
    it from that file rather than laying the booklet out again to find it, in another process."""

    def render(self) -> bytes:
        """The PDF bytes. A booklet whose spacing is not known yet is drawn in the usual one first, then in the
        tighter one only when that leaves its last page light and the tighter takes a page fewer: the usual case
        is drawn once, as before spacings were chosen."""
        known = LAYOUTS_FOUND.get(self.layout_key)
        if known is not None:
            return self.rendered(known.spacing)[0]
        usual, tight = SPACINGS
        data, laid = self.rendered(usual)
        if laid.last_share < LIGHT_SHARE:
            fewer = self.laid_out(tight)
            if fewer.pages < laid.pages:
                data, laid = self.rendered(tight)
        self.remember(laid)
        return data

    def rendered(self, spacing: Spacing) -> tuple[bytes, Layout]:
        """The PDF bytes of the booklet drawn in ``spacing``, and how it was laid out."""
        buffer = io.BytesIO()
        canvas = new_canvas(buffer, self.page_size(), f"{self.game.name}: rules")
        laid = self.typeset(canvas, FaceForms(canvas), 1, spacing)
        # after typesetting, which sets both empty
        canvas.setSubject(f"{self.game.name}: learn to play, the rules and the rulings")
        canvas.setKeywords(f"{SPACING_KEYWORD}{SPACINGS.index(spacing)}")
        canvas.save()
        return buffer.getvalue(), laid

    def pages(self) -> int:
        """How many pages the booklet takes (it is laid out to find out, once in a process)."""
        return self.layout.pages

    @property
    def spacing(self) -> Spacing:
        """The booklet's spacing: the usual one, or the tighter one when the usual leaves its last page light and
        the tighter takes a page fewer (``spacing_index`` when given)."""
        return SPACINGS[self.spacing_index] if self.spacing_index is not None else self.layout.spacing

    @cached_property
    def layout_key(self) -> str:
        """A digest of all that lays the booklet out: the game's data, paper, design, setup and example (not the
        style, which changes no size)."""
        return hashlib.sha256(repr((self.game, self.paper, self.design, self.setup, self.example)).encode()).hexdigest()

    @property
    def layout(self) -> Layout:
        """How the booklet is laid out: found once in a process for the booklets of one game's data and paper in
        any style (a build prints each in its own file and in two bundles), by laying it out in the usual spacing,
        then in the tighter one when its last page is light."""
        known = LAYOUTS_FOUND.get(self.layout_key)
        if known is None:
            usual, tight = SPACINGS
            known = self.laid_out(usual)
            if known.last_share < LIGHT_SHARE and (fewer := self.laid_out(tight)).pages < known.pages:
                known = fewer
            self.remember(known)
        return known

    def laid_out(self, spacing: Spacing) -> Layout:
        """The booklet laid out in ``spacing`` but not drawn."""
        return self.typeset(Canvas(io.BytesIO(), pagesize=self.page_size()), None, 1, spacing)

    def remember(self, layout: Layout) -> None:
        """Keep ``layout`` as this booklet's, for the other files of this process that print it."""
        if len(LAYOUTS_FOUND) >= LAYOUTS_KEPT:
            LAYOUTS_FOUND.clear()  # a long preview session: its games' data changed many times
        LAYOUTS_FOUND[self.layout_key] = layout

    def page_size(self) -> tuple[float, float]:
        """Portrait paper in points."""
        width, height = PAPER_SIZES_MM[self.paper]
        return pt(width), pt(height)

    def draw(self, canvas: Canvas, forms: FaceForms | None, first_number: int) -> int:
        """Typeset the booklet onto ``canvas`` in its ``spacing``, its pictures' faces drawn as ``forms`` of that
        canvas (without them, laid out but not drawn), its pages numbered from ``first_number``; returns how many
        it took."""
        return self.typeset(canvas, forms, first_number, self.spacing).pages

    def typeset(self, canvas: Canvas, forms: FaceForms | None, first_number: int, spacing: Spacing) -> Layout:
        """Typeset the booklet onto ``canvas`` in ``spacing``, as ``draw`` does; how it was laid out."""
        start = canvas.getPageNumber()
        document = _DrawnOnly(
            io.BytesIO(),
            pagesize=self.page_size(),
            invariant=1,
            initialFontName=pdf_font_name("body"),
            pageTemplates=page_templates(self.page_size(), self.footer(first_number)),
        )
        document.page_size = self.page_size()
        document.build(self.story(forms, spacing), canvasmaker=lambda *_, **__: canvas)
        if document.problems:
            raise BookletError(self.paper, document.problems)
        return Layout(spacing, canvas.getPageNumber() - start, document.last_share)

    def footer(self, first_number: int) -> Callable[[Canvas, BaseDocTemplate], None]:
        """The footer of every page: the game, the part and the page number (within a bundle, its own)."""

        def draw(canvas: Canvas, document: BaseDocTemplate) -> None:
            parts = document.parts if isinstance(document, _DrawnOnly) else [document.pageTemplate.id]
            named = " · ".join(PART_NAMES[part] for part in parts)
            text = f"{self.game.name} · {named} · page {document.page + first_number - 1}"
            canvas.saveState()
            canvas.setFont(pdf_font_name("body"), FOOTER_SIZE_PT)
            canvas.setFillColor(HexColor(FOOTER_COLOR))
            canvas.drawCentredString(document.pagesize[0] / 2, pt(MARGIN_MM) / 2, text)
            canvas.restoreState()

        return draw

    def story(self, forms: FaceForms | None, spacing: Spacing) -> list[Flowable]:
        """Learn to play on single-column pages, then the rules and rulings in two columns."""
        from generator.markdown import text_renderer

        expand = cache(text_renderer(self.game))
        return [
            *self.learn_to_play(expand, Faces(self.game, self.design, self.style, forms), spacing),
            ColumnsHere(),
            *self.rules(expand, spacing),
            *self.rulings(expand, spacing),
        ]

    def learn_to_play(self, expand: Expand, faces: Faces, spacing: Spacing) -> list[Flowable]:
        """The title, then each chapter of ``learn.toml`` with its picture or its worked example."""
        game, learn = self.game, self.learned()
        styles = text_styles(LEARN_SIZE_PT, spacing.learn_gap_pt)
        low, high = game.players
        players = f"{low}–{high} players" if low != high else f"{low} players"
        facts = f"{players} · {game.minutes[0]}–{game.minutes[1]} minutes · age {game.age}"
        story: list[Flowable] = [
            *tagged(Origin(GAME_FILE, None, "name"), [Paragraph(inline(game.name), heading_style(30))]),
            *tagged(Origin(GAME_FILE, None, "age"), [Paragraph(inline(f"Rules · {facts}"), styles.body)]),
            Spacer(1, pt(3)),
        ]
        for part in learn.parts:
            origin = Origin(LEARN_FILE, part.key, "text")
            text = tagged(origin, markdown_flowables(expand(part.text), styles))
            title = tagged(Origin(LEARN_FILE, part.key, "title"), [Paragraph(inline(part.title), heading_style(17))])
            drawn = "labels" if part.key == "setup" and learn.table_labels else PICTURE_FIELDS.get(part.key, "text")
            picture = tagged(Origin(LEARN_FILE, part.key, drawn), self.picture(part.key, learn, faces, styles, spacing))
            if part.key == "example":  # kept, its pictures shrunk to fit when that keeps it (or its head) on this page
                figures = [flowable for flowable in picture if isinstance(flowable, ExampleFigure)]
                least, most = EXAMPLE_HEIGHT_MM
                shares = (min(SHRINK_FLOOR, spacing.pictures), spacing.pictures)
                kept = KeptBlock([*title, *text, *picture], figures, pt(most), pt(least), shares=shares)
                story += tagged(origin, [kept])
            else:
                story += [*tagged(origin, [KeptWithStart(title, text)]), *picture]
        return story

    def learned(self) -> LearnToPlay:
        """The game's learn-to-play part (the data loader makes sure there is one)."""
        if self.game.learn is None:
            raise ValueError(f"{self.game.id}: no learn.toml, so no learn-to-play part")
        return self.game.learn

    def picture(
        self, key: str, learn: LearnToPlay, faces: Faces, styles: TextStyles, spacing: Spacing
    ) -> list[Flowable]:
        """What follows a chapter's text: the components' faces, the table at setup, or the worked example."""
        game = self.game
        if key == "components":
            laid = {placed.piece.card for placed in setup_picture(game, self.setup).pieces if is_sheet(faces, placed)}
            shown = [card_id for card_id in learn.faces if card_id not in laid]  # a sheet is pictured once
            items = [(card_id, f"{game.card(card_id).name} ×{game.card(card_id).count}") for card_id in shown]
            return [Spacer(1, pt(2)), Gallery(faces, items, GALLERY_SCALE * spacing.pictures)]
        if key == "setup":
            captions = [expand_plain(game, caption.text) for caption in setup_picture(game, self.setup).captions]
            low, high = SETUP_HEIGHT_MM
            layout = partial(setup_picture, game, self.setup)
            return [Spacer(1, pt(3)), TablePicture(faces, layout, captions, pt(high * spacing.pictures), pt(low))]
        if key == "example" and learn.example is not None:
            if self.example is not None:
                return pictured_example(game, learn.example, self.example, faces, styles)
            return worked_example(game, learn.example, styles)
        return []

    def rules(self, expand: Expand, spacing: Spacing) -> list[Flowable]:
        """Every numbered rule of the sections about play, section by section."""
        styles = text_styles(RULES_SIZE_PT, spacing.rules_gap_pt)
        title = Paragraph(inline(f"{self.game.name}: the rules"), heading_style(18))
        story: list[Flowable] = tagged(Origin(GAME_FILE, None, "name"), [title])
        for section in self.game.sections:
            if not section.in_summary:
                continue  # about the checker: on the rules site only
            heading = Paragraph(f"{inline(section.id)} {inline(section.title)}", heading_style(12.5))
            intro = markdown_flowables(expand(section.intro), styles) if section.intro else []
            first = rule_flowables(section.rules[0], expand, styles) if section.rules else []
            tagged(Origin(RULES_FILE, section.id, "title"), [heading])
            tagged(Origin(RULES_FILE, section.id, "intro"), intro)
            tagged(Origin(RULES_FILE, section.rules[0].id if first else section.id, "text"), first)
            together = KeptWithStart([heading], [*intro, *first])  # a heading never ends a column
            story += [*tagged(Origin(RULES_FILE, section.id, "intro"), [together]), Spacer(1, pt(spacing.rule_gap_mm))]
            for rule in section.rules[1:]:
                text = tagged(Origin(RULES_FILE, rule.id, "text"), rule_flowables(rule, expand, styles))
                kept = KeptWithStart([], text)
                story += [*tagged(Origin(RULES_FILE, rule.id, "text"), [kept]), Spacer(1, pt(spacing.rule_gap_mm))]
        return story

    def rulings(self, expand: Expand, spacing: Spacing) -> list[Flowable]:
        """Every ruling about play: the question, the answer, why, and the printed rules it reads."""
        rulings = [ruling for ruling in self.game.rulings if not ruling.checker]
        if not rulings:
            return []
        printed = {rule.id for section in self.game.sections if section.in_summary for rule in section.rules}
        printed |= {section.id for section in self.game.sections if section.in_summary}
        styles = text_styles(RULES_SIZE_PT, spacing.rules_gap_pt)
        story: list[Flowable] = [Spacer(1, pt(4))]
        heading: list[Flowable] = [Paragraph(inline("Rulings"), heading_style(16))]  # kept with the first ruling
        for printed_number, ruling in enumerate(rulings, start=1):
            label = ruling_label(printed_number)
            question = f"<b>{inline(label)}</b> <b>{inline(expand_plain(self.game, ruling.question))}</b>"
            answer = markdown_flowables(expand(ruling.answer), styles)
            verdict = "Settled" if ruling.source == "spec" else "Our reading"
            reads = [rule_id for rule_id in dict.fromkeys(ruling.rules) if rule_id in printed]
            why = expand(ruling.reason) + (f" See {', '.join(reads)}." if reads else "")
            reason = markdown_flowables(why, styles, f"<i>{verdict}</i> — ")
            asked = tagged(Origin(RULINGS_FILE, ruling.id, "question"), [Paragraph(question, styles.body)])
            tagged(Origin(RULINGS_FILE, ruling.id, "answer"), answer)
            tagged(Origin(RULINGS_FILE, ruling.id, "reason"), reason)
            together = KeptWithStart([*heading, *asked], [*answer, *reason, Spacer(1, pt(spacing.ruling_gap_mm))])
            story += tagged(Origin(RULINGS_FILE, ruling.id, "answer"), [together])
            heading = []
        return story


def ruling_label(printed_number: int) -> str:
    """What the booklet calls its ``printed_number``-th ruling: the rulings it prints (those about play) are
    numbered from 1 without gaps, whatever their ids (the rules site's anchors, which skip the checker's)."""
    return f"Q{printed_number}"


def is_sheet(faces: Faces, placed: Placed) -> bool:
    """True for a sheet lying face up on the table (a board, a mat, an overview: wider across its shorter side than
    ``SHEET_MM``), which the setup picture shows, so the components' picture leaves it out."""
    if not placed.piece.card:
        return False
    size = faces.format_of(placed.piece.card)
    return min(size.width_mm, size.height_mm) > SHEET_MM


def example_result(game: Game, state: Mapping[str, Any]) -> dict[str, Any]:
    """What the scoring module makes of the example's table."""
    from generator.scoring import load_catalog, score

    result: dict[str, Any] = score(game.id, state, load_catalog(game.id, str(game.directory.parent)))
    return result


def pictured_example(
    game: Game, state: Mapping[str, Any], layout: ExampleLayout, faces: Faces, styles: TextStyles
) -> list[Flowable]:
    """The example as the game lays it out: its pictures, its table in a player's words, the lines that explain
    the figures, and who wins."""
    example = layout(game, state, example_result(game, state))
    story: list[Flowable] = []
    for picture in example.pictures:
        story += [Spacer(1, pt(3)), ExampleFigure(faces, picture, pt(EXAMPLE_HEIGHT_MM[1]))]
    if example.table:
        header, *rows = example.table
        cells = [[Paragraph(f"<b>{inline(text)}</b>", styles.cell) for text in header]]
        cells += [[Paragraph(inline(text), styles.cell) for text in row] for row in rows]
        widths = [column_width(column, styles) for column in zip(*cells, strict=True)]
        widths = fitted_widths(widths, pt(LEARN_MEASURE_MM), 2 * CELL_PADDING_PT)  # too wide: the widest wrap
        story += [Spacer(1, pt(3)), ruled_table(cells, widths)]
    explanation = [Paragraph(inline(line), styles.body) for line in example.lines]
    verdict = [Paragraph(f"<b>{inline(example.verdict)}</b>", styles.body)] if example.verdict else []
    return [*story, Spacer(1, pt(3)), KeptWithStart([], [bullets(explanation, styles), *verdict])]


def bullets(paragraphs: list[Paragraph], styles: TextStyles) -> ListFlowable:
    """Paragraphs as a bulleted list."""
    return ListFlowable(
        paragraphs,
        bulletType="bullet",
        start="•",
        leftIndent=10,
        bulletFontName=pdf_font_name("body"),
        bulletFontSize=styles.body.fontSize,
    )


def worked_example(game: Game, state: Mapping[str, Any], styles: TextStyles) -> list[Flowable]:
    """The example's table (``state``) as the scoring module scores it: each player's figures, its own explanation
    of them, and the winners."""
    from generator.scoring import game as scoring_game

    result = example_result(game, state)
    lines = scoring_game(game.id).explain(result)
    winners = result.get("winners", [])
    verdict = f"<b>{'Winners' if len(winners) > 1 else 'Winner'}:</b> {inline(', '.join(winners) or 'nobody')}"
    explanation = bullets([Paragraph(inline(line), styles.body) for line in lines], styles)
    return [
        Spacer(1, pt(2)),
        score_table(game, result["players"], styles),
        Spacer(1, pt(3)),
        KeptWithStart([], [explanation, Paragraph(verdict, styles.body)]),
    ]


def score_table(game: Game, players: list[dict[str, Any]], styles: TextStyles) -> Table:
    """One row per player: its name, every figure the scoring module gives it, and its breakdown."""
    keys = [
        key for key in dict.fromkeys(key for player in players for key in player) if key not in ("name", "breakdown")
    ]
    figures = [key for key in keys if all(is_figure(player.get(key)) for player in players)]
    with_breakdown = any(player.get("breakdown") for player in players)
    header = ["Player", *(key.replace("_", " ").capitalize() for key in figures)]
    header += ["How it adds up"] if with_breakdown else []
    rows = [[Paragraph(f"<b>{inline(text)}</b>", styles.cell) for text in header]]
    for player in players:
        cells = [str(player["name"]), *(shown(game, player.get(key)) for key in figures)]
        row = [Paragraph(inline(text), styles.cell) for text in cells]
        if with_breakdown:
            items = [breakdown_line(item) for item in player.get("breakdown", [])]
            row.append(Paragraph("<br/>".join(inline(item) for item in items) or "—", styles.cell))
        rows.append(row)
    widths = [column_width(column, styles) for column in zip(*[row[: len(figures) + 1] for row in rows], strict=True)]
    measure = pt(LEARN_MEASURE_MM)
    if with_breakdown:
        widths.append(max(measure - sum(widths), measure * BREAKDOWN_SHARE))
    return ruled_table(rows, fitted_widths(widths, measure, 2 * CELL_PADDING_PT))  # a long name wraps


def column_width(cells: tuple[Paragraph, ...], styles: TextStyles) -> float:
    """The width of a table column whose cells each hold one line: its widest text and the padding."""
    widest = max(stringWidth(cell.getPlainText(), pdf_font_name("body-bold"), styles.cell.fontSize) for cell in cells)
    return widest + 2 * CELL_PADDING_PT


def is_figure(value: object) -> bool:
    """True for a value a table cell shows: a number, a word or yes/no (not a list or a table)."""
    return isinstance(value, str | int | float | bool)


def shown(game: Game, value: object) -> str:
    """A figure as the table shows it: yes/no, a card's name for its id, else as it is."""
    if isinstance(value, bool):
        return "yes" if value else "no"
    card_ids = {card.id for card in game.cards}
    if isinstance(value, str) and value in card_ids:
        return game.card(value).name
    return number(value) if is_number(value) else str(value)


def is_number(value: object) -> bool:
    """True for a figure that reads as a number: an int, a float or a fraction written out (``"61/2"``)."""
    if isinstance(value, bool):
        return False
    try:
        number(value)
    except (ValueError, ZeroDivisionError):
        return False
    return True


def breakdown_line(item: dict[str, Any]) -> str:
    """One line of a player's breakdown: its label, and its points when it has some."""
    points = item.get("points")
    return f"{item['label']}: {number(points)}" if is_number(points) else str(item["label"])


def rule_flowables(rule: Rule, expand: Expand, styles: TextStyles) -> list[Flowable]:
    """One numbered rule: its id, and its title with a full stop, in bold before its text."""
    title = f" {inline(rule.title)}." if rule.title else ""
    return markdown_flowables(expand(rule.text), styles, f"<b>{inline(rule.id)}{title}</b> ")


def heading_style(size_pt: float) -> ParagraphStyle:
    """A heading in the display font."""
    return ParagraphStyle(
        f"heading-{size_pt:g}",
        fontName=pdf_font_name("display-bold"),
        fontSize=size_pt,
        leading=size_pt * 1.2,
        spaceBefore=size_pt * 0.7,
        spaceAfter=size_pt * 0.3,
    )


class ColumnsHere(Flowable):
    """Where the rules' two columns begin: below the text before it on the same page, when room is left there
    (``MIN_COLUMNS_MM``), else on the next page."""

    def wrap(self, available_width: float, available_height: float) -> tuple[float, float]:
        return 0.0, 0.0


class _DrawnOnly(BaseDocTemplate):
    """A document that typesets onto the caller's canvas and leaves saving it to the caller. A piece that cannot be
    set (a table wider than a column, a cell taller than a page) is left out and noted in ``problems`` with the
    origin of the story's piece it belongs to, and typesetting goes on: every such piece is found in one pass.

    A kept block (the worked example) that does not fit on its page, not even its head, floats to the top of the
    next one, across both columns, when learning follows it, which fills the page it leaves; the rules
    (``ColumnsHere``) begin under it, never around it, so that no numbered rule comes before the example and the
    rest after it. The rest of a block split (``KeptBlock.floats`` False) never floats: it follows its head."""

    _doSave = 0  # read by reportlab at the end of a build: 0 does not save the canvas

    def __init__(self, *arguments: Any, **options: Any) -> None:
        super().__init__(*arguments, **options)
        self.problems: dict[Origin, str] = {}
        self.origin = Origin(LEARN_FILE, None, "text")
        """The origin of the last marked flowable: the parts a flowable splits into are not marked themselves."""
        self.page_size = (0.0, 0.0)
        self.floated: KeptBlock | None = None
        """A kept block waiting for the top of the next page."""
        self.next_frames: list[Frame] = []
        """The columns left on this page after those of ``page_templates``: below the learning or a float."""
        self.short_frames: list[Frame] = []
        """The columns of this page that are shorter than a page's."""
        self.parts: list[str | None] = []
        """The parts of the booklet this page holds (its template's, then the rules when they begin on it)."""

    def handle_flowable(self, flowables: list[Flowable]) -> None:
        head = flowables[0]
        if isinstance(head, ColumnsHere):
            flowables.pop(0)
            if self.floated is not None:  # the rules begin under the worked example, never around it
                self.handle_pageEnd()
                return
            self.columns_from(frame_state(self.frame)["_y"] - pt(LEARN_GAP_PT))
            return
        learning_after = len(flowables) > 1 and not isinstance(flowables[1], ColumnsHere) and self.floated is None
        if isinstance(head, KeptBlock) and head.floats and learning_after and not self.fits(head):
            self.floated = head
            flowables.pop(0)
            return
        self.origin = getattr(head, ORIGIN, self.origin)
        try:
            super().handle_flowable(flowables)  # the flowable is off the list, whether it is set or not
        except (TypesetError, LayoutError, ValueError) as error:  # ValueError: reportlab's, a cell narrower than 0
            if isinstance(error, LayoutError) and self.frame in self.short_frames:
                flowables.insert(0, head)  # too tall for the short columns under the learning: the next page's
                self.handle_frameEnd()
                return
            origin, why = self.culprit(head, error)
            self.problems.setdefault(origin, why)

    @property
    def last_share(self) -> float:
        """About how much of the page's text area is filled, by where its last frame stopped: a column counts as
        half the page, and a page with learning above its columns as full."""
        if self.frame in self.short_frames:
            return 1.0
        state = frame_state(self.frame)
        used = float(state["_y2"] - state["_y"]) / float(state["_y2"] - state["_y1"])
        columns = [frame.id for frame in self.pageTemplate.frames]
        if len(columns) < 2:
            return used
        return (columns.index(self.frame.id) + used) / len(columns)

    def fits(self, block: KeptBlock) -> bool:
        """True when ``block`` fits in the room left in the frame (always, at the top of one: there it shrinks), or
        its head does (its title, text and first pictures) and the rest may follow on the next page."""
        state = frame_state(self.frame)
        if state["_atTop"]:
            return True
        room = float(state["_y"] - state["_y1p"]) - block.getSpaceBefore()
        if block.wrapOn(self.canv, state["_aW"], room)[1] <= room:
            return True
        return bool(block.splitOn(self.canv, state["_aW"], room))

    def columns_from(self, top: float) -> None:
        """The rules' two columns from ``top`` down on this page (on the next page when too little room is left),
        and on the pages after it."""
        self.handle_nextPageTemplate(RULES_TEMPLATE)
        if top - pt(MARGIN_MM) < pt(MIN_COLUMNS_MM):
            self.frame = self.pageTemplate.frames[-1]  # the page's last frame: ending it ends the page
            self.handle_frameBegin()
            self.handle_frameEnd()
            return
        if RULES_TEMPLATE not in self.parts:
            self.parts.append(RULES_TEMPLATE)
        left, right = column_frames(self.page_size, top)
        frame_state(right)["lastFrame"] = True  # read by reportlab: the page ends with it
        self.next_frames = [right]
        self.short_frames = [left, right]
        self.frame = left
        self.handle_frameBegin()

    def handle_pageBegin(self) -> None:
        super().handle_pageBegin()
        self.parts = [self.pageTemplate.id]
        if self.floated is None:
            return
        block, self.floated = self.floated, None
        width, height = self.page_size
        measure = pt(LEARN_MEASURE_MM) - 2 * FRAME_PADDING_PT
        top = height - pt(TOP_MM) - FRAME_PADDING_PT
        _, taken = block.wrapOn(self.canv, measure, top - pt(MARGIN_MM))
        squeezed = block.squeezed(measure, top - pt(MARGIN_MM)) if taken > top - pt(MARGIN_MM) else None
        if squeezed is not None:
            block = squeezed
            _, taken = block.wrapOn(self.canv, measure, top - pt(MARGIN_MM))
        if taken > top - pt(MARGIN_MM):  # taller than a page even with its pictures at their least: never drawn
            self.problems.setdefault(getattr(block, ORIGIN, self.origin), TOO_TALL)  # off the page, losing its end
            self.columns_from(top)
            return
        block.drawOn(self.canv, (width - measure) / 2, top - taken)
        vars(self)["_curPageFlowableCount"] += 1  # reportlab's count of what a page holds: this one is not empty
        self.columns_from(top - taken - pt(FLOAT_GAP_MM))

    def _peekNextFrame(self) -> Frame:  # reportlab's: where a group kept together would go next
        return self.next_frames[0] if self.next_frames else super()._peekNextFrame()  # type: ignore[misc]  # stubs

    def handle_frameEnd(self, resume: int = 0) -> None:
        if self.next_frames:
            self.frame = self.next_frames.pop(0)
            self.handle_frameBegin(resume)
            return
        super().handle_frameEnd(resume)

    def culprit(self, head: Flowable, error: Exception) -> tuple[Origin, str]:
        """Where the piece that could not be set comes from, and why: a group kept together (a heading with its
        first rule) is searched for the piece of it that fails."""
        if isinstance(head, KeptBlock):  # not even squeezed and split after its first picture does it fit a page
            return getattr(head, ORIGIN, self.origin), TOO_TALL
        frame = self.frame
        width = frame.width - frame.leftPadding - frame.rightPadding
        height = frame.height - frame.topPadding - frame.bottomPadding
        for piece in getattr(head, "_content", ()):
            try:
                piece.wrapOn(self.canv, width, height)
            except TypesetError as failed:
                return getattr(piece, ORIGIN, self.origin), str(failed)
            except (LayoutError, ValueError):
                return getattr(piece, ORIGIN, self.origin), TOO_LARGE
        return self.origin, str(error) if isinstance(error, TypesetError) else TOO_LARGE


def frame_state(frame: Frame) -> dict[str, Any]:
    """reportlab's state of a frame being filled, left out of its type stubs: ``_y`` (where its next flowable
    goes), ``_y1p`` (its foot), ``_aW`` (its width inside), ``_atTop`` and ``lastFrame``."""
    state: dict[str, Any] = vars(frame)
    return state


def page_templates(
    page_size: tuple[float, float], footer: Callable[[Canvas, BaseDocTemplate], None]
) -> list[PageTemplate]:
    """Learn-to-play pages in one centred column, rules pages in two columns."""
    width, height = page_size
    margin, top = pt(MARGIN_MM), pt(TOP_MM)
    frame_h = height - margin - top
    measure = pt(LEARN_MEASURE_MM)
    return [
        PageTemplate(
            id=LEARN_TEMPLATE,
            frames=[Frame((width - measure) / 2, margin, measure, frame_h, id="learn")],
            onPageEnd=footer,
        ),
        PageTemplate(id=RULES_TEMPLATE, frames=column_frames(page_size, height - top), onPageEnd=footer),
    ]


def column_frames(page_size: tuple[float, float], top: float) -> list[Frame]:
    """The two columns of the rules from ``top`` (points from the page's foot) down to the bottom margin."""
    width, _ = page_size
    margin, gap = pt(MARGIN_MM), pt(COLUMN_GAP_MM)
    column = (width - 2 * margin - gap) / 2
    return [
        Frame(margin + index * (column + gap), margin, column, top - margin, id=f"rules-{index}") for index in (0, 1)
    ]
