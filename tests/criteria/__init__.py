"""Tests of src/tiebreak/criteria/ (a package: tests/criteria/test_team.py and tests/test_team.py share a
name, the team tie-breaks and the team model)."""
