"""A bar chart as SVG geometry, drawn on the server: no chart library, no script."""

from __future__ import annotations

from dataclasses import dataclass

WIDTH, HEIGHT = 500, 220
TOP, BOTTOM, LEFT = 24, 40, 16  # room for the values above and the labels below


@dataclass(frozen=True)
class Bar:
    label: str
    value: int
    x: float
    y: float
    width: float
    height: float

    @property
    def middle(self) -> float:
        return self.x + self.width / 2


@dataclass(frozen=True)
class BarChart:
    bars: tuple[Bar, ...]
    width: int = WIDTH
    height: int = HEIGHT
    baseline: float = HEIGHT - BOTTOM

    @property
    def empty(self) -> bool:
        return not any(bar.value for bar in self.bars)


def bar_chart(values: list[tuple[str, int]]) -> BarChart:
    """One bar per (label, value), heights scaled to the largest value."""
    most = max((v for _, v in values), default=0) or 1
    room = HEIGHT - TOP - BOTTOM
    slot = (WIDTH - 2 * LEFT) / max(len(values), 1)
    bars = []
    for k, (label, value) in enumerate(values):
        height = room * value / most
        x = LEFT + k * slot + slot * 0.15
        bars.append(Bar(label, value, x, TOP + room - height, slot * 0.7, height))
    return BarChart(tuple(bars))
