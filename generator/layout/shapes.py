"""A display list: what a card face, back, mat or board looks like, independent of PDF or PNG.

Design code builds a ``Face`` of shapes; ``generator.render`` draws the same ``Face`` with reportlab
(vector, for PDFs) and with Pillow (300 dpi PNGs), so the two outputs can never drift apart.

Coordinates are millimetres from the top-left corner of the trim box, y pointing down. Shapes
may reach into the bleed (negative coordinates, or beyond the trim size): backgrounds should cover
``-bleed .. size + bleed`` so that a slightly off cut never shows white paper. Colours are
``#rrggbb`` strings; an empty string means "none".

A shape's ``role`` says what a player reads it as: ``picture`` (an icon), ``badge`` (a disc, plate or
burst holding a value), ``label`` (a text of its own), and the labels ``title`` (a card's name),
``rules`` and ``flavor`` (its rules and flavour texts, each set at one size per deck). Two shapes with a
role never overlap on a face (a test checks every face); shapes without one are grounds, frames,
patterns and the values inside badges.
``window`` marks the frame of a card's picture window (drawn or not): what lies inside is read together,
so no number is shown twice there (a test checks that too). ``cut`` marks the printed line a player cuts
along (a round token's circle).
"""

from __future__ import annotations

from dataclasses import dataclass, replace


@dataclass(frozen=True)
class Rect:
    """A rectangle, optionally with rounded corners."""

    x: float
    y: float
    w: float
    h: float
    fill: str = ""
    stroke: str = ""
    stroke_mm: float = 0.3
    radius_mm: float = 0.0
    role: str = ""


@dataclass(frozen=True)
class Ellipse:
    """An ellipse inscribed in the box (a circle when ``w == h``)."""

    x: float
    y: float
    w: float
    h: float
    fill: str = ""
    stroke: str = ""
    stroke_mm: float = 0.3
    role: str = ""


@dataclass(frozen=True)
class Line:
    """A straight line."""

    x1: float
    y1: float
    x2: float
    y2: float
    color: str
    width_mm: float = 0.3
    dash_mm: float = 0.0
    """Length of dashes and gaps; 0 for a solid line."""


@dataclass(frozen=True)
class Polygon:
    """A closed polygon through ``points`` ((x, y) pairs in mm)."""

    points: tuple[tuple[float, float], ...]
    fill: str = ""
    stroke: str = ""
    stroke_mm: float = 0.3
    role: str = ""


@dataclass(frozen=True)
class Text:
    """Text fitted into a box: wrapped at spaces, shrunk from ``size_pt`` down to ``min_size_pt``.

    The renderers never let text leave its box: when even ``min_size_pt`` does not fit, rendering
    fails with an error naming the text (and the test over every card catches it first).
    ``**bold**`` spans switch to the bold variant of the font; ``\\n`` starts a new line.
    """

    x: float
    y: float
    w: float
    h: float
    text: str
    font: str = "body"
    """A font role, which the renderers map to an embedded TrueType file (``generator.render.fonts``):
    ``display`` (a serif), ``display-bold``, ``display-italic``, ``display-caps`` (in small capitals), ``body``
    (a sans), ``body-bold``, ``body-italic``, ``poster`` (a heavy sans for shouted titles), ``symbol``."""
    size_pt: float = 9.0
    min_size_pt: float = 5.5
    color: str = "#000000"
    align: str = "left"  # left | center | right
    valign: str = "top"  # top | middle | bottom
    leading: float = 1.18
    """Line height as a multiple of the font size."""
    turned: bool = False
    """Drawn upside down (turned 180° about the box's centre), to be read from across the table."""
    role: str = ""
    cut: bool = False
    """A label of the print files (not of a face): when even ``min_size_pt`` does not fit, it is cut short with an
    ellipsis instead of refused."""


@dataclass(frozen=True)
class Icon:
    """An icon (``generator.data.iconset``: the Game-icons.net set and our drawings), its square fitted to ``size``
    at (x, y)."""

    name: str
    x: float
    y: float
    size: float
    fill: str
    turned: bool = False
    """Drawn upside down (turned 180° about its centre)."""
    role: str = "picture"

    @property
    def cx(self) -> float:
        """Horizontal centre."""
        return self.x + self.size / 2

    @property
    def cy(self) -> float:
        """Vertical centre."""
        return self.y + self.size / 2


Shape = Rect | Ellipse | Line | Polygon | Text | Icon
HASH_KEPT = "_hash"
"""Where a ``Face`` keeps its hash."""


@dataclass(frozen=True)
class Face:
    """One side of one component: its trim size, the bleed it was designed with, and its shapes."""

    width_mm: float
    height_mm: float
    bleed_mm: float
    shapes: tuple[Shape, ...]
    label: str = ""
    """What this face is (e.g. ``my-game/dragon front``), for error messages."""

    def __hash__(self) -> int:
        """The hash of the face's fields, worked out once: faces key the forms and caches of every PDF, and hashing
        all their shapes again on each lookup took 3 % of a cold build's CPU. It is never pickled (``__getstate__``):
        a process of its own hashes strings its own way."""
        known = self.__dict__.get(HASH_KEPT)
        if not isinstance(known, int):
            known = hash((self.width_mm, self.height_mm, self.bleed_mm, self.shapes, self.label))
            object.__setattr__(self, HASH_KEPT, known)
        return known

    def __getstate__(self) -> dict[str, object]:
        """The face's fields, for pickling (without its hash)."""
        return {key: value for key, value in self.__dict__.items() if key != HASH_KEPT}

    def without_texts(self) -> Face:
        """The face with its texts left out: its grounds, frames and pictures (what its colours are judged by,
        drawn in a tenth of the time)."""
        return replace(self, shapes=tuple(shape for shape in self.shapes if not isinstance(shape, Text)))
