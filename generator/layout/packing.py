"""Which components of a game share the sheets of its bundle, and how many go on each sheet.

A bundle prints a whole game at once, so components of the same size from different decks share a
grid (each copy keeps its own back), double-sided ones first and one-sided ones after them, whose
back cells stay blank. A group too small to fill a sheet (the lone Show Master token) goes into
the free cells of a larger group whose cells can hold it, drawn in the middle of its cell. And no
sheet of a group is left with only one or two cards: the sheet before it gives some of its own. Only
the copies of the group's own size count as cards there: a token inset beside two cards does not make
a sheet worth printing, nor does a one-sided copy among double-sided ones (its back stays blank), so
every back page of a group carries at least three backs.
"""

from __future__ import annotations

from dataclasses import dataclass

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

    def cards(self) -> tuple[bool, ...]:
        """For each copy, whether it counts as a card of its sheet: of the group's own size (not an inset)
        and, in a group printed double-sided, with a back of its own."""
        duplex = len(self.one_sided) < len(self.components)
        return tuple(
            item.component not in self.insets and not (duplex and item.component in self.one_sided)
            for item in self.items
        )


def group_components(components: list[Component], bleed_mm: float) -> list[Group]:
    """Components of one size share a group; groups smaller than a sheet's minimum move into the free
    cells of a group that can hold them. Groups keep the order in which the data first names them."""
    groups: dict[tuple[float, float, bool], list[int]] = {}
    for index, component in enumerate(components):
        groups.setdefault((component.width_mm, component.height_mm, component.round), []).append(index)
    members = {key: list(indices) for key, indices in groups.items()}
    insets: dict[tuple[float, float, bool], list[int]] = {}
    for key in list(members):
        if sum(components[index].count for index in members[key]) >= MIN_PER_SHEET:
            continue
        host = host_for(key, members, components, bleed_mm)
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


def host_for(
    key: tuple[float, float, bool],
    members: dict[tuple[float, float, bool], list[int]],
    components: list[Component],
    bleed_mm: float,
) -> tuple[float, float, bool] | None:
    """The group whose cells can hold a small group's components with their bleed: a rectangular one of
    at least the minimum size, double-sided when they are; the one with the most copies."""
    width, height, _ = key
    double_sided = any(components[index].double_sided for index in members[key])
    candidates = [
        (sum(components[index].count for index in indices), other)
        for other, indices in members.items()
        if other != key
        and not other[2]
        and width + 2 * bleed_mm <= other[0]
        and height + 2 * bleed_mm <= other[1]
        and sum(components[index].count for index in indices) >= MIN_PER_SHEET
        and (not double_sided or any(components[index].double_sided for index in indices))
    ]
    return max(candidates)[1] if candidates else None


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
