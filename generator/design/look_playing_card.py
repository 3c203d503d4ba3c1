"""Royal Shuffle's look: a deck of playing cards.

White card, one fine keyline in the game's colour far from the cut, plain sans-serif capitals, indices
in the corners; nothing else. The light style is the same card: it is light already.
"""

from __future__ import annotations

from generator.design import backs
from generator.design.look import Look, Typography, title_text
from generator.design.parts import bleed_fill, picture
from generator.design.surface import FRAME_MM, PAD_MM, Box, Surface
from generator.design.texts import SANS_FLAVOR, VALUE, Preset
from generator.layout.shapes import Line, Rect, Shape

TITLE_MM = 7.5
"""Height of the title row of a card."""
TYPOGRAPHY = Typography(
    title=Preset("body-bold", 10.5, 8.0),
    flavor=SANS_FLAVOR,
)
KEYLINE_RADIUS_MM = 2.0


class PlayingCard(Look):
    """A deck of playing cards, Royal Shuffle's look (see the module)."""

    name = "playing-card"
    typography = TYPOGRAPHY
    title_mm = TITLE_MM
    corner_row = "title"
    corner_mm = 7.0
    text_inset = (0.5, 1.0)

    def content(self, surface: Surface) -> Box:
        """Inside the keyline."""
        return surface.trim.inset(PAD_MM)

    def frame(self, surface: Surface, accent: str) -> list[Shape]:
        """White paper and the keyline in the game's colour."""
        line = surface.trim.inset(FRAME_MM)
        border = surface.style.primary
        return [
            bleed_fill(surface, surface.paper),
            Rect(line.x, line.y, line.w, line.h, stroke=border, stroke_mm=0.35, radius_mm=KEYLINE_RADIUS_MM),
        ]

    def title(self, surface: Surface, box: Box, name: str, accent: str) -> list[Shape]:
        """The name in capitals between two fine rules."""
        color = surface.dark(accent)
        words = box.inset(box.w * 0.16, 0.0)
        return [
            title_text(TYPOGRAPHY.title, words, name.upper(), color, TITLE_MM),
            Line(box.x, box.cy, words.x - 1.0, box.cy, color=surface.tint(accent, 0.4), width_mm=0.25),
            Line(words.right + 1.0, box.cy, box.right, box.cy, color=surface.tint(accent, 0.4), width_mm=0.25),
        ]

    def window(self, surface: Surface, box: Box, accent: str) -> list[Shape]:
        """A fine rounded frame."""
        return [
            Rect(
                box.x,
                box.y,
                box.w,
                box.h,
                stroke=surface.tint(accent, 0.5),
                stroke_mm=0.25,
                radius_mm=1.2,
                role="window",
            )
        ]

    def text_panel(self, surface: Surface, box: Box, accent: str) -> list[Shape]:
        """The rules stand on the white card."""
        return []

    def badge(self, surface: Surface, box: Box, icon: str, accent: str) -> list[Shape]:
        """An icon on its own, like an index."""
        return [picture(icon, box, surface.dark(accent), scale=0.9)]

    def value_badge(self, surface: Surface, box: Box, value: str, accent: str) -> list[Shape]:
        """A number on its own, like an index."""
        return [VALUE.at(box, value, surface.dark(accent), size_pt=box.h * 2.2)]

    def back(self, surface: Surface) -> list[Shape]:
        """The look's back (``backs.playing_card``)."""
        return backs.playing_card(surface)


LOOK = PlayingCard()
"""The look, as ``generator.design.card.LOOKS`` names it."""
