"""Animal Kingdoms' balance page says how many games the long war ended (the printed rules leave such figures to
it: they speak to players)."""

from __future__ import annotations

from balance_pages import balance_page

from generator.games import declaration
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
