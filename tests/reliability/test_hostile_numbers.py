"""Every number of the card data has a range (issue 31, point 1): a number no game can mean, where a tool would deal,
loop over or lay out that many things, is a located problem, never an endless build.

Each case writes one number into the small game of our own and expects ``pnp validate`` to name the file, the line
and the field, with the range the schema gives (``card_data/README.md``).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from reliability_tools import SMALL_GAME, small_data

from generator.games.printable import validate

HUGE = 10**12

CASES = {
    # name: (file, text as written, hostile text, field named, what the message says)
    "a rule constant": (
        f"{SMALL_GAME}/game.toml",
        "market_size = 4 }",
        f"market_size = 4, stock = {HUGE} }}",
        "constants.stock",
        "expected a whole number from 0 to 1,000",
    ),
    "a card's field of type int": (
        f"{SMALL_GAME}/game.toml",
        'saying = "str?" }',
        'saying = "str?", weight = "int?" }',
        "weight",
        "expected a whole number from -1,000 to 1,000",
    ),
    "a range beyond the schema's": (
        f"{SMALL_GAME}/game.toml",
        'value = "int 1..9"',
        f'value = "int 1..{HUGE}"',
        "fields.value",
        "beyond ±1,000,000",
    ),
    "a number of a list": (
        f"{SMALL_GAME}/game.toml",
        'saying = "str?" }',
        'saying = "str?", steps = "list[int]?" }',
        "steps",
        "expected whole numbers from -1,000 to 1,000",
    ),
    "a placeholder's width": (
        "printing.toml",
        "{diameter} mm circle punch",
        "{diameter:>999999999} mm circle punch",
        "tokens",
        "a placeholder is written bare, without a format",
    ),
    "the components of a game": (
        f"{SMALL_GAME}/game.toml",
        "[kinds.aid]",
        '[kinds.more]\nlabel = "More"\ntotal = 0\n\n[[deck]]\nid = "more"\nname = "More"\nformat = "poker"\n'
        'total = 100000\nback_label = "More"\nback_color = "#123456"\ndouble_sided = true\n\n[kinds.aid]',
        "deck",
        "a game holds at most 100,000",
    ),
    "a game's most players": (
        f"{SMALL_GAME}/game.toml",
        "players = [2, 4]",
        f"players = [2, {HUGE}]",
        "players",
        "expected whole numbers from 1 to 99 players",
    ),
    "a game's minutes": (
        f"{SMALL_GAME}/game.toml",
        "minutes = [15, 25]",
        "minutes = [0, 25]",
        "minutes",
        "expected whole numbers from 1 to 99 minutes",
    ),
}
VALUES = {"a card's field of type int": ("weight", HUGE), "a number of a list": ("steps", [1, HUGE])}
"""Cases whose hostile number is a card's value (in cards.toml) of the field the case declares: (field, value)."""


@pytest.mark.parametrize("case", sorted(CASES))
def test_a_number_out_of_its_range_is_a_located_problem(tmp_path: Path, case: str) -> None:
    relative, old, new, field, message = CASES[case]
    data = small_data(tmp_path / "card_data")
    path = data / relative
    text = path.read_text(encoding="utf-8")
    assert old in text, old
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    if case in VALUES:
        name, value = VALUES[case]
        cards = data / SMALL_GAME / "cards.toml"
        cards.write_text(
            cards.read_text(encoding="utf-8").replace("value = 1\n", f"value = 1\n{name} = {value}\n", 1),
            encoding="utf-8",
        )
    problems = [str(problem) for problem in validate(data)]
    located = [problem for problem in problems if f"field '{field}'" in problem and message in problem]
    assert located, problems
    where = f"{SMALL_GAME}/cards.toml" if case in VALUES else relative
    assert located[0].startswith(f"card_data/{where}:"), located
