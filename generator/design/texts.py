"""Named text presets: each kind of text on a card (title, caption, rules, value…) in one place.

A design says ``TITLE.at(box, card.name, color)`` instead of repeating font, sizes and alignment, so
the same kind of text looks the same on every card of every game.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from generator.design.surface import Box
from generator.layout.shapes import Text


@dataclass(frozen=True)
class Preset:
    """Font, sizes and alignment of one kind of text."""

    font: str
    size_pt: float
    min_size_pt: float
    align: str = "center"
    valign: str = "middle"
    leading: float = 1.0

    def at(
        self,
        box: Box,
        text: str,
        color: str,
        *,
        size_pt: float | None = None,
        turned: bool = False,
        role: str = "label",
    ) -> Text:
        """This kind of text fitted into ``box`` (``size_pt`` overrides the preset's size)."""
        size = self.size_pt if size_pt is None else size_pt
        return Text(
            box.x,
            box.y,
            box.w,
            box.h,
            text,
            font=self.font,
            size_pt=size,
            min_size_pt=min(self.min_size_pt, size),
            color=color,
            align=self.align,
            valign=self.valign,
            leading=self.leading,
            turned=turned,
            role=role,
        )

    def aligned(self, align: str) -> Preset:
        """This preset with another horizontal alignment."""
        return replace(self, align=align)


HEADING = Preset("display-bold", 16.0, 7.0, leading=1.05)
"""The large name on a back or a surface."""
CAPTION = Preset("body-bold", 6.5, 6.0)
"""A short line of small capitals: a type line, a word under a picture."""
RULES = Preset("body", 8.5, 6.0, align="left", leading=1.18)
"""A card's rules text: one size per deck (it shrinks only for a text that does not fit, which none of
ours is)."""
SERIF_FLAVOR = Preset("display-italic", 8.5, 8.5, leading=1.15)
"""Flavour text below the rules, in the serif's italic (one size per deck: it never shrinks)."""
SANS_FLAVOR = Preset("body-italic", 7.5, 7.5, leading=1.18)
"""Flavour text below the rules, in the sans's italic."""
VALUE = Preset("body-bold", 12.0, 6.0)
"""A number in a badge, a table or on a picture."""
NOTE = Preset("body", 8.0, 6.0, leading=1.1)
"""A small note on a mat or board."""
