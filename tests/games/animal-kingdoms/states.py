"""Animal Kingdoms' states for the shared benchmarks: players that grow in number, and a player of any name."""

from __future__ import annotations

from typing import Any

GROWS = "players"


def growing(size: int) -> dict[str, Any]:
    return {"players": [{"name": f"P{index}", "kingdoms": ["sunmane"], "liege": None} for index in range(size)]}


def named(name: str) -> dict[str, Any]:
    first, *others = growing(4)["players"]
    return {"players": [{**first, "name": name}, *others]}
