"""County Show, the fixture game with rules: its scoring's examples hold on its own card data, and its declared
state shape fits that data."""

from __future__ import annotations

import doctest
from collections.abc import Iterator
from importlib import import_module

import fixture_games
import pytest

from generator.scoring import game, load_catalog
from generator.scoring.shape import shape_problems


@pytest.fixture
def fair() -> Iterator[None]:
    """The fixture games' rules found while a test runs."""
    with fixture_games.rules_added():
        yield


def test_the_examples_of_its_rules_hold(fair: None) -> None:
    result = doctest.testmod(import_module("generator.scoring.county_show.rules"))
    assert (result.failed, result.attempted) == (0, 6)


def test_its_shape_fits_its_card_data(fair: None) -> None:
    rules = game("county-show")
    catalog = load_catalog("county-show", str(fixture_games.FIXTURE_GAMES))
    assert shape_problems(rules.shape, rules.vocabulary, catalog) == []
