"""A block of the booklet set on one page (a worked example: its title, text, pictures, table and sum).

Its pictures shrink together, a little, to fit the room left on the page; when that does not fit, the block splits
after one of its pictures, so that its head (its title, its text and its first pictures) fills the room left and the
rest (its other pictures, its table, its sum) follows on the next page, its pictures at the head's scale; when not
even its title, text and first picture fit, its pictures shrink further, down to their least height together, or
the block moves whole to the next page, where its pictures take their full size again.
"""

from __future__ import annotations

from reportlab.platypus import Flowable, KeepTogether

from generator.render.figures import ExampleFigure

ORIGIN = "pnp_origin"
"""The attribute of a flowable of the booklet's story that holds where it comes from (``booklet.Origin``): the
parts a piece of a block splits into keep it, so that a part that cannot be set is located."""
FIT_ROUNDS = 3
"""Times the pictures' size is set again to fit: a caption under a picture keeps its size as the picture shrinks."""
OVERSHOOT_PT = 0.5
"""Taken off the pictures' height beyond what the block overshoots by, so that a round lands inside the room."""
SHRINK_FLOOR = 0.8
"""The least share of their size a block's pictures shrink to, together, to keep the block whole on the page it
starts on: a block that needs them smaller splits after one of its pictures instead."""


class KeptBlock(Flowable):
    """``content`` set one under the other on one page; its ``pictures`` (some of ``content``) each drawn at most
    ``high`` points tall, and shrunk together, by one factor (so that they keep one scale), to fit the room left: to
    no less than ``least`` of that size, or (squeezed, when nothing else keeps the block on its page) together as
    little as ``low`` points tall."""

    def __init__(
        self,
        content: list[Flowable],
        pictures: list[ExampleFigure],
        high: float,
        low: float,
        floats: bool = True,
        shares: tuple[float, float] = (SHRINK_FLOOR, 1.0),
    ) -> None:
        """``floats``: False for the rest of a block split, which follows its head and never floats ahead of what
        comes after it (see ``generator.render.booklet``); ``shares``: the least and the most share of their size
        its pictures are drawn at (the rest of a split block at most its head's, so that both keep one scale)."""
        super().__init__()
        self.floats = floats
        self.content = content
        kept = (piece for flowable in content for piece in kept_pieces(flowable))
        self._content = list(kept)  # the name reportlab's own groups use: a problem's culprit is searched in it
        self.pictures = pictures
        self.high = high
        self.low = low
        self.least, self.most = shares
        self.factor = self.most
        """The share of their size its pictures were last drawn at."""
        self.placed: list[tuple[Flowable, float]] = []

    def wrap(self, available_width: float, available_height: float) -> tuple[float, float]:
        height = self.measure(available_width, self.most)
        for _ in range(FIT_ROUNDS if self.pictures and height > available_height else 0):
            drawn = sum(picture.drawn_height() for picture in self.pictures)
            factor = self.factor * (drawn - (height - available_height) - OVERSHOOT_PT) / drawn
            if factor < self.least:
                self.measure(available_width, self.most)  # too little room: it splits or moves
                break
            height = self.measure(available_width, factor)
            if height <= available_height:
                break
        return self.width, self.height

    def measure(self, available_width: float, factor: float) -> float:
        """Lay the content out with its pictures at ``factor`` of their size; returns the block's height."""
        self.factor = factor
        for picture in self.pictures:
            picture.max_height = self.high
            picture.shrink = factor
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
        """The longest head that fits in ``available_height`` (the block up to one of its pictures, at least to its
        first) as a block of its own, then the rest: its pictures kept as a block (which may split again), drawn at
        no more of their size than the head's, and the flowables after its last picture free (a table splits
        between its rows). When not even the head up to its first picture fits: the block squeezed, when that fits,
        else nothing (the block moves whole)."""
        ends = [index for index, flowable in enumerate(self.content) if self.holds_picture(flowable)]
        for end in reversed([index for index in ends if index < len(self.content) - 1]):  # a head leaving a rest
            head = self.part(self.content[: end + 1], (self.least, self.most))
            if head.wrapOn(self.canv, available_width, available_height)[1] > available_height:
                continue
            rest = self.content[end + 1 :]
            pictured = [index for index, flowable in enumerate(rest) if self.holds_picture(flowable)]
            if not pictured:
                return [head, *rest]
            tail = self.part(rest[: pictured[-1] + 1], (min(self.least, head.factor), head.factor), False)
            return [head, tail, *rest[pictured[-1] + 1 :]]
        squeezed = self.squeezed(available_width, available_height)
        return [squeezed] if squeezed else []

    def squeezed(self, available_width: float, available_height: float) -> KeptBlock | None:
        """The block with its pictures shrunk as far as ``low`` allows, when that fits in ``available_height``."""
        if not self.pictures:
            return None
        self.measure(available_width, self.most)
        least = self.low / sum(picture.drawn_height() for picture in self.pictures) * self.most
        block = KeptBlock(self.content, self.pictures, self.high, self.low, self.floats, (least, self.most))
        fits = block.wrapOn(self.canv, available_width, available_height)[1] <= available_height
        return block if fits and least < self.least else None

    def part(self, content: list[Flowable], shares: tuple[float, float], floats: bool = True) -> KeptBlock:
        """Some of the block's ``content`` as a block of its own, its pictures drawn at ``shares`` of their size,
        and squeezed together to no less than their share of ``low`` (by their heights)."""
        pieces = [piece for flowable in content for piece in kept_pieces(flowable)]
        pictures = [picture for picture in self.pictures if any(picture is piece for piece in pieces)]
        share = sum(picture.picture.height for picture in pictures) / sum(p.picture.height for p in self.pictures)
        return KeptBlock(content, pictures, self.high, self.low * share, floats, shares)

    def holds_picture(self, flowable: Flowable) -> bool:
        """True when ``flowable`` is one of the block's pictures or a group holding one."""
        return any(piece is picture for piece in kept_pieces(flowable) for picture in self.pictures)

    def draw(self) -> None:
        for flowable, bottom in self.placed:
            flowable.drawOn(self.canv, 0, self.height - bottom)


def kept_pieces(flowable: Flowable) -> list[Flowable]:
    """A flowable, or the pieces of a group kept together (already kept so, and measured one by one)."""
    return list(vars(flowable)["_content"]) if isinstance(flowable, KeepTogether) else [flowable]


class KeptWithStart(KeepTogether):
    """``heads`` (a heading) kept with the start of ``body`` (its first paragraph's first lines, its first list's
    first item): set whole where it fits, else the heads and as much of the body as fits fill the room left and
    the rest follows; it moves whole to the next column only when not even that start fits."""

    def __init__(self, heads: list[Flowable], body: list[Flowable]) -> None:
        super().__init__([*heads, *body])
        self.heads = heads
        self.body = body

    def split(self, available_width: float, available_height: float) -> list[Flowable]:
        if not self.body:
            return list(super().split(available_width, available_height))
        room = available_height
        for head in self.heads:
            room -= head.getSpaceBefore() + head.wrapOn(self.canv, available_width, room)[1] + head.getSpaceAfter()
        first, *rest = self.body
        if room > 0 and first.wrapOn(self.canv, available_width, room)[1] <= room:
            return [*self.heads, *self.body]
        parts = first.splitOn(self.canv, available_width, room) if room > 0 else []
        for part in parts if hasattr(first, ORIGIN) else []:
            setattr(part, ORIGIN, getattr(first, ORIGIN))
        if len(parts) > 1 and parts[0].wrapOn(self.canv, available_width, room)[1] <= room:
            return [*self.heads, *parts, *rest]
        return list(super().split(available_width, available_height))
