"""Reading datasets: JSONL, JSON arrays and stdin, streamed, with line numbers."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from evalctl.dataset.source import open_dataset
from evalctl.errors import InputError


def rows_of(path: Path) -> list[tuple[int, object, str | None]]:
    return [(r.line, r.data, r.error) for r in open_dataset(str(path)).rows()]


def test_jsonl_rows_carry_their_line_numbers_and_skip_blank_lines(tmp_path: Path) -> None:
    path = tmp_path / "d.jsonl"
    path.write_text('{"a": 1}\n\n{"a": 2}\n')
    assert rows_of(path) == [(1, {"a": 1}, None), (3, {"a": 2}, None)]


def test_invalid_json_line_is_reported_with_its_line(tmp_path: Path) -> None:
    path = tmp_path / "d.jsonl"
    path.write_text('{"a": 1}\n{"a": 2}\n{"a": \n{"a": 4}\n')
    rows = rows_of(path)
    assert rows[2][0] == 3
    assert rows[2][2] is not None and rows[2][2].startswith("not valid JSON")
    assert rows[3] == (4, {"a": 4}, None)


def test_jsonl_errors_name_the_column_as_written(tmp_path: Path) -> None:
    path = tmp_path / "d.jsonl"
    path.write_bytes(
        b'\xef\xbb\xbf{"a": 1}\n'  # a byte-order mark opens the file
        b'  {"a": 1} x\n'
        b'{"a": 1}{"b": 2}\n'
        b'  {"a": }\n'
        b'{"a": "\xff"}\n'
        b'  {"a": 6}  \r\n'
    )
    assert rows_of(path) == [
        (1, {"a": 1}, None),
        (2, None, "not valid JSON (Extra data at column 12)"),
        (3, None, "not valid JSON (Extra data at column 9)"),
        (4, None, "not valid JSON (Expecting value at column 9)"),
        (5, None, "not valid UTF-8"),
        (6, {"a": 6}, None),
    ]


def test_json_array_elements_carry_the_line_they_start_on(tmp_path: Path) -> None:
    path = tmp_path / "d.json"
    path.write_text('[\n  {"a": 1},\n  {\n    "a": 2\n  }, {"a": 3}\n]\n')
    assert rows_of(path) == [(2, {"a": 1}, None), (3, {"a": 2}, None), (5, {"a": 3}, None)]


def test_json_array_is_decoded_across_chunk_boundaries(tmp_path: Path) -> None:
    values = [{"text": "x" * n, "n": 12345 + n} for n in range(20)]
    path = tmp_path / "d.json"
    path.write_text(json.dumps(values, indent=1))
    source = open_dataset(str(path), chunk_chars=7)
    assert [row.data for row in source.rows()] == values


def test_empty_json_array_has_no_rows(tmp_path: Path) -> None:
    path = tmp_path / "d.json"
    path.write_text("  []  ")
    assert rows_of(path) == []


def test_broken_json_array_reports_the_line(tmp_path: Path) -> None:
    path = tmp_path / "d.json"
    path.write_text('[{"a": 1},\n{"a": }]')
    rows = rows_of(path)
    assert rows[0] == (1, {"a": 1}, None)
    assert rows[1][0] == 2 and rows[1][2] is not None


def test_stdin_is_spooled_and_can_be_read_twice() -> None:
    source = open_dataset("-", stdin=io.BytesIO(b'{"a": 1}\n{"a": 2}\n'))
    first = [r.data for r in source.rows()]
    second = [r.data for r in source.rows()]
    assert first == second == [{"a": 1}, {"a": 2}]
    assert source.name == "<stdin>"


def test_missing_file_is_an_input_error(tmp_path: Path) -> None:
    with pytest.raises(InputError, match="no such dataset file"):
        open_dataset(str(tmp_path / "nope.jsonl"))


def test_rows_are_read_lazily(tmp_path: Path) -> None:
    path = tmp_path / "d.jsonl"
    path.write_text('{"a": 1}\nnot json at all\n')
    iterator = open_dataset(str(path)).rows()
    assert next(iterator).data == {"a": 1}
