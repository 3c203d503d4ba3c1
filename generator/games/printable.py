"""What would stop a game's print files from being drawn, found before anything is drawn.

The game's declaration lays out every front and back; each text must then fit its box at its smallest size
in the embedded fonts, the game's name and summary the cover's heading on every paper, and the setup picture
needs its places: declared in ``learn.toml``, or laid out by the game's own folder with a caption for each place
it names. ``pnp validate`` runs
this check after the data checks, and ``pnp build`` and ``pnp site build`` run it before they draw, so that
what ``validate`` accepts is what they can draw; ``pnp build`` leaves out the rules booklets of the papers it
prints, whose render typesets them anyway and is checked the same way (``generator.builder.pipeline``). It sits
above the drawing layers it uses.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Collection, Iterable, Iterator, Mapping
from dataclasses import astuple
from functools import partial
from pathlib import Path
from typing import Any

from generator.data.collection import read_collection
from generator.data.folder import DEFAULT_DATA_DIR, PRINTING_FILE, data_folder, found_game_ids, shown_path
from generator.data.load import FORMATS_FILE, _GameReader, _Source, check_icon_set, load_formats
from generator.data.model import Format, Game, LearnToPlay
from generator.data.printing import printing_problems
from generator.data.problems import DataError, Problem
from generator.data.schema import describe
from generator.data.setup_places import MAX_PIECES
from generator.design import DesignError
from generator.design.credits import CREDITS_FILE, CreditsError, icon_credits
from generator.files.reading import UnreadableFile, read_regular_file
from generator.games import GameDeclaration, declaration
from generator.games.complete import code_problems
from generator.layout.imposition import LayoutError, plan_grid
from generator.layout.setup import DECLARED_SETUP, TableSetup, TooManyPieces, setup_picture
from generator.layout.shapes import Face, Text
from generator.layout.units import DEFAULT_BLEED_MM, PAPER_NAMES, PAPER_SIZES_MM, Paper, Style, pt
from generator.quoting import listing, shorten
from generator.render.booklet import LEARN_FILE, BookletError, BookletJob, Origin
from generator.render.cover import heading_problem
from generator.render.fonts import drawn_everywhere
from generator.render.text import TextError, fit_text


def load_printable_games(
    game_ids: Iterable[str] | None = None,
    data_dir: Path | str | None = None,
    *,
    fold: bool = False,
    booklets: Collection[Paper] = tuple(Paper),
    checked: Checked | None = None,
) -> list[Game]:
    """Load the games (every game of the data folder by default) and check that every face of every one can be
    drawn, that their rules booklets can be typeset on each paper of ``booklets`` and that their code matches
    their data, and with ``fold`` that their double-sided decks fold (``pnp build --duplex fold``); raises
    ``DataError`` listing every problem found. With ``checked``, a game checked there before and unchanged since
    is not drawn again."""
    folder = data_folder(data_dir)
    problems: list[Problem] = []
    formats = load_formats(folder, problems)
    found = found_game_ids(folder, problems)
    ids = found if game_ids is None else list(game_ids)
    games = [_GameReader(game_id, folder, formats, problems).read() for game_id in ids]
    check_icon_set(problems)
    if not problems and formats is not None:
        problems += paper_problems(folder, formats)
    problems += code_problems(folder, found)
    for game in games if not problems else []:
        if game is not None:
            check = checked.print_problems if checked is not None else print_problems
            problems += check(game, folder.parent, booklets)
    loaded = [game for game in games if game is not None]
    if fold and not problems:
        problems += fold_problems(folder, loaded)
    if problems:
        raise DataError(problems)
    return loaded


def validate(data_dir: Path | str | None = None, warnings: list[Problem] | None = None) -> list[Problem]:
    """Every problem in the card data of every game, then in drawing their faces, then in the bundles'
    ``printing.toml`` when the folder has one, then in its ``collection.toml`` (empty when all is well). What
    only ``pnp build --duplex fold`` refuses (``fold_problems``) is added to ``warnings`` when given."""
    problems: list[Problem] = []
    try:
        games = load_printable_games(None, data_dir)
    except DataError as error:
        problems += error.problems
    else:
        (warnings if warnings is not None else []).extend(fold_problems(data_folder(data_dir), games))
    folder = Path(data_dir or DEFAULT_DATA_DIR)
    if (folder / PRINTING_FILE).exists():
        problems += printing_problems(folder, load_formats(folder, []))
    return problems + read_collection(folder)[1]


def paper_problems(folder: Path, formats: Mapping[str, Format]) -> list[Problem]:
    """A located problem per format of ``formats.toml`` that does not fit on a paper the build prints on
    (with the default bleed)."""
    problems: list[Problem] = []
    path = folder / FORMATS_FILE
    source = _Source(path, shown_path(path, folder), problems, folder)
    source.index(read_regular_file(path).decode("utf-8").splitlines())  # read once already
    for format_id, size in formats.items():
        for paper in Paper:
            try:
                plan_grid(paper, size.width_mm, size.height_mm, DEFAULT_BLEED_MM)
            except LayoutError as error:
                source.report(str(error), line=source.table_line(format_id), card=format_id, field="width_mm")
    return problems


def fold_problems(folder: Path, games: Iterable[Game]) -> list[Problem]:
    """A located problem per format of ``formats.toml`` that a double-sided deck is printed on and that does not
    fit half a sheet of some paper with the default bleed: ``pnp build --duplex fold`` cannot fold its sheets."""
    decks: dict[str, tuple[Format, list[str]]] = {}
    for game in games:
        for deck in game.decks:
            if deck.double_sided and game.cards_in(deck.id):
                decks.setdefault(deck.format.id, (deck.format, []))[1].append(f"{game.id}/{deck.id}")
    problems: list[Problem] = []
    path = folder / FORMATS_FILE
    source = _Source(path, shown_path(path, folder), problems, folder)
    source.index(read_regular_file(path, inside=folder).decode("utf-8").splitlines())  # read once already
    for format_id, (size, printed) in decks.items():
        for paper in Paper:
            try:
                plan_grid(paper, size.width_mm, size.height_mm, DEFAULT_BLEED_MM, size.shape == "circle", fold=True)
            except LayoutError as error:
                source.report(
                    f"{error}: pnp build --duplex fold cannot fold the sheets of {listing(printed)}",
                    line=source.table_line(format_id),
                    card=format_id,
                    field="width_mm",
                )
                break
    return problems


def print_problems(game: Game, display_root: Path, papers: Collection[Paper] = tuple(Paper)) -> list[Problem]:
    """One located problem per card front or deck back that cannot be drawn, per place of the setup picture
    without a caption or caption of no place, and per piece of the rules booklet that cannot be typeset on one
    of ``papers`` (``display_root``: the folder that file names in messages are relative to, the data folder's
    parent)."""
    declared = declaration(game.id)
    design = declared.design
    problems: list[Problem] = []

    def source(name: str) -> _Source:
        path = game.directory / name
        display = str(path.relative_to(display_root)) if path.is_relative_to(display_root) else str(path)
        found = _Source(path, display, problems)
        found.index(read_regular_file(path).decode("utf-8").splitlines())  # read once already
        return found

    printed = [source(name) for name in PRINTED_FILES if (game.directory / name).is_file()]
    for file in printed:
        unprintable_problems(file)
    if problems:
        return problems  # faces and booklets would stop at the same characters, or print them as empty boxes
    cards, header = source("cards.toml"), source("game.toml")
    for style in Style:
        for card in game.cards:
            message = face_problem(partial(design.front, game, card, DEFAULT_BLEED_MM, style))
            if message:
                cards.report(message, line=cards.line_of("id", card.id), card=card.id)
        for deck in game.decks:
            message = face_problem(partial(design.back, game, deck, DEFAULT_BLEED_MM, style))
            if message:
                header.report(message, line=header.line_of("id", deck.id), card=f"deck {deck.id}")
        if problems:
            break  # the other style's faces would repeat them
    for paper in Paper:
        size_mm = PAPER_SIZES_MM[paper]
        if heading := heading_problem(game.name, game.summary, (pt(size_mm[0]), pt(size_mm[1]))):
            part, message = heading
            header.report(f"{message} ({PAPER_NAMES[paper]})", field="name" if part == "title" else "summary")
            break  # the other paper would repeat it
    if game.learn is not None:
        learn = source("learn.toml")
        found = [(LEARN_FILE, field, message) for field, message in setup_problems(game.learn, declared.setup)]
        for name, field, message in found or layout_problems(game, declared.setup):
            if name == LEARN_FILE:
                learn.report(message, line=learn.table_line("setup"), card="setup", field=field)
            else:
                header.report(message, line=header.field_line(field, None), field=field)
    if game.learn is not None and not problems:
        for origin, message in booklet_problems(game, declared, papers).items():
            file = source(origin.file)
            if origin.file == LEARN_FILE:
                line = file.table_line(origin.table) if origin.table else None
            else:
                line = file.line_of("id", origin.table) if origin.table else None
            file.report(message, line=line, card=origin.table, field=origin.field)
    problems += credit_problems(game, display_root)
    return problems


class Checked:
    """The games ``print_problems`` found nothing wrong with, by a digest of what that depends on (the game's
    content and its printed files as written, its papers, the icons' credits file, and ``code``: the version of the
    code that checked it, the fonts aside, which come with the machine): ``pnp site serve`` checks the card data on
    every change, and ``pnp build`` keeps the record in its cache, so that each draws again only a game that changed.
    A game with problems is checked every time, so that they are located in its files as they are now."""

    def __init__(self, code: str = "", clean: Mapping[str, str] | None = None) -> None:
        self.code = code
        """The version of the checking code the record holds for (empty: the process's own)."""
        self.clean = dict(clean or {})
        """By game id and the papers its booklets were typeset on ("<game> a4 letter"): the digest of its last check
        that found no problem (the preview checks without booklets, then with them)."""

    def print_problems(self, game: Game, display_root: Path, papers: Collection[Paper]) -> list[Problem]:
        """``print_problems``, or none at once for a game found clean before and unchanged since."""
        files = [game.directory / name for name in PRINTED_FILES] + [game.directory.parent / CREDITS_FILE]
        state = (self.code, astuple(game), str(display_root), tuple(papers), [content_digest(path) for path in files])
        digest = hashlib.sha256(repr(state).encode()).hexdigest()  # a pickle differs as its strings are shared
        key = " ".join([game.id, *papers])
        if self.clean.get(key) == digest:
            return []
        problems = print_problems(game, display_root, papers)
        if not problems:
            self.clean[key] = digest
        return problems


def content_digest(path: Path) -> str | None:
    """A hash of a data file's bytes (None when it is missing or not a regular file)."""
    try:
        return hashlib.sha256(read_regular_file(path)).hexdigest()
    except (OSError, UnreadableFile):
        return None


PRINTED_FILES = ("game.toml", "cards.toml", "rules.toml", "rulings.toml", LEARN_FILE)
"""The files of a game whose texts are printed (on cards, sheets' labels, the cover, the booklet)."""


def unprintable_problems(file: _Source) -> None:
    """Report each text of ``file`` holding a character no embedded font draws (once per text, its first such
    character): a card refuses it, a booklet prints an empty box."""
    raw = file.read()
    drawn = drawn_everywhere()
    for subject, field, text in texts_of(raw or {}, None, None):
        missing = next((character for character in text if character not in drawn and not character.isspace()), None)
        if missing is not None:
            shown = missing if missing.isprintable() else "?"
            file.report(
                f'character "{shown}" (U+{ord(missing):04X}) is in none of the embedded fonts: it cannot be printed',
                line=file.line_of("id", subject) if subject else None,
                card=subject,
                field=field,
            )


def texts_of(value: Any, subject: str | None, field: str | None) -> Iterator[tuple[str | None, str | None, str]]:
    """``(id of the table, key, text)`` of every string in a TOML value, however deep."""
    if isinstance(value, str):
        yield subject, field, value
    elif isinstance(value, dict):
        inner = (
            value["id"] if field is not None and isinstance(value.get("id"), str) else subject
        )  # a file's own id: none
        for key, item in value.items():
            yield from texts_of(item, inner, key)
    elif isinstance(value, list):
        for item in value:
            yield from texts_of(item, subject, field)


def booklet_problems(
    game: Game, declared: GameDeclaration, papers: Iterable[Paper] = tuple(Paper)
) -> dict[Origin, str]:
    """What stops the rules booklet: the game's booklet typeset on each of ``papers`` as the build typesets it (its
    worked example laid out as the declaration lays it out), and each piece that does not fit (a table wider than
    its column, a cell taller than a page) by where it comes from."""
    found: dict[Origin, str] = {}
    for paper in papers:
        try:
            BookletJob(game, declared.design, declared.setup, paper, example=declared.example).pages()
        except BookletError as error:
            for origin, why in error.problems.items():
                found.setdefault(origin, f"does not fit the rules booklet on {PAPER_NAMES[paper]} paper: {why}")
    return found


def setup_problems(learn: LearnToPlay, setup: TableSetup) -> list[tuple[str, str]]:
    """``(field, message)`` for what stops the setup picture: a game whose own folder lays it out needs a caption
    for each place its layout names (``labels``) and declares no places; any other game declares its places."""
    if setup is DECLARED_SETUP:
        problems = [] if learn.places else [("place", "expected [[setup.place]] tables: what lies where at setup")]
        if learn.table_labels:
            problems.append(("labels", "caption the places of a game's own layout: give each place its caption"))
        return problems
    problems = [("labels", message) for message in caption_problems(learn.table_labels, setup.places)]
    if learn.places:
        problems.append(("place", "the game's own layout (generator/games/) draws its setup picture: leave these out"))
    return problems


def layout_problems(game: Game, setup: TableSetup) -> list[tuple[str, str, str]]:
    """``(file, field, message)`` for the setup picture laid out as the build lays it out: a layout function of
    the game's own that fails on its data is a problem of the data's ``[setup]``, never a traceback; one that
    lays out more cards than a picture shows was given a rule constant larger than the game can mean."""
    players = game.learn.table_players if game.learn else 0
    try:
        setup_picture(game, setup)
    except TooManyPieces as error:
        constants = ", ".join(f"{name} = {value:,}" for name, value in game.constants.items())
        return [
            (
                "game.toml",
                "constants",
                f"the setup picture ({LEARN_FILE}) would show {error.shown:,} cards with {players} players seated, "
                f"and a picture shows at most {MAX_PIECES}: is a rule constant larger than the game can mean? "
                f"({shorten(constants, 200)})",
            )
        ]
    except Exception as error:  # a game's own layout function: say what failed, never a traceback
        reason = f"{type(error).__name__}: {shorten(str(error), 120)}"
        return [(LEARN_FILE, "players", f"the setup picture cannot be laid out for {players} players ({reason})")]
    return []


def caption_problems(captions: Iterable[str], places: tuple[str, ...]) -> list[str]:
    """A place of the setup picture without a caption, or a caption that names no place."""
    expected = f"(expected one for each of: {', '.join(places)})"
    given = list(captions)
    missing = [f"missing the caption {describe(place)} {expected}" for place in places if place not in given]
    return missing + [f"unknown caption {describe(key)} {expected}" for key in given if key not in places]


def credit_problems(game: Game, display_root: Path) -> list[Problem]:
    """The problem, if any, of crediting the icons the game draws (``icons.toml``): the bundles print them."""
    try:
        icon_credits([game])
    except CreditsError as error:
        path = game.directory.parent / CREDITS_FILE
        display = str(path.relative_to(display_root)) if path.is_relative_to(display_root) else str(path)
        return [Problem(display, shorten(error.reason, CREDIT_MESSAGE_CHARACTERS))]  # it names every icon missing
    return []


CREDIT_MESSAGE_CHARACTERS = 300
"""Longest message of a problem of ``icons.toml``, which lists the icons it lacks."""


def face_problem(draw: Callable[[], Face | None]) -> str | None:
    """Why the face ``draw`` designs cannot be drawn (a design that fails, a text that does not fit), or None."""
    try:
        face = draw()
        if face is not None:
            for shape in face.shapes:
                if isinstance(shape, Text):
                    fit_text(shape, face.label)
    except (DesignError, TextError) as error:
        return str(error)
    return None
