"""Ranking (``engine``): a tie-break list applied to an event gives its standings
(:func:`~tiebreak.compute_standings`, :class:`~tiebreak.Standings`). Above the criteria, which it runs,
and below everything that explains, presents or checks standings."""
