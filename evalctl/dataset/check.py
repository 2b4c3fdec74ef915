"""Every row of a dataset validated into cases, streamed, with the invalid ones counted.

Case ids must be unique (compare, merge and resume pair cases by id): a repeated id makes its
later rows invalid, each naming the line that used the id first. Ids are tracked as 8-byte
hashes, so a million rows cost 8 MB; only when two hashes meet is the dataset read again to
name the lines.
"""

from __future__ import annotations

from array import array
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field

from evalctl.dataset.case import Case, CaseError, InvalidRow
from evalctl.dataset.fields import FieldSpec
from evalctl.dataset.rows import parse_case, row_id
from evalctl.dataset.source import DatasetSource


def read_cases(
    source: DatasetSource,
    fields: tuple[FieldSpec, ...],
    model: type[Case],
    column_map: Mapping[str, str] | None = None,
    repeated: Mapping[int, int] | None = None,
) -> Iterator[Case | InvalidRow]:
    """Every row of the dataset as a validated case, or as the reason it is invalid.

    `repeated` maps the line of each row whose id an earlier row already used to that line.
    """
    for row in source.rows():
        if row.error is not None:
            yield InvalidRow(row.line, str(row.line), row.error)
            continue
        # A --map reads the row differently from how it was hashed.
        digest = row.digest if not column_map else None
        try:
            case = parse_case(row.data, row.line, fields, model, column_map, digest)
        except CaseError as exc:
            yield InvalidRow(row.line, row_id(row.data, row.line), str(exc))
            continue
        yield _marked(case, repeated) if repeated else case


@dataclass(frozen=True, slots=True)
class DatasetCheck:
    """The result of validating every row: counts, the first invalid rows, the lines of repeated
    ids, and — for a dataset small enough to keep — every item, so the run need not read and
    parse it a second time."""

    valid: int
    invalid: int
    first_invalid: tuple[InvalidRow, ...]
    items: tuple[Case | InvalidRow, ...] | None
    repeated: dict[int, int] = field(default_factory=dict)


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
    id_hashes = array("q")
    items: list[Case | InvalidRow] | None = [] if keep_items_up_to else None
    for item in read_cases(source, fields, model, column_map):
        if isinstance(item, InvalidRow):
            invalid += 1
            if len(first) < keep_invalid:
                first.append(item)
        else:
            valid += 1
            id_hashes.append(hash(item.id))
        if items is not None:
            items.append(item)
            if len(items) > keep_items_up_to:
                items = None
    repeated = _repeated_ids(source, fields, model, column_map, id_hashes)
    if repeated:
        valid -= len(repeated)
        invalid += len(repeated)
        marked = (
            items if items is not None else read_cases(source, fields, model, column_map, repeated)
        )
        items = [_marked(item, repeated) for item in items] if items is not None else None
        duplicates = [
            row
            for row in (_marked(item, repeated) for item in marked if item.line in repeated)
            if isinstance(row, InvalidRow)
        ]
        first = sorted([*first, *duplicates], key=lambda row: row.line)[:keep_invalid]
    return DatasetCheck(
        valid, invalid, tuple(first), tuple(items) if items is not None else None, repeated
    )


def _repeated_ids(
    source: DatasetSource,
    fields: tuple[FieldSpec, ...],
    model: type[Case],
    column_map: Mapping[str, str] | None,
    id_hashes: array[int],
) -> dict[int, int]:
    """{line of a row whose id an earlier row used: that earlier line}; {} when ids are unique."""
    ordered = sorted(id_hashes)
    meeting = {a for a, b in zip(ordered, ordered[1:], strict=False) if a == b}
    if not meeting:
        return {}
    first_line: dict[str, int] = {}
    repeated: dict[int, int] = {}
    for item in read_cases(source, fields, model, column_map):
        if isinstance(item, Case) and hash(item.id) in meeting:
            if item.id in first_line:
                repeated[item.line] = first_line[item.id]
            else:
                first_line[item.id] = item.line
    return repeated


def _marked(item: Case | InvalidRow, repeated: Mapping[int, int]) -> Case | InvalidRow:
    if isinstance(item, Case) and item.line in repeated:
        first = repeated[item.line]
        return InvalidRow(item.line, item.id, f"id {item.id!r} is also the id on line {first}")
    return item
