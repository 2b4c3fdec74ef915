"""Write the results document with its cases streamed from disk, never all in memory.

Case results are appended to a temporary spool as they arrive; the final document (head fields
first, as in spec/CLI.md, then the cases one per line) is assembled from the spool.
"""

from __future__ import annotations

import json
import re
import tempfile
from array import array
from collections.abc import Iterator
from typing import IO

from evalctl.results import CaseResult, ResultsDocument

# A spooled case that passed: CaseResult's first keys are id, line, score, passed.
_PASSED_LINE = re.compile(rb'\{"id":"(?:[^"\\]|\\.)*","line":\d+,"score":[^,]*,"passed":true,')


class CaseSpool:
    """Finished case results, one compact JSON object per line, in a temporary file.

    Results may arrive in any order (as cases finish); each comes with its position in the
    dataset, and is read back in that order. In memory: 16 bytes per case (position, offset).
    """

    def __init__(self) -> None:
        self._file = tempfile.TemporaryFile("w+b")
        self._positions = array("q")
        self._offsets = array("q")
        self._size = 0
        self._in_order = True
        self.count = 0

    def add(
        self, result: CaseResult, serialized: str | None = None, position: int | None = None
    ) -> None:
        """Append one result; `serialized` is its JSON when the caller already has it."""
        data = (serialized if serialized is not None else result.model_dump_json()).encode()
        place = self.count if position is None else position
        if self._positions and place < self._positions[-1]:
            self._in_order = False
        self._positions.append(place)
        self._offsets.append(self._size)
        self._file.write(data)
        self._file.write(b"\n")
        self._size += len(data) + 1
        self.count += 1

    def write_document(self, head: ResultsDocument, stream: IO[str]) -> None:
        """Write `head` (whose `cases` are ignored) followed by every spooled case."""
        fields = head.model_dump(mode="json", exclude={"cases"})
        text = json.dumps(fields, indent=2, ensure_ascii=False)
        stream.write(text[: -len("\n}")])
        stream.write(',\n  "cases": [')
        separator = "\n    "
        for line in self._lines():
            stream.write(separator)
            stream.write(line.rstrip(b"\n").decode())
            separator = ",\n    "
        stream.write("\n  ]\n}\n" if self.count else "]\n}\n")

    def iter_cases(self, only_not_passed: bool = False) -> Iterator[CaseResult]:
        """Read the spooled case results back, in dataset order.

        `only_not_passed` skips passing cases without parsing them (a cheap match on the line's
        first keys, whose order the model fixes): reports that list failures stay fast on a
        million-case run.
        """
        for line in self._lines():
            if only_not_passed and _PASSED_LINE.match(line):
                continue
            yield CaseResult.model_validate_json(line)

    def close(self) -> None:
        self._file.close()

    def _lines(self) -> Iterator[bytes]:
        """Every spooled line in dataset order: one sequential read when they arrived in order."""
        self._file.flush()
        try:
            if self._in_order:
                self._file.seek(0)
                yield from self._file
                return
            order = sorted(range(self.count), key=self._positions.__getitem__)
            for index in order:
                self._file.seek(self._offsets[index])
                yield self._file.readline()
        finally:
            self._file.seek(0, 2)
