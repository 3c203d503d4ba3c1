"""What a look is: the frame, title treatment, picture window, text panel, corner badges, typography and
row order of one game's cards, chosen from its theme by its data (``style.look``).

A look draws what every card of its game shares; the game's own module draws what a kind of card shows
(its picture, a points table, a price). ``generator.design.card`` puts the two together. Each look is a
module of its own (``look_poster``, ``look_court``, ``look_plaque``, ``look_banner``,
``look_playing_card``).
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable
from dataclasses import dataclass
from typing import ClassVar

from generator.design.surface import Box, Surface
from generator.design.texts import CAPTION, RULES, Preset
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
    flavor: Preset
    caption: Preset = CAPTION
    """The type line (``COURT CARD · MIGHT``) and other short labels."""
    rules: Preset = RULES


class Look(ABC):
    """One game's look: a subclass per look sets the class attributes and draws the parts. Every drawing
    method takes the ``Surface`` (game, deck, style) and the card's colour (``accent``), and draws the light
    style's thin-lined variant when the surface is light."""

    name: ClassVar[str]
    typography: ClassVar[Typography]
    rows: ClassVar[tuple[str, ...]] = ROWS
    """``ROWS`` from top to bottom."""
    title_mm: ClassVar[float]
    """Height of the title row."""
    type_mm: ClassVar[float] = 3.8
    """Height of the type line's row."""
    corner_row: ClassVar[str]
    """The row whose two ends hold the corner badges: ``title`` or ``type`` (which leave them room), or
    ``art`` (its top corners, beside a window narrower than the row)."""
    corner_mm: ClassVar[float]
    """Side of the square a corner badge is drawn in."""
    text_inset: ClassVar[tuple[float, float]]
    """How far the rules text keeps from the sides and from the top and bottom of its panel."""

    def __init_subclass__(cls, **kwargs: object) -> None:
        super().__init_subclass__(**kwargs)
        if sorted(cls.rows) != sorted(ROWS) or cls.corner_row not in ("title", "type", "art"):
            raise ValueError(f"look {cls.name!r}: rows must order {ROWS}, corners sit in the title, type or art row")

    @abstractmethod
    def content(self, surface: Surface) -> Box:
        """Where a card's rows go, inside the frame."""

    @abstractmethod
    def frame(self, surface: Surface, accent: str) -> list[Shape]:
        """The ground (into the bleed), border and ornaments."""

    @abstractmethod
    def title(self, surface: Surface, box: Box, name: str, accent: str) -> list[Shape]:
        """The card's name in its row."""

    @abstractmethod
    def window(self, surface: Surface, box: Box, accent: str) -> list[Shape]:
        """What lies behind a picture, its frame included (with a ``window`` rect round what is read
        together)."""

    @abstractmethod
    def text_panel(self, surface: Surface, box: Box, accent: str) -> list[Shape]:
        """What lies behind the rules text."""

    @abstractmethod
    def badge(self, surface: Surface, box: Box, icon: str, accent: str) -> list[Shape]:
        """A corner badge holding an icon."""

    @abstractmethod
    def value_badge(self, surface: Surface, box: Box, value: str, accent: str) -> list[Shape]:
        """A corner badge holding a number."""

    @abstractmethod
    def back(self, surface: Surface) -> list[Shape]:
        """The back of the game's decks in this look: its emblem and its name (``generator.design.backs``)."""

    def picture_box(self, box: Box) -> Box:
        """Where a picture stands in a window over ``box`` (an oval or an arch leaves less room)."""
        return box

    def label(self, surface: Surface, accent: str) -> str:
        """The colour of words written on the card's ground (the type line, a word under a picture)."""
        return surface.dark(accent)


def title_text(preset: Preset, box: Box, name: str, color: str, row_mm: float) -> Text:
    """A title in ``preset``, grown with a title row taller than the look's own ``row_mm`` (a large
    surface's title)."""
    return preset.at(box, name, color, size_pt=preset.size_pt * max(1.0, box.h / row_mm), role="title")
