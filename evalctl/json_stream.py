"""Read JSON text from a byte stream a value at a time, knowing the line each value starts on.

Used for datasets (a JSON array, or Mastra's suite object) and for results documents (their
`cases`), so a file of any size is decoded in bounded memory.
"""

from __future__ import annotations

import json
import re
from typing import IO


class JsonTextStream:
    """A sliding window over a byte stream of JSON text that counts lines as it consumes it."""

    def __init__(self, stream: IO[bytes], chunk_chars: int) -> None:
        import codecs

        self._stream = stream
        self._chunk_chars = chunk_chars
        self._decoder = codecs.getincrementaldecoder("utf-8-sig")()
        self._buffer = ""
        self._pos = 0
        self._eof = False
        self.line = 1

    def _fill(self) -> bool:
        if self._eof:
            return False
        block = self._stream.read(self._chunk_chars)
        if not block:
            self._eof = True
            self._buffer = self._buffer[self._pos :] + self._decoder.decode(b"", final=True)
        else:
            self._buffer = self._buffer[self._pos :] + self._decoder.decode(block)
        self._pos = 0
        return True

    def skip_blank(self) -> None:
        while True:
            while self._pos < len(self._buffer) and self._buffer[self._pos] in " \t\r\n":
                if self._buffer[self._pos] == "\n":
                    self.line += 1
                self._pos += 1
            if self._pos < len(self._buffer) or not self._fill():
                return

    def peek(self) -> str:
        if self._pos >= len(self._buffer) and not self._fill():
            return ""
        return self._buffer[self._pos] if self._pos < len(self._buffer) else ""

    def take(self) -> str:
        char = self.peek()
        self._pos += len(char)
        return char

    def skip_opening(self, opening: re.Pattern[bytes]) -> None:
        """Consume the text `opening` matches (ASCII, at the start), counting its lines."""
        self.peek()
        match = opening.match(self._buffer[self._pos :].encode())
        assert match is not None
        consumed = self._buffer[self._pos : self._pos + match.end()]
        self.line += consumed.count("\n")
        self._pos += len(consumed)

    def expect(self, char: str) -> None:
        if self.take() != char:
            raise json.JSONDecodeError(f"expected {char!r}", self._buffer, self._pos)

    def decode_value(self, decoder: json.JSONDecoder) -> object:
        while True:
            try:
                value, end = decoder.raw_decode(self._buffer, self._pos)
            except json.JSONDecodeError:
                # Possibly a value cut by the chunk boundary: read more and try again.
                if self._fill():
                    continue
                raise
            if end == len(self._buffer) and not self._eof:
                # A number at the end of the window may continue in the next chunk.
                self._fill()
                continue
            self.line += self._buffer.count("\n", self._pos, end)
            self._pos = end
            return value
