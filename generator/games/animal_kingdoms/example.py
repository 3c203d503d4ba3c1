"""Animal Kingdoms' worked example: every player's kingdoms in a column of their own, the columns in one row down
the chain of command, liege before vassal; each column a cascade, every kingdom lying a title band below the one
before, so that every kingdom's name reads; the crowns lie under their seats, peeking out to the left, every seized
crown under its liege's; each column captioned with its player's title; then each empire counted, in a player's
words."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from generator.data.model import Game
from generator.layout.example import ExamplePicture, Label, WorkedExample, placed, winners_line
from generator.layout.setup import Piece, Placed, card_size, of_kind
from generator.scoring.words import counted

BAND_STEP = 0.19
"""How far each kingdom of a player lies below the one before, as a share of a card's height: the title band that
names it stays in sight."""
PEEK_SHARE = 0.16
"""How much of a crown tucked under a seat (or under another crown) peeks out to its left, as a share of its width."""
APART_MM = 28.0
"""Between the columns of two players: room for their captions, and the picture wide enough that its columns, as
tall as five kingdoms make them, keep to the height the example had with its kingdoms fanned."""


def example(game: Game, state: Mapping[str, Any], result: Mapping[str, Any]) -> WorkedExample:
    """The kingdoms of ``state`` and the empires the scoring module counts (``result``)."""
    kingdoms = {player["name"]: player["kingdoms"] for player in state["players"]}
    seats = {player["name"]: player.get("seat") for player in state["players"]}
    crowns = {player["name"]: crown.id for player, crown in zip(state["players"], of_kind(game, "crown"), strict=False)}
    width, height = card_size(game, Piece(card=next(iter(kingdoms.values()))[0]))
    scored = {player["name"]: player for player in result["players"]}
    # under each seat its owner's crown, and under that every crown seized down its chain of command
    stacks = {name: chain_of(name, scored) for name, seat in seats.items() if seat}
    pieces: list[Placed] = []
    labels: list[Label] = []
    x, deepest = 0.0, 0.0
    order = [name for top in result["players"] if top["liege"] is None for name in chain_of(top["name"], scored)]
    for name in order:
        left = x + len(stacks.get(name, [])) * width * PEEK_SHARE
        for index, kingdom in enumerate(kingdoms[name]):
            top = index * height * BAND_STEP
            if kingdom == seats[name]:  # the lowest crown first: each lies under the one before it
                for depth, owner in reversed(list(enumerate(stacks[name], start=1))):
                    pieces.append(placed(game, Piece(card=crowns[owner]), left - depth * width * PEEK_SHARE, top))
            pieces.append(placed(game, Piece(card=kingdom), left, top))
        bottom = (len(kingdoms[name]) - 1) * height * BAND_STEP + height
        span = left + width - x
        seized = stacks.get(name, [])[1:]
        labels.append(
            Label(caption(scored[name], seized), x - APART_MM / 3, 0.0, span + APART_MM * 2 / 3, bottom, "caption")
        )
        deepest = max(deepest, bottom)
        x += span + APART_MM
    picture = ExamplePicture(x - APART_MM, deepest, tuple(pieces), tuple(labels))
    return WorkedExample((picture,), (), tuple(lines(result)), verdict(result))


def chain_of(name: str, scored: Mapping[str, Mapping[str, Any]]) -> list[str]:
    """A player and everyone below them in their chain of command, liege before vassal."""
    chain = [name]
    for vassal in scored[name]["vassals"]:
        chain += chain_of(vassal, scored)
    return chain


def caption(player: Mapping[str, Any], seized: list[str]) -> str:
    """A player, their title, and whose crowns lie under their own (``seized``)."""
    liege = f", vassal of {player['liege']}" if player["liege"] else ""
    named = f"{player['name']}, {player['title']}{liege}."
    if not seized:
        return named
    owners = [f"{owner}'s" for owner in seized]
    listed = " and ".join([", ".join(owners[:-1]), owners[-1]] if len(owners) > 1 else owners)
    return f"{named} {listed} {'crowns lie' if len(owners) > 1 else 'crown lies'} under {player['name']}'s."


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
