"""The Buchholz bar chart as inline SVG, drawn on the server (no JavaScript, no images).

One horizontal bar per player, made of one segment per round: the score of the opponent met in that round
(a dummy opponent's score for an unplayed round, hatched), and faded with a dashed outline when a cut or
median removed it. The number at the end of the bar is the tie-break value.

>>> from fractions import Fraction
>>> svg = buchholz_chart([ChartBar("<b>Ann</b>", Fraction(3), (ChartSegment(1, Fraction(3), "won"),))], "BH")
>>> "&lt;b&gt;Ann&lt;/b&gt;" in svg and "<b>" not in svg
True
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from html import escape

from ..presenters import format_value

__all__ = ["ChartBar", "ChartSegment", "buchholz_chart"]

_LABEL_W = 170
_BAR_W = 440
_VALUE_W = 60
_ROW_H = 24
_TOP = 30
_LEGEND_H = 30


@dataclass(frozen=True)
class ChartSegment:
    round: int
    value: Fraction
    label: str
    dummy: bool = False
    cut: bool = False


@dataclass(frozen=True)
class ChartBar:
    label: str
    total: Fraction | None
    segments: tuple[ChartSegment, ...]


def _num(x: float) -> str:
    return f"{x:.1f}".rstrip("0").rstrip(".")


def buchholz_chart(bars: Sequence[ChartBar], title: str, virtual: bool = False) -> str:
    """The chart as an ``<svg>`` element; every text is escaped. ``virtual``: the unplayed rounds are
    virtual opponents (the rules before C.07, FIDE C.02 Annex 3), not C.07's dummy opponents."""
    stand_in = "virtual opponent" if virtual else "dummy opponent"
    source = "pre-C.07" if virtual else "art. 16.4"
    widest = max((sum((s.value for s in b.segments), Fraction(0)) for b in bars), default=Fraction(0))
    scale = _BAR_W / float(widest) if widest > 0 else 0.0  # pixels only: the values stay exact
    width = _LABEL_W + _BAR_W + _VALUE_W
    height = _TOP + _ROW_H * len(bars) + _LEGEND_H
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" class="chart" viewBox="0 0 {width} {height}" '
           f'width="{width}" height="{height}" role="img" aria-labelledby="chart-title">',
           f'<title id="chart-title">{escape(title)}</title>',
           '<defs><pattern id="hatch" width="6" height="6" patternUnits="userSpaceOnUse" '
           'patternTransform="rotate(45)"><rect width="6" height="6" fill="#f2c46d"/>'
           '<line x1="0" y1="0" x2="0" y2="6" stroke="#b7791f" stroke-width="3"/></pattern></defs>',
           f'<text x="0" y="18" class="chart-title">{escape(title)}</text>']
    for k, bar in enumerate(bars):
        y = _TOP + k * _ROW_H
        out.append(f'<text x="{_LABEL_W - 8}" y="{y + 16}" text-anchor="end" class="chart-label">'
                   f'{escape(bar.label)}</text>')
        x = float(_LABEL_W)
        for seg in bar.segments:
            w = float(seg.value) * scale
            fill = "url(#hatch)" if seg.dummy else ("#2b6cb0" if k % 2 == 0 else "#245894")
            extra = ' fill-opacity="0.25" stroke="#555" stroke-dasharray="3 2"' if seg.cut \
                else ' stroke="#fff"'
            what = f"{stand_in}, " if seg.dummy else ""
            cut = " (cut)" if seg.cut else ""
            tip = f"Round {seg.round}: {escape(what + seg.label)}, {format_value(seg.value)}{cut}"
            out.append(f'<rect x="{_num(x)}" y="{y + 3}" width="{_num(w)}" '
                       f'height="{_ROW_H - 6}" fill="{fill}"{extra}><title>{tip}</title></rect>')
            if w >= 22:
                colour = "#222" if seg.dummy or seg.cut else "#fff"
                out.append(f'<text x="{_num(x + w / 2)}" y="{y + 16}" text-anchor="middle" '
                           f'class="chart-seg" fill="{colour}">{format_value(seg.value)}</text>')
            x += w
        out.append(f'<text x="{_num(x + 6)}" y="{y + 16}" class="chart-total">'
                   f'{escape(format_value(bar.total, "–"))}</text>')
    ly = _TOP + _ROW_H * len(bars) + 12
    out.append(f'<rect x="0" y="{ly}" width="14" height="12" fill="#2b6cb0"/>'
               f'<text x="20" y="{ly + 11}" class="chart-legend">opponent met</text>'
               f'<rect x="130" y="{ly}" width="14" height="12" fill="url(#hatch)"/>'
               f'<text x="150" y="{ly + 11}" class="chart-legend">'
               f'{stand_in} (unplayed round, {source})</text>'
               f'<rect x="430" y="{ly}" width="14" height="12" fill="#2b6cb0" fill-opacity="0.25" '
               f'stroke="#555" stroke-dasharray="3 2"/>'
               f'<text x="450" y="{ly + 11}" class="chart-legend">cut (not counted)</text>')
    out.append("</svg>")
    return "".join(out)
