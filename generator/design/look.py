"""What a look is: the frame, title treatment, picture window, text panel, corner badges, typography and
row order of one game's cards, chosen from its theme by its data (``style.look``).

A look draws what every card of its game shares; the game's own module draws what a kind of card shows
(its picture, a points table, a price). ``generator.design.card`` puts the two together. Each look is a
module of its own (``look_poster``, ``look_court``, ``look_plaque``, ``look_banner``,
``look_playing_card``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from generator.design.sheet import Box, Sheet
from generator.design.texts import Preset
from generator.layout.shapes import Shape, Text

Corner = Callable[[Box], list[Shape]]
"""What a corner of a card's top row shows (a price, crowns, the card's icon), drawn into a square box."""
ROWS = ("title", "type", "art", "rules")
"""The rows of a standard card; a look puts them in its own order."""


@dataclass(frozen=True)
class Typography:
    """The faces and sizes of a look's texts. Rules and flavour keep one size on every card of a deck:
    the layout gives each text the room it needs at that size."""

    title: Preset
    caption: Preset
    """The type line (``COURT CARD · MIGHT``) and other short labels."""
    rules: Preset
    flavor: Preset


@dataclass(frozen=True)
class Look:
    """One game's look. Every drawing function takes the ``Sheet`` (game, deck, style) and the card's
    colour (``accent``), and draws the light style's thin-lined variant when the sheet is light."""

    name: str
    typography: Typography
    rows: tuple[str, ...]
    """``ROWS`` from top to bottom."""
    title_mm: float
    """Height of the title row."""
    type_mm: float
    """Height of the type line's row."""
    corner_row: str
    """The row whose two ends hold the corner badges: ``title`` or ``type`` (which leave them room), or
    ``art`` (its top corners, beside a window narrower than the row)."""
    corner_mm: float
    """Side of the square a corner badge is drawn in."""
    text_inset: tuple[float, float]
    """How far the rules text keeps from the sides and from the top and bottom of its panel."""
    content: Callable[[Sheet], Box]
    """Where a card's rows go, inside the frame."""
    frame: Callable[[Sheet, str], list[Shape]]
    """The ground (into the bleed), border and ornaments."""
    title: Callable[[Sheet, Box, str, str], list[Shape]]
    """The card's name in its row: (sheet, box, name, accent)."""
    window: Callable[[Sheet, Box, str], list[Shape]]
    """What lies behind a picture, its frame included (with a ``window`` rect round what is read together)."""
    text_panel: Callable[[Sheet, Box, str], list[Shape]]
    """What lies behind the rules text."""
    badge: Callable[[Sheet, Box, str, str], list[Shape]]
    """A corner badge holding an icon: (sheet, box, icon, accent)."""
    value_badge: Callable[[Sheet, Box, str, str], list[Shape]]
    """A corner badge holding a number: (sheet, box, value, accent)."""
    picture_box: Callable[[Box], Box] = lambda box: box
    """Where a picture stands in a window over a box (an oval or an arch leaves less room than the box)."""
    label: Callable[[Sheet, str], str] = lambda sheet, accent: sheet.dark(accent)
    """The colour of words written on the card's ground (the type line, a word under a picture)."""

    def __post_init__(self) -> None:
        if sorted(self.rows) != sorted(ROWS) or self.corner_row not in ("title", "type", "art"):
            raise ValueError(f"look {self.name!r}: rows must order {ROWS}, corners sit in the title, type or art row")


def title_text(preset: Preset, box: Box, name: str, color: str, row_mm: float) -> Text:
    """A title in ``preset``, grown with a title row taller than the look's own ``row_mm`` (a large
    sheet's title)."""
    return preset.at(box, name, color, size_pt=preset.size_pt * max(1.0, box.h / row_mm), role="title")
