"""The balance page of each game: simulated figures and their plots, as SVG drawn here at build time.

The figures come from ``generator.simulate`` with greedy bots, a modest number of games per player count
(``PAGE_GAMES``) so that a cold site build stays quick; they are cached by content (the game's card data,
the scoring and simulator code and these settings), so an unchanged rebuild reads them back at once.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable
from html import escape
from pathlib import Path
from typing import Any, Protocol

from markupsafe import Markup

from generator.files.checkout import GENERATOR
from generator.files.reading import read_regular_file
from generator.files.writing import write_file
from generator.scoring.catalog import CATALOG_FILES
from generator.simulate import simulate
from generator.simulate.run import SimulatedGame

PAGE_GAMES = 100
"""Games per player count behind a balance page."""
PAGE_SEED = 1


class BalancedGame(SimulatedGame, Protocol):
    """A game as its balance page simulates it (its declaration): the player counts the page shows."""

    @property
    def balance_players(self) -> tuple[int, ...]: ...

    @property
    def balance_plots(self) -> Callable[[dict[str, Any], dict[str, str]], list[tuple[str, Markup]]] | None: ...


INK, FAIR, BAR, SECOND = "#2b2b2b", "#b0413e", "#3b6ea5", "#c9a227"
HALO = 'stroke="#fff" stroke-width="3" paint-order="stroke"'
"""A white edge round a figure, so that the fair-share line never runs through it."""
BAR_WIDTH = 220
"""Plots are drawn at their own size (12 px text), narrow enough for a phone: the longest bar is this wide."""
CHAR_WIDTH = 7
"""About the width of one character of the plots' 12 px sans-serif text."""


def _label_width(labels: list[str]) -> int:
    """Room for the longest of ``labels`` left of the bars."""
    return 12 + CHAR_WIDTH * max((len(label) for label in labels), default=0)


def content_key(balanced: BalancedGame, data_dir: Path) -> str:
    """A hash of everything the figures depend on: card data, the scoring, simulator and declarations' code (each
    file by its path: five games have a ``state.py``), page settings."""
    digest = hashlib.sha256(json.dumps([PAGE_GAMES, PAGE_SEED, balanced.balance_players]).encode())
    sources = [(f"{balanced.id}/{name}", data_dir / balanced.id / name) for name in CATALOG_FILES]
    code = [path for folder in ("scoring", "simulate", "games") for path in (GENERATOR / folder).rglob("*.py")]
    sources += sorted((str(path.relative_to(GENERATOR)), path) for path in code)
    for name, path in sources:
        digest.update(name.encode())
        digest.update(read_regular_file(path))
    return digest.hexdigest()[:24]


def figures(balanced: BalancedGame, data_dir: Path, cache: Path) -> dict[str, Any]:
    """Each player count's ``simulate`` result for the page, from the cache when the content is unchanged."""
    from generator.scoring import load_catalog

    game_id = balanced.id
    cached = cache / f"{game_id}-{content_key(balanced, data_dir)}.json"
    if cached.exists():
        result: dict[str, Any] = json.loads(cached.read_text(encoding="utf-8"))
        return result
    catalog = load_catalog(game_id, str(data_dir))
    result = {
        str(players): simulate(balanced, players, PAGE_GAMES, PAGE_SEED, ["greedy"], catalog=catalog)
        for players in balanced.balance_players
    }
    write_file(cached, json.dumps(result).encode())
    return result


# ---- SVG ------------------------------------------------------------------------------------------------


def _svg(width: int, height: int, title: str, body: list[str]) -> Markup:
    """The plot as markup the page templates print as it is (every text in it is escaped here)."""
    return Markup(
        f'<svg class="pnp-plot" viewBox="0 0 {width} {height}" width="{width}" height="{height}" role="img" '
        f'aria-label="{escape(title)}" xmlns="http://www.w3.org/2000/svg" font-family="sans-serif" font-size="12">'
        f"<title>{escape(title)}</title>{''.join(body)}</svg>"
    )


def bar_chart(title: str, rows: list[tuple[str, float]], mark: float | None = None, unit: str = "%") -> Markup:
    """Horizontal bars, one per row (label, value); ``mark`` draws a reference line (the fair share)."""
    label_width, bar_width, row_height = _label_width([label for label, _ in rows]), BAR_WIDTH, 18
    top = max((value for _, value in rows), default=1.0)
    scale = max(top, mark or 0.0, 1e-9)
    figures = [f"{100 * value:.0f} %" if unit == "%" else f"{value:.1f} {unit}" for _, value in rows]
    bars, texts = [], []
    for index, ((label, value), figure) in enumerate(zip(rows, figures, strict=True)):
        y = index * row_height + 4
        width = bar_width * value / scale
        texts.append(f'<text x="{label_width - 6}" y="{y + 12}" text-anchor="end" fill="{INK}">{escape(label)}</text>')
        bars.append(f'<rect x="{label_width}" y="{y}" width="{width:.1f}" height="{row_height - 5}" fill="{BAR}"/>')
        texts.append(f'<text x="{label_width + width + 4:.1f}" y="{y + 12}" {HALO} fill="{INK}">{figure}</text>')
    height = len(rows) * row_height + 8
    if mark is not None:
        x = label_width + bar_width * mark / scale
        bars.append(f'<line x1="{x:.1f}" y1="0" x2="{x:.1f}" y2="{height}" stroke="{FAIR}" stroke-dasharray="4 3"/>')
    figure_width = max(60, CHAR_WIDTH * max(map(len, figures), default=0) + 8)
    return _svg(label_width + bar_width + figure_width, height, title, bars + texts)


def pair_chart(title: str, rows: list[tuple[str, float, float]], names: tuple[str, str]) -> Markup:
    """Two bars per row (label, first, second), for shares such as a banner held and its holder's wins."""
    label_width, bar_width, row_height = _label_width([label for label, _, _ in rows]), BAR_WIDTH, 30
    body = []
    for index, (label, first, second) in enumerate(rows):
        y = index * row_height + 4
        body.append(f'<text x="{label_width - 6}" y="{y + 16}" text-anchor="end" fill="{INK}">{escape(label)}</text>')
        for offset, value, colour in ((0, first, BAR), (12, second, SECOND)):
            width = bar_width * value
            body.append(f'<rect x="{label_width}" y="{y + offset}" width="{width:.1f}" height="11" fill="{colour}"/>')
            body.append(
                f'<text x="{label_width + width + 4:.1f}" y="{y + offset + 10}" fill="{INK}">{100 * value:.0f} %</text>'
            )
    legend_top = len(rows) * row_height + 6
    for line, (name, colour) in enumerate(zip(names, (BAR, SECOND), strict=True)):
        y = legend_top + 18 * line
        body.append(f'<rect x="{label_width}" y="{y}" width="10" height="10" fill="{colour}"/>')
        body.append(f'<text x="{label_width + 14}" y="{y + 9}" fill="{INK}">{escape(name)}</text>')
    legend_width = 14 + CHAR_WIDTH * max(map(len, names))
    return _svg(label_width + max(bar_width + 60, legend_width), legend_top + 36, title, body)


def page_plots(balanced: BalancedGame, results: dict[str, Any], names: dict[str, str]) -> dict[str, Any]:
    """The plots and captions of one game's balance page."""
    counts = list(results)
    seats = [
        (
            f"{count} players",
            bar_chart(
                f"Wins by seat, {count} players",
                [(f"seat {seat + 1}", share) for seat, share in enumerate(results[count]["wins"])],
                mark=1 / int(count),
            ),
        )
        for count in counts
    ]
    length = bar_chart(
        "Mean game length in rounds",
        [(f"{count} players", float(results[count]["rounds"]["mean"])) for count in counts],
        unit="rounds",
    )
    cards: dict[str, list[int]] = {}
    for count in counts:
        for card, tally in results[count]["cards"].items():
            seen = cards.setdefault(card, [0, 0])
            seen[0] += tally["offered"]
            seen[1] += tally["taken"]
    rates = sorted(
        ((names.get(card, card), taken / offered) for card, (offered, taken) in cards.items() if offered),
        key=lambda row: -row[1],
    )
    plots: dict[str, Any] = {
        "seats": seats,
        "length": length,
        "cards": bar_chart("Take rate of each card: taken / offered", rates) if rates else None,
        "unfinished": {count: results[count]["unfinished"] for count in counts},
        "maxima": {count: results[count]["rounds"]["max"] for count in counts},
        "long_war": {count: results[count]["long_war"] for count in counts if "long_war" in results[count]},
        "extra": None,
    }
    if balanced.balance_plots is not None:
        plots["extra"] = balanced.balance_plots(results, names)
    return plots


def banner_plots(results: dict[str, Any], names: dict[str, str]) -> list[tuple[str, Markup]]:
    """Monarch: for each player count, how often each banner was held and how often its holder won."""
    return [
        (
            f"Banners, {count} players",
            pair_chart(
                f"Banners, {count} players: held, and its holder's wins",
                [(names.get(b, b), v["held"], v["won"]) for b, v in results[count]["banners"].items()],
                ("held: share of the games", "won by its holder: share of the games held"),
            ),
        )
        for count in results
    ]


def role_plots(results: dict[str, Any], names: dict[str, str]) -> list[tuple[str, Markup]]:
    """Royal Menagerie: the wins of each role (at its one player count)."""
    roles = next(iter(results.values()))["roles"]
    return [("Roles", bar_chart("Wins by role", [(names.get(role, role), share) for role, share in roles.items()]))]
