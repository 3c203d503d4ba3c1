"""The balance page of a game, rendered from simulated figures (``generator.balance`` and ``balance.md.j2``)."""

from __future__ import annotations

from generator.balance import HALO, PAGE_GAMES, PAGE_SEED, bar_chart, farthest_seats
from generator.data.load import load_games
from generator.games import declaration
from generator.pages import game_pages
from generator.scoring.words import counted
from generator.simulate import simulate


def balance_page(game_id: str, players: tuple[int, ...], games: int) -> str:
    """The balance page's Markdown from ``games`` games per player count of each of the page's bots."""
    game = next(game for game in load_games() if game.id == game_id)
    declared = declaration(game_id)
    results = {
        str(count): {bot: simulate(declared, count, games, 1, [bot]) for bot in declared.balance_bots}
        for count in players
    }
    pages = game_pages(game, [], {}, results)
    return next(page.markdown for page in pages if page.path.endswith("/balance.md"))


def test_animal_kingdoms_says_how_many_games_the_long_war_ended() -> None:
    results = {count: simulate(declaration("animal-kingdoms"), count, 12, 1, ["greedy"]) for count in (2, 3)}
    page = balance_page("animal-kingdoms", (2, 3), 12)
    for count, result in results.items():
        longest = result["rounds"]["max"]
        assert (
            f"- {count} players: the longest game took {longest} rounds; every game ended "
            f"({result['long_war']} by the long war, rule [ak-8.5](rules.md#ak-8.5))."
        ) in page


def test_the_rules_say_how_many_of_the_balance_pages_games_the_long_war_decided() -> None:
    """Rule ak-8.5 types the figures (the rules also go into the printed booklet); they are the simulation's."""
    game = next(game for game in load_games() if game.id == "animal-kingdoms")
    text = next(rule.text for rule in game.rules if rule.id == "ak-8.5")
    decided = {
        count: simulate(declaration("animal-kingdoms"), count, PAGE_GAMES, PAGE_SEED, ["greedy"])["long_war"]
        for count in (3, 4)
    }
    assert (
        f"of the {PAGE_GAMES} games per player count that bots play for the balance page, the long war decided "
        f"{counted(decided[3], 'three-player game')} and {counted(decided[4], 'four-player game')}."
    ) in text


def test_other_games_have_no_long_war() -> None:
    assert "long war" not in balance_page("royal-shuffle", (2,), 4)


def test_a_plot_writes_each_figure_with_its_unit_over_a_white_edge() -> None:
    """The figures name their unit, and the fair-share line is drawn before them, so never over them."""
    rounds = bar_chart("Mean game length in rounds", [("2 players", 8.46), ("3 players", 12.0)], unit="rounds")
    assert f'{HALO} fill="#2b2b2b">8.5 rounds</text>' in rounds and ">12.0 rounds</text>" in rounds
    seats = bar_chart("Wins by seat", [("seat 1", 0.28), ("seat 2", 0.72)], mark=0.5)
    assert seats.index("<line") < seats.index(">28 %</text>") < seats.index(">72 %</text>")


def test_monarch_shows_the_seats_of_three_bots_and_how_to_play_each() -> None:
    """Each seat plot has a bar per bot and a legend naming them; every bot has its reproduce command."""
    page = balance_page("monarch", (2, 3), 4)
    for count in (2, 3):
        assert f"- `pnp simulate monarch --players {count} --games {PAGE_GAMES} --seed {PAGE_SEED}`" in page
        for bot in ("no-improvements", "endaware"):
            assert f"--players {count} --games {PAGE_GAMES} --seed {PAGE_SEED} --bots {bot}`" in page
    plot = page[page.index('aria-label="Wins by seat, 3 players"') :].split("</svg>")[0]
    assert plot.count("<rect") == 3 * 3 + 3  # a bar per seat and bot, a legend mark per bot
    assert [name for name in ("greedy", "never improves", "end-aware") if f">{name}</text>" in plot] == [
        "greedy",
        "never improves",
        "end-aware",
    ]


def test_the_page_names_each_bots_seat_farthest_from_a_fair_share() -> None:
    results = {"2": {"greedy": simulate(declaration("royal-shuffle"), 2, 6, 1, ["greedy"])}}
    (seat,) = farthest_seats(results)
    wins = results["2"]["greedy"]["wins"]
    farthest = max(range(2), key=lambda index: abs(wins[index] - 0.5))
    assert seat == {"bot": "greedy", "players": 2, "seat": farthest + 1, "share": wins[farthest], "fair": 0.5}
    page = balance_page("royal-shuffle", (2,), 6)
    share = f"{100 * seat['share']:.0f} %"
    assert f"- seat {seat['seat']} at 2 players, with {share} of the wins against a fair share of 50 %." in page


def test_monarchs_note_says_every_sister_has_the_same_number_of_turns() -> None:
    """The note explains the seats by what was measured: mo-8.1 gives every sister the same number of turns, so no
    sister 'gets one more turn', and games stopped at the filling turn (which give the early seats a turn more) are
    no evidence."""
    game = next(game for game in load_games() if game.id == "monarch")
    assert "same number of turns" in game.balance_note and "take turns being the first sister" in game.balance_note
    assert "one more turn" not in game.balance_note and "Stop the same games" not in game.balance_note


def test_the_page_says_how_far_its_few_games_stray_by_chance() -> None:
    """1.96 standard errors of a fair 2-player share over 6 games: 100 * 1.96 * sqrt(0.25 / 6) = 40.0 points."""
    page = balance_page("royal-shuffle", (2,), 6)
    assert "strays from its long-run value by up to about\n40 points, 19 times in 20." in page
