"""``card_data/<game>/learn.toml``: the learn-to-play part of the rules booklet, read and checked.

One table per chapter of ``LEARN_PARTS``, each with a ``title`` and a Markdown ``text`` in our own
words; ``components`` names the cards whose faces picture the game, ``setup`` how many players sit at
the table of the setup picture and either its places (``[[setup.place]]``, ``generator.data.setup_places``)
or, for a game with a layout of its own, the captions of that layout's places (``labels``), and ``example``
holds the table of the worked example as a state of the scoring module. A game without a scoring package
has no such table to compute: its example is its text alone, or left out. A text states every number through
a ``{{ … }}`` reference (never as digits), so that it follows the data; the example must be a legal table.
Problems are located like all others.
"""

from __future__ import annotations

import re
from collections import Counter
from typing import TYPE_CHECKING, Any

from generator.data.model import LEARN_PARTS, Game, LearnPart, LearnToPlay, Place
from generator.data.references import REFERENCE_PATTERN, filled_problem, game_values, known_ids, reference_problems
from generator.data.schema import MAX_HEADING_CHARACTERS, FieldChecker, check_lines, describe
from generator.data.setup_places import read_places
from generator.quoting import shorten
from generator.scoring.games import game_ids as games_with_rules
from generator.scoring.games import package_folder

if TYPE_CHECKING:
    from generator.data.load import _Source

LEARN_FILE = "learn.toml"
PART_FIELDS: dict[str, dict[str, str]] = {
    "about": {},
    "components": {"faces": "list[str]"},
    "setup": {"players": "int 1..100", "labels": "table?", "place": "list[table]?"},
    "turn": {},
    "end": {},
    "scoring": {},
    "example": {"state": "table?"},
}
"""The fields of each chapter besides its title and text."""
MAX_FACES = 12
"""Cards the components picture shows: three lines of the booklet's column at its scale."""
DIGIT = re.compile(r"\d+(?:[.,]\d+)*")
LIST_MARKER = re.compile(r"^\s*\d+[.)]\s", re.MULTILINE)
"""The number of a step in a Markdown numbered list (``1. Shuffle …``): no number of the game."""


def read_learn_to_play(game: Game, source: _Source) -> LearnToPlay | None:
    """The learn-to-play part of ``game`` from ``source``; None when it has problems (reported to ``source``)."""
    raw = source.read()
    if raw is None:
        return None
    before = len(source.problems)
    known = text_knowledge(game)
    computed = game.id in games_with_rules()
    chapters = {key: "table" if key != "example" or computed else "table?" for key in LEARN_PARTS}
    FieldChecker(source, chapters).check_table(raw, subject=None, line=None)
    parts = []
    for key in LEARN_PARTS:
        table, line = raw.get(key), source.table_line(key)
        fields = {"title": "str", "text": "str", **PART_FIELDS[key]}
        if not isinstance(table, dict) or not FieldChecker(source, fields).check_table(table, subject=key, line=line):
            continue
        check_lines(source, table, {"title": MAX_HEADING_CHARACTERS}, subject=key, line=line)
        for field in ("title", "text"):
            for message in text_problems(game, known, table[field]):
                source.report(message, line=line, card=key, field=field)
        parts.append(LearnPart(key, table["title"], table["text"]))
    if len(source.problems) > before:
        return None
    faces = tuple(raw["components"]["faces"])
    setup = raw["setup"]
    players = setup["players"]
    labels = setup.get("labels", {})
    example = raw.get("example", {}).get("state")
    for field, message in (
        *(("faces", problem) for problem in face_problems(game, faces)),
        *(("players", problem) for problem in player_problems(game, players)),
    ):
        key = "components" if field == "faces" else "setup"
        source.report(message, line=source.table_line(key), card=key, field=field)
    for message in label_problems(game, known, labels):
        source.report(message, line=source.table_line("setup"), card="setup", field="labels")
    places = places_of(game, source, setup, players, known)
    for message in example_problems(game, example):
        source.report(message, line=source.table_line("example"), card="example", field="state")
    if len(source.problems) > before or places is None:
        return None
    return LearnToPlay(tuple(parts), faces, players, labels, example, places)


def places_of(
    game: Game, source: _Source, setup: dict[str, Any], players: int, known: Known
) -> tuple[Place, ...] | None:
    """The places the ``[setup]`` table declares (none when it declares none), their captions checked as texts
    against what ``known`` holds; None when they have problems (reported to ``source``)."""
    if "place" not in setup:
        return ()
    line = source.table_line("setup")

    def place_line(number: int) -> int | None:
        return source.table_line("setup", "place", occurrence=number - 1)

    places = read_places(game, source, setup["place"], players, line, place_line)
    for number, place in enumerate(places or (), 1):
        for message in text_problems(game, known, place.caption):
            source.report(message, line=place_line(number) or line, card=f"setup.place {number}", field="caption")
    return places


Known = dict[str, set[Any] | None]
"""What each reference function of a text may name (``generator.data.references.known_ids``)."""


def text_knowledge(game: Game) -> Known:
    """The ids each reference of ``game``'s texts may name: gathered once, for every text of its ``learn.toml``."""
    card_ids = {card.id for card in game.cards}
    rule_ids = {rule.id for rule in game.rules} | {section.id for section in game.sections}
    known = known_ids(card_ids, game.kinds, {deck.id for deck in game.decks}, (), game.field_values, rule_ids)
    known["value"] = set(game_values(game.players, game.constants))
    return known


def text_problems(game: Game, known: Known, text: str) -> list[str]:
    """Unknown references in ``text`` (``known``: what each may name), numbers typed as digits instead of taken
    from the data, and, its references known, what is wrong with it once they are filled in."""
    problems = reference_problems(text, known)
    if not problems and (filled := filled_problem(game, text)):
        problems.append(filled)
    digits = DIGIT.search(LIST_MARKER.sub("", REFERENCE_PATTERN.sub("", text)))
    if digits:
        problems.append(
            f'states the number "{shorten(digits.group())}" in digits: take it from the data with a reference '
            "such as {{ value('hand_size') }} or {{ count('card-id') }}, so the text follows the data"
        )
    return problems


def face_problems(game: Game, faces: tuple[str, ...]) -> list[str]:
    """Cards the components picture cannot show: unknown ids, repeats, none at all, or more than it holds."""
    if not 1 <= len(faces) <= MAX_FACES:
        return [f"expected the ids of 1 to {MAX_FACES} cards to picture, got {len(faces):,}"]
    card_ids = {card.id for card in game.cards}
    problems = [f"no card {describe(face)} in cards.toml" for face in faces if face not in card_ids]
    named = Counter(faces)
    problems += [f"card {describe(face)} is named twice" for face in sorted(named) if named[face] > 1]
    return problems


def player_problems(game: Game, players: int) -> list[str]:
    """Why the setup picture cannot seat ``players``, or nothing."""
    fewest, most = game.players
    if fewest <= players <= most:
        return []
    return [f"expected {fewest} to {most} players, as game.toml's players say; got {players}"]


def label_problems(game: Game, known: Known, labels: dict[str, Any]) -> list[str]:
    """Bad captions of the setup picture (each a text like any other, its references checked against ``known``);
    which places need one, the game's declaration says (``generator.games.printable`` checks that)."""
    problems = []
    for key, value in labels.items():
        if not isinstance(value, str):
            problems.append(f"caption {describe(key)}: expected a string, got {describe(value)}")
        else:
            problems += [f"caption {describe(key)}: {message}" for message in text_problems(game, known, value)]
    return problems


def example_problems(game: Game, state: dict[str, Any] | None) -> list[str]:
    """Why the worked example's table cannot be scored as a finished, legal table, or nothing: a game with a
    scoring package needs one, a game without one has nothing to compute it."""
    from generator.scoring import StateError, check, load_catalog

    computed = game.id in games_with_rules()
    if state is None:
        return ["missing (expected the table the scoring module scores)"] if computed else []
    if not computed:
        return [
            f"this game has no scoring package to compute it ({package_folder(game.id)} does not exist): leave "
            "the state out, and the example prints its text alone"
        ]

    catalog = load_catalog(game.id, str(game.directory.parent))
    try:
        violations = check(game.id, state, catalog)["violations"]
    except StateError as error:
        return [f"not a table the scoring module reads: {shorten(str(error), 160)}"]
    return [f"breaks rule {violation['rule']}: {shorten(violation['message'], 160)}" for violation in violations]
