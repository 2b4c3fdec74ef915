"""Combine shard documents into one, as if the dataset had been scored in a single run.

Refuses shards of different datasets or scorers and shards that share a case (a line). The
shards' cases, each document in line order, are merged a case at a time, so memory stays
bounded however large the shards; the caller re-gates them with the merged thresholds and
recomputes the summary, so merging all N shards gives the document of one unsharded run, apart
from timings.
"""

from __future__ import annotations

import heapq
import os
from collections.abc import Iterator

from evalctl.document_file import DocumentFile
from evalctl.errors import InputError
from evalctl.results import CaseResult, ResultsDocument, ThresholdSettings, Usage


def merge_documents(
    shards: list[DocumentFile], settings: ThresholdSettings | None
) -> tuple[ResultsDocument, ThresholdSettings, Iterator[CaseResult], list[str]]:
    """The merged head (without its summary), the gates, the cases in line order, and
    warnings for the user."""
    if not shards:
        raise InputError("merge needs at least one shard document")
    first = shards[0]
    warnings: list[str] = []
    for shard in shards[1:]:
        doc = shard.head
        if doc.scorer != first.head.scorer:
            raise _differs(shard, first, "scorer", doc.scorer, first.head.scorer)
        if os.path.normpath(doc.dataset) != os.path.normpath(first.head.dataset):
            raise _differs(shard, first, "dataset", doc.dataset, first.head.dataset)
        if doc.judge != first.head.judge:
            warnings.append(
                f"{shard.name}: judged by {doc.judge.name} "
                f"{doc.judge.model or ''}, {first.name} by {first.head.judge.name}"
            )
        if doc.sampling != first.head.sampling:
            raise InputError(
                f"{shard.name}: judged with other sampling settings than {first.name} "
                f"({doc.sampling.model_dump()} vs {first.head.sampling.model_dump()})"
            )
        if settings is None and doc.thresholds != first.head.thresholds:
            raise InputError(
                f"{shard.name}: gated with other thresholds than {first.name}; pass the gate "
                "options to merge explicitly"
            )
    counts = {s.head.shard.count for s in shards if s.head.shard is not None}
    if len(counts) == 1:
        count = counts.pop()
        present = {s.head.shard.index for s in shards if s.head.shard is not None}
        missing = [f"{k}/{count}" for k in sorted(set(range(1, count + 1)) - present)]
        if missing:
            verb = "is" if len(missing) == 1 else "are"
            noun = "shard" if len(missing) == 1 else "shards"
            warnings.append(f"{noun} {', '.join(missing)} {verb} missing")
    usage = Usage(
        **{field: sum(getattr(s.head.usage, field) for s in shards) for field in Usage.model_fields}
    )
    interrupted = any(s.head.status == "interrupted" for s in shards)
    head = first.head.model_copy(
        update={
            "shard": None,
            "usage": usage,
            "status": "interrupted" if interrupted else "complete",
            "duration_s": max(s.head.duration_s for s in shards),
        }
    )
    return head, settings or first.head.thresholds, _merged(shards), warnings


def _merged(shards: list[DocumentFile]) -> Iterator[CaseResult]:
    """Every shard's cases in line order; two shards holding one line is an error."""
    streams = [_in_line_order(shard, index) for index, shard in enumerate(shards)]
    previous: tuple[int, int] | None = None
    for line, index, case in heapq.merge(*streams, key=lambda entry: entry[0]):
        if previous is not None and previous[0] == line:
            raise InputError(
                f"{shards[index].name}: case at line {line} ({case.id!r}) is also in "
                f"{shards[previous[1]].name}; shards must not overlap"
            )
        previous = (line, index)
        yield case


def _in_line_order(shard: DocumentFile, index: int) -> Iterator[tuple[int, int, CaseResult]]:
    last = 0
    for case in shard.cases():
        if case.line < last:
            raise InputError(
                f"{shard.name}: its cases are not in line order; merge cannot pair them"
            )
        last = case.line
        yield case.line, index, case


def _differs(
    shard: DocumentFile, first: DocumentFile, field: str, value: str, expected: str
) -> InputError:
    return InputError(
        f"{shard.name}: {field} {value!r} differs from {first.name}'s {expected!r}; merge "
        "shards of one run only"
    )
