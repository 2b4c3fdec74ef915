"""One dataset row to a typed case: aliases, Mastra message shapes, metadata, field errors.

Parsing is written by hand rather than with pydantic aliases so that every error can name the key
the user actually wrote, its line, and the aliases that would also have been accepted.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from typing import Any

from evalctl.dataset.case import Case, CaseError
from evalctl.dataset.fields import COMMON_FIELDS, FieldKind, FieldSpec
from evalctl.errors import UsageError


def parse_case(
    data: object,
    line: int,
    fields: tuple[FieldSpec, ...],
    model: type[Case],
    column_map: Mapping[str, str] | None = None,
    digest: str | None = None,
) -> Case:
    """Validate one parsed JSON row into `model`; raise CaseError naming the offending field.
    `digest` is the row's content hash, if it was taken as the row was read.

    A field may be written under its name or an alias; when a row holds several spellings, the
    earliest in (name, *aliases) is read and the others are dropped. Every other key is metadata.
    """
    if not isinstance(data, dict):
        raise CaseError(f"a case must be a JSON object, got {_json_type(data)}")
    row: dict[str, Any] = data
    if column_map:
        row = dict(data)
        for field, column in column_map.items():
            if column not in row:
                raise CaseError(f"column {column!r} is missing (`map` {field}={column})")
            row[field] = row.pop(column)
    specs, spellings = _plan(fields)
    chosen: dict[int, tuple[int, str]] = {}
    metadata: dict[str, Any] = {}
    for key, raw in row.items():
        spelling = spellings.get(key)
        if spelling is None:
            metadata[key] = raw
            continue
        index, rank = spelling
        best = chosen.get(index)
        if best is None or rank < best[0]:
            chosen[index] = (rank, key)
    values: dict[str, Any] = {"line": line}
    for index, spec in enumerate(specs):
        best = chosen.get(index)
        if best is None:
            if spec.required:
                aliases = f" (aliases: {', '.join(spec.aliases)})" if spec.aliases else ""
                raise CaseError(f"field '{spec.name}' is required{aliases}")
            continue
        key = best[1]
        value = _read_value(spec, key, row[key])
        if value is not None:
            values[spec.name] = value
    values.setdefault("id", str(line))
    values["metadata"] = metadata
    # Every value was type-checked above, field by field, so skip a second validation.
    return model.from_checked(values, digest)


_Plan = tuple[tuple[FieldSpec, ...], dict[str, tuple[int, int]]]
_PLANS: dict[int, tuple[tuple[FieldSpec, ...], _Plan]] = {}


def _plan(fields: tuple[FieldSpec, ...]) -> _Plan:
    """The fields a row is read into, and {spelling: (field index, preference)}; built once per
    scorer rather than once per row. Cached by the tuple's identity (a scorer's fields are one
    object): hashing its specs for an lru_cache cost a fifth of reading a row."""
    cached = _PLANS.get(id(fields))
    if cached is not None and cached[0] is fields:
        return cached[1]
    specs = (*COMMON_FIELDS, *fields)
    spellings: dict[str, tuple[int, int]] = {}
    for index, spec in enumerate(specs):
        for rank, name in enumerate((spec.name, *spec.aliases)):
            spellings.setdefault(name, (index, rank))
    if len(_PLANS) >= 64:
        _PLANS.clear()
    _PLANS[id(fields)] = (fields, (specs, spellings))
    return specs, spellings


def parse_column_map(pairs: Sequence[str], fields: tuple[FieldSpec, ...]) -> dict[str, str]:
    """`--map FIELD=COLUMN` options to {canonical field: column}; FIELD may be an alias."""
    by_name = {
        name: spec.name for spec in (*COMMON_FIELDS, *fields) for name in (spec.name, *spec.aliases)
    }
    mapping: dict[str, str] = {}
    for pair in pairs:
        field, sep, column = pair.partition("=")
        field, column = field.strip(), column.strip()
        if not sep or not field or not column:
            raise UsageError(f"--map {pair!r}: expected FIELD=COLUMN, e.g. --map output=answer")
        if field not in by_name:
            known = ", ".join(spec.name for spec in (*fields, *COMMON_FIELDS))
            raise UsageError(f"--map {pair!r}: unknown field {field!r}; fields are: {known}")
        mapping[by_name[field]] = column
    return mapping


def row_id(data: object, line: int) -> str:
    if isinstance(data, dict):
        for key in ("id", "name"):
            value = data.get(key)
            if isinstance(value, (str, int)) and not isinstance(value, bool):
                return str(value)
    return str(line)


def _read_value(spec: FieldSpec, key: str, raw: Any) -> Any:
    if spec.kind == "id":
        if isinstance(raw, bool) or not isinstance(raw, (str, int)):
            raise CaseError(f"field '{key}' must be a string or an integer, got {_json_type(raw)}")
        return str(raw)
    if spec.kind == "threshold":
        if raw is None:
            return None
        if isinstance(raw, bool) or not isinstance(raw, (int, float)) or not math.isfinite(raw):
            raise CaseError(f"field '{key}' must be a finite number, got {_json_type(raw)}")
        return float(raw)
    if spec.kind == "context":
        return _read_context(key, raw)
    if raw is None and not spec.required:
        return None
    text = _read_text(key, raw, spec.kind)
    if not text.strip() and not spec.allow_empty:
        if not spec.required:
            return None
        raise CaseError(f"field '{key}' is empty")
    return text


def _read_context(key: str, raw: Any) -> list[str]:
    if isinstance(raw, str):
        return [raw]
    if isinstance(raw, list) and all(isinstance(passage, str) for passage in raw):
        return list(raw)
    raise CaseError(f"field '{key}' must be a list of strings or one string")


def _read_text(key: str, raw: Any, kind: FieldKind) -> str:
    """A string, or the text of a Mastra message shape (spec/CLI.md, "Dataset rows")."""
    if isinstance(raw, str):
        return raw
    role = "user" if kind == "query" else "assistant"
    if kind in ("query", "answer"):
        messages = _as_messages(raw)
        if messages is not None:
            texts = [_content_text(m.get("content")) for m in messages if m.get("role") == role]
            texts = [t for t in texts if t and t.strip()]
            if not texts:
                raise CaseError(f"field '{key}' has no {role} message with text")
            # Mastra reads the first user message of the input, and the answer from the
            # assistant's last message with text.
            chosen = texts[0] if role == "user" else texts[-1]
            assert chosen is not None
            return chosen
        raise CaseError(f"field '{key}' must be a string or Mastra messages, got {_json_type(raw)}")
    raise CaseError(f"field '{key}' must be a string, got {_json_type(raw)}")


def _as_messages(raw: Any) -> list[dict[str, Any]] | None:
    if isinstance(raw, dict):
        if isinstance(raw.get("inputMessages"), list):
            raw = raw["inputMessages"]
        elif "role" in raw:
            raw = [raw]
    if isinstance(raw, list) and all(isinstance(m, dict) and "role" in m for m in raw):
        return raw
    return None


def _content_text(content: Any) -> str | None:
    """Text of a message's content: a string, a list of parts, or a MastraMessageV2 body."""
    if isinstance(content, str):
        return content
    if isinstance(content, dict):
        if isinstance(content.get("content"), str):
            return str(content["content"])
        content = content.get("parts")
    if isinstance(content, list):
        parts = [
            part["text"]
            for part in content
            if isinstance(part, dict)
            and part.get("type", "text") == "text"
            and isinstance(part.get("text"), str)
        ]
        return "".join(parts) if parts else None
    return None


def _json_type(value: object) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "a boolean"
    if isinstance(value, (int, float)):
        return "a number"
    if isinstance(value, str):
        return "a string"
    if isinstance(value, list):
        return "an array"
    return "an object"
