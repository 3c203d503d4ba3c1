"""Hostile card data: a copy of ``card_data/`` whose texts, names and notes carry markup, script and code blocks.

Every text that reaches a page gets a payload that would run or add an element if it reached the HTML as
markup: a ``<script>`` setting ``window.pnpInjected``, an element with an ``onerror`` handler, a refreshing
``<meta>``, a link; both as plain text and inside code (a block indented by four spaces after a paragraph
line, which Markdown reads as part of the paragraph, and inline code in backticks). ``pnp validate`` refuses
such data (markup in texts is its second line of defence); ``markup_allowed`` switches that refusal off so a
test can prove the first line: whatever the data holds, the pages show it as text.
"""

from __future__ import annotations

import json
import re
import shutil
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
from found_games import GAMES, PLAYABLE

from generator.data.folder import DEFAULT_DATA_DIR
from generator.data.load import load_game

SCRIPT = "<script>window.pnpInjected = 'script'</script>"
ELEMENT = "<img id=pnp-injected-img src=x onerror=\"window.pnpInjected = 'img'\">"
REFRESH = '<meta http-equiv="refresh" content="0; url=about:blank">'
LINK = '<a id="pnp-injected-link" href="javascript:window.pnpInjected=1">tap</a>'
PAYLOAD = f"{SCRIPT} {ELEMENT} {REFRESH} {LINK}"
"""Markup that would run, add an element or leave the page, were it read as HTML."""
CODE_BLOCK = f"A paragraph line.\n    {SCRIPT}\n    {ELEMENT}\n    {REFRESH}\nAfter the code."
"""A block indented by four spaces right after a paragraph line (Markdown's lazy continuation)."""
INLINE_CODE = f"Type `{ELEMENT}` and `{SCRIPT}` to see."
SHORT = "<b id=pnp-injected-b>"
"""For texts printed on a card, which must fit their box: an element that exists only if read as markup."""
SHORTEST = "<b onclick>"
"""For a card's name and a kind's label, printed in a card's small title and type line: an element with a
handler."""
SHORT_CODE = "Go.\n    <script>pnpInjected=1</script>"
INJECTED_SELECTOR = '[id^="pnp-injected"], meta[http-equiv="refresh" i], [onerror], [onclick], img[src="x"]'
"""Elements that exist only if a payload reached the page as markup."""
HOSTILE_NAME = "<img src=x onerror=alert(1)>"
HOSTILE_QUOTED = '"><b onclick>'
HOSTILE_TEXT = "<script>alert(3)</script> [a link](javascript:alert(4)) {: onclick=alert(5) }"
"""Payloads a rules page shows as typed: Markdown links and attribute lists are text too."""


def toml_text(text: str) -> str:
    """``text`` as a TOML basic string."""
    return json.dumps(text, ensure_ascii=False)


def replace_first(path: Path, old: str, new: str) -> None:
    """Replace the first ``old`` of ``path`` by ``new``."""
    content = path.read_text(encoding="utf-8")
    assert old in content, (path, old)
    path.write_text(content.replace(old, new, 1), encoding="utf-8")


def set_first(path: Path, key: str, text: str) -> None:
    """Replace the value of the first ``key = "…"`` line of ``path`` by ``text``."""
    content = path.read_text(encoding="utf-8")
    pattern = re.compile(rf'^{re.escape(key)} = "(?:[^"\\]|\\.)*"$', re.MULTILINE)
    assert pattern.search(content), (path, key)
    path.write_text(pattern.sub(lambda _match: f"{key} = {toml_text(text)}", content, count=1), encoding="utf-8")


def set_or_add(path: Path, key: str, text: str) -> None:
    """``set_first``, or a ``key = "…"`` line added after the ``summary`` when the file has none."""
    if re.search(rf"^{re.escape(key)} = ", path.read_text(encoding="utf-8"), re.MULTILINE):
        set_first(path, key, text)
    else:
        content = path.read_text(encoding="utf-8")
        at = content.index("\n", content.index("\nsummary = ") + 1)
        path.write_text(f"{content[:at]}\n{key} = {toml_text(text)}{content[at:]}", encoding="utf-8")


NAMED = PLAYABLE[0]
"""The game whose name, first card's name, first rule, first ruling's question and balance note carry the short
payloads a rules page shows as typed (a game the simulator plays, so its balance page shows its note)."""
NAMED_NAME, NAMED_CARD = load_game(NAMED).name, load_game(NAMED).cards[0].id
QUOTED = PLAYABLE[-1]
"""The game whose first card's name is a quoted payload."""
QUOTED_CARD = load_game(QUOTED).cards[0].id
FILLED = tuple(game_id for game_id in GAMES if game_id != NAMED)
"""The games whose every kind of text carries the full payload, in code and out of it."""
FLAVOURED = FILLED[-1]
"""The game whose first card's flavour carries a short payload."""


def hostile_card_data(target: Path) -> Path:
    """A copy of the card data whose every kind of page text carries a payload."""
    shutil.copytree(DEFAULT_DATA_DIR, target)
    named = target / NAMED
    set_first(named / "game.toml", "name", f"{NAMED_NAME} {HOSTILE_NAME}")
    set_first(named / "cards.toml", "name", HOSTILE_NAME)
    replace_first(named / "rules.toml", 'text = "', f'text = "{HOSTILE_TEXT} ')
    replace_first(named / "rulings.toml", 'question = "', f'question = "{HOSTILE_TEXT} ')
    set_or_add(named / "game.toml", "balance_note", CODE_BLOCK)
    set_first(target / QUOTED / "cards.toml", "name", HOSTILE_QUOTED)
    for game in FILLED:
        folder = target / game
        set_first(folder / "game.toml", "name", f"{game.title()} {SHORTEST}")  # a name is one short line
        set_first(folder / "game.toml", "summary", f"Summary {SCRIPT} {ELEMENT} {REFRESH}")
        set_first(folder / "game.toml", "label", f"K{SHORTEST}")
        if game != QUOTED:
            set_first(folder / "cards.toml", "name", f"C{SHORTEST}")
        set_first(folder / "cards.toml", "text", SHORT_CODE)
        set_first(folder / "rules.toml", "title", f"Section {ELEMENT}")
        set_first(folder / "rules.toml", "text", CODE_BLOCK)
        set_first(folder / "rulings.toml", "question", f"Question {PAYLOAD}?")
        set_first(folder / "rulings.toml", "answer", CODE_BLOCK)
        set_first(folder / "rulings.toml", "reason", INLINE_CODE)
    set_first(target / FLAVOURED / "cards.toml", "flavor", f"Flavour {SHORT}")
    return target


def markup_texts() -> int:
    """How many texts of ``hostile_card_data`` hold markup: what ``validate`` refuses, each at its place."""
    return 5 + 1 + 10 * len(FILLED) - (QUOTED in FILLED) + 1


@contextmanager
def markup_allowed() -> Iterator[None]:
    """Switch off the loader's refusal of markup in texts, to test the escaping that stands behind it."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr("generator.data.load.MARKUP", re.compile(r"(?!)"))
        yield
