"""Monarch's balance page: the seats of three bots, and its note."""

from __future__ import annotations

from balance_pages import balance_page

from generator.balance import PAGE_GAMES, PAGE_SEED
from generator.data.load import load_game


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


def test_monarchs_note_says_every_sister_has_the_same_number_of_turns() -> None:
    """The note explains the seats by what was measured: mo-8.1 gives every sister the same number of turns, so no
    sister 'gets one more turn', and games stopped at the filling turn (which give the early seats a turn more) are
    no evidence."""
    game = load_game("monarch")
    assert "same number of turns" in game.balance_note and "take turns being the first sister" in game.balance_note
    assert "one more turn" not in game.balance_note and "Stop the same games" not in game.balance_note
