"""Monarch's bots in set positions: the greedy bot counts the catch-up it would take (rule mo-5.5); the end-aware
bot fills her court only when a look-ahead says that no sister ends the round above her, plays a turn she knows to
be her last to the full, and decides without changing or seeing the game's hidden market deck."""

from __future__ import annotations

import random
from dataclasses import replace

from generator.games.monarch.bots import MonarchEndAware, MonarchGreedy
from generator.scoring import load_catalog
from generator.scoring.monarch.play import NAMES, MonarchPlay, setup
from generator.scoring.monarch.state import Player

CATALOG = load_catalog("monarch")
SMALL = ["knight", "painter", "peacock", "poet-laureate", "philosopher", "royal-guard"]
"""A court of cheap cards: 2 crowns each but the Royal Guard's 1."""
GRAND = ["fortress", "crown-jewels", "war-elephant", "fireworks", "royal-librarian", "cornucopia"]
"""A court of dear cards: 25 crowns."""


BANNERS = ("culture", "bounty")
"""Banners with no ability of their own to use, so that taking or using one is never the move."""


def position(seat: int, courts: list[list[str]], purses: list[list[int]], row: list[str]) -> MonarchPlay:
    """A game at the turn of ``seat``, who has already harvested or taxed: the sisters' courts and purses and the
    market row are as given, each sister bears a banner (so none is taken); the board and the market deck are those
    of a seeded setup, less the cards placed here."""
    play = setup(CATALOG, len(courts), seed=3)
    players = tuple(
        Player(name, tuple(court), (), banner) for name, court, banner in zip(NAMES, courts, BANNERS, strict=False)
    )
    play.public = replace(play.public, players=players)
    unseen = play.deck + play.discard + play.row
    for card in [*row, *(card for court in courts for card in court)]:
        unseen.remove(card)
    play.deck, play.discard = unseen, []
    play.purses = [list(purse) for purse in purses]
    play.row = list(row)
    play.seat = seat
    play.produced = True
    return play


def test_greedy_weighs_the_catch_up_only_where_it_would_take_it() -> None:
    """In a 2-sister game the first sister's village improvement is worth its catch-up more than the second's."""
    card = CATALOG.card("barracks") or {}
    worths = []
    for seat in (0, 1):
        play = position(seat, [[], []], [[5, 5], [5, 5]], ["barracks"])
        bot = MonarchGreedy()
        move = next(m for m in play.legal_moves() if m.get("card") == "barracks")
        worths.append(bot.value(play, move, bot.outlook(play)))
    assert worths[0] - worths[1] == card["catch_up"]


def test_a_known_last_turn_is_played_to_the_full() -> None:
    """Kayla's court is full, so Brian's turn is his last: the end-aware bot pays 6 gold for the Treasurer's one
    crown more than a Knight, which the greedy bot, weighing gold against crowns still, passes over."""
    full = [*GRAND, "astrologer"]
    court = ["knight", "knight", "painter", "painter", "peacock", "poet-laureate", "philosopher"]
    play = position(1, [full, court], [[0, 0], [20, 0]], ["treasurer"])
    move = MonarchEndAware()(play, random.Random(1))
    assert (move["action"], move["card"], move["replace"]) == ("buy", "treasurer", "knight")
    assert MonarchGreedy()(play, random.Random(1))["action"] != "buy"


def filling_turn(courts: list[list[str]], purses: list[list[int]]) -> tuple[MonarchPlay, dict[str, object]]:
    """Kayla's decision with 6 court cards and a Court Painter in the row that would fill her court."""
    play = position(0, courts, purses, ["painter"])
    deck, rng_state = list(play.deck), play.rng.getstate()
    move = MonarchEndAware()(play, random.Random(5))
    assert play.deck == deck and play.rng.getstate() == rng_state and play.purses == purses
    return play, move


def test_she_fills_her_court_when_she_stays_ahead() -> None:
    play, move = filling_turn([GRAND, SMALL], [[10, 0], [0, 0]])
    assert MonarchEndAware.fills(play, move)
    assert (move["action"], move["card"]) == ("buy", "painter")


def test_she_does_not_fill_her_court_when_a_later_sister_would_end_the_round_above_her() -> None:
    play, move = filling_turn([SMALL, GRAND], [[10, 0], [30, 10]])
    assert not MonarchEndAware.fills(play, move)
    assert MonarchEndAware.fills(play, MonarchGreedy()(play, random.Random(5)))  # the greedy bot would fill it
