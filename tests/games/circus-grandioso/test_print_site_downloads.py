"""Circus Grandioso's overview page offers the bundles in both styles and the rules booklets first, then every other
file."""

from __future__ import annotations

from generator.balance import KeptFigures
from generator.data.load import load_game
from generator.games import declaration
from generator.pages import Download, game_pages
from generator.simulate import simulate

GAME = "circus-grandioso"


def download(name: str, kind: str, paper: str | None, style: str | None, pages: int | None = None) -> Download:
    return Download(f"downloads/{GAME}/{name}", kind, paper, pages, None, style)


def overview(downloads: list[Download]) -> str:
    declared = declaration(GAME)  # a few simulated games: the game's pages include its balance page
    figures = {str(count): {"greedy": simulate(declared, count, 2, 1, ["greedy"])} for count in (2, 3)}
    pages = game_pages(load_game(GAME), downloads, {}, KeptFigures(figures))
    return next(page.markdown for page in pages if page.path.endswith("/index.md"))


def test_bundles_of_both_styles_and_the_booklets_come_first_by_paper() -> None:
    text = overview(
        [
            download("circus-grandioso-bundle-a4.pdf", "bundle", "a4", "full", 19),
            download("circus-grandioso-bundle-letter.pdf", "bundle", "letter", "full", 19),
            download("circus-grandioso-bundle-light-a4.pdf", "bundle", "a4", "light", 19),
            download("circus-grandioso-rules-a4.pdf", "rules", "a4", None),
            download("circus-grandioso-circus-light-a4.pdf", "cards", "a4", "light", 14),
        ]
    )
    link = '<a href="../../downloads/circus-grandioso/{0}">{0}</a>'
    assert (
        f"| Bundle, full colour | {link.format('circus-grandioso-bundle-a4.pdf')} (19 pages) | "
        f"{link.format('circus-grandioso-bundle-letter.pdf')} (19 pages) |"
    ) in text
    assert (
        f"| Bundle, printer-friendly | {link.format('circus-grandioso-bundle-light-a4.pdf')} (19 pages) | — |" in text
    )
    assert f"| Rules booklet | {link.format('circus-grandioso-rules-a4.pdf')} | — |" in text
    assert f"| {link.format('circus-grandioso-circus-light-a4.pdf')} | cards | printer-friendly | a4 | 14 | — |" in text
    assert text.count("circus-grandioso-bundle-a4.pdf</a>") == 1  # not listed again among the single files
