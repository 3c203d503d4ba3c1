"""The embedded TrueType fonts behind the font roles of ``generator.layout.shapes.Text`` (``FONT_FILES``).

Every PDF and PNG draws text with these files only, so a PDF embeds them all (no base-14 font)
and a PNG shows the same glyphs. The Debian packages ``fonts-ebgaramond-extra``, ``fonts-lato``
and ``fonts-dejavu-core`` (installed by ``.ci/setup``) provide them.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont

FONT_DIR = Path("/usr/share/fonts/truetype")

FONT_FILES: dict[str, Path] = {
    "display": FONT_DIR / "ebgaramond/EBGaramond12-Regular.ttf",
    "display-bold": FONT_DIR / "ebgaramond/EBGaramond12-Bold.ttf",
    "display-italic": FONT_DIR / "ebgaramond/EBGaramond12-Italic.ttf",
    "display-caps": FONT_DIR / "ebgaramond/EBGaramondSC12-Regular.ttf",
    "body": FONT_DIR / "lato/Lato-Regular.ttf",
    "body-bold": FONT_DIR / "lato/Lato-Bold.ttf",
    "body-italic": FONT_DIR / "lato/Lato-Italic.ttf",
    "poster": FONT_DIR / "lato/Lato-Black.ttf",
    "symbol": FONT_DIR / "dejavu/DejaVuSans.ttf",
    "symbol-bold": FONT_DIR / "dejavu/DejaVuSans-Bold.ttf",
}
"""Each font role (plus the bold symbol font used inside ``**bold**`` spans) and its TrueType file."""

BOLD_OF = {
    "display": "display-bold",
    "display-bold": "display-bold",
    "display-italic": "display-bold",
    "display-caps": "display-bold",
    "body": "body-bold",
    "body-bold": "body-bold",
    "body-italic": "body-bold",
    "poster": "poster",
    "symbol": "symbol-bold",
    "symbol-bold": "symbol-bold",
}
"""The font a ``**bold**`` span switches to."""

ADVANCE_FIXES: dict[str, dict[str, int]] = {"display-bold": {"-": 390}}
"""Advance widths (thousandths of an em) that a font file gets wrong, set right when it is loaded: EB Garamond 12
Bold's hyphen advances 459 while its ink ends at 362, which printed "Print- and- play" with a gap after each
hyphen; 390 leaves the same 28 after it as before it."""

FALLBACK_OF = {role: "symbol-bold" if role.endswith("bold") else "symbol" for role in FONT_FILES}
"""Where a character goes that a font lacks (arrows, stars, suits): DejaVu Sans covers them."""


class FontError(Exception):
    """A font file is missing or a character is in none of the fonts."""


@cache
def _font(role: str) -> TTFont:
    """The TrueType font of a role, registered with reportlab on first use (once per process)."""
    path = FONT_FILES[role]
    if not path.is_file():
        raise FontError(f"font file {path} for the {role!r} text is missing: run .ci/setup to install it")
    font = TTFont(f"pnp-{role}", str(path))
    for character, advance in ADVANCE_FIXES.get(role, {}).items():
        font.face.charWidths[ord(character)] = advance  # read by reportlab for both layout and the PDF's widths
    pdfmetrics.registerFont(font)
    return font


def pdf_font_name(role: str) -> str:
    """The reportlab name of a font role, registering its file on first use."""
    return _font(role).fontName


def register_all() -> None:
    """Register every font now: worker processes forked afterwards inherit them instead of each parsing them."""
    for role in FONT_FILES:
        pdf_font_name(role)


@cache
def covered_characters(role: str) -> frozenset[str]:
    """The characters a font role's file has glyphs for."""
    return frozenset(chr(code) for code in _font(role).face.charToGlyph)


@cache
def drawn_everywhere() -> frozenset[str]:
    """The characters every font role draws, with its own file or its fallback: a text of the card data may be
    set in any of them (a name on a card, on a sheet's label, on the cover, in the booklet)."""
    drawn = [covered_characters(role) | covered_characters(FALLBACK_OF[role]) for role in FONT_FILES]
    return frozenset.intersection(*drawn)


def role_for_character(role: str, character: str) -> str:
    """The role that draws ``character``: ``role`` itself, or the symbol fallback when it lacks the glyph."""
    if character in covered_characters(role) or character == " ":
        return role
    fallback = FALLBACK_OF[role]
    if character in covered_characters(fallback):
        return fallback
    shown = character if character.isprintable() else "?"
    raise FontError(f'character "{shown}" (U+{ord(character):04X}) is in none of the embedded fonts')


@cache
def vertical_metrics(role: str) -> tuple[float, float]:
    """Ascent and descent (negative) of a font role, as fractions of the font size."""
    face = _font(role).face
    return face.ascent / 1000, face.descent / 1000


def text_width_pt(text: str, role: str, size_pt: float) -> float:
    """Advance width of ``text`` in one font role, in points."""
    return pdfmetrics.stringWidth(text, pdf_font_name(role), size_pt)
