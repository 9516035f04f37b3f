"""Checking a published ranking against ours (``check``, behind ``tiebreak check``): the rows matched to
the event's competitors, every published place, point total and tie-break value compared under each
edition. Above the formats it reads and the ranking and explanations it compares with."""
