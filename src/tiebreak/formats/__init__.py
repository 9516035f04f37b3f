"""Formats read beside the event files of ``readers/``: ``published``, a ranking as a pairing program or
a club site published it (its columns named by their headings), for :mod:`tiebreak.checking`."""
