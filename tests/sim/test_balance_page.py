"""The balance page of a game, rendered from simulated figures (``generator.balance`` and ``balance.md.j2``), and the
figures kept with the card data (``pnp balance``): read back, stale, missing, or from someone else."""

from __future__ import annotations

import json
import os
import re
import shutil
from pathlib import Path

import pytest
from balance_pages import balance_page
from found_games import PLAYABLE
from typer.testing import CliRunner

from generator import balance
from generator.balance import HALO, bar_chart, farthest_seats
from generator.cli import app
from generator.data.folder import DEFAULT_DATA_DIR
from generator.data.load import load_game
from generator.games import declaration
from generator.pages import game_pages
from generator.scoring import load_catalog
from generator.scoring.games import package_name
from generator.simulate import simulate


def fewest_players(game_id: str) -> int:
    playable = declaration(game_id).playable
    assert playable is not None
    return playable.rules.player_range(load_catalog(game_id))[0]


def test_a_plot_writes_each_figure_with_its_unit_over_a_white_edge() -> None:
    """The figures name their unit, and the fair-share line is drawn before them, so never over them."""
    rounds = bar_chart("Mean game length in rounds", [("2 players", 8.46), ("3 players", 12.0)], unit="rounds")
    assert f'{HALO} fill="#2b2b2b">8.5 rounds</text>' in rounds and ">12.0 rounds</text>" in rounds
    seats = bar_chart("Wins by seat", [("seat 1", 0.28), ("seat 2", 0.72)], mark=0.5)
    assert seats.index("<line") < seats.index(">28 %</text>") < seats.index(">72 %</text>")


@pytest.mark.parametrize("game_id", PLAYABLE)
def test_the_page_names_each_bots_seat_farthest_from_a_fair_share(game_id: str) -> None:
    players = fewest_players(game_id)
    playable = declaration(game_id).playable
    assert playable is not None
    results = {str(players): {"greedy": simulate(playable, players, 6, 1, ["greedy"])}}
    (seat,) = farthest_seats(results)
    wins = results[str(players)]["greedy"]["wins"]
    fair = round(1 / players, 4)
    farthest = max(range(players), key=lambda index: abs(wins[index] - 1 / players))
    assert seat == {"bot": "greedy", "players": players, "seat": farthest + 1, "share": wins[farthest], "fair": fair}
    page = balance_page(game_id, (players,), 6)
    share, fair_share = f"{100 * seat['share']:.0f} %", f"{100 * fair:.0f} %"
    assert (
        f"seat {seat['seat']} at {players} players, with {share} of the wins against a fair share of {fair_share}."
        in (page)
    )


@pytest.mark.parametrize("game_id", PLAYABLE)
def test_the_page_says_how_far_its_few_games_stray_by_chance(game_id: str) -> None:
    """1.96 standard errors of a fair 2-player share over 6 games: 100 * 1.96 * sqrt(0.25 / 6) = 40.0 points."""
    page = balance_page(game_id, (fewest_players(game_id),), 6)
    assert "strays from its long-run value by up to about\n40 points, 19 times in 20." in page
    assert f"- `pnp simulate {game_id} --players {fewest_players(game_id)} --games 100 --seed 1`" in page


# ── The figures kept with the card data (balance.json) ────────────────────────────────────────────────────


@pytest.fixture
def data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A copy of the card data whose balance pages simulate 2 games per player count (their files taken out)."""
    monkeypatch.setattr(balance, "PAGE_GAMES", 2)
    folder = tmp_path / "card_data"
    shutil.copytree(DEFAULT_DATA_DIR, folder, ignore=shutil.ignore_patterns(balance.BALANCE_FILE))
    return folder


def playable(game_id: str) -> balance.BalancedGame:
    found = declaration(game_id).playable
    assert found is not None
    return found


def test_every_page_s_figures_are_kept_with_its_card_data_up_to_date_and_read_back() -> None:
    for game_id in PLAYABLE:
        path = DEFAULT_DATA_DIR / game_id / balance.BALANCE_FILE
        kept = balance.kept_figures(playable(game_id), DEFAULT_DATA_DIR)
        assert kept.note == "", game_id  # a release never shows "out of date": pnp balance after a change
        assert kept.results == json.loads(path.read_text(encoding="utf-8"))["results"], game_id


@pytest.mark.parametrize("game_id", PLAYABLE)
def test_pnp_balance_keeps_the_figures_and_leaves_them_alone_while_they_are_up_to_date(
    game_id: str, data: Path
) -> None:
    assert balance.kept_figures(playable(game_id), data) == balance.KeptFigures(
        None, f"No figures yet: the command pnp balance {game_id} simulates them."
    )
    written = CliRunner().invoke(app, ["balance", game_id, "--data", str(data), "--jobs", "2"])
    path = data / game_id / balance.BALANCE_FILE
    assert (written.exit_code, written.output) == (0, f"{game_id}: simulated into {path}\n")
    document = json.loads(path.read_text(encoding="utf-8"))
    assert document["fingerprint"] == balance.fingerprint(playable(game_id), data)
    assert document["results"] == balance.simulated(playable(game_id), data)
    assert balance.kept_figures(playable(game_id), data) == balance.KeptFigures(document["results"])
    again = CliRunner().invoke(app, ["balance", game_id, "--data", str(data)])
    assert (again.exit_code, again.output) == (0, f"{game_id}: up to date\n")


def test_a_comment_or_a_text_changes_nothing_and_a_count_makes_the_figures_stale_with_a_note_on_the_page(
    data: Path,
) -> None:
    game_id = PLAYABLE[0]
    balance.write_figures(playable(game_id), data)
    cards = data / game_id / "cards.toml"
    cards.write_text("# a comment\n" + cards.read_text(encoding="utf-8"), encoding="utf-8")
    kept = balance.kept_figures(playable(game_id), data)
    assert kept.note == ""
    reworded = re.sub(r'^(text|flavor) = "', r"\g<0>Reworded: ", cards.read_text(encoding="utf-8"), flags=re.MULTILINE)
    assert reworded.count("Reworded: ") > 1
    cards.write_text(reworded, encoding="utf-8")
    assert balance.kept_figures(playable(game_id), data) == kept
    cards.write_text(re.sub(r"count = (\d+)", "count = 1\\1", cards.read_text(encoding="utf-8"), count=1))
    stale = balance.kept_figures(playable(game_id), data)
    assert stale == balance.KeptFigures(
        kept.results,
        "These figures are out of date: the card data or the rules changed since they were simulated; "
        f"the command pnp balance {game_id} brings them up to date.",
    )
    page = balance_page_of(game_id, stale)
    assert '!!! note "The figures"\n    These figures are out of date' in page and "## Wins by seat" in page


GAMES_OWN = "the game's own folder"
CHANGES = [
    *((GAMES_OWN, module, True) for module in sorted(balance.DRAWING_MODULES)),
    (GAMES_OWN, "bots.py", False),
    *(("games", module, True) for module in sorted(balance.CHECKING_MODULES)),
    ("games", "declaration.py", False),
]
"""(folder, module changed, whether the figures stay current): what only draws the print files, or checks the data
and code for ``validate``, leaves them current; bots, and the games' declarations the simulator reads, do not."""


@pytest.mark.parametrize(("folder", "changed", "current"), CHANGES)
def test_only_code_that_plays_makes_the_figures_stale(
    data: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, folder: str, changed: str, current: bool
) -> None:
    game_id = PLAYABLE[0]
    code = tmp_path / "generator"
    shutil.copytree(balance.GENERATOR, code, ignore=shutil.ignore_patterns("__pycache__"))
    monkeypatch.setattr(balance, "GENERATOR", code)
    before = balance.fingerprint(playable(game_id), data)
    module = code / "games" / (package_name(game_id) if folder == GAMES_OWN else "") / changed
    assert module.exists() or folder == GAMES_OWN  # a game may lack some of its own; the shared ones are there
    module.write_text((module.read_text(encoding="utf-8") if module.exists() else "") + "\n# changed\n")
    after = balance.fingerprint(playable(game_id), data)
    assert (after == before) == current


def test_a_page_without_figures_says_how_to_simulate_them(data: Path) -> None:
    game_id = PLAYABLE[0]
    page = balance_page_of(game_id, balance.kept_figures(playable(game_id), data))
    assert f"No figures yet: the command pnp balance {game_id} simulates them." in page
    assert "## Wins by seat" not in page and "<svg" not in page


def wins_of(shares: str) -> str:
    """A balance file of one player count whose greedy figures are sound but for its ``wins``."""
    result = {"games": 2, "wins": "WINS", "rounds": {"mean": 3, "max": 4}, "unfinished": 0, "cards": {}}
    text = json.dumps({"fingerprint": "f", "results": {"2": {"greedy": result}}})
    return text.replace('"WINS"', shares)


@pytest.mark.parametrize(
    ("content", "problem"),
    [
        (b"[" * 100_000 + b"]" * 100_000, "nested too deeply"),
        (b'{"fingerprint": 1}', "no fingerprint"),
        (b'{"fingerprint": "f", "results": {"two": {}}}', "a player count that is no number of players"),
        (b'{"fingerprint": "f", "results": {"2": {"wizard": {}}}}', "2 players: no results by bot of this game"),
        (wins_of("[0.5, NaN]").encode(), "NaN is not a number"),
        (wins_of("[0.5, 1.5]").encode(), "2 players, greedy: wins: not 2 shares"),
        (wins_of('[0.5, "0.5"]').encode(), "2 players, greedy: wins: not 2 shares"),
        (wins_of('[0.5, 0.5], "\\u001b]0;x": "text"').encode(), "2 players, greedy: \\x1b]0;x: not a figure"),
        (b" " * (balance.MAX_BALANCE_BYTES + 1), "is 4,194,305 bytes, more than the limit of 4,194,304 bytes"),
    ],
)
def test_a_balance_file_from_someone_else_is_shown_only_when_it_holds_figures(
    data: Path, content: bytes, problem: str
) -> None:
    """Only for a game of two players (every test file has one count: 2); its own figures it may lack."""
    game_id = next(found for found in PLAYABLE if 2 in balance.page_players(playable(found), load_catalog(found)))
    (data / game_id / balance.BALANCE_FILE).write_bytes(content)
    kept = balance.kept_figures(playable(game_id), data)
    assert kept.results is None
    assert kept.note.startswith(f"{balance.BALANCE_FILE} holds no figures this page can show (")
    assert problem in kept.note and kept.note.endswith(f"); the command pnp balance {game_id} writes it again.")


def test_a_named_pipe_is_never_read_as_figures(data: Path) -> None:
    game_id = PLAYABLE[0]
    os.mkfifo(data / game_id / balance.BALANCE_FILE)
    note = balance.kept_figures(playable(game_id), data).note
    assert "(is a named pipe (FIFO), not a regular file)" in note


def balance_page_of(game_id: str, kept: balance.KeptFigures) -> str:
    """The balance page's Markdown for ``kept`` figures."""
    game = load_game(game_id)
    return next(page.markdown for page in game_pages(game, [], {}, kept) if page.path.endswith("/balance.md"))
