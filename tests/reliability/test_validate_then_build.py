"""What ``pnp validate`` accepts, ``pnp build`` builds: a property over small generated decks.

Each example adds one deck to a small game of our own (``reliability_tools.SMALL_GAME``): a format of generated
size, corner and shape, and a few cards with generated names, texts, colours and counts. When the data checks and
the drawing checks accept it, the build (one paper, one style, no site) must succeed; when they refuse it, the
build must refuse it too, with the same problems. The output folder is shared, so the game's other decks come
from the cache.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from reliability_tools import SMALL_GAME, small_data

from generator.builder import BuildError, BuildOptions, build
from generator.data.problems import DataError
from generator.games.printable import load_printable_games

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
            "icon": st.sampled_from(["elephant", "camel", "horse-head"]),
        }
    ),
    min_size=1,
    max_size=3,
)
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


def run_property(folder: Path, examples: int) -> None:
    data, out = folder / "card_data", folder / "out"
    accepted: list[bool] = []

    @settings(
        max_examples=examples,
        deadline=None,
        database=None,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
    )
    @given(formats, cards)
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
