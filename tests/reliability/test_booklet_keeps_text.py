"""Every text the rules site shows, the printed booklet prints (issue 31): random Markdown of the card data's
subset (paragraphs, emphasis, inline code, code blocks, lists nested in lists, tables, line breaks) is set as the
booklet sets it (``markdown_flowables``) and read back with ``pdftotext``; each word of the site's HTML is there,
in order. A code block that no paragraph followed, and the items of a list after a nested one, were lost."""

from __future__ import annotations

import io
import re
import subprocess
from html.parser import HTMLParser

from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st
from reportlab.lib.pagesizes import A4
from reportlab.platypus import ListFlowable, SimpleDocTemplate

from generator.markdown import markdown_html, text_markdown
from generator.render.markup import MAX_LIST_DEPTH, markdown_flowables, text_styles

WORD = re.compile(r"[A-Za-z0-9]+")


class _Text(HTMLParser):
    """The text of an HTML fragment."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.parts: list[str] = []

    def handle_data(self, data: str) -> None:
        self.parts.append(data)


def site_words(markdown_text: str) -> list[str]:
    """The words of the HTML the site makes of a text, in order."""
    parser = _Text()
    parser.feed(markdown_html(text_markdown(markdown_text)))
    return WORD.findall(" ".join(parser.parts))


def booklet_words(markdown_text: str) -> list[str]:
    """The words of the text as the booklet sets it, read from the PDF, in order."""
    buffer = io.BytesIO()
    SimpleDocTemplate(buffer, pagesize=A4).build(markdown_flowables(text_markdown(markdown_text), text_styles(9)))
    read = subprocess.run(["pdftotext", "-q", "-raw", "-", "-"], input=buffer.getvalue(), capture_output=True)
    return WORD.findall(read.stdout.decode("utf-8"))


def in_order(words: list[str], within: list[str]) -> bool:
    """True when ``words`` appear in ``within`` in this order (others may stand between them)."""
    rest = iter(within)
    return all(word in rest for word in words)


words = st.lists(st.sampled_from(["alpha", "beta", "gamma", "delta", "x1", "y22"]), min_size=1, max_size=6)
phrase = st.builds(
    lambda chosen, mark: " ".join(
        f"{mark}{word}{mark[::-1]}" if index == 0 else word for index, word in enumerate(chosen)
    ),
    words,
    st.sampled_from(["", "*", "**", "_", "`"]),
)
paragraph = st.lists(phrase, min_size=1, max_size=3).map(lambda lines: "  \n".join(lines))
code_block = st.lists(st.tuples(st.sampled_from(["", "  "]), phrase), min_size=1, max_size=3).map(
    lambda lines: "\n".join(f"    {indent}{line}" for indent, line in lines)
)
item = st.tuples(st.sampled_from(["- ", "* ", "1. ", "- - ", "1. - "]), phrase).map("".join)
a_list = st.lists(item, min_size=1, max_size=4).map("\n".join)
table = st.tuples(phrase, phrase, st.lists(st.tuples(phrase, phrase), min_size=1, max_size=3)).map(
    lambda parts: "\n".join(
        [f"| {parts[0]} | {parts[1]} |", "|---|---|", *(f"| {left} | {right} |" for left, right in parts[2])]
    )
)
texts = st.lists(st.one_of(paragraph, code_block, a_list, table), min_size=1, max_size=5).map("\n\n".join)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(texts)
@example("A paragraph CODEBEFORE.\n\n    CODEBLOCKLAST x = y")
@example("Before.\n\n- - OUTERONE INNERONE\n- OUTERTWO MUSTSHOW\n\nAfter PARAAFTER.")
@example("1. - first\n   - second\n2. third")
def test_every_word_the_site_shows_is_printed_in_order(text: str) -> None:
    shown, printed = site_words(text), booklet_words(text)
    assert in_order(shown, printed), (text, shown, printed)


def test_a_code_block_keeps_its_lines_and_indents() -> None:
    flowables = markdown_flowables(text_markdown("Code:\n\n    first line\n      indented"), text_styles(9))
    assert [flowable.__class__.__name__ for flowable in flowables] == ["Paragraph", "Paragraph"]
    assert "first line<br/>\u00a0\u00a0indented</font>" in flowables[1].text


def list_depth(flowable: object) -> int:
    """How many lists deep ``flowable`` nests (0: not a list)."""
    if not isinstance(flowable, ListFlowable):
        return 0
    items = [part for item in flowable._flowables for part in (item if isinstance(item, list) else [item])]
    return 1 + max((list_depth(part) for part in items), default=0)


def test_a_list_nested_sixty_deep_is_printed_whole_and_at_most_four_lists_deep() -> None:
    text = "- " * 60 + "deepest\n- second"
    flowables = markdown_flowables(text_markdown(text), text_styles(9))
    assert max(list_depth(flowable) for flowable in flowables) == MAX_LIST_DEPTH
    assert booklet_words(text) == ["deepest", "second"]
