"""Build and serve the rules site: MkDocs with generated pages, the self-hosted Pyodide runtime and the scoring archive.

``site/mkdocs.yml`` drives the build; its hook (``site/hooks/pnp_site.py``) asks this module for the
generated pages and files. The Pyodide runtime comes from ``site/node_modules/pyodide`` (``npm ci`` in
``site/``); one node run (``site/hooks/build_engine.mjs``) finds the standard library modules the engine
imports and compiles them, and the scoring code, with Pyodide's own interpreter. What it compiles is cached
(per Pyodide version and per scoring code), as are the gallery's card images (per drawing), in the user's
cache folder (``$XDG_CACHE_HOME/pnp``, by default ``~/.cache/pnp``): every output folder shares them. Setup
compiles the engine of the code it sets up beside Pyodide (``INSTALLED_ENGINE``), where builds find it; nothing
else is kept in the checkout. A build never needs them: an empty cache only takes longer.
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
import pickle
import re
import shutil
import subprocess
import tempfile
import time
import zipfile
from collections.abc import Callable, Collection, Iterator
from contextlib import contextmanager, suppress
from dataclasses import dataclass, field, replace
from io import BytesIO
from pathlib import Path
from typing import TYPE_CHECKING, Any

from generator.data.model import Game
from generator.files.checkout import REPO, SITE
from generator.files.exchange import swap_into_place
from generator.files.paths import inside
from generator.files.processes import die_with_parent
from generator.files.reading import UnreadableFile, read_regular_file
from generator.files.writing import FILE_MODE, make_folder, write_file
from generator.gallery import GALLERY_WIDTH_PX, WEBP_METHOD, WEBP_QUALITY, GalleryImage, web_image
from generator.layout.shapes import Face
from generator.layout.units import Paper
from generator.manifest import manifest_entry_problem
from generator.pages import Download
from generator.quoting import shorten
from generator.scoring_archive import code_digest

if TYPE_CHECKING:
    from generator.games.printable import Checked

CONFIG_FILE = SITE / "mkdocs.yml"
PYODIDE_PACKAGE = SITE / "node_modules" / "pyodide"
CACHE = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "pnp"
"""The site's caches, shared by every build: the user's cache folder."""
INSTALLED_ENGINE = SITE / "node_modules" / ".pnp-engine"
"""The engine compiled once by setup (``.ci/compile_engine.py``), as ``compiled_engine`` keeps it in the user's
cache: the same for every build of the code set up, so a build on an empty user cache finds it compiled (about
6 s of CPU). A build of other code compiles its own into the user's cache."""
BUILD_ENGINE = SITE / "hooks" / "build_engine.mjs"
RUN_CASES = SITE / "hooks" / "run_cases.mjs"
ENGINE_SCRIPTS = (BUILD_ENGINE, SITE / "hooks" / "cases.mjs")
"""The node scripts that compile the engine: the compiled files' cache goes with their version."""
GOLDEN_FIXTURES = REPO / "tests" / "fixtures"
"""Every golden fixture's state is run under Pyodide at build time: the standard library modules they
need (with Pyodide's own start-up) are all the site's runtime ships."""
STDLIB_PATH = "/lib/python314.zip/"
"""Where Pyodide 314 mounts its standard library zip (compiled code objects carry this path)."""
STALE_BUNDLE_SECONDS = 7 * 86400
"""Compiled bundles and trimmed standard libraries no build has used for a week are removed from the cache."""
BUNDLE_DIR = "/home/pyodide/pnp"
"""Where the site's engine (assets/js/engine.mjs) unpacks the scoring archive in Pyodide."""

RUNTIME_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm")
"""The Pyodide core files copied as they are; the site's ``python_stdlib.zip`` holds only the compiled
modules the scoring needs, and its ``pyodide-lock.json`` lists no packages (none is ever loaded)."""
RUNTIME_URL = "assets/pyodide"
SERVICE_WORKER = "sw.js"
"""The service worker every site built here holds (``generator.offline`` writes it)."""
BUNDLE_URL = "assets/scoring.zip"
ENGINE_URL = "assets/engine.json"
"""The engine's version, its files' sizes (for the calculator's progress in bytes) and the limits of states."""
FEWEST_TASKS_PER_WORKER = 8
"""Gallery images are drawn by several processes only when each would draw at least this many."""
DOWNLOADABLE_SUFFIXES = (".pdf", ".zip", ".png", ".json", ".jpg")


class SiteError(Exception):
    """The site cannot be built or served; the message says what is missing and how to fix it."""


@dataclass
class SiteReport:
    """What a site build tells whoever asked for it: how long each of its parts took, and its notes (balance
    figures out of date, say)."""

    seconds: dict[str, float] = field(default_factory=dict)
    notes: list[str] = field(default_factory=list)

    @contextmanager
    def part(self, name: str) -> Iterator[None]:
        """Add the wall time of the block to the part ``name``."""
        start = time.perf_counter()
        try:
            yield
        finally:
            self.seconds[name] = self.seconds.get(name, 0.0) + time.perf_counter() - start


@dataclass(frozen=True)
class SiteInputs:
    """What the hook needs beyond ``mkdocs.yml``: where the card data and the print files are."""

    data_dir: Path | None
    output_dir: Path | None
    """The build's output folder holding ``manifest.json`` and the print files, or None for none."""
    games: tuple[str, ...] | None = None
    """The games whose pages are built (``--game``), or None for every game of the card data."""
    live_reload: bool = False
    """Pages reload when the preview server has a newer build (``pnp site serve``)."""
    report: SiteReport = field(default_factory=SiteReport)
    """Where the hook records its parts' times and its notes."""
    loaded: tuple[Game, ...] | None = None
    """The games of the site as the caller loaded and checked them (the hook loads them when None: loading them
    twice was a tenth of a reload of ``pnp site serve``)."""
    gallery: GalleryPlan | None = None
    """The gallery's ``gallery_plan``, when the caller made it already (a build makes it as it starts rendering)."""


URL_CHARACTERS = re.compile(r"[A-Za-z0-9._~!$&()*+,;=:@%/-]+")
"""The characters an address may hold as it is written into pages: RFC 3986's, less the quotes and brackets that
would end an HTML attribute or open a tag (others are written %-escaped)."""


def normalized_site_url(text: str) -> str:
    """``text`` as an http(s) address of a folder (ending in /), or a SiteError saying what is wrong.

    >>> normalized_site_url("https://example.org/games")
    'https://example.org/games/'
    >>> normalized_site_url('https://example.org/x"><b>')  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    generator.site.SiteError: an address holds only letters, digits and -._~!$&()*+,;=:@%/ ...; got '"' in ...
    """
    from urllib.parse import urlsplit

    stripped = text.strip()
    parts = urlsplit(stripped)
    if parts.scheme not in ("http", "https") or not parts.hostname:
        raise SiteError(f"expected an address like https://example.org/games/; got {text!r}")
    if parts.query or parts.fragment:
        raise SiteError(f"the address of a site has no ?query or #fragment; got {text!r}")
    if not URL_CHARACTERS.fullmatch(stripped):
        wrong = next(character for character in stripped if not URL_CHARACTERS.fullmatch(character))
        allowed = "letters, digits and -._~!$&()*+,;=:@%/ (others %-escaped)"
        raise SiteError(f"an address holds only {allowed}; got {wrong!r} in {text!r}")
    return parts._replace(path=parts.path.rstrip("/") + "/").geturl()


def pyodide_version() -> str:
    """The version of the installed npm package ``pyodide``, or a SiteError saying how to install it."""
    package = PYODIDE_PACKAGE / "package.json"
    try:
        version: str = json.loads(package.read_text(encoding="utf-8"))["version"]
    except (OSError, ValueError, KeyError):
        raise SiteError(
            f"the Pyodide runtime is missing ({package} not found or unreadable): run `npm ci` in site/ (or .ci/setup)"
        ) from None
    return version


def require_node() -> str:
    """The path of node, or a SiteError saying how to install it."""
    node = shutil.which("node")
    if node is None:
        raise SiteError(
            "node is needed to compile Python for Pyodide at build time; "
            "install Node.js 18 or newer (Debian: apt-get install nodejs npm)"
        )
    return node


class Step:
    """A step of the build running in a process of its own (node, or Python), started by ``started_step``."""

    def __init__(self, process: subprocess.Popen[str], doing: str, timeout_s: int) -> None:
        self.process = process
        self.doing = doing
        self.timeout_s = timeout_s
        self.deadline = time.monotonic() + timeout_s

    def wait(self) -> str:
        """What the step printed once it has ended; a SiteError saying that it failed (with its own message) or
        took too long."""
        finished = self.process.poll() is not None  # a step waited for long after its deadline may be long done
        try:
            timeout = None if finished else max(0.0, self.deadline - time.monotonic())
            out, errors = self.process.communicate(timeout=timeout)
        except subprocess.TimeoutExpired:
            raise SiteError(f"{self.doing} took more than {self.timeout_s // 60} minutes") from None
        if self.process.returncode != 0:
            raise SiteError(f"{self.doing} failed:\n{errors.strip()}")
        return out


@contextmanager
def started_step(command: list[str], doing: str, timeout_s: int = 300) -> Iterator[Step]:
    """Start one step of the build (``doing`` says what it does) in a process of its own, which runs while the
    block does; a step still running when the block ends is stopped."""
    process = subprocess.Popen(
        command,
        cwd=REPO,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        preexec_fn=die_with_parent,
    )
    with process:
        try:
            yield Step(process, doing, timeout_s)
        finally:
            if process.poll() is None:
                process.kill()


def run_step(command: list[str], doing: str, timeout_s: int = 300) -> str:
    """Run one step of the build in a process of its own (node, or Python) and return what it printed; a
    SiteError saying that ``doing`` failed (with the step's own message) or took too long."""
    with started_step(command, doing, timeout_s) as step:
        return step.wait()


def compiled_cache_name() -> str:
    """The cache folder of what Pyodide compiled: one per Pyodide version and version of the engine's scripts."""
    scripts = hashlib.sha256(b"".join(path.read_bytes() for path in ENGINE_SCRIPTS)).hexdigest()[:8]
    return f"pyodide-{pyodide_version()}-{scripts}"


def remove_stale_compiled(current: Path) -> None:
    """Mark ``current`` as in use and remove the compiled folders of other Pyodide versions or compiling scripts
    that no build has used for a week (never sooner: builds of other checkouts share the cache)."""
    os.utime(current)
    for folder in current.parent.glob("pyodide-*"):
        if folder != current and folder.is_dir() and folder.stat().st_mtime < time.time() - STALE_BUNDLE_SECONDS:
            shutil.rmtree(folder, ignore_errors=True)


def golden_cases() -> list[tuple[str, str, str]]:
    """(command, game, state text) of ``score`` and ``check`` for every golden fixture of every game."""
    cases = []
    for path in sorted(GOLDEN_FIXTURES.glob("*/*.json")):
        state = json.dumps(json.loads(path.read_text(encoding="utf-8"))["state"])
        cases += [(command, path.parent.name, state) for command in ("score", "check")]
    return cases


def node_command(script: Path, arguments: list[str]) -> list[str]:
    """The command that runs one of the site's node scripts with the installed Pyodide."""
    return [require_node(), str(script), str(PYODIDE_PACKAGE), *arguments]


def run_node(script: Path, arguments: list[str], doing: str) -> None:
    """Run one of the site's node scripts with the installed Pyodide, or a SiteError saying that ``doing`` failed."""
    run_step(node_command(script, arguments), doing)


def run_cases(stdlib: Path, bundle: Path, cases: list[tuple[str, str, str]]) -> dict[str, list[str]]:
    """Run ``cases`` through the bundle under Pyodide in node, as the site's engine does:
    ``{"outputs": [respond(...) per case], "modules": [entries of the stdlib zip that were imported]}``."""
    with tempfile.TemporaryDirectory() as folder:
        cases_file, out_file = Path(folder) / "cases.json", Path(folder) / "out.json"
        cases_file.write_text(json.dumps(cases), encoding="utf-8")
        arguments = [str(stdlib), str(bundle), BUNDLE_DIR, str(cases_file), str(out_file)]
        run_node(RUN_CASES, arguments, "running the golden fixtures under Pyodide")
        result: dict[str, list[str]] = json.loads(out_file.read_text(encoding="utf-8"))
    return result


def compiled_engine(archive: bytes, root: Path | None = None) -> tuple[Path, Path]:
    """The engine's standard library (the modules that Pyodide's start-up and every golden fixture import) and
    the archive's code, both compiled by Pyodide (``site/hooks/build_engine.mjs``): two zips, cached by the
    archive's code (its card data changes neither), the golden fixtures and the Pyodide that compiles them, in
    ``root`` (by default setup's copy, ``INSTALLED_ENGINE``, when it holds them, else the user's cache)."""
    with engine_compiling(archive, root) as compiled:
        pass
    return compiled


@contextmanager
def engine_compiling(archive: bytes, root: Path | None = None) -> Iterator[tuple[Path, Path]]:
    """Where ``compiled_engine`` keeps the engine of ``archive``, compiled by node while the block runs when it
    is not there yet (so that a build can render its print files meanwhile), and there once the block has ended;
    a SiteError when it could not be compiled."""
    cases = golden_cases()
    key = hashlib.sha256((code_digest(archive) + json.dumps(cases)).encode()).hexdigest()[:20]
    installed = INSTALLED_ENGINE / compiled_cache_name() / "engine"
    kept = root is None and all((installed / f"{key}-{part}.zip").exists() for part in ("stdlib", "code"))
    folder = installed if kept else (root or CACHE) / compiled_cache_name() / "engine"
    stdlib, code = folder / f"{key}-stdlib.zip", folder / f"{key}-code.zip"
    if stdlib.exists() and code.exists():
        yield stdlib, code
    else:
        make_folder(folder)
        with tempfile.TemporaryDirectory(dir=folder) as scratch:
            inputs, built = Path(scratch) / "bundle.zip", (Path(scratch) / "stdlib.zip", Path(scratch) / "code.zip")
            inputs.write_bytes(archive)
            (Path(scratch) / "cases.json").write_text(json.dumps(cases), encoding="utf-8")
            arguments = [str(inputs), BUNDLE_DIR, str(Path(scratch) / "cases.json"), *map(str, built)]
            with started_step(node_command(BUILD_ENGINE, arguments), "building the engine with Pyodide") as step:
                yield stdlib, code
                step.wait()
            for made, target in zip(built, (stdlib, code), strict=True):
                os.chmod(made, FILE_MODE)
                made.replace(target)
    if not kept:  # setup's copy is its own: a build (perhaps of another user) leaves it as it is
        keep_only_recent(folder, {stdlib, code})
        remove_stale_compiled(folder.parent)


def keep_only_recent(folder: Path, used: set[Path], pattern: str = "*.zip") -> None:
    """Mark the files ``used`` as in use and remove the other files of ``folder`` matching ``pattern`` that no build
    has used for a week (never sooner: builds into other output folders share the cache and may be reading them).
    A file that cannot be marked, read or removed (another build's, removed meanwhile; a cache shared read-only) is
    left to a later build."""
    for path in used:
        with suppress(OSError):
            os.utime(path)
    for stale in folder.glob(pattern):
        with suppress(OSError):
            if stale not in used and stale.is_file() and stale.stat().st_mtime < time.time() - STALE_BUNDLE_SECONDS:
                stale.unlink()


def lock_file() -> bytes:
    """Pyodide's lock file without its package list: the site loads no package, only the standard library."""
    lock = json.loads((PYODIDE_PACKAGE / "pyodide-lock.json").read_text(encoding="utf-8"))
    return json.dumps({"info": lock["info"], "packages": {}}, separators=(",", ":")).encode()


def compiled_archive(archive: bytes, code: Path) -> bytes:
    """The scoring archive with Pyodide-compiled bytecode beside its sources: the card data of ``archive`` and the
    compiled code of ``code`` (``compiled_engine``), each source followed by its pyc, in name order; stored."""
    groups: dict[str, list[tuple[zipfile.ZipInfo, bytes]]] = {}
    with zipfile.ZipFile(BytesIO(archive)) as source, zipfile.ZipFile(code) as compiled:
        for info in source.infolist():
            if not info.filename.endswith(".py"):
                groups[info.filename] = [(info, source.read(info))]
        for info in compiled.infolist():
            entry = (info, compiled.read(info))
            if info.filename.endswith(".py"):
                groups[info.filename] = [entry]
            else:  # the pyc of the source before it
                groups[next(reversed(groups))].append(entry)
    buffer = BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_STORED) as target:
        for name in sorted(groups):
            for info, content in groups[name]:
                info.compress_type = zipfile.ZIP_STORED
                target.writestr(info, content)
    return buffer.getvalue()


def engine_files(archive: bytes) -> dict[str, bytes]:
    """Site path → content of every file the calculators' engine loads: the Pyodide runtime (with the
    trimmed standard library and a lock file of no packages) and the compiled scoring ``archive``."""
    version = pyodide_version()
    sources = {f"{RUNTIME_URL}/{name}": PYODIDE_PACKAGE / name for name in RUNTIME_FILES}
    missing = [str(path) for path in sources.values() if not path.exists()]
    if missing:
        raise SiteError(f"pyodide {version} is incomplete, missing: {', '.join(missing)}; run `npm ci` in site/")
    stdlib, code = compiled_engine(archive)
    files = {url: path.read_bytes() for url, path in sources.items()}
    files[f"{RUNTIME_URL}/pyodide-lock.json"] = lock_file()
    files[f"{RUNTIME_URL}/python_stdlib.zip"] = stdlib.read_bytes()
    files[BUNDLE_URL] = compiled_archive(archive, code)
    return files


def engine_version(files: dict[str, bytes]) -> str:
    """A short hash of the engine's files (site path → content): it names the engine's memory snapshot kept
    on a device, so a snapshot is only ever restored by the engine it was made from.

    >>> engine_version({"assets/scoring.zip": b"PK"})
    'b208cdfb882d3c19'
    """
    digest = hashlib.sha256()
    for url, content in sorted(files.items()):
        digest.update(f"{url}\0{len(content)}\0".encode())
        digest.update(content)
    return digest.hexdigest()[:16]


def engine_manifest(files: dict[str, bytes], limits: dict[str, Any]) -> bytes:
    """``assets/engine.json``: the engine's version (``engine_version``), each of its files' size in bytes
    (paths relative to ``assets/``, for the calculators' progress in bytes) and the ``limits`` of states and
    links (``generator.engine_limits``)."""
    sizes = {url.removeprefix("assets/"): len(content) for url, content in sorted(files.items())}
    manifest = {"version": engine_version(files), "bytes": sizes, "limits": limits}
    return json.dumps(manifest, separators=(",", ":")).encode()


GalleryPlan = dict[str, dict[str, GalleryImage]]
"""Game id → card id → the gallery's image of the card (``gallery_plan``)."""


def gallery_images(games: list[Game], plan: GalleryPlan | None = None) -> dict[str, dict[str, bytes]]:
    """Game id → card id → a small WebP image of its front, as the game's declaration designs it: those the cache
    lacks drawn on every core (a build has its render's workers draw them: ``missing_gallery_images``). ``plan``:
    the ``gallery_plan`` of ``games`` when the caller made it already. The images it shows are marked used first,
    and cached images that no build has used for a week are removed (an edited card leaves its old image behind);
    one that a build into another folder removes meanwhile is drawn again."""
    images = plan if plan is not None and set(plan) == {game.id for game in games} else gallery_plan(games)
    keep_only_recent(CACHE / "gallery", {image.cached for cards in images.values() for image in cards.values()}, "*")
    missing = missing_gallery_images(images)
    drawn = on_every_core(web_image, [(image.face, image.dpi) for image in missing])
    for image, data in zip(missing, drawn, strict=True):
        write_file(image.cached, data)
    return {game: {card: cached_image(image) for card, image in cards.items()} for game, cards in images.items()}


def cached_image(image: GalleryImage) -> bytes:
    """The bytes of ``image`` from the cache, drawn again when another build's pruning removed it meanwhile."""
    try:
        return image.cached.read_bytes()
    except FileNotFoundError:
        data = image.render()
        write_file(image.cached, data)
        return data


def gallery_plan(games: list[Game]) -> GalleryPlan:
    """Game id → card id → the gallery's image of the card."""
    from generator.games import declaration

    version = drawing_version()
    images: GalleryPlan = {}
    for game in games:
        design = declaration(game.id).design
        for card in game.cards:
            face = design.front(game, card, 0.0)
            dpi = max(1, round(GALLERY_WIDTH_PX * 25.4 / face.width_mm))
            drawing = f"{dpi}|{WEBP_QUALITY}|{WEBP_METHOD}|{version}|".encode() + pickle.dumps(face, protocol=5)
            key = hashlib.sha256(drawing).hexdigest()  # a pickle: 3 × faster than a repr; one made otherwise: a miss
            images.setdefault(game.id, {})[card.id] = GalleryImage(face, dpi, CACHE / "gallery" / f"{key}.webp")
    return images


def missing_gallery_images(images: GalleryPlan) -> list[GalleryImage]:
    """The images of ``gallery_plan`` that the cache lacks, each once."""
    missing = {image.cached: image for cards in images.values() for image in cards.values()}
    return [image for cached, image in missing.items() if not cached.exists()]


def drawing_version() -> str:
    """A hash of what draws a face into pixels besides the face itself: the render code, Pillow and the pictures."""
    from importlib.metadata import version

    from generator.data.iconset import pictures_version
    from generator.files.checkout import GENERATOR

    digest = hashlib.sha256(f"{version('pillow')}|{pictures_version()}".encode())
    for path in sorted(GENERATOR.glob("render/*.py")):
        digest.update(path.name.encode() + path.read_bytes())
    return digest.hexdigest()


def on_every_core(work: Callable[[Face, int], bytes], tasks: list[tuple[Face, int]]) -> list[bytes]:
    """``work`` done on each of ``tasks``, by a worker process per core when there are many (they die with this
    process), in the tasks' order."""
    from concurrent.futures import ProcessPoolExecutor

    from generator.files.processes import start_worker
    from generator.interrupts import signals_held

    workers = min(os.cpu_count() or 1, len(tasks) // FEWEST_TASKS_PER_WORKER)
    if workers < 2:
        return [work(*task) for task in tasks]
    with signals_held():  # the workers are forked now; an interrupt arriving during a fork would be lost
        pool = ProcessPoolExecutor(workers, initializer=start_worker, initargs=(os.getpid(),))
    with pool:
        return list(pool.map(work, *zip(*tasks, strict=True), chunksize=FEWEST_TASKS_PER_WORKER))


def read_downloads(output_dir: Path | None) -> dict[str, list[tuple[Download, Path]]]:
    """Game id ("" for files of no game, like the calibration page) → the print files of
    ``output_dir/manifest.json``, each with the file it links to; a ``SiteError`` for a manifest that is not
    one a build wrote (an entry whose path could lead out of the folder above all)."""
    if output_dir is None or not (output_dir / "manifest.json").exists():
        return {}
    manifest_path = output_dir / "manifest.json"
    try:
        entries = json.loads(read_regular_file(manifest_path, inside=output_dir))["files"]
        if not isinstance(entries, list):
            raise TypeError("its files are not a list")
    except (OSError, UnreadableFile, ValueError, KeyError, TypeError) as error:
        raise SiteError(f"{manifest_path}: not a build manifest ({shorten(str(error), 80)})") from None
    downloads: dict[str, list[tuple[Download, Path]]] = {}
    for number, entry in enumerate(entries, 1):
        problem = manifest_entry_problem(entry)
        if problem is not None:
            raise SiteError(f"{manifest_path}: not a build manifest (file {number}: {problem})")
        path = entry["path"]
        if not path.endswith(DOWNLOADABLE_SUFFIXES) or entry["kind"] == "png":
            continue
        download = Download(
            url=f"downloads/{path}",
            kind=entry["kind"],
            paper=entry.get("paper"),
            pages=entry.get("pages"),
            cards=entry.get("cards"),
            style=entry.get("style"),
        )
        downloads.setdefault(entry.get("game") or "", []).append((download, inside(output_dir, path)))
    return downloads


def link_or_copy(source: Path, target: Path) -> None:
    """Put ``source`` at ``target`` as a hard link (free for large PDFs), or a copy across file systems."""
    make_folder(target.parent)
    target.unlink(missing_ok=True)
    try:
        os.link(source, target)
    except OSError:
        shutil.copy2(source, target)


def load_mkdocs_config(site_dir: Path | None, inputs: SiteInputs, **options: Any) -> Any:
    """Load ``site/mkdocs.yml`` with the inputs the hook reads from ``extra``; the site goes to ``site_dir``
    (relative to the current folder), else where mkdocs.yml says."""
    from mkdocs.config import load_config

    # MkDocs reads a relative site_dir from mkdocs.yml's folder: a folder given here is the caller's, resolved
    overrides = {"site_dir": str(site_dir.resolve())} if site_dir is not None else {}
    config = load_config(str(CONFIG_FILE), **overrides, **options)
    config.extra["pnp_data_dir"] = str(inputs.data_dir) if inputs.data_dir else None
    config.extra["pnp_output_dir"] = str(inputs.output_dir) if inputs.output_dir else None
    config.extra["pnp_live_reload"] = inputs.live_reload
    config.extra["pnp_report"] = inputs.report
    config.extra["pnp_games"] = inputs.games
    config.extra["pnp_loaded_games"] = inputs.loaded
    config.extra["pnp_gallery"] = inputs.gallery
    return config


def build_site(
    out: Path,
    data_dir: Path | None = None,
    *,
    site_url: str | None = None,
    data_checked: bool = False,
    live_reload: bool = False,
    games: tuple[str, ...] | None = None,
    checked: Checked | None = None,
    booklets: Collection[Paper] = tuple(Paper),
) -> SiteReport:
    """Build the site into ``out`` atomically: into a temporary folder beside it, then swapped in; its report.

    Print files listed in ``out``'s parent ``manifest.json`` (as ``pnp build`` writes it) are linked.
    ``site_url`` overrides the one in ``mkdocs.yml``: Material's instant navigation only takes over
    links when the site is served on the port of its ``site_url``. The card data is checked first as
    ``pnp validate`` checks it, unless the caller has (``data_checked``). The site folder is locked while
    it is built (in the user's runtime folder: see ``generator.files.lock``). ``OutputError`` when the
    site cannot be written there. ``live_reload`` is for ``generator.preview.serve_site``, and so is ``checked``
    (the games checked by earlier builds: one unchanged since is not drawn again), and ``booklets`` (the papers
    whose rules booklets the check typesets: none, when the preview checks them after the pages reload); ``games``
    limits the site to
    those games' pages (with the home page and everything the pages share).
    """
    from generator.files.lock import FolderBusy, site_lock
    from generator.files.writing import folder_unwritable, remove_leftovers

    out = out.resolve()
    refuse_foreign_folder(out)
    pyodide_version()
    inputs = SiteInputs(data_dir, out.parent, games, live_reload)
    if not data_checked:
        with inputs.report.part("validation"):
            inputs = replace(inputs, loaded=tuple(check_data(data_dir, games, checked, booklets)))
    try:
        with site_lock(out):
            make_folder(out.parent)
            remove_leftovers(out.parent, f".{out.name}-")
            staging = Path(tempfile.mkdtemp(prefix=f".{out.name}-", dir=out.parent))
            try:
                report = render_site(staging, inputs, site_url)
                swap_into_place(staging, out)
            finally:
                shutil.rmtree(staging, ignore_errors=True)
    except FolderBusy as error:
        raise SiteError(str(error)) from None
    except OSError as error:
        raise folder_unwritable(out, error) from None
    return report


def refuse_foreign_folder(out: Path) -> None:
    """Refuse to replace a folder that holds anything but a site this toolkit built (a print build, the user's own
    files): the new site takes the folder's place, and what was there is removed. A site built here holds its
    service worker, and the Pyodide runtime when a game has rules."""
    built = (out / RUNTIME_URL).is_dir() or (out / SERVICE_WORKER).is_file()
    if not out.exists() or built or (out.is_dir() and not any(out.iterdir())):
        return
    raise SiteError(
        f"{out} holds other files than a site, and the site would replace them all: give `--out` a new "
        "or empty folder, or one a previous `pnp site build` wrote (`pnp build --out DIR` puts the site in DIR/site)"
    )


def check_data(
    data_dir: Path | None,
    games: tuple[str, ...] | None = None,
    checked: Checked | None = None,
    booklets: Collection[Paper] = tuple(Paper),
) -> list[Game]:
    """Refuse card data that ``pnp validate`` refuses (of ``games`` only, when given), listing its problems
    (``checked`` and ``booklets``: see ``build_site``); the games checked."""
    from generator.data.collection import read_collection
    from generator.data.folder import DEFAULT_DATA_DIR
    from generator.data.problems import DataError
    from generator.games.printable import load_printable_games

    problems, loaded = [], []
    try:
        loaded = load_printable_games(games, data_dir, booklets=booklets, checked=checked)
    except DataError as error:
        problems += error.problems
    problems += read_collection(Path(data_dir or DEFAULT_DATA_DIR))[1]
    if problems:
        raise SiteError(DataError(problems).refusal(data_dir))
    return loaded


def render_site(target: Path, inputs: SiteInputs, site_url: str | None) -> SiteReport:
    """Build the site with MkDocs into the folder ``target`` (made when missing), readable by others, as
    ``inputs`` say (the print files of ``inputs.output_dir/manifest.json`` linked under ``downloads/``); its
    report, whose parts add up to the whole build (``MkDocs`` being what MkDocs itself took)."""
    from mkdocs.commands.build import build
    from mkdocs.exceptions import MkDocsException

    from generator.data.problems import DataError
    from generator.files.writing import make_readable

    make_folder(target)
    report = inputs.report
    try:
        start, before = time.perf_counter(), sum(report.seconds.values())
        with quiet_mkdocs():
            options = {"site_url": site_url} if site_url else {}
            build(load_mkdocs_config(target, inputs, **options))
        hooks = sum(report.seconds.values()) - before
        report.seconds["MkDocs"] = time.perf_counter() - start - hooks
        make_readable(target)
    except DataError as error:
        raise SiteError(f"the card data has problems:\n{error}") from None
    except MkDocsException as error:
        raise SiteError(f"MkDocs could not build the site: {error}") from None
    return report


@contextmanager
def quiet_mkdocs(shown: int = logging.WARNING) -> Iterator[None]:
    """Silence MkDocs' logging below ``shown`` during a build: by default its info, while warnings still show (and
    fail the strict build)."""
    logger = logging.getLogger("mkdocs")
    level = logger.level
    logger.setLevel(shown)
    try:
        yield
    finally:
        logger.setLevel(level)
