"""The duplex calibration sheet: rulers long enough to read ±5 mm, and how to use the offset without a rebuild."""

from __future__ import annotations

import subprocess
from pathlib import Path

from generator.layout.shapes import Line, Text
from generator.layout.units import Duplex, Paper
from generator.render.sheets import CROSS_ARM_MM, CalibrationJob, cross_face, scale_face

POKER_MM = (63.5, 88.9)
"""The poker card of formats.toml, which most of the cards built are."""


def test_back_rulers_are_20_mm_long_with_numbers_from_minus_10_to_10_and_clear_of_each_other() -> None:
    face = scale_face(POKER_MM)
    x_ruler, y_ruler = face.shapes[0], face.shapes[1]
    assert isinstance(x_ruler, Line) and isinstance(y_ruler, Line)
    assert x_ruler.y1 == x_ruler.y2 and x_ruler.x2 - x_ruler.x1 == 21.0  # −10 … +10 mm and half a mm each end
    assert y_ruler.x1 == y_ruler.x2 and y_ruler.y2 - y_ruler.y1 == 21.0
    assert x_ruler.x2 < y_ruler.x1 and y_ruler.y2 < x_ruler.y1  # the two rulers never cross
    numbers = [shape.text for shape in face.shapes if isinstance(shape, Text) and shape.text.lstrip("-").isdigit()]
    assert sorted({int(number) for number in numbers}) == list(range(-10, 11, 2))
    ticks = [shape for shape in face.shapes[2:] if isinstance(shape, Line) and shape.x1 == shape.x2]
    assert len(ticks) == 41  # every 0.5 mm on the x ruler


def test_the_front_cross_reaches_both_rulers() -> None:
    front, back = cross_face(POKER_MM, "read", "apply"), scale_face(POKER_MM)
    horizontal, vertical = front.shapes[0], front.shapes[1]
    x_ruler, y_ruler = back.shapes[0], back.shapes[1]
    assert isinstance(horizontal, Line) and isinstance(vertical, Line)
    assert vertical.y2 - vertical.y1 == 2 * CROSS_ARM_MM
    assert vertical.y1 < x_ruler.y1 - 5 < x_ruler.y1 + 5 < vertical.y2  # ±5 mm of y error still crosses it
    assert horizontal.x1 < y_ruler.x1 - 5 < y_ruler.x1 + 5 < horizontal.x2


def test_the_sheet_says_how_to_apply_the_offset_in_a_printer_driver(tmp_path: Path) -> None:
    path = tmp_path / "calibration.pdf"
    path.write_bytes(CalibrationJob(Paper.LETTER, Duplex.LONG, 3.0, POKER_MM).render())
    text = " ".join(subprocess.run(["pdftotext", str(path), "-"], capture_output=True, text=True).stdout.split())
    assert "No rebuild needed: enter X and Y in your printer driver's back-side position setting" in text
    assert "Or build with --back-offset X,Y." in text
    assert "X on the lower ruler, Y on the right one (in mm)" in text


def test_the_calibration_card_is_the_size_most_cards_built_are_as_formats_toml_gives_it() -> None:
    from generator.builder.pdf import calibration_card
    from generator.data.folder import DEFAULT_DATA_DIR
    from generator.data.load import load_formats, load_games

    formats = load_formats(DEFAULT_DATA_DIR, [])
    assert formats is not None
    assert calibration_card(load_games()) == (formats["poker"].width_mm, formats["poker"].height_mm) == POKER_MM
