"""Animal Kingdoms' balance page and rules say how many games the long war ended."""

from __future__ import annotations

from balance_pages import balance_page

from generator.balance import PAGE_GAMES, PAGE_SEED
from generator.data.load import load_game
from generator.games import declaration
from generator.scoring.words import counted
from generator.simulate import simulate

GAME = declaration("animal-kingdoms").playable


def test_the_page_says_how_many_games_the_long_war_ended() -> None:
    assert GAME is not None
    results = {count: simulate(GAME, count, 12, 1, ["greedy"]) for count in (2, 3)}
    page = balance_page("animal-kingdoms", (2, 3), 12)
    for count, result in results.items():
        longest = result["rounds"]["max"]
        ended = f" ({result['long_war']} by the long war, [ak-8.5](rules.md#ak-8.5))" if result["long_war"] else ""
        assert f"- {count} players: the longest game took {longest} rounds; every game ended{ended}." in page


def test_the_rules_say_how_many_of_the_balance_pages_games_the_long_war_decided() -> None:
    """Rule ak-8.5 types the figures (the rules also go into the printed booklet); they are the simulation's."""
    assert GAME is not None
    text = next(rule.text for rule in load_game("animal-kingdoms").rules if rule.id == "ak-8.5")
    decided = {count: simulate(GAME, count, PAGE_GAMES, PAGE_SEED, ["greedy"])["long_war"] for count in (3, 4)}
    assert (
        f"of the {PAGE_GAMES} games per player count that bots play for the balance page, the long war decided "
        f"{counted(decided[3], 'three-player game')} and {counted(decided[4], 'four-player game')}."
    ) in text
