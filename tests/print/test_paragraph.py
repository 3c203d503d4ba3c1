"""The typesetting's paragraph breaks its lines once per width (issue 33): platypus wraps a paragraph again at the
same width as it fits frames and kept blocks, and a booklet wrapped each paragraph about 2.4 times. Where every word
fits the width, it sets exactly what reportlab's own paragraph sets, whatever the widths and their order. A word wider
than its column in a paragraph of mixed fonts is where reportlab differs from itself: its line breaking replaces the
paragraph's fragments with ones that hold the breaks, so each wrap at that width adds an empty fragment to a line;
there this paragraph sets, at every wrap, what reportlab's first wrap sets."""

from __future__ import annotations

import io

from hypothesis import given, settings
from hypothesis import strategies as st
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import Paragraph as PlatypusParagraph

from generator.render.markup import Paragraph, text_styles

WORDS = st.sampled_from(["a", "rule", "the", "<b>Queen</b>", "<i>vassal</i>", "crowns,", "2", "—", "extraordinary"])
"""The widest, "extraordinary", is about 55 pt at 9.5 pt: narrower than every width below but 0."""


def drawn(paragraph: PlatypusParagraph, widths: list[float]) -> tuple[list[tuple[float, float]], bytes]:
    """The sizes ``paragraph`` gives when wrapped to each of ``widths`` in turn, and the page it then draws."""
    sizes = [paragraph.wrap(width, 1000) for width in widths]
    buffer = io.BytesIO()
    canvas = Canvas(buffer, invariant=1)
    paragraph.drawOn(canvas, 20, 400)
    canvas.save()
    return sizes, buffer.getvalue()


@settings(max_examples=60, deadline=None)
@given(
    st.lists(WORDS, min_size=1, max_size=60),
    st.sampled_from([60.0, 90.5, 200.0]),
    st.lists(st.sampled_from([0.0, 60.0, 90.5, 200.0, 333.3]), max_size=8),
)
def test_where_every_word_fits_it_sets_what_reportlab_sets(words: list[str], first: float, then: list[float]) -> None:
    """Widths of 0 included, which reportlab refuses without breaking lines (after a first width it can draw at)."""
    text, style, widths = " ".join(words), text_styles(9.5).body, [first, *then]
    assert drawn(Paragraph(text, style), widths) == drawn(PlatypusParagraph(text, style), widths)


def test_lines_are_broken_once_for_each_new_width() -> None:
    class Counted(Paragraph):
        breaks = 0

        def breakLines(self, width: float | list[float] | tuple[float, ...]) -> object:
            Counted.breaks += 1
            return super().breakLines(width)

    text, style = "Each player takes <b>seven</b> cards and the rest form the draw pile.", text_styles(9.5).body
    paragraph = Counted(text, style)
    sizes = [paragraph.wrap(width, 500) for width in (120, 120, 80, 80, 80, 120)]
    assert Counted.breaks == 3  # 120, then 80, then 120 again after 80
    assert sizes == [(120, 3 * style.leading)] * 2 + [(80, 4 * style.leading)] * 3 + [(120, 3 * style.leading)]
    assert sizes == [PlatypusParagraph(text, style).wrap(width, 500) for width in (120, 120, 80, 80, 80, 120)]


def test_a_word_wider_than_its_column_is_set_as_reportlab_sets_it_the_first_time() -> None:
    text, style, width = "<b>Queen</b> extraordinary", text_styles(9.5).body, 40.0
    once, twice = PlatypusParagraph(text, style), PlatypusParagraph(text, style)
    assert drawn(twice, [width, width]) != drawn(once, [width])  # reportlab's second wrap adds an empty fragment
    sizes, page = drawn(Paragraph(text, style), [width, width, width])
    assert (sizes, page) == ([drawn(PlatypusParagraph(text, style), [width])[0][0]] * 3, drawn(once, [])[1])
