"""Limits that held only for what was typed, now held for what the data makes of it (issue 31, fifth hostile pass):
a text's length and its words once its references are filled in, the items of a list, a ruling's rules named once,
the card designs of a game, and the preview server's port. Each refusal names its file, line and field, before
anything is drawn."""

from __future__ import annotations

import re
from pathlib import Path

import markdown
import pytest
from reliability_tools import SMALL_GAME, small_data
from typer.testing import CliRunner

from generator.cli import app
from generator.data.load import MAX_DESIGNS, load_game
from generator.data.schema import MAX_LIST_ITEMS, MAX_TEXT_CHARS, MAX_WORD_CHARACTERS
from generator.games.printable import validate
from generator.markdown import text_renderer

SAYING = " ".join(["Wheat"] * 3000)
"""A card's own text of 17,999 characters, within the limit of a text."""


def changed(folder: Path, name: str, old: str, new: str) -> Path:
    """The small game's card data with ``old`` replaced by ``new`` in its file ``name``."""
    data = small_data(folder / "card_data")
    path = data / SMALL_GAME / name
    text = path.read_text(encoding="utf-8")
    assert old in text, old
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    return data


def problems_of(data: Path) -> list[str]:
    return [str(problem) for problem in validate(data)]


def with_saying(data: Path) -> Path:
    """The first card given ``SAYING`` as its own text."""
    cards = data / SMALL_GAME / "cards.toml"
    text = cards.read_text(encoding="utf-8")
    cards.write_text(text.replace("value = 1\n", f'value = 1\nsaying = "{SAYING}"\n', 1), encoding="utf-8")
    return data


def test_references_that_fill_a_rule_past_the_limit_of_a_text_are_refused_at_the_rule(tmp_path: Path) -> None:
    rule = "One {{ card('fair-day') }} card sums up a turn and the end."
    data = with_saying(changed(tmp_path, "rules.toml", rule, "{{ field('corn-1.saying') }} " * 2))
    filled = 2 * len(SAYING) + 2
    assert filled > MAX_TEXT_CHARS
    assert problems_of(data) == [
        f"{at(data, 'rules.toml', 'hf-1.2', 'text')}, field 'text': its references filled in make it {filled:,} "
        f"characters: expected at most {MAX_TEXT_CHARS:,} (a field's text or a card's name stands in "
        "place of each)"
    ]


def test_references_side_by_side_that_fill_in_one_long_word_are_refused(tmp_path: Path) -> None:
    rule = "One {{ card('fair-day') }} card sums up a turn and the end."
    joined = "{{ field('corn-1.value') }}" * (MAX_WORD_CHARACTERS + 1)
    data = changed(tmp_path, "rules.toml", rule, joined)
    assert problems_of(data) == [
        f"{at(data, 'rules.toml', 'hf-1.2', 'text')}, field 'text': its references filled in: "
        f"expected words of at most {MAX_WORD_CHARACTERS} characters (a line breaks only between words), got one of "
        f"{MAX_WORD_CHARACTERS + 1} at character 1"
    ]


def test_a_learn_text_is_held_to_the_limit_once_filled_in(tmp_path: Path) -> None:
    data = with_saying(small_data(tmp_path / "card_data"))
    learn = data / SMALL_GAME / "learn.toml"
    text = learn.read_text(encoding="utf-8")
    start = text.index('text = """', text.index("[about]")) + len('text = """')
    learn.write_text(text[:start] + "{{ field('corn-1.saying') }} " * 2 + text[start:], encoding="utf-8")
    [problem] = problems_of(data)
    assert re.fullmatch(
        rf"card_data/{SMALL_GAME}/learn\.toml:\d+: 'about', field 'text': its references filled in make it "
        r"[\d,]+ characters: expected at most 20,000 \(.*\)",
        problem,
    ), problem


def test_a_ruling_names_at_most_a_hundred_rules_each_once(tmp_path: Path) -> None:
    many = ", ".join(['"hf-2.2"'] * (MAX_LIST_ITEMS + 1))
    data = changed(tmp_path, "rulings.toml", 'rules = ["hf-2.2"]', f"rules = [{many}]")
    assert problems_of(data) == [
        f"{at(data, 'rulings.toml', 'hf-q1', 'rules')}, field 'rules': expected a list of at most "
        f"{MAX_LIST_ITEMS} items, got {MAX_LIST_ITEMS + 1}"
    ]
    twice = changed(tmp_path / "twice", "rulings.toml", 'rules = ["hf-2.2"]', 'rules = ["hf-2.2", "hf-2.1", "hf-2.2"]')
    assert problems_of(twice) == [
        f"{at(twice, 'rulings.toml', 'hf-q1', 'rules')}, field 'rules': names rule \"hf-2.2\" 2 "
        "times: name each rule once"
    ]


def test_a_game_of_more_card_designs_than_it_may_have_is_refused_before_any_is_drawn(tmp_path: Path) -> None:
    data = small_data(tmp_path / "card_data")
    cards = data / SMALL_GAME / "cards.toml"
    text = cards.read_text(encoding="utf-8")
    held = text.count("[[card]]")
    first = text[text.index("[[card]]") : text.index("[[card]]", text.index("[[card]]") + 1)]
    copies = [first.replace('id = "corn-1"', f'id = "extra-{index}"') for index in range(MAX_DESIGNS + 1 - held)]
    cards.write_text(text + "\n" + "".join(copies), encoding="utf-8")
    assert problems_of(data) == [
        f"{at(data, 'cards.toml', f'extra-{MAX_DESIGNS - held}')}: a "
        f"game has at most {MAX_DESIGNS} card designs ([[card]] tables, each of up to 1,000 copies), got "
        f"{MAX_DESIGNS + 1}: this is design {MAX_DESIGNS + 1}"
    ]


def test_a_field_filled_into_a_rule_is_plain_text_on_the_site_never_a_link(tmp_path: Path) -> None:
    """A card's own text reaches a page through {{ field(…) }} escaped as any typed text is (sixth hostile pass: a
    javascript: link got into the rules page, and a link to a missing page failed the site's build)."""
    rule = "One {{ card('fair-day') }} card sums up a turn and the end."
    data = changed(tmp_path, "rules.toml", rule, "See {{ field('corn-1.saying') }}.")
    cards = data / SMALL_GAME / "cards.toml"
    text = cards.read_text(encoding="utf-8")
    payload = "[lnk](javascript:alert(2)) ![i](x.png) [page](missing.md) *bold*"
    cards.write_text(text.replace("value = 1\n", f'value = 1\nsaying = "{payload}"\n', 1), encoding="utf-8")
    assert problems_of(data) == []
    game = load_game(SMALL_GAME, data)
    rule_text = next(rule.text for rule in game.rules if rule.id == "hf-1.2")
    html = markdown.markdown(str(text_renderer(game)(rule_text)))
    assert "<a" not in html and "<img" not in html and "<em>" not in html, html
    assert "[lnk](javascript:alert(2))" in html


@pytest.mark.parametrize(
    ("name", "old", "field"), [("learn.toml", 'title = "', "title"), ("game.toml", 'back_label = "', "back_label")]
)
def test_a_name_or_a_title_holds_no_data_reference(tmp_path: Path, name: str, old: str, field: str) -> None:
    """Only texts fill their references in: a title, or the label of a deck's backs, printed
    ``{{ count('corn-1') }}`` as typed."""
    data = changed(tmp_path, name, old, f"{old}{{{{ count('corn-1') }}}} ")
    [problem] = problems_of(data)
    assert problem.endswith(
        f"field '{field}': a data reference like {{{{ count('x') }}}} is filled in only in texts, not in a name or a "
        "title: write it out"
    ), problem


def test_the_collections_introduction_holds_no_data_reference(tmp_path: Path) -> None:
    """No game's data fills the home page's introduction in: it showed ``{{ count('corn-1') }}`` as typed."""
    data = small_data(tmp_path / "card_data")
    collection = data / "collection.toml"
    text = collection.read_text(encoding="utf-8")
    start = text.index('introduction = """') + len('introduction = """')
    collection.write_text(text[:start] + "{{ count('corn-1') }} " + text[start:], encoding="utf-8")
    line = text[:start].count("\n") + 1
    assert problems_of(data) == [
        f"card_data/collection.toml:{line}: field 'introduction': holds a data reference like {{{{ count('x') }}}}: "
        "the "
        "introduction is read as written"
    ]


def test_the_preview_server_takes_a_port_it_can_bind() -> None:
    for port in ("0", "-1", "65536"):
        result = CliRunner().invoke(app, ["site", "serve", "--port", port])
        assert result.exit_code == 2 and "is not in the range 1<=x<=65535" in result.output, (port, result.output)


def at(data: Path, name: str, identifier: str, field: str = "id") -> str:
    """Where a problem of the small game's file ``name`` is: the line of ``field`` in the table of ``identifier``."""
    lines = (data / SMALL_GAME / name).read_text(encoding="utf-8").splitlines()
    start = lines.index(f'id = "{identifier}"')
    line = next(number for number in range(start, len(lines)) if lines[number].startswith(f"{field} = "))
    return f"card_data/{SMALL_GAME}/{name}:{line + 1}: '{identifier}'"


def test_an_icon_authors_name_is_a_name(tmp_path: Path) -> None:
    """The bundles' credits print every author's name: one checked as names are (the eighth pass's 30,000 letters
    ran over thirteen pages of credits)."""
    data = small_data(tmp_path / "card_data")
    icons = data / "icons.toml"
    text = icons.read_text(encoding="utf-8")
    assert 'lorc = "Lorc"' in text
    icons.write_text(text.replace('lorc = "Lorc"', f'lorc = "{"Lorc " * 20}"', 1), encoding="utf-8")
    assert problems_of(data) == ["card_data/icons.toml: [authors] lorc: expected at most 50 characters, got 100"]


def test_the_printing_texts_hold_no_data_reference(tmp_path: Path) -> None:
    """No card fills a stock or cutting text in: ``{{`` printed as ``{``."""
    data = small_data(tmp_path / "card_data")
    printing = data / "printing.toml"
    text = printing.read_text(encoding="utf-8")
    start = text.index('\ncards = "', text.index("[stock]")) + len('\ncards = "')
    printing.write_text(text[:start] + "{{ count('corn-1') }} " + text[start:], encoding="utf-8")
    line = text[:start].count("\n") + 1
    assert problems_of(data) == [
        f"card_data/printing.toml:{line}: 'stock', field 'cards': a data reference like {{{{ count('x') }}}} is filled "
        "in only in card and rule texts"
    ]
