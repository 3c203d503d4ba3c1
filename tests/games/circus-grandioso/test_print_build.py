"""`pnp build` on one game (Circus Grandioso): files, pages, sizes, fonts, PNGs, tabletop sheets, cache, failures."""

from __future__ import annotations

import io
import json
import shutil
import subprocess
import sys
from pathlib import Path

import pikepdf
import pytest
from PIL import Image

from generator.builder import BuildError, BuildOptions, BuildReport, build
from generator.builder.bundles import rules_booklet
from generator.cli import app
from generator.data.load import load_game
from generator.files.lock import LOCK_FILE
from generator.files.writing import OutputError
from generator.layout.shapes import Text
from generator.layout.units import Duplex, Paper, Style
from generator.render.sheets import SheetJob

GAME = "circus-grandioso"
PAPER_PT = {"a4": (595.276, 841.890), "letter": (612.0, 792.0)}


def options(out: Path, **changes: object) -> BuildOptions:
    """Build options for Circus Grandioso into ``out``."""
    values: dict[str, object] = {
        "out_dir": out,
        "games": (GAME,),
        "papers": tuple(Paper),
        "duplex": Duplex.LONG,
        "back_offset_mm": (0.0, 0.0),
        "bleed_mm": 3.0,
        "jobs": 2,
        "site": False,
        "data_dir": None,
    }
    values.update(changes)
    return BuildOptions(**values)  # type: ignore[arg-type]


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, BuildReport]:
    out = tmp_path_factory.mktemp("build") / "output"
    return out, build(options(out))


@pytest.fixture(scope="module")
def manifest(built: tuple[Path, BuildReport]) -> list[dict]:
    return json.loads((built[0] / "manifest.json").read_text())["files"]


def entries(manifest: list[dict], kind: str) -> dict[str, dict]:
    return {entry["path"]: entry for entry in manifest if entry["kind"] == kind}


def test_manifest_lists_every_file_written_and_nothing_else(
    built: tuple[Path, BuildReport], manifest: list[dict]
) -> None:
    out = built[0]
    on_disk = {
        str(path.relative_to(out))
        for path in out.rglob("*")
        if path.is_file() and ".cache" not in path.parts and path.name not in ("manifest.json", LOCK_FILE)
    }
    assert {entry["path"] for entry in manifest} == on_disk
    assert [entry["path"] for entry in manifest] == sorted(entry["path"] for entry in manifest)
    for entry in manifest:
        assert set(entry) == {"path", "game", "kind", "style", "paper", "pages", "cards"}
        assert entry["kind"] in {
            "cards",
            "mats",
            "boards",
            "tokens",
            "aids",
            "png",
            "tts",
            "pod",
            "calibration",
            "bundle",
            "rules",
        }
    assert not list(out.glob(".staging-*"))


def test_sheets_come_in_both_styles_and_the_manifest_says_which(manifest: list[dict]) -> None:
    game = load_game(GAME)
    sheets = [entry for entry in manifest if entry["kind"] in {"cards", "mats", "boards", "tokens", "aids"}]
    expected = {
        (f"{GAME}/{GAME}-{deck.id}{suffix}-{paper}.pdf", style)
        for deck in game.decks
        for paper in ("a4", "letter")
        for style, suffix in (("full", ""), ("light", "-light"))
    }
    assert {(entry["path"], entry["style"]) for entry in sheets} == expected
    for entry in manifest:
        if entry["kind"] in {"png", "pod", "tts"}:
            assert entry["style"] == "full", entry  # print shops and tabletops get the full-colour faces
        if entry["kind"] in {"calibration", "rules"}:
            assert entry["style"] is None


def test_a_style_option_builds_only_that_style(tmp_path: Path) -> None:
    report = build(options(tmp_path / "output", styles=(Style.LIGHT,), papers=(Paper.A4,)))
    sheets = sorted(output.path for output in report.files if output.kind in {"cards", "tokens", "aids"})
    assert sheets == [
        f"{GAME}/{GAME}-circus-light-a4.pdf",
        f"{GAME}/{GAME}-overview-light-a4.pdf",
        f"{GAME}/{GAME}-show-master-light-a4.pdf",
    ]


def test_deck_sheets_per_paper_have_the_data_card_counts_and_exact_page_sizes(
    built: tuple[Path, BuildReport], manifest: list[dict]
) -> None:
    game = load_game(GAME)
    for paper, (width, height) in PAPER_PT.items():
        for deck in game.decks:
            entry = next(entry for entry in manifest if entry["path"] == f"{GAME}/{GAME}-{deck.id}-{paper}.pdf")
            assert entry["cards"] == deck.total == sum(card.count for card in game.cards_in(deck.id))
            assert entry["paper"] == paper
            with pikepdf.open(built[0] / entry["path"]) as pdf:
                assert len(pdf.pages) == entry["pages"]
                for page in pdf.pages:
                    box = [float(value) for value in page.mediabox]
                    assert box[:2] == [0, 0]
                    assert sorted(box[2:]) == pytest.approx(sorted((width, height)), abs=0.01)
    circus = entries(manifest, "cards")
    assert circus[f"{GAME}/{GAME}-circus-a4.pdf"]["pages"] == 14  # 63 cards, 9 a sheet: 7 fronts + 7 backs
    assert entries(manifest, "aids")[f"{GAME}/{GAME}-overview-a4.pdf"]["pages"] == 1  # single-sided
    assert entries(manifest, "tokens")[f"{GAME}/{GAME}-show-master-letter.pdf"]["pages"] == 1  # a one-sided marker


def test_every_pdf_embeds_its_fonts_and_passes_qpdf(built: tuple[Path, BuildReport], manifest: list[dict]) -> None:
    pdfs = [built[0] / entry["path"] for entry in manifest if entry["path"].endswith(".pdf")]
    # decks × papers × styles, a 1-up file per deck, calibration, bundles (papers × styles), booklets (papers)
    assert len(pdfs) == 3 * 2 * 2 + 3 + 2 + 2 * 2 + 2
    for path in pdfs:
        with pikepdf.open(path) as pdf:
            fonts = [obj for obj in pdf.objects if isinstance(obj, pikepdf.Dictionary) and obj.get("/Type") == "/Font"]
            assert fonts, path
            for font in fonts:
                assert font.Subtype == "/TrueType", (path, font.BaseFont)
                assert "/FontFile2" in font.FontDescriptor, (path, font.BaseFont)
        check = subprocess.run(["qpdf", "--check", str(path)], capture_output=True, text=True)
        assert check.returncode == 0, (path, check.stdout, check.stderr)


def test_print_on_demand_pdf_has_trim_and_bleed_boxes(built: tuple[Path, BuildReport], manifest: list[dict]) -> None:
    entry = entries(manifest, "pod")[f"{GAME}/pod/{GAME}-circus-pod.pdf"]
    assert (entry["pages"], entry["cards"]) == (126, 63)
    with pikepdf.open(built[0] / entry["path"]) as pdf:
        for page in pdf.pages[:4]:
            assert [float(v) for v in page.mediabox] == pytest.approx([0, 0, 198, 270])  # 69.85 × 95.25 mm
            assert [float(v) for v in page.obj.TrimBox] == pytest.approx([9, 9, 189, 261])  # 1/8 in = 9 pt
            assert [float(v) for v in page.obj.BleedBox] == pytest.approx([0, 0, 198, 270])


def test_card_pngs_are_825_by_1125_rgb_at_300_dpi(built: tuple[Path, BuildReport], manifest: list[dict]) -> None:
    game = load_game(GAME)
    pngs = entries(manifest, "png")
    expected = {f"{GAME}/png/{card.deck}/{card.id}-front.png" for card in game.cards}
    expected |= {f"{GAME}/png/{deck.id}/back.png" for deck in game.decks if deck.double_sided}
    assert set(pngs) == expected
    for card in game.cards_in("circus"):
        with Image.open(built[0] / f"{GAME}/png/circus/{card.id}-front.png") as image:
            assert (image.size, image.mode) == ((825, 1125), "RGB")
            assert image.info["dpi"] == pytest.approx((300, 300), abs=0.01)


def test_tabletop_sheets_respect_the_limits_and_end_with_the_back(built: tuple[Path, BuildReport]) -> None:
    out = built[0]
    folder = (out / GAME / "tts").resolve()
    saved = json.loads((out / f"{GAME}/tts/{GAME}.json").read_text())
    circus = saved["ObjectStates"][0]
    (custom,) = circus["CustomDeck"].values()
    face_sheet, back_sheet = folder / "circus-1.jpg", folder / "circus-back.jpg"
    assert (custom["FaceURL"], custom["BackURL"]) == (face_sheet.as_uri(), back_sheet.as_uri())
    cell_w, cell_h = 409, 573
    with Image.open(face_sheet) as image:  # the eleven designs and the back: 10 × 2 cells
        assert image.size == (custom["NumWidth"] * cell_w, custom["NumHeight"] * cell_h) == (10 * cell_w, 2 * cell_h)
        hidden = image.crop((9 * cell_w, cell_h, 10 * cell_w, 2 * cell_h)).resize((1, 1)).getpixel((0, 0))
        blank = image.crop((5 * cell_w, cell_h, 6 * cell_w, 2 * cell_h)).resize((1, 1)).getpixel((0, 0))
    with Image.open(out / f"{GAME}/png/circus/back.png") as back:
        back_colour = back.resize((1, 1)).getpixel((0, 0))
    assert all(abs(a - b) <= 12 for a, b in zip(hidden, back_colour, strict=True))
    assert blank == (0, 0, 0)
    with Image.open(back_sheet) as back_image:
        assert back_image.size == (cell_w, cell_h)
    every_image = {
        value
        for item in saved["ObjectStates"]
        for custom in item.get("CustomDeck", {}).values()
        for value in (custom["FaceURL"], custom["BackURL"])
    } | {
        value
        for item in saved["ObjectStates"]
        if "CustomImage" in item
        for value in (item["CustomImage"]["ImageURL"], item["CustomImage"]["ImageSecondaryURL"])
    }
    written = {
        (out.resolve() / entry.path).as_uri()
        for entry in built[1].files
        if entry.kind == "tts" and entry.path.endswith((".jpg", ".png"))
    }
    assert every_image == written  # every image is shown, and none is missing


def test_sheet_back_positions_mirror_the_fronts_with_the_offset() -> None:
    game = load_game(GAME)
    from generator.builder.decks import design_decks

    (circus, *_) = design_decks([game], 3.0)
    job = SheetJob(circus.sheets[Style.FULL], Paper.LETTER, Duplex.LONG, (0.7, -0.4), 3.0)
    pages = job.pages()
    assert len(pages) == 14
    for front, back in zip(pages[::2], pages[1::2], strict=True):
        for front_slot, back_slot in zip(front.slots, back.slots, strict=True):
            assert back_slot.x == pytest.approx(215.9 - front_slot.x - 63.5 + 0.7)
            assert back_slot.y == pytest.approx(front_slot.y - 0.4)


def test_unchanged_rebuild_does_nothing(built: tuple[Path, BuildReport], tmp_path: Path) -> None:
    copy = tmp_path / "output"
    shutil.copytree(built[0], copy)
    moved = build(options(copy))  # the folder moved: the tabletop object now names the sheets in the copy
    assert not moved.up_to_date and moved.rendered == 1  # that object alone
    assert str(copy / GAME / "tts") in (copy / GAME / "tts" / f"{GAME}.json").read_text()
    lock = copy / LOCK_FILE  # rewritten by every build with its process id
    before = {path: path.stat().st_mtime_ns for path in copy.rglob("*") if path != lock}
    again = build(options(copy))
    assert again.up_to_date and (again.rendered, again.reused) == (0, 0)
    assert sorted(again.files, key=lambda item: item.path) == sorted(built[1].files, key=lambda item: item.path)
    assert {path: path.stat().st_mtime_ns for path in copy.rglob("*") if path != lock} == before


def test_rebuild_after_a_change_takes_unchanged_files_from_the_cache(
    built: tuple[Path, BuildReport], tmp_path: Path
) -> None:
    out, first = built
    copy = tmp_path / "output"
    shutil.copytree(out, copy)
    damaged = copy / f"{GAME}/png/circus/lion-front.png"
    damaged.write_bytes(b"not a png")  # an output touched since the last build: the fast path is off
    again = build(options(copy))
    assert not again.up_to_date
    assert (again.rendered, again.reused) == (1, first.rendered - 1)  # the tabletop object names its folder
    for entry in json.loads((out / "manifest.json").read_text())["files"]:
        ours, theirs = (copy / entry["path"]).read_bytes(), (out / entry["path"]).read_bytes()
        if entry["path"].endswith(f"tts/{GAME}.json"):  # names the sheets of its own folder
            theirs = theirs.replace(str(out.resolve()).encode(), str(copy.resolve()).encode())
        assert ours == theirs, entry["path"]


def test_changed_options_rebuild(built: tuple[Path, BuildReport], tmp_path: Path) -> None:
    copy = tmp_path / "output"
    shutil.copytree(built[0], copy)
    again = build(options(copy, papers=(Paper.LETTER,), back_offset_mm=(0.5, 0.0)))
    assert not again.up_to_date
    # the letter sheet files and bundles of both styles, whose back pages moved, and the tabletop object, which
    # names its new folder; the rest comes from the cache
    assert again.rendered == 3 * 2 + 2 + 1
    manifest = json.loads((copy / "manifest.json").read_text())["files"]
    assert not [entry for entry in manifest if entry["paper"] == "a4"]
    on_disk = {
        str(path.relative_to(copy))
        for path in copy.rglob("*")
        if path.is_file() and ".cache" not in path.parts and path.name != LOCK_FILE
    }
    assert on_disk == {entry["path"] for entry in manifest} | {"manifest.json"}  # no A4 file left behind


def test_files_the_build_did_not_write_are_kept(built: tuple[Path, BuildReport], tmp_path: Path) -> None:
    copy = tmp_path / "output"
    shutil.copytree(built[0], copy)
    (copy / "my-notes.txt").write_text("mine")
    (copy / GAME / "extra.pdf").write_bytes(b"%PDF mine")
    build(options(copy, papers=(Paper.LETTER,)))
    assert (copy / "my-notes.txt").read_text() == "mine"
    assert (copy / GAME / "extra.pdf").read_bytes() == b"%PDF mine"


RENDER_IN_NEW_PROCESS = """
import sys
from pathlib import Path
from generator.builder.decks import design_decks
from generator.data.load import load_game
from generator.layout.units import Duplex, Paper, Style
from generator.render.sheets import CalibrationJob, PodJob, SheetJob
decks = {designed.deck.id: designed for designed in design_decks([load_game("circus-grandioso")], 3.0)}
out = Path(sys.argv[1])
circus = decks["circus"].sheets[Style.FULL]
(out / "circus-a4.pdf").write_bytes(SheetJob(circus, Paper.A4, Duplex.LONG, (0.0, 0.0), 3.0).render())
(out / "show-master-pod.pdf").write_bytes(PodJob(decks["show-master"].pod).render())
(out / "calibration-letter.pdf").write_bytes(CalibrationJob(Paper.LETTER, Duplex.LONG, 3.0, (63.5, 88.9)).render())
"""


def test_pdfs_rendered_again_in_a_new_process_are_byte_identical(
    built: tuple[Path, BuildReport], tmp_path: Path
) -> None:
    subprocess.run([sys.executable, "-c", RENDER_IN_NEW_PROCESS, str(tmp_path)], check=True)
    out = built[0]
    assert (tmp_path / "circus-a4.pdf").read_bytes() == (out / f"{GAME}/{GAME}-circus-a4.pdf").read_bytes()
    pod = out / f"{GAME}/pod/{GAME}-show-master-pod.pdf"
    assert (tmp_path / "show-master-pod.pdf").read_bytes() == pod.read_bytes()
    assert (tmp_path / "calibration-letter.pdf").read_bytes() == (out / "calibration-letter.pdf").read_bytes()


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (
            {"duplex": Duplex.FOLD, "back_offset_mm": (0.5, 0.0)},
            "--back-offset: --duplex fold prints every back beside",
        ),
        ({"bleed_mm": 7.0}, "--bleed: expected 0 to 6 mm; got 7"),
        ({"papers": ()}, "--paper: expected a4, letter or both; got none"),
        ({"styles": ()}, "--style: expected full, light or both; got none"),
        ({"games": ("chess",)}, "--game: unknown game chess"),
        ({"back_offset_mm": (float("nan"), 0.0)}, "--back-offset: expected two numbers of mm within ±10"),
    ],
)
def test_bad_options_are_refused_before_anything_is_written(tmp_path: Path, change: dict, message: str) -> None:
    out = tmp_path / "output"
    with pytest.raises(BuildError, match=message.replace("(", r"\(").replace(")", r"\)")):
        build(options(out, **change))
    assert not out.exists()


def test_an_unwritable_output_folder_is_a_clear_error(tmp_path: Path) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    with pytest.raises(OutputError, match=f"cannot write to the output folder {blocker}/output: Not a directory"):
        build(options(blocker / "output"))


def test_cli_reports_build_errors_without_a_traceback(runner, tmp_path: Path) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    result = runner.invoke(app, ["build", "--out", str(blocker / "out"), "--game", GAME, "--no-site"])
    assert result.exit_code == 3  # output that cannot be written
    assert "error: cannot write to the output folder" in result.output
    assert "Traceback" not in result.output


def test_a_failing_build_leaves_the_previous_files_untouched(
    built: tuple[Path, BuildReport], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from generator.design import CardDesign

    copy = tmp_path / "output"
    shutil.copytree(built[0], copy)
    before = {path: path.read_bytes() for path in copy.rglob("*") if path.is_file() and ".cache" not in path.parts}
    real_front = CardDesign.front

    def overflowing_front(design, game, card, bleed_mm, style=Style.FULL):  # type: ignore[no-untyped-def]
        face = real_front(design, game, card, bleed_mm, style)
        if card.id != "seal":
            return face
        too_long = Text(0, 0, 5, 3, "far too much text for a tiny box", min_size_pt=6)
        return type(face)(face.width_mm, face.height_mm, face.bleed_mm, (*face.shapes, too_long), face.label)

    monkeypatch.setattr(CardDesign, "front", overflowing_front)
    with pytest.raises(BuildError, match=r"text on circus-grandioso/seal front does not fit its 5(\.0)? × 3(\.0)? mm"):
        build(options(copy, jobs=1, back_offset_mm=(0.5, 0.0)))
    after = {path: path.read_bytes() for path in copy.rglob("*") if path.is_file() and ".cache" not in path.parts}
    assert after == before
    assert not list(copy.glob(".staging-*"))
    assert not [path for path in copy.rglob(".*.*") if path.is_file() and ".cache" not in path.parts]


def test_pngs_decode_to_the_images_the_renderer_draws(built: tuple[Path, BuildReport]) -> None:
    from generator.games import front
    from generator.layout.units import POD_BLEED_MM
    from generator.render.png import render_face

    game = load_game(GAME)
    face = front(game, game.card("lion"), POD_BLEED_MM)
    data = (built[0] / f"{GAME}/png/circus/lion-front.png").read_bytes()
    with Image.open(io.BytesIO(data)) as image:
        assert image.tobytes() == render_face(face).tobytes()


def test_cache_prune_deletes_only_entries_unused_for_the_keep_period(tmp_path: Path) -> None:
    import os
    import time

    from generator.builder.cache import BUILD_RECORD, Cache

    cache = Cache(tmp_path, "version")
    old, fresh, record = tmp_path / "old.png", tmp_path / "fresh.png", tmp_path / BUILD_RECORD
    for path in (old, fresh, record):
        path.write_bytes(b"x")
    month_ago = time.time() - 30 * 86400
    os.utime(old, (month_ago, month_ago))
    os.utime(record, (month_ago, month_ago))
    cache.prune(14)
    assert sorted(path.name for path in tmp_path.iterdir()) == sorted([fresh.name, BUILD_RECORD])


def test_every_sheet_names_its_deck_and_page_and_says_print_at_100_percent(built: tuple[Path, BuildReport]) -> None:
    path = built[0] / f"{GAME}/{GAME}-circus-letter.pdf"
    for page in (1, 2, 14):
        text = subprocess.run(
            ["pdftotext", "-f", str(page), "-l", str(page), str(path), "-"], capture_output=True, text=True, check=True
        ).stdout
        label = " ".join(text.split())
        assert f"Circus Grandioso · Circus deck · page {page}/14" in label
        assert "print at 100 % / actual size" in label
        assert ("(fronts; duplex, long edge)" if page % 2 else "(backs; duplex, long edge)") in label


def test_a_staging_folder_left_by_a_killed_build_is_removed(tmp_path: Path) -> None:
    from generator.files.writing import make_staging

    out = tmp_path / "output"
    old, recent = out / ".staging-old", out / ".staging-recent"
    (old / "deck").mkdir(parents=True)
    (old / "deck" / "half.pdf").write_bytes(b"%PDF-")
    recent.mkdir()
    staging = make_staging(out)  # under the folder's lock: no other build is using them, however recent
    assert not old.exists() and not recent.exists() and staging.is_dir()


def test_the_site_is_built_last_and_only_when_something_it_reads_changed(
    built: tuple[Path, BuildReport], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from generator.builder import site as site_stage
    from generator.site import SiteReport

    copy = tmp_path / "output"
    shutil.copytree(built[0], copy)
    calls = []

    def fake_site(options: BuildOptions) -> SiteReport:
        assert (options.out_dir / "manifest.json").exists()  # the print files come first
        calls.append(options.out_dir)
        site = options.out_dir / "site"
        shutil.rmtree(site, ignore_errors=True)
        site.mkdir()
        return SiteReport()

    monkeypatch.setattr(site_stage, "build_site", fake_site)
    build(options(copy))  # the moved folder's tabletop object names the copy's sheets; the print files settle
    first = build(options(copy, site=True))
    again = build(options(copy, site=True))
    assert calls == [copy] and not first.site_up_to_date and again.site_up_to_date
    shutil.rmtree(copy / "site")  # a site removed or replaced by hand is built again
    build(options(copy, site=True))
    assert calls == [copy, copy]


def test_one_sided_sheets_and_manual_duplex_say_how_to_print() -> None:
    from generator.builder.decks import design_decks
    from generator.render.sheets import calibration_instructions

    decks = {designed.deck.id: designed for designed in design_decks([load_game(GAME)], 3.0)}
    overview = SheetJob(decks["overview"].sheets[Style.FULL], Paper.A4, Duplex.LONG, (0.0, 0.0), 3.0)
    assert overview.label(overview.pages()[0], 1, 1).startswith(
        "Circus Grandioso · Pyramid overview · page 1/1 (one-sided; print on one side) · print at 100 %"
    )
    assert calibration_instructions(Duplex.NONE).startswith(
        "Print page 1 at 100 %, put the sheet back in the tray turned over its long edge, and print page 2 on its "
        "back. Hold the sheet against a light"
    )


@pytest.mark.parametrize(("duplex", "turned"), [(Duplex.LONG, 0), (Duplex.SHORT, 9)])
def test_back_pages_are_drawn_upside_down_for_a_short_edge_flip(duplex: Duplex, turned: int) -> None:
    from generator.builder.decks import design_decks

    circus = {designed.deck.id: designed for designed in design_decks([load_game(GAME)], 3.0)}["circus"]
    pdf = pikepdf.open(io.BytesIO(SheetJob(circus.sheets[Style.FULL], Paper.A4, duplex, (0.0, 0.0), 3.0).render()))
    front, back = pdf.pages[0], pdf.pages[1]

    def upside_down(page: pikepdf.Page) -> int:
        return sum(
            1
            for operands, operator in pikepdf.parse_content_stream(page)
            if str(operator) == "cm" and round(float(operands[0])) == -1 and round(float(operands[3])) == -1
        )

    assert (upside_down(front), upside_down(back)) == (0, turned)


def test_a_bundle_per_paper_and_style_and_a_rules_booklet_per_paper(
    built: tuple[Path, BuildReport], manifest: list[dict]
) -> None:
    bundles = entries(manifest, "bundle")
    assert {(path, entry["style"], entry["paper"]) for path, entry in bundles.items()} == {
        (f"{GAME}/{GAME}-bundle{suffix}-{paper}.pdf", style, paper)
        for paper in ("a4", "letter")
        for style, suffix in (("full", ""), ("light", "-light"))
    }
    rules = {paper: rules_booklet(load_game(GAME), paper).pages() for paper in Paper}
    for path, entry in bundles.items():
        # 2 cover pages, the calibration sheet, the rules on whole sheets, 7 duplex sheets of the 63 cards, and one
        # page of the one-sided overview with the one-sided token in the free cell beside it
        pages = rules[entry["paper"]] + rules[entry["paper"]] % 2
        assert (entry["pages"], entry["cards"]) == (2 + 2 + pages + 14 + 1, 65)
        with pikepdf.open(built[0] / path) as pdf:
            assert len(pdf.pages) == entry["pages"]
    lists = " ".join(
        subprocess.run(
            ["pdftotext", "-f", "2", "-l", "2", str(built[0] / f"{GAME}/{GAME}-bundle-a4.pdf"), "-"],
            capture_output=True,
            text=True,
            check=True,
        ).stdout.split()
    )
    assert "Print list" in lists and "Cutting order" in lists
    assert "1–2 Cover and this list" in lists and "3–4 Calibration sheet" in lists
    last = 4 + rules[Paper.A4] + rules[Paper.A4] % 2
    assert f"5–{last} Rules: learn to play, the rules, the rulings double-sided, flip on the long edge" in lists
    assert f"{last + 1}–{last + 14} Circus deck (63) double-sided, flip on the long edge" in lists
    assert f"{last + 15} Pyramid overview (1), Show Master token (1) one side" in lists
    first_rules_page = subprocess.run(
        ["pdftotext", "-f", "5", "-l", "5", str(built[0] / f"{GAME}/{GAME}-bundle-a4.pdf"), "-"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    assert first_rules_page.startswith("Circus Grandioso\nRules ·")  # the booklet, after the cover and calibration
    booklets = entries(manifest, "rules")
    assert set(booklets) == {f"{GAME}/{GAME}-rules-a4.pdf", f"{GAME}/{GAME}-rules-letter.pdf"}
    for path, entry in booklets.items():
        assert entry["style"] is None and entry["pages"] == rules[entry["paper"]]
        with pikepdf.open(built[0] / path) as pdf:
            assert len(pdf.pages) == entry["pages"]


def test_pngs_are_tagged_srgb_and_the_print_on_demand_pdfs_carry_an_srgb_output_intent(
    built: tuple[Path, BuildReport], manifest: list[dict]
) -> None:
    from PIL import ImageCms

    from generator.render.srgb import srgb_profile

    for path in entries(manifest, "png"):
        with Image.open(built[0] / path) as image:
            assert image.info["icc_profile"] == srgb_profile(), path
    profile = ImageCms.ImageCmsProfile(io.BytesIO(srgb_profile()))
    assert ImageCms.getProfileDescription(profile).strip() == "sRGB built-in"
    for path in entries(manifest, "pod"):
        with pikepdf.open(built[0] / path) as pdf:
            (intent,) = pdf.Root.OutputIntents
            assert (intent.S, intent.OutputConditionIdentifier) == ("/GTS_PDFX", "sRGB IEC61966-2.1")
            assert intent.DestOutputProfile.N == 3
            assert intent.DestOutputProfile.read_bytes() == srgb_profile()
        check = subprocess.run(["qpdf", "--check", str(built[0] / path)], capture_output=True, text=True)
        assert check.returncode == 0, check.stdout


def test_the_srgb_profile_is_the_same_in_every_process() -> None:
    from generator.render.srgb import srgb_profile

    again = subprocess.run(
        [
            sys.executable,
            "-c",
            "import sys; from generator.render.srgb import srgb_profile; sys.stdout.buffer.write(srgb_profile())",
        ],
        capture_output=True,
        check=True,
    ).stdout
    assert again == srgb_profile() and len(again) == 588
