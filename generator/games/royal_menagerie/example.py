"""Royal Menagerie's worked example: a picture of each player's role and menagerie, the animals of a kind stacked in
their pen, each pen captioned under it with what it scores and the role card with the player and their points
(never a word over a card); then the table of pens, the Vizier's solo victory weighed, and the two sides' totals.

A picture for each player (not one for several) lets the booklet turn the page between two of them, so that the
table follows the last one rather than standing alone at the top of a page.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from generator.data.model import Game
from generator.layout.example import ExamplePicture, Label, WorkedExample, placed, winners_line
from generator.layout.setup import FAN_STEP, Piece, card_size
from generator.scoring.words import counted

GAP_MM = 6.0
"""Between pens."""
ROLE_MARGIN_MM = 5.0
"""Left of the role card, and as much right of it before ``ROLE_GAP_MM``: its caption is set that much wider than
the card, so that the player's name and role hold on its first line."""
ROLE_GAP_MM = 5.0
"""Between the role card's caption and the pens."""
NO_BREAK = "\u00a0"
"""A space no line of a caption breaks at."""
PEN_SIZE = 3
"""A pen holds three animals at most (rule rm-4.2): such a pen is full."""
COURT = ("grand-vizier", "loyalist")
"""The roles of the court; every other player is a Conspirator."""


def example(game: Game, state: Mapping[str, Any], result: Mapping[str, Any]) -> WorkedExample:
    """The menageries of ``state`` as the scoring module scores them (``result``): a picture of each player's, the
    court's first, all as wide as the widest (so that one scale draws them all)."""
    roles = {player["name"]: player["role"] for player in state["players"]}
    court = [player for player in result["players"] if player["role"] in COURT]
    conspirators = [player for player in result["players"] if player["role"] not in COURT]
    pictures = [menagerie(game, state, player, roles[player["name"]]) for player in court + conspirators]
    widest = max(picture.width for picture in pictures)
    pictures = [replace(picture, width=widest) for picture in pictures]
    table = [("Player", "Role", "Pens", "Points")]
    for player in result["players"]:
        pens = ", ".join(pen_words(game, item) for item in player["breakdown"])
        table.append((player["name"], role_name(game, roles[player["name"]]), pens, str(player["points"])))
    said = tuple(lines(game, result, roles))
    return WorkedExample(tuple(pictures), tuple(table), said, winners_line(result["winners"]))


def menagerie(game: Game, state: Mapping[str, Any], player: Mapping[str, Any], role: str) -> ExamplePicture:
    """``player`` (as scored) in a row: their ``role`` card captioned with their name, role and points, then their
    pens in the order the table lists them, each captioned with its points."""
    name = player["name"]
    animals = next(seat["menagerie"] for seat in state["players"] if seat["name"] == name)
    width, height = card_size(game, Piece(card=role))
    pieces = [placed(game, Piece(card=role), ROLE_MARGIN_MM, 0.0)]
    caption = f"{name}, {unbroken(role_name(game, role))}: {unbroken(counted(player['points'], 'point'))}"
    labels = [Label(caption, 0.0, 0.0, width + 2 * ROLE_MARGIN_MM, height, "caption")]
    x = width + 2 * ROLE_MARGIN_MM + ROLE_GAP_MM
    for item in player["breakdown"]:
        count = animals[item["animal"]]
        pieces.append(placed(game, Piece(card=item["animal"], copies=count), x, 0.0))
        span = width + (count - 1) * width * FAN_STEP
        labels.append(Label(counted(item["points"], "point"), x, 0.0, span, height, "caption"))
        x += span + GAP_MM
    return ExamplePicture(x - GAP_MM, height, tuple(pieces), tuple(labels))


def unbroken(words: str) -> str:
    """``words`` kept on one line of a caption."""
    return words.replace(" ", NO_BREAK)


def role_name(game: Game, role: str) -> str:
    """A role as the cards name it."""
    return game.card(role).name


def pen_words(game: Game, item: Mapping[str, Any]) -> str:
    """A pen: how many of which animal, and what they score (a full pen says so), on one line of the table."""
    animal, count = game.card(item["animal"]).name, item["count"]
    full = " (full)" if count == PEN_SIZE else ""
    return unbroken(
        f"{counted(count, animal, animal + ('es' if animal.endswith('s') else 's'))}{full}: {item['points']}"
    )


def lines(game: Game, result: Mapping[str, Any], roles: Mapping[str, str]) -> list[str]:
    """Whether the Grand Vizier wins alone, then the court against the Conspirators."""
    players = result["players"]
    vizier = next(player for player in players if player["role"] == "grand-vizier")
    best_other = max((player for player in players if player is not vizier), key=lambda player: player["points"])
    if result["victory"] == "solo":
        said = [
            f"{vizier['name']}, the Grand Vizier, has {vizier['points']} points, more than anyone else: a solo victory."
        ]
    else:
        said = [
            f"{vizier['name']}, the Grand Vizier, has {vizier['points']} points, not more than {best_other['name']}'s "
            f"{best_other['points']}: no solo victory."
        ]
        court = [player["name"] for player in players if player["role"] in COURT]
        conspirators = [player["name"] for player in players if player["role"] not in COURT]
        said.append(
            f"The court ({' and '.join(court)}) has {result['court']} points, the Conspirators "
            f"({' and '.join(conspirators)}) {result['conspirators']}."
        )
    return said
