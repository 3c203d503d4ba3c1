"""Monarch at the table (``tests/site/at_the_table.py``): the end of a game between the simulator's greedy bots at the
most sisters the game takes. Each sister's banner, court cards and guests are tapped from the grid, top to bottom,
once it is in sight under "Cards go to"; then each question the court cards ask about the board ("Improved farms on the
board"), right under the grid, is answered with what the board holds."""

from __future__ import annotations

from typing import Any

from at_the_table import Table, in_page_order, player_counts, simulated_end

from generator.scoring import load_catalog, score

GAME = "monarch"
MOST, FEWEST = player_counts(GAME)
PLAYERS = tuple(range(MOST, FEWEST - 1, -1))
"""Every count the game takes: the more sisters, the more cards they hold at the end."""


def end_state(players: int) -> dict[str, Any]:
    return simulated_end(GAME, players, seed=1)


def names(end: dict[str, Any]) -> dict[str, Any]:
    """The last game: the same sisters, holding nothing."""
    return {"players": [{"name": player["name"], "court": [], "guests": []} for player in end["players"]]}


def held(end: dict[str, Any]) -> int:
    """The cards the sisters hold at the end: court cards, guests and banners, a tap each."""
    return sum(len(player["court"]) + len(player["guests"]) + bool(player["banner"]) for player in end["players"])


def budget_s(end: dict[str, Any]) -> float:
    """Issue 34 asks 30 s. At the most sisters the end holds 30 cards (24 court cards, 3 banners, 3 guests), a tap
    each: no form that takes a card a tap enters it in 30 s. Its taps are counted, and what the form adds (New game,
    choosing each sister, the board's counts, the scrolling) is held to 15 s."""
    return held(end) + 15.0


def board_answer(question: str, end: dict[str, Any]) -> int:
    """What the end's board holds of a question's kind: ``land:farm`` (improved farms) or ``path:bounty``."""
    catalog = load_catalog(GAME)
    kind, value = question.split(":")
    improvements = [catalog.card(land["improvement"]) or {} for land in end["board"] if land["improvement"]]
    if kind == "land":
        return sum(1 for card in improvements if card["kind"] == f"{value}-improvement")
    return sum(1 for card in improvements if (card.get("path") or "none") == value)


def enter(table: Table, end: dict[str, Any]) -> None:
    page = table.page
    chooser = page.locator(".pnp-picker > .pnp-chooser")
    for player in end["players"]:
        whose = page.get_by_role("radio", name=f"Cards go to: {player['name']}")
        if whose.get_attribute("aria-checked") != "true":
            table.tap(whose, computes=False)
        table.scroll_under(page.locator(".pnp-all-cards"), chooser)  # her cards in sight, under whose they go to
        banner = [f".pnp-pick[data-holding='banner'][data-card='{player['banner']}']"] if player["banner"] else []
        court = [f".pnp-pick[data-holding='court'][data-card='{card}']" for card in player["court"]]
        for card in in_page_order(page, banner + court):
            table.tap(card)
        for _guest in player["guests"]:
            table.tap(page.locator(".pnp-guest-pick"))
    asked = page.locator(".pnp-board-question input")
    if asked.count():
        table.scroll_under(page.locator(".pnp-board-questions"), chooser)
    answered: set[str] = set()
    for index in range(asked.count()):
        field = asked.nth(index)
        question = field.get_attribute("data-question") or ""
        if question not in answered:
            answered.add(question)
            table.type_into(field, str(board_answer(question, end)))


def check(state: dict[str, Any], end: dict[str, Any]) -> None:
    """Every sister's crowns are the end's (the board laid may hold other improvements with the same counts)."""
    crowns = {player["name"]: player["crowns"] for player in score(GAME, end)["players"]}
    assert {player["name"]: player["crowns"] for player in score(GAME, state)["players"]} == crowns
    assert [(sorted(player["court"]), player["banner"], len(player["guests"])) for player in state["players"]] == [
        (sorted(player["court"]), player["banner"], len(player["guests"])) for player in end["players"]
    ]
