"""Clean queries, the input of `evalctl generate`: one row each, checked field by field."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from evalctl.dataset.source import DatasetSource
from evalctl.errors import DatasetError, InputError

QUERY_KEYS = ("query", "original_query", "input")


@dataclass(frozen=True, slots=True)
class CleanQuery:
    """A query to make noisy variants of; `baseline` and `facts` feed misinformation."""

    id: str
    query: str
    line: int
    baseline: str | None = None
    facts: tuple[str, ...] = ()


def read_queries(source: DatasetSource) -> Iterator[CleanQuery]:
    """Every row as a CleanQuery; a bad row is a DatasetError naming file, line and field."""
    seen: dict[str, int] = {}
    count = 0
    for row in source.rows():
        if row.error is not None:
            raise DatasetError(source.name, row.line, row.error)
        data = row.data
        if not isinstance(data, dict):
            raise DatasetError(source.name, row.line, "a query row must be a JSON object")
        key = next((k for k in QUERY_KEYS if k in data), None)
        if key is None:
            raise DatasetError(
                source.name, row.line, "field 'query' is required (aliases: original_query, input)"
            )
        query = data[key]
        if not isinstance(query, str) or not query.strip():
            raise DatasetError(source.name, row.line, f"field '{key}' must be a non-empty string")
        raw_id = data.get("id", row.line)
        if isinstance(raw_id, bool) or not isinstance(raw_id, (str, int)):
            raise DatasetError(source.name, row.line, "field 'id' must be a string or an integer")
        query_id = str(raw_id)
        if query_id in seen:
            raise DatasetError(
                source.name, row.line, f"id {query_id!r} is already used on line {seen[query_id]}"
            )
        seen[query_id] = row.line
        baseline = data.get("baseline_response", data.get("baseline"))
        if baseline is not None and not isinstance(baseline, str):
            raise DatasetError(source.name, row.line, "field 'baseline_response' must be a string")
        facts = data.get("facts", ())
        if isinstance(facts, str):
            facts = (facts,)
        if not isinstance(facts, (list, tuple)) or not all(isinstance(f, str) for f in facts):
            raise DatasetError(
                source.name, row.line, "field 'facts' must be a string or a list of strings"
            )
        count += 1
        yield CleanQuery(query_id, query.strip(), row.line, baseline or None, tuple(facts))
    if count == 0:
        raise InputError(f"{source.name} holds no queries")
