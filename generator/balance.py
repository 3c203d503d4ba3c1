"""The balance page of each game: simulated figures and their plots, as SVG drawn here at build time.

The figures come from ``generator.simulate`` with greedy bots (and the seats of any more bots a game's folder names),
``PAGE_GAMES`` games per player count. Simulating them takes minutes, so they are kept with the game's card data,
in ``<data>/<game>/balance.json``, with the fingerprint of what they were computed from (``fingerprint``: the
game's card data, its rules and the simulator): ``pnp balance`` writes the file, every build reads it. A file
whose fingerprint is not the one of the inputs as they stand is stale: its page shows it with a note saying so,
as does the build's summary. The file is card data like any other, from whoever shared the folder: it is read
with a bound on its size and held to the figures' shape before a plot is drawn from it.
"""

from __future__ import annotations

import hashlib
import json
import math
import tomllib
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from html import escape
from pathlib import Path
from typing import Any, Protocol

from markupsafe import Markup

from generator.files.checkout import GENERATOR
from generator.files.reading import UnreadableFile, read_regular_file
from generator.files.writing import write_file
from generator.quoting import shorten
from generator.scoring.catalog import CATALOG_FILES, Catalog, load_catalog
from generator.scoring.games import package_name
from generator.simulate import ROUND_CAP, simulate
from generator.simulate.run import SimulatedGame

PAGE_GAMES = 100
"""Games per player count behind a balance page."""
PAGE_SEED = 1
BALANCE_FILE = "balance.json"
"""In a game's card data folder: its balance page's figures, as ``pnp balance`` wrote them."""
MAX_BALANCE_BYTES = 4 * 1024 * 1024
"""The largest balance file read: a few hundred times one with 2,000 kinds of card."""
MOST_PLAYERS = 64
MOST_NAMES = 10_000
"""Most entries of a figure by name (cards, or a game's own): more than any game's cards."""
MOST_NAME_CHARS = 80
LARGEST_FIGURE = 10**9
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


@dataclass(frozen=True)
class KeptFigures:
    """A game's balance figures as its card data keeps them: the ``simulate`` results by player count and bot
    (None when there are none to show), and what the page and the build's summary say of them ("" when they are
    those of the card data and rules as they stand)."""

    results: Mapping[str, Any] | None
    note: str = ""


DRAWING_MODULES = frozenset({"faces.py", "example.py", "table.py"})
"""The modules of a game's own folder that only draw its print files (its faces, its worked example, its table at
setup): a change to them changes no simulation, so it leaves the kept figures current."""
CHECKING_MODULES = frozenset({"printable.py", "complete.py"})
"""The modules of the shared games folder that only check the card data and the code for ``validate`` (what the
print files need; a game's half-added parts): as for ``DRAWING_MODULES``."""


WORDING_FIELDS = frozenset({"text", "flavor", "design_note", "icon", "icon_note"})
"""The fields of a card that only its printed face and the site show (its rules text, flavour, picture and the
designer's notes): no scoring, bot or simulation reads them, so editing them leaves the kept figures current."""


def played_part(data: dict[str, Any]) -> dict[str, Any]:
    """A parsed catalog file without the cards' ``WORDING_FIELDS``."""
    cards = data.get("card")
    if not isinstance(cards, list):
        return data
    played = [
        {key: value for key, value in card.items() if key not in WORDING_FIELDS} if isinstance(card, dict) else card
        for card in cards
    ]
    return {**data, "card": played}


def fingerprint(balanced: BalancedGame, data_dir: Path) -> str:
    """A hash of everything the figures depend on: the page's settings, the game's card data as the scoring reads
    it (parsed: its layout and comments change nothing, nor do its cards' ``WORDING_FIELDS``), and the code that
    plays it: the shared scoring and
    simulator modules, the game's scoring package and its own folder but for what only draws (each file by its
    path)."""
    settings = [PAGE_GAMES, PAGE_SEED, ROUND_CAP, balanced.balance.players, balanced.balance.bots]
    digest = hashlib.sha256(json.dumps(settings).encode())
    for name in CATALOG_FILES:  # read anew: ``load_catalog`` keeps what it read once
        data = tomllib.loads(read_regular_file(data_dir / balanced.id / name, inside=data_dir).decode("utf-8"))
        digest.update(json.dumps(played_part(data), sort_keys=True, default=str).encode())
    package = package_name(balanced.id)
    folders = ("scoring", f"scoring/{package}", "simulate", "games", f"games/{package}")
    code = sorted(
        path
        for folder in folders
        for path in (GENERATOR / folder).glob("*.py")
        if not (folder == f"games/{package}" and path.name in DRAWING_MODULES)
        and not (folder == "games" and path.name in CHECKING_MODULES)
    )
    for path in code:
        digest.update(str(path.relative_to(GENERATOR)).encode() + b"\0" + path.read_bytes())
    return digest.hexdigest()[:24]


def simulated(balanced: BalancedGame, data_dir: Path, jobs: int = 1) -> dict[str, Any]:
    """The page's ``simulate`` results, by player count and then by bot (each bot plays every seat), played by
    ``jobs`` processes (0: one per core)."""
    catalog = load_catalog(balanced.id, str(data_dir))
    return {
        str(players): {
            bot: simulate(balanced, players, PAGE_GAMES, PAGE_SEED, [bot], catalog=catalog, jobs=jobs)
            for bot in balanced.balance.bots
        }
        for players in page_players(balanced, catalog)
    }


def write_figures(balanced: BalancedGame, data_dir: Path, jobs: int = 1) -> Path:
    """Simulate a game's balance figures and keep them in its card data folder (``BALANCE_FILE``); the file's path."""
    document = {
        "about": f"The figures of the balance page, written by `pnp balance {balanced.id}`: not to be edited.",
        "fingerprint": fingerprint(balanced, data_dir),
        "results": simulated(balanced, data_dir, jobs),
    }
    path = data_dir / balanced.id / BALANCE_FILE
    write_file(path, (json.dumps(document, indent=1) + "\n").encode())
    return path


def kept_figures(balanced: BalancedGame, data_dir: Path) -> KeptFigures:
    """The figures kept in a game's card data folder, with a note when they are stale, missing or unreadable."""
    path = data_dir / balanced.id / BALANCE_FILE
    command = f"the command pnp balance {balanced.id}"
    try:
        document = json.loads(read_regular_file(path, MAX_BALANCE_BYTES, inside=data_dir), parse_constant=refuse)
        catalog = load_catalog(balanced.id, str(data_dir))
        problem = figures_problem(balanced, document) or card_problem(document, catalog)
    except FileNotFoundError:
        return KeptFigures(None, f"No figures yet: {command} simulates them.")
    except (UnreadableFile, ValueError, RecursionError) as error:
        problem = "nested too deeply" if isinstance(error, RecursionError) else str(error)
    if problem is not None:
        return KeptFigures(
            None, f"{BALANCE_FILE} holds no figures this page can show ({problem}); {command} writes it again."
        )
    if document["fingerprint"] != fingerprint(balanced, data_dir):
        return KeptFigures(
            document["results"],
            "These figures are out of date: the card data or the rules changed since they were simulated; "
            f"{command} brings them up to date.",
        )
    return KeptFigures(document["results"])


def figures_problem(balanced: BalancedGame, document: Any) -> str | None:
    """What keeps a balance file's document from being shown, or None: its shape, each figure a number in its
    range, known bots, and the page's plots drawn from it (a game's own plots read figures of its own)."""
    if not isinstance(document, dict) or not isinstance(document.get("fingerprint"), str):
        return "no fingerprint"
    results = document.get("results")
    if not isinstance(results, dict) or not 0 < len(results) <= MOST_PLAYERS:
        return "no results by player count"
    for count, by_bot in results.items():
        if not (count.isdecimal() and 0 < int(count) <= MOST_PLAYERS):
            return "a player count that is no number of players"
        if not isinstance(by_bot, dict) or not by_bot or not set(by_bot) <= set(balanced.bot_words):
            return f"{count} players: no results by bot of this game"
        for bot, result in by_bot.items():
            problem = result_problem(result, int(count))
            if problem is not None:
                return f"{count} players, {bot}: {problem}"
    try:
        page_plots(balanced, results, {})
    except (KeyError, TypeError, ValueError, IndexError, ZeroDivisionError, StopIteration) as error:
        return f"its plots cannot be drawn ({type(error).__name__})"
    return None


def card_problem(document: dict[str, Any], catalog: Catalog) -> str | None:
    """The first card a balance file's figures name that the game does not have (the file was simulated for
    other cards, or edited), or None. ``document`` has the shape ``figures_problem`` checks."""
    for by_bot in document["results"].values():
        for result in by_bot.values():
            for card_id in result["cards"]:
                if catalog.card(card_id) is None:
                    return f"cards: the game has no card {shorten(card_id, 40)!r}"
    return None


SHARED_FIGURES = ("game", "players", "seed", "bots", "bot_wins", "games", "wins", "rounds", "unfinished", "cards")
"""The figures of every simulation (the plots read ``games`` to ``cards``); any other is a game's own."""


def result_problem(result: Any, players: int) -> str | None:
    """What is wrong with one simulation's figures (``simulate``'s result) of ``players`` players, or None."""
    if not isinstance(result, dict):
        return "not a table of figures"
    games, wins, rounds = result.get("games"), result.get("wins"), result.get("rounds")
    if not (isinstance(games, int) and number(games, 1, LARGEST_FIGURE)):
        return "games: not a number of games"
    if not (isinstance(wins, list) and len(wins) == players and all(number(share, 0, 1) for share in wins)):
        return f"wins: not {players} shares"
    if not (isinstance(rounds, dict) and all(number(rounds.get(key), 0, ROUND_CAP) for key in ("mean", "max"))):
        return "rounds: no mean and longest games"
    if not number(result.get("unfinished"), 0, games):
        return "unfinished: not a number of games"
    if not card_tallies(result.get("cards")):
        return "cards: not the times each card was offered and taken"
    for key, figure in result.items():
        if key not in SHARED_FIGURES and not game_figure(figure):
            return f"{shorten(key, 40)}: not a figure"
    return None


def number(value: Any, low: float, high: float) -> bool:
    """Whether ``value`` is a JSON number (not a truth value) from ``low`` to ``high``."""
    return isinstance(value, (int, float)) and not isinstance(value, bool) and low <= value <= high


def by_name(value: Any) -> bool:
    """Whether ``value`` is an object of at most ``MOST_NAMES`` entries, each named by a short text."""
    return isinstance(value, dict) and len(value) <= MOST_NAMES and all(len(name) <= MOST_NAME_CHARS for name in value)


def card_tallies(value: Any) -> bool:
    """Whether ``value`` gives, by card, the times it was ``offered`` and ``taken``."""
    return by_name(value) and all(
        isinstance(tally, dict)
        and set(tally) == {"offered", "taken"}
        and all(number(count, 0, LARGEST_FIGURE) for count in tally.values())
        for tally in value.values()
    )


def game_figure(value: Any) -> bool:
    """Whether ``value`` is a figure a game counts for itself: a number, numbers by name, or those by name."""

    def numbers(item: Any) -> bool:
        return by_name(item) and all(number(inner, 0, LARGEST_FIGURE) for inner in item.values())

    return number(value, 0, LARGEST_FIGURE) or (
        by_name(value) and all(number(item, 0, LARGEST_FIGURE) or numbers(item) for item in value.values())
    )


def refuse(constant: str) -> None:
    """``json.loads``' ``parse_constant``: NaN and infinities are no figures."""
    raise ValueError(f"{constant} is not a number")


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
