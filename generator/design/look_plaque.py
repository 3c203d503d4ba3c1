"""Royal Menagerie's look: the enamel plaques of a menagerie's enclosures.

The card's colour is the enamel round a cream plate edged with a brass band; the picture is a cameo in a
brass-ringed oval; the name is engraved in capitals on a bevelled brass nameplate riveted on below it, as on
the sign of an enclosure; the icons in the top corners are brass buttons. The light style keeps the plate,
band, cameo and nameplate as thin lines on white.
"""

from __future__ import annotations

from generator.design import backs
from generator.design.colors import mix
from generator.design.geometry import bevelled
from generator.design.look import Look, Typography, title_text
from generator.design.parts import bleed_fill, disc, picture
from generator.design.surface import FRAME_MM, Box, Surface
from generator.design.texts import SERIF_FLAVOR, VALUE, Preset
from generator.layout.shapes import Ellipse, Polygon, Rect, Shape

TITLE_MM = 8.0
"""Height of the title row of a card."""
TYPOGRAPHY = Typography(
    title=Preset("display-caps", 11.5, 8.0),
    flavor=SERIF_FLAVOR,
)
PLATE_RADIUS_MM = 3.2
"""Radius of the plate's corners."""
BAND_MM = 0.9
"""Width of the brass band along the plate's edge."""
RIVET_MM = 1.1
"""Diameter of the solid rivet heads at the ends of the nameplate."""
BEVEL_MM = 1.4
"""How far the nameplate's bevelled corners cut in."""


def brass(surface: Surface) -> str:
    """The brass of bands, rings and nameplates: the game's gold."""
    return surface.style.secondary


def engraved(surface: Surface) -> str:
    """The dark of lines cut into brass."""
    return mix(brass(surface), surface.ink, 0.6)


def button(surface: Surface, box: Box, accent: str) -> Ellipse:
    """A brass button (white with a coloured rim when light)."""
    fill, ring = (surface.paper, surface.edge(accent)) if surface.light else (brass(surface), engraved(surface))
    return disc(box.cx, box.cy, box.w, fill, ring)


class Plaque(Look):
    """A menagerie's enamel plaques, Royal Menagerie's look (see the module)."""

    name = "plaque"
    typography = TYPOGRAPHY
    rows = ("type", "art", "title", "rules")
    title_mm = TITLE_MM
    type_mm = 7.2
    corner_row = "type"
    corner_mm = 7.0
    text_inset = (0.8, 1.0)

    def content(self, surface: Surface) -> Box:
        """Inside the brass band."""
        return surface.trim.inset(FRAME_MM + BAND_MM + 1.3)

    def frame(self, surface: Surface, accent: str) -> list[Shape]:
        """The enamel of the card's colour round a cream plate with a brass band (a keyline when light)."""
        plate = surface.trim.inset(FRAME_MM)
        band = plate.inset(BAND_MM / 2 + 0.5)
        if surface.light:  # the plate's edge and the band as two fine lines
            return [
                bleed_fill(surface, surface.paper),
                Rect(
                    plate.x,
                    plate.y,
                    plate.w,
                    plate.h,
                    stroke=surface.edge(accent),
                    stroke_mm=0.35,
                    radius_mm=PLATE_RADIUS_MM,
                ),
                Rect(
                    band.x,
                    band.y,
                    band.w,
                    band.h,
                    stroke=brass(surface),
                    stroke_mm=0.25,
                    radius_mm=PLATE_RADIUS_MM - 0.9,
                ),
            ]
        cut = band.inset(BAND_MM / 2 + 0.25)
        return [
            bleed_fill(surface, accent),
            Rect(plate.x, plate.y, plate.w, plate.h, fill=surface.paper, radius_mm=PLATE_RADIUS_MM),
            Rect(
                band.x,
                band.y,
                band.w,
                band.h,
                stroke=brass(surface),
                stroke_mm=BAND_MM,
                radius_mm=PLATE_RADIUS_MM - 0.9,
            ),
            Rect(cut.x, cut.y, cut.w, cut.h, stroke=engraved(surface), stroke_mm=0.15, radius_mm=PLATE_RADIUS_MM - 1.6),
        ]

    def title(self, surface: Surface, box: Box, name: str, accent: str) -> list[Shape]:
        """A brass nameplate with bevelled corners, an engraved line inside its edge and a solid rivet head at
        each end, the name engraved in capitals (light: the plate's outline, the line in brass)."""
        plate = Box(box.x + 1.5, box.y, box.w - 3.0, box.h)
        outline = tuple(bevelled(plate, BEVEL_MM))
        line = tuple(bevelled(plate.inset(0.7), BEVEL_MM - 0.3))
        if surface.light:
            ground = Polygon(outline, stroke=surface.edge(accent), stroke_mm=0.3)
            engraving, rivet, color = brass(surface), surface.dark(accent), surface.dark(accent)
        else:
            ground = Polygon(outline, fill=brass(surface), stroke=engraved(surface), stroke_mm=0.2)
            engraving, rivet, color = engraved(surface), engraved(surface), surface.ink
        rivets = [
            Ellipse(x - RIVET_MM / 2, plate.cy - RIVET_MM / 2, RIVET_MM, RIVET_MM, fill=rivet)
            for x in (plate.x + 2.0, plate.right - 2.0)
        ]
        words = plate.inset(2.6 + RIVET_MM, 0.5)
        return [
            ground,
            Polygon(line, stroke=engraving, stroke_mm=0.15),
            *rivets,
            title_text(TYPOGRAPHY.title, words, name, color, TITLE_MM - 1.0),
        ]

    def window(self, surface: Surface, box: Box, accent: str) -> list[Shape]:
        """An oval cameo in a brass ring, tinted with the card's colour (a thin oval when light)."""
        marker = Rect(box.x, box.y, box.w, box.h, role="window")
        if surface.light:
            return [marker, Ellipse(box.x, box.y, box.w, box.h, stroke=surface.tint(accent, 0.5), stroke_mm=0.3)]
        inner = box.inset(1.0)
        return [
            marker,
            Ellipse(
                box.x, box.y, box.w, box.h, fill=mix(accent, surface.paper, 0.86), stroke=brass(surface), stroke_mm=1.0
            ),
            Ellipse(inner.x, inner.y, inner.w, inner.h, stroke=engraved(surface), stroke_mm=0.15),
        ]

    def picture_box(self, box: Box) -> Box:
        """Where a picture stands in a cameo: the square inside its oval."""
        return box.inset(box.w * 0.1, box.h * 0.12)

    def text_panel(self, surface: Surface, box: Box, accent: str) -> list[Shape]:
        """The rules stand on the cream plate itself."""
        return []

    def badge(self, surface: Surface, box: Box, icon: str, accent: str) -> list[Shape]:
        """A brass button with an icon."""
        color = surface.dark(accent) if surface.light else surface.ink
        return [button(surface, box, accent), picture(icon, box, color, scale=0.64, role="")]

    def value_badge(self, surface: Surface, box: Box, value: str, accent: str) -> list[Shape]:
        """A brass button with a number."""
        color = surface.dark(accent) if surface.light else surface.ink
        return [button(surface, box, accent), VALUE.at(box.square(0.66), value, color, size_pt=box.w * 1.8, role="")]

    def back(self, surface: Surface) -> list[Shape]:
        """The look's back (``backs.arch``)."""
        return backs.arch(surface)


LOOK = Plaque()
"""The look, as ``generator.design.card.LOOKS`` names it."""
