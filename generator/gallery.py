"""A card's image in the site's gallery: its front, small, as WebP. Light on purpose: the render's workers draw
these images while the print files render, and unpickle them without the site's own code."""

from __future__ import annotations

from dataclasses import dataclass
from io import BytesIO
from pathlib import Path

from generator.layout.shapes import Face

GALLERY_WIDTH_PX = 400
WEBP_QUALITY = 82
WEBP_METHOD = 2
"""libwebp's effort for a gallery image: 4 (its default) took twice the CPU for files 4 % smaller (2.1 s and 3.36 MB
at 2, 4.0 s and 3.24 MB at 4, for the 210 cards of the repository's card data)."""


@dataclass(frozen=True)
class GalleryImage:
    """A card's image in the gallery: its front drawn at ``dpi`` (``GALLERY_WIDTH_PX`` across), cached in
    ``cached`` under a hash of the face's drawing, of the code and library that draw it and of the WebP settings."""

    face: Face
    dpi: int
    cached: Path

    def render(self) -> bytes:
        """The image, as WebP bytes."""
        return web_image(self.face, self.dpi)


def web_image(face: Face, dpi: int) -> bytes:
    """A face drawn at ``dpi`` without bleed, as WebP bytes."""
    from PIL import WebPImagePlugin  # noqa: F401  (its writer, registered: else Pillow imports all its ~40 formats)

    from generator.render.png import render_face

    buffer = BytesIO()
    render_face(face, dpi, bleed=False).save(buffer, "WEBP", quality=WEBP_QUALITY, method=WEBP_METHOD)
    return buffer.getvalue()
