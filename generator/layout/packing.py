"""Which components of a game share the sheets of its bundle, and how many go on each sheet.

A bundle prints a whole game at once, on the fewest sheets its formats allow. Components of one size share
a grid, each copy keeping its own back; one-sided ones of that size join the double-sided ones where that
takes no more pages (in the free cells of their last sheet, whose back cells stay blank), and are otherwise
printed apart on one side, unless they are too few to be worth a sheet of their own (two player aids): those
join wherever that takes no more sheets. Likewise a group of fewer than ``MIN_PER_SHEET`` copies of a smaller
size (a lone token) never keeps a sheet of its own where a group whose cells can hold it takes it at no more
sheets: drawn in the middle of a cell, in a free cell of the host's last sheet or on the sheet the host then
adds (with cards the sheets before it give, see below). And no sheet of a group is left
with only one or two cards: the sheet before it gives some of its own. Only the copies of the group's own
size count as cards there: a token inset beside two cards does not make a sheet worth printing, nor does a
one-sided copy among double-sided ones (its back stays blank), so every back page of a group carries at
least three backs.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from generator.layout.imposition import plan_grid
from generator.layout.units import Paper

MIN_PER_SHEET = 3
"""No sheet of a group that fills several sheets carries fewer components than this (where it can)."""


@dataclass(frozen=True)
class Component:
    """A deck as the packer sees it: how many copies, their trim size, whether they are round or have a back."""

    count: int
    width_mm: float
    height_mm: float
    round: bool
    double_sided: bool


@dataclass(frozen=True)
class Item:
    """One physical copy: which component (index into the packer's list) and which of its copies."""

    component: int
    copy: int


@dataclass(frozen=True)
class Group:
    """Copies printed on one grid of ``cell`` cells: first the double-sided ones, then the one-sided ones."""

    cell: tuple[float, float]
    round: bool
    items: tuple[Item, ...]
    components: tuple[int, ...]
    """The components whose copies are here, in the order of the data (insets last)."""
    insets: tuple[int, ...] = ()
    """The components of another size drawn in the middle of a cell (a token among cards)."""
    one_sided: tuple[int, ...] = ()
    """The components printed on one side only (their back cells stay blank)."""

    @property
    def size(self) -> int:
        """Number of copies."""
        return len(self.items)

    @property
    def double_sided(self) -> bool:
        """True when the group's sheets are printed on both sides."""
        return len(self.one_sided) < len(self.components)

    def cards(self) -> tuple[bool, ...]:
        """For each copy, whether it counts as a card of its sheet: of the group's own size (not an inset)
        and, in a group printed double-sided, with a back of its own."""
        duplex = self.double_sided
        return tuple(
            item.component not in self.insets and not (duplex and item.component in self.one_sided)
            for item in self.items
        )


@dataclass(frozen=True)
class Sheets:
    """How the packer prints: on which paper, with what bleed, and whether double-sided sheets are folded
    (``--duplex fold``: a sheet's fronts and backs side by side on one page)."""

    paper: Paper
    bleed_mm: float
    fold: bool = False

    def per_sheet(self, cell: tuple[float, float], round: bool, double_sided: bool) -> int:
        """Copies of a ``cell``-sized component on one sheet."""
        return plan_grid(self.paper, *cell, self.bleed_mm, round, fold=self.fold and double_sided).per_page

    def cost(self, cell: tuple[float, float], round: bool, double_sided: bool, copies: int) -> tuple[int, int]:
        """Pages and sheets that ``copies`` copies take."""
        sheets = math.ceil(copies / self.per_sheet(cell, round, double_sided))
        return (2 * sheets if double_sided and not self.fold else sheets), sheets


Key = tuple[float, float, bool, bool]
"""A grid of its own: the cell's width and height, round or not, printed double-sided or not."""


def group_components(components: list[Component], sheets: Sheets) -> list[Group]:
    """Components of one size share a group (one-sided ones apart where that saves pages); groups smaller
    than a sheet's minimum move into the free cells of a group that can hold them. Groups keep the order in
    which the data first names them."""
    members: dict[Key, list[int]] = {}
    for index, component in enumerate(components):
        size = (component.width_mm, component.height_mm, component.round)
        members.setdefault((*size, component.double_sided), []).append(index)
    for key in [key for key in members if key[3] and (*key[:3], False) in members]:
        one_sided = (*key[:3], False)
        if joined_saves(key, members[key], members[one_sided], components, sheets):
            members[key] = sorted(members[key] + members.pop(one_sided))
    members = {key: members[key] for key in sorted(members, key=lambda key: min(members[key]))}
    insets: dict[Key, list[int]] = {}
    for key in list(members):
        copies = sum(components[index].count for index in members[key])
        if copies >= MIN_PER_SHEET:
            continue
        host = host_for(key, copies, members, components, sheets)
        if host is not None:
            insets.setdefault(host, []).extend(members[key] + insets.pop(key, []))
            members[host] += members.pop(key)
    return [
        Group(
            (key[0], key[1]),
            key[2],
            items_of(indices, components),
            tuple(indices),
            tuple(insets.get(key, ())),
            tuple(index for index in indices if not components[index].double_sided),
        )
        for key, indices in members.items()
    ]


def joined_saves(
    key: Key, double_sided: list[int], one_sided: list[int], components: list[Component], sheets: Sheets
) -> bool:
    """True when one-sided components printed among the double-sided ones of their size take no more pages
    (and sheets) than printed apart on one side, or, fewer than ``MIN_PER_SHEET`` copies, no more sheets."""
    cell, round = (key[0], key[1]), key[2]
    copies = sum(components[index].count for index in double_sided)
    extra = sum(components[index].count for index in one_sided)
    joined_pages, joined_paper = sheets.cost(cell, round, True, copies + extra)
    pages, paper = sheets.cost(cell, round, True, copies)
    apart_pages, apart_paper = sheets.cost(cell, round, False, extra)
    if extra < MIN_PER_SHEET:
        return joined_paper <= paper + apart_paper
    return (joined_pages, joined_paper) <= (pages + apart_pages, paper + apart_paper)


def host_for(
    key: Key, copies: int, members: dict[Key, list[int]], components: list[Component], sheets: Sheets
) -> Key | None:
    """The group whose cells can hold a small group's ``copies`` with their bleed at no more sheets than the
    small group's own: a rectangular one, double-sided when they are, of at least the minimum size or with free
    cells for them (a lone reference sheet two to a page hosts a lone one-sided token); one with free cells for
    them before one that adds a sheet, then the one with the most copies."""
    width, height, round, double_sided = key
    own = sheets.cost((width, height), round, double_sided, copies)[1]
    candidates = []
    for other, indices in members.items():
        count = sum(components[index].count for index in indices)
        if (
            other != key
            and not other[2]
            and width + 2 * sheets.bleed_mm <= other[0]
            and height + 2 * sheets.bleed_mm <= other[1]
            and (not double_sided or other[3])
        ):
            cell = (other[0], other[1])
            added = sheets.cost(cell, False, other[3], count + copies)[1] - sheets.cost(cell, False, other[3], count)[1]
            if added <= own and (count >= MIN_PER_SHEET or added == 0):
                candidates.append((-added, count, other))
    return max(candidates)[2] if candidates else None


def items_of(indices: list[int], components: list[Component]) -> tuple[Item, ...]:
    """Every copy of the components, double-sided components first (each list in the given order)."""
    ordered = [index for index in indices if components[index].double_sided]
    ordered += [index for index in indices if not components[index].double_sided]
    return tuple(Item(index, copy) for index in ordered for copy in range(components[index].count))


def sheet_counts(total: int, per_sheet: int, cards: tuple[bool, ...] | None = None) -> tuple[int, ...]:
    """How many copies go on each sheet: full sheets, and a last one topped up to ``MIN_PER_SHEET`` cards
    with copies from the sheets before it, as far as they can spare them (keeping that minimum themselves)
    and it has room.

    ``cards`` tells, copy by copy in print order, which copies count as cards (insets do not); by
    default all do. Sheets hold consecutive copies, so a copy given moves every sheet boundary after
    the giver by one.

    >>> sheet_counts(64, 9), sheet_counts(64, 9, (True,) * 63 + (False,))
    ((9, 9, 9, 9, 9, 9, 7, 3), (9, 9, 9, 9, 9, 9, 6, 4))
    """
    flags = cards if cards is not None else (True,) * total
    if len(flags) != total:
        raise ValueError(f"{len(flags)} card flags for {total} copies")
    counts = [per_sheet] * (total // per_sheet) + ([total % per_sheet] if total % per_sheet else [])

    def cards_on(sheet: int) -> int:
        start = sum(counts[:sheet])
        return sum(flags[start : start + counts[sheet]])

    giver = len(counts) - 2
    while giver >= 0 and cards_on(len(counts) - 1) < MIN_PER_SHEET and counts[-1] < per_sheet:
        if counts[giver] > MIN_PER_SHEET:
            counts[giver] -= 1
            counts[-1] += 1
            if all(cards_on(sheet) >= MIN_PER_SHEET for sheet in range(len(counts) - 1)):
                continue
            counts[giver] += 1
            counts[-1] -= 1
        giver -= 1
    return tuple(counts)
