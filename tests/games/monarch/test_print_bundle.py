"""Monarch's bundle: its small poker decks share the market's sheets, its cover, its fold layout."""

from __future__ import annotations

import pytest

from generator.builder.bundles import CALIBRATION_WHAT, COVER_WHAT, RULES_WHAT, bundle_job, printing_for
from generator.builder.decks import design_decks
from generator.data.load import load_game
from generator.layout.units import Duplex, Paper, Style
from tests.print.test_bundles import RULES_PAGES, options


@pytest.fixture(scope="module")
def monarch_bundle():  # type: ignore[no-untyped-def]
    game = load_game("monarch")
    chosen = options("monarch")
    return bundle_job(
        design_decks([game], 3.0, (Style.FULL,)), Style.FULL, Paper.A4, chosen, printing_for(chosen), RULES_PAGES
    )


def test_monarch_bundle_packs_its_small_poker_decks_with_the_market(monarch_bundle) -> None:  # type: ignore[no-untyped-def]
    sections = {section.deck.title: section for section in monarch_bundle.sections}
    poker = sections["Monarch · Market deck, Banners, Reminder cards"]
    assert poker.deck.counts == (9,) * 8 + (8, 3)
    pages = [len(page.slots) for page in poker.pages()]
    assert pages == [9] * 16 + [8, 8, 3, 3]  # fronts and backs alternate
    tokens = sections["Monarch · Food and gold tokens"]
    assert tokens.grid().round
    cover, calibration, rules, *steps = monarch_bundle.numbered(2).steps
    assert (cover.what, cover.first_page, cover.pages, cover.sheets) == (COVER_WHAT, 1, 2, 1)
    assert (calibration.what, calibration.first_page, calibration.pages) == (CALIBRATION_WHAT, 3, 2)
    assert (rules.what, rules.first_page, rules.pages, rules.sheets) == (RULES_WHAT, 5, RULES_PAGES + 1, 4)
    first = 5 + rules.pages  # the rules pages padded to whole sheets: the sheets start on a front
    assert [step.first_page for step in steps] == [
        first,
        first + steps[0].pages,
        first + steps[0].pages + steps[1].pages,
    ]
    assert all(step.sides == "double-sided, flip on the long edge" for step in (calibration, rules, *steps))
    assert monarch_bundle.pages() == monarch_bundle.cover_pages() + 2 + rules.pages + sum(step.pages for step in steps)


def test_the_cover_lists_every_deck_with_its_count_and_the_sleeves(monarch_bundle) -> None:  # type: ignore[no-untyped-def]
    cover = monarch_bundle.cover
    game = load_game("monarch")
    assert [(entry.name, entry.count) for entry in cover.checklist] == [(deck.name, deck.total) for deck in game.decks]
    assert cover.sleeves == (
        "83 standard card game sleeves of 66 × 91 mm for the 63.5 × 88.9 mm cards "
        "(Market deck 74, Banners 5, Reminder cards 4).",
    )
    assert cover.cutting[0].startswith("Market deck, Banners, Reminder cards: Cut along the crop marks")
    assert any("circle punch" in step for step in cover.cutting)
    assert cover.credits[0].startswith("Monarch: rules and card texts in our own words")
    assert cover.credits[1].startswith("Card pictures: icons by Delapouite, Lorc")
    assert cover.credits[1].endswith(
        "licensed CC BY 3.0 (https://creativecommons.org/licenses/by/3.0/); the peacock is drawn for this edition."
    )
    from generator.data.iconset import drawing_names
    from generator.design.credits import used_icons

    named = {
        icon for line in cover.credits if line.startswith("Icons by ") for icon in line[:-1].split(": ")[1].split(", ")
    }
    assert named == used_icons(game) - drawing_names()  # every icon of the set the game draws, with its author


def test_a_fold_bundle_prints_on_one_side_and_its_print_list_says_how_to_fold() -> None:
    chosen = options("monarch", duplex=Duplex.FOLD)
    bundle = bundle_job(
        design_decks([load_game("monarch")], 3.0, (Style.FULL,)),
        Style.FULL,
        Paper.A4,
        chosen,
        printing_for(chosen),
        RULES_PAGES,
    )
    cover, rules, poker, lands, tokens = bundle.cover.steps
    assert (cover.sides, cover.sheets) == ("one side", 2)
    assert (rules.sides, rules.pages, rules.sheets) == ("one side", RULES_PAGES, RULES_PAGES)  # no blank page
    assert all(
        step.sides == "one side; fold each page along its dashed line, glue the halves together, then cut"
        for step in (poker, lands, tokens)
    )
    assert [step.sheets for step in (poker, lands, tokens)] == [step.pages for step in (poker, lands, tokens)]
    assert (poker.pages, lands.pages) == (21, 4)  # 83 poker cards 4 to a page; 12 boards 3 to a page
    assert all(page.side == "fold" for section in bundle.sections for page in section.pages())
    assert any("fold it along the dashed line" in note for note in bundle.cover.notes)
    assert not any("calibration" in note for note in bundle.cover.notes)
