"""Colour arithmetic on ``#rrggbb`` strings: mixing tints and choosing a readable text colour."""

from __future__ import annotations


def _channels(color: str) -> tuple[int, int, int]:
    """The red, green and blue bytes of ``#rrggbb``."""
    return int(color[1:3], 16), int(color[3:5], 16), int(color[5:7], 16)


def mix(color: str, other: str, amount: float) -> str:
    """``color`` moved ``amount`` (0..1) of the way towards ``other``.

    >>> mix("#000000", "#ffffff", 0.5)
    '#808080'
    """
    mixed = (round(a + (b - a) * amount) for a, b in zip(_channels(color), _channels(other), strict=True))
    return "#" + "".join(f"{channel:02x}" for channel in mixed)


def luminance(color: str) -> float:
    """Relative luminance (WCAG) of a colour, 0 for black to 1 for white."""

    def linear(channel: int) -> float:
        value = channel / 255
        return value / 12.92 if value <= 0.04045 else ((value + 0.055) / 1.055) ** 2.4

    red, green, blue = (linear(channel) for channel in _channels(color))
    return 0.2126 * red + 0.7152 * green + 0.0722 * blue


def contrast(color: str, other: str) -> float:
    """WCAG contrast ratio of two colours (1 to 21)."""
    light, dark = sorted((luminance(color), luminance(other)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def readable_on(fill: str, light: str, dark: str) -> str:
    """Whichever of ``light`` and ``dark`` reads better on ``fill``.

    >>> readable_on("#1f5c58", "#fff6e5", "#2a1a12")
    '#fff6e5'
    """
    return light if contrast(fill, light) >= contrast(fill, dark) else dark
