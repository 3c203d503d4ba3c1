"""``pnp build``: every print file of every game, rendered in parallel, cached, and written atomically.

Stages: load the card data and design every face; then the PDFs (print-and-play sheets per paper,
1-up print-on-demand decks, the calibration pages), the per-card PNGs, the virtual-tabletop sheets,
the manifest and, last, the rules site. Each file is the output of one job (``render() -> bytes``);
a job's bytes are cached under ``<out>/.cache`` by a hash of the job and of this code, so an
unchanged card is never rendered twice. When nothing the build reads (options, code, card data)
has changed since the last build and no output was touched, the build does nothing at all; the
same holds for the rules site and its own sources.
Everything is written into a staging folder inside the output folder and moved into place only
when the whole build has succeeded: a failed build leaves the previous files untouched and
nothing half-written.

Output layout (paths relative to the output folder)::

    <game>/<game>-<deck>-<paper>.pdf     print-and-play sheets (fronts and backs, see --duplex)
    <game>/pod/<game>-<deck>-pod.pdf      1-up print-on-demand deck: back 1, front 1, back 2 …
    <game>/png/<deck>/<card>-front.png    300 dpi, 1/8 in bleed; <deck>/back.png for the deck's back
    <game>/tts/<deck>-<n>.jpg, <deck>-back.jpg, <deck>.json  virtual-tabletop sheets, the back, what they hold
    calibration-<paper>.pdf               back-offset calibration sheet
    manifest.json                         every file written by this build
"""

from __future__ import annotations

import hashlib
import json
import math
import os
import pickle
import shutil
import sys
import tempfile
import time
from collections.abc import Iterable
from concurrent.futures import Future, ProcessPoolExecutor, as_completed
from dataclasses import dataclass, field, fields, is_dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from generator.data.model import Deck, Game
from generator.layout.imposition import DUPLEX_MODES
from generator.layout.shapes import Face
from generator.layout.units import MM_PER_INCH, PAPERS, PNG_DPI, POD_BLEED_MM

if TYPE_CHECKING:
    from generator.render.sheets import DeckCopies

MAX_BLEED_MM = 6.0
KIND_OF_COMPONENT = {
    "mat": "mats",
    "board": "boards",
    "land": "boards",
    "token": "tokens",
    "aid": "aids",
    "overview": "aids",
}
"""Manifest kind of a deck whose components are all of one card kind; any other deck is ``cards``."""
FILE_MODE = 0o644
"""Permissions of written files (a temporary file starts private)."""
REPO = Path(__file__).resolve().parents[1]
PRINT_LIBRARIES = ("pillow", "reportlab", "rl_accel")
SITE_LIBRARIES = ("mkdocs", "mkdocs-material", "pymdown-extensions", "jinja2")
SITE_SOURCES = (
    "generator/**/*.py",
    "templates/**/*",
    "site/mkdocs.yml",
    "site/package.json",
    "site/package-lock.json",
    "site/docs/**/*",
    "site/hooks/**/*",
    "site/overrides/**/*",
)
"""What the rules site is built from, besides the card data and the print files (node_modules excluded)."""
SITE_RECORD = "last-site.json"
STALE_STAGING_SECONDS = 3600
CACHE_KEEP_DAYS = 14
"""Cached files unused by any build for this long are deleted."""
BUILD_RECORD = "last-build.json"
"""In the cache folder: the fingerprint of the last successful build's inputs and its files' sizes and times."""
PRINT_CODE_FILES = ("__init__.py", "build.py", "render/*.py", "layout/*.py", "design/*.py", "data/*.py", "scoring/*.py")
"""The code the print files depend on (not the site's or the command line's)."""
CODE_FILES = ("build.py", "render/*.py", "layout/*.py")
"""Sources whose change invalidates the cache (the designs are part of each job's content)."""


class BuildError(Exception):
    """A build that cannot run or finish: bad options, bad data, an unwritable folder, text that does not fit."""


@dataclass(frozen=True)
class BuildOptions:
    """What ``pnp build`` was asked for."""

    out_dir: Path
    games: tuple[str, ...]
    papers: tuple[str, ...]
    duplex: str
    back_offset_mm: tuple[float, float]
    bleed_mm: float
    jobs: int
    site: bool
    data_dir: Path | None
    site_url: str | None = None
    """Where the site will be served (``--site-url``), or None for a site that works at any address."""


class Job(Protocol):
    """Anything that renders one output file."""

    def render(self) -> bytes: ...


@dataclass(frozen=True)
class OutputFile:
    """One entry of ``manifest.json``."""

    path: str
    game: str | None
    kind: str
    paper: str | None
    pages: int | None
    cards: int | None


@dataclass(frozen=True)
class Task:
    """A file to produce and the job that produces it."""

    output: OutputFile
    job: Job


@dataclass
class BuildReport:
    """What a build wrote, how long each stage took, and how much came from the cache."""

    files: list[OutputFile] = field(default_factory=list)
    stage_seconds: dict[str, float] = field(default_factory=dict)
    rendered: int = 0
    reused: int = 0
    up_to_date: bool = False
    """True when nothing the build reads had changed since the last build, so nothing was done."""
    site_up_to_date: bool = False
    """True when nothing the rules site reads had changed since it was last built, so it was kept."""


def run_build(options: BuildOptions) -> None:
    """Build everything ``options`` asks for, with a progress bar and a summary on the terminal."""
    from rich.console import Console

    console = Console()
    report = build(options, console)
    print_summary(console, options, report)


def build(options: BuildOptions, console: Any = None) -> BuildReport:
    """Build everything ``options`` asks for; returns the report (``console``: a rich Console or None)."""
    check_options(options)
    report = BuildReport()
    fingerprint = input_fingerprint(options)
    previous = unchanged_outputs(options.out_dir, fingerprint)
    if previous is not None:
        report.files, report.up_to_date = previous, True
    else:
        build_print_files(options, fingerprint, report, console)
    if options.site:
        site_fingerprint = rules_site_fingerprint(f"{fingerprint}|{options.site_url or ''}")
        if site_unchanged(options.out_dir, site_fingerprint):
            report.site_up_to_date = True
        else:
            with Stages(report, console) as stages, stages.stage("site"):
                build_site(options)
            record_site(options.out_dir, site_fingerprint)
    return report


def build_print_files(options: BuildOptions, fingerprint: str, report: BuildReport, console: Any) -> None:
    """Every print file, rendered or taken from the cache into a staging folder, then moved into place."""
    staging = make_staging(options.out_dir)
    try:
        with Stages(report, console) as stages:
            with stages.stage("design"):
                games = load_games(options)
                decks = design_decks(games, options.bleed_mm)
            cache = Cache(options.out_dir / ".cache", code_version())
            with Runner(options.jobs, cache, staging, report) as runner:
                with stages.stage("pdf"):
                    runner.run(pdf_tasks(decks, options), stages.progress("PDF files"))
                with stages.stage("png"):
                    png = png_tasks(decks)
                    runner.run(png, stages.progress("card images"))
                with stages.stage("tts"):
                    runner.run(tts_tasks(decks, png, cache), stages.progress("tabletop sheets"))
                    write_tts_descriptions(decks, staging, report)
            with stages.stage("write"):
                commit(staging, options.out_dir, report.files)
                record_build(options.out_dir, fingerprint, report.files)
                cache.prune(CACHE_KEEP_DAYS)
    finally:
        shutil.rmtree(staging, ignore_errors=True)


def check_options(options: BuildOptions) -> None:
    """Reject options that cannot work, naming the option and what it expects."""
    from generator.scoring import GAME_IDS

    unknown = [game for game in options.games if game not in GAME_IDS]
    if unknown or not options.games:
        raise BuildError(
            f"--game: unknown game {', '.join(unknown) or '(none given)'}; expected one of: {', '.join(GAME_IDS)}"
        )
    if not options.papers or any(paper not in PAPERS for paper in options.papers):
        raise BuildError(f"--paper: expected {', '.join(PAPERS)} or both; got {', '.join(options.papers) or 'none'}")
    if options.duplex not in DUPLEX_MODES:
        raise BuildError(f"--duplex: expected {', '.join(DUPLEX_MODES)}; got {options.duplex!r}")
    if not all(math.isfinite(value) and abs(value) <= 10 for value in options.back_offset_mm):
        raise BuildError(f"--back-offset: expected two numbers of mm within ±10; got {options.back_offset_mm}")
    if not 0 <= options.bleed_mm <= MAX_BLEED_MM:
        raise BuildError(f"--bleed: expected 0 to {MAX_BLEED_MM:g} mm; got {options.bleed_mm:g}")
    if options.jobs < 0:
        raise BuildError(f"--jobs: expected 0 (all cores) or more; got {options.jobs}")


def make_staging(out_dir: Path) -> Path:
    """Create the output folder and a fresh staging folder inside it, or say why that is impossible.

    Staging folders left by a build that was killed (no ``finally`` ran) are removed after an hour.
    """
    try:
        out_dir.mkdir(parents=True, exist_ok=True)
        for stale in out_dir.glob(".staging-*"):
            if stale.is_dir() and stale.stat().st_mtime < time.time() - STALE_STAGING_SECONDS:
                shutil.rmtree(stale, ignore_errors=True)
        return Path(tempfile.mkdtemp(prefix=".staging-", dir=out_dir))
    except OSError as error:
        raise BuildError(f"cannot write to the output folder {out_dir}: {error.strerror or error}") from None


# ---------------------------------------------------------------------------------------------- design


@dataclass(frozen=True)
class DesignedDeck:
    """A deck with its faces designed for the sheets (``--bleed``) and for print shops (1/8 in)."""

    game: Game
    deck: Deck
    kind: str
    sheet: DeckCopies
    pod: DeckCopies
    card_ids: tuple[str, ...]
    """Card id of each design, in the order of ``sheet.fronts``."""

    @property
    def file_stem(self) -> str:
        """``<game>-<deck>``."""
        return f"{self.game.id}-{self.deck.id}"


def load_games(options: BuildOptions) -> list[Game]:
    """The games to build, validated."""
    from generator.data.load import load_game
    from generator.data.problems import DataError

    try:
        return [load_game(game_id, options.data_dir) for game_id in options.games]
    except DataError as error:
        raise BuildError(f"the card data has problems (run `pnp validate` for all of them):\n{error}") from None


def design_decks(games: Iterable[Game], bleed_mm: float) -> list[DesignedDeck]:
    """Every deck of every game, with its fronts and back designed at both bleeds."""
    from generator import design
    from generator.render.sheets import DeckCopies

    decks = []
    for game in games:
        for deck in game.decks:
            cards = game.cards_in(deck.id)
            if not cards:
                continue
            copies = tuple(index for index, card in enumerate(cards) for _ in range(card.count))
            title = f"{game.name} · {deck.name}"
            try:
                faces = {
                    bleed: (tuple(design.front(game, card, bleed) for card in cards), design.back(game, deck, bleed))
                    for bleed in {bleed_mm, POD_BLEED_MM}
                }
            except design.DesignError as error:
                raise BuildError(f"{game.id}/{deck.id}: {error}") from None
            (sheet_fronts, sheet_back), (pod_fronts, pod_back) = faces[bleed_mm], faces[POD_BLEED_MM]
            decks.append(
                DesignedDeck(
                    game,
                    deck,
                    deck_kind(game, deck),
                    DeckCopies(title, sheet_fronts, copies, sheet_back, deck.back_repeats_front),
                    DeckCopies(title, pod_fronts, copies, pod_back, deck.back_repeats_front),
                    tuple(card.id for card in cards),
                )
            )
    return decks


def deck_kind(game: Game, deck: Deck) -> str:
    """The manifest kind of a deck's sheet files."""
    kinds = {KIND_OF_COMPONENT.get(card.kind, "cards") for card in game.cards_in(deck.id)}
    return kinds.pop() if len(kinds) == 1 else "cards"


# ----------------------------------------------------------------------------------------------- tasks


def pdf_tasks(decks: list[DesignedDeck], options: BuildOptions) -> list[Task]:
    """Print-and-play sheets per deck and paper, a print-on-demand PDF per deck, a calibration page per paper."""
    from generator.layout.imposition import LayoutError
    from generator.render.sheets import CalibrationJob, PodJob, SheetJob

    tasks = []
    for designed in decks:
        game_id, cards = designed.game.id, len(designed.sheet.copies)
        for paper in options.papers:
            job = SheetJob(designed.sheet, paper, options.duplex, options.back_offset_mm, options.bleed_mm)
            try:
                pages = len(job.pages())
            except LayoutError as error:
                raise BuildError(f"{game_id}/{designed.deck.id}: {error}") from None
            tasks.append(
                Task(
                    OutputFile(
                        f"{game_id}/{designed.file_stem}-{paper}.pdf", game_id, designed.kind, paper, pages, cards
                    ),
                    job,
                )
            )
        pod = PodJob(designed.pod)
        tasks.append(
            Task(
                OutputFile(f"{game_id}/pod/{designed.file_stem}-pod.pdf", game_id, "pod", None, pod.pages(), cards), pod
            )
        )
    for paper in options.papers:
        tasks.append(
            Task(
                OutputFile(f"calibration-{paper}.pdf", None, "calibration", paper, 2, None),
                CalibrationJob(paper, options.duplex, options.bleed_mm),
            )
        )
    return tasks


def png_tasks(decks: list[DesignedDeck]) -> dict[tuple[str, str, str], Task]:
    """A PNG per card design and per deck back, keyed by (game, deck, card id or "back")."""
    from generator.render.png import PngJob

    tasks = {}
    for designed in decks:
        folder = f"{designed.game.id}/png/{designed.deck.id}"
        for card_id, face in zip(designed.card_ids, designed.pod.fronts, strict=True):
            tasks[(designed.game.id, designed.deck.id, card_id)] = Task(
                OutputFile(f"{folder}/{card_id}-front.png", designed.game.id, "png", None, None, 1),
                PngJob(face, PNG_DPI),
            )
        if designed.pod.back is not None:
            tasks[(designed.game.id, designed.deck.id, "back")] = Task(
                OutputFile(f"{folder}/back.png", designed.game.id, "png", None, None, 1),
                PngJob(designed.pod.back, PNG_DPI),
            )
    return tasks


def tts_decks(decks: list[DesignedDeck]) -> list[DesignedDeck]:
    """Decks that go to a virtual tabletop as decks: those with a printed back."""
    return [designed for designed in decks if designed.pod.back is not None]


def tts_tasks(decks: list[DesignedDeck], png: dict[tuple[str, str, str], Task], cache: Cache) -> list[Task]:
    """Tabletop sheets and the back image of each double-sided deck, built from the cached card PNGs."""
    from generator.render.tts import TtsSheetJob, sheet_chunks, tts_grid

    tasks = []
    bleed_px = POD_BLEED_MM * PNG_DPI / MM_PER_INCH
    for designed in tts_decks(decks):
        game_id, deck_id = designed.game.id, designed.deck.id
        grid = tts_grid(designed.deck.format.width_mm, designed.deck.format.height_mm)
        images = [cache.file_name(png[(game_id, deck_id, designed.card_ids[design])]) for design in designed.pod.copies]
        hidden = cache.file_name(png[(game_id, deck_id, "back")])
        for number, chunk in enumerate(sheet_chunks(images, grid), start=1):
            job = TtsSheetJob(chunk, hidden, bleed_px, grid, folder=str(cache.folder))
            tasks.append(
                Task(OutputFile(f"{game_id}/tts/{deck_id}-{number}.jpg", game_id, "tts", None, None, len(chunk)), job)
            )
        back = TtsSheetJob((), hidden, bleed_px, grid, folder=str(cache.folder))  # a sheet of just the back
        tasks.append(Task(OutputFile(f"{game_id}/tts/{deck_id}-back.jpg", game_id, "tts", None, None, None), back))
    return tasks


def write_tts_descriptions(decks: list[DesignedDeck], staging: Path, report: BuildReport) -> None:
    """A JSON per tabletop deck: its sheets, their grids, which card is in which cell, and a CustomDeck stub."""
    from generator.render.tts import deck_description, tts_grid

    for designed in tts_decks(decks):
        game_id, deck_id = designed.game.id, designed.deck.id
        grid = tts_grid(designed.deck.format.width_mm, designed.deck.format.height_mm)
        ids = [designed.card_ids[design] for design in designed.pod.copies]
        description = {"game": game_id, **deck_description(deck_id, designed.deck.name, ids, grid)}
        output = OutputFile(f"{game_id}/tts/{deck_id}.json", game_id, "tts", None, None, len(ids))
        write_file(staging / output.path, (json.dumps(description, indent=2, ensure_ascii=False) + "\n").encode())
        report.files.append(output)


# ----------------------------------------------------------------------------------- running and caching


def input_fingerprint(options: BuildOptions) -> str:
    """A hash of everything a build reads: its options, the print code, the card data, the libraries.

    The fonts are not in it: they come from system packages that change only with the machine.
    """
    from generator.data.load import DEFAULT_DATA_DIR

    digest = hashlib.sha256(
        repr(
            (options.games, options.papers, options.duplex, options.back_offset_mm, options.bleed_mm, toolchain())
        ).encode()
    )
    package, data = Path(__file__).parent, options.data_dir or DEFAULT_DATA_DIR
    sources = [(package, pattern) for pattern in PRINT_CODE_FILES] + [(data, "**/*")]
    for root, pattern in sources:
        for path in sorted(root.glob(pattern)):
            if path.is_file():
                digest.update(f"{path.relative_to(root)}\0{path.stat().st_size}\0".encode() + path.read_bytes())
    return digest.hexdigest()


def unchanged_outputs(out_dir: Path, fingerprint: str) -> list[OutputFile] | None:
    """The files of the last build when its inputs had this fingerprint and no output was touched since."""
    try:
        record = json.loads((out_dir / ".cache" / BUILD_RECORD).read_text(encoding="utf-8"))
        if record["fingerprint"] != fingerprint:
            return None
        for path, (size, modified) in record["files"].items():
            stat = (out_dir / path).stat()
            if (stat.st_size, stat.st_mtime_ns) != (size, modified):
                return None
        manifest = json.loads((out_dir / "manifest.json").read_text(encoding="utf-8"))
        return [OutputFile(**entry) for entry in manifest["files"]]
    except (OSError, ValueError, KeyError, TypeError):
        return None


def record_build(out_dir: Path, fingerprint: str, files: list[OutputFile]) -> None:
    """Remember the inputs' fingerprint and each output's size and time, for ``unchanged_outputs``."""
    stats = {}
    for path in [output.path for output in files] + ["manifest.json"]:
        stat = (out_dir / path).stat()
        stats[path] = [stat.st_size, stat.st_mtime_ns]
    write_file(out_dir / ".cache" / BUILD_RECORD, json.dumps({"fingerprint": fingerprint, "files": stats}).encode())


def toolchain(packages: tuple[str, ...] = PRINT_LIBRARIES) -> str:
    """The versions of Python and of the libraries the outputs depend on."""
    from importlib.metadata import PackageNotFoundError, version

    versions = [sys.version]
    for package in packages:
        try:
            versions.append(f"{package} {version(package)}")
        except PackageNotFoundError:
            versions.append(f"{package} absent")
    return "; ".join(versions)


def code_version() -> str:
    """A hash of the rendering code and its libraries, so a change to either invalidates every cached file."""
    root = Path(__file__).parent
    digest = hashlib.sha256(toolchain().encode())
    for pattern in CODE_FILES:
        for path in sorted(root.glob(pattern)):
            digest.update(path.name.encode() + path.read_bytes())
    return digest.hexdigest()


class Cache:
    """Rendered bytes by content hash: ``<folder>/<sha256>.<ext>``."""

    def __init__(self, folder: Path, version: str) -> None:
        self.folder = folder
        self.version = version
        self.names: dict[int, tuple[Task, str]] = {}
        """File names by task identity; the task is kept so that its id is not reused."""
        self.faces: dict[int, tuple[Face, str]] = {}
        """Digest of each face by identity: a face shared by several jobs is hashed once."""

    def file_name(self, task: Task) -> str:
        """The cache file name of a task's output: hash of the code version, the job type and its content."""
        if id(task) not in self.names:
            content = f"{self.version}\n{self.digest(task.job)}".encode()
            suffix = Path(task.output.path).suffix
            self.names[id(task)] = (task, hashlib.sha256(content).hexdigest() + suffix)
        return self.names[id(task)][1]

    def digest(self, value: Any) -> str:
        """A text that changes whenever ``value`` does: faces by a hash of their pickle, dataclasses by field.

        Pickling is three times faster than ``repr`` and just as exact (floats are stored in binary).
        """
        if isinstance(value, Face):
            if id(value) not in self.faces:
                self.faces[id(value)] = (value, hashlib.sha256(pickle.dumps(value, protocol=5)).hexdigest())
            return self.faces[id(value)][1]
        if is_dataclass(value) and not isinstance(value, type):
            inner = ",".join(
                f"{item.name}={self.digest(getattr(value, item.name))}" for item in fields(value) if item.repr
            )
            return f"{type(value).__name__}({inner})"
        if isinstance(value, tuple):
            return "(" + ",".join(self.digest(item) for item in value) + ")"
        return repr(value)

    def path(self, task: Task) -> Path:
        """Where a task's output is cached."""
        return self.folder / self.file_name(task)

    def prune(self, keep_days: float) -> None:
        """Delete entries no build has used for ``keep_days`` (a hit refreshes an entry's time)."""
        oldest = time.time() - keep_days * 86400
        for path in self.folder.glob("*.*"):  # only this cache's own files: other tools keep folders here
            if path.is_file() and path.name not in (BUILD_RECORD, SITE_RECORD) and path.stat().st_mtime < oldest:
                path.unlink(missing_ok=True)


def render_job(job: Job) -> bytes:
    """Run one job (in a worker process)."""
    return job.render()


class Runner:
    """Runs tasks through the cache and a process pool, writing each result into the staging folder."""

    def __init__(self, jobs: int, cache: Cache, staging: Path, report: BuildReport) -> None:
        self.workers = jobs or os.cpu_count() or 1
        self.cache = cache
        self.staging = staging
        self.report = report
        self.pool: ProcessPoolExecutor | None = None

    def __enter__(self) -> Runner:
        return self

    def __exit__(self, *_: object) -> None:
        if self.pool is not None:
            self.pool.shutdown(cancel_futures=True)

    def run(self, tasks: Iterable[Task] | dict[Any, Task], progress: StageProgress) -> None:
        """Produce every task's file: from the cache when present, else rendered (in parallel)."""
        tasks = list(tasks.values()) if isinstance(tasks, dict) else list(tasks)
        progress.set_total(len(tasks))
        advance = progress.advance
        missing = []
        for task in tasks:
            cached = self.cache.path(task)
            if cached.exists():
                os.utime(cached)  # still in use: kept by ``Cache.prune``
                copy_file(cached, self.staging / task.output.path)
                self.report.reused += 1
                advance()
            else:
                missing.append(task)
        for task, data in self.render_all(missing):
            write_file(self.cache.path(task), data)
            write_file(self.staging / task.output.path, data)
            self.report.rendered += 1
            advance()
        self.report.files.extend(task.output for task in tasks)

    def render_all(self, tasks: list[Task]) -> Iterable[tuple[Task, bytes]]:
        """Render tasks in this process (one worker or one task) or in the process pool, largest first."""
        from generator.layout.imposition import LayoutError
        from generator.render.fonts import FontError, register_all
        from generator.render.text import TextError

        try:
            if self.workers == 1 or len(tasks) <= 1:
                for task in tasks:
                    yield task, task.job.render()
                return
            if self.pool is None:
                register_all()
                self.pool = ProcessPoolExecutor(max_workers=self.workers)
            futures: dict[Future[bytes], Task] = {
                self.pool.submit(render_job, task.job): task for task in sorted(tasks, key=task_cost, reverse=True)
            }
            for future in as_completed(futures):
                yield futures[future], future.result()
        except (TextError, FontError, LayoutError) as error:
            raise BuildError(str(error)) from None


def task_cost(task: Task) -> float:
    """A rough size of a task, to start the largest first so that the workers finish together."""
    face = getattr(task.job, "face", None)
    if isinstance(face, Face):
        return (face.width_mm + 2 * face.bleed_mm) * (face.height_mm + 2 * face.bleed_mm)
    return float(task.output.pages or task.output.cards or 0)


def write_file(path: Path, data: bytes) -> None:
    """Write ``data`` atomically: a temporary file beside ``path``, then a rename."""
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(prefix=f".{path.name}.", dir=path.parent)
    try:
        os.fchmod(handle, FILE_MODE)
        with os.fdopen(handle, "wb") as stream:
            stream.write(data)
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise


def copy_file(source: Path, target: Path) -> None:
    """Copy a cached file into the staging folder."""
    target.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(source, target)


def commit(staging: Path, out_dir: Path, files: list[OutputFile]) -> None:
    """Move every staged file into place, write the manifest (atomically), then remove the files of the
    previous build that this one did not write, so the folder holds exactly what the manifest lists
    (a Letter-only rebuild leaves no A4 file with an older back offset behind)."""
    previous = listed_paths(out_dir)
    try:
        for output in files:
            target = out_dir / output.path
            target.parent.mkdir(parents=True, exist_ok=True)
            os.replace(staging / output.path, target)
        manifest = {"files": [manifest_entry(output) for output in sorted(files, key=lambda item: item.path)]}
        write_file(out_dir / "manifest.json", (json.dumps(manifest, indent=2) + "\n").encode())
        for stale in sorted(previous - {output.path for output in files}):
            remove_with_empty_folders(out_dir, stale)
    except OSError as error:
        raise BuildError(f"cannot write to the output folder {out_dir}: {error}") from None


def listed_paths(out_dir: Path) -> set[str]:
    """The files the output folder's manifest lists (none when there is no readable manifest)."""
    try:
        entries = json.loads((out_dir / "manifest.json").read_text(encoding="utf-8"))["files"]
        return {str(entry["path"]) for entry in entries}
    except (OSError, ValueError, KeyError, TypeError):
        return set()


def remove_with_empty_folders(out_dir: Path, path: str) -> None:
    """Delete one file of an earlier build, and the folders it leaves empty (never ``out_dir`` itself)."""
    target = (out_dir / path).resolve()
    root = out_dir.resolve()
    if root not in target.parents:
        return  # a manifest edited by hand never makes the build delete outside its folder
    target.unlink(missing_ok=True)
    for folder in target.parents:
        if folder == root or any(folder.iterdir()):
            break
        folder.rmdir()


def manifest_entry(output: OutputFile) -> dict[str, Any]:
    """One file as the manifest lists it."""
    return {
        "path": output.path,
        "game": output.game,
        "kind": output.kind,
        "paper": output.paper,
        "pages": output.pages,
        "cards": output.cards,
    }


def rules_site_fingerprint(print_fingerprint: str) -> str:
    """A hash of everything the rules site reads: the print files' inputs, its own sources and libraries."""
    digest = hashlib.sha256((print_fingerprint + toolchain(SITE_LIBRARIES)).encode())
    for pattern in SITE_SOURCES:
        for path in sorted(REPO.glob(pattern)):
            if path.is_file() and "node_modules" not in path.parts:
                digest.update(f"{path.relative_to(REPO)}\0{path.stat().st_size}\0".encode() + path.read_bytes())
    return digest.hexdigest()


def site_unchanged(out_dir: Path, fingerprint: str) -> bool:
    """True when the site in ``<out>/site`` was built from inputs with this fingerprint and is still there."""
    try:
        record = json.loads((out_dir / ".cache" / SITE_RECORD).read_text(encoding="utf-8"))
        stat = (out_dir / "site").stat()
        return record["fingerprint"] == fingerprint and record["site"] == [stat.st_ino, stat.st_mtime_ns]
    except (OSError, ValueError, KeyError, TypeError):
        return False


def record_site(out_dir: Path, fingerprint: str) -> None:
    """Remember what the site was built from (the site folder is swapped in whole, so its identity tells)."""
    stat = (out_dir / "site").stat()
    record = {"fingerprint": fingerprint, "site": [stat.st_ino, stat.st_mtime_ns]}
    write_file(out_dir / ".cache" / SITE_RECORD, json.dumps(record).encode())


def build_site(options: BuildOptions) -> None:
    """The rules site, into ``<out>/site`` (it reads the manifest for its download links)."""
    from generator.site import SiteError
    from generator.site import build_site as build_rules_site

    try:
        build_rules_site(options.out_dir / "site", data_dir=options.data_dir, site_url=options.site_url)
    except SiteError as error:
        raise BuildError(f"rules site: {error}") from None


# ------------------------------------------------------------------------------------ progress and summary


class Stages:
    """Times each stage into the report and shows a rich progress bar per stage."""

    def __init__(self, report: BuildReport, console: Any) -> None:
        self.report = report
        self.console = console
        self.bar: Any = None

    def __enter__(self) -> Stages:
        if self.console is not None:
            from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

            self.bar = Progress(
                TextColumn("{task.description:<16}"),
                BarColumn(),
                MofNCompleteColumn(),
                TimeElapsedColumn(),
                console=self.console,
                transient=True,
            )
            self.bar.start()
        return self

    def __exit__(self, *_: object) -> None:
        if self.bar is not None:
            self.bar.stop()

    def stage(self, name: str) -> StageTimer:
        """A context that records how long stage ``name`` took."""
        return StageTimer(self.report, name)

    def progress(self, description: str) -> StageProgress:
        """A new bar for one stage's files."""
        return StageProgress(self.bar, description)


class StageProgress:
    """One bar of the progress display (a no-op without a console)."""

    def __init__(self, bar: Any, description: str) -> None:
        self.bar = bar
        self.task_id = bar.add_task(description, total=None) if bar is not None else None

    def set_total(self, total: int) -> None:
        """How many files this stage produces."""
        if self.bar is not None:
            self.bar.update(self.task_id, total=total)

    def advance(self) -> None:
        """One more file done."""
        if self.bar is not None:
            self.bar.advance(self.task_id)


class StageTimer:
    """Adds the wall time of a ``with`` block to ``report.stage_seconds[name]``."""

    def __init__(self, report: BuildReport, name: str) -> None:
        self.report = report
        self.name = name
        self.start = 0.0

    def __enter__(self) -> None:
        self.start = time.perf_counter()

    def __exit__(self, *_: object) -> None:
        self.report.stage_seconds[self.name] = self.report.stage_seconds.get(self.name, 0.0) + (
            time.perf_counter() - self.start
        )


def print_summary(console: Any, options: BuildOptions, report: BuildReport) -> None:
    """A short table of what was written where, and how long it took."""
    from rich.table import Table

    table = Table("game", "kind", "files", "pages", "cards", title=f"Written to {options.out_dir}/")
    groups: dict[tuple[str, str], list[OutputFile]] = {}
    for output in report.files:
        groups.setdefault((output.game or "—", output.kind), []).append(output)
    for (game, kind), outputs in sorted(groups.items()):
        table.add_row(
            game,
            kind,
            str(len(outputs)),
            str(sum(output.pages or 0 for output in outputs) or "—"),
            str(sum(output.cards or 0 for output in outputs) or "—"),
        )
    console.print(table)
    stages = " · ".join(f"{name} {seconds:.1f} s" for name, seconds in report.stage_seconds.items())
    site = ""
    if options.site:
        state = "up to date" if report.site_up_to_date else "built"
        site = f"; the rules site in {options.out_dir / 'site'} ({state})"
    if report.up_to_date:
        console.print(
            f"Up to date: nothing the build reads has changed since the last build of these "
            f"{len(report.files)} files{site}. Delete {options.out_dir / '.cache'} to force a rebuild. "
            f"{stages}"
        )
        return
    console.print(
        f"{len(report.files)} files ({report.rendered} rendered, {report.reused} from the cache), "
        f"listed in {options.out_dir / 'manifest.json'}{site}. Time: {stages}"
    )
