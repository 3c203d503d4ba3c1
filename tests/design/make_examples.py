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

from generator.data.load import load_game
from generator.games import back, front
from generator.layout.shapes import Face
from generator.layout.units import Style
from generator.render.png import render_face

REPO = Path(__file__).resolve().parents[2]
EXAMPLES = REPO / "site" / "docs" / "assets" / "examples"
CARDS = (
    ("royal-menagerie", "galapagos-tortoise"),
    ("monarch", "granary-keeper"),
    ("circus-grandioso", "tiger"),
    ("royal-shuffle", "seven-of-hearts"),
    ("animal-kingdoms", "elder-dragon"),
)
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


def main() -> None:
    """Write every example image."""
    games = {game_id: load_game(game_id) for game_id, _ in CARDS}
    for style in Style:
        faces = [front(games[game_id], games[game_id].card(card_id), 3.0, style) for game_id, card_id in CARDS]
        row(faces, EXAMPLES / ("cards-fronts.png" if style == Style.FULL else "cards-fronts-light.png"))
    backs = []
    for game_id, card_id in CARDS:
        game = games[game_id]
        face = back(game, game.deck(game.card(card_id).deck), 3.0)
        assert face is not None
        backs.append(face)
    row(backs, EXAMPLES / "cards-backs.png")
    with tempfile.TemporaryDirectory() as out:
        command = [sys.executable, "-m", "generator", "build", "--out", out, "--paper", "a4", "--style", "full"]
        subprocess.run([*command, "--game", "monarch", "--game", "royal-menagerie", "--no-site"], check=True)
        sheet_page(Path(out), "monarch/monarch-market-a4.pdf", EXAMPLES / "sheet-monarch-market-a4.png")
        sheet_page(Path(out), "royal-menagerie/royal-menagerie-mats-a4.pdf", EXAMPLES / "mat-royal-menagerie-a4.png")


if __name__ == "__main__":
    main()
