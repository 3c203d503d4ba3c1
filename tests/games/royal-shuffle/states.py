"""Royal Shuffle's states for the shared benchmarks: a village that grows, and a rival of any name."""

from __future__ import annotations

from typing import Any

GROWS = "village cards"


def growing(size: int) -> dict[str, Any]:
    cards = [f"{rank}{suit}" for rank in ("A", "9", "10") for suit in "SHDC"]
    return {"court": ["KH"], "villages": {"Ann": (cards * size)[:size], "Ben": []}}


def named(name: str) -> dict[str, Any]:
    villages = dict(growing(4)["villages"])
    return {"court": ["KH"], "villages": {name: villages.pop("Ann"), **villages}}


RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10")
HEAVIEST = (
    "40-card village",
    {
        "court": ["KH", "QS", "JD", "JC"],
        "villages": {"Ann": [rank + suit for suit in "SHDC" for rank in RANKS], "Ben": []},
    },
)
"""The heaviest table a player can enter: every number card in one village, under a court of four."""

SLOW = {"court": ["KH"] * 100_000, "villages": {"Ann": ["AH"], "Ben": []}}
"""A state that takes the engine seconds: a court of 100,000 cards (2.5 s in CPython, more in Pyodide; 20,000 took
0.2 s, which ended before Stop could be tapped on a busy machine), within the limits of states."""
