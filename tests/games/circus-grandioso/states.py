"""Circus Grandioso's states for the shared benchmarks: a pyramid's first row that grows, and a placer of any
name (its last card's ``by``)."""

from __future__ import annotations

from typing import Any

GROWS = "pyramid cards"


def growing(size: int) -> dict[str, Any]:
    return {"pyramid": [{"row": 1, "pos": pos, "card": "elephant"} for pos in range(size)]}


def named(name: str) -> dict[str, Any]:
    *others, last = growing(4)["pyramid"]
    return {"pyramid": [*others, {**last, "by": name}]}
