"""One entry of a tie-break list as a value (``spec``: :class:`~tiebreak.TiebreakSpec` and its
modifiers), on the layer of the criteria: a criterion builds the specs it allows, and parsing a code into a
spec is the catalogue's (:func:`tiebreak.criteria.parse_code`)."""
