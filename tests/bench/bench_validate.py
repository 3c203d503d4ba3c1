"""Benchmark: ``pnp validate`` and the print build grow linearly with the number of cards.

    .venv/bin/python tests/bench/bench_validate.py [--most N] [--build-most N]

Adds 0 … ``--most`` extra cards (a kind of their own in the first deck of the first game found, totals adjusted;
by default as many as the game may take, ``MAX_DESIGNS`` designs in all) to a copy of the card data and times, in
CPU seconds of this process (the machine's other load does not count): the data checks alone (``load_games``:
fields, ranges, references, totals) and the whole of ``validate`` (which also designs every face in both styles and
fits its texts), each with the time that 1,000 extra cards add (beyond the time with none), which is flat when the
growth is linear. Up to ``--build-most`` extra cards it also times the print build of that game (A4, light style, no
site; in its own process, CPU seconds of it and its render workers): every sheet, the bundle, a PNG per card.
Target (issue 19): a flat time per card. One design more than ``MAX_DESIGNS`` is refused with one problem, before
any is drawn.

Then (issue 31) one list of ``--list-entries`` entries (1,000,000 by default, about 12 MB: under the 16 MiB limit of
a file): the components picture of learn.toml naming the game's first card over and over. ``validate`` refuses it
with one problem; its time is that of reading the file, never of comparing each entry with every other.

Then (issue 31) the longest printed rules a game may have: rules of 20,000 characters each (the longest a text may
be) added to the first game's last section until its rules, rulings and learn-to-play hold
``MAX_PRINTED_CHARACTERS`` together. ``validate`` typesets them in the booklet on both papers; target: well
under 60 s. One character more is refused with one problem, before any typesetting.
"""

from __future__ import annotations

import argparse
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from generator.data.folder import found_game_ids
from generator.data.load import (
    MAX_DESIGNS,
    MAX_PRINTED_CHARACTERS,
    load_game,
    load_games,
    printed_characters,
)
from generator.data.schema import MAX_TEXT_CHARS
from generator.games.printable import validate

REPO = Path(__file__).resolve().parents[2]
GAME = found_game_ids()[0]


def data_with_extra_cards(folder: Path, extra: int) -> Path:
    """A copy of the card data with ``extra`` more cards of a kind ``extra`` in the game's first deck."""
    data = folder / f"data-{extra}"
    shutil.copytree(REPO / "card_data", data)
    game = load_game(GAME)
    deck, icon = game.decks[0], game.cards[0].icon
    header = data / GAME / "game.toml"
    text = header.read_text(encoding="utf-8")
    first_deck = text.index("[[deck]]")
    total = text.index(f"total = {deck.total}\n", first_deck)
    text = text[:total] + f"total = {deck.total + extra}\n" + text[total + len(f"total = {deck.total}\n") :]
    text = text[:first_deck] + f'[kinds.extra]\nlabel = "Extra"\ntotal = {extra}\n\n' + text[first_deck:]
    header.write_text(text, encoding="utf-8")
    cards = [
        f'[[card]]\nid = "extra-{index}"\nname = "Extra {index}"\nkind = "extra"\ndeck = "{deck.id}"\ncount = 1\n'
        f'text = "One of {extra} extra cards."\nicon = "{icon}"\n'
        for index in range(extra)
    ]
    with (data / GAME / "cards.toml").open("a", encoding="utf-8") as stream:
        stream.write("\n" + "\n".join(cards))
    return data


def data_with_long_list(folder: Path, entries: int) -> Path:
    """A copy of the card data whose first game's learn.toml pictures its first card ``entries`` times."""
    data = folder / f"list-{entries}"
    shutil.copytree(REPO / "card_data", data)
    learn = data / GAME / "learn.toml"
    text = learn.read_text(encoding="utf-8")
    start = text.index("\nfaces = [") + 1
    end = text.index("]", start) + 1
    faces = ", ".join([f'"{load_game(GAME).cards[0].id}"'] * entries)
    learn.write_text(f"{text[:start]}faces = [{faces}]{text[end:]}", encoding="utf-8")
    return data


def data_with_long_rules(folder: Path, characters: int) -> Path:
    """A copy of the card data whose first game's printed rules hold ``characters``: its first section given rules
    of ``MAX_TEXT_CHARS`` (the last one shorter), plain words a booklet column wraps."""
    data = folder / f"rules-{characters}"
    shutil.copytree(REPO / "card_data", data)
    game = load_game(GAME)
    section = game.sections[0].id
    left = characters - sum(printed_characters(game).values())
    rules = []
    for number in range(1, left // MAX_TEXT_CHARS + 2):
        text = ("word " * MAX_TEXT_CHARS)[: min(left, MAX_TEXT_CHARS) - 1] + "x"
        left -= len(text)
        rules.append(f'[[section.rule]]\nid = "{section}.{900 + number}"\ntext = "{text}"\n\n')
    assert left == 0, left
    path = data / GAME / "rules.toml"
    text = path.read_text(encoding="utf-8")
    second = text.index("\n[[section]]", text.index("[[section]]") + 1) + 1  # the first section's end
    path.write_text(text[:second] + "".join(rules) + text[second:], encoding="utf-8")
    return data


def refused_once(data: Path, field: str = "faces") -> list[object]:
    """``validate``, which must find the one problem of the long list (or of ``field``)."""
    problems = validate(data)
    assert len(problems) == 1 and field in str(problems[0]), problems[:3]
    return problems


def seconds(run: object, *arguments: object) -> float:
    """CPU seconds of one call: the machine's other load does not count."""
    start = time.process_time()
    result = run(*arguments)  # type: ignore[operator]
    elapsed = time.process_time() - start
    assert result is not None
    return elapsed


def build_seconds(data: Path, out: Path) -> float:
    """CPU seconds of a cold print build of the game, in its own process and its render workers."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    command = [sys.executable, "-m", "generator", "build", "--data", str(data), "--out", str(out), "--game", GAME]
    command += ["--paper", "a4", "--style", "light", "--no-site"]
    subprocess.run(command, check=True, capture_output=True)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime


def valid(data: Path) -> list[object]:
    """``validate``, which must find nothing."""
    problems = validate(data)
    assert problems == [], problems[:3]
    return problems


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    most = MAX_DESIGNS - len(load_game(GAME).cards)
    parser.add_argument("--most", type=int, default=most, help="largest number of extra cards")
    parser.add_argument("--build-most", type=int, default=most, help="largest number of extra cards built")
    parser.add_argument("--list-entries", type=int, default=1_000_000, help="entries of the one long list")
    arguments = parser.parse_args()
    sizes = [0] + [arguments.most * share // 16 for share in (1, 2, 4, 8, 16)]
    columns = ("data checks", "per 1,000", "validate", "per 1,000", "build", "per 1,000")
    print(f"{'extra cards':>12}" + "".join(f" {column:>11}" for column in columns), flush=True)
    base: dict[str, float] = {}
    with tempfile.TemporaryDirectory() as folder:
        valid(data_with_extra_cards(Path(folder) / "warm-up", 0))  # imports, fonts and icons loaded once
        for extra in sizes:
            data = data_with_extra_cards(Path(folder), extra)
            figures = {"checks": seconds(load_games, data), "validate": seconds(valid, data)}
            if extra <= arguments.build_most:
                figures["build"] = build_seconds(data, Path(folder) / f"out-{extra}")
            line = f"{extra:>12,}"
            for name, taken in figures.items():
                base.setdefault(name, taken)
                added = f"{(taken - base[name]) / extra * 1000:10.2f}s" if extra else f"{'—':>11}"
                line += f" {taken:>10.2f}s {added}"
            print(line, flush=True)
            shutil.rmtree(data)
        data = data_with_extra_cards(Path(folder), MAX_DESIGNS - len(load_game(GAME).cards) + 1)
        print(f"one design more than {MAX_DESIGNS}: validate {seconds(refused_once, data, 'card designs'):.2f}s")
        shutil.rmtree(data)
        data = data_with_long_list(Path(folder), arguments.list_entries)
        size = (data / GAME / "learn.toml").stat().st_size
        taken = seconds(refused_once, data)
        entries = f"one list of {arguments.list_entries:,} entries ({size / 2**20:.1f} MiB)"
        print(f"{entries}: validate {taken:.2f}s", flush=True)
        for characters in (MAX_PRINTED_CHARACTERS, MAX_PRINTED_CHARACTERS + 1):
            data = data_with_long_rules(Path(folder), characters)
            if characters > MAX_PRINTED_CHARACTERS:
                taken = seconds(refused_once, data, "printed rules")
            else:
                taken = seconds(valid, data)
            print(f"printed rules of {characters:,} characters: validate {taken:.2f}s", flush=True)


if __name__ == "__main__":
    main()
