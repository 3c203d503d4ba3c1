"""Screenshots of each game's calculator (when it has one) and rules page, on a desktop and a phone viewport (a
script).

Builds the site (of the repository's card data, or of ``--data DIR``), opens it in headless Chromium and writes
small palette PNGs into ``site/docs/assets/screenshots/`` (the about page shows those of the games it finds):

    .venv/bin/python tests/site/take_screenshots.py [--data DIR] [--out DIR]
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from io import BytesIO
from pathlib import Path
from typing import Any

from PIL import Image

sys.path.insert(0, str(Path(__file__).resolve().parent))

from harness import DESKTOP, PHONE, launch, serve, wait_for_result

from generator.data.folder import found_game_ids
from generator.pages import SCREENSHOT_DEVICES, SCREENSHOT_PAGES, page_names
from generator.site import SITE, build_site

SCREENSHOTS = SITE / "docs" / "assets" / "screenshots"
PYRAMID_MOVES = ["elephant", "elephant", "rhino", "elephant", "rhino", "camel", "elephant", "rhino", "clown"]
"""Cards tapped into a calculator's pyramid (after its example) so its screenshot shows a pyramid under way."""
VIEWPORTS = {"desktop": DESKTOP, "phone": PHONE}


def small_png(png: bytes) -> bytes:
    """A screenshot reduced to a 128-colour palette: a fraction of the size, still crisp for text."""
    image = Image.open(BytesIO(png)).convert("RGB").quantize(colors=128, method=Image.Quantize.MEDIANCUT)
    buffer = BytesIO()
    image.save(buffer, "PNG", optimize=True)
    return buffer.getvalue()


def build_pyramid(page: Any) -> None:
    """Tap the first place that takes each card of ``PYRAMID_MOVES`` that the pyramid can take."""
    for card in PYRAMID_MOVES:
        button = page.locator(f".pnp-place[data-card='{card}']")
        if button.count():
            done = int(page.get_attribute(".pnp-calculator", "data-computations") or 0)
            button.first.click()
            wait_for_result(page, done + 1)


def shoot(page: Any, url: str, viewport: dict[str, int], target: Path, game_id: str) -> None:
    """Open ``url`` at ``viewport`` and save the visible part as a small PNG."""
    page.set_viewport_size(viewport)
    page.goto(url)
    if "/calculator/" in url:
        wait_for_result(page, game=game_id)
        done = int(page.get_attribute(".pnp-calculator", "data-computations") or 0)
        page.get_by_role("button", name="Load the example").click()
        wait_for_result(page, done + 1)
        pyramid = page.locator(".pnp-pyramid").count() > 0
        if pyramid:
            build_pyramid(page)
        phone_view = ".pnp-pyramid" if pyramid else ".pnp-form"
        shown = ".pnp-form" if viewport == DESKTOP else phone_view
        page.locator(shown).evaluate("element => scrollTo(0, element.getBoundingClientRect().top + scrollY - 64)")
    page.wait_for_timeout(300)
    target.write_bytes(small_png(page.screenshot()))


def main() -> None:
    """Build, serve and photograph the site."""
    from playwright.sync_api import sync_playwright

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", type=Path, default=None, help="card data folder (default: the repository's)")
    parser.add_argument("--out", type=Path, default=SCREENSHOTS, help=f"folder for the PNGs (default {SCREENSHOTS})")
    options = parser.parse_args()
    options.out.mkdir(parents=True, exist_ok=True)
    with (
        tempfile.TemporaryDirectory() as folder,
        serve(Path(folder) / "site") as base,
        sync_playwright() as playwright,
        tempfile.TemporaryDirectory() as profile,
    ):
        build_site(Path(folder) / "site", options.data, site_url=base)
        context = launch(playwright, Path(profile))
        page = context.new_page()
        for game_id in found_game_ids(options.data):
            shown = [name for name in SCREENSHOT_PAGES if f"{name}.md" in page_names(game_id)]
            for page_name in shown:
                for device in SCREENSHOT_DEVICES:
                    viewport = VIEWPORTS[device]
                    target = options.out / f"{game_id}-{page_name}-{device}.png"
                    shoot(page, f"{base}games/{game_id}/{page_name}/", viewport, target, game_id)
                    print(f"{target} ({target.stat().st_size // 1024} KB)")
        context.close()


if __name__ == "__main__":
    main()
