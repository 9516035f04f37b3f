"""Presenters: what the command line prints and the web page and the API send, drawn from standings and
explanations (``standings``: a table as text, TSV, CSV or JSON; ``boards``: the board prizes of a team
event; ``explanations``: explanations as plain text). Numbers are written only here and in the front ends
(:func:`tiebreak.model.tournament.format_value`)."""
