"""``python -m tiebreak.cli``: the same as the installed ``tiebreak`` command."""

import sys

from . import console

sys.exit(console())
