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

from ..presenters.standings import format_value

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


def buchholz_chart(
    bars: Sequence[ChartBar],
    title: str,
    virtual: bool = False,
    *,
    compact: bool = False,
    ident: str = "chart",
) -> str:
    """The chart as an ``<svg>`` element; every text is escaped. ``virtual``: the unplayed rounds are
    virtual opponents (the rules before C.07, FIDE C.02 Annex 3), not C.07's dummy opponents.
    ``compact``: for a phone, each name above its bar and the legend on three lines (360 units wide, so
    that its text is drawn at about its own size on a 390 px screen); ``ident``: the prefix of the ids
    inside, unique on the page."""
    stand_in = "virtual opponent" if virtual else "dummy opponent"
    source = "pre-C.07" if virtual else "art. 16.4"
    widest = max((sum((s.value for s in b.segments), Fraction(0)) for b in bars), default=Fraction(0))
    label_w, bar_w, row_h, name_h = (0, 310, 44, 18) if compact else (_LABEL_W, _BAR_W, _ROW_H, 0)
    seg_h = row_h - name_h - 6
    scale = bar_w / float(widest) if widest > 0 else 0.0  # pixels only: the values stay exact
    width = label_w + bar_w + (50 if compact else _VALUE_W)
    legend_h = 66 if compact else _LEGEND_H
    height = _TOP + row_h * len(bars) + legend_h
    kind = "compact" if compact else "wide"
    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" class="chart {kind}" viewBox="0 0 {width} {height}" '
        f'width="{width}" height="{height}" role="img" aria-labelledby="{ident}-title">',
        f'<title id="{ident}-title">{escape(title)}</title>',
        f'<defs><pattern id="{ident}-hatch" width="6" height="6" patternUnits="userSpaceOnUse" '
        'patternTransform="rotate(45)"><rect width="6" height="6" fill="#f2c46d"/>'
        '<line x1="0" y1="0" x2="0" y2="6" stroke="#b7791f" stroke-width="3"/></pattern></defs>',
        f'<text x="0" y="18" class="chart-title">{escape(title)}</text>',
    ]
    hatch = f"url(#{ident}-hatch)"
    for k, bar in enumerate(bars):
        y = _TOP + k * row_h
        if compact:
            out.append(f'<text x="0" y="{y + 14}" class="chart-label">{escape(bar.label)}</text>')
        else:
            out.append(
                f'<text x="{_LABEL_W - 8}" y="{y + 16}" text-anchor="end" class="chart-label">'
                f"{escape(bar.label)}</text>"
            )
        top = y + name_h + 3
        mid = top + seg_h / 2 + 5
        x = float(label_w)
        for seg in bar.segments:
            w = float(seg.value) * scale
            fill = hatch if seg.dummy else ("#2b6cb0" if k % 2 == 0 else "#245894")
            extra = (
                ' fill-opacity="0.25" stroke="#555" stroke-dasharray="3 2"' if seg.cut else ' stroke="#fff"'
            )
            what = f"{stand_in}, " if seg.dummy else ""
            cut = " (cut)" if seg.cut else ""
            tip = f"Round {seg.round}: {escape(what + seg.label)}, {format_value(seg.value)}{cut}"
            out.append(
                f'<rect x="{_num(x)}" y="{top}" width="{_num(w)}" '
                f'height="{seg_h}" fill="{fill}"{extra}><title>{tip}</title></rect>'
            )
            if w >= 22:
                colour = "#222" if seg.dummy or seg.cut else "#fff"
                out.append(
                    f'<text x="{_num(x + w / 2)}" y="{_num(mid)}" text-anchor="middle" '
                    f'class="chart-seg" fill="{colour}">{format_value(seg.value)}</text>'
                )
            x += w
        out.append(
            f'<text x="{_num(x + 6)}" y="{_num(mid)}" class="chart-total">'
            f"{escape(format_value(bar.total, '–'))}</text>"
        )
    ly = _TOP + row_h * len(bars) + 12
    legend = (
        ("opponent met", 'fill="#2b6cb0"'),
        (f"{stand_in} (unplayed round, {source})", f'fill="{hatch}"'),
        ("cut (not counted)", 'fill="#2b6cb0" fill-opacity="0.25" stroke="#555" stroke-dasharray="3 2"'),
    )
    for k, (text, paint) in enumerate(legend):
        x, y = (0, ly + 20 * k) if compact else ((0, 130, 430)[k], ly)
        out.append(
            f'<rect x="{x}" y="{y}" width="14" height="12" {paint}/>'
            f'<text x="{x + 20}" y="{y + 11}" class="chart-legend">{escape(text)}</text>'
        )
    out.append("</svg>")
    return "".join(out)
