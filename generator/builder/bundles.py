"""The bundle stage's tasks: one bundle PDF per game, paper and style, and one rules booklet per game and paper.

Output (relative to the output folder)::

    <game>/<game>-bundle-<paper>.pdf, <game>-bundle-light-<paper>.pdf   cover, print list, rules, every sheet
    <game>/<game>-rules-<paper>.pdf                                     learn to play, the rules, rulings
"""

from __future__ import annotations

import functools
import itertools
import math
import re
from collections import Counter
from dataclasses import dataclass, replace

from generator.builder.decks import DesignedDeck
from generator.builder.options import BuildError, BuildOptions
from generator.builder.outputs import OutputFile, Task
from generator.builder.pdf import calibration_job, sheet_path
from generator.data.folder import printing_folder
from generator.data.model import Game
from generator.data.printing import FOLDED, RULES, Printing, PrintingError, load_printing
from generator.design.colors import contrast, luminance
from generator.games import declaration
from generator.layout.imposition import Grid, LayoutError, plan_grid
from generator.layout.packing import Component, Group, Item, Sheets, group_components, sheet_counts
from generator.layout.shapes import Ellipse, Face, Icon, Rect
from generator.layout.units import PAPER_NAMES, STYLE_NAMES, Duplex, Paper, Style
from generator.render.booklet import BookletJob, spacing_of
from generator.render.bundle import BundleJob, ChecklistEntry, Cover, Folded, PrintStep
from generator.render.cover import CoverArt, CoverPage
from generator.render.png import render_face
from generator.render.sheets import CalibrationJob, PackedCopies, SheetJob

SIDES = {
    Duplex.LONG: "double-sided, flip on the long edge",
    Duplex.SHORT: "double-sided, flip on the short edge",
    Duplex.NONE: "the first half (fronts) on one side; then turn the printed stack over its long edge, put it "
    "back in the tray and print the second half (backs)",
    Duplex.FOLD: "one side; fold each page along its dashed line, glue the halves together, then cut",
}
COVER_WHAT = "Cover and this list"
RULES_WHAT = "Rules: learn to play, the rules, the rulings"
CALIBRATION_WHAT = (
    "Calibration sheet: print it first, once for your printer (not needed when the backs already line up)"
)
COVER_FACES = 4
"""How many faces the cover deals out."""
SEEN_CONTRAST = 1.5
"""Grounds of at least this contrast ratio read as two colours on either side of a cut line."""
MOST_CARDS_LISTED = 16
"""A deck with more designs than this is listed by kind in the checklist, not card by card (a deck of kingdoms,
each its own card, is listed by name)."""


def printing_for(options: BuildOptions) -> Printing:
    """The stock, cutting and sleeves data: from the card data folder in use, else the toolkit's own."""
    from generator.data.folder import DEFAULT_DATA_DIR

    try:
        return load_printing(printing_folder(options.data_dir or DEFAULT_DATA_DIR))
    except PrintingError as error:
        raise BuildError(str(error)) from None


def rules_booklet(game: Game, paper: Paper, style: Style = Style.FULL, spacing_index: int | None = None) -> BookletJob:
    """The rules booklet of ``game`` on ``paper``, its pictures drawn as the game's declaration draws them (in the
    spacing of ``spacing_index``, when its own file said which: see ``BookletJob``)."""
    declared = declaration(game.id)
    return BookletJob(game, declared.design, declared.setup, paper, style, declared.example, spacing_index)


@dataclass(frozen=True)
class BundlePlan:
    """A bundle to make, known before the rules booklet it holds is typeset: its file (of pages not yet known)
    and its game's decks."""

    output: OutputFile
    decks: tuple[DesignedDeck, ...]


def bundle_plans(decks: list[DesignedDeck], options: BuildOptions) -> list[BundlePlan]:
    """A bundle per game, paper and style."""
    plans = []
    for game_id in options.games:
        game_decks = tuple(designed for designed in decks if designed.game.id == game_id)
        if not game_decks:
            continue
        pieces = sum(designed.pod.count for designed in game_decks)
        for paper in options.papers:
            for style in options.styles:
                path = sheet_path(game_id, f"{game_id}-bundle", style, paper)
                plans.append(BundlePlan(OutputFile(path, game_id, "bundle", paper, None, pieces, style), game_decks))
    return plans


def bundle_tasks(
    plans: list[BundlePlan], options: BuildOptions, printing: Printing, booklets: list[Task], typeset: list[bytes]
) -> list[Task]:
    """The bundles of ``plans``, each holding its game's rules booklet of ``booklets`` (``counted``; ``typeset``:
    their files, which say the spacing they were set in); their own pages are known once they are rendered
    (``counted`` again): a bundle counts its cover's pages as it renders."""
    rules_pages = {(task.output.game, task.output.paper): task.output.pages or 0 for task in booklets}
    spacings = {
        (task.output.game, task.output.paper): spacing_of(data) for task, data in zip(booklets, typeset, strict=True)
    }
    tasks = []
    for plan in plans:
        output = plan.output
        assert output.paper is not None and output.style is not None, "a bundle is of one paper and style"
        job = bundle_job(
            list(plan.decks),
            output.style,
            output.paper,
            options,
            printing,
            rules_pages[(output.game, output.paper)],
            spacings[(output.game, output.paper)],
        )
        tasks.append(Task(output, job))
    return tasks


def booklet_tasks(games: list[Game], options: BuildOptions) -> list[Task]:
    """A rules booklet per game and paper; their pages are known once they are typeset (``counted``)."""
    return [
        Task(
            OutputFile(f"{game.id}/{game.id}-rules-{paper}.pdf", game.id, "rules", paper, None, None),
            rules_booklet(game, paper),
        )
        for game in games
        for paper in options.papers
    ]


def counted(tasks: list[Task], typeset: list[bytes]) -> list[Task]:
    """``tasks`` (rules booklets, bundles) with the pages each took once ``typeset`` in their output file."""
    return [
        replace(task, output=replace(task.output, pages=pdf_pages(data)))
        for task, data in zip(tasks, typeset, strict=True)
    ]


PAGE_TREE = re.compile(rb"/Count (\d+) /Kids \[")
"""The count of reportlab's page tree: every page of its files hangs from one node (outlines count without kids)."""


def pdf_pages(data: bytes) -> int:
    """The pages of a PDF that reportlab wrote.

    >>> pdf_pages(b"<< /Count 2 /First 4 0 R >> << /Count 12 /Kids [ 3 0 R 5 0 R ] /Type /Pages >>")
    12
    """
    match = PAGE_TREE.search(data)
    if match is None:
        raise ValueError("not a PDF with a page tree")
    return int(match[1])


def bundle_job(
    decks: list[DesignedDeck],
    style: Style,
    paper: Paper,
    options: BuildOptions,
    printing: Printing,
    rules_pages: int,
    rules_spacing: int | None = None,
) -> BundleJob:
    """The rules and the sections of one game's bundle, and the cover that lists them; ``rules_pages``: the
    pages the rules booklet takes, and ``rules_spacing`` the spacing it was set in, when known."""
    game = decks[0].game
    components = [
        Component(
            designed.pod.count,
            designed.deck.format.width_mm,
            designed.deck.format.height_mm,
            designed.deck.format.shape == "circle",
            designed.deck.double_sided,
        )
        for designed in decks
    ]
    groups = group_components(components, Sheets(paper, options.bleed_mm, options.duplex == Duplex.FOLD))
    groups.sort(key=lambda group: not group.double_sided)
    sections = []
    try:
        for group in groups:
            sections.append(section_job(group, decks, style, paper, options))
    except LayoutError as error:
        raise BuildError(f"{game.id} bundle: {error}") from None
    sheets = [
        print_step(group, section, decks, options, printing) for group, section in zip(groups, sections, strict=True)
    ]
    calibration = calibration_job([game], paper, options)  # its cells the game's own card
    steps = (
        cover_step(options, printing),
        *calibration_steps(calibration, printing),
        rules_step(rules_pages, options, printing),
        *sheets,
    )
    low, high = game.players
    cover = Cover(
        page=CoverPage(
            title=game.name,
            tagline=game.summary,
            facts=(
                f"{low}–{high} players" if low != high else f"{low} players",
                f"{game.minutes[0]}–{game.minutes[1]} minutes",
                f"age {game.age}",
            ),
            edition=(f"Print-and-play edition · {PAPER_NAMES[paper]} paper · {STYLE_NAMES[style]}",),
            art=cover_art(decks, style),
        ),
        subtitle=f"Print-and-play bundle · {PAPER_NAMES[paper]} · {STYLE_NAMES[style]}"
        + (f" ({style})" if style == Style.LIGHT else ""),
        notes=notes(options, paper, printing),
        steps=steps,
        cutting=cutting_order(groups, decks, printing),
        checklist=tuple(checklist_entry(designed) for designed in decks),
        sleeves=sleeve_lines(decks, printing),
        credits=credit_lines(game, printing),
        folded=folded(components, rules_pages, paper, options, printing),
    )
    return BundleJob(cover, calibration, rules_booklet(game, paper, style, rules_spacing), tuple(sections), paper)


def calibration_steps(calibration: CalibrationJob | None, printing: Printing) -> tuple[PrintStep, ...]:
    """The print list's line for the calibration sheet, when the bundle has one."""
    if calibration is None:
        return ()
    sides = SIDES[calibration.duplex] if calibration.duplex != Duplex.NONE else SIDES[Duplex.NONE]
    return (PrintStep(CALIBRATION_WHAT, sides, printing.stock[RULES], 1, 2),)


def cover_art(decks: list[DesignedDeck], style: Style) -> CoverArt:
    """What the cover pictures: the back of the game's main deck (its largest deck of rectangular cards) and
    faces of its size (``fan_cards``), the most pictorial last: in front, shown whole."""
    game = decks[0].game
    main = max(
        (designed for designed in decks if designed.deck.format.shape != "circle"),
        key=lambda designed: (designed.kind == "cards", designed.deck.double_sided, designed.pod.count),
        default=decks[0],
    )
    chosen = [designed.sheets[style].fronts[designed.card_ids.index(card)] for designed, card in fan_cards(decks, main)]
    faces = tuple(sorted(chosen, key=picture_area))  # the most pictorial last: in front, shown whole
    copies = main.sheets[style]
    back = copies.back if main.deck.double_sided and not main.deck.back_repeats_front else None
    colours = game.style
    return CoverArt(
        back, faces, main.deck.format.corner_mm, colours.primary, colours.paper, colours.ink, style == Style.LIGHT
    )


def fan_cards(decks: list[DesignedDeck], main: DesignedDeck) -> list[tuple[DesignedDeck, str]]:
    """The ``COVER_FACES`` cards the cover fans out, cards a player tells apart at a glance.

    The candidates are the cards of the main deck and of the other decks of cards of its format, the decks
    taken in turn, each deck's cards those ``learn.toml`` pictures first, then the others in the data's order.
    Each card is chosen in turn as the first candidate of the best rank: a card with a picture (``pictured``)
    before a text-only one; then one whose colours differ from those of every card chosen (``same_look``);
    then a card of a family not shown yet (kinds whose cards carry the same fields: number cards apart from
    court cards apart from a joker), then of a kind not shown yet. The chosen cards keep the candidates'
    order. Looks are judged on the full-colour faces (the light ones, on which every card is near white, when
    there are none), so that both styles fan the same cards."""
    game = main.game
    pictured_first = game.learn.faces if game.learn is not None else ()
    fanned = [main] + [
        designed
        for designed in decks
        if designed is not main and designed.kind == "cards" and designed.deck.format == main.deck.format
    ]
    in_turn = [
        [
            (designed, card)
            for card in dict.fromkeys([*(c for c in pictured_first if c in designed.card_ids), *designed.card_ids])
        ]
        for designed in fanned
    ]
    candidates = [pair for turn in itertools.zip_longest(*in_turn) for pair in turn if pair is not None]
    kinds = {card.id: game.kinds.get(card.kind) for card in game.cards}

    def face_of(designed: DesignedDeck, card: str) -> Face:
        copies = designed.sheets.get(Style.FULL) or next(iter(designed.sheets.values()))
        return copies.fronts[designed.card_ids.index(card)]

    def sorts(designed: DesignedDeck, card: str) -> tuple[tuple[str, object], tuple[str, object]]:
        kind = kinds.get(card)
        family = (designed.deck.id, tuple(sorted(kind.fields)) if kind is not None else ())
        return family, (designed.deck.id, kind.id if kind is not None else "")

    faces = [face_of(*candidate) for candidate in candidates]
    plain = [not pictured(face) for face in faces]
    kinds_of = [sorts(*candidate) for candidate in candidates]
    chosen: list[int] = []

    def looks_like_one_chosen(position: int) -> bool:
        return any(alike(colours(faces[position]), colours(faces[other])) for other in chosen)

    while len(chosen) < min(COVER_FACES, len(candidates)):
        families = {kinds_of[index][0] for index in chosen}
        named = {kinds_of[index][1] for index in chosen}
        left = [index for index in range(len(candidates)) if index not in chosen]
        only_plain_left = all(plain[index] for index in left)
        # the first of the best rank, whose colours are rendered only for the faces reached before it
        in_rank = sorted(
            (index for index in left if plain[index] == only_plain_left),
            key=lambda index: (kinds_of[index][0] in families, kinds_of[index][1] in named, index),
        )
        chosen.append(next((index for index in in_rank if not looks_like_one_chosen(index)), in_rank[0]))
    return [candidates[position] for position in sorted(chosen)]


PICTURE_SHARE = 0.03
"""A face whose pictures (shapes of role ``picture``) cover at least this share of it is a picture card."""
SAME_LOOK = 0.9
"""Two faces sharing at least this share of their colours (``colours``) look near the same at a glance."""
LOOK_DPI = 6
"""The resolution faces are rendered at to compare their colours: enough for the areas a glance takes in."""


def pictured(face: Face) -> bool:
    """True for a face with pictures covering ``PICTURE_SHARE`` of it or more (not a text-only reference card).

    >>> from generator.layout.shapes import Icon
    >>> pictured(Face(60.0, 90.0, 3.0, (Icon("lion", 10.0, 10.0, 17.0, "#000000"),)))
    True
    >>> pictured(Face(60.0, 90.0, 3.0, (Icon("hourglass", 4.0, 4.0, 8.0, "#000000"),)))
    False
    """
    return picture_area(face) >= PICTURE_SHARE * face.width_mm * face.height_mm


def picture_area(face: Face) -> float:
    """The area (mm²) of a face's pictures: its shapes of role ``picture``, each taken as its box."""
    return sum(
        shape.size**2 if isinstance(shape, Icon) else shape.w * shape.h
        for shape in face.shapes
        if isinstance(shape, (Icon, Rect, Ellipse)) and shape.role == "picture"
    )


@functools.lru_cache(maxsize=256)
def colours(face: Face) -> dict[tuple[int, int, int], float]:
    """The share of a face's trim (its texts left out) in each of 64 colour bins (4 levels of red, green, blue)."""
    data = render_face(face.without_texts(), LOOK_DPI, bleed=False).convert("RGB").tobytes()
    bins = Counter(
        (red // 64, green // 64, blue // 64)
        for red, green, blue in zip(data[0::3], data[1::3], data[2::3], strict=True)
    )
    return {colour: count / (len(data) // 3) for colour, count in bins.items()}


def same_look(face: Face, other: Face) -> bool:
    """True when two faces share ``SAME_LOOK`` of their colours or more (the overlap of their ``colours``)."""
    return alike(colours(face), colours(other))


def alike(mine: dict[tuple[int, int, int], float], theirs: dict[tuple[int, int, int], float]) -> bool:
    """True when two faces' ``colours`` overlap by ``SAME_LOOK`` or more."""
    return sum(min(share, theirs.get(colour, 0.0)) for colour, share in mine.items()) >= SAME_LOOK


def folded(
    components: list[Component], rules_pages: int, paper: Paper, options: BuildOptions, printing: Printing
) -> Folded | None:
    """For ``--duplex fold``: the paper it prints on, and the sheets the same bundle would take printed
    double-sided (the calibration sheet, the rules, the sections; the cover is counted with the cover's
    pages), to compare with; None otherwise."""
    if options.duplex != Duplex.FOLD:
        return None
    groups = group_components(components, Sheets(paper, options.bleed_mm))
    sections = sum(
        len(sheet_counts(group.size, grid_of(group, paper, options.bleed_mm, False).per_page, group.cards()))
        for group in groups
    )
    return Folded(printing.stock[FOLDED], 1 + math.ceil(rules_pages / 2) + sections)


def section_job(group: Group, decks: list[DesignedDeck], style: Style, paper: Paper, options: BuildOptions) -> SheetJob:
    """The sheets of one group: each copy with its own front and back, on the group's grid, in the data's order
    or ordered by ground (``by_ground``), whichever leaves fewer cut lines between contrasting grounds."""
    grid = grid_of(group, paper, options.bleed_mm, options.duplex == Duplex.FOLD)
    counts = sheet_counts(group.size, grid.per_page, group.cards())

    def front(item: Item) -> Face:
        return decks[item.component].sheets[style].front_of(item.copy)

    orders = (list(group.items), by_ground(group.items, decks, style))
    items = (
        orders[0]
        if grid.round
        else min(
            orders, key=lambda order: contrasting_seams([ground(front(item)) for item in order], counts, grid.cols)
        )
    )
    fronts = tuple(front(item) for item in items)
    backs = tuple(decks[item.component].sheets[style].back_of(item.copy) for item in items)
    names = ", ".join(decks[index].deck.name for index in group.components)
    title = f"{decks[0].game.name} · {names}" + (" · printer-friendly" if style == Style.LIGHT else "")
    packed = PackedCopies(title, fronts, backs, group.cell, group.round, counts)
    return SheetJob(packed, paper, options.duplex, options.back_offset_mm, options.bleed_mm)


def cover_step(options: BuildOptions, printing: Printing) -> PrintStep:
    """The print list's first line: the cover and its lists, on the rules' paper, double-sided when the bundle
    is (its pages are counted once the lists are typeset: ``BundleJob.numbered``)."""
    if options.duplex in (Duplex.LONG, Duplex.SHORT):
        return PrintStep(COVER_WHAT, SIDES[Duplex.LONG], printing.stock[RULES], 1, 2)
    return PrintStep(COVER_WHAT, "one side", printing.stock[RULES], 2, 2)


def by_ground(items: tuple[Item, ...], decks: list[DesignedDeck], style: Style) -> list[Item]:
    """The copies of each component ordered by the lightness of their ground (``ground``), so that cards side by
    side on a sheet mostly share a ground colour, or one close to it, at the cut line between them: a cut a
    little off shows a strip of the neighbour's ground.

    Each component runs from dark to light or from light to dark, whichever meets its neighbours better: its
    first copy near the ground the component before it ends with, its last near the darkest or the lightest
    ground of the component after it (where that one will start). Components keep their places, so every
    sheet keeps its copies' count; copies of one ground keep the data's order."""
    runs = [
        {item: lightness_of(decks[item.component].sheets[style].front_of(item.copy)) for item in run}
        for _, run in itertools.groupby(items, key=lambda item: item.component)
    ]
    ordered: list[Item] = []
    before: list[float] = []
    for run, following in itertools.zip_longest(runs, runs[1:]):
        after = [min(following.values()), max(following.values())] if following else []
        rising = sorted(run, key=run.__getitem__)
        falling = sorted(run, key=lambda item, run=run: -run[item])
        chosen = falling if misfit(falling, run, before, after) < misfit(rising, run, before, after) else rising
        ordered += chosen
        before = [run[chosen[-1]]]
    return ordered


def misfit(order: list[Item], run: dict[Item, float], before: list[float], after: list[float]) -> float:
    """How far the lightness of a component's first copy in ``order`` lies from that of the copy before it, and
    that of its last copy from the nearer of ``after`` (0 where there is none)."""
    first = min((abs(run[order[0]] - other) for other in before), default=0.0)
    return first + min((abs(run[order[-1]] - other) for other in after), default=0.0)


def lightness_of(face: Face) -> float:
    """How light a face's ground is, on the scale of contrast ratios: log(relative luminance + 0.05), so that a
    difference stands for the contrast of two grounds (white for a face without one)."""
    colour = ground(face)
    return math.log(luminance(colour or "#ffffff") + 0.05)


def ground(face: Face) -> str:
    """The colour a face shows at its cut lines: the fill of the rectangle over its whole bleed it starts with,
    or "" when it starts with none."""
    shape = face.shapes[0] if face.shapes else None
    bleed = face.bleed_mm
    if (
        isinstance(shape, Rect)
        and shape.fill.startswith("#")
        and min(shape.x, shape.y) <= -bleed
        and shape.x + shape.w >= face.width_mm + bleed
        and shape.y + shape.h >= face.height_mm + bleed
    ):
        return shape.fill
    return ""


def grid_of(group: Group, paper: Paper, bleed_mm: float, fold: bool) -> Grid:
    """The grid of ``group``'s sheets (``fold``: printed to be folded)."""
    return plan_grid(paper, *group.cell, bleed_mm, group.round, fold=fold and group.double_sided)


def contrasting_seams(grounds: list[str], counts: tuple[int, ...], cols: int) -> int:
    """How many cut lines, on sheets of ``cols`` columns carrying ``counts`` copies each (filled row by row),
    lie between two copies whose ``grounds`` contrast by ``SEEN_CONTRAST`` or more ("": no ground).

    >>> contrasting_seams(["#000000", "#000000", "#ffffff", "#ffffff", "", "#ffffff"], (4, 2), 2)
    2
    """
    seams, start = 0, 0
    for count in counts:
        sheet = grounds[start : start + count]
        start += count
        for index, colour in enumerate(sheet):
            beside = [index + 1] if (index + 1) % cols else []
            for other in [*beside, index + cols]:
                if other < len(sheet) and colour and sheet[other] and contrast(colour, sheet[other]) >= SEEN_CONTRAST:
                    seams += 1
    return seams


def rules_step(pages: int, options: BuildOptions, printing: Printing) -> PrintStep:
    """The print list's first line: the rules booklet, double-sided when the bundle is (always flipped on the
    long edge: its pages are portrait text), padded to whole sheets then."""
    if options.duplex in (Duplex.LONG, Duplex.SHORT):
        padded = pages + pages % 2
        return PrintStep(RULES_WHAT, SIDES[Duplex.LONG], printing.stock[RULES], padded // 2, padded)
    return PrintStep(RULES_WHAT, "one side", printing.stock[RULES], pages, pages)


def print_step(
    group: Group, section: SheetJob, decks: list[DesignedDeck], options: BuildOptions, printing: Printing
) -> PrintStep:
    """The print list's line for one section."""
    counts = Counter(item.component for item in group.items)
    what = ", ".join(f"{decks[index].deck.name} ({counts[index]})" for index in group.components)
    host = decks[group.components[0]]
    pages = len(section.pages())
    double_sided = section.deck.double_sided
    sheets = pages // 2 if double_sided and not section.folded else pages
    stock = printing.stock[FOLDED if section.folded else host.kind]  # two glued layers of paper make the card
    return PrintStep(what, SIDES[options.duplex] if double_sided else "one side", stock, sheets, pages)


def cutting_order(groups: list[Group], decks: list[DesignedDeck], printing: Printing) -> tuple[str, ...]:
    """How to cut the components of each run of sheets, in the order the sheets come, each named as it is
    (a token inset among cards gets its own line after its host's)."""
    steps = []
    for group in groups:
        own = [index for index in group.components if index not in group.insets]
        steps.append(cutting_step([decks[index] for index in own], printing))
        if group.insets:
            steps.append(cutting_step([decks[index] for index in group.insets], printing))
    return tuple(steps)


def cutting_step(decks: list[DesignedDeck], printing: Printing) -> str:
    """One line of the cutting order: the components, and how to cut them (the first one's kind says how)."""
    first = decks[0]
    size = first.deck.format
    try:
        text = printing.cutting[first.kind].format(
            width=f"{size.width_mm:g}", height=f"{size.height_mm:g}", diameter=f"{size.width_mm:g}"
        )
    except (KeyError, IndexError, ValueError) as error:
        raise BuildError(
            f"printing.toml [cutting] {first.kind}: unknown placeholder {error} (expected {{width}}, {{height}} or "
            "{diameter})"
        ) from None
    return f"{', '.join(designed.deck.name for designed in decks)}: {text}"


def notes(options: BuildOptions, paper: Paper, printing: Printing) -> tuple[str, ...]:
    """How to print this bundle."""
    first = f"Print at 100 % (actual size), never “fit to page”, on {PAPER_NAMES[paper]} paper."
    if options.duplex == Duplex.FOLD:
        return (
            first,
            f"Print every page on one side, on {printing.stock[FOLDED]}. Each sheet of cards, tokens or boards "
            "holds the fronts on its left half and their backs on its right half: fold it along the dashed line, "
            "printed side out, glue the halves flat together, let it dry under a book, then cut through both "
            "layers along the crop marks. Two glued layers of such paper make a card as stiff as card stock; "
            "thicker stock doubled is too stiff to fold and cut cleanly.",
        )
    offset = (
        f"The backs are shifted by {options.back_offset_mm[0]:g}, {options.back_offset_mm[1]:g} mm for your printer."
        if options.back_offset_mm != (0.0, 0.0)
        else "The backs are not shifted: print the calibration sheet first (the print list's run after the cover), "
        "and if your printer puts the backs off, set the offset it shows in the printer driver."
    )
    together = {
        Duplex.LONG: "Or print the whole file double-sided: the cover and the rules fill whole sheets and the "
        "one-sided pages come last, so every back still lands behind its front.",
        Duplex.SHORT: "The rules flip on the long edge, as text pages do, and the sheets on the short edge.",
        Duplex.NONE: "This file is laid out for a printer that cannot print double-sided: print each run as the "
        "list says.",
    }[options.duplex]
    return first, f"Print each run of pages of the print list on its stock. {together}", offset


def checklist_entry(designed: DesignedDeck) -> ChecklistEntry:
    """One deck of the checklist: what is in it, card by card, or kind by kind for a large deck."""
    game, deck = designed.game, designed.deck
    cards = game.cards_in(deck.id)
    if len(cards) <= MOST_CARDS_LISTED:
        contents = ", ".join(card.name if card.count == 1 else f"{card.name} ×{card.count}" for card in cards)
    else:
        kinds: Counter[str] = Counter()
        for card in cards:
            kinds[card.kind] += card.count
        contents = ", ".join(f"{game.kinds[kind].label} ×{count}" for kind, count in kinds.items())
    size = deck.format
    dimensions = f"⌀ {size.width_mm:g} mm" if size.shape == "circle" else f"{size.width_mm:g} × {size.height_mm:g} mm"
    return ChecklistEntry(deck.name, designed.pod.count, f"{size.name}, {dimensions}", contents)


def sleeve_lines(decks: list[DesignedDeck], printing: Printing) -> tuple[str, ...]:
    """How many sleeves of which size the game's cards need (decks of kind ``cards`` in a sleeved format)."""
    by_format: dict[str, list[DesignedDeck]] = {}
    for designed in decks:
        if designed.kind == "cards" and designed.deck.format.id in printing.sleeves:
            by_format.setdefault(designed.deck.format.id, []).append(designed)
    if not by_format:
        return ("No sleeves needed.",)
    lines = []
    for format_id, sleeved in by_format.items():
        sleeve = printing.sleeves[format_id]
        total = sum(designed.pod.count for designed in sleeved)
        decks_text = ", ".join(f"{designed.deck.name} {designed.pod.count}" for designed in sleeved)
        size = sleeved[0].deck.format
        lines.append(
            f"{total} {sleeve.name} of {sleeve.width_mm:g} × {sleeve.height_mm:g} mm for the "
            f"{size.width_mm:g} × {size.height_mm:g} mm cards ({decks_text})."
        )
    return tuple(lines)


def credit_lines(game: Game, printing: Printing) -> tuple[str, ...]:
    """Who made what this bundle shows: the rules, the card pictures (every icon's author, as CC BY asks),
    the fonts and tools."""
    from generator.design import DesignError
    from generator.design.credits import credit_text, icon_credits

    designed = sum(1 for card in game.cards if card.designed)
    rules = f"{game.name}: rules and card texts in our own words after the published rulebook"
    if designed:
        designs, verb = ("1 card design", "is") if designed == 1 else (f"{designed} card designs", "are")
        rules += f"; {designs} the rulebook leaves out {verb} ours (marked “designed” on the rules site)"
    try:
        icons = [credit_text([game])]
        icons += [f"Icons by {author}: {', '.join(names)}." for author, names in icon_credits([game])]
    except DesignError as error:
        raise BuildError(f"{game.id} bundle credits: {error}") from None
    return (rules + ".", *icons, *printing.credits)
