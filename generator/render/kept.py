"""A block of the booklet set whole on one page (a worked example: its title, text, pictures, table and sum).

Its pictures shrink, down to their least height together, to fit the room left on the page; when even that does not
fit, the block moves whole to the next page, where its pictures take their full height again.
"""

from __future__ import annotations

from reportlab.platypus import Flowable, KeepTogether

from generator.render.figures import ExampleFigure

FIT_ROUNDS = 3
"""Times the pictures' height is set again to fit: a caption under a picture grows a little with its scale."""
OVERSHOOT_PT = 0.5
"""Taken off the pictures' height beyond what the block overshoots by, so that a round lands inside the room."""


class KeptBlock(Flowable):
    """``content`` set one under the other on one page; its ``pictures`` (some of ``content``) are each drawn at
    most ``high`` points tall, or together as little as ``low`` when that keeps the block on the page it starts on."""

    def __init__(self, content: list[Flowable], pictures: list[ExampleFigure], high: float, low: float) -> None:
        super().__init__()
        kept = (piece for flowable in content for piece in kept_pieces(flowable))
        self._content = list(kept)  # the name reportlab's own groups use: a problem's culprit is searched in it
        self.pictures = pictures
        self.high = high
        self.low = low
        self.placed: list[tuple[Flowable, float]] = []

    def wrap(self, available_width: float, available_height: float) -> tuple[float, float]:
        height = self.measure(available_width, self.high)
        each = self.high
        for _ in range(FIT_ROUNDS if self.pictures and height > available_height else 0):
            drawn = max(picture.drawn_height() for picture in self.pictures)
            each = min(each, drawn) - (height - available_height) / len(self.pictures) - OVERSHOOT_PT
            if each * len(self.pictures) < self.low:
                return self.wrap_at(available_width, self.high)  # too little room: it moves whole
            height = self.measure(available_width, each)
            if height <= available_height:
                break
        return self.width, self.height

    def wrap_at(self, available_width: float, picture_height: float) -> tuple[float, float]:
        """Wrapped with its pictures at most ``picture_height`` tall."""
        self.measure(available_width, picture_height)
        return self.width, self.height

    def measure(self, available_width: float, picture_height: float) -> float:
        """Lay the content out with its pictures at most ``picture_height`` tall; returns the block's height."""
        for picture in self.pictures:
            picture.max_height = picture_height
        self.placed = []
        top = 0.0
        for index, flowable in enumerate(self._content):
            if index:
                top += flowable.getSpaceBefore()
            _, height = flowable.wrapOn(self.canv, available_width, 1e9)
            self.placed.append((flowable, top + height))
            top += height + (flowable.getSpaceAfter() if index < len(self._content) - 1 else 0.0)
        self.width, self.height = available_width, top
        return top

    def split(self, available_width: float, available_height: float) -> list[Flowable]:
        return []  # never split: it moves whole to the next page

    def draw(self) -> None:
        for flowable, bottom in self.placed:
            flowable.drawOn(self.canv, 0, self.height - bottom)


def kept_pieces(flowable: Flowable) -> list[Flowable]:
    """A flowable, or the pieces of a group kept together (already kept so, and measured one by one)."""
    return list(vars(flowable)["_content"]) if isinstance(flowable, KeepTogether) else [flowable]
