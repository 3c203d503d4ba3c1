"""Benchmark: ``pnp validate`` grows linearly with the number of cards.

    .venv/bin/python tests/bench/bench_validate.py [--most 20000] [--draw]

Adds 0 … ``--most`` extra cards (a kind of their own in Circus Grandioso's deck, totals adjusted) to a
copy of the card data and times the data checks (``load_games``: fields, ranges, references, totals)
and, with ``--draw``, the whole of ``validate`` (which also designs every face and fits its texts).
Prints CPU seconds, and per thousand cards at each size: flat when the growth is linear. Target: the data
checks of 20,000 extra cards well under a few seconds.
"""

from __future__ import annotations

import argparse
import shutil
import tempfile
import time
from pathlib import Path

from generator.data.load import load_games, validate

REPO = Path(__file__).resolve().parents[2]
GAME = "circus-grandioso"


def data_with_extra_cards(folder: Path, extra: int) -> Path:
    """A copy of the card data with ``extra`` more cards of a kind ``extra`` in the circus deck."""
    data = folder / f"data-{extra}"
    shutil.copytree(REPO / "card_data", data)
    game = data / GAME / "game.toml"
    text = game.read_text(encoding="utf-8")
    text = text.replace("total = 63\n", f"total = {63 + extra}\n", 1)
    text = text.replace("[[deck]]", f'[kinds.extra]\nlabel = "Extra"\ntotal = {extra}\n\n[[deck]]', 1)
    game.write_text(text, encoding="utf-8")
    cards = [
        f'[[card]]\nid = "extra-{index}"\nname = "Extra {index}"\nkind = "extra"\ndeck = "circus"\ncount = 1\n'
        f'text = "One of {extra} extra cards."\nicon = "elephant"\n'
        for index in range(extra)
    ]
    with (data / GAME / "cards.toml").open("a", encoding="utf-8") as stream:
        stream.write("\n" + "\n".join(cards))
    return data


def seconds(run: object, *arguments: object) -> float:
    """CPU seconds of one call: the machine's other load does not count."""
    start = time.process_time()
    result = run(*arguments)  # type: ignore[operator]
    elapsed = time.process_time() - start
    assert result is not None
    return elapsed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--most", type=int, default=20_000, help="largest number of extra cards")
    parser.add_argument("--draw", action="store_true", help="also time the whole validate (drawing every face)")
    arguments = parser.parse_args()
    sizes = [0] + [arguments.most * share // 8 for share in (1, 2, 4, 8)]
    print(
        f"{'extra cards':>12} {'data checks':>12} {'per 1,000':>10}" + (f" {'validate':>10}" if arguments.draw else "")
    )
    with tempfile.TemporaryDirectory() as folder:
        for extra in sizes:
            data = data_with_extra_cards(Path(folder), extra)
            checks = seconds(load_games, data)
            per_thousand = f"{checks / max(extra, 1) * 1000:9.3f}s" if extra else f"{'—':>10}"
            line = f"{extra:>12,} {checks:>11.2f}s {per_thousand}"
            if arguments.draw:
                problems = validate(data)
                assert problems == [], problems[:3]
                line += f" {seconds(validate, data):>9.2f}s"
            print(line, flush=True)
            shutil.rmtree(data)


if __name__ == "__main__":
    main()
