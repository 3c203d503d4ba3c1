"""The balance page of a game, rendered from simulated figures (``generator.balance`` and ``balance.md.j2``)."""

from __future__ import annotations

from generator.data.load import load_games
from generator.pages import game_pages
from generator.simulate import simulate


def balance_page(game_id: str, players: tuple[int, ...], games: int) -> str:
    """The balance page's Markdown from ``games`` greedy games per player count."""
    game = next(game for game in load_games() if game.id == game_id)
    results = {str(count): simulate(game_id, count, games, 1, ["greedy"]) for count in players}
    pages = game_pages(game, [], {}, results)
    return next(page.markdown for page in pages if page.path.endswith("/balance.md"))


def test_animal_kingdoms_says_how_many_games_the_long_war_ended() -> None:
    results = {count: simulate("animal-kingdoms", count, 12, 1, ["greedy"]) for count in (2, 3)}
    page = balance_page("animal-kingdoms", (2, 3), 12)
    for count, result in results.items():
        longest = result["rounds"]["max"]
        assert (
            f"- {count} players: the longest game took {longest} rounds; every game ended "
            f"({result['long_war']} by the long war of ruling [ak-q23](rulings.md#ak-q23))."
        ) in page


def test_other_games_have_no_long_war() -> None:
    assert "long war" not in balance_page("royal-shuffle", (2,), 4)
