"""Raw dataset rows from JSONL, a JSON array or standard input, with their line numbers.

Rows are read lazily, one at a time, so a dataset of millions of rows never sits in memory.
Standard input is spooled to a temporary file so it can be read twice: once to validate every
row before any judge call (spec/CLI.md: an invalid row stops the run before judging), and once
to score.
"""

from __future__ import annotations

import hashlib
import json
import re
import shutil
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import IO, NamedTuple

from evalctl.errors import InputError
from evalctl.json_stream import JsonTextStream

STDIN_NAME = "-"
DEFAULT_CHUNK_CHARS = 1 << 16
_SPOOL_MEMORY_BYTES = 8 << 20


class RawRow(NamedTuple):
    """One dataset row before validation: a parsed JSON value, or why it could not be parsed.
    A named tuple: built in C, where a frozen dataclass's __init__ was a tenth of reading a
    row."""

    line: int
    data: object
    error: str | None = None
    digest: str | None = None
    """A hash of the row's text as written (JSON Lines), so its case need not be hashed again."""


class DatasetSource:
    """A dataset that can be read more than once; `name` is how messages refer to it.

    `chunk_chars` is how much of a JSON array is decoded at a time (tests make it small to
    cut values at chunk boundaries).
    """

    def __init__(
        self,
        name: str,
        path: Path | None,
        spool: IO[bytes] | None = None,
        *,
        chunk_chars: int = DEFAULT_CHUNK_CHARS,
    ) -> None:
        self.name = name
        self._path = path
        self._spool = spool
        self._chunk_chars = chunk_chars

    def rows(self) -> Iterator[RawRow]:
        """Yield every row with its 1-based line number (for a JSON array: where it starts).

        A JSON array, Mastra's suite object `{"testCases": [...]}` (read like the array it
        holds), or JSON Lines.
        """
        with self._open() as stream:
            first = _peek_first_char(stream)
            if first == b"[":
                yield from _json_array_rows(stream, self._chunk_chars)
            elif first == b"{" and _starts_a_suite(stream):
                yield from _json_array_rows(stream, self._chunk_chars, inside=_SUITE_KEY)
            else:
                yield from _jsonl_rows(stream)

    def close(self) -> None:
        if self._spool is not None:
            self._spool.close()

    def renamed(self, name: str) -> DatasetSource:
        """The same rows, named `name` in messages."""
        self.name = name
        return self

    def _open(self) -> IO[bytes]:
        if self._spool is not None:
            self._spool.seek(0)
            return _NonClosing(self._spool)  # type: ignore[return-value]
        assert self._path is not None
        try:
            return self._path.open("rb")
        except OSError as exc:
            raise InputError(f"{self.name}: cannot read the dataset ({exc.strerror})") from exc


def open_dataset(
    name: str, stdin: IO[bytes] | None = None, *, chunk_chars: int = DEFAULT_CHUNK_CHARS
) -> DatasetSource:
    """Check that the dataset exists and is readable; `-` spools standard input."""
    if name == STDIN_NAME:
        spool = tempfile.SpooledTemporaryFile(max_size=_SPOOL_MEMORY_BYTES)
        shutil.copyfileobj(stdin if stdin is not None else sys.stdin.buffer, spool)
        return DatasetSource("<stdin>", None, spool, chunk_chars=chunk_chars)
    path = Path(name)
    if path.is_dir():
        raise InputError(f"{name}: is a directory, not a dataset file")
    if not path.exists():
        raise InputError(f"{name}: no such dataset file")
    if path.suffix.lower() in (".csv", ".tsv"):
        raise InputError(
            f"{name}: CSV is not supported: convert it to JSON Lines, one object per row"
        )
    if not path.is_file():  # a FIFO or <(process substitution): it can be read only once
        try:
            with path.open("rb") as stream:
                return open_dataset(STDIN_NAME, stream, chunk_chars=chunk_chars).renamed(name)
        except OSError as exc:
            raise InputError(f"{name}: cannot read the dataset ({exc.strerror})") from exc
    source = DatasetSource(name, path, chunk_chars=chunk_chars)
    source._open().close()
    return source


class InMemoryDataset(DatasetSource):
    """Rows given as Python values (the library's `cases=[{...}, ...]`); row n is "line" n."""

    def __init__(self, rows: list[object], name: str = "<cases>") -> None:
        super().__init__(name, None)
        self._values = rows

    def rows(self) -> Iterator[RawRow]:
        for line, value in enumerate(self._values, start=1):
            yield RawRow(line, value)


class _NonClosing:
    """Lets the spooled stdin be used in a `with` block without closing it."""

    def __init__(self, inner: IO[bytes]) -> None:
        self._inner = inner

    def __getattr__(self, name: str) -> object:
        return getattr(self._inner, name)

    def __iter__(self) -> Iterator[bytes]:
        return iter(self._inner)

    def __enter__(self) -> IO[bytes]:
        return self._inner

    def __exit__(self, *exc: object) -> None:
        return None


def _peek_first_char(stream: IO[bytes]) -> bytes:
    """The first non-blank byte, leaving the stream at its start."""
    start = stream.tell()
    first = b""
    while True:
        block = stream.read(4096)
        if not block:
            break
        stripped = block.lstrip(b" \t\r\n\xef\xbb\xbf")
        if stripped:
            first = stripped[:1]
            break
    stream.seek(start)
    return first


def _jsonl_rows(stream: IO[bytes]) -> Iterator[RawRow]:
    # Decoded here and parsed with raw_decode: json.loads on bytes first guesses the encoding,
    # and on text scans the whitespace twice; together a third of reading a row.
    decode = _DECODER.raw_decode
    for line_number, line in enumerate(stream, start=1):
        row = line.strip()
        if not row:
            continue
        try:
            # A byte-order mark may open the file; "utf-8-sig" for every line cost a tenth of
            # reading one.
            text = line.decode("utf-8-sig" if line_number == 1 else "utf-8")
            start = 0 if text[:1] == "{" else len(text) - len(text.lstrip())
            value, end = decode(text, start)
            rest = text[end:]
            if rest.strip():
                raise json.JSONDecodeError("Extra data", text, len(text) - len(rest.lstrip()))
        except json.JSONDecodeError as exc:
            yield RawRow(line_number, None, f"not valid JSON ({exc.msg} at column {exc.colno})")
        except UnicodeDecodeError:
            yield RawRow(line_number, None, "not valid UTF-8")
        except (ValueError, RecursionError) as exc:
            yield RawRow(line_number, None, _unreadable(exc))
        else:
            digest = hashlib.blake2b(row, digest_size=16).hexdigest()
            yield RawRow(line_number, value, digest=digest)


_DECODER = json.JSONDecoder()


def _unreadable(exc: Exception) -> str:
    """A JSON value Python refuses: too deep, or an integer past the 4,300-digit limit."""
    if isinstance(exc, RecursionError):
        return "not valid JSON (nested too deeply)"
    return "not valid JSON (a number with more than 4,300 digits)"


_SUITE_KEY = re.compile(rb'\s*\{\s*"testCases"\s*:\s*\[')


def _starts_a_suite(stream: IO[bytes]) -> bool:
    """Does the file open with `{"testCases": [` (Mastra's suite shape)?"""
    start = stream.tell()
    head = stream.read(4096).lstrip(b"\xef\xbb\xbf")
    stream.seek(start)
    return _SUITE_KEY.match(head) is not None


def _json_array_rows(
    stream: IO[bytes], chunk_chars: int, inside: re.Pattern[bytes] | None = None
) -> Iterator[RawRow]:
    """Decode the elements of one JSON array incrementally, chunk by chunk; with `inside`,
    the array opened by that pattern (the suite object's `testCases`)."""
    decoder = json.JSONDecoder()
    text = JsonTextStream(stream, chunk_chars)
    text.skip_blank()
    if inside is not None:
        text.skip_opening(inside)
    else:
        text.expect("[")
    text.skip_blank()
    if text.peek() == "]":
        return
    while True:
        text.skip_blank()
        line = text.line
        try:
            value = text.decode_value(decoder)
        except json.JSONDecodeError as exc:
            yield RawRow(line, None, f"not valid JSON ({exc.msg})")
            return  # the array cannot be resynchronised after a syntax error
        except (ValueError, RecursionError) as exc:
            yield RawRow(line, None, _unreadable(exc))
            return
        yield RawRow(line, value)
        text.skip_blank()
        separator = text.take()
        if separator == "]":
            return
        if separator != ",":
            yield RawRow(text.line, None, "not valid JSON (expected ',' or ']' in the array)")
            return
