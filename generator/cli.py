"""The ``pnp`` command line: thin commands that import their work only when they run."""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Annotated, Any, NoReturn, TypeVar

import typer
from rich.console import Console

from generator import __version__
from generator.layout.units import Duplex, Paper, Style

app = typer.Typer(
    help="Print-and-play decks, a rules site and score calculators for the card games of a data folder.",
    no_args_is_help=True,
    add_completion=False,
    rich_markup_mode="rich",
    pretty_exceptions_enable=False,
)
site_app = typer.Typer(
    help="Build or serve the rules-reference website.\n\nExamples: [bold]pnp site build[/bold] · "
    "[bold]pnp site serve --port 8001[/bold]",
    no_args_is_help=True,
    rich_markup_mode="rich",
)
app.add_typer(site_app, name="site")


def print_version(asked: bool) -> None:
    """``--version``: print the version and stop."""
    if asked:
        typer.echo(f"pnp {__version__}")
        raise typer.Exit()


@app.callback()
def options(
    version: Annotated[
        bool, typer.Option("--version", help="Print the version and exit.", callback=print_version, is_eager=True)
    ] = False,
) -> None:
    """The options taken before any command (the app's help says what ``pnp`` is)."""


DataOption = Annotated[
    Path | None,
    typer.Option(
        "--data",
        help="Card data folder to read instead of the repository's card_data/.",
        file_okay=False,
        metavar="DIR",
    ),
]
GameArgument = Annotated[str, typer.Argument(help="Game id, as pnp games lists them.", metavar="GAME")]
StateArgument = Annotated[str, typer.Argument(help="State JSON file, or - for standard input.", metavar="STATE")]
JsonOption = Annotated[bool, typer.Option("--json", help="Print JSON instead of a table.")]
Choice = TypeVar("Choice")
BOTH = "both"
"""The ``--paper`` and ``--style`` word that builds every paper or style: it parses to None."""


def one_of(choices: Mapping[str, Choice]) -> Callable[[str], Choice]:
    """A parser for an option that takes one of the words of ``choices`` (in any case) and gives what that word
    stands for: a bad value exits 2 naming the words."""
    words = tuple(choices)

    def parse(text: str) -> Choice:
        if text.lower() not in choices:
            raise typer.BadParameter(f"expected {', '.join(words[:-1])} or {words[-1]}; got {text!r}")
        return choices[text.lower()]

    return parse


PAPER_CHOICES: dict[str, Paper | None] = {**{paper: paper for paper in Paper}, BOTH: None}
STYLE_CHOICES: dict[str, Style | None] = {**{style: style for style in Style}, BOTH: None}
DUPLEX_CHOICES = {duplex: duplex for duplex in Duplex}
SiteUrlOption = Annotated[
    str | None,
    typer.Option(
        "--site-url",
        envvar="PNP_SITE_URL",
        help="Address the site will be served at, e.g. https://example.org/games/ (also read from "
        "PNP_SITE_URL). It gives canonical links, a sitemap and page changes without reloads; without it "
        "the site works at any address, with a full page load per link.",
        metavar="URL",
    ),
]


MAX_GAMES = 100_000
"""Most games one ``pnp simulate`` plays: about an hour of four-player games, more than any figure needs."""
SHOWN_PROBLEMS = 500
"""Most problems ``pnp validate`` lists; the rest are counted ("… and N more")."""


def fail(message: str, code: int = 2) -> NoReturn:
    """Print an error to stderr and exit with ``code`` (2: unusable input). The message may quote input from
    someone else: its lines are cut short, their control characters escaped, and a long list counted."""
    from generator.quoting import terminal_lines

    typer.echo(f"error: {terminal_lines(message)}", err=True)
    raise typer.Exit(code)


def found_games(data: Path | None) -> list[str]:
    """The ids of the games in the data folder (every folder with a ``game.toml``), or exit 2 saying why there
    are none."""
    from generator.data.folder import DEFAULT_DATA_DIR, GAME_FILE, found_game_ids
    from generator.data.problems import DataError

    try:
        found = found_game_ids(data)
    except DataError as error:
        fail(error.refusal(data))
    if not found:
        folder = data or DEFAULT_DATA_DIR
        fail(f"no game in {folder}: a game is a folder of it holding a {GAME_FILE} ({folder}/<game>/{GAME_FILE})")
    return found


def chosen_games(games: list[str] | None, data: Path | None) -> tuple[str, ...] | None:
    """The games a ``--game`` option names, each checked against the data folder; None (every game) when it names
    none, once the folder is known to hold one (or exit 2 saying why)."""
    if games:
        return tuple(require_game(game_id, data) for game_id in games)
    found_games(data)
    return None


def require_game(game_id: str, data: Path | None) -> str:
    """Reject a game the data folder does not hold, with the list of those it does."""
    found = found_games(data)
    if game_id not in found:
        fail(f"unknown game {game_id!r} (the card data has: {', '.join(found) or 'no game'})")
    return game_id


def require_rules(game_id: str, data: Path | None) -> str:
    """Reject a game without rules to score, check or play (no scoring package), saying how to add them."""
    from generator.scoring.games import game_ids, package_folder

    require_game(game_id, data)
    if game_id not in game_ids():
        fail(
            f"{game_id} has no rules to score, check or play: its card data prints, and {package_folder(game_id)} "
            "would give it rules (README, Adding a game)"
        )
    return game_id


def load_game_or_fail(game_id: str, data: Path | None) -> Any:
    """Load one game's validated card data, or print every problem and exit 2."""
    from generator.data.load import load_game
    from generator.data.problems import DataError

    try:
        return load_game(require_game(game_id, data), data)
    except DataError as error:
        fail(error.refusal(data))


@app.command()
def games(data: DataOption = None) -> None:
    """List the games of the card data with their ids, player counts and what their rules support.

    Example: [bold]pnp games[/bold]
    """
    from rich.console import Console
    from rich.table import Table

    from generator.games import declaration
    from generator.quoting import shorten
    from generator.report import CELL_CHARACTERS

    table = Table("id", "game", "players", "minutes", "age", "rules", title="Games")
    for game_id in found_games(data):
        game = load_game_or_fail(game_id, data)
        low, high = game.players
        declared = declaration(game_id)
        rules = "score, play" if declared.playable else "score" if declared.rules else "—"
        table.add_row(
            game.id,
            shorten(game.name, CELL_CHARACTERS),
            f"{low}" if low == high else f"{low}–{high}",
            f"{game.minutes[0]}–{game.minutes[1]}",
            shorten(game.age, CELL_CHARACTERS),
            rules,
        )
    Console().print(table)


@app.command()
def cards(game: GameArgument, as_json: JsonOption = False, data: DataOption = None) -> None:
    """List every card and component of a game.

    Examples: [bold]pnp cards GAME[/bold] · [bold]pnp cards GAME --json[/bold] (pnp games lists the ids)
    """
    from generator.data.listing import card_listing

    loaded = load_game_or_fail(game, data)
    listing = card_listing(loaded)
    if as_json:
        from generator.scoring.core import to_json

        typer.echo(to_json(listing))
        return
    from generator import report

    report.print_listing(loaded, listing)


@app.command()
def validate(data: DataOption = None) -> None:
    """Check all card data: fields, types, references, ids and declared totals.

    Examples: [bold]pnp validate[/bold] · [bold]pnp validate --data my_cards/[/bold]
    """
    from generator.data.folder import DEFAULT_DATA_DIR
    from generator.data.problems import Problem
    from generator.games.printable import validate as validate_data
    from generator.quoting import terminal_lines

    folder = data or DEFAULT_DATA_DIR
    warnings: list[Problem] = []
    problems = validate_data(folder, warnings)
    if problems:
        typer.echo(terminal_lines("\n".join(map(str, problems)), most=SHOWN_PROBLEMS), err=True)
        fail(f"{len(problems)} problem{'s' if len(problems) != 1 else ''} in {folder}")
    if warnings:  # what one build option refuses: the data is valid for every other
        typer.echo(terminal_lines("\n".join(f"warning: {warning}" for warning in warnings)), err=True)
    found = found_games(folder)
    typer.echo(
        f"ok: card data of {len(found)} game{'s' if len(found) != 1 else ''} in {folder} is valid: {', '.join(found)}"
    )


def state_label(source: str) -> str:
    """How errors name a state's source: its path, or standard input for ``-``."""
    return "standard input" if source == "-" else source


def read_state(source: str) -> Any:
    """Read and parse a state from a file or standard input, or exit 2 saying why."""
    from generator.scoring.core import MAX_STATE_BYTES, StateError, parse_json, too_large

    if not source:
        fail("expected a state file, or - for standard input; got an empty path")
    if source == "-" and sys.stdin is None:
        fail("standard input is closed")
    label = state_label(source)
    try:
        if source == "-":
            raw = sys.stdin.buffer.read(MAX_STATE_BYTES + 1)
        else:
            with Path(source).open("rb") as stream:
                size = os.fstat(stream.fileno()).st_size
                if size > MAX_STATE_BYTES:
                    fail(f"{label}: {too_large(size)}")
                raw = stream.read(MAX_STATE_BYTES + 1)
        if len(raw) > MAX_STATE_BYTES:
            fail(f"{label}: {too_large()}")
    except FileNotFoundError:
        fail(f"{label}: no such file")
    except OSError as error:
        fail(f"{label}: cannot be read ({error.strerror or error})")
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        fail(f"{label}: not UTF-8 text (byte {error.start + 1} is {raw[error.start]:#04x}); save the state as UTF-8")
    try:
        return parse_json(text)
    except StateError as error:
        fail(f"{label}: {error}")


def catalog_for(game_id: str, data: Path | None) -> Any:
    """The scoring catalog: bundled, or from ``--data`` after validating that folder."""
    if data is None:
        return None
    from generator.scoring import load_catalog

    load_game_or_fail(game_id, data)
    return load_catalog(game_id, str(data))


def run_state_command(command: str, game: str, state: str, as_json: bool, data: Path | None) -> dict[str, Any]:
    """Run ``score`` or ``check`` on a state file and print the result as JSON or as a table."""
    from generator import report, scoring
    from generator.scoring.core import StateError, to_json

    require_rules(game, data)
    parsed = read_state(state)
    run = scoring.score if command == "score" else scoring.check
    catalog = catalog_for(game, data)
    try:
        result = run(game, parsed, catalog)
    except StateError as error:
        fail(f"{state_label(state)}: {error}")
    if as_json:
        typer.echo(to_json(result if command == "score" else report.bounded_json(result)))
    elif command == "score":
        report.print_score(game, result, broken=scoring.check(game, parsed, catalog)["violations"])
    else:
        report.print_check(game, result)
    return result


@app.command()
def score(game: GameArgument, state: StateArgument, as_json: JsonOption = False, data: DataOption = None) -> None:
    """Score a game state: who scored what, from which cards, and who won.

    The state's format is the game's own: README, "State formats".
    Examples: [bold]pnp score GAME end.json[/bold] · [bold]cat end.json | pnp score GAME - --json[/bold]
    """
    run_state_command("score", game, state, as_json, data)


@app.command()
def check(game: GameArgument, state: StateArgument, as_json: JsonOption = False, data: DataOption = None) -> None:
    """Check a game state against the rules; exit 1 when it breaks any.

    Every violation names the rule it breaks (e.g. rm-5.1), as numbered on the rules site.
    Examples: [bold]pnp check GAME table.json[/bold] · [bold]pnp check GAME - --json[/bold]
    """
    if not run_state_command("check", game, state, as_json, data)["valid"]:
        raise typer.Exit(1)


@app.command()
def simulate(
    game: GameArgument,
    players: Annotated[int | None, typer.Option("--players", help="Players per game (default: the fewest).")] = None,
    games: Annotated[
        int, typer.Option("--games", help=f"How many games to play (1 to {MAX_GAMES:,}).", min=1, max=MAX_GAMES)
    ] = 1000,
    seed: Annotated[int, typer.Option("--seed", help="Seed: the same seed plays the very same games.")] = 1,
    bots: Annotated[
        str, typer.Option("--bots", help="Bots per seat, comma-separated (one name seats it everywhere).")
    ] = "greedy",
    rotate: Annotated[bool, typer.Option("--rotate", help="Move the line-up one seat on each game.")] = False,
    as_json: JsonOption = False,
    jobs: Annotated[
        int, typer.Option("--jobs", help="Processes playing games (default: all cores); same figures for any.", min=0)
    ] = 0,
) -> None:
    """Play whole games between bots, every move checked by the rules engine, and sum up who won.

    Bots: random and greedy for every game with a play module, and any of its own (an unknown name lists them).
    Examples: [bold]pnp simulate GAME --players 3 --games 2000[/bold] ·
    [bold]pnp simulate GAME --players 2 --bots random,greedy --rotate --json[/bold]
    """
    from generator.games import declaration
    from generator.scoring import load_catalog
    from generator.scoring.core import to_json
    from generator.simulate import SimulationError
    from generator.simulate import simulate as run_simulation

    require_rules(game, None)
    declared = declaration(game).playable
    if declared is None:
        fail(f"{game} has rules but no play module, so no bot can play it (README, Adding a game)")
    count = players if players is not None else int(load_catalog(game).game["players"][0])
    lineup = [name.strip() for name in bots.split(",")]
    try:
        if sys.stderr.isatty():
            from rich.progress import Progress

            with Progress(console=Console(stderr=True), transient=True) as progress:
                task = progress.add_task(f"{game}: playing", total=games)
                result = run_simulation(
                    declared,
                    count,
                    games,
                    seed,
                    lineup,
                    rotate,
                    progress=lambda done: progress.update(task, completed=done),
                    jobs=jobs,
                )
        else:
            result = run_simulation(declared, count, games, seed, lineup, rotate, jobs=jobs)
    except SimulationError as error:
        fail(str(error))
    if as_json:
        typer.echo(to_json(result))
        return
    from generator.simulate.summary import print_summary

    print_summary(result, rotate=rotate)


def parse_back_offset(text: str) -> tuple[float, float]:
    """Parse ``X,Y`` in millimetres, e.g. ``0.5,-1``."""
    parts = text.split(",")
    try:
        if len(parts) != 2:
            raise ValueError
        return float(parts[0]), float(parts[1])
    except ValueError:
        raise typer.BadParameter(f"expected X,Y in millimetres like 0.5,-1.2; got {text!r}") from None


def site_url_or_fail(text: str | None) -> str | None:
    """The ``--site-url`` (or PNP_SITE_URL) as an address ending in /, or exit 2 saying what is wrong."""
    if not text:
        return None
    from generator.site import SiteError, normalized_site_url  # a large import: only for an address to check

    try:
        return normalized_site_url(text)
    except SiteError as error:
        fail(f"--site-url (or PNP_SITE_URL): {error}")


@app.command()
def build(
    out: Annotated[Path, typer.Option("--out", help="Folder to write into.", file_okay=False)] = Path("output"),
    game: Annotated[list[str] | None, typer.Option("--game", help="Only this game (repeatable).")] = None,
    paper: Annotated[
        Paper | None,
        typer.Option(
            "--paper", help=" | ".join(PAPER_CHOICES), parser=one_of(PAPER_CHOICES), metavar="PAPER", show_default=BOTH
        ),
    ] = None,
    style: Annotated[
        Style | None,
        typer.Option(
            "--style",
            help=f"{' | '.join(STYLE_CHOICES)}: card sheets in full colour, light (printer-friendly) or both.",
            parser=one_of(STYLE_CHOICES),
            metavar="STYLE",
            show_default=BOTH,
        ),
    ] = None,
    duplex: Annotated[
        Duplex,
        typer.Option(
            "--duplex",
            help=f"{' | '.join(DUPLEX_CHOICES)}: duplex turned on the long or the short edge, none (fronts first, "
            "backs after) or fold (each page's backs beside its fronts, to fold, glue and cut: no duplex printer).",
            parser=one_of(DUPLEX_CHOICES),
            metavar="DUPLEX",
        ),
    ] = Duplex.LONG,
    back_offset: Annotated[
        str,
        typer.Option(
            "--back-offset",
            help="Shift of back pages X,Y in mm, to match your printer (see the calibration page).",
            metavar="X,Y",
        ),
    ] = "0,0",
    bleed: Annotated[float, typer.Option("--bleed", help="Bleed around cut edges in mm.", min=0, max=6)] = 3.0,
    jobs: Annotated[int, typer.Option("--jobs", help="Parallel render processes (default: all cores).", min=0)] = 0,
    site: Annotated[bool, typer.Option("--site/--no-site", help="Also build the rules site.")] = True,
    site_url: SiteUrlOption = None,
    data: DataOption = None,
) -> None:
    """Build print-and-play PDFs, card PNGs, tabletop sheets and the rules site into output/.

    Examples: [bold]pnp build[/bold] · [bold]pnp build --game GAME --paper letter --duplex short[/bold] ·
    [bold]pnp build --style light[/bold] · [bold]pnp build --back-offset 0.8,-0.5 --out ~/prints[/bold] ·
    [bold]pnp build --duplex fold[/bold] (no duplex printer)
    """
    from generator.builder import BuildError, BuildOptions, run_build
    from generator.files.writing import OutputError

    for game_id in game or []:
        require_game(game_id, data)
    try:
        offset = parse_back_offset(back_offset)
    except typer.BadParameter as error:
        fail(f"--back-offset: {error}")
    url = site_url_or_fail(site_url)
    options = BuildOptions(
        out_dir=out,
        games=tuple(game or found_games(data)),
        papers=tuple(Paper) if paper is None else (paper,),
        duplex=duplex,
        back_offset_mm=offset,
        bleed_mm=bleed,
        jobs=jobs,
        site=site,
        site_url=url,
        data_dir=data,
        styles=tuple(Style) if style is None else (style,),
    )
    try:
        run_build(options)
    except OutputError as error:
        fail(str(error), 3)
    except BuildError as error:
        fail(str(error))


@site_app.command("build")
def site_build(
    out: Annotated[Path, typer.Option("--out", help="Folder to write the site into.", file_okay=False)] = Path(
        "output/site"
    ),
    site_url: SiteUrlOption = None,
    data: DataOption = None,
    game: Annotated[
        list[str] | None, typer.Option("--game", help="Only this game's pages, the home page and what they share.")
    ] = None,
) -> None:
    """Build only the rules site (pages, calculators, Pyodide runtime) into output/site/.

    Examples: [bold]pnp site build[/bold], then [bold]python -m http.server -d output/site[/bold] ·
    [bold]pnp site build --site-url https://example.org/games/[/bold] · [bold]pnp site build --game GAME[/bold]
    """
    from generator.files.writing import OutputError
    from generator.site import SiteError, build_site

    chosen = chosen_games(game, data)
    url = site_url_or_fail(site_url)
    try:
        report = build_site(out, data, site_url=url, games=chosen)
    except OutputError as error:
        fail(str(error), 3)
    except SiteError as error:
        fail(str(error))
    for note in report.notes:
        typer.echo(f"note: {note}")


@app.command()
def balance(
    games: Annotated[
        list[str] | None, typer.Argument(help="Games to simulate (default: every game the simulator plays).")
    ] = None,
    jobs: Annotated[int, typer.Option("--jobs", help="Processes playing games (default: all cores).", min=0)] = 0,
    data: DataOption = None,
) -> None:
    """Simulate the figures of the balance pages and keep them with the card data, as GAME/balance.json.

    Every build reads them from there, and says when the card data or the rules have changed since: then this
    command brings them up to date (it leaves figures that are up to date as they are).
    Examples: [bold]pnp balance[/bold] · [bold]pnp balance GAME --data my_cards/[/bold]
    """
    from generator.balance import kept_figures, write_figures
    from generator.data.folder import DEFAULT_DATA_DIR
    from generator.games import declaration

    folder = data or DEFAULT_DATA_DIR
    chosen = games or [game_id for game_id in found_games(data) if declaration(game_id).playable]
    for game_id in chosen:
        load_game_or_fail(require_rules(game_id, data), data)
        playable = declaration(game_id).playable
        if playable is None:
            fail(f"{game_id} has rules but no play module, so no bot can play it (README, Adding a game)")
        if not kept_figures(playable, folder).note:
            typer.echo(f"{game_id}: up to date")
            continue
        typer.echo(f"{game_id}: simulated into {write_figures(playable, folder, jobs)}")


@site_app.command("serve")
def site_serve(
    port: Annotated[int, typer.Option("--port", min=1, max=65535, help="Port on localhost (1 to 65,535).")] = 8000,
    data: DataOption = None,
    game: Annotated[
        list[str] | None, typer.Option("--game", help="Only this game's pages, the home page and what they share.")
    ] = None,
) -> None:
    """Serve the rules site on localhost with live reload, for authors of rules and data.

    Examples: [bold]pnp site serve --port 8001[/bold], then open http://127.0.0.1:8001/ ·
    [bold]pnp site serve --game GAME --data my_cards/[/bold] (one game's pages: reloads faster)
    """
    from generator.preview import serve_site
    from generator.site import SiteError

    chosen = chosen_games(game, data)
    try:
        serve_site(port, data, chosen)
    except SiteError as error:
        fail(str(error))


class ReaderGone(BaseException):
    """Standard output's reader has gone (``pnp cards GAME | head -1``): the command stops, its output wanted no
    further. Not an ``OSError``, which the command-line library would turn into exit 1."""


class WatchedOutput:
    """Standard output, whose writes raise ``ReaderGone`` once the pipe it writes into is closed."""

    def __init__(self, stream: Any) -> None:
        self.stream = stream

    def write(self, text: str) -> int:
        """Write ``text``, or raise ``ReaderGone``."""
        try:
            return int(self.stream.write(text))
        except BrokenPipeError:
            raise ReaderGone from None

    def flush(self) -> None:
        """Flush, or raise ``ReaderGone``."""
        try:
            self.stream.flush()
        except BrokenPipeError:
            raise ReaderGone from None

    def __getattr__(self, name: str) -> Any:
        return getattr(self.stream, name)


class Interrupted(BaseException):
    """SIGINT or SIGTERM arrived: unwinds the command (running its clean-ups) and ends ``pnp``.

    Not a ``KeyboardInterrupt``, which the command-line library would turn into its own message and exit code.
    """

    def __init__(self, signal_number: int) -> None:
        super().__init__(signal_number)
        self.signal_number = signal_number


def interrupt(signal_number: int, _frame: object) -> None:
    """Signal handler: stop what is running (and remember it, should a library swallow the exception)."""
    from generator.interrupts import record

    record(signal_number)
    raise Interrupted(signal_number)


def main() -> None:
    """Entry point of the ``pnp`` console script: runs a command and turns interrupts and failed output
    into one line on standard error and an exit code (130 / 143 after SIGINT / SIGTERM, 3 when the
    output cannot be written); output to a pipe whose reader has gone ends quietly, with exit 0."""
    import signal

    if sys.stdout is None:
        typer.echo("error: standard output is closed; redirect it to a file or to /dev/null", err=True)
        sys.exit(3)
    sys.stdout = WatchedOutput(sys.stdout)
    for signal_number in (signal.SIGINT, signal.SIGTERM):
        signal.signal(signal_number, interrupt)
    from generator.interrupts import pending

    try:
        try:
            app()
        finally:
            sys.stdout.flush()
            swallowed = pending()
            if swallowed is not None:  # a library swallowed the interrupt: the command still stops here
                raise Interrupted(swallowed)
    except Interrupted as stop:
        name = signal.Signals(stop.signal_number).name
        typer.echo(f"interrupted by {name}: stopped; the previous output is unchanged", err=True)
        sys.stderr.flush()
        # The clean-ups have run while the interrupt unwound the command; leave at once, without waiting
        # for render workers (they die with this process).
        os._exit(128 + stop.signal_number)
    except ReaderGone:  # it has read all it wanted (head, grep -q, a pager quit): nothing asked for is lost
        silence_standard_output()
        sys.exit(0)
    except OSError as error:
        silence_standard_output()
        where = f"{error.filename}: " if error.filename else "standard output: " if sys.stdout else ""
        typer.echo(f"error: cannot write {where}{error.strerror or 'input/output error'}", err=True)
        sys.exit(3)


def silence_standard_output() -> None:
    """Point standard output at /dev/null, so that Python's last flush at exit fails no more."""
    import os

    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError):
        pass
