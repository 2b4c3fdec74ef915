"""Every row of a dataset validated into cases, streamed, with the invalid ones counted."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass

from evalctl.dataset.case import Case, CaseError, InvalidRow
from evalctl.dataset.fields import FieldSpec
from evalctl.dataset.rows import parse_case, row_id
from evalctl.dataset.source import DatasetSource


def read_cases(
    source: DatasetSource,
    fields: tuple[FieldSpec, ...],
    model: type[Case],
    column_map: Mapping[str, str] | None = None,
) -> Iterator[Case | InvalidRow]:
    """Every row of the dataset as a validated case, or as the reason it is invalid."""
    for row in source.rows():
        if row.error is not None:
            yield InvalidRow(row.line, str(row.line), row.error)
            continue
        try:
            yield parse_case(row.data, row.line, fields, model, column_map)
        except CaseError as exc:
            yield InvalidRow(row.line, row_id(row.data, row.line), str(exc))


@dataclass(frozen=True, slots=True)
class DatasetCheck:
    """The result of validating every row: counts, the first invalid rows, and — for a dataset
    small enough to keep — every item, so the run need not read and parse it a second time."""

    valid: int
    invalid: int
    first_invalid: tuple[InvalidRow, ...]
    items: tuple[Case | InvalidRow, ...] | None


def check_dataset(
    source: DatasetSource,
    fields: tuple[FieldSpec, ...],
    model: type[Case],
    column_map: Mapping[str, str] | None = None,
    keep_invalid: int = 50,
    keep_items_up_to: int = 0,
) -> DatasetCheck:
    """Validate every row in one streaming pass; memory stays bounded by the two limits."""
    valid = invalid = 0
    first: list[InvalidRow] = []
    kept: list[Case | InvalidRow] | None = [] if keep_items_up_to else None
    for item in read_cases(source, fields, model, column_map):
        if isinstance(item, InvalidRow):
            invalid += 1
            if len(first) < keep_invalid:
                first.append(item)
        else:
            valid += 1
        if kept is not None:
            kept.append(item)
            if len(kept) > keep_items_up_to:
                kept = None
    return DatasetCheck(valid, invalid, tuple(first), tuple(kept) if kept is not None else None)
