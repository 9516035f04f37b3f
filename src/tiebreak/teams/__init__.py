"""Team events for the criteria and the engine (``matches``): each team match rebuilt from the games of its
boards, the teams as competitors of a :class:`~tiebreak.criteria.base.Context` with match and game points
as two score tracks, and the standings of each board. On the layer of the criteria: the team context is a
context of :mod:`tiebreak.criteria.base`, and the team criteria read it."""
