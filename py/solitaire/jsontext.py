"""How deep JSON text nests, found by a linear scan that never recurses (checked before ``json.loads``).

``json.loads`` recurses once per ``[`` or ``{``: deeply nested text raises
RecursionError in CPython and overflows the JavaScript stack under Pyodide,
which kills the interpreter. Reading the depth first, without recursion, lets a
reader refuse such text with its own error.
"""

from __future__ import annotations

import re
from itertools import accumulate

# A JSON string, or what is left of an unclosed one up to the end of the text. The
# pattern can always match at a quote and never backtracks, so the scan stays linear
# even on text made of quotes and backslashes.
_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*(?:"|\\?\Z)', re.DOTALL)
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")
_STEP = {"[": 1, "{": 1, "]": -1, "}": -1}


def nesting_depth(text: str) -> int:
    """The deepest nesting of arrays and objects in ``text``; brackets inside strings do not count.

    On text that is not JSON the count runs on past the error, so it is never less
    than the depth ``json.loads`` reaches before it stops.
    """
    brackets = _NOT_BRACKET.sub("", _STRING.sub("", text))
    return max(accumulate(map(_STEP.__getitem__, brackets), initial=0))
