"""The balance page of each game: simulated figures and their plots, as SVG drawn here at build time.

The figures come from ``generator.simulate`` with greedy bots (and the seats of any more bots a game's folder names), a
modest number of games per player count (``PAGE_GAMES``) so that a cold site build stays quick; they are cached by
content (the game's card data, the scoring and simulator code and these settings), so an unchanged rebuild reads
them back at once.
"""

from __future__ import annotations

import hashlib
import json
import math
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from html import escape
from pathlib import Path
from typing import Any, Protocol

from markupsafe import Markup

from generator.files.checkout import GENERATOR
from generator.files.reading import read_regular_file
from generator.files.writing import write_file
from generator.scoring.catalog import CATALOG_FILES, Catalog, load_catalog
from generator.simulate import simulate
from generator.simulate.run import SimulatedGame

PAGE_GAMES = 100
"""Games per player count behind a balance page."""
PAGE_SEED = 1
Plots = Callable[[dict[str, Any], dict[str, str]], list[tuple[str, Markup]]]
"""The plots of what only one game counts, from its balance page's figures and the cards' names."""


@dataclass(frozen=True)
class BalancePage:
    """What a game's balance page simulates and shows beyond the shared plots (its folder may say)."""

    players: tuple[int, ...] = ()
    """The player counts it simulates (none: every count the game allows)."""
    bots: tuple[str, ...] = ("greedy",)
    """The bots whose self-play it shows side by side; the first one's games give its other figures."""
    plots: Plots | None = None
    ended_by: Callable[[dict[str, Any]], str] | None = None
    """A note on how one player count's games ended (a data text, references allowed), from its figures."""
    offered: str = "a card open to the choice of the player to act"
    """What "offered" means on the page: where a card is when a player could take it."""


class BalancedGame(SimulatedGame, Protocol):
    """A game as its balance page simulates it (its declaration): its page, and each bot's words on it: its
    name in the plots' legends and what the page says it does."""

    @property
    def balance(self) -> BalancePage: ...

    @property
    def bot_words(self) -> Mapping[str, tuple[str, str]]: ...


def page_players(balanced: BalancedGame, catalog: Catalog) -> tuple[int, ...]:
    """The player counts a game's balance page simulates: its page's, or every count the game allows."""
    fewest, most = balanced.rules.player_range(catalog)
    return balanced.balance.players or tuple(range(fewest, most + 1))


INK, FAIR = "#2b2b2b", "#b0413e"
SERIES = ("#3b6ea5", "#c9a227", "#5f8f4e")
"""The bars' colours, one per series of a grouped plot (the first for a plain one)."""
HALO = 'stroke="#fff" stroke-width="3" paint-order="stroke"'
"""A white edge round a figure, so that the fair-share line never runs through it."""
BAR_WIDTH = 220
"""Plots are drawn at their own size (12 px text), narrow enough for a phone: the longest bar is this wide."""
CHAR_WIDTH = 7
"""About the width of one character of the plots' 12 px sans-serif text."""


def _label_width(labels: list[str]) -> int:
    """Room for the longest of ``labels`` left of the bars."""
    return 12 + CHAR_WIDTH * max((len(label) for label in labels), default=0)


def chance_margin(games: int) -> float:
    """How many points a seat's share of ``games`` 2-player games strays from its long-run value by chance alone,
    19 times in 20 (1.96 standard errors of a fair share).

    >>> round(chance_margin(100), 1), round(chance_margin(2000), 1)
    (9.8, 2.2)
    """
    return 100 * 1.96 * math.sqrt(0.25 / games)


def content_key(balanced: BalancedGame, data_dir: Path) -> str:
    """A hash of everything the figures depend on: card data, the scoring, simulator and declarations' code (each
    file by its path: several games' packages have a ``state.py``), page settings."""
    settings = [PAGE_GAMES, PAGE_SEED, balanced.balance.players, balanced.balance.bots]
    digest = hashlib.sha256(json.dumps(settings).encode())
    sources = [(f"{balanced.id}/{name}", data_dir / balanced.id / name) for name in CATALOG_FILES]
    code = [path for folder in ("scoring", "simulate", "games") for path in (GENERATOR / folder).rglob("*.py")]
    sources += sorted((str(path.relative_to(GENERATOR)), path) for path in code)
    for name, path in sources:
        digest.update(name.encode())
        digest.update(read_regular_file(path))
    return digest.hexdigest()[:24]


def figures(balanced: BalancedGame, data_dir: Path, cache: Path) -> dict[str, Any]:
    """The page's ``simulate`` results, by player count and then by bot (each bot plays every seat), from the
    cache when the content is unchanged."""
    game_id = balanced.id
    cached = cache / f"{game_id}-{content_key(balanced, data_dir)}.json"
    if cached.exists():
        result: dict[str, Any] = json.loads(cached.read_text(encoding="utf-8"))
        return result
    catalog = load_catalog(game_id, str(data_dir))
    result = {
        str(players): {
            bot: simulate(balanced, players, PAGE_GAMES, PAGE_SEED, [bot], catalog=catalog)
            for bot in balanced.balance.bots
        }
        for players in page_players(balanced, catalog)
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
        bars.append(
            f'<rect x="{label_width}" y="{y}" width="{width:.1f}" height="{row_height - 5}" fill="{SERIES[0]}"/>'
        )
        texts.append(f'<text x="{label_width + width + 4:.1f}" y="{y + 12}" {HALO} fill="{INK}">{figure}</text>')
    height = len(rows) * row_height + 8
    if mark is not None:
        x = label_width + bar_width * mark / scale
        bars.append(f'<line x1="{x:.1f}" y1="0" x2="{x:.1f}" y2="{height}" stroke="{FAIR}" stroke-dasharray="4 3"/>')
    figure_width = max(60, CHAR_WIDTH * max(map(len, figures), default=0) + 8)
    return _svg(label_width + bar_width + figure_width, height, title, bars + texts)


def group_chart(
    title: str, rows: list[tuple[str, list[float]]], names: tuple[str, ...], mark: float | None = None
) -> Markup:
    """A bar per series in each row (label, one share per series), a legend naming the series, and ``mark``
    as a reference line (the fair share): seat shares of several bots, or a banner held and its holder's wins."""
    label_width, bar_width, bar_height = _label_width([label for label, _ in rows]), BAR_WIDTH, 11
    row_height = bar_height * len(names) + 8
    bars, texts = [], []
    for index, (label, values) in enumerate(rows):
        y = index * row_height + 4
        texts.append(
            f'<text x="{label_width - 6}" y="{y + row_height / 2 + 1:.0f}" text-anchor="end" fill="{INK}">'
            f"{escape(label)}</text>"
        )
        for series, (value, colour) in enumerate(zip(values, SERIES, strict=False)):
            top, width = y + series * (bar_height + 1), bar_width * value
            bars.append(
                f'<rect x="{label_width}" y="{top}" width="{width:.1f}" height="{bar_height}" fill="{colour}"/>'
            )
            texts.append(
                f'<text x="{label_width + width + 4:.1f}" y="{top + 10}" {HALO} fill="{INK}">{100 * value:.0f} %</text>'
            )
    legend_top = len(rows) * row_height + 6
    if mark is not None:
        x = label_width + bar_width * mark
        bars.append(
            f'<line x1="{x:.1f}" y1="0" x2="{x:.1f}" y2="{legend_top - 2}" stroke="{FAIR}" stroke-dasharray="4 3"/>'
        )
    for line, (name, colour) in enumerate(zip(names, SERIES, strict=False)):
        y = legend_top + 18 * line
        texts.append(f'<rect x="{label_width}" y="{y}" width="10" height="10" fill="{colour}"/>')
        texts.append(f'<text x="{label_width + 14}" y="{y + 9}" fill="{INK}">{escape(name)}</text>')
    legend_width = 14 + CHAR_WIDTH * max(map(len, names))
    height = legend_top + 18 * len(names)
    return _svg(label_width + max(bar_width + 60, legend_width), height, title, bars + texts)


def seat_chart(players: int, by_bot: dict[str, Any], words: Mapping[str, tuple[str, str]]) -> Markup:
    """Each seat's share of the wins with the fair share marked: one bar per seat, or one per bot and seat."""
    title = f"Wins by seat, {players} players"
    if len(by_bot) == 1:
        (result,) = by_bot.values()
        return bar_chart(title, [(f"seat {seat + 1}", share) for seat, share in enumerate(result["wins"])], 1 / players)
    rows = [(f"seat {seat + 1}", [result["wins"][seat] for result in by_bot.values()]) for seat in range(players)]
    return group_chart(title, rows, tuple(words[bot][0] for bot in by_bot), mark=1 / players)


def farthest_seats(results: dict[str, Any]) -> list[dict[str, Any]]:
    """Per bot, the seat whose share of the wins lies farthest from a fair share, over every player count.

    >>> farthest_seats({"2": {"greedy": {"wins": [0.45, 0.55]}}, "3": {"greedy": {"wins": [0.3, 0.3, 0.4]}}})
    [{'bot': 'greedy', 'players': 3, 'seat': 3, 'share': 0.4, 'fair': 0.3333}]
    """
    farthest = []
    for bot in results[next(iter(results))]:
        players, seat, share = max(
            (
                (int(count), seat + 1, share)
                for count in results
                for seat, share in enumerate(results[count][bot]["wins"])
            ),
            key=lambda found: abs(found[2] - 1 / found[0]),
        )
        farthest.append({"bot": bot, "players": players, "seat": seat, "share": share, "fair": round(1 / players, 4)})
    return farthest


def page_plots(balanced: BalancedGame, results: dict[str, Any], names: dict[str, str]) -> dict[str, Any]:
    """The plots and captions of one game's balance page, from ``figures``' results."""
    counts = list(results)
    bots = list(results[counts[0]])
    ended_by = balanced.balance.ended_by
    words = balanced.bot_words
    seats = [(f"{count} players", seat_chart(int(count), results[count], words)) for count in counts]
    farthest = farthest_seats(results)
    results = {count: results[count][bots[0]] for count in counts}
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
        "bots": [(bot, *words[bot]) for bot in bots],
        "margin": chance_margin(results[counts[0]]["games"]),
        "seats": seats,
        "farthest": [{**seat, "name": words[seat["bot"]][0]} for seat in farthest],
        "length": length,
        "cards": bar_chart("Take rate of each card: taken / offered", rates) if rates else None,
        "unfinished": {count: results[count]["unfinished"] for count in counts},
        "maxima": {count: results[count]["rounds"]["max"] for count in counts},
        "ended_by": {count: ended_by(results[count]) if ended_by else "" for count in counts},
        "extra": None,
    }
    if balanced.balance.plots is not None:
        plots["extra"] = balanced.balance.plots(results, names)
    return plots
