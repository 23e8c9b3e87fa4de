"""Where things go on the board image: a schematic world map of our own drawing.

Country boxes sit on a loose grid (column pitch 158 px, row pitch 120 px) roughly where each
country lies on a world map: the Americas to the west, Europe (the Schengen block) north,
Africa south-west, the Middle East in the middle and Asia east. Coordinates are data, so the
tests can check that no two boxes overlap and that every box is inside the image.
"""

from __future__ import annotations

from typing import NamedTuple

from engine.data import COUNTRIES

WIDTH = 1600
HEIGHT = 1340

TITLE_H = 46  # title bar
MAP_TOP = 52
MAP_BOTTOM = 930  # the map area ends here; the tracks panel starts below
BOX_W = 150
BOX_H = 110
COL = 158
ROW = 120
LEFT = 8


class Rect(NamedTuple):
    x0: int
    y0: int
    x1: int
    y1: int

    @property
    def centre(self) -> tuple[int, int]:
        return ((self.x0 + self.x1) // 2, (self.y0 + self.y1) // 2)

    def overlaps(self, other: Rect) -> bool:
        return self.x0 < other.x1 and other.x0 < self.x1 and self.y0 < other.y1 and other.y0 < self.y1

    def grow(self, d: int) -> Rect:
        return Rect(self.x0 - d, self.y0 - d, self.x1 + d, self.y1 + d)


def _cell(col: float, row: float, w: int = BOX_W, h: int = BOX_H) -> Rect:
    x = LEFT + round(col * COL)
    y = MAP_TOP + round(row * ROW)
    return Rect(x, y, x + w, y + h)


# (column, row) on the grid; a few boxes are larger (the United States, Russia).
BOXES: dict[str, Rect] = {
    # the Americas
    "canada": _cell(0, 0),
    "united_states": _cell(0, 1.08, h=BOX_H + ROW),
    # Europe: the Schengen block is columns 2-4, rows 0-2
    "united_kingdom": _cell(1, 0.5),
    "benelux": _cell(2, 0),
    "scandinavia": _cell(3, 0),
    "france": _cell(2, 1),
    "germany": _cell(3, 1),
    "eastern_europe": _cell(4, 1),
    "spain": _cell(2, 2),
    "italy": _cell(3, 2),
    "russia": _cell(5.15, 0, w=BOX_W + COL + 120),
    "serbia": _cell(4.15, 2.1),
    "caucasus": _cell(6.25, 1.1),
    "central_asia": _cell(7.35, 1.1),
    "china": _cell(9.0, 0.3),
    # Africa
    "morocco": _cell(0.85, 3.05),
    "algeria_tunisia": _cell(1.9, 3.15),
    "libya": _cell(2.95, 3.3),
    "egypt": _cell(3.05, 4.45),
    "sudan": _cell(2.1, 5.65),
    "kenya_tanzania": _cell(4.05, 6.2),
    "somalia": _cell(5.15, 5.6),
    # the Middle East
    "turkey": _cell(5.15, 2.2),
    "lebanon": _cell(4.05, 3.3),
    "syria": _cell(5.15, 3.3),
    "israel": _cell(4.05, 4.45),
    "jordan": _cell(5.15, 4.45),
    "iraq": _cell(6.25, 3.3),
    "iran": _cell(7.35, 2.4),
    "gulf_states": _cell(7.35, 3.75),
    "saudi_arabia": _cell(6.25, 4.6),
    "yemen": _cell(6.25, 5.85),
    # South and East Asia
    "afghanistan": _cell(8.45, 1.75),
    "pakistan": _cell(8.45, 3.0),
    "india": _cell(9.0, 4.2),
    "thailand": _cell(9.0, 5.25),
    "indonesia_malaysia": _cell(7.75, 5.2),
    "philippines": _cell(8.6, 6.2, w=BOX_W - 8),
}

LEGEND = Rect(LEFT, 540, 332, MAP_BOTTOM - 30)
PANEL = Rect(0, MAP_BOTTOM + 6, WIDTH, 1256)
#: what changed since the previous board image, in words
CHANGES = Rect(0, PANEL.y1 + 4, WIDTH, HEIGHT)
#: the United States-Philippines link runs along the foot of the map, under the legend
PACIFIC_Y = MAP_BOTTOM - 14

Segment = tuple[tuple[int, int], tuple[int, int]]


def link_segment(a: Rect, b: Rect) -> Segment:
    """The line drawn for an adjacency: straight across where the boxes face each other."""
    lo, hi = max(a.x0, b.x0), min(a.x1, b.x1)
    if hi - lo >= 16:  # one above the other
        x = (lo + hi) // 2
        top, bottom = (a, b) if a.y0 < b.y0 else (b, a)
        return (x, top.y1), (x, bottom.y0)
    lo, hi = max(a.y0, b.y0), min(a.y1, b.y1)
    if hi - lo >= 16:  # side by side
        y = (lo + hi) // 2
        left, right = (a, b) if a.x0 < b.x0 else (b, a)
        return (left.x1, y), (right.x0, y)
    return a.centre, b.centre


def _crosses(seg: Segment, r: Rect) -> bool:
    (x0, y0), (x1, y1) = seg
    steps = max(abs(x1 - x0), abs(y1 - y0), 1)
    for i in range(steps + 1):
        x = x0 + (x1 - x0) * i / steps
        y = y0 + (y1 - y0) * i / steps
        if r.x0 <= x <= r.x1 and r.y0 <= y <= r.y1:
            return True
    return False


def _links() -> dict[frozenset[str], Segment]:
    """Straight adjacency lines; a pair whose line would cross another box needs a route."""
    lines: dict[frozenset[str], Segment] = {}
    for a, d in COUNTRIES.items():
        for b in d.adjacent:
            if a > b:
                continue
            seg = link_segment(BOXES[a], BOXES[b])
            blocked = any(_crosses(seg, r.grow(2)) for c, r in BOXES.items() if c not in (a, b))
            if not blocked:
                lines[frozenset((a, b))] = seg
            elif frozenset((a, b)) not in ROUTES:
                raise ValueError(f"the link {a}-{b} crosses another box: give it a route")
    return lines


def _routes() -> dict[frozenset[str], list[tuple[int, int]]]:
    """Links that go round the map's edge instead of across it (the Pacific, the Far East)."""
    us, ph = BOXES["united_states"], BOXES["philippines"]
    ch, th = BOXES["china"], BOXES["thailand"]
    edge_x = WIDTH - 9
    bottom = PACIFIC_Y
    return {
        frozenset(("united_states", "philippines")): [
            (us.x0, us.y1 - 20),
            (3, us.y1 - 20),
            (3, bottom),
            (ph.centre[0], bottom),
            (ph.centre[0], ph.y1),
        ],
        frozenset(("china", "thailand")): [
            (ch.x1, ch.centre[1]),
            (edge_x, ch.centre[1]),
            (edge_x, th.centre[1]),
            (th.x1, th.centre[1]),
        ],
    }


ROUTES = _routes()
LINES = _links()


class Region(NamedTuple):
    """A part of the map for `render_region` and the close-ups: its display name and countries."""

    name: str
    countries: tuple[str, ...]


#: the regions of the map, west to east, as the board groups them (every country is in one)
REGIONS: dict[str, Region] = {
    "americas": Region("Americas", ("canada", "united_states")),
    "europe": Region(
        "Europe",
        ("united_kingdom", "benelux", "scandinavia", "france", "germany", "eastern_europe", "spain", "italy", "serbia"),
    ),
    "russia_central_asia": Region("Russia and Central Asia", ("russia", "caucasus", "central_asia", "china")),
    "africa": Region("Africa", ("morocco", "algeria_tunisia", "libya", "egypt", "sudan", "kenya_tanzania", "somalia")),
    "middle_east": Region(
        "Middle East",
        ("turkey", "lebanon", "syria", "israel", "jordan", "iraq", "iran", "gulf_states", "saudi_arabia", "yemen"),
    ),
    "south_asia": Region("South Asia", ("afghanistan", "pakistan", "india", "central_asia", "iran")),
    "east_asia": Region("East Asia", ("china", "india", "thailand", "indonesia_malaysia", "philippines")),
}


def map_order(ids: list[str] | set[str] | tuple[str, ...]) -> list[str]:
    """Countries as they lie on the map: in bands of rows from the top, west to east in a band."""
    return sorted(ids, key=lambda c: (round((BOXES[c].y0 - MAP_TOP) / (ROW * 0.75)), BOXES[c].x0, c))


def grid_cells(ids: list[str], columns: int) -> list[tuple[int, int]]:
    """A (row, column) for each of the countries `ids` (in `map_order`) on a grid `columns` wide,
    neighbours near each other as they lie on the map where the grid allows: each country in the
    column nearest its place west to east among them, a row taking the next countries from the
    top while a column east of the row's last is free within one of theirs. Where that would take
    more than two rows beyond the fewest, the rows are simply filled in order."""
    n = len(ids)
    if n == 0:
        return []
    xs = [(BOXES[c].x0 + BOXES[c].x1) / 2 for c in ids]
    lo, hi = min(xs), max(xs)
    targets = [(x - lo) / (hi - lo) * (columns - 1) if hi > lo else (columns - 1) / 2 for x in xs]
    cells: list[tuple[int, int]] = []
    row, last = -1, columns
    for t in targets:
        best = min(range(last + 1, columns), key=lambda k: (abs(k - t), k), default=None)
        if best is None or abs(best - t) > 1:
            row, best = row + 1, min(columns - 1, max(0, round(t)))
        cells.append((row, best))
        last = best
    if row + 1 > -(-n // columns) + 2:
        return [(i // columns, i % columns) for i in range(n)]
    return cells
