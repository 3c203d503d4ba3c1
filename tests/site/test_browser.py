"""The rules site in headless Chromium: calculators through their forms and JSON mode, equal to CPython.

Every test's tab fails on a page error, a dialog (an injected ``alert``) or a request that leaves the
local server (see the ``page`` fixture).
"""

from __future__ import annotations

import json
from io import BytesIO
from pathlib import Path
from typing import Any

import pytest
from calculators import calculator, computations, cpython, form_output, json_mode, load_example, new_game, place, tap
from harness import PHONE, RequestLog, launch, visit, wait_for_result
from playwright.sync_api import expect

from generator import scoring
from generator.scoring import GAME_IDS

pytestmark = pytest.mark.browser

SPEC_EXAMPLES: dict[str, dict[str, Any]] = {
    "royal-menagerie": {
        "players": [
            {"name": "Ada", "role": "grand-vizier", "menagerie": {"mammoth": 2, "white-tiger": 1}},
            {"name": "Bo", "role": "loyalist", "menagerie": {"giant-ibis": 2}},
            {"name": "Cy", "role": "conspirator", "menagerie": {}},
            {"name": "Di", "role": "conspirator", "menagerie": {"komodo-dragon": 3}},
        ]
    },
    "monarch": {
        "players": [
            {"name": "Kayla", "court": ["astrologer", "scimitar"], "guests": ["the-bore"], "banner": "might"},
            {"name": "Brian", "court": ["fireworks", "knight"], "guests": [], "banner": None},
        ]
    },
    "circus-grandioso": {
        "pyramid": [
            {"row": 1, "pos": 0, "card": "elephant"},
            {"row": 1, "pos": 1, "card": "elephant"},
            {"row": 2, "pos": 0, "card": "rhino"},
        ]
    },
    "royal-shuffle": {"court": ["KH", "JD"], "villages": {"Ann": ["AH", "7H", "2H", "9C"], "Ben": ["6S"]}},
    "animal-kingdoms": {
        "mode": "conquest",
        "players": [
            {"name": "Red", "kingdoms": ["sunmane", "hornfast"], "liege": None},
            {"name": "Blue", "kingdoms": ["greymarch"], "liege": "Red"},
        ],
    },
}
"""The examples of shared/spec/state-formats.md, with real card ids where the spec has placeholders."""

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"
SUIT_SYMBOLS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}

DEFAULT_BOARD = [{"land": "village" if index % 2 else "farm", "improvement": None} for index in range(9)]
"""The board the Monarch form starts with: farms and villages alternating, no improvements."""


def fixture_cases(game_id: str) -> list[dict[str, Any]]:
    """The golden fixtures of one game: ``{"state", "score", "check"}`` each, in file-name order."""
    return [json.loads(path.read_text(encoding="utf-8")) for path in sorted((FIXTURES / game_id).glob("*.json"))]


# ── JSON mode ────────────────────────────────────────────────────────────────────────────────────────


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_json_mode_prints_exactly_what_the_cli_prints(page: Any, site_url: str, game_id: str) -> None:
    calculator(page, site_url, game_id)
    state = SPEC_EXAMPLES[game_id]
    assert json_mode(page, json.dumps(state, indent=1)) == cpython(game_id, state)
    assert page.is_hidden("#input-error")


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ('{"players": [', "This state cannot be read: not valid JSON: "),
        (
            json.dumps({"players": [{"name": "Ada", "role": "grand-vizier", "menagerie": {"mamoth": 1}}]}),
            "players[0].menagerie.mamoth: unknown animal",
        ),
    ],
)
def test_bad_input_shows_a_clear_message_in_the_page(page: Any, site_url: str, text: str, message: str) -> None:
    calculator(page, site_url, "royal-menagerie")
    assert json_mode(page, text) == ("", "")
    assert page.is_visible("#input-error")
    assert message in (page.text_content("#input-error") or "")


def test_each_violation_links_to_its_rule(page: Any, site_url: str) -> None:
    calculator(page, site_url, "royal-menagerie")
    state = {"players": [{**player, "role": "conspirator"} for player in SPEC_EXAMPLES["royal-menagerie"]["players"]]}
    _, check_text = json_mode(page, json.dumps(state))
    violations = json.loads(check_text)["violations"]
    assert violations
    links = page.locator(".pnp-violations a.pnp-rule-link")
    assert [links.nth(index).text_content() for index in range(links.count())] == [v["rule"] for v in violations]
    links.first.click()
    page.wait_for_url(f"**/games/royal-menagerie/rules/#{violations[0]['rule']}")
    page.locator(f"[id='{violations[0]['rule']}']").wait_for(state="visible")


# ── The browser equals CPython ───────────────────────────────────────────────────────────────────────


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_browser_results_equal_cpython_on_every_golden_fixture(page: Any, site_url: str, game_id: str) -> None:
    texts = [json.dumps(case["state"]) for case in fixture_cases(game_id)]
    assert texts, f"no golden fixtures for {game_id}"
    visit(page, site_url)
    browser_answers = page.evaluate(
        """async ([game, texts]) => {
        const engine = await window.pnp.engine();
        const answers = [];
        for (const text of texts) {
            const { score, check } = await engine.compute(game, text);
            answers.push([score, check]);
        }
        return answers;
    }""",
        [game_id, texts],
    )
    expected = [
        [json.loads(scoring.respond(command, game_id, text)) for command in ("score", "check")] for text in texts
    ]
    assert browser_answers == expected


# ── The friendly forms ───────────────────────────────────────────────────────────────────────────────


def test_royal_menagerie_form(page: Any, site_url: str) -> None:
    calculator(page, site_url, "royal-menagerie")
    new_game(page)
    listing = json.loads(page.get_attribute(".pnp-cards", "data-cards") or "[]")
    animals = [card for card in listing if card["kind"] == "animal"]
    example = json.loads(json.dumps(SPEC_EXAMPLES["royal-menagerie"]))
    example["players"][1]["menagerie"]["mammoth"] = 1  # differs from the example, so the form must change
    roles = {"grand-vizier": "Grand Vizier", "loyalist": "Loyalist", "conspirator": "Conspirator"}
    for number, player in enumerate(example["players"], start=1):
        page.get_by_label(f"Player {number} name").fill(player["name"])
        page.get_by_role("radio", name=f"Player {number} role: {roles[player['role']]}").click()
        for animal in animals:
            count = player["menagerie"].get(animal["id"], 0)
            page.get_by_role("radio", name=f"{animal['name']} in player {number}'s menagerie: {count}").click()
    ordered = {
        "players": [
            {
                **player,
                "menagerie": {a["id"]: player["menagerie"][a["id"]] for a in animals if a["id"] in player["menagerie"]},
            }
            for player in example["players"]
        ]
    }
    assert form_output(page) == cpython("royal-menagerie", ordered)
    score = json.loads(form_output(page)[0])
    assert (
        page.text_content(".pnp-verdict")
        == {"solo": "The Grand Vizier wins alone", "shared": "The court (Grand Vizier and Loyalist) wins"}[
            score["victory"]
        ]
        + f": {' and '.join(score['winners'])}."
    )


def test_monarch_form(page: Any, site_url: str) -> None:
    calculator(page, site_url, "monarch")
    load_example(page)
    new_game(page)
    example = SPEC_EXAMPLES["monarch"]
    board_part = page.locator(".pnp-board-part")
    for number, player in enumerate(example["players"], start=1):
        page.get_by_label(f"Player {number} name").fill(player["name"])
        page.get_by_role("radio", name=f"Cards go to: {player['name']}").click()
        holdings = [("court", card) for card in player["court"]] + [("guests", card) for card in player["guests"]]
        for holding, card in holdings + ([("banner", player["banner"])] if player["banner"] else []):
            page.locator(f".pnp-pick[data-holding='{holding}'][data-card='{card}']").click()
    assert form_output(page) == cpython("monarch", {"board": DEFAULT_BOARD, **example})
    assert board_part.get_attribute("open") is not None  # Kayla's Scimitar counts what stands on the board
    assert board_part.locator("summary").first.text_content() == "The board's improvements: Scimitar count them"
    board_part.locator(".pnp-lands summary").click()
    page.get_by_label("Land 1", exact=True).select_option("village")
    village_improvement = page.get_by_label("Improvement on land 1").locator("option").nth(1).get_attribute("value")
    page.get_by_label("Improvement on land 1").select_option(village_improvement)
    board = [{"land": "village", "improvement": village_improvement}, *DEFAULT_BOARD[1:]]
    assert form_output(page) == cpython("monarch", {"board": board, **example})
    assert page.locator(".pnp-result h3").first.text_content().startswith("Kayla: ")


def test_circus_grandioso_form_builds_the_pyramid_by_clicking(page: Any, site_url: str) -> None:
    calculator(page, site_url, "circus-grandioso")
    json_mode(page, json.dumps({"pyramid": [{"row": 1, "pos": 0, "card": "elephant"}], "players": ["Ada", "Bo"]}))
    place(page, 1, 1, "elephant")
    page.get_by_role("button", name="Next player").click()  # Ada stops; Bo places the Rhino
    place(page, 2, 0, "rhino")
    pyramid = [
        {**card, **({"by": by} if by else {})}
        for card, by in zip(SPEC_EXAMPLES["circus-grandioso"]["pyramid"], [None, "Ada", "Bo"], strict=True)
    ]
    score_text, check_text = form_output(page)
    assert (score_text, check_text) == cpython("circus-grandioso", {"pyramid": pyramid, "players": ["Ada", "Bo"]})
    legal = json.loads(check_text)["legal_placements"]
    cells = page.locator(".pnp-legal")
    assert sorted(
        (int(cells.nth(i).get_attribute("data-row")), int(cells.nth(i).get_attribute("data-pos")))
        for i in range(cells.count())
    ) == sorted((cell["row"], cell["pos"]) for cell in legal)
    for cell in legal:
        where = f"[data-row='{cell['row']}'][data-pos='{cell['pos']}']"
        listed = page.locator(f".pnp-placements .pnp-place{where}")
        assert [listed.nth(i).get_attribute("data-card") for i in range(listed.count())] == cell["cards"]
        animals = [card for card in cell["cards"] if card != "clown"]
        assert page.locator(f".pnp-pyramid .pnp-place{where}").get_attribute("data-card") == animals[0]
    assert page.locator(".pnp-top").get_attribute("aria-label") == (
        "Rhino at row 2, position 0, placed by Bo, holds the Show Master"
    )
    assert page.text_content(".pnp-turn").startswith("Ada places.")  # Bo's Rhino topped the pyramid: Ada's turn


def test_royal_shuffle_form_draws_the_optimal_arrangement(page: Any, site_url: str) -> None:
    calculator(page, site_url, "royal-shuffle")
    pressed = page.locator(".pnp-card-grid button[aria-pressed='true']")
    while pressed.count():
        pressed.first.click()
    example = SPEC_EXAMPLES["royal-shuffle"]
    grids = page.locator(".pnp-card-grid")
    for card in example["court"]:
        grids.nth(0).locator(f"button[data-card='{card}']").click()
    for index, (name, cards) in enumerate(example["villages"].items(), start=1):
        page.get_by_label(f"Village {index} owner").fill(name)
        for card in cards:
            grids.nth(index).locator(f"button[data-card='{card}']").click()
    assert grids.nth(2).locator("button[data-card='AH']").is_disabled()
    score_text, _ = form_output(page)
    ordered = {"court": example["court"], "villages": example["villages"]}
    assert form_output(page) == cpython("royal-shuffle", ordered)
    for player in json.loads(score_text)["players"]:
        for dwelling in player["dwellings"]:
            drawn = page.locator(f".pnp-dwelling[data-card='{dwelling['card']}']")
            for occupant in dwelling["adults"] + dwelling["children"]:
                assert occupant[:-1] + SUIT_SYMBOLS[occupant[-1]] in (drawn.text_content() or "")
    assert page.locator(".pnp-dwelling", has_text="Homeless").locator(".pnp-mark").text_content() == "homeless"


def test_animal_kingdoms_form_draws_the_chain_of_command(page: Any, site_url: str) -> None:
    calculator(page, site_url, "animal-kingdoms")
    load_example(page)
    new_game(page)
    page.get_by_role("button", name="Add a player").click()
    state = {
        "mode": "conquest",
        "players": [
            {"name": "Red", "kingdoms": ["sunmane", "hornfast", "tallreach", "thunderplain"], "liege": None},
            {"name": "Blue", "kingdoms": ["greymarch", "mudwallow", "emberstripe"], "liege": "Red"},
            {"name": "<b>Green</b>", "kingdoms": ["frostfang", "blackwater"], "liege": "Blue"},
        ],
    }
    page.get_by_text("Which kingdoms each player holds").click()  # only how many counts: the grid is folded
    for number, player in enumerate(state["players"], start=1):
        page.get_by_label(f"Player {number} name").fill(player["name"])
        page.get_by_role("radio", name=f"Kingdoms go to: {player['name']}").click()
        for kingdom in player["kingdoms"]:
            page.locator(f".pnp-pick[data-card='{kingdom}']").click()
    for number, player in enumerate(state["players"], start=1):
        assert page.get_by_label(f"Player {number} kingdoms held").input_value() == str(len(player["kingdoms"]))
        page.get_by_label(f"Player {number} liege").select_option(player["liege"] or "")
    expected = cpython("animal-kingdoms", state)
    page.wait_for_function(  # the engine answers each change in turn, the last one last
        "([score, check]) => [score, check].join() === ['#result-json', '#check-json']"
        ".map((pre) => document.querySelector(pre).textContent).join()",
        arg=list(expected),
    )
    score_text, _ = form_output(page)
    score = json.loads(score_text)
    assert score["emperor"] == "Red" and score["winners"] == ["Red", "Blue", "<b>Green</b>"]
    chain = page.locator(".pnp-chain")
    assert chain.locator(":scope > li").count() == 1
    assert chain.locator(":scope > li > ul > li > ul > li").text_content().startswith("<b>Green</b>")
    assert chain.locator("b").count() == 0


# ── Safety and the one engine per visit ──────────────────────────────────────────────────────────────


def test_a_player_name_with_markup_shows_as_text(page: Any, site_url: str) -> None:
    calculator(page, site_url, "royal-menagerie")
    attack = "<img src=x onerror=alert(1)>"
    page.get_by_label("Player 1 name").fill(attack)
    assert page.locator(".pnp-output td", has_text=attack).count() == 1
    assert page.locator(".pnp-calculator img").count() == 0
    assert attack in (page.text_content("#result-json") or "").replace("\\", "")


def test_instant_navigation_keeps_one_pyodide(browser: Any, site_url: str) -> None:
    page = browser.new_page()
    log = RequestLog(browser, site_url)
    sent_before = [site_url.bodies_sent(name) for name in ("pyodide.asm.wasm", "python_stdlib.zip")]  # type: ignore[attr-defined]
    page.goto(site_url)
    page.wait_for_function("() => typeof window.pnp === 'object'")
    page.evaluate("window.pnp.engine().then(() => true)")
    page.evaluate("window.visitMarker = 'still here'")
    for game_id in GAME_IDS:
        page.locator(f"article a[href$='games/{game_id}/calculator/']").first.click()
        page.wait_for_url(f"**/games/{game_id}/calculator/")
        wait_for_result(page, game=game_id)
        assert (page.text_content("#result-json") or "").startswith("{")
        page.locator("nav.md-nav--primary a.md-nav__link", has_text="Home").first.click()
        page.locator("article .grid.cards").wait_for()
    assert page.evaluate("[window.visitMarker, window.pnp.engineStarts]") == ["still here", 1]
    sent = [site_url.bodies_sent(name) for name in ("pyodide.asm.wasm", "python_stdlib.zip")]  # type: ignore[attr-defined]
    assert [after - before for after, before in zip(sent, sent_before, strict=True)] <= [1, 1]
    assert log.external() == []
    page.close()


SCHEMES = {"light": ("default", "Dark mode"), "dark": ("slate", "Light mode")}
"""A device's colour scheme → the theme's scheme the site shows, and the title of the switch's button."""


@pytest.mark.parametrize(("device", "other"), [("light", "dark"), ("dark", "light")])
def test_the_light_dark_switch_follows_the_device_until_the_reader_chooses(
    playwright_driver: Any, site_url: str, tmp_path: Path, device: str, other: str
) -> None:
    context = launch(playwright_driver, tmp_path, color_scheme=device)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    switch = page.locator("[data-pnp-palette] label:visible")

    def shown() -> tuple[str | None, str | None]:
        return page.get_attribute("body", "data-md-color-scheme"), switch.get_attribute("title")

    page.goto(f"{site_url}games/monarch/rules/")
    assert shown() == SCHEMES[device]
    page.emulate_media(color_scheme=other)  # the device changes its scheme: followed until the reader chooses
    expect(page.locator("body")).to_have_attribute("data-md-color-scheme", SCHEMES[other][0])
    page.emulate_media(color_scheme=device)
    expect(page.locator("body")).to_have_attribute("data-md-color-scheme", SCHEMES[device][0])
    context.route("**/assets/js/palette.mjs", lambda route: route.abort())
    page.goto(f"{site_url}games/monarch/summary/")  # the next page has the scheme from the head, before any module
    assert page.get_attribute("body", "data-md-color-scheme") == SCHEMES[device][0]
    context.unroute("**/assets/js/palette.mjs")
    page.goto(f"{site_url}games/monarch/rules/")
    switch.click()
    assert shown() == SCHEMES[other]
    page.emulate_media(color_scheme=device)  # a choice holds whatever the device says
    page.goto(f"{site_url}games/monarch/cards/")  # a page loaded afresh keeps the choice
    assert shown() == SCHEMES[other]
    page.locator("article a[href$='rules/']").first.click()  # and so does instant navigation
    page.wait_for_url("**/games/monarch/rules/")
    assert shown() == SCHEMES[other]
    switch.focus()
    page.keyboard.press("Enter")
    assert shown() == SCHEMES[device]
    assert page.locator("meta[name=theme-color]").get_attribute("content") == "#795548"
    assert errors == []
    context.close()


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_rules_summary_prints_on_one_sheet(page: Any, site_url: str, game_id: str) -> None:
    import pikepdf

    visit(page, f"{site_url}games/{game_id}/summary/")
    for paper in ("A4", "Letter"):
        with pikepdf.open(BytesIO(page.pdf(format=paper))) as printed:
            assert len(printed.pages) == 1, paper


def test_an_engine_that_cannot_start_says_so_in_the_page(playwright_driver: Any, site_url: str, tmp_path: Path) -> None:
    context = launch(playwright_driver, tmp_path, service_workers="block")
    context.route(
        "**/assets/scoring.zip", lambda route: route.fulfill(status=404, body="gone")
    )  # the engine's worker asks
    page = context.new_page()
    page.goto(f"{site_url}games/monarch/calculator/")
    status = page.locator(".pnp-status.pnp-error")
    status.wait_for()
    assert status.text_content() == (
        "The calculator cannot start: the scoring archive /assets/scoring.zip answered "
        "HTTP 404. Reload the page to try again."
    )
    context.close()


def test_a_form_that_cannot_load_says_so_where_a_phone_shows_it(
    playwright_driver: Any, site_url: str, tmp_path: Path
) -> None:
    context = launch(playwright_driver, tmp_path, PHONE, service_workers="block")
    context.route("**/assets/js/forms/monarch.mjs", lambda route: route.fulfill(status=404, body="gone"))
    page = context.new_page()
    page.goto(f"{site_url}games/monarch/calculator/")
    status = page.locator(".pnp-status.pnp-error")
    status.wait_for()
    assert (status.text_content() or "").startswith("The form of this calculator failed to load: ")
    assert page.locator(".pnp-form").is_hidden()  # no empty screen kept for a form that will not come
    page.wait_for_function("() => window.pnp.engineSettled")
    assert (status.text_content() or "").startswith("The form of this calculator failed to load: ")
    context.close()


def test_royal_shuffle_marks_orphans_and_derelict_houses(page: Any, site_url: str) -> None:
    calculator(page, site_url, "royal-shuffle")
    state = {"court": ["QC"], "villages": {"Ann": ["AH", "AS", "2C"], "Ben": ["AD", "7D", "3D", "4D"]}}
    score_text, _ = json_mode(page, json.dumps(state))
    ann = json.loads(score_text)["players"][0]
    assert (sorted(ann["derelict"]), ann["orphans"]) == (["AH", "AS"], ["2C"])
    for house in ann["derelict"]:
        mark = page.locator(f".pnp-dwelling.pnp-derelict[data-card='{house}'] h4 .pnp-mark")
        assert mark.text_content() == "derelict"
    orphan = page.locator(".pnp-dwelling", has_text="2♣").locator(".pnp-mark", has_text="orphan")
    assert orphan.count() == 1
    assert page.locator(".pnp-mark", has_text="orphan").count() == 1
    assert page.locator(".pnp-mark", has_text="derelict").count() == 2


def test_royal_shuffle_shows_each_suits_multiplier_as_the_engine_gives_it(page: Any, site_url: str) -> None:
    calculator(page, site_url, "royal-shuffle")
    state = {"court": ["KH", "JD", "JC", "QC"], "villages": {"Ann": ["AH", "7H"], "Ben": ["6S"]}}
    json_mode(page, json.dumps(state))
    assert page.text_content(".pnp-multipliers") == (
        "Court multipliers: ♠\u00a0×1 · ♥\u00a0×3 (King) · ♦\u00a0×1\u00a01/2 (Jack) · ♣\u00a0×3 (Jack, Queen)"
    )
    assert page.locator(".pnp-multipliers .pnp-red").all_text_contents() == ["♥", "♦"]


def test_royal_shuffle_takes_a_joker_into_the_court(page: Any, site_url: str) -> None:
    """The deck's Jokers end the reign when one reaches the court (rule rs-7.1): the court's grid has one."""
    calculator(page, site_url, "royal-shuffle")
    new_game(page)
    tap(page, page.get_by_role("button", name="Joker, court"))
    state = json.loads(page.input_value("#state-input"))
    assert state["court"] == ["JOKER"]
    assert form_output(page) == cpython("royal-shuffle", state)
    assert page.get_by_role("button", name="Joker, court").get_attribute("aria-pressed") == "true"


def test_royal_shuffle_shows_no_verdict_while_both_villages_have_one_owner(page: Any, site_url: str) -> None:
    calculator(page, site_url, "royal-shuffle")
    json_mode(page, json.dumps({"court": ["KH"], "villages": {"Ann": ["AH", "7H"], "Ben": ["6S"]}}))
    assert page.locator(".pnp-summary-bar").is_visible()
    page.get_by_label("Village 2 owner").fill("Ann")
    assert page.get_by_role("alert").filter(has_text="different names").is_visible()
    assert page.locator(".pnp-summary-bar").is_hidden()
    assert page.locator(".pnp-verdict").count() == 0


def test_the_back_to_top_button_never_covers_a_calculator(page: Any, site_url: str) -> None:
    calculator(page, site_url, "royal-shuffle")
    page.mouse.wheel(0, 2000)
    page.mouse.wheel(0, -300)
    assert page.locator(".md-top").is_hidden()


def test_json_mode_loads_its_state_into_the_form(page: Any, site_url: str) -> None:
    calculator(page, site_url, "circus-grandioso")
    json_mode(page, json.dumps({"pyramid": [{"row": 1, "pos": 0, "card": "elephant"}], "players": ["Ada", "Bo"]}))
    place(page, 1, -1, "elephant")
    place(page, 2, -1, "rhino")
    json_mode(page, json.dumps(SPEC_EXAMPLES["circus-grandioso"]))
    placed = page.locator(".pnp-placed")
    assert sorted(
        (placed.nth(i).get_attribute("data-row"), placed.nth(i).get_attribute("data-pos"))
        for i in range(placed.count())
    ) == [("1", "0"), ("1", "1"), ("2", "0")]
    assert page.locator(".pnp-note").count() == 0
    place(page, 1, -1, "elephant")
    pyramid = json.loads(page.input_value("#state-input"))["pyramid"]
    assert [(card["row"], card["pos"]) for card in pyramid] == [(1, 0), (1, 1), (2, 0), (1, -1)]
    assert pyramid[-1]["by"] == "Ada"


def test_a_state_the_form_cannot_show_says_so(page: Any, site_url: str) -> None:
    calculator(page, site_url, "royal-shuffle")
    state = {"court": ["KH"], "villages": {"Ann": ["AH"], "Ben": ["2S"], "Cy": ["7D"]}}
    score_text, _ = json_mode(page, json.dumps(state))
    assert score_text == cpython("royal-shuffle", state)[0]
    assert page.locator(".pnp-note").text_content() == (
        "The form above cannot show this state (it has 3 villages; the form has two); the results are those of the "
        "JSON below. A change in the form starts again from what the form shows."
    )
    assert page.locator(".pnp-village-result h3").count() == 3


def test_renaming_a_player_keeps_their_cards_and_vassals(page: Any, site_url: str) -> None:
    calculator(page, site_url, "circus-grandioso")
    json_mode(page, json.dumps({"pyramid": [{"row": 1, "pos": 0, "card": "elephant"}], "players": ["Ada", "Bo"]}))
    place(page, 1, 1, "elephant")
    page.get_by_role("button", name="Next player").click()
    place(page, 2, 0, "rhino")
    before = computations(page)
    page.get_by_label("Player 2 name").fill("Bob")
    wait_for_result(page, before + 1)
    assert page.is_hidden("#input-error")
    assert [card.get("by") for card in json.loads(page.input_value("#state-input"))["pyramid"]] == [None, "Ada", "Bob"]
    assert (page.text_content(".pnp-turn") or "").startswith("Ada places.")

    calculator(page, site_url, "animal-kingdoms")
    load_example(page)
    before = computations(page)
    page.get_by_label("Player 1 name").fill("Rex")
    wait_for_result(page, before + 1)
    players = json.loads(page.input_value("#state-input"))["players"]
    assert [(player["name"], player["liege"]) for player in players] == [("Rex", None), ("Blue", "Rex")]


def test_animal_kingdoms_takes_as_many_players_as_there_are_crowns(page: Any, site_url: str) -> None:
    calculator(page, site_url, "animal-kingdoms")
    load_example(page)
    more = page.get_by_role("button", name="Add a player")
    for _ in range(6):
        more.click()
    assert more.is_disabled()
    assert page.locator(".pnp-form fieldset").count() == 8


def test_royal_shuffle_refuses_two_villages_of_one_owner(page: Any, site_url: str) -> None:
    calculator(page, site_url, "royal-shuffle")
    load_example(page)
    before = page.input_value("#state-input")
    page.get_by_label("Village 2 owner").fill("Ann")
    assert page.locator(".pnp-form .pnp-error").text_content() == "The two villages need owners of different names."
    assert page.input_value("#state-input") == before


def test_the_last_player_can_be_removed_and_their_vassals_go_free(page: Any, site_url: str) -> None:
    calculator(page, site_url, "animal-kingdoms")
    load_example(page)
    page.get_by_role("button", name="Add a player").click()
    page.get_by_label("Player 2 liege").select_option("Player 3")
    tap(page, page.get_by_role("button", name="Remove the last player"))
    players = json.loads(page.input_value("#state-input"))["players"]
    assert [(player["name"], player["liege"]) for player in players] == [("Red", None), ("Blue", None)]
    assert page.get_by_role("button", name="Remove the last player").is_disabled()

    calculator(page, site_url, "monarch")
    load_example(page)
    page.get_by_role("button", name="Add a player").click()
    tap(page, page.get_by_role("button", name="Remove the last player"))
    assert [player["name"] for player in json.loads(page.input_value("#state-input"))["players"]] == ["Kayla", "Brian"]


def test_pickers_grey_out_cards_with_no_copy_left(page: Any, site_url: str) -> None:
    calculator(page, site_url, "monarch")
    load_example(page)
    page.get_by_role("radio", name="Cards go to: Brian").click()
    assert page.locator(".pnp-pick[data-card='astrologer']").is_disabled()  # the one Astrologer is Kayla's
    knight = page.locator(".pnp-pick[data-card='knight']")
    assert not knight.is_disabled()  # Brian has one of the two Knights
    assert knight.get_attribute("aria-label") == "Knight: add to Brian's court (holds 1)"
    tap(page, knight)
    assert knight.is_disabled()
    assert json.loads(page.input_value("#state-input"))["players"][1]["court"] == ["fireworks", "knight", "knight"]

    calculator(page, site_url, "animal-kingdoms")
    load_example(page)
    page.get_by_text("Which kingdoms each player holds").click()
    sunmane = page.locator(".pnp-pick[data-card='sunmane']")
    assert sunmane.get_attribute("aria-label") == "Sunmane: held by Red; tap to free it"
    page.get_by_role("radio", name="Kingdoms go to: Blue").click()
    assert sunmane.get_attribute("aria-label") == "Sunmane: held by Red; tap to give it to Blue"
    tap(page, sunmane)  # a kingdom has one holder: the tap moves it from Red to Blue
    players = json.loads(page.input_value("#state-input"))["players"]
    assert [player["kingdoms"] for player in players] == [["hornfast"], ["greymarch", "sunmane"]]


def test_coming_back_to_a_calculator_finds_the_state_left_there(page: Any, site_url: str) -> None:
    calculator(page, site_url, "royal-menagerie")
    load_example(page)
    tap(page, page.get_by_role("radio", name="Mammoth in player 1's menagerie: 1"))
    page.locator("nav.md-nav--primary a.md-nav__link", has_text="Rules").first.click()
    page.wait_for_url("**/games/royal-menagerie/rules/")
    page.go_back()
    page.wait_for_url("**/games/royal-menagerie/calculator/")
    wait_for_result(page, 1)
    assert json.loads(page.input_value("#state-input"))["players"][0]["menagerie"] == {"white-tiger": 1, "mammoth": 1}
    assert page.get_attribute('[aria-label="Mammoth in player 1\'s menagerie: 1"]', "aria-checked") == "true"

    calculator(page, site_url, "royal-menagerie")  # arriving by a link: the same state, kept on the device
    assert json.loads(page.input_value("#state-input"))["players"][0]["menagerie"] == {"white-tiger": 1, "mammoth": 1}
