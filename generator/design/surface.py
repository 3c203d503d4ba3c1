"""What every drawing function works with: the surface of one card (game, deck, bleed, style), boxes and data texts.

The ``Surface`` also owns the colour decisions that differ between the two styles: in ``full`` the
card's colour fills frames, bands and backs; in ``light`` (printer-friendly) faces are white, the
colour is kept for thin keylines, pictures and titles, and soft tints fade almost to nothing.
"""

from __future__ import annotations

from dataclasses import dataclass

from generator.data.model import Card, Deck, Format, Game, GameStyle
from generator.data.references import expand_plain
from generator.design.colors import contrast, mix, readable_on
from generator.layout.shapes import Face, Shape

SAFE_MM = 3.0
"""Nothing important closer than this to the trim (the print shops' safe zone)."""
FRAME_MM = 4.0
"""Width of the coloured frame inside the trim (it also fills the bleed): wide enough that an off cut
does not show as a lopsided border; the light style's keyline sits this far in."""
PAD_MM = 5.0
"""Distance from the trim to the content of a card."""
LOW_CONTRAST = 1.6
"""Below this contrast with the paper, a colour gets a darker outline (a pearl crown on cream paper)."""
WHITE = "#ffffff"
LIGHT_ART = 0.5
"""How far the light style fades large pictures towards the paper (they stay clear, and use less ink)."""


class DesignError(ValueError):
    """Card data that a design cannot draw (an unknown motif, a missing field), with what was expected."""


@dataclass(frozen=True)
class Box:
    """A rectangle in face millimetres."""

    x: float
    y: float
    w: float
    h: float

    @property
    def cx(self) -> float:
        """Horizontal centre."""
        return self.x + self.w / 2

    @property
    def cy(self) -> float:
        """Vertical centre."""
        return self.y + self.h / 2

    @property
    def right(self) -> float:
        """Right edge."""
        return self.x + self.w

    @property
    def bottom(self) -> float:
        """Lower edge."""
        return self.y + self.h

    def inset(self, dx: float, dy: float | None = None) -> Box:
        """This box shrunk by ``dx`` left and right and ``dy`` (default ``dx``) top and bottom."""
        dy = dx if dy is None else dy
        return Box(self.x + dx, self.y + dy, self.w - 2 * dx, self.h - 2 * dy)

    def columns(self, count: int, gap: float = 0.0) -> list[Box]:
        """This box cut into ``count`` equal columns ``gap`` apart."""
        width = (self.w - gap * (count - 1)) / count
        return [Box(self.x + index * (width + gap), self.y, width, self.h) for index in range(count)]

    def rows(self, count: int, gap: float = 0.0) -> list[Box]:
        """This box cut into ``count`` equal rows ``gap`` apart."""
        height = (self.h - gap * (count - 1)) / count
        return [Box(self.x, self.y + index * (height + gap), self.w, height) for index in range(count)]

    def square(self, scale: float = 1.0) -> Box:
        """The largest square centred in this box, scaled by ``scale``."""
        side = min(self.w, self.h) * scale
        return Box(self.cx - side / 2, self.cy - side / 2, side, side)


@dataclass(frozen=True)
class Surface:
    """The card being designed, as every drawing function needs it: the game, the deck (hence the format), the
    bleed and the style (not a print sheet: those are ``generator.render.sheets``)."""

    game: Game
    deck: Deck
    bleed: float
    light: bool = False
    """True for the printer-friendly style: white faces, colour only in lines, pictures and titles."""

    @property
    def format(self) -> Format:
        """The deck's trim size."""
        return self.deck.format

    @property
    def width(self) -> float:
        """Trim width in mm."""
        return self.deck.format.width_mm

    @property
    def height(self) -> float:
        """Trim height in mm."""
        return self.deck.format.height_mm

    @property
    def style(self) -> GameStyle:
        """The game's colours, motif and icons."""
        return self.game.style

    @property
    def trim(self) -> Box:
        """The trim box."""
        return Box(0.0, 0.0, self.width, self.height)

    @property
    def content(self) -> Box:
        """The trim minus the card's padding: where texts and icons go."""
        return self.trim.inset(PAD_MM)

    @property
    def paper(self) -> str:
        """The colour of a face's ground: the game's paper, white in the light style."""
        return WHITE if self.light else self.style.paper

    @property
    def ink(self) -> str:
        """The colour of body text."""
        return self.style.ink

    @property
    def muted(self) -> str:
        """The colour of small print (footers, notes)."""
        return mix(self.ink, self.paper, 0.35)

    def accent(self, card: Card) -> str:
        """The card's own colour, or the game's primary colour when it has none."""
        return card.color or self.style.primary

    def on(self, fill: str) -> str:
        """The paper or ink colour, whichever reads better on ``fill``."""
        return readable_on(fill, self.paper, self.ink)

    def edge(self, color: str) -> str:
        """An outline for shapes filled with ``color``: itself, or darker when it hardly shows on paper."""
        return color if contrast(color, self.paper) >= LOW_CONTRAST else mix(color, self.ink, 0.55)

    def tint(self, color: str, amount: float = 0.85) -> str:
        """``color`` faded ``amount`` of the way towards the paper (further still in the light style)."""
        return mix(color, self.paper, 1 - (1 - amount) * 0.35 if self.light else amount)

    def solid(self, color: str) -> str:
        """The fill of a large coloured area (frame, band, badge): the colour itself, or paper when light."""
        return self.paper if self.light else color

    def on_solid(self, color: str) -> str:
        """Text on ``solid(color)``: readable on the colour, or the colour's dark edge on paper when light."""
        return self.dark(color) if self.light else self.on(color)

    def dark(self, color: str) -> str:
        """``color`` deepened towards the ink so that it reads as text on paper."""
        return color if contrast(color, self.paper) >= 4.5 else mix(color, self.ink, 0.5)

    def face(self, shapes: list[Shape], side: str, subject: str) -> Face:
        """The finished face of ``subject`` (a card or deck id)."""
        label = f"{self.game.id}/{subject} {side}" + (" (light)" if self.light else "")
        return Face(self.width, self.height, self.bleed, tuple(shapes), label=label)

    def art(self, color: str) -> str:
        """The colour of a large picture in ``color``: deep in the full style, a lighter shade when light."""
        return mix(self.dark(color), self.paper, LIGHT_ART) if self.light else self.dark(color)

    def icon(self, role: str) -> str:
        """The icon the game's data names for ``role`` (``emblem``, ``gold``, a path, a suit …)."""
        try:
            return self.style.icons[role]
        except KeyError:
            raise DesignError(
                f"{self.game.id}: the designs need an icon for {role!r}: add it to [style.icons] in game.toml"
            ) from None


def card_icon(surface: Surface, card: Card) -> str:
    """The card's picture as its data names it (a clear error when the data names none)."""
    if not card.icon:
        raise DesignError(f'{surface.game.id}/{card.id}: the {card.kind} design needs an icon; add icon = "…"')
    return card.icon


def expand(game: Game, text: str) -> str:
    """A card text with its ``{{ }}`` data references replaced by their values, as the rules site's
    (``generator.data.references``); ``pnp validate`` has checked that they exist."""
    if "{{" not in text:
        return text  # most texts refer to nothing: no need to gather the data's values
    try:
        return expand_plain(game, text)
    except KeyError as error:
        raise DesignError(f"{error.args[0]} in a card text") from None


def kind_label(surface: Surface, card: Card) -> str:
    """The card's kind as the data names it (``Animal``, ``Court card`` …)."""
    kind = surface.game.kinds.get(card.kind)
    return kind.label if kind else card.kind.replace("-", " ").title()
