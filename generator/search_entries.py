"""Search entries of their own for every rule, ruling and card, so that searching a rule id (``rm-5.1``), a
word a rule is about or a card's name finds that rule, ruling or card first and opens the page at it.

MkDocs Material indexes a page by its headings; a rule or a card has none, so the hook adds one entry per
rule (``games/<game>/rules/?rule=<id>``), ruling (``…/rulings/?ruling=<id>``) and card
(``…/cards/?card=<id>``) to the search index the theme wrote. The query string makes each entry a result of
its own (the theme files an address that differs from a page's only by a ``#fragment`` under that page, whose
own entry comes first and opens at its top); ``assets/js/landing.mjs`` then scrolls the page to it. A player's
question is about play: the rules of play weigh most, then the cards (whose name finds them before the rulings
that name them), the rulings, and least the checker's rules (``BOOST``). A rule's aliases (players' words for
what it answers: "all six" for a stampede) go into a field of their own, searched like a title and never shown.
Titles and texts are plain text (a table's rows flattened to words), escaped: the theme shows them as HTML.
"""

from __future__ import annotations

import html
import json
import re
from pathlib import Path
from typing import Any

from generator.data.model import Game
from generator.markdown import markdown_html, text_renderer

TAG = re.compile(r"<[^>]+>")
TABLE = re.compile(r"<table>(.*?)</table>", re.DOTALL)
ROW = re.compile(r"<tr>(.*?)</tr>", re.DOTALL)
CELL = re.compile(r"<t[hd][^>]*>(.*?)</t[hd]>", re.DOTALL)
BOOST = {"rule": 6.0, "card": 3.0, "ruling": 2.0, "checker rule": 1.0}
"""How much an entry weighs in the theme's ranking, by what it is (the theme's own entries weigh 1)."""
ALIASES = "aliases"
"""The search index's field of a rule's aliases."""
ALIAS_WEIGHT = 0.8
"""An alias weighs a little less than a title: "tax" finds the rule titled Tax before the one that says "harvest and
tax" in other words."""


def flat_table(table: re.Match[str]) -> str:
    """A rendered table as a paragraph of words: a row's cells joined by " · ", its rows by "; " (empty ones
    dropped), so that a search excerpt shows no table syntax."""
    rows = [[cell.strip() for cell in CELL.findall(row) if cell.strip()] for row in ROW.findall(table.group(1))]
    words = "; ".join(" · ".join(cells) for cells in rows if cells)
    return f"<p>{words}.</p>" if words else ""


def plain_text(markdown_text: str) -> str:
    """The text of rendered Markdown, escaped for HTML (references rendered, tables flattened to words, all markup
    dropped)."""
    rendered = TABLE.sub(flat_table, markdown_html(markdown_text))
    return html.escape(html.unescape(TAG.sub("", rendered)).strip())


def game_entries(game: Game) -> list[dict[str, Any]]:
    """One search entry per rule, ruling and card of ``game``."""
    render = text_renderer(game)
    entries = []
    for section in game.sections:
        for rule in section.rules:
            title = f"{rule.id} · {rule.title}" if rule.title else rule.id
            entry = {
                "location": f"games/{game.id}/rules/?rule={rule.id}",
                "title": html.escape(f"{title} ({game.name})"),
                "text": f"<p>{plain_text(render(rule.text))}</p>",
                "boost": BOOST["rule" if section.in_summary else "checker rule"],
            }
            if rule.aliases:
                entry[ALIASES] = html.escape(" · ".join(rule.aliases))
            entries.append(entry)
    for ruling in game.rulings:
        entries.append(
            {
                "location": f"games/{game.id}/rulings/?ruling={ruling.id}",
                "title": f"{html.escape(ruling.id)} · {plain_text(render(ruling.question))} ({html.escape(game.name)})",
                "text": f"<p>{plain_text(render(ruling.answer))}</p>",
                "boost": BOOST["ruling"],
            }
        )
    for card in game.cards:
        text = html.escape(f"{game.kinds[card.kind].label}.")
        if card.text:
            text += f" {plain_text(render(card.text))}"
        entries.append(
            {
                "location": f"games/{game.id}/cards/?card={card.id}",
                "title": html.escape(f"{card.name} ({game.name})"),
                "text": f"<p>{text}</p>",
                "boost": BOOST["card"],
            }
        )
    return entries


def add_entries(index_file: Path, games: list[Game]) -> None:
    """Add every game's rule and card entries to the theme's ``search_index.json``, and the field of aliases."""
    index = json.loads(index_file.read_text(encoding="utf-8"))
    fields = index["config"]["fields"]
    fields[ALIASES] = {"boost": fields["title"]["boost"] * ALIAS_WEIGHT}
    for game in games:
        index["docs"] += game_entries(game)
    index_file.write_text(json.dumps(index, ensure_ascii=False, separators=(",", ":")), encoding="utf-8")
