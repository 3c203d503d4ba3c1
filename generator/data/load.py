"""Read ``card_data/`` into the typed model, collecting every problem with file, line, card and field.

Each game lives in ``card_data/<game>/``: ``game.toml`` (kinds, decks, style, totals), ``cards.toml``
(``[[card]]`` tables), ``rules.toml`` (numbered rules), ``rulings.toml`` and ``learn.toml`` (the
booklet's learn-to-play part, read by ``generator.data.learn``). The format is described in
``card_data/README.md``.
"""

from __future__ import annotations

import re
import sys
import tomllib
from bisect import bisect_left, bisect_right
from collections import Counter
from dataclasses import replace
from functools import lru_cache
from pathlib import Path
from typing import Any

from generator.data import iconset
from generator.data.folder import data_folder, found_game_ids, shown_path
from generator.data.iconset import IconSetError, icon_names
from generator.data.kind_face import read_kind_face
from generator.data.learn import LEARN_FILE, read_learn_to_play
from generator.data.model import (
    Card,
    Deck,
    Format,
    Formats,
    Game,
    GameStyle,
    Kind,
    Rule,
    RuleSection,
    Ruling,
)
from generator.data.problems import DataError, Problem
from generator.data.references import (
    PLAYER_VALUES,
    TEMPLATE_OPENER,
    card_fields,
    filled_length,
    filled_problem,
    game_values,
    known_ids,
    reference_problems,
)
from generator.data.schema import (
    ID_EXPECTED,
    MAX_HEADING_CHARACTERS,
    MAX_NAME_CHARACTERS,
    FieldChecker,
    check_aliases,
    check_field_spec,
    check_lines,
    describe,
    is_id,
    type_error,
)
from generator.files.reading import UnreadableFile, read_regular_file
from generator.quoting import listing, shorten
from generator.scoring import game as scoring_game
from generator.scoring.catalog import Catalog
from generator.scoring.core import StateError
from generator.scoring.games import game_ids as games_with_rules
from generator.scoring.games import package_folder as rules_folder

FORMATS_FILE = "formats.toml"
COLOR_PATTERN = re.compile(r"^#[0-9a-fA-F]{6}$")
TABLE_HEADER = re.compile(r"^\s*\[\[?\s*([\w\-\"'].*?)\s*\]\]?\s*(#.*)?$")
"""A TOML table header line (``[style]``, ``[[card]]``): where one table's lines end and the next begin."""

FIELD_NAME = re.compile(r"[a-z][a-z0-9_]{0,63}")
"""A card field's name, as a kind declares it (``food_cost``): a plain word, shown in tables and messages."""
MARKUP = re.compile(r"<[A-Za-z/!?]")
"""The start of an HTML tag, comment or declaration: card data texts hold none."""
REFERENCING_FIELDS = ("text", "flavor", "ability")
"""The card fields whose ``{{ }}`` data references are read (the printed texts; Monarch's banner ability)."""
MIN_SIZE_MM = 10.0
MAX_SIZE_MM = 300.0
"""Sane bounds of a format's width and height (each must also fit on A4 and Letter paper)."""
SCORING_MESSAGE_CHARACTERS = 200
"""Longest message of a game's own data checks (``catalog_problems``), which may quote a value in full."""
LONGEST_NUMBER = sys.get_int_max_str_digits()
"""The most digits Python reads a whole number of (4,300): tomllib refuses a longer one."""
MAX_PRINTED_CHARACTERS = 100_000
"""Most characters of a game's printed rules, rulings and learn-to-play together: three times our longest game's
(32,000), a booklet of some 25 pages; ``pnp validate`` typesets it on both papers (some 5 s at the most)."""
MAX_COUNT = 1000
"""Most copies of one card design."""
MAX_DESIGNS = 500
"""Most card designs of one game (``[[card]]`` tables): ``pnp validate`` draws each in both styles and fits its texts
(some 10 ms each), so that it stays within seconds; our largest game has 60."""
MAX_TOTAL = 100_000
"""Most components of one kind, of one deck, and of one game (its decks together)."""
MAX_PLAYERS = 99
"""Most players, and most minutes, that game.toml's ``players`` and ``minutes`` may say."""
MAX_CONSTANT = 1000
"""Largest rule constant (a hand's size, a limit, a cost, a number of rounds): the code may deal or loop that often."""

DECK_LINES = {"name": MAX_NAME_CHARACTERS, "back_label": MAX_HEADING_CHARACTERS}
"""Longest one-line texts of a deck, in characters: its name, and the label its backs print (the game's name and
the deck's, say)."""
HEADER_LINES = {"name": MAX_NAME_CHARACTERS, "summary": 200, "age": 12}
"""Longest one-line texts of game.toml's header, in characters. The name is set on the cover in up to two lines
and the summary under it, checked by typesetting them (``generator.games.printable``); the summary is also the
site's description of the game, and the age is a fact set on the cover's one line (twelve of the widest letters
fit it on either paper)."""

RESERVED_DECK_IDS = ("bundle", "rules")
"""Deck ids the print files of a game take for themselves (``<game>-bundle-a4.pdf``, ``<game>-rules-a4.pdf``)."""
STYLE_SUFFIX = "-light"
"""What a deck's printer-friendly sheets add to its file name: no deck id may end in it."""

CARD_FIELDS = {
    "id": "id",
    "name": "str",
    "kind": "str",
    "deck": "str",
    "count": f"int 1..{MAX_COUNT}",
    "text": "str?",
    "flavor": "str?",
    "color": "str?",
    "symbol": "str?",
    "designed": "bool?",
    "design_note": "str?",
    "icon": "str?",
    "icon_note": "str?",
}


ASSIGNMENT = re.compile(r"""^\s*([A-Za-z0-9_-]+)\s*=\s*(?:"((?:[^"\\]|\\.)*)"|'([^']*)')?""")
"""A ``key = value`` line: the key, and the text of a quoted string value (basic or literal)."""


class _Source:
    """One TOML file being read: its display name, raw lines, and the problems found in it."""

    def __init__(self, path: Path, display: str, problems: list[Problem], folder: Path | None = None) -> None:
        self.path = path
        self.display = display
        self.problems = problems
        self.folder = folder
        """The card data folder: a link out of it is not followed."""
        self.lines: list[str] = []
        self.keys: dict[str, list[int]] = {}
        """Lines setting each key, in file order (built once: lookups stay linear in the file's size)."""
        self.values: dict[tuple[str, str], list[int]] = {}
        """Lines setting each key to each quoted string."""
        self.headers: dict[tuple[str, ...], list[int]] = {}
        """Lines of each table header, by its keys (``("kinds", "animal")``; an array of tables has several)."""
        self.header_lines: list[int] = []
        """Every table header's line, in file order: where each table's lines begin and end."""

    def read(self) -> dict[str, Any] | None:
        """Parse the file; a missing file or a syntax error becomes a problem and returns None."""
        try:
            data = read_regular_file(self.path, inside=self.folder)
        except FileNotFoundError:
            self.report("file is missing")
            return None
        except UnreadableFile as error:
            self.report(str(error))
            return None
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError as error:
            self.report(
                f"not UTF-8 text (byte {error.start + 1} is {data[error.start]:#04x}); save it as UTF-8",
                line=data.count(b"\n", 0, error.start) + 1,
            )
            return None
        self.index(text.splitlines())
        try:
            raw = tomllib.loads(text)
        except tomllib.TOMLDecodeError as error:
            match = re.search(r"\(at line (\d+), column (\d+)\)", str(error))
            line = int(match.group(1)) if match else None
            message = re.sub(r"\s*\(at line \d+, column \d+\)", "", str(error))
            self.report(f"TOML syntax error: {shorten(message, 120)}", line=line)
            return None
        except RecursionError:
            self.report("TOML nested too deeply (arrays or inline tables inside each other)")
            return None
        except ValueError:  # an integer of more digits than Python converts (``sys.get_int_max_str_digits``)
            self.report(
                f"a number of more than {LONGEST_NUMBER:,} digits: no number of card data comes near that "
                "(card_data/README.md gives each one's range)",
                line=long_number_line(text),
            )
            return None
        self.refuse_markup(raw)
        return raw

    def refuse_markup(self, value: Any, key: str = "", subject: str | None = None) -> None:
        """Report every text that holds HTML markup (``<script``, ``<a href``, ``</p>``…), wherever it is in
        the file. The site shows texts as typed whatever they hold; refusing markup is the second line, so
        that a shared card data folder carries none."""
        if isinstance(value, dict):
            subject = value["id"] if isinstance(value.get("id"), str) else subject
            for name, item in value.items():
                self.refuse_markup(item, f"{key}.{name}" if key else name, subject)
        elif isinstance(value, list):
            for item in value:
                self.refuse_markup(item, key, subject)
        elif isinstance(value, str) and (tag := MARKUP.search(value)):
            name = key.rsplit(".", 1)[-1]
            shown = shorten(value[tag.start() : tag.start() + 20], 20)
            self.report(
                f"holds HTML markup ({shown!r}): texts are shown as typed, and markup is refused; write it "
                "without tags (emphasis with *stars*, code in `backticks`)",
                line=self.line_of(name, value) or (self.line_of("id", subject) if subject else None),
                card=subject,
                field=key,
            )

    def index(self, lines: list[str]) -> None:
        """Remember the lines and where each key, each quoted value and each table header is set."""
        self.lines = lines
        for number, text in enumerate(lines, 1):
            header = TABLE_HEADER.match(text)
            if header:
                self.headers.setdefault(header_keys(header.group(1)), []).append(number)
                self.header_lines.append(number)
                continue
            match = ASSIGNMENT.match(text)
            if match:
                key, basic, literal = match.groups()
                self.keys.setdefault(key, []).append(number)
                if basic is not None or literal is not None:
                    value = unescaped(basic) if basic is not None else literal
                    self.values.setdefault((key, value), []).append(number)

    def line_of(self, key: str, value: Any, occurrence: int = 0) -> int | None:
        """The line that sets ``key = "value"`` (the first, or the n-th): where a card or rule is defined."""
        lines = self.values.get((key, value), []) if isinstance(value, str) else []
        return lines[occurrence] if occurrence < len(lines) else None

    def definition(self, value: Any, seen: dict[str, int]) -> tuple[int | None, int | None]:
        """The line of the next table defining ``id = "value"``, and the line of the first one when this
        one repeats it (else None); ``seen`` counts the ids met so far in this file."""
        if not isinstance(value, str):
            return None, None
        occurrence = seen.get(value, 0)
        seen[value] = occurrence + 1
        return self.line_of("id", value, occurrence), self.line_of("id", value) if occurrence else None

    def table_line(self, *keys: str, occurrence: int = 0) -> int | None:
        """The line of the table header of ``keys`` (``"kinds", "animal"`` for ``[kinds.animal]``, however its
        keys are quoted; the n-th of an array of tables), None when there is none."""
        lines = self.headers.get(keys, [])
        return lines[occurrence] if occurrence < len(lines) else None

    def field_line(self, field: str, near: int | None) -> int | None:
        """The line that sets ``field`` in the TOML table holding line ``near``; with ``near`` None, the line
        that sets it in the file's top-level table, else its table header (``[about]``, ``[[deck]]``), else
        the one line of the file that sets it; ``near`` itself when no such line is found."""
        keys = tuple(field.split("."))
        lines = self.keys.get(keys[0], [])
        if near is None:
            top_level = lines[:1] if lines and (not self.header_lines or lines[0] < self.header_lines[0]) else []
            header = self.headers.get(keys, []) or self.headers.get(keys[:1], [])
            found = top_level or header or (lines if len(lines) == 1 else [])
            return found[0] if found else None
        headers = self.header_lines  # found by bisection: a problem costs no walk through its table's lines
        after = bisect_right(headers, near)
        start = headers[after - 1] if after else 1
        end = headers[after] - 1 if after < len(headers) else len(self.lines)
        first = bisect_left(lines, start)
        return lines[first] if first < len(lines) and lines[first] <= end else near

    def report(
        self, message: str, *, line: int | None = None, card: str | None = None, field: str | None = None
    ) -> None:
        """Record one problem in this file, at the line of its field when the file shows one."""
        if field is not None and self.lines:
            line = self.field_line(field, line)
        self.problems.append(Problem(self.display, message, line=line, card=card, field=field))

    def tables(self, raw: dict[str, Any], key: str) -> list[dict[str, Any]]:
        """The array of tables ``[[key]]`` that makes up this file; a wrong shape is reported (as are
        other top-level keys), and items that are not tables are left out."""
        others = [name for name in raw if name != key]
        if others:
            self.report(
                f"unexpected top-level keys {listing(others)}; this file holds only [[{key}]] tables",
                line=self.field_line(others[0], None),
            )
        value = raw.get(key, [])
        if not isinstance(value, list):
            self.report(f"expected [[{key}]] tables (an array of tables), got {describe(value)}", field=key)
            return []
        for number, item in enumerate(value, 1):
            if not isinstance(item, dict):
                self.report(f"item {number}: expected a table ([[{key}]]), got {describe(item)}", field=key)
        return [item for item in value if isinstance(item, dict)]


def printed_characters(game: Game) -> dict[str, int]:
    """The characters of the texts a game's booklet prints, their references filled in, by the file that holds them."""
    learn = game.learn.parts if game.learn is not None else ()

    def length(text: str) -> int:
        return filled_length(game, text)

    return {
        "rules.toml": sum(
            len(section.title)
            + length(section.intro)
            + sum(len(rule.title) + length(rule.text) for rule in section.rules)
            for section in game.sections
        ),
        "rulings.toml": sum(
            length(ruling.question) + length(ruling.answer) + length(ruling.reason) for ruling in game.rulings
        ),
        LEARN_FILE: sum(len(part.title) + length(part.text) for part in learn),
    }


def text_line(source: _Source, subject: str | None, field_name: str, text: str) -> int | None:
    """The line of a text that may hold references: its own field's line in a file's top level (``subject`` None),
    else the line of its card's, rule's or ruling's id."""
    return source.line_of(field_name, text) if subject is None else source.line_of("id", subject)


def long_number_line(text: str) -> int | None:
    """The line of the first number of ``text`` longer than ``LONGEST_NUMBER`` digits (underscores between
    them allowed, as TOML writes ``1_000``), if any.

    >>> long_number_line("a = 1\\nb = " + "9" * 5000)
    2
    """
    found = re.search(rf"(?<![\d_])\d(?:_?\d){{{LONGEST_NUMBER},}}", text)  # from a run's start: linear
    return text.count("\n", 0, found.start()) + 1 if found else None


@lru_cache(maxsize=1024)
def header_keys(header: str) -> tuple[str, ...]:
    """The keys a table header names, as TOML reads them (quoted keys may hold dots and spaces).

    >>> header_keys('kinds."a.b"')
    ('kinds', 'a.b')
    """
    try:
        table: Any = tomllib.loads(f"[{header}]")
    except tomllib.TOMLDecodeError:
        return tuple(header.split("."))
    keys = []
    while isinstance(table, dict) and len(table) == 1:
        key, table = next(iter(table.items()))
        keys.append(key)
    return tuple(keys)


def unescaped(basic: str) -> str:
    """The text a TOML basic string stands for (its escapes, such as ``\\u0000``, read), as written when it
    has none."""
    if "\\" not in basic:
        return basic
    try:
        return str(tomllib.loads(f'text = "{basic}"')["text"])
    except tomllib.TOMLDecodeError:
        return basic


def load_formats(data_dir: Path, problems: list[Problem]) -> Formats | None:
    """Read ``formats.toml``: the trim sizes decks refer to; None when the file cannot be read at all."""
    source = _Source(data_dir / FORMATS_FILE, shown_path(data_dir / FORMATS_FILE, data_dir), problems, data_dir)
    raw = source.read()
    if raw is None:
        return None
    checker = FieldChecker(
        source,
        {
            "name": "str",
            "width_mm": f"number {MIN_SIZE_MM:g}..{MAX_SIZE_MM:g}",
            "height_mm": f"number {MIN_SIZE_MM:g}..{MAX_SIZE_MM:g}",
            "shape": "enum:rect|circle",
            "corner_mm": f"number 0..{MAX_SIZE_MM / 2:g}",
        },
    )
    formats = {}
    for format_id, table in raw.items():
        line = source.table_line(format_id)
        if not is_id(format_id):
            source.report(f"expected {ID_EXPECTED} as the format's name", line=line, card=format_id)
        elif (
            checker.check_table(table, subject=format_id, line=line)
            and check_lines(source, table, {"name": MAX_NAME_CHARACTERS}, subject=format_id, line=line)
            and format_fits(source, format_id, table, line)
        ):
            formats[format_id] = Format(
                id=format_id,
                name=table["name"],
                width_mm=float(table["width_mm"]),
                height_mm=float(table["height_mm"]),
                shape=table["shape"],
                corner_mm=float(table["corner_mm"]),
            )
    return Formats(formats, frozenset(raw.keys() - formats.keys()))


def table_id(table: dict[str, Any]) -> str:
    """The ``id`` of a data table, or ``?`` when it has no text there (the field check reports that)."""
    found = table.get("id")
    return found if isinstance(found, str) else "?"


def format_fits(source: _Source, format_id: str, table: dict[str, Any], line: int | None) -> bool:
    """Check that a format's shape is drawable; report what is not and return False. (That it fits on every
    paper, the print check of ``generator.games.printable`` finds, above the layout it needs.)"""
    width, height, corner = table["width_mm"], table["height_mm"], table["corner_mm"]
    problems = []
    if table["shape"] == "circle" and width != height:
        problems.append(("height_mm", f"a circle's height is its width (its diameter, {width:g} mm); got {height:g}"))
    if corner > min(width, height) / 2:
        problems.append(("corner_mm", f"expected at most half the shorter side ({min(width, height) / 2:g} mm)"))
    for field_name, message in problems:
        source.report(message, line=line, card=format_id, field=field_name)
    return not problems


def load_game(game_id: str, data_dir: Path | str | None = None) -> Game:
    """Load and validate one game; raises ``DataError`` listing every problem found."""
    folder = data_folder(data_dir)
    problems: list[Problem] = []
    formats = load_formats(folder, problems)
    game = _GameReader(game_id, folder, formats, problems).read()
    check_icon_set(problems)
    if problems or game is None:
        raise DataError(problems)
    return game


def load_games(data_dir: Path | str | None = None) -> list[Game]:
    """Load every game of the data folder; raises ``DataError`` listing every problem in every game."""
    folder = data_folder(data_dir)
    problems: list[Problem] = []
    formats = load_formats(folder, problems)
    ids = found_game_ids(folder, problems)
    games = [_GameReader(game_id, folder, formats, problems).read() for game_id in ids]
    check_icon_set(problems)
    if problems:
        raise DataError(problems)
    return [game for game in games if game is not None]


class _GameReader:
    """Reads the four files of one game and cross-checks them."""

    def __init__(self, game_id: str, data_dir: Path, formats: Formats | None, problems: list[Problem]) -> None:
        self.game_id = game_id
        self.folder = data_dir / game_id
        self.data_dir = data_dir
        self.formats = formats
        self.problems = problems
        self.broken_decks: set[str] = set()
        """Decks declared with problems of their own: cards in them are not reported again."""
        self.broken_kinds: set[str] = set()
        """Kinds declared with problems of their own (a field of an invalid type, say): their cards' fields are
        checked only against the kind's valid ones, and a kind left out is not reported again on its cards."""

    def source(self, name: str) -> _Source:
        path = self.folder / name
        return _Source(path, shown_path(path, self.data_dir), self.problems, self.data_dir)

    def read(self) -> Game | None:
        before = len(self.problems)
        if not self.folder.is_dir():
            self.problems.append(
                Problem(
                    shown_path(self.folder, self.data_dir),
                    f"folder is missing: every game needs card_data/{self.game_id}/",
                )
            )
            return None
        game_source = self.source("game.toml")
        raw_game = game_source.read()
        cards_source = self.source("cards.toml")
        raw_cards = cards_source.read()
        rules_source = self.source("rules.toml")
        raw_rules = rules_source.read()
        rulings_source = self.source("rulings.toml")
        raw_rulings = rulings_source.read()
        if raw_game is None or raw_cards is None:
            return None
        header = self.read_header(game_source, raw_game)
        if header is None:
            return None
        kinds, decks = header["kinds"], header["decks"]
        tables = cards_source.tables(raw_cards, "card")
        if len(tables) > MAX_DESIGNS:
            extra = table_id(tables[MAX_DESIGNS])
            cards_source.report(
                f"a game has at most {MAX_DESIGNS} card designs ([[card]] tables, each of up to {MAX_COUNT:,} copies), "
                f"got {len(tables):,}: this is design {MAX_DESIGNS + 1}",
                line=cards_source.line_of("id", extra),
                card=extra,
            )
            return None
        cards = self.read_cards(cards_source, tables, kinds, decks)
        self.check_totals(game_source, kinds, decks, tables)
        sections = self.read_rules(rules_source, raw_rules, header["rule_prefix"]) if raw_rules is not None else []
        rule_ids = {rule.id for section in sections for rule in section.rules}
        rule_ids |= {section.id for section in sections}
        known_rules = rule_ids if raw_rules is not None else None
        rulings = self.read_rulings(rulings_source, raw_rulings or {}, known_rules)
        values = set(game_values(header["players"], header["constants"])) if "players" in header else None
        note: list[tuple[_Source, str | None, str, str]] = (
            [(game_source, None, "balance_note", header["balance_note"])] if header.get("balance_note") else []
        )
        referencing = self.check_references(
            cards_source,
            rules_source,
            rulings_source,
            tables,
            decks,
            kinds,
            sections,
            rulings,
            known_rules,
            values,
            note,
        )
        if not any(problem.file in (game_source.display, cards_source.display) for problem in self.problems[before:]):
            self.check_with_scoring(cards_source, raw_game, tables)
        if len(self.problems) > before:
            return None
        game = Game(
            id=self.game_id,
            name=header["name"],
            rule_prefix=header["rule_prefix"],
            players=header["players"],
            minutes=header["minutes"],
            age=header["age"],
            summary=header["summary"],
            balance_note=header["balance_note"],
            designed=header["designed"],
            constants=header["constants"],
            style=header["style"],
            kinds=kinds,
            decks=tuple(decks.values()),
            cards=tuple(cards),
            sections=tuple(sections),
            rulings=tuple(rulings),
            directory=self.folder,
        )
        if self.formats is None or self.broken_decks:
            return game  # decks are missing, with problems of their own: the rest waits until they are whole
        for source, subject, field_name, text in referencing:  # every reference is known: filled in, as printed
            if problem := filled_problem(game, text):
                source.report(
                    problem, line=text_line(source, subject, field_name, text), card=subject, field=field_name
                )
        if len(self.problems) > before:
            return None
        learn = read_learn_to_play(game, self.source(LEARN_FILE))  # its texts and example read the whole game
        if learn is None:
            return None
        game = replace(game, learn=learn)
        return game if self.printed_text_fits(game) else None

    def printed_text_fits(self, game: Game) -> bool:
        """True when the booklet's text (rules, rulings, learn to play) holds at most ``MAX_PRINTED_CHARACTERS``;
        else a problem at the file holding the most of it (typesetting takes a second per 10,000 or so)."""
        shares = printed_characters(game)
        total = sum(shares.values())
        if total <= MAX_PRINTED_CHARACTERS:
            return True
        largest = max(shares, key=lambda name: shares[name])
        self.source(largest).report(
            f"the printed rules (rules, rulings and learn to play together) hold {total:,} characters, "
            f"{shares[largest]:,} of them here: at most {MAX_PRINTED_CHARACTERS:,} (some 25 booklet pages); "
            "shorten the longest texts"
        )
        return False

    def read_header(self, source: _Source, raw: dict[str, Any]) -> dict[str, Any] | None:
        checker = FieldChecker(
            source,
            {
                "id": "id",
                "name": "str",
                "rule_prefix": "id",
                "players": f"list[int] 1..{MAX_PLAYERS}",
                "minutes": f"list[int] 1..{MAX_PLAYERS}",
                "age": "str",
                "summary": "str",
                "balance_note": "str?",
                "designed": "table?",
                "constants": "table?",
                "style": "table",
                "kinds": "table",
                "deck": "list[table]",
            },
        )
        header_ok = checker.check_table(raw, subject=None, line=None)
        header_ok &= check_lines(source, raw, HEADER_LINES, subject=None, line=None)
        if isinstance(raw.get("id"), str) and raw["id"] != self.game_id:
            source.report(
                f'expected id = "{self.game_id}" (the folder\'s name), got {describe(raw["id"])}',
                line=source.line_of("id", raw["id"]),
                field="id",
            )
        for key in ("players", "minutes"):
            value = raw.get(key)
            if (
                type_error(value, f"list[int] 1..{MAX_PLAYERS}") is None
                and isinstance(value, list)
                and (len(value) != 2 or value[0] > value[1])
            ):
                got = shorten(str(value))
                source.report(f"expected [least, most], the least first, got {got}", field=key)
                header_ok = False
        designed = raw["designed"] if isinstance(raw.get("designed"), dict) else {}
        for name, reason in designed.items():
            if name not in ("players", "minutes", "age", "summary"):
                source.report("expected one of: players, minutes, age, summary", field=f"designed.{name}")
            elif not isinstance(reason, str) or not reason.strip():
                source.report("expected a one-line reason why we chose this value", field=f"designed.{name}")
        constants = raw["constants"] if isinstance(raw.get("constants"), dict) else {}
        for name, value in constants.items():
            if not re.fullmatch(r"[a-z][a-z0-9_]*", name) or name in PLAYER_VALUES:
                source.report(
                    "expected a snake_case name other than fewest_players and most_players (which come from players)",
                    field=f"constants.{name}",
                )
            elif error := type_error(value, f"natural 0..{MAX_CONSTANT}"):
                source.report(error, field=f"constants.{name}")
        style_checker = FieldChecker(
            source,
            {
                "primary": "color",
                "secondary": "color",
                "ink": "color",
                "paper": "color",
                "motif": "str",
                "look": "enum:poster|court|plaque|banner|playing-card",
                "icons": "table?",
            },
        )
        style_ok = "style" in raw and style_checker.check_table(
            raw["style"], subject="style", line=source.table_line("style")
        )
        style_icons = raw["style"].get("icons", {}) if isinstance(raw.get("style"), dict) else {}
        for role, name in style_icons.items() if isinstance(style_icons, dict) else ():
            problem = icon_problem(name)
            if problem:
                source.report(problem, line=source.line_of(role, str(name)), field=f"style.icons.{role}")
                style_ok = False
        kinds = self.read_kinds(source, raw["kinds"]) if isinstance(raw.get("kinds"), dict) else None
        decks = self.read_decks(source, raw["deck"]) if type_error(raw.get("deck"), "list[table]") is None else None
        if kinds is None or decks is None or not isinstance(raw.get("rule_prefix"), str):
            return None  # the game's cards and rules cannot be read without these
        if not (header_ok and style_ok):
            return {"rule_prefix": raw["rule_prefix"], "kinds": kinds, "decks": decks}
        return {
            "name": raw["name"],
            "rule_prefix": raw["rule_prefix"],
            "players": tuple(raw["players"]),
            "minutes": tuple(raw["minutes"]),
            "age": raw["age"],
            "summary": raw["summary"],
            "balance_note": raw.get("balance_note", ""),
            "designed": designed,
            "constants": dict(constants),
            "style": GameStyle(**raw["style"]),
            "kinds": kinds,
            "decks": decks,
        }

    def read_kinds(self, source: _Source, raw: dict[str, Any]) -> dict[str, Kind]:
        checker = FieldChecker(
            source, {"label": "str", "total": f"int 0..{MAX_TOTAL}", "fields": "table?", "face": "table?"}
        )
        kinds = {}
        for kind_id, table in raw.items():
            line = source.table_line("kinds", kind_id)
            if not is_id(kind_id):
                source.report(f"expected {ID_EXPECTED} as the kind's name", line=line, card=f"kinds.{kind_id}")
                continue
            if not checker.check_table(table, subject=f"kinds.{kind_id}", line=line) or not check_lines(
                source, table, {"label": MAX_NAME_CHARACTERS}, subject=f"kinds.{kind_id}", line=line
            ):
                self.broken_kinds.add(kind_id)
                continue
            fields = {}
            for name, spec in table.get("fields", {}).items():
                field, error = f"fields.{name}", None
                if not FIELD_NAME.fullmatch(name):  # a name that is no plain word is not repeated as the field
                    field = "fields"
                    error = (
                        "expected field names in snake_case (lower-case letters, digits and _, at most 64), "
                        f"got {describe(name)}"
                    )
                elif name in CARD_FIELDS:
                    error = "is a field every card has; choose another name"
                elif isinstance(spec, str):
                    error = check_field_spec(spec)
                else:
                    error = f"expected a type name, got {describe(spec)}"
                if error:
                    source.report(error, line=line, card=f"kinds.{kind_id}", field=field)
                    self.broken_kinds.add(kind_id)
                else:
                    fields[name] = spec
            face = read_kind_face(source, kind_id, table["face"], fields, line) if "face" in table else None
            kinds[kind_id] = Kind(id=kind_id, label=table["label"], total=table["total"], fields=fields, face=face)
        return kinds

    def read_decks(self, source: _Source, raw: list[dict[str, Any]]) -> dict[str, Deck]:
        checker = FieldChecker(
            source,
            {
                "id": "id",
                "name": "str",
                "format": "str",
                "total": f"int 0..{MAX_TOTAL}",
                "back_label": "str",
                "back_color": "color",
                "double_sided": "bool",
                "back_repeats_front": "bool?",
            },
        )
        decks: dict[str, Deck] = {}
        seen: dict[str, int] = {}
        for table in raw:
            deck_id = table_id(table)
            line, first = source.definition(deck_id, seen)
            if first is not None:
                source.report(
                    f"duplicate deck id (first defined at line {first})", line=line, card=f"deck {deck_id}", field="id"
                )
                continue
            if not checker.check_table(table, subject=f"deck {deck_id}", line=line) or not check_lines(
                source, table, DECK_LINES, subject=f"deck {deck_id}", line=line
            ):
                self.broken_decks.add(deck_id)
                continue
            if deck_id in RESERVED_DECK_IDS or deck_id.endswith(STYLE_SUFFIX):
                source.report(
                    f"the print files take this name for themselves (deck ids may not be {listing(RESERVED_DECK_IDS)} "
                    f"or end in {STYLE_SUFFIX}); choose another id",
                    line=line,
                    card=f"deck {deck_id}",
                    field="id",
                )
                self.broken_decks.add(deck_id)
                continue
            format_ = (self.formats or {}).get(table["format"])
            if format_ is None:
                self.broken_decks.add(deck_id)
                # an unreadable formats.toml, or a format of it with a problem, is reported once, on its own
                if self.formats is not None and table["format"] not in self.formats.broken:
                    source.report(
                        f"unknown format {describe(table['format'])} "
                        f"(expected one of: {listing(sorted(self.formats))})",
                        line=line,
                        card=f"deck {deck_id}",
                        field="format",
                    )
                continue
            decks[deck_id] = Deck(
                id=deck_id,
                name=table["name"],
                format=format_,
                total=table["total"],
                back_label=table["back_label"],
                back_color=table["back_color"],
                double_sided=table["double_sided"],
                back_repeats_front=table.get("back_repeats_front", False),
            )
        return decks

    def read_cards(
        self, source: _Source, tables: list[dict[str, Any]], kinds: dict[str, Kind], decks: dict[str, Deck]
    ) -> list[Card]:
        cards: list[Card] = []
        seen: dict[str, int] = {}
        for table in tables:
            card_id = table_id(table)
            line, first = source.definition(card_id, seen)
            kind_id = table.get("kind")
            kind = kinds.get(kind_id) if isinstance(kind_id, str) else None
            spec = dict(CARD_FIELDS) | (dict(kind.fields) if kind else {})
            # A card of an unknown kind (or of a kind with a broken field type): its kind is the problem,
            # not the fields that kind would declare.
            fields_ok = FieldChecker(source, spec).check_table(
                table, subject=card_id, line=line, others_unknown=kind is None or kind.id in self.broken_kinds
            )
            problems = self.card_problems(table, kinds, decks, first)
            for field_name, message in problems:
                source.report(message, line=line, card=card_id, field=field_name)
            if fields_ok and not problems:
                extra = {key: value for key, value in table.items() if key not in CARD_FIELDS}
                common = {key: value for key, value in table.items() if key in CARD_FIELDS}
                cards.append(Card(**common, extra=extra))
        return cards

    def card_problems(
        self, table: dict[str, Any], kinds: dict[str, Kind], decks: dict[str, Deck], duplicate_of: int | None
    ) -> list[tuple[str, str]]:
        """``(field, message)`` for each value of a card that breaks a rule beyond its type.

        ``duplicate_of``: the line of the first card with the same id, when this card repeats it.

        Each check reads only fields of the right type, so a card's other problems are all reported
        together with its mistyped fields.
        """

        def text(name: str) -> str | None:
            return table[name] if isinstance(table.get(name), str) else None

        problems = []
        kind, deck, color = text("kind"), text("deck"), text("color")
        if duplicate_of is not None:
            problems.append(("id", f"duplicate card id (first defined at line {duplicate_of})"))
        if kind is not None and kind not in kinds and kind not in self.broken_kinds:
            problems.append(("kind", f"unknown kind {describe(kind)} (expected one of: {listing(kinds)})"))
        if deck is not None and deck not in decks and deck not in self.broken_decks:
            problems.append(("deck", f"unknown deck {describe(deck)} (expected one of: {listing(decks)})"))
        if color and not COLOR_PATTERN.match(color):
            problems.append(("color", f'expected a colour like "#a03c28", got {describe(color)}'))
        if color and not (text("symbol") or "").strip():
            problems.append(
                ("symbol", "a card with a colour needs a symbol or word too, so colour never carries the meaning alone")
            )
        if table.get("designed") is True and not (text("design_note") or "").strip():
            problems.append(("design_note", "a designed card needs a one-line design_note saying why"))
        icon = text("icon")
        if icon is not None and (problem := icon_problem(icon)):
            problems.append(("icon", problem))
        if text("icon_note") and not icon:
            problems.append(("icon_note", "an icon_note explains a stand-in icon: give the card an icon too"))
        return problems

    @staticmethod
    def check_totals(
        game_source: _Source, kinds: dict[str, Kind], decks: dict[str, Deck], tables: list[dict[str, Any]]
    ) -> None:
        """Compare declared totals with the counts of every card table, even one with other problems."""

        def tally(field_name: str) -> tuple[Counter[str], set[str]]:
            """Copies per kind (or deck), and the kinds whose count is missing, mistyped or out of range on some
            card (reported on that card already, so their total is not compared)."""
            counted: Counter[str] = Counter()
            unknown: set[str] = set()
            for table in tables:
                value, count = table.get(field_name), table.get("count")
                if isinstance(value, str):
                    if type(count) is int and 1 <= count <= MAX_COUNT:
                        counted[value] += count
                    else:
                        unknown.add(value)
            return counted, unknown

        kind_counts, kinds_unknown = tally("kind")
        deck_counts, decks_unknown = tally("deck")
        for kind in kinds.values():
            counted = None if kind.id in kinds_unknown else kind_counts[kind.id]
            if counted is not None and counted != kind.total:
                game_source.report(
                    f"declares {kind.total} {kind.label} components, but cards.toml has {counted}",
                    line=game_source.table_line("kinds", kind.id),
                    card=f"kinds.{kind.id}",
                    field="total",
                )
        in_all = sum(deck.total for deck in decks.values())
        if in_all > MAX_TOTAL:
            game_source.report(
                f"the decks declare {in_all:,} components in all; a game holds at most {MAX_TOTAL:,}", field="deck"
            )
        for deck in decks.values():
            counted = None if deck.id in decks_unknown else deck_counts[deck.id]
            if counted is not None and counted != deck.total:
                game_source.report(
                    f"declares {deck.total} components in deck '{deck.id}', but cards.toml has {counted}",
                    line=game_source.line_of("id", deck.id),
                    card=f"deck {deck.id}",
                    field="total",
                )

    def read_rules(self, source: _Source, raw: dict[str, Any], prefix: str) -> list[RuleSection]:
        section_checker = FieldChecker(
            source, {"id": "str", "title": "str", "intro": "str?", "summary": "bool?", "rule": "list[table]"}
        )
        rule_checker = FieldChecker(
            source, {"id": "str", "title": "str?", "text": "str", "summary": "bool?", "aliases": "list[str]?"}
        )
        sections: list[RuleSection] = []
        seen: dict[str, int] = {}
        for table in source.tables(raw, "section"):
            section_id = table_id(table)
            line = self.check_rule_id(source, section_id, rf"^{re.escape(prefix)}-\d+$", seen)
            if not section_checker.check_table(table, subject=section_id, line=line):
                continue
            heading = {"title": MAX_HEADING_CHARACTERS}
            check_lines(source, table, heading, subject=section_id, line=line)  # the section's rules still count
            rules = []
            for rule_table in table["rule"]:
                rule_id = table_id(rule_table)
                rule_line = self.check_rule_id(source, rule_id, rf"^{re.escape(section_id)}\.\d+(\.\d+)*$", seen)
                check_lines(source, rule_table, heading, subject=rule_id, line=rule_line)
                check_aliases(source, rule_table, subject=rule_id, line=rule_line)
                if rule_checker.check_table(rule_table, subject=rule_id, line=rule_line):
                    rules.append(
                        Rule(
                            id=rule_id,
                            text=rule_table["text"],
                            title=rule_table.get("title", ""),
                            in_summary=rule_table.get("summary", True),
                            aliases=tuple(rule_table.get("aliases", ())),
                        )
                    )
            sections.append(
                RuleSection(
                    id=section_id,
                    title=table["title"],
                    intro=table.get("intro", ""),
                    rules=tuple(rules),
                    in_summary=table.get("summary", True),
                )
            )
        if not sections:
            source.report("expected at least one [[section]] with [[section.rule]] tables")
        return sections

    @staticmethod
    def check_rule_id(source: _Source, rule_id: str, pattern: str, seen: dict[str, int]) -> int | None:
        """Check a section or rule id's form and uniqueness; returns the line that defines this one."""
        line, first = source.definition(rule_id, seen)
        if rule_id != "?" and not re.match(pattern, rule_id):
            source.report(f"expected an id matching {pattern.strip('^$')}", line=line, card=rule_id, field="id")
        if first is not None:
            source.report(f"duplicate rule id (first defined at line {first})", line=line, card=rule_id, field="id")
        return line

    def read_rulings(self, source: _Source, raw: dict[str, Any], rule_ids: set[str] | None) -> list[Ruling]:
        """The rulings; ``rule_ids`` is None when rules.toml could not be read (then rules are not checked)."""
        checker = FieldChecker(
            source,
            {
                "id": "id",
                "rules": "list[id]",
                "question": "str",
                "answer": "str",
                "reason": "str",
                "source": "enum:spec|designed",
                "checker": "bool?",
            },
        )
        rulings: list[Ruling] = []
        seen: dict[str, int] = {}
        for table in source.tables(raw, "ruling"):
            ruling_id = table_id(table)
            line, first = source.definition(ruling_id, seen)
            if first is not None:
                source.report(
                    f"duplicate ruling id (first defined at line {first})", line=line, card=ruling_id, field="id"
                )
            if not checker.check_table(table, subject=ruling_id, line=line):
                continue
            named = Counter(table["rules"])
            for rule_id, times in named.items():  # each unknown or repeated rule once, however often it is named
                if rule_ids is not None and rule_id not in rule_ids:
                    source.report(f"unknown rule {describe(rule_id)}", line=line, card=ruling_id, field="rules")
                if times > 1:
                    message = f"names rule {describe(rule_id)} {times:,} times: name each rule once"
                    source.report(message, line=line, card=ruling_id, field="rules")
            rulings.append(
                Ruling(
                    id=ruling_id,
                    rules=tuple(table["rules"]),
                    question=table["question"],
                    answer=table["answer"],
                    reason=table["reason"],
                    source=table["source"],
                    checker=table.get("checker", False),
                )
            )
        return rulings

    def check_references(
        self,
        cards_source: _Source,
        rules_source: _Source,
        rulings_source: _Source,
        tables: list[dict[str, Any]],
        decks: dict[str, Deck],
        kinds: dict[str, Kind],
        sections: list[RuleSection],
        rulings: list[Ruling],
        rule_ids: set[str] | None,
        values: set[str] | None,
        game_texts: list[tuple[_Source, str | None, str, str]],
    ) -> list[tuple[_Source, str | None, str, str]]:
        """Check the ``{{ count('x') }}``-style references of every text (``generator.data.references``); the texts
        that may hold them, as (source, card or rule or ruling id, field, text).

        Texts that show on cards or on the site (card texts and flavour, section intros, rules, the
        question, answer and reason of rulings, and game.toml's ``balance_note``) may hold references and
        nothing else in ``{{ }}``;
        other fields hold none. ``rule_ids`` is None when rules.toml could not be read, ``values`` when
        game.toml's header could not. ``game_texts`` are game.toml's texts, as (source, None, field, text).
        """
        card_ids = {table["id"] for table in tables if isinstance(table.get("id"), str)}
        own_fields = [
            {"id": table.get("id"), **{name: table[name] for name in kinds[table["kind"]].fields if name in table}}
            for table in tables
            if isinstance(table.get("kind"), str) and table["kind"] in kinds
        ]
        known = known_ids(card_ids, kinds, set(decks) | self.broken_decks, (), card_fields(own_fields), rule_ids)
        known["value"] = values
        texts: list[tuple[_Source, str | None, str, str]] = list(game_texts)
        for table in tables:
            card_id = table.get("id")
            if not isinstance(card_id, str):
                continue
            for field_name, value in table.items():
                if field_name in REFERENCING_FIELDS and isinstance(value, str):
                    texts.append((cards_source, card_id, field_name, value))
                elif isinstance(value, str) and TEMPLATE_OPENER.search(value):
                    cards_source.report(
                        "data references like {{ count('x') }} are read only in text, flavor and ability",
                        line=cards_source.line_of("id", card_id),
                        card=card_id,
                        field=field_name,
                    )
        for section in sections:
            texts.append((rules_source, section.id, "intro", section.intro))
            texts += [(rules_source, rule.id, "text", rule.text) for rule in section.rules]
        for ruling in rulings:
            texts += [
                (rulings_source, ruling.id, name, getattr(ruling, name)) for name in ("question", "answer", "reason")
            ]
        for source, subject, field_name, text in texts:
            for message in reference_problems(text, known):
                source.report(
                    message, line=text_line(source, subject, field_name, text), card=subject, field=field_name
                )
        return texts

    def check_with_scoring(self, source: _Source, raw_game: dict[str, Any], tables: list[dict[str, Any]]) -> None:
        """Let the game's scoring module check what only it understands (e.g. Monarch's crown effects).

        Called only when game.toml and cards.toml have no other problem, so scoring reads well-typed data.
        """
        if self.game_id not in games_with_rules():
            return
        try:
            catalog_problems = scoring_game(self.game_id).catalog_problems
        except StateError as error:
            self.problems.append(Problem(rules_folder(self.game_id), str(error)))
            return
        catalog = Catalog(game=raw_game, cards=tuple(tables))
        # A field already reported (missing or mistyped) is not reported again in scoring's words.
        reported = {(problem.card, problem.field) for problem in self.problems if problem.file == source.display}
        for card_id, field_name, message in catalog_problems(catalog):
            if (card_id or None, field_name or None) in reported:
                continue
            source.report(
                shorten(message, SCORING_MESSAGE_CHARACTERS),  # scoring's messages may quote a value in full
                line=source.line_of("id", card_id) if card_id else None,
                card=card_id or None,
                field=field_name or None,
            )


def check_icon_set(problems: list[Problem]) -> None:
    """One problem, not one per card, when the icon set the cards name is not installed or unreadable."""
    try:
        icon_names()
    except IconSetError as error:
        problems.append(Problem(str(iconset.ICON_SET_FILE), str(error)))


def icon_problem(name: object) -> str | None:
    """Why ``name`` cannot be drawn as an icon, or None when the Game-icons.net set has it."""
    if not isinstance(name, str):
        return f"expected an icon name of the Game-icons.net set, got {describe(name)}"
    try:
        known = icon_names()
    except IconSetError:
        return None  # reported once, by check_icon_set
    if name in known:
        return None
    words = icon_words()
    close = sorted({other for word in name.split("-")[:MAX_HINT_WORDS] for other in words.get(word, ())})[:5]
    hint = f" (close: {', '.join(close)})" if close else ""
    return f'"{shorten(name)}" is not an icon of the Game-icons.net set{hint}; browse the names at game-icons.net'


MAX_HINT_WORDS = 4
"""Words of an unknown icon name looked up for close names (an icon's name has a few)."""


@lru_cache(maxsize=1)
def icon_words() -> dict[str, tuple[str, ...]]:
    """Every word of the set's icon names (``horse`` of ``horse-head``), with the names holding it: an unknown
    name's close names are looked up by its words, never searched for among thousands."""
    words: dict[str, list[str]] = {}
    for known in sorted(icon_names()):
        for word in known.split("-"):
            words.setdefault(word, []).append(known)
    return {word: tuple(names) for word, names in words.items()}


__all__ = ["load_game", "load_games"]
