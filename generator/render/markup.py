"""Markdown texts of the card data (rules, rulings) as reportlab flowables, in the embedded fonts.

The texts are parsed by Python-Markdown (with tables), as the rules site parses them, and the HTML
is mapped onto reportlab's paragraph markup: paragraphs, lists, tables, bold, italic and code; links
keep their text (a printed rule reference reads ``cg-3.4``). Characters the text font lacks (suits,
arrows) are set in the symbol font, as on the cards.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from html import escape
from html.parser import HTMLParser
from typing import Any

from reportlab.lib.colors import HexColor
from reportlab.lib.styles import ParagraphStyle
from reportlab.pdfbase.pdfmetrics import registerFontFamily, stringWidth
from reportlab.platypus import Flowable, ListFlowable, Table, TableStyle
from reportlab.platypus import Paragraph as PlatypusParagraph

from generator.markdown import markdown_html
from generator.render.fonts import covered_characters, pdf_font_name

RULE_COLOR = "#999999"
HEADER_FILL = "#eeeeee"
CELL_SHARE = 0.92
"""Table cells are set a little smaller than the text around them …"""
CODE_SHARE = 0.9
"""… and so is code (``AH``, in the wider symbol font) …"""
MIN_TEXT_PT = 9.0
"""… but neither below this: they are read as body text."""
CELL_PADDING_PT = 6.0
"""reportlab's padding on either side of a table cell's text."""
NARROWEST_CELL_TEXT_PT = 16.0
"""The narrowest a column's text is set (two or three characters): a table with more columns than its frame holds
at that width is refused, never set with columns of no width."""


class Paragraph(PlatypusParagraph):
    """reportlab's paragraph, its lines broken once for each width it is given.

    Platypus wraps a paragraph again at the same width whenever it tries it in a frame, keeps it in a block or
    splits that block, and breaking the lines is most of what a typesetting costs (a booklet wraps each paragraph
    about 2.4 times). The lines depend on the width alone, so the last ones are kept with it.
    """

    lines_at: tuple[float, Any, float] | None = None
    """The width last wrapped to, the lines found (reportlab's ``blPara``) and the height they take."""

    def wrap(self, availWidth: float, availHeight: float) -> tuple[float, float]:
        """The width and height the paragraph takes, its lines broken only when the width is new."""
        if self.lines_at is not None and self.lines_at[0] == availWidth:
            self.width, self.blPara, self.height = self.lines_at
            return self.width, self.height
        size = super().wrap(availWidth, availHeight)
        if getattr(self, "width", None) == availWidth:  # reportlab breaks no lines in a width of almost nothing
            self.lines_at = (availWidth, self.blPara, self.height)
        return size


class TypesetError(Exception):
    """A text that cannot be set in its frame (a table with more columns than fit): the message says why."""


@dataclass(frozen=True)
class TextStyles:
    """The paragraph styles one document uses."""

    body: ParagraphStyle
    cell: ParagraphStyle


def register_families() -> None:
    """Let ``<b>`` and ``<i>`` switch between the embedded fonts of each family."""
    for role in ("body", "display", "symbol"):
        bold = "symbol-bold" if role == "symbol" else f"{role}-bold"
        italic = role if role == "symbol" else f"{role}-italic"
        registerFontFamily(
            pdf_font_name(role),
            normal=pdf_font_name(role),
            bold=pdf_font_name(bold),
            italic=pdf_font_name(italic),
            boldItalic=pdf_font_name(bold),
        )


def text_styles(size_pt: float, paragraph_gap_pt: float = 0.0, least_pt: float = MIN_TEXT_PT) -> TextStyles:
    """Body and table-cell styles at ``size_pt``; ``paragraph_gap_pt`` of space after each body paragraph; table
    cells are set a little smaller, down to ``least_pt``."""
    register_families()
    body = ParagraphStyle(
        "body", fontName=pdf_font_name("body"), fontSize=size_pt, leading=size_pt * 1.3, spaceAfter=paragraph_gap_pt
    )
    cell_size = max(size_pt * CELL_SHARE, min(least_pt, size_pt))
    cell = ParagraphStyle("cell", parent=body, fontSize=cell_size, leading=cell_size * 1.25, spaceAfter=0)
    return TextStyles(body, cell)


def inline(text: str) -> str:
    """Plain text as paragraph markup: escaped, characters the body font lacks set in the symbol font."""
    covered = covered_characters("body")
    parts = []
    for character in text:
        if character in covered or character.isspace():
            parts.append(escape(character, quote=False))
        else:
            parts.append(f'<font name="{pdf_font_name("symbol")}">{escape(character, quote=False)}</font>')
    return "".join(parts)


def markdown_flowables(text: str, styles: TextStyles, prefix: str = "") -> list[Flowable]:
    """The flowables of one Markdown text; ``prefix`` (paragraph markup) starts its first paragraph."""
    converter = _HtmlToFlowables(styles, prefix)
    converter.feed(markdown_html(text))
    converter.close()
    return converter.flowables


INLINE_TAGS = {"strong": "b", "b": "b", "em": "i", "i": "i"}
WHITESPACE = re.compile(r"\s+")
"""Runs of spaces and line breaks, which a paragraph shows as one space."""
INDENT = re.compile(r"^ +")
"""The spaces that start a line of a code block."""
MAX_LIST_DEPTH = 4
"""Lists nested deeper are set as items of the list at this depth: each level moves the text right."""


class _HtmlToFlowables(HTMLParser):
    """Walks Python-Markdown's HTML and collects paragraphs, code blocks, lists (nested ones inside their item)
    and tables, in order: every text of the HTML reaches a flowable."""

    def __init__(self, styles: TextStyles, prefix: str) -> None:
        super().__init__(convert_charrefs=True)
        self.styles = styles
        self.prefix = prefix
        self.flowables: list[Flowable] = []
        self.markup: list[str] = []
        self.lists: list[tuple[list[list[Flowable]], bool]] = []
        """The lists open around the text, the innermost last: each one's items so far, and whether numbered."""
        self.lists_beyond = 0
        """Lists open inside the deepest of ``lists`` (at ``MAX_LIST_DEPTH``): their items are its items."""
        self.code = False
        """Inside a code block: its line breaks and indents are kept."""
        self.rows: list[list[Paragraph]] | None = None
        self.header_rows = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in INLINE_TAGS:
            self.markup.append(f"<{INLINE_TAGS[tag]}>")
        elif tag == "code":
            size = max(self.styles.body.fontSize * CODE_SHARE, MIN_TEXT_PT)
            self.markup.append(f'<font name="{pdf_font_name("symbol")}" size="{size:g}">')
        elif tag == "br":
            self.markup.append("<br/>")
        elif tag == "pre":
            self.code = True
        elif tag in ("ul", "ol"):
            self.end_paragraph()  # an item's own text, before the list nested in it
            if len(self.lists) < MAX_LIST_DEPTH:
                self.lists.append(([], tag == "ol"))
            else:
                self.lists_beyond += 1
        elif tag == "li" and self.lists:
            self.lists[-1][0].append([])
        elif tag == "table":
            self.end_paragraph()
            self.rows, self.header_rows = [], 0
        elif tag == "tr" and self.rows is not None:
            self.rows.append([])
        elif tag == "th":
            self.header_rows = len(self.rows or [])
            self.markup.append("<b>")

    def handle_endtag(self, tag: str) -> None:
        if tag in INLINE_TAGS:
            self.markup.append(f"</{INLINE_TAGS[tag]}>")
        elif tag == "code":
            self.markup.append("</font>")
        elif tag in ("p", "li"):
            self.end_paragraph()
        elif tag == "pre":
            self.end_paragraph()
            self.code = False
        elif tag in ("ul", "ol") and self.lists_beyond:
            self.end_paragraph()
            self.lists_beyond -= 1
        elif tag in ("ul", "ol") and self.lists:
            self.end_paragraph()
            items, ordered = self.lists.pop()
            bullet_type, bullet_format, start = ("1", "%s.", None) if ordered else ("bullet", None, "•")
            self.place(
                ListFlowable(
                    [item for item in items if item],
                    start=start,
                    leftIndent=10,
                    bulletType=bullet_type,
                    bulletFormat=bullet_format,
                    bulletFontName=pdf_font_name("body"),  # else reportlab refers to Helvetica
                    bulletFontSize=self.styles.body.fontSize,
                )
            )
        elif tag in ("td", "th") and self.rows:
            self.markup.append("</b>" if tag == "th" else "")
            self.rows[-1].append(Paragraph(self.take(), self.styles.cell))
        elif tag == "table" and self.rows is not None:
            self.place(FittedTable(self.rows, self.header_rows))
            self.rows = None

    def handle_data(self, data: str) -> None:
        if self.rows is not None and not data.strip() and not self.markup:
            return  # the newlines between table tags
        if self.code:  # a code block's lines, each on its own line, indents kept (as spaces that do not collapse)
            lines = data.rstrip("\n").split("\n")
            self.markup.append("<br/>".join(inline(INDENT.sub(lambda m: "\u00a0" * len(m[0]), line)) for line in lines))
        else:
            self.markup.append(inline(WHITESPACE.sub(" ", data)))  # take() strips the ends of each paragraph

    def close(self) -> None:
        super().close()
        self.end_paragraph()  # text after the last block's end, if any

    def end_paragraph(self) -> None:
        """The text collected since the last block, if any, as a paragraph where it stands."""
        if self.rows is None and "".join(self.markup).strip():
            self.place(Paragraph(self.take(), self.styles.body))

    def place(self, flowable: Flowable) -> None:
        """Put a finished block in the item of the innermost open list, else in the text's flowables."""
        if self.lists and self.lists[-1][0]:
            self.lists[-1][0][-1].append(flowable)
        else:
            self.flowables.append(flowable)

    def take(self) -> str:
        """The markup collected since the last paragraph (the prefix before the very first)."""
        text = self.prefix + "".join(self.markup).strip()
        self.prefix, self.markup = "", []
        return text


class FittedTable(Flowable):
    """A table of a text, set in the frame it lands in: its columns as wide as their widest text when the table
    fits, else narrowed (the widest first) so that it does, their texts wrapping and long words broken. A table
    with more columns than fit even at ``NARROWEST_CELL_TEXT_PT`` is refused with a ``TypesetError``."""

    def __init__(self, rows: list[list[Paragraph]], header_rows: int) -> None:
        super().__init__()
        self.rows = rows
        self.header_rows = header_rows
        self.table: Table | None = None

    def set_in(self, available_width: float) -> Table:
        """The table, its columns fitted to ``available_width``."""
        widths = [max(cell_width(cell) for cell in column) for column in zip(*self.rows, strict=True)]
        padding = 2 * CELL_PADDING_PT
        natural = [width + padding for width in widths]
        self.table = table(self.rows, self.header_rows, fitted_widths(natural, available_width, padding))
        return self.table

    def wrap(self, available_width: float, available_height: float) -> tuple[float, float]:
        width, height = self.set_in(available_width).wrap(available_width, available_height)
        self.width, self.height = width, height
        return width, height

    def split(self, available_width: float, available_height: float) -> list[Flowable]:
        return list(self.set_in(available_width).split(available_width, available_height))

    def draw(self) -> None:
        if self.table is not None:
            self.table.drawOn(self.canv, 0, 0)


def cell_width(cell: Paragraph) -> float:
    """The width of a cell's text on one line, in its style's font (bold: a little wider, so a header fits)."""
    return float(stringWidth(cell.getPlainText(), pdf_font_name("body-bold"), cell.style.fontSize))


def fitted_widths(natural: list[float], available: float, padding: float) -> list[float]:
    """Column widths of a table whose columns would be ``natural`` wide: those, when they fit ``available``; else
    the widest narrowed to one width, as far as it takes (never below ``padding`` and the narrowest text).

    >>> fitted_widths([50, 100, 300], 500, 12)
    [50, 100, 300]
    >>> fitted_widths([50, 100, 300], 300, 12)
    [50, 100, 150.0]
    """
    if sum(natural) <= available:
        return natural
    least = padding + NARROWEST_CELL_TEXT_PT
    if least * len(natural) > available:
        most = int(available // least)
        raise TypesetError(f"a table of {len(natural)} columns is wider than the page: at most {most} columns fit")
    remaining, left = available, len(natural)
    for width in sorted(natural):  # the narrow columns keep their width while the rest share what is left
        if width * left > remaining:
            break
        remaining -= width
        left -= 1
    cap = max(remaining / left, least)
    return [min(width, cap) for width in natural]


def table(rows: list[list[Paragraph]], header_rows: int, widths: list[float]) -> Table:
    """A small ruled table with columns of ``widths`` (points), its header row in bold."""
    result = Table(rows, colWidths=widths, hAlign="LEFT")
    style = TableStyle(
        [
            ("GRID", (0, 0), (-1, -1), 0.4, HexColor(RULE_COLOR)),
            ("VALIGN", (0, 0), (-1, -1), "TOP"),
            ("FONTNAME", (0, 0), (-1, -1), pdf_font_name("body")),  # else reportlab refers to Helvetica
            ("TOPPADDING", (0, 0), (-1, -1), 1.5),
            ("BOTTOMPADDING", (0, 0), (-1, -1), 1.5),
        ]
    )
    if header_rows:
        style.add("BACKGROUND", (0, 0), (-1, header_rows - 1), HexColor(HEADER_FILL))
    result.setStyle(style)
    return result


def ruled_table(rows: list[list[Paragraph]], widths: list[float]) -> Table:
    """A ruled table with columns of ``widths`` (points), its first row a shaded header repeated on every page."""
    table = Table(rows, colWidths=widths, repeatRows=1, hAlign="LEFT")
    table.setStyle(
        TableStyle(
            [
                ("GRID", (0, 0), (-1, -1), 0.4, HexColor(RULE_COLOR)),
                ("BACKGROUND", (0, 0), (-1, 0), HexColor(HEADER_FILL)),
                ("VALIGN", (0, 0), (-1, -1), "TOP"),
                ("FONTNAME", (0, 0), (-1, -1), pdf_font_name("body")),  # else reportlab refers to Helvetica
                ("TOPPADDING", (0, 0), (-1, -1), 2),
                ("BOTTOMPADDING", (0, 0), (-1, -1), 2.5),
            ]
        )
    )
    return table
