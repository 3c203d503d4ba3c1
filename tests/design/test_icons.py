"""Pictures: every card draws an icon of the set, the icon geometry keeps its holes in both renderers,
and the credits name every icon drawn with its author."""

from __future__ import annotations

import io
import re
import subprocess
from functools import cache
from pathlib import Path

import pytest
from fixture_games import data_folder
from found_games import GAMES as FOUND
from PIL import Image, ImageChops, ImageFilter

from generator.data import iconset
from generator.data.iconset import DRAWINGS_DIR, IconSetError, drawing_names, drawing_path, icon_names
from generator.data.load import load_game
from generator.data.model import Game
from generator.design.credits import credit_markdown, drawn_icons, icon_credits, read_authors, used_icons
from generator.games import back, front
from generator.games.printable import validate
from generator.layout.icons import outline
from generator.layout.imposition import Sides
from generator.layout.shapes import Face, Icon, Rect
from generator.layout.units import Style
from generator.render.pdf import FaceForms, draw_face, new_canvas
from generator.render.png import icon_mask, render_face
from tests.print import data_only

REPO = Path(__file__).resolve().parents[2]
GAMES = [load_game(game_id) for game_id in FOUND]


@cache
def faces(game_id: str) -> tuple[tuple[str, Face], ...]:
    """Every front and back of a game in both styles, with the card or deck id they show."""
    game = next(game for game in GAMES if game.id == game_id)
    drawn = [(card.id, front(game, card, 3.0, style)) for style in Style for card in game.cards]
    for style in Style:
        for deck in game.decks:
            face = back(game, deck, 3.0, style)
            if face is not None:
                drawn.append((deck.id, face))
    return tuple(drawn)


def icons_of(face: Face) -> set[str]:
    """The icon names a face draws."""
    return {shape.name for shape in face.shapes if isinstance(shape, Icon)}


@pytest.mark.parametrize("game", GAMES, ids=lambda game: game.id)
def test_every_card_draws_its_own_picture_and_only_icons_of_the_set(game: Game) -> None:
    names = icon_names()
    for subject, face in faces(game.id):
        drawn = icons_of(face)
        assert drawn, f"{face.label}: no picture"
        assert drawn <= names, f"{face.label}: {drawn - names} are not icons of the set"
        if subject in {card.id for card in game.cards}:
            card = game.card(subject)
            own = card.icon or game.card(card.extra["kingdom"]).icon  # an army shows its kingdom's animal
            assert own in drawn, f"{face.label}: does not draw its picture {own!r}"


@pytest.mark.parametrize("game", GAMES, ids=lambda game: game.id)
def test_every_icon_drawn_is_one_the_credits_know(game: Game) -> None:
    drawn = set().union(*(icons_of(face) for _, face in faces(game.id)))
    assert drawn == used_icons(game)


def test_card_subjects_have_distinct_pictures_within_their_kind() -> None:
    """Each kingdom its own animal, each wilderness card, moon, court card … its own picture; or the kind's own
    picture on each of its cards."""
    for game in GAMES:
        for kind in game.kinds:
            pictures = [card.icon for card in game.cards if card.kind == kind and card.icon]
            if kind == "token":
                continue  # a resource's tokens share its picture
            shared = len(set(pictures)) == 1  # a kind's picture (a playing card's role, on each suit's card)
            assert shared or len(pictures) == len(set(pictures)), f"{game.id}: two {kind} cards share a picture"


def test_stand_in_pictures_say_why() -> None:
    notes = {card.id: card.icon_note for game in GAMES for card in game.cards if card.icon_note}
    assert notes  # each game's own stand-ins are pinned in tests/games/<game>/
    assert all(note.startswith("The set has no ") for note in notes.values())
    drawn = {card.id for game in GAMES for card in game.cards if card.icon in drawing_names()}
    assert not drawn & set(notes), "a picture drawn for its subject is no stand-in"


def test_drawings_are_one_path_in_the_sets_box_and_not_names_of_the_set(tmp_path: Path) -> None:
    assert drawing_names() == {
        "antelope",
        "court-jack",
        "court-king",
        "court-queen",
        "giraffe",
        "hippo",
        "horse",
        "komodo-dragon",
        "manatee",
        "orca",
        "peacock",
        "pony",
    }
    assert drawing_names() <= icon_names()
    for path in DRAWINGS_DIR.glob("*.svg"):
        assert drawing_path(path).startswith("M")
        left, top, right, bottom = outline(path.stem).bounds
        assert 0 <= left < right <= 1 and 0 <= top < bottom <= 1, f"{path.name} leaves its 512 × 512 box"
    odd = tmp_path / "odd.svg"
    odd.write_text('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M0 0L1 1Z"/></svg>\n')
    with pytest.raises(IconSetError, match=r"odd\.svg: expected one <path d=…/> in an <svg> with viewBox 0 0 512 512"):
        drawing_path(odd)


def test_a_drawing_named_like_an_icon_of_the_set_is_an_error(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    (tmp_path / "lion.svg").write_text((DRAWINGS_DIR / "hippo.svg").read_text(encoding="utf-8"), encoding="utf-8")
    monkeypatch.setattr(iconset, "DRAWINGS_DIR", tmp_path)
    iconset._icons.cache_clear()
    iconset._drawings.cache_clear()
    try:
        with pytest.raises(IconSetError, match=r"lion\.svg: the Game-icons\.net set has an icon of that name already"):
            iconset.icon_names()
    finally:
        iconset._icons.cache_clear()
        iconset._drawings.cache_clear()


def test_credits_name_every_icon_used_with_its_author() -> None:
    credits = icon_credits(GAMES)
    credited = [icon for _, icons in credits for icon in icons]
    used = set().union(*(used_icons(game) for game in GAMES))
    assert sorted(credited) == sorted(used - drawing_names())
    assert drawn_icons(GAMES) == sorted(used & drawing_names())
    assert len(credited) == len(set(credited)), "an icon credited to two authors"
    icons, names = read_authors(REPO / "card_data")
    for author, drawn in credits:
        assert all(names[icons[icon]] == author for icon in drawn)
    assert credits[0] == ("Delapouite", sorted(credits[0][1])) and credits[1][0] == "Lorc"
    assert set(icons) == set(credited), "icons.toml lists icons no card draws"


@pytest.mark.parametrize("path", ["README.md", "site/docs/about.md"])
def test_readme_and_about_page_carry_the_generated_credits(path: str) -> None:
    text = (REPO / path).read_text(encoding="utf-8")
    block = re.search(r"<!-- icon-credits:[^>]*-->\n(.*?)\n<!-- /icon-credits -->", text, re.S)
    assert block, f"{path}: no icon-credits block"
    assert block.group(1) == credit_markdown(GAMES)


def test_an_unknown_icon_is_a_located_data_error(tmp_path: Path) -> None:
    data = data_folder(tmp_path / "card_data", data_only.GAME_ID)
    cards = data / data_only.GAME_ID / "cards.toml"
    cards.write_text(cards.read_text(encoding="utf-8").replace('icon = "grapes"', 'icon = "grape"'), encoding="utf-8")
    game = data / data_only.GAME_ID / "game.toml"
    text = game.read_text(encoding="utf-8")
    game.write_text(text.replace('emblem = "cornucopia"', 'emblem = "cornucopa"'), encoding="utf-8")
    problems = [str(problem) for problem in validate(data)]
    assert any("/cards.toml" in p and "vine-1" in p and '"grape" is not an icon' in p for p in problems)
    assert any("/game.toml" in p and "style.icons.emblem" in p and '"cornucopa" is not an icon' in p for p in problems)


def test_icon_holes_stay_holes_in_the_png() -> None:
    """Lorc's castle: a ring round towers; inside the ring above the towers is a hole, the ring is ink."""
    mask = icon_mask("castle", 512, False)
    assert mask.getpixel((254, 255 - 230)) == 255  # on the ring
    assert mask.getpixel((254, 80)) == 255  # the middle tower's spire
    assert mask.getpixel((170, 65)) == 0  # inside the ring, beside the spire
    assert mask.getpixel((5, 5)) == 0  # outside
    subpaths = outline("castle").subpaths
    assert any(subpath.filled for subpath in subpaths) and not all(subpath.filled for subpath in subpaths)


@pytest.mark.parametrize("turned", [False, True], ids=["upright", "turned"])
@pytest.mark.parametrize("through_forms", [False, True], ids=["paths", "forms"])
@pytest.mark.parametrize("name", ["castle", "tortoise", "owl", "drama-masks", "crown-coin", "peacock", "giraffe"])
def test_png_and_pdf_draw_the_same_icon(name: str, through_forms: bool, turned: bool, tmp_path: Path) -> None:
    """The PNG renderer fills the same outline as the PDF's non-zero fill (rasterised by poppler), whether
    the PDF draws the icon's path in place or places the icon's form (as the print sheets do)."""
    icon = Icon(name, 2.0, 2.0, 36.0, "#000000", turned=turned)
    face = Face(40.0, 40.0, 0.0, (Rect(0, 0, 40, 40, fill="#ffffff"), icon))
    png = render_face(face, 100, bleed=False).convert("L")
    buffer = io.BytesIO()
    canvas = new_canvas(buffer, (40 * 72 / 25.4, 40 * 72 / 25.4), name)
    if through_forms:
        FaceForms(canvas).place(face, 0.0, 40 * 72 / 25.4, Sides.all(0.0))
    else:
        draw_face(canvas, face, 0.0, 40 * 72 / 25.4, Sides.all(0.0))
    canvas.showPage()
    canvas.save()
    (tmp_path / "icon.pdf").write_bytes(buffer.getvalue())
    command = ["pdftoppm", "-r", "100", "-gray", "-png", "-singlefile", tmp_path / "icon.pdf", tmp_path / "icon"]
    subprocess.run(command, check=True)
    pdf = Image.open(tmp_path / "icon.png").convert("L").crop((0, 0, *png.size))
    ink = [image.point(lambda value: 255 if value < 128 else 0) for image in (png, pdf)]
    near = [image.filter(ImageFilter.MaxFilter(3)) for image in ink]  # a pixel of rounding either way
    only_png = ImageChops.subtract(ink[0], near[1]).histogram()[255]
    only_pdf = ImageChops.subtract(ink[1], near[0]).histogram()[255]
    assert (only_png + only_pdf) / (png.width * png.height) < 0.002


def test_outlines_are_kept_between_builds_and_a_damaged_copy_is_parsed_again(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    from generator.layout import icons

    monkeypatch.setattr(icons, "OUTLINE_CACHE", tmp_path)
    icons._kept_outlines.cache_clear()
    icons.outline.cache_clear()
    try:
        parsed = icons.outline("tiger")
        kept = icons._kept_outlines() / "tiger.marshal"
        assert kept.is_file()
        icons.outline.cache_clear()
        assert icons.outline("tiger") == parsed
        kept.write_bytes(b"\x00 not an outline")
        icons.outline.cache_clear()
        assert icons.outline("tiger") == parsed
    finally:
        icons._kept_outlines.cache_clear()
        icons.outline.cache_clear()
