"""What ``pnp validate`` accepts, ``pnp build`` builds: properties over small generated decks and hostile texts.

Each example of the first adds one deck to a small game of our own (``reliability_tools.SMALL_GAME``): a format of
generated size, corner and shape, and a few cards with generated names, texts, colours and counts. When the data
checks and the drawing checks accept it, the build (one paper, one style, no site) must succeed; when they refuse
it, the build must refuse it too, with the same problems. The output folder is shared, so the game's other decks
come from the cache.

Each example of the second (issue 31) gives the small game hostile texts, tables, names and numbers where they
reach its booklet, cover, sheets and setup picture: a rule's and a chapter's text, a ruling's answer, a place's
caption, the game's summary, a deck's name, a rule constant. Either ``validate`` accepts and the build (both papers)
succeeds, or ``validate`` refuses with problems located at a file, line and field, and the build refuses with the
same problems (``pnp build`` exits 2 with them) — never a traceback, never a build that does not end.
"""

from __future__ import annotations

import shutil
from dataclasses import replace
from pathlib import Path

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st
from reliability_tools import SMALL_GAME, small_data

from generator.builder import BuildError, BuildOptions, build
from generator.data.problems import DataError
from generator.games.printable import load_printable_games, validate
from generator.layout.units import Paper

GAME = SMALL_GAME
ALPHABET = st.sampled_from("abcdefghijklmnopqrstuvwxyz   ABCDEF" + "é—★*\n" + "漢")
"""Mostly letters and spaces; now and then punctuation, a line break, a glyph no embedded font has."""
SIZES = st.one_of(st.floats(10, 100), st.floats(10, 300))

cards = st.lists(
    st.fixed_dictionaries(
        {
            "name": st.text(ALPHABET, min_size=1, max_size=30),
            "text": st.text(ALPHABET, max_size=120),
            "count": st.integers(1, 12),
            "color": st.sampled_from(["", "#a03c28", "#2255aa"]),
            "icon": st.sampled_from(["elephant", "camel", "horseshoe"]),
        }
    ),
    min_size=1,
    max_size=3,
)
A_VALID_FORMAT = {"width_mm": 63.0, "height_mm": 88.0, "corner_mm": 3.0, "shape": "rect"}
A_VALID_DECK = [{"name": "Ox", "text": "Take one card.", "count": 2, "color": "#a03c28", "icon": "camel"}]
"""An example every run tries, whatever it draws: a deck the build makes, so the property always tests one."""
formats = st.fixed_dictionaries(
    {
        "width_mm": SIZES,
        "height_mm": SIZES,
        "corner_mm": st.floats(0, 8),
        "shape": st.sampled_from(["rect", "circle"]),
    }
)


def toml_string(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n") + '"'


def write_deck(data: Path, deck_format: dict[str, object], deck_cards: list[dict[str, object]]) -> None:
    """Add format ``generated``, kind ``extra`` and deck ``extra`` holding ``deck_cards`` to a fresh copy."""
    shutil.rmtree(data, ignore_errors=True)
    small_data(data)
    width = deck_format["width_mm"]
    height = width if deck_format["shape"] == "circle" else deck_format["height_mm"]
    with (data / "formats.toml").open("a", encoding="utf-8") as stream:
        stream.write(
            f'\n[generated]\nname = "Generated"\nwidth_mm = {width}\nheight_mm = {height}\n'
            f'shape = "{deck_format["shape"]}"\ncorner_mm = {deck_format["corner_mm"]}\n'
        )
    total = sum(int(card["count"]) for card in deck_cards)  # type: ignore[call-overload]
    with (data / GAME / "game.toml").open("a", encoding="utf-8") as stream:
        stream.write(
            f'\n[[deck]]\nid = "extra"\nname = "Extra"\nformat = "generated"\ntotal = {total}\n'
            f'back_label = "Extra"\nback_color = "#335577"\ndouble_sided = true\n'
        )
    game = data / GAME / "game.toml"
    game.write_text(
        game.read_text(encoding="utf-8").replace(
            "[[deck]]", f'[kinds.extra]\nlabel = "Extra"\ntotal = {total}\n\n[[deck]]', 1
        ),
        encoding="utf-8",
    )
    with (data / GAME / "cards.toml").open("a", encoding="utf-8") as stream:
        for index, card in enumerate(deck_cards):
            color = f'color = "{card["color"]}"\nsymbol = "{index}"\n' if card["color"] else ""
            stream.write(
                f'\n[[card]]\nid = "extra-{index}"\nname = {toml_string(str(card["name"]))}\nkind = "extra"\n'
                f'deck = "extra"\ncount = {card["count"]}\ntext = {toml_string(str(card["text"]))}\n{color}'
                f'icon = "{card["icon"]}"\n'
            )


def property_settings(examples: int) -> settings:
    """Each property's settings: ``examples`` builds, however slow, and no example database."""
    return settings(
        max_examples=examples,
        deadline=None,
        database=None,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
    )


def run_property(folder: Path, examples: int) -> None:
    data, out = folder / "card_data", folder / "out"
    accepted: list[bool] = []

    @property_settings(examples)
    @given(formats, cards)
    @example(A_VALID_FORMAT, A_VALID_DECK)
    def check(deck_format: dict[str, object], deck_cards: list[dict[str, object]]) -> None:
        write_deck(data, deck_format, deck_cards)
        try:
            load_printable_games([GAME], data)
        except DataError as refused:
            accepted.append(False)
            with pytest.raises(BuildError) as failed:
                build(options(data, out))
            assert str(refused) in str(failed.value)
            return
        accepted.append(True)
        build(options(data, out))

    check()
    assert any(accepted), "no generated deck was valid: the property tested nothing"


def options(data: Path, out: Path) -> BuildOptions:
    return BuildOptions(
        out_dir=out,
        games=(GAME,),
        papers=("a4",),
        duplex="long",
        back_offset_mm=(0.0, 0.0),
        bleed_mm=3.0,
        jobs=1,
        site=False,
        data_dir=data,
        styles=("full",),
    )


@pytest.mark.parametrize("examples", [8, pytest.param(60, marks=pytest.mark.slow)], ids=["quick", "thorough"])
def test_what_validate_accepts_build_builds(tmp_path: Path, examples: int) -> None:
    run_property(tmp_path, examples)


WORD = st.integers(1, 19_000).map(lambda length: "W" * length)
"""One word, up to longer than any page is wide or tall."""
PROSE = st.text(st.sampled_from("abcdefgh  \n*-|`"), max_size=400)
"""Words, spaces, line breaks and a little Markdown."""
RUN = st.tuples(st.sampled_from([" ", "-", " -", "\n"]), st.integers(1, 9_000)).map(lambda run: run[0] * run[1])
"""A run of separators, up to the length limit of a text."""


def markdown_table(columns: int, rows: int, cell: str) -> str:
    """A Markdown table of ``columns`` × ``rows`` cells, each holding ``cell``."""
    line = "| " + " | ".join([cell] * columns) + " |"
    return "\n".join([line, "|" + "---|" * columns, *[line] * rows])


CELL = st.one_of(
    st.sampled_from(["x", "two words"]),
    WORD.map(lambda word: word[:300]),
    PROSE.map(lambda text: text.replace("|", "").replace("\n", " ")),
)
TABLE = st.builds(markdown_table, st.integers(1, 30), st.integers(1, 20), CELL)
TEXT = st.one_of(WORD, PROSE, RUN, TABLE, st.lists(st.one_of(PROSE, TABLE), max_size=3).map("\n\n".join))
NAME = st.one_of(WORD.map(lambda word: word[:400]), st.text(st.sampled_from("abc def"), min_size=1, max_size=300))
NUMBER = st.one_of(st.integers(1, 20), st.integers(1, 20), st.integers(-(10**13), 10**13))
"""A market's size: mostly one the picture can show."""

TEXT_PLACES = {
    "rule": ("rules.toml", 'text = "Buy one card'),
    "answer": ("rulings.toml", 'answer = "Yes'),
    "caption": ("learn.toml", 'caption = "Draw pile"'),
    "summary": ("game.toml", 'summary = "Buy produce'),
}
NAME_PLACES = {"deck": ("game.toml", 'name = "Fair deck"')}
"""Where each hostile text goes: the file of the small game, and the start of the line it replaces."""


def write_hostile(data: Path, texts: dict[str, str], chapter: str | None, constant: int) -> None:
    """A fresh copy of the small game, with ``texts`` in their places, ``chapter`` as its turn's text (when not
    None), and ``constant`` as the size of its market."""
    shutil.rmtree(data, ignore_errors=True)
    small_data(data)
    for place, text in texts.items():
        relative, start = {**TEXT_PLACES, **NAME_PLACES}[place]
        path = data / GAME / relative
        content = path.read_text(encoding="utf-8")
        line = next(line for line in content.splitlines() if line.startswith(start))
        path.write_text(content.replace(line, f"{line.split(' =')[0]} = {toml_string(text)}", 1), encoding="utf-8")
    learn = data / GAME / "learn.toml"
    content = learn.read_text(encoding="utf-8")
    start = content.index('text = """', content.index("[turn]"))
    end = content.index('"""', start + len('text = """')) + 3
    if chapter is not None:
        learn.write_text(f"{content[:start]}text = {toml_string(chapter)}{content[end:]}", encoding="utf-8")
    game = data / GAME / "game.toml"
    game.write_text(game.read_text(encoding="utf-8").replace("market_size = 4", f"market_size = {constant}"))


def run_hostile_property(folder: Path, examples: int) -> None:
    data, out = folder / "card_data", folder / "out"
    accepted: list[bool] = []

    @property_settings(examples)
    @given(
        st.dictionaries(st.sampled_from(sorted(TEXT_PLACES)), TEXT, max_size=3),
        st.one_of(st.none(), NAME),
        st.one_of(st.none(), TEXT),
        NUMBER,
    )
    @example({}, None, None, 4)  # the small game as it is: accepted
    @example({}, None, None, 10**12)  # a market no picture can show: refused
    def check(texts: dict[str, str], deck: str | None, chapter: str | None, constant: int) -> None:
        texts = texts if deck is None else {**texts, "deck": deck}
        write_hostile(data, texts, chapter, constant)
        problems = validate(data)
        hostile = replace(options(data, out), papers=tuple(Paper))
        if not problems:
            accepted.append(True)
            build(hostile)
            return
        accepted.append(False)
        assert all(problem.line is not None and problem.field is not None for problem in problems), problems
        with pytest.raises(BuildError) as refused:
            build(hostile)
        assert all(str(problem) in str(refused.value) for problem in problems)

    check()
    assert any(accepted) and not all(accepted), "the examples were all accepted, or all refused: nothing compared"


@pytest.mark.parametrize("examples", [10, pytest.param(80, marks=pytest.mark.slow)], ids=["quick", "thorough"])
def test_hostile_texts_names_and_numbers_validate_and_build_alike(tmp_path: Path, examples: int) -> None:
    run_hostile_property(tmp_path, examples)
