"""The typesetting's paragraph breaks its lines once per width (issue 33): platypus wraps a paragraph again at the
same width as it fits frames and kept blocks, and a booklet wrapped each paragraph about 2.4 times. It must set
exactly what reportlab's own paragraph sets, whatever the widths it is wrapped to and in whatever order."""

from __future__ import annotations

import io

from hypothesis import given, settings
from hypothesis import strategies as st
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import Paragraph as PlatypusParagraph

from generator.render.markup import Paragraph, text_styles

WORDS = st.sampled_from(["a", "rule", "the", "<b>Monarch</b>", "<i>vassal</i>", "crowns,", "2", "—", "extraordinary"])


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
    st.sampled_from([40.0, 90.5, 200.0]),
    st.lists(st.sampled_from([0.0, 40.0, 90.5, 200.0, 333.3]), max_size=8),
)
def test_it_sets_what_reportlab_sets_at_any_widths(words: list[str], first: float, then: list[float]) -> None:
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
