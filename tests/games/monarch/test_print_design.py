"""Monarch's faces: the court look's windows are patterned with the game's motif."""

from __future__ import annotations

import dataclasses

import pytest

from generator.data.load import load_game
from generator.design import DesignError
from generator.games import front


def test_an_unknown_motif_is_a_design_error_in_the_court_windows_too() -> None:
    monarch = load_game("monarch")  # the court look patterns its windows with the motif
    odd = dataclasses.replace(monarch, style=dataclasses.replace(monarch.style, motif="paisley"))
    with pytest.raises(DesignError, match=r"style.motif 'paisley' is not a known motif"):
        front(odd, odd.card("knight"), 3.0)
