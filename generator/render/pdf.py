"""Draw a ``Face`` onto a reportlab canvas as vectors, and make canvases whose fonts are all embedded."""

from __future__ import annotations

import io
from functools import cache

from reportlab import rl_config
from reportlab.lib.colors import HexColor

# types-reportlab 5.0.0.20261008 gets three things of the canvas wrong, marked where they are used (``type: ignore``
# with its code, so mypy reports the marks once the stubs are fixed): it leaves out FILL_NON_ZERO, types the
# initial font's name as a number and the lower corner of a form as whole points.
from reportlab.pdfgen.canvas import FILL_NON_ZERO, Canvas  # type: ignore[attr-defined]
from reportlab.pdfgen.pathobject import PDFPathObject

from generator.layout.icons import outline
from generator.layout.imposition import Sides
from generator.layout.shapes import Ellipse, Face, Icon, Line, Polygon, Rect, Shape, Text
from generator.layout.units import PT_PER_MM
from generator.render.fonts import pdf_font_name
from generator.render.text import fit_text

rl_config.useA85 = 0
"""Binary (compressed) streams: ASCII85 only makes files larger and slower to write."""


def new_canvas(buffer: io.BytesIO, page_size_pt: tuple[float, float], title: str) -> Canvas:
    """A canvas whose default font is an embedded TrueType font (no unembedded Helvetica reference).

    ``invariant`` fixes dates and document ids, so two builds of the same data are byte-identical.
    """
    canvas = Canvas(
        buffer,
        pagesize=page_size_pt,
        initialFontName=pdf_font_name("body"),  # type: ignore[arg-type]
        initialFontSize=9,
        pageCompression=1,
        invariant=1,
    )
    canvas.setTitle(title)
    canvas.setAuthor("pnp-toolkit print-and-play edition")
    canvas.setSubject(f"{title}: print at 100 % (actual size)")
    canvas.setCreator("pnp-toolkit")
    return canvas


class Placement:
    """Maps face millimetres (y down from the trim's top-left) to page points (y up)."""

    def __init__(self, left_pt: float, top_pt: float) -> None:
        self.left_pt = left_pt
        self.top_pt = top_pt

    def x(self, mm: float) -> float:
        """Page x of a face x."""
        return self.left_pt + mm * PT_PER_MM

    def y(self, mm: float) -> float:
        """Page y of a face y."""
        return self.top_pt - mm * PT_PER_MM


def clip_to(canvas: Canvas, face: Face, place: Placement, shown: Sides) -> None:
    """Clip further drawing to the face's trim plus ``shown`` on each side."""
    clip = canvas.beginPath()
    clip.rect(
        place.x(-shown.left),
        place.y(face.height_mm + shown.bottom),
        (face.width_mm + shown.left + shown.right) * PT_PER_MM,
        (face.height_mm + shown.top + shown.bottom) * PT_PER_MM,
    )
    canvas.clipPath(clip, stroke=0, fill=0)


def draw_face(canvas: Canvas, face: Face, left_pt: float, top_pt: float, shown: Sides) -> None:
    """Draw ``face`` with its trim's top-left corner at (left_pt, top_pt), clipped to the trim plus ``shown``."""
    place = Placement(left_pt, top_pt)
    canvas.saveState()
    clip_to(canvas, face, place, shown)
    for shape in face.shapes:
        draw_shape(canvas, shape, place, face.label)
    canvas.restoreState()


class FaceForms:
    """Draws each distinct face once per PDF, as a form XObject, and places it by reference after that.

    A deck's back appears on every back page and a design on every copy: drawing them once keeps
    files small and fast to write.
    """

    def __init__(self, canvas: Canvas) -> None:
        self.canvas = canvas
        self.names: dict[Face, str] = {}
        self.icons = IconForms(canvas)

    def form_name(self, face: Face) -> str:
        """The form holding ``face`` (trim top-left at the form's origin), drawn on first use."""
        if face not in self.names:
            name = f"face{len(self.names)}"
            bleed = face.bleed_mm * PT_PER_MM
            self.icons.prepare(face.shapes)  # forms cannot be begun inside a form
            left, bottom = -bleed, -(face.height_mm * PT_PER_MM + bleed)
            self.canvas.beginForm(name, left, bottom, face.width_mm * PT_PER_MM + bleed, bleed)  # type: ignore[arg-type]
            for shape in face.shapes:
                draw_shape(self.canvas, shape, Placement(0, 0), face.label, self.icons)
            self.canvas.endForm()
            self.names[face] = name
        return self.names[face]

    def place(self, face: Face, left_pt: float, top_pt: float, shown: Sides, turned: bool = False) -> None:
        """Like ``draw_face``, through the face's form; ``turned`` draws it upside down in the same place
        (``shown`` is given as the page sees it)."""
        name = self.form_name(face)
        self.canvas.saveState()
        clip_to(self.canvas, face, Placement(left_pt, top_pt), shown)
        if turned:
            self.canvas.translate(left_pt + face.width_mm * PT_PER_MM, top_pt - face.height_mm * PT_PER_MM)
            self.canvas.rotate(180)
        else:
            self.canvas.translate(left_pt, top_pt)
        self.canvas.doForm(name)
        self.canvas.restoreState()


ICON_FORM_PT = 100.0
"""Side of the square an icon's form is drawn in; each use scales it to the icon's size."""


class IconForms:
    """Draws each icon once per PDF, as a form XObject without a colour of its own, so that every use
    (scaled, turned, in its own fill colour) is a reference: the same suit, coin or crown on many faces
    costs its path only once."""

    def __init__(self, canvas: Canvas) -> None:
        self.canvas = canvas
        self.names: dict[str, str] = {}

    def prepare(self, shapes: tuple[Shape, ...]) -> None:
        """Make the forms of the icons among ``shapes`` that have none yet."""
        for shape in shapes:
            if isinstance(shape, Icon) and shape.name not in self.names:
                name = f"icon{len(self.names)}"
                self.canvas.beginForm(name, 0, -ICON_FORM_PT, ICON_FORM_PT, 0)  # type: ignore[arg-type]
                self.canvas.drawPath(icon_path(shape.name), stroke=0, fill=1, fillMode=FILL_NON_ZERO)
                self.canvas.endForm()
                self.names[shape.name] = name

    def draw(self, icon: Icon, place: Placement) -> None:
        """Place the icon's form at its box, in its colour, upright or turned."""
        self.canvas.saveState()
        icon_transform(self.canvas, icon, place)
        self.canvas.doForm(self.names[icon.name])
        self.canvas.restoreState()


def icon_path(name: str) -> PDFPathObject:
    """The icon's Bézier subpaths in a square of ``ICON_FORM_PT`` (top-left at the origin, y up)."""
    return PDFPathObject(code=[icon_path_code(name)])


@cache
def icon_path_code(name: str) -> str:
    """The PDF operators of ``icon_path``: the same in every PDF, so worked out once per process (a build drew every
    icon's curves again for each of its hundred PDFs)."""
    path = PDFPathObject()
    for subpath in outline(name).subpaths:
        path.moveTo(subpath.start[0] * ICON_FORM_PT, -subpath.start[1] * ICON_FORM_PT)
        for control1, control2, end in subpath.segments:
            path.curveTo(
                control1[0] * ICON_FORM_PT,
                -control1[1] * ICON_FORM_PT,
                control2[0] * ICON_FORM_PT,
                -control2[1] * ICON_FORM_PT,
                end[0] * ICON_FORM_PT,
                -end[1] * ICON_FORM_PT,
            )
        path.close()
    return str(path.getCode())


def set_paint(canvas: Canvas, fill: str, stroke: str, stroke_mm: float) -> tuple[int, int]:
    """Set fill and stroke colours; returns reportlab's (fill, stroke) flags."""
    if fill:
        canvas.setFillColor(HexColor(fill))
    if stroke:
        canvas.setStrokeColor(HexColor(stroke))
        canvas.setLineWidth(stroke_mm * PT_PER_MM)
    return int(bool(fill)), int(bool(stroke))


def draw_shape(canvas: Canvas, shape: Shape, place: Placement, label: str, icons: IconForms | None = None) -> None:
    """Draw one shape (an icon through ``icons`` when given, else as its own path)."""
    if isinstance(shape, Rect):
        fill, stroke = set_paint(canvas, shape.fill, shape.stroke, shape.stroke_mm)
        x, y = place.x(shape.x), place.y(shape.y + shape.h)
        w, h = shape.w * PT_PER_MM, shape.h * PT_PER_MM
        if shape.radius_mm:
            canvas.roundRect(x, y, w, h, shape.radius_mm * PT_PER_MM, stroke=stroke, fill=fill)
        else:
            canvas.rect(x, y, w, h, stroke=stroke, fill=fill)
    elif isinstance(shape, Ellipse):
        fill, stroke = set_paint(canvas, shape.fill, shape.stroke, shape.stroke_mm)
        canvas.ellipse(
            place.x(shape.x),
            place.y(shape.y + shape.h),
            place.x(shape.x + shape.w),
            place.y(shape.y),
            stroke=stroke,
            fill=fill,
        )
    elif isinstance(shape, Line):
        set_paint(canvas, "", shape.color, shape.width_mm)
        if shape.dash_mm > 0:
            canvas.setDash([shape.dash_mm * PT_PER_MM, shape.dash_mm * PT_PER_MM])
        canvas.line(place.x(shape.x1), place.y(shape.y1), place.x(shape.x2), place.y(shape.y2))
        canvas.setDash()
    elif isinstance(shape, Polygon):
        fill, stroke = set_paint(canvas, shape.fill, shape.stroke, shape.stroke_mm)
        path = canvas.beginPath()
        (first_x, first_y), *rest = shape.points
        path.moveTo(place.x(first_x), place.y(first_y))
        for x, y in rest:
            path.lineTo(place.x(x), place.y(y))
        path.close()
        canvas.drawPath(path, stroke=stroke, fill=fill)
    elif isinstance(shape, Text):
        draw_text(canvas, shape, place, label)
    elif isinstance(shape, Icon):
        if icons is not None:
            icons.draw(shape, place)
        else:
            draw_icon(canvas, shape, place)
    else:
        raise TypeError(f"{label}: cannot draw {type(shape).__name__}")


def draw_text(canvas: Canvas, text: Text, place: Placement, label: str) -> None:
    """The runs ``fit_text`` placed, each on its baseline (turned about the box's centre when ``turned``)."""
    fitted = fit_text(text, label)
    canvas.saveState()
    canvas.setFillColor(HexColor(text.color))
    if text.turned:
        canvas.translate(place.x(text.x + text.w / 2), place.y(text.y + text.h / 2))
        canvas.rotate(180)
        canvas.translate(-place.x(text.x + text.w / 2), -place.y(text.y + text.h / 2))
    for run in fitted.runs:
        canvas.setFont(pdf_font_name(run.role), fitted.size_pt)
        canvas.drawString(place.x(run.x_mm), place.y(run.baseline_mm), run.text)
    canvas.restoreState()


def draw_icon(canvas: Canvas, icon: Icon, place: Placement) -> None:
    """An icon as Bézier subpaths, filled with the non-zero winding rule like its SVG."""
    canvas.saveState()
    icon_transform(canvas, icon, place)
    canvas.drawPath(icon_path(icon.name), stroke=0, fill=1, fillMode=FILL_NON_ZERO)
    canvas.restoreState()


def icon_transform(canvas: Canvas, icon: Icon, place: Placement) -> None:
    """Set the icon's colour and map the ``ICON_FORM_PT`` square onto its box, turned when it is."""
    canvas.setFillColor(HexColor(icon.fill))
    canvas.translate(place.x(icon.x), place.y(icon.y))
    scale = icon.size * PT_PER_MM / ICON_FORM_PT
    canvas.scale(scale, scale)
    if icon.turned:
        canvas.translate(ICON_FORM_PT, -ICON_FORM_PT)
        canvas.rotate(180)
