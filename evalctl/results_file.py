"""Write the results document with its cases streamed from disk, never all in memory.

Case results are appended to a temporary spool as they arrive; the final document (head fields
first, as in spec/CLI.md, then the cases one per line) is assembled from the spool.
"""

from __future__ import annotations

import codecs
import json
import re
import tempfile
from array import array
from collections.abc import Iterator
from typing import IO

from evalctl.results import CaseResult, ResultsDocument

# A spooled case that passed: CaseResult's first keys are id, line, score, passed.
_PASSED_LINE = re.compile(rb'\{"id":"(?:[^"\\]|\\.)*","line":\d+,"score":[^,]*,"passed":true,')
READ_WHOLE_BYTES = 8 << 20
"""A spool up to this size (some 13,000 cases) is read back in one piece; a larger one line
by line, so memory stays flat on long runs."""
_BATCH = 2048
"""Lines written to the document in one piece."""


class CaseSpool:
    """Finished case results, one compact JSON object per line, in a temporary file.

    Results may arrive in any order (as cases finish); each comes with its position in the
    dataset, and is read back in that order. In memory: 16 bytes per case (position, offset).
    """

    def __init__(self, read_whole_bytes: int = READ_WHOLE_BYTES) -> None:
        self._read_whole_bytes = read_whole_bytes
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
        # The spooled cases are UTF-8 already: a text stream's own byte buffer takes them as
        # they are, where decoding and re-encoding them took a third of writing a document.
        raw = getattr(stream, "buffer", None) if _writes_utf8(stream) else None
        if raw is not None:
            stream.flush()
        separator = "\n    "
        for batch in self._batches():
            cases = b",\n    ".join(batch)
            if raw is not None:
                raw.write(separator.encode() + cases)
            else:
                stream.write(separator + cases.decode())
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
        """Every spooled line in dataset order, without its newline."""
        for batch in self._batches():
            yield from batch

    def _batches(self) -> Iterator[list[bytes]]:
        """The spooled lines in dataset order, a list at a time: the whole spool in one read
        when it is small enough, else a sequential read (or a seek a line when the cases
        arrived out of order). Writing a 4,000-case document took 36 ms a line at a time."""
        self._file.flush()
        try:
            self._file.seek(0)
            if self._size <= self._read_whole_bytes:
                lines = self._file.read().split(b"\n")
                del lines[self.count :]
                if not self._in_order:
                    order = sorted(range(self.count), key=self._positions.__getitem__)
                    lines = [lines[index] for index in order]
                for start in range(0, len(lines), _BATCH):
                    yield lines[start : start + _BATCH]
                return
            if self._in_order:
                batch: list[bytes] = []
                for line in self._file:
                    batch.append(line.rstrip(b"\n"))
                    if len(batch) == _BATCH:
                        yield batch
                        batch = []
                if batch:
                    yield batch
                return
            order = sorted(range(self.count), key=self._positions.__getitem__)
            for start in range(0, len(order), _BATCH):
                batch = []
                for index in order[start : start + _BATCH]:
                    self._file.seek(self._offsets[index])
                    batch.append(self._file.readline().rstrip(b"\n"))
                yield batch
        finally:
            self._file.seek(0, 2)


def _writes_utf8(stream: IO[str]) -> bool:
    encoding = getattr(stream, "encoding", None)
    try:
        return encoding is not None and codecs.lookup(encoding).name == "utf-8"
    except LookupError:
        return False
