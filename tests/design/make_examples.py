"""Regenerate the example images of the README and the site (``site/docs/assets/examples/*.png``).

    .venv/bin/python tests/design/make_examples.py

One card of each game in both styles and each game's back, at 100 dpi with their bleed; an A4 sheet
of Monarch's market deck and Royal Menagerie's mat, from a real build rasterised by poppler at 55 dpi.
"""

from __future__ import annotations

import subprocess
import sys
import tempfile
from pathlib import Path

from PIL import Image

from generator.data.folder import found_game_ids
from generator.data.load import load_game
from generator.data.model import Card, Game
from generator.games import back, front
from generator.layout.shapes import Face
from generator.layout.units import Style
from generator.render.png import render_face

REPO = Path(__file__).resolve().parents[2]
EXAMPLES = REPO / "site" / "docs" / "assets" / "examples"
LARGE_MM = 100.0
"""Components wider than this are surfaces (mats, boards), not cards."""
DPI = 100
GAP_PX = 14


def row(faces: list[Face], path: Path) -> None:
    """The faces side by side on white, ``GAP_PX`` apart."""
    images = [render_face(face, DPI) for face in faces]
    width = sum(image.width for image in images) + GAP_PX * (len(images) + 1)
    height = max(image.height for image in images) + 2 * GAP_PX
    strip = Image.new("RGB", (width, height), "#ffffff")
    x = GAP_PX
    for image in images:
        strip.paste(image, (x, GAP_PX))
        x += image.width + GAP_PX
    strip.save(path, optimize=True)


def sheet_page(build: Path, pdf: str, path: Path) -> None:
    """Page 1 of a built PDF at 55 dpi."""
    stem = Path(tempfile.mkdtemp()) / "page"
    subprocess.run(["pdftoppm", "-r", "55", "-png", "-singlefile", build / pdf, stem], check=True)
    Image.open(f"{stem}.png").convert("RGB").save(path, optimize=True)


def shown_card(game: Game) -> Card:
    """The card a game shows first: the first face its learn-to-play pictures that is a card, not a surface."""
    faces = game.learn.faces if game.learn else ()
    cards = [game.card(face) for face in faces] + list(game.cards)
    return next(card for card in cards if game.deck(card.deck).format.width_mm <= LARGE_MM)


def main() -> None:
    """Write every example image: a card of every game found, the first deck's sheet and the first mat found."""
    games = [load_game(game_id) for game_id in found_game_ids()]
    cards = [(game, shown_card(game)) for game in games]
    for style in Style:
        faces = [front(game, card, 3.0, style) for game, card in cards]
        row(faces, EXAMPLES / ("cards-fronts.png" if style == Style.FULL else "cards-fronts-light.png"))
    backs = [back(game, game.deck(card.deck), 3.0) for game, card in cards]
    row([face for face in backs if face is not None], EXAMPLES / "cards-backs.png")
    sheet_game = games[0]
    mat_game, mat_deck = next(
        (game, deck)
        for game in games
        for deck in game.decks
        if deck.format.width_mm > LARGE_MM and not deck.double_sided
    )
    with tempfile.TemporaryDirectory() as out:
        command = [sys.executable, "-m", "generator", "build", "--out", out, "--paper", "a4", "--style", "full"]
        subprocess.run([*command, "--game", sheet_game.id, "--game", mat_game.id, "--no-site"], check=True)
        sheet = f"{sheet_game.id}/{sheet_game.id}-{sheet_game.decks[0].id}-a4.pdf"
        sheet_page(Path(out), sheet, EXAMPLES / "sheet-a4.png")
        sheet_page(Path(out), f"{mat_game.id}/{mat_game.id}-{mat_deck.id}-a4.pdf", EXAMPLES / "mat-a4.png")


if __name__ == "__main__":
    main()
