"""The text fitter and the PNG and PDF renderers, on small hand-built faces."""

from __future__ import annotations

import io
import subprocess
from pathlib import Path

import pikepdf
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from generator.layout.imposition import Sides
from generator.layout.shapes import Ellipse, Face, Icon, Line, Polygon, Rect, Text
from generator.render.fonts import text_width_pt
from generator.render.pdf import PT_PER_MM, draw_face, new_canvas
from generator.render.png import encode_png, render_face
from generator.render.text import MM_PER_PT, TextError, TextOverflow, fit_text

POKER_BLEED = 3.175


def sample_face(bleed: float = POKER_BLEED) -> Face:
    """A poker face with one shape of every kind."""
    return Face(
        63.5,
        88.9,
        bleed,
        (
            Rect(-bleed, -bleed, 63.5 + 2 * bleed, 88.9 + 2 * bleed, fill="#ff0000"),
            Rect(10, 10, 20, 20, fill="#0000ff", stroke="#000000", radius_mm=2),
            Ellipse(35, 10, 20, 20, fill="#00ff00"),
            Line(5, 40, 58, 40, "#000000", 0.5, dash_mm=2),
            Polygon(((10, 50), (30, 50), (20, 60)), fill="#ffff00"),
            Text(5, 62, 53.5, 20, "Row 1. The **strong** base ★\nSecond line", size_pt=10),
        ),
        label="test/sample front",
    )


def test_text_that_fits_keeps_its_size_and_wraps_nothing() -> None:
    fitted = fit_text(Text(0, 0, 50, 10, "Elephant", size_pt=10))
    assert fitted.size_pt == 10
    assert [run.text for run in fitted.runs] == ["Elephant"]
    assert fitted.runs[0].x_mm == 0


def test_long_text_shrinks_in_quarter_points_until_it_fits() -> None:
    words = "word " * 40
    fitted = fit_text(Text(0, 0, 30, 12, words.strip(), size_pt=12, min_size_pt=4))
    assert 4 <= fitted.size_pt < 12
    assert (12 - fitted.size_pt) % 0.25 == pytest.approx(0)
    lines = {run.baseline_mm for run in fitted.runs}
    assert len(lines) * fitted.size_pt * 1.18 * MM_PER_PT <= 12 + 1e-9
    one_larger = fitted.size_pt + 0.25
    assert len(lines) * one_larger * 1.18 * MM_PER_PT > 12 or any(
        run.x_mm + text_width_pt(run.text, run.role, one_larger) * MM_PER_PT > 30 for run in fitted.runs
    )


def test_empty_text_fits_any_box() -> None:
    assert fit_text(Text(0, 0, 1, 0.1, "  ")).runs == ()


@settings(max_examples=80, deadline=None)
@given(
    st.lists(st.text(alphabet="abcdefghij ★→", min_size=1, max_size=12), min_size=1, max_size=30),
    st.floats(5, 80),
    st.floats(3, 60),
    st.floats(6, 14),
    st.sampled_from(["left", "center", "right"]),
    st.sampled_from(["top", "middle", "bottom"]),
    st.booleans(),
)
def test_fitted_text_stays_in_its_box_or_overflows(
    words: list[str], width: float, height: float, size: float, align: str, valign: str, bold: bool
) -> None:
    words = [f"**{word}**" if bold and index % 3 == 0 else word for index, word in enumerate(words)]
    text = Text(1, 2, width, height, " ".join(words), size_pt=size, min_size_pt=5, align=align, valign=valign)
    try:
        fitted = fit_text(text)
    except TextOverflow:
        return
    assert 5 <= fitted.size_pt <= size
    lines = sorted({run.baseline_mm for run in fitted.runs})
    assert len(lines) * fitted.size_pt * text.leading * MM_PER_PT <= height + 1e-6
    for run in fitted.runs:
        right = run.x_mm + text_width_pt(run.text, run.role, fitted.size_pt) * MM_PER_PT
        assert text.x - 1e-6 <= run.x_mm and right <= text.x + text.w + 1e-6
        assert text.y <= run.baseline_mm <= text.y + text.h


def test_every_run_stays_inside_its_box() -> None:
    text = Text(2, 3, 25, 30, "A fairly long sentence that has to wrap over several lines in a narrow box", size_pt=9)
    fitted = fit_text(text)
    for run in fitted.runs:
        right = run.x_mm + text_width_pt(run.text, run.role, fitted.size_pt) * MM_PER_PT
        assert text.x - 1e-9 <= run.x_mm and right <= text.x + text.w + 1e-9
        assert text.y < run.baseline_mm < text.y + text.h


def test_newline_starts_a_line_and_bold_spans_switch_font() -> None:
    fitted = fit_text(Text(0, 0, 60, 20, "Gain **3** gold\nthen rest", size_pt=9))
    assert [(run.text, run.role) for run in fitted.runs] == [
        ("Gain", "body"),
        ("3", "body-bold"),
        ("gold", "body"),
        ("then rest", "body"),
    ]
    baselines = sorted({run.baseline_mm for run in fitted.runs})
    assert len(baselines) == 2
    assert baselines[1] - baselines[0] == pytest.approx(9 * 1.18 * MM_PER_PT)


def test_runs_join_words_of_one_font_where_the_layout_put_them() -> None:
    fitted = fit_text(Text(0, 0, 60, 20, "one two **three four**", size_pt=9))
    assert [(run.text, run.role) for run in fitted.runs] == [
        ("one two", "body"),
        ("three", "body-bold"),
        ("four", "body-bold"),
    ]
    space = text_width_pt(" ", "body", 9)
    expected_three = text_width_pt("one", "body", 9) + text_width_pt("two", "body", 9) + 2 * space
    assert fitted.runs[1].x_mm == pytest.approx(expected_three * MM_PER_PT)


def test_missing_glyph_falls_back_to_the_symbol_font() -> None:
    fitted = fit_text(Text(0, 0, 60, 20, "Win ★", font="display", size_pt=9))
    assert [(run.text, run.role) for run in fitted.runs] == [("Win", "display"), ("★", "symbol")]


def test_centred_and_right_aligned_lines() -> None:
    width = text_width_pt("Pony", "body", 10) * MM_PER_PT
    centred = fit_text(Text(10, 0, 40, 10, "Pony", size_pt=10, align="center"))
    right = fit_text(Text(10, 0, 40, 10, "Pony", size_pt=10, align="right"))
    assert centred.runs[0].x_mm == pytest.approx(10 + (40 - width) / 2)
    assert right.runs[0].x_mm == pytest.approx(50 - width)


def test_overflow_names_the_face_and_the_text() -> None:
    with pytest.raises(
        TextOverflow,
        match=r"on a-game/scimitar front does not fit its 10.0 × 5.0 mm box even at "
        r"5.5 pt: \"A blade that cuts through every argument\"",
    ):
        fit_text(Text(0, 0, 10, 5, "A blade that cuts through every argument"), "a-game/scimitar front")


def test_bad_alignment_is_a_clear_error() -> None:
    with pytest.raises(TextError, match="align 'middle'"):
        fit_text(Text(0, 0, 10, 5, "x", align="middle"), "a face")


def test_png_has_the_poker_print_size_with_and_without_bleed() -> None:
    assert render_face(sample_face()).size == (825, 1125)
    assert render_face(sample_face(), bleed=False).size == (750, 1050)
    assert render_face(sample_face(), dpi=600).size == (1650, 2250)


def test_png_pixels_follow_the_face() -> None:
    image = render_face(sample_face())
    assert image.mode == "RGB"
    assert image.getpixel((2, 2)) == (255, 0, 0)  # the background reaches into the bleed
    scale = 300 / 25.4
    assert image.getpixel((round((POKER_BLEED + 20) * scale), round((POKER_BLEED + 20) * scale))) == (0, 0, 255)
    assert image.getpixel((round((POKER_BLEED + 45) * scale), round((POKER_BLEED + 20) * scale))) == (0, 255, 0)
    trimmed = render_face(sample_face(), bleed=False)
    assert trimmed.getpixel((round(20 * scale), round(20 * scale))) == (0, 0, 255)


def test_a_full_bleed_background_is_the_image_fill_with_the_same_pixels() -> None:
    face = sample_face()
    drawn_in_full = Face(face.width_mm, face.height_mm, face.bleed_mm, (Rect(0, 0, 1, 1), *face.shapes))
    assert render_face(face).tobytes() == render_face(drawn_in_full).tobytes()


def test_png_records_300_dpi() -> None:
    from PIL import Image

    encoded = encode_png(render_face(sample_face()), 300)
    dpi = Image.open(io.BytesIO(encoded)).info["dpi"]
    assert dpi == pytest.approx((300, 300), abs=0.01)


def sample_pdf() -> bytes:
    buffer = io.BytesIO()
    canvas = new_canvas(buffer, (200 * PT_PER_MM, 120 * PT_PER_MM), "sample")
    draw_face(canvas, sample_face(3.0), 20 * PT_PER_MM, 110 * PT_PER_MM, Sides(3, 3, 0, 0))
    canvas.showPage()
    canvas.save()
    return buffer.getvalue()


def test_pdf_embeds_every_font_and_no_base14(tmp_path) -> None:
    path = tmp_path / "sample.pdf"
    path.write_bytes(sample_pdf())
    with pikepdf.open(path) as pdf:
        fonts = list(pdf.pages[0].Resources.Font.values())
        assert len(fonts) == 3  # Lato regular (also the canvas's initial font) and bold, DejaVu for the star
        for font in fonts:
            assert font.Subtype == "/TrueType"
            assert "/FontFile2" in font.FontDescriptor
            assert "Helvetica" not in str(font.BaseFont) and "Times" not in str(font.BaseFont)
    assert subprocess.run(["qpdf", "--check", str(path)], capture_output=True).returncode == 0


def test_pdf_is_byte_identical_across_builds() -> None:
    assert sample_pdf() == sample_pdf()


def test_a_missing_font_file_says_how_to_install_it(monkeypatch: pytest.MonkeyPatch) -> None:
    from generator.render import fonts

    monkeypatch.setitem(fonts.FONT_FILES, "lost-role", Path("/nowhere/Lost.ttf"))
    with pytest.raises(
        fonts.FontError,
        match=r"font file /nowhere/Lost.ttf for the 'lost-role' text is missing: "
        r"run .ci/setup to install it",
    ):
        fonts.pdf_font_name("lost-role")


def test_a_character_in_no_font_is_named_with_its_face() -> None:
    with pytest.raises(
        TextError,
        match=r"text on a-game/flamingo front: character \"\U0001f9a9\" \(U\+1F9A9\) is in "
        r"none of the embedded fonts: \"Flamingo \U0001f9a9\"",
    ):
        fit_text(Text(0, 0, 50, 10, "Flamingo \U0001f9a9"), "a-game/flamingo front")


def icon_face(turned: bool) -> Face:
    """A white square with Lorc's castle (a ring round towers), upright or turned."""
    return Face(
        40.0, 40.0, 0.0, (Rect(0, 0, 40, 40, fill="#ffffff"), Icon("castle", 0, 0, 40, "#000000", turned=turned))
    )


def test_icons_are_vector_paths_filled_non_zero_in_the_pdf() -> None:
    buffer = io.BytesIO()
    canvas = new_canvas(buffer, (40 * PT_PER_MM, 40 * PT_PER_MM), "icon")
    draw_face(canvas, icon_face(False), 0, 40 * PT_PER_MM, Sides.all(0))
    canvas.showPage()
    canvas.save()
    with pikepdf.open(io.BytesIO(buffer.getvalue())) as pdf:
        page = pdf.pages[0]
        assert "/XObject" not in page.Resources or not list(page.Resources.XObject.keys())  # no raster image
        operators = [str(operator) for _, operator in pikepdf.parse_content_stream(page)]
    assert operators.count("c") > 20  # Bézier curves, not a polygon or a picture
    after_curves = operators[operators.index("c") :]
    fill = next(operator for operator in after_curves if operator in ("f", "f*", "B", "B*"))
    assert fill == "f"  # the non-zero rule, as the SVG fills (the even-odd "f*" would open holes)


def test_a_turned_icon_is_the_upright_one_rotated_half_a_turn() -> None:
    upright = render_face(icon_face(False), 100)
    turned = render_face(icon_face(True), 100)
    rotated = upright.rotate(180)
    differing = sum(
        1
        for a, b in zip(turned.convert("L").tobytes(), rotated.convert("L").tobytes(), strict=True)
        if abs(a - b) > 128
    )
    assert differing / (upright.width * upright.height) < 0.01


@pytest.mark.parametrize("bleed_mm", [0.0, 3.0])
def test_turned_text_reads_from_across_the_table(bleed_mm: float) -> None:
    """A turned index is the upright one rotated 180° about its box's centre, in the PNG (with or without
    its bleed) and in the PDF."""
    upright = Text(5, 5, 30, 10, "K♠ 10", font="body-bold", size_pt=18, align="left", valign="top")
    turned = Text(5, 5, 30, 10, "K♠ 10", font="body-bold", size_pt=18, align="left", valign="top", turned=True)
    box = tuple(round((mm + bleed_mm) * 300 / 25.4) for mm in (5, 5, 35, 15))
    images = [
        render_face(
            Face(
                40,
                20,
                bleed_mm,
                (Rect(-bleed_mm, -bleed_mm, 40 + 2 * bleed_mm, 20 + 2 * bleed_mm, fill="#ffffff"), text),
            ),
            bleed=bleed_mm > 0,
        ).crop(box)
        for text in (upright, turned)
    ]
    darkness = [1 - sum(image.convert("L").tobytes()) / 255 / (image.width * image.height) for image in images]
    assert darkness[0] == pytest.approx(darkness[1], rel=0.02)
    mismatch = sum(
        1
        for a, b in zip(images[0].rotate(180).convert("L").tobytes(), images[1].convert("L").tobytes(), strict=True)
        if abs(a - b) > 128
    )
    assert mismatch / (images[0].width * images[0].height) < 0.01
