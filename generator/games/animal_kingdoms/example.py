"""Animal Kingdoms' worked example: each player's kingdoms, the chain of command stepping down from its Emperor,
each player named with their title; then each empire counted, in a player's words."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from generator.data.model import Game
from generator.layout.example import ExamplePicture, Label, WorkedExample, placed, winners_line
from generator.layout.setup import Piece, Placed, card_size, of_kind
from generator.scoring.words import counted

FAN_STEP = 0.4
"""How far each kingdom of a player lies to the right of the one before, as a share of a card's width."""
ROW_GAP_MM = 26.0
"""Between a liege's kingdoms and their vassal's below (room for the captions)."""
STEP_MM = 40.0
"""How far a vassal's kingdoms lie to the right of their liege's."""
APART_MM = 40.0
"""Between a chain of command and a free player beside it."""


def example(game: Game, state: Mapping[str, Any], result: Mapping[str, Any]) -> WorkedExample:
    """The kingdoms of ``state`` and the empires the scoring module counts (``result``)."""
    kingdoms = {player["name"]: player["kingdoms"] for player in state["players"]}
    seats = {player["name"]: player.get("seat") for player in state["players"]}
    crowns = {player["name"]: crown.id for player, crown in zip(state["players"], of_kind(game, "crown"), strict=False)}
    width, height = card_size(game, Piece(card=next(iter(kingdoms.values()))[0]))
    scored = {player["name"]: player for player in result["players"]}
    pieces: list[Placed] = []
    labels: list[Label] = []
    x, deepest, right = 0.0, 0.0, 0.0
    for top in (player for player in result["players"] if player["liege"] is None):
        chain = chain_of(top["name"], scored)
        for depth, name in enumerate(chain):
            left, y = x + depth * STEP_MM, depth * (height + ROW_GAP_MM)
            for index, kingdom in enumerate(kingdoms[name]):
                under = crowns[name] if kingdom == seats[name] else ""
                pieces.append(placed(game, Piece(card=kingdom, under=under), left + index * width * FAN_STEP, y))
            span = width + (len(kingdoms[name]) - 1) * width * FAN_STEP
            labels.append(Label(caption(scored[name]), left, y, span, height, "caption"))
            right = max(right, left + span)
            deepest = max(deepest, y + height)
        x = right + APART_MM
    table = [("Player", "Title", "Liege", "Own kingdoms", "Empire")]
    for player in result["players"]:
        table.append(
            (player["name"], player["title"], player["liege"] or "—", str(player["kingdoms"]), str(player["empire"]))
        )
    picture = ExamplePicture(right, deepest + ROW_GAP_MM, tuple(pieces), tuple(labels))
    return WorkedExample((picture,), tuple(table), tuple(lines(result)), verdict(result))


def chain_of(name: str, scored: Mapping[str, Mapping[str, Any]]) -> list[str]:
    """A player and everyone below them in their chain of command, liege before vassal."""
    chain = [name]
    for vassal in scored[name]["vassals"]:
        chain += chain_of(vassal, scored)
    return chain


def caption(player: Mapping[str, Any]) -> str:
    """A player, their title, and their kingdoms."""
    liege = f", vassal of {player['liege']}" if player["liege"] else ""
    return f"{player['name']}, {player['title']}{liege}: {counted(player['kingdoms'], 'kingdom')}"


def lines(result: Mapping[str, Any]) -> list[str]:
    """How each empire with vassals is counted, and the majority."""
    said = []
    for player in result["players"]:
        if not player["vassals"]:
            continue
        parts = " and ".join(f"{item['label']} {item['points']}" for item in player["breakdown"])
        said.append(f"{player['name']}'s empire: {parts}, {counted(player['empire'], 'kingdom')} in all.")
    said.append(
        f"More than half of the kingdoms is {result['majority']}; {result['free_kingdoms']} kingdoms are still free."
    )
    return said


def verdict(result: Mapping[str, Any]) -> str:
    """Who is Emperor, and who wins with them."""
    emperor = result.get("emperor")
    if emperor is None:
        return "No empire holds more than half of the kingdoms yet: the game goes on."
    return f"{emperor} is Emperor. {winners_line(result['winners'])}"
