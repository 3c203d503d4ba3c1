"""Monarch's states for the shared benchmarks: a court that grows, and a sister of any name."""

from __future__ import annotations

from typing import Any

GROWS = "court cards"


def growing(size: int) -> dict[str, Any]:
    court = (["scimitar", "knight", "astrologer", "fireworks", "scholar", "poet-laureate", "minstrel"] * size)[:size]
    return {"players": [{"name": "Kayla", "court": court, "guests": ["the-bore"]}, {"name": "Brian", "court": []}]}


def named(name: str) -> dict[str, Any]:
    return {**growing(4), "players": [{**growing(4)["players"][0], "name": name}, growing(4)["players"][1]]}
