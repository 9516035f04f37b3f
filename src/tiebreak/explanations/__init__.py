"""Explanations as data (``explain``): every tie-break value of a row with its breakdown, why one player
ranks above another, the story of each tied group and what changed between two standings. Above the
ranking they explain; the presenters and the front ends draw them."""
