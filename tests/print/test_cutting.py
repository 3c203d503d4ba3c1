"""Cutting: every card of every bundle sheet keeps its bleed on every cut edge, part-filled sheets included;
the sheets are packed to the fewest pages; and every cut line stands out from the ground it crosses."""

from __future__ import annotations

import math
import subprocess
from functools import cache
from pathlib import Path

import pytest
from found_games import GAMES
from PIL import Image

from generator.builder import BuildOptions
from generator.builder.bundles import bundle_job, printing_for
from generator.builder.decks import DesignedDeck, design_decks
from generator.data.load import load_game
from generator.data.model import Game
from generator.design.colors import contrast
from generator.layout.imposition import PRINT_EDGE_MM, Grid, Page, Slot, front_slots, plan_grid, trim_edges
from generator.layout.packing import Component, Sheets, group_components, sheet_counts
from generator.layout.shapes import Face, Rect
from generator.layout.units import Duplex, Paper, Style
from generator.render.png import render_face
from generator.render.sheets import SheetJob, cut_line_color, cut_line_strokes, cut_lines
from tests.print import data_only

POKER = (63.5, 88.9)
MIN_CONTRAST = 3.0
"""WCAG's least contrast for a line that must be seen (graphical objects)."""
SAMPLES = 5
"""Points tested along each cut edge."""


def game_of(game_id: str) -> Game:
    """A game found, or the game given by its card data alone."""
    return data_only.game() if game_id == data_only.GAME_ID else load_game(game_id)


@cache
def designed(game_id: str) -> list[DesignedDeck]:
    """Every deck of a game, designed in both styles."""
    return design_decks([game_of(game_id)], 3.0, tuple(Style))


def sections(game_id: str, paper: Paper, style: Style, duplex: Duplex) -> tuple[SheetJob, ...]:
    """The sheets of a game's bundle."""
    options = BuildOptions(
        out_dir=Path("unused"),
        games=(game_id,),
        papers=(paper,),
        duplex=duplex,
        back_offset_mm=(0.0, 0.0),
        bleed_mm=3.0,
        jobs=1,
        site=False,
        data_dir=None,
        styles=(style,),
    )
    return bundle_job(designed(game_id), style, paper, options, printing_for(options), 7).sections


def art_boxes(section: SheetJob, page: Page) -> list[tuple[Slot, tuple[float, float, float, float]]]:
    """Each slot of a page that prints a face filling its cell, with the box its art covers (mm)."""
    grid = section.grid()
    boxes = []
    for slot in page.slots:
        face = section.deck.back_of(slot.card) if slot.back else section.deck.front_of(slot.card)
        if face is None or (face.width_mm, face.height_mm) != (grid.card_w, grid.card_h):
            continue  # a blank back, or an inset drawn in the middle of its cell with its whole bleed
        shown = slot.shown
        boxes.append(
            (
                slot,
                (
                    slot.x - shown.left,
                    slot.y - shown.top,
                    slot.x + grid.card_w + shown.right,
                    slot.y + grid.card_h + shown.bottom,
                ),
            )
        )
    return boxes


def required_bleed(grid: Grid, x: float, y: float, dx: float, dy: float) -> float:
    """The bleed a cut edge must show at (x, y) outward along (dx, dy): the whole bleed, or what the paper
    leaves of it outside the edge printers cannot reach."""
    room = {
        (-1, 0): x - PRINT_EDGE_MM,
        (1, 0): grid.page_w - PRINT_EDGE_MM - x,
        (0, -1): y - PRINT_EDGE_MM,
        (0, 1): grid.page_h - PRINT_EDGE_MM - y,
    }[(dx, dy)]
    return min(grid.bleed, room)


def unbled_points(section: SheetJob, page: Page) -> list[str]:
    """Points just outside a card's cut edges, within the bleed it needs, that no art covers."""
    grid = section.grid()
    boxes = art_boxes(section, page)
    missing = []
    for slot, _ in boxes:
        left, top, right, bottom = slot.x, slot.y, slot.x + grid.card_w, slot.y + grid.card_h
        for name, (dx, dy) in {"left": (-1, 0), "right": (1, 0), "top": (0, -1), "bottom": (0, 1)}.items():
            for step in range(SAMPLES):
                along = (step + 0.5) / SAMPLES
                x = left + (right - left) * along if dx == 0 else (left if dx < 0 else right)
                y = top + (bottom - top) * along if dy == 0 else (top if dy < 0 else bottom)
                need = required_bleed(grid, x, y, dx, dy)
                for distance in (0.05, need - 0.05):
                    px, py = x + dx * distance, y + dy * distance
                    if not any(a <= px <= c and b <= py <= d for _, (a, b, c, d) in boxes):
                        missing.append(f"card {slot.card} {'back' if slot.back else 'front'} {name} at {distance:.2f}")
    return missing


@pytest.mark.parametrize("game_id", [*GAMES, data_only.GAME_ID])
@pytest.mark.parametrize("duplex", list(Duplex))
def test_every_card_of_every_sheet_keeps_its_bleed_on_every_cut_edge(game_id: str, duplex: Duplex) -> None:
    for paper in Paper:
        for style in Style:
            for section in sections(game_id, paper, style, duplex):
                if section.grid().round:
                    continue  # round components stand apart, each with its whole bleed (cut along its circle)
                for number, page in enumerate(section.pages(), 1):
                    missing = unbled_points(section, page)
                    assert not missing, (paper, style, section.deck.title, number, missing[:4])


def test_a_card_beside_an_inset_token_or_a_blank_back_keeps_its_whole_bleed() -> None:
    grid_cell, bleed = POKER, 3.0
    from generator.layout.imposition import SEAM_OVERLAP_MM, impose, plan_grid

    grid = plan_grid(Paper.A4, *grid_cell, bleed)
    # four copies: three cards and a token inset in the fourth cell, under the first card; every back but
    # the second's printed (the second copy is one-sided)
    fills = ((True, True), (True, False), (True, True), (False, False))
    front, back = impose(4, grid, Duplex.LONG, (0.0, 0.0), backs=True, fills=fills)
    assert front.slots[0].shown.bottom == bleed  # the token does not reach the cut line below the first card
    assert front.slots[0].shown.right == SEAM_OVERLAP_MM  # the second card's front does
    first_back = back.slots[0]  # mirrored: its right side (seen from the back) faced the second card
    assert first_back.shown.left == bleed and first_back.shown.bottom == bleed


def test_a_lone_token_rides_with_the_cards_where_that_takes_no_more_sheets_than_its_own() -> None:
    circus = [
        Component(63, *POKER, round=False, double_sided=True),
        Component(1, 40.0, 40.0, round=True, double_sided=True),
        Component(1, 180.0, 250.0, round=False, double_sided=False),
    ]
    for paper in Paper:
        cards, overview = group_components(circus, Sheets(paper, 3.0))
        assert (cards.components, cards.insets, overview.components) == ((0, 1), (1,), (2,))
        # 63 cards fill 7 sheets: the token's eighth sheet carries cards given by the seventh, not the token alone
        assert sheet_counts(cards.size, 9, cards.cards()) == (9,) * 6 + (6, 4)


def test_a_lone_token_goes_into_a_free_cell_of_the_cards_last_sheet() -> None:
    components = [Component(62, *POKER, False, True), Component(1, 40.0, 40.0, True, True)]
    (cards,) = group_components(components, Sheets(Paper.A4, 3.0))
    assert cards.insets == (1,) and cards.size == 63


def test_one_sided_aids_print_apart_unless_that_takes_a_sheet_more_or_they_are_too_few_for_one() -> None:
    sheets = Sheets(Paper.A4, 3.0)
    apart = [Component(54, *POKER, False, True), Component(3, *POKER, False, False)]
    cards, aids = group_components(apart, sheets)  # 54 cards fill six sheets: three aids take one page more
    assert (cards.components, aids.components, aids.double_sided) == ((0,), (1,), False)
    few = [Component(54, *POKER, False, True), Component(2, *POKER, False, False)]
    (group,) = group_components(few, sheets)  # two aids are not worth a sheet: seven sheets either way
    assert group.one_sided == (1,) and sheet_counts(group.size, 9, group.cards()) == (9,) * 5 + (6, 5)
    joined = [Component(51, *POKER, False, True), Component(3, *POKER, False, False)]
    (group,) = group_components(joined, sheets)  # three free cells on the sixth sheet: no page more
    assert group.one_sided == (1,) and group.size == 54


@pytest.mark.parametrize("game_id", [*GAMES, data_only.GAME_ID])
def test_no_double_sided_group_takes_a_sheet_more_than_its_copies_need(game_id: str) -> None:
    for paper in Paper:
        for section in sections(game_id, paper, Style.FULL, Duplex.LONG):
            if not section.deck.double_sided:
                continue
            sheets = len([page for page in section.pages() if page.side == "front"])
            assert sheets == math.ceil(section.deck.count / section.grid().per_page), (paper, section.deck.title)


def ring_pixel(image: Image.Image, radius_px: float, angle: float) -> str:
    """The colour (#rrggbb) of the pixel at ``radius_px`` from the image's centre along ``angle``."""
    x = round(image.width / 2 + radius_px * math.cos(angle))
    y = round(image.height / 2 + radius_px * math.sin(angle))
    pixel = image.getpixel((x, y))
    assert isinstance(pixel, tuple)
    return "#" + "".join(f"{channel:02x}" for channel in pixel[:3])


def cut_circle_contrast(face: Face, dpi: int = 300) -> float:
    """The lowest contrast, around a round face, between its cut circle and the ground just outside it
    (0.8 mm out, inside the bleed), measured in a rendering at ``dpi``."""
    image = render_face(face, dpi).convert("RGB")
    px_per_mm = dpi / 25.4
    radius = face.width_mm / 2 * px_per_mm
    worst = math.inf
    for step in range(24):
        angle = 2 * math.pi * (step + 0.5) / 24
        ground = ring_pixel(image, radius + 0.8 * px_per_mm, angle)
        line = max(
            (ring_pixel(image, radius + offset, angle) for offset in (-0.5, 0.0, 0.5)),
            key=lambda color: contrast(color, ground),
        )
        worst = min(worst, contrast(line, ground))
    return worst


@pytest.mark.parametrize("game_id", [*GAMES, data_only.GAME_ID])
@pytest.mark.parametrize("style", list(Style))
def test_every_cut_circle_stands_out_from_its_ground(game_id: str, style: Style) -> None:
    for deck in designed(game_id):
        copies = deck.sheets[style]
        if not copies.round:
            continue
        faces = [*copies.fronts, *([copies.back] if copies.back is not None else [])]
        for face in faces:
            assert cut_circle_contrast(face) >= MIN_CONTRAST, (style, face.label)


@pytest.mark.parametrize("game_id", [*GAMES, data_only.GAME_ID])
def test_the_cutting_order_names_every_component_once_as_it_is(game_id: str) -> None:
    game = game_of(game_id)
    for paper in Paper:
        options = BuildOptions(Path("unused"), (game_id,), (paper,), Duplex.LONG, (0.0, 0.0), 3.0, 1, False, None)
        cutting = bundle_job(designed(game_id), Style.FULL, paper, options, printing_for(options), 7).cover.cutting
        named = [line.split(": ", 1)[0].split(", ") for line in cutting]
        assert sorted(name for names in named for name in names) == sorted(deck.name for deck in game.decks)
        for line in cutting:
            names, how = line.split(": ", 1)
            shapes = {game.deck(deck.id).format.shape for deck in game.decks if deck.name in names.split(", ")}
            assert ("circle punch" in how) == (shapes == {"circle"}), line  # tokens punched, the rest cut


LINE_DPI = 200
GROUND_OFFSET_MM = 0.8
"""The ground on either side of a cut line is measured this far from it."""


def front_images(section: SheetJob, folder: Path) -> list[Image.Image]:
    """The section's front pages, printed backs-after-fronts, rendered at ``LINE_DPI``."""
    fronts = len([page for page in section.pages() if page.side == "front"])
    path = folder / "sheets.pdf"
    path.write_bytes(section.render())
    subprocess.run(["pdftoppm", "-r", str(LINE_DPI), "-l", str(fronts), "-png", str(path), f"{folder}/p"], check=True)
    return [Image.open(png).convert("RGB") for png in sorted(folder.glob("p-*.png"))]


def pixel_at(image: Image.Image, x_mm: float, y_mm: float) -> str:
    """The colour (#rrggbb) of the page's pixel at (x, y) mm."""
    scale = LINE_DPI / 25.4
    pixel = image.getpixel((round(x_mm * scale - 0.5), round(y_mm * scale - 0.5)))
    assert isinstance(pixel, tuple)
    return "#" + "".join(f"{channel:02x}" for channel in pixel[:3])


def faint_cut_lines(section: SheetJob, page: Page, image: Image.Image) -> list[str]:
    """Points along the cut lines of a page's cards where the line stands out less than ``MIN_CONTRAST``
    from the ground on one of its sides."""
    cards = section.cut_cards(page)
    faint = []
    for edge in trim_edges(section.grid(), tuple(slot for slot, _ in cards)):
        if cards[edge.slot][1] is None:
            continue
        x1, y1, x2, y2 = edge.segment
        across_x, across_y = (1.0, 0.0) if x1 == x2 else (0.0, 1.0)
        for share in (0.2, 0.5, 0.8):
            x, y = x1 + (x2 - x1) * share, y1 + (y2 - y1) * share
            line = [pixel_at(image, x + across_x * d, y + across_y * d) for d in (-0.2, -0.1, 0.0, 0.1, 0.2)]
            for sign in (-1, 1):
                offset = sign * GROUND_OFFSET_MM
                ground = pixel_at(image, x + across_x * offset, y + across_y * offset)
                seen = max(contrast(color, ground) for color in line)
                if seen < MIN_CONTRAST:
                    faint.append(f"card {cards[edge.slot][0].card} {edge.side} at {share}: {seen:.1f} on {ground}")
    return faint


@pytest.mark.parametrize("game_id", [*GAMES, data_only.GAME_ID])
@pytest.mark.parametrize("style", list(Style))
def test_every_cut_line_across_the_cards_stands_out_from_the_grounds_on_both_its_sides(
    game_id: str, style: Style, tmp_path: Path
) -> None:
    for paper in Paper:
        for number, section in enumerate(sections(game_id, paper, style, Duplex.NONE)):
            if section.grid().round:
                continue  # tokens: their cut circle is measured above
            folder = tmp_path / f"{paper}-{number}"
            folder.mkdir()
            pages = [page for page in section.pages() if page.side == "front"]
            for page, image in zip(pages, front_images(section, folder), strict=True):
                faint = faint_cut_lines(section, page, image)
                assert not faint, (paper, section.deck.title, page.sheet, faint[:4])


def test_a_cut_line_takes_the_colour_that_stands_out_from_both_its_grounds() -> None:
    assert cut_line_color(("#ffffff", "#fdf6e3")) == "#000000"  # light cards: black
    assert cut_line_color(("#a23b2c", "#5b3a8c")) == "#ffffff"  # a red card beside a purple one: white
    # a white card beside a black one: grey (4.5 against white, 4.6 against black)
    assert cut_line_color(("#ffffff", "#000000")) == "#767676"


def test_a_cut_line_between_a_dark_and_a_middling_ground_is_a_hairline_over_a_white_halo() -> None:
    # gold (luminance 0.35) beside dark green (0.06): no one colour stands out 3:1 from both
    assert cut_line_strokes(("#c9962b", "#1f4d2e")) == (("#ffffff", 0.5), ("#000000", 0.15))
    assert cut_line_strokes(("#ffffff", "#fdf6e3")) == (("#000000", 0.15),)


def plain(fill: str) -> Face:
    """A poker card of one ground, to its bleed."""
    return Face(63.5, 88.9, 3.0, (Rect(-3.0, -3.0, 69.5, 94.9, fill=fill),))


def test_each_straight_cut_is_drawn_alike_along_its_whole_length() -> None:
    grid = plan_grid(Paper.A4, *POKER, 3.0)  # 3 × 3 poker cards
    cards = tuple(zip(front_slots(grid, 0, 3), (plain("#ffffff"), plain("#8e1f2a"), plain("#c9962b")), strict=True))
    lines = cut_lines(grid, cards)
    # in the order the cards first give them: the white card's left edge, the top of the row, the white card's
    # right edge (beside the red one), the foot of the row, the red card's right edge (beside the gold one) and
    # the gold card's right edge
    assert [len(segments) for segments, _ in lines] == [1, 3, 1, 3, 1, 1]
    left = grid.left
    assert [segments[0][0] for segments, _ in lines] == pytest.approx(
        [left, left, left + 63.5, left, left + 127, left + 190.5]
    )
    black, halo = (("#000000", 0.15),), (("#ffffff", 0.5), ("#000000", 0.15))
    # white beside red: black stands out 2.4 from the red, grey 1.9, white not at all from the white; red beside
    # gold: white 2.7 from the gold, black 2.4 from the red; so every cut along the red card is a hairline over a halo
    assert [strokes for _, strokes in lines] == [black, halo, halo, halo, halo, black]
