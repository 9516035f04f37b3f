"""The rewrites tried at a reader's dead end: their time grows with the text's length, not its square.

    python benchmarks/rewrites.py [--sizes 250000,1000000,2000000]

A text no reader knows is looked at for two forms before it is read by content: a table of two lines a
player (:func:`tiebreak.readers._paired.fold_paired_lines`) and results typed one game after another
(:func:`tiebreak.readers._gamelines.game_lines`). Each form below is a text of the given size: a real
report of that size (round headings and ``1. Name - Name 1:0`` lines, every line a game), a two-line
table, and texts built to make a pattern of names try every place of a line (dashes and blanks, words
and results mixed), which once took 12.6 s for 2 MB. The table shows the best CPU time of three runs and
the time per MB: a linear rewrite keeps that last column flat.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from hostile_pages import per_size

from tiebreak.readers._gamelines import game_lines
from tiebreak.readers._paired import fold_paired_lines


def report(size: int) -> str:
    rounds = []
    r = 0
    while sum(map(len, rounds)) < size:
        r += 1
        games = "\n".join(f"{b}. Player{r}x{b} Name - Other{r}x{b} Name 1:0" for b in range(1, 40))
        rounds.append(f"Round {r}\n{games}\n")
    return "\n".join(rounds)[:size].rsplit("\n", 1)[0]


def two_lines(size: int) -> str:
    head = "Rang  Name des Spielers    Pkt    SB1      1    2    3\n                                  SB2\n\n"
    rows = []
    k = 0
    while len(head) + sum(map(len, rows)) < size:
        k += 1
        top = f"{k:4d} Spieler{k:06d} Name     3.0     3.0    1    1    1\n"
        rows.append(top + "     SK Nord                       9.0   4w   3s   2w\n\n")
    return head + "".join(rows)


def dashes(size: int) -> str:
    line = "Round 1\n" + "a - " * 70 + "1:"
    return "\n".join([line] * (size // len(line)))


def mixed(size: int) -> str:
    rnd = random.Random(1)
    words = ["Ann", "-", "1-0", "Bob", "x", "1:", "½", "(k)"]
    lines = ["Round 1"]
    while sum(map(len, lines)) < size:
        lines.append(" ".join(rnd.choice(words) for _ in range(50)))
    return "\n".join(lines)


FORMS: tuple[tuple[str, Callable[[int], str]], ...] = (
    ("a typed report", report),
    ("two lines a player", two_lines),
    ("dashes and blanks", dashes),
    ("words and results", mixed),
)


def _both(text: str) -> None:
    fold_paired_lines(text)
    game_lines(text)


def main() -> None:
    per_size(__doc__ or "", FORMS, _both, "250000,1000000,2000000")


if __name__ == "__main__":
    main()
