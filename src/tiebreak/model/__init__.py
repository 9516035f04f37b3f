"""The bottom layer: the event model and what every other layer shares.

``tournament`` (the event: players, rounds, results, scoring, limits and their validation), ``rules``
(the rule sets an event is ranked under), ``errors`` (everything the library raises), ``messages``
(messages that point to an option, worded by each front end), ``numbers`` (exact values written for
people), ``cache`` (a cache bounded by bytes), ``public`` (where each public name of ``tiebreak`` lives)
and ``runtime`` (process-wide helpers for the entry points that own their process). None of them imports
anything of the package outside this folder.
"""
