"""A game's balance page rendered from a few simulated games (``import balance_pages``), for the balance tests
and a game's own."""

from __future__ import annotations

from generator.balance import KeptFigures
from generator.data.load import load_games
from generator.games import declaration
from generator.pages import game_pages
from generator.simulate import simulate


def balance_page(game_id: str, players: tuple[int, ...], games: int) -> str:
    """The balance page's Markdown from ``games`` games per player count of each of the page's bots."""
    game = next(game for game in load_games() if game.id == game_id)
    playable = declaration(game_id).playable
    assert playable is not None
    results = {
        str(count): {bot: simulate(playable, count, games, 1, [bot]) for bot in playable.balance.bots}
        for count in players
    }
    pages = game_pages(game, [], {}, KeptFigures(results))
    return next(page.markdown for page in pages if page.path.endswith("/balance.md"))
