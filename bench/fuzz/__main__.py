"""python -m bench.fuzz: the same as `python -m bench fuzz`."""

import sys

from . import main

sys.exit(main())
