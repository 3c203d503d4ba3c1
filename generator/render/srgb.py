"""sRGB colour tags for print shops: an ICC profile in every card PNG, an output intent in the 1-up PDFs.

The faces are drawn in sRGB; a shop's RIP that finds no profile has to guess. The profile is
LittleCMS's built-in sRGB (through Pillow's ``ImageCms``) with its creation date fixed, so two builds
stay byte-identical.
"""

from __future__ import annotations

import struct
import zlib
from dataclasses import dataclass
from functools import cache

from PIL import ImageCms
from reportlab.pdfbase.pdfdoc import PDFArray, PDFCatalog, PDFDictionary, PDFDocument, PDFName, PDFStream, PDFString
from reportlab.pdfgen.canvas import Canvas

from generator.layout.shapes import Face
from generator.render.png import PngJob

PROFILE_NAME = "sRGB IEC61966-2.1"
PROFILE_DATE = struct.pack(">6H", 2020, 1, 1, 0, 0, 0)
"""The ICC header's creation date (bytes 24–35), fixed: LittleCMS writes the current time there."""
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


@cache
def srgb_profile() -> bytes:
    """The sRGB ICC profile's bytes (the same in every build)."""
    data = ImageCms.ImageCmsProfile(ImageCms.createProfile("sRGB")).tobytes()
    return data[:24] + PROFILE_DATE + data[36:]


def png_chunk(kind: bytes, data: bytes) -> bytes:
    """One PNG chunk: length, type, data, CRC."""
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))


def tag_png_srgb(png: bytes) -> bytes:
    """The PNG with an ``iCCP`` chunk holding the sRGB profile, right after its header (``IHDR``)."""
    if not png.startswith(PNG_SIGNATURE) or png[12:16] != b"IHDR":
        raise ValueError("not a PNG that starts with its IHDR chunk")
    header_end = len(PNG_SIGNATURE) + 8 + struct.unpack(">I", png[8:12])[0] + 4
    return png[:header_end] + srgb_chunk() + png[header_end:]


@cache
def srgb_chunk() -> bytes:
    """The ``iCCP`` chunk: the profile's name, compression method 0 (zlib) and the compressed profile."""
    return png_chunk(b"iCCP", b"sRGB\x00\x00" + zlib.compress(srgb_profile(), 9))


@dataclass(frozen=True)
class SrgbPngJob:
    """One face as a PNG with its bleed (see ``PngJob``), tagged sRGB."""

    face: Face
    dpi: int

    def render(self) -> bytes:
        """The PNG bytes."""
        return tag_png_srgb(PngJob(self.face, self.dpi).render())


def add_srgb_output_intent(canvas: Canvas) -> None:
    """Declare sRGB as the document's output intent (``/OutputIntents`` in the catalog, with the profile)."""
    document: PDFDocument = vars(canvas)["_doc"]  # reportlab's private attribute, which the stubs leave out
    profile = PDFStream(PDFDictionary({"N": 3}), srgb_profile())
    intent = PDFDictionary(
        {
            "Type": PDFName("OutputIntent"),
            "S": PDFName("GTS_PDFX"),
            "OutputConditionIdentifier": PDFString(PROFILE_NAME),
            "RegistryName": PDFString("http://www.color.org"),
            "Info": PDFString(PROFILE_NAME),
            "DestOutputProfile": document.Reference(profile),  # type: ignore[no-untyped-call]  # unannotated in the stubs
        }
    )
    canvas.setCatalogEntry("OutputIntents", PDFArray([intent]))
    catalog: PDFCatalog = vars(document)["Catalog"]  # set by reportlab for every document; the stubs leave it out
    catalog.__NoDefault__ = [*catalog.__NoDefault__, "OutputIntents"]
