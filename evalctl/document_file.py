"""A saved results document, read in bounded memory: its head at once, its cases one by one.

`report`, `merge` and `compare` read documents of any size this way: the head (every field but
`cases`) is parsed, the `cases` array is skipped element by element, and `cases()` reads the file
again and yields one validated CaseResult at a time. Key order and layout do not matter.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from evalctl.errors import InputError
from evalctl.json_stream import JsonTextStream
from evalctl.results import CaseResult, ResultsDocument

_CHUNK_CHARS = 1 << 16


class DocumentFile:
    """One results document on disk; `head` holds every field but the cases."""

    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)
        self.name = str(path)
        fields: dict[str, Any] = {}
        for key, value in self._members(keep_cases=False):
            fields[key] = value
        try:
            self.head = ResultsDocument.model_validate({**fields, "cases": []})
        except ValidationError as exc:
            from evalctl.judges.structured import describe_validation_error

            raise InputError(
                f"{self.name}: not an evalctl results document ({describe_validation_error(exc)})"
            ) from exc

    def cases(self) -> Iterator[CaseResult]:
        """Every case, in the document's order, validated one at a time."""
        for key, value in self._members(keep_cases=True):
            if key == "cases":
                try:
                    yield CaseResult.model_validate(value)
                except ValidationError as exc:
                    from evalctl.judges.structured import describe_validation_error

                    raise InputError(
                        f"{self.name}: a case is not valid ({describe_validation_error(exc)})"
                    ) from exc

    def _members(self, keep_cases: bool) -> Iterator[tuple[str, Any]]:
        """(key, value) of the top-level object; each case of `cases` as ("cases", case)."""
        decoder = json.JSONDecoder()
        try:
            with self.path.open("rb") as stream:
                text = JsonTextStream(stream, _CHUNK_CHARS)
                text.skip_blank()
                text.expect("{")
                while True:
                    text.skip_blank()
                    if text.peek() == "}":
                        return
                    key = text.decode_value(decoder)
                    text.skip_blank()
                    text.expect(":")
                    text.skip_blank()
                    if key == "cases" and text.peek() == "[":
                        yield from self._cases(text, decoder, keep_cases)
                    else:
                        value = text.decode_value(decoder)
                        if not keep_cases:
                            yield str(key), value
                    text.skip_blank()
                    if text.take() == "}":
                        return
        except OSError as exc:
            raise InputError(
                f"{self.name}: cannot read the results document ({exc.strerror})"
            ) from exc
        except (json.JSONDecodeError, RecursionError, ValueError) as exc:
            raise InputError(
                f"{self.name}: not an evalctl results document (not valid JSON)"
            ) from exc

    @staticmethod
    def _cases(
        text: JsonTextStream, decoder: json.JSONDecoder, keep: bool
    ) -> Iterator[tuple[str, Any]]:
        text.expect("[")
        text.skip_blank()
        if text.peek() == "]":
            text.take()
            return
        while True:
            text.skip_blank()
            value = text.decode_value(decoder)
            if keep:
                yield "cases", value
            text.skip_blank()
            if text.take() == "]":
                return


def read_document(path: str) -> ResultsDocument:
    """A whole document in memory (small documents, tests): the head with its cases."""
    document = DocumentFile(path)
    return document.head.model_copy(update={"cases": list(document.cases())})
