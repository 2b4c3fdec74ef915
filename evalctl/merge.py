"""Combine shard documents into one, as if the dataset had been scored in a single run.

Refuses shards of different datasets or scorers and shards that share a case (a line). Cases are
re-gated with the merged thresholds and the summary and gate recomputed, so merging all N shards
gives the document of one unsharded run, apart from timings.
"""

from __future__ import annotations

from evalctl.document import document_head, group_field, regate_case, summarize
from evalctl.errors import InputError
from evalctl.results import CaseResult, ResultsDocument, ThresholdSettings, Usage


def merge_documents(
    shards: list[tuple[str, ResultsDocument]], settings: ThresholdSettings | None
) -> tuple[ResultsDocument, list[CaseResult], list[str]]:
    """The merged document head, its cases in dataset order, and warnings for the user."""
    if not shards:
        raise InputError("merge needs at least one shard document")
    first_name, first = shards[0]
    warnings: list[str] = []
    for name, doc in shards[1:]:
        for field in ("scorer", "dataset"):
            if getattr(doc, field) != getattr(first, field):
                raise InputError(
                    f"{name}: {field} {getattr(doc, field)!r} differs from {first_name}'s "
                    f"{getattr(first, field)!r}; merge shards of one run only"
                )
        if doc.judge != first.judge:
            warnings.append(
                f"{name}: judged by {doc.judge.name} "
                f"{doc.judge.model or ''}, {first_name} by {first.judge.name}"
            )
        if settings is None and doc.thresholds != first.thresholds:
            raise InputError(
                f"{name}: gated with other thresholds than {first_name}; pass the gate options "
                "to merge explicitly"
            )
    owner: dict[int, str] = {}
    cases: list[CaseResult] = []
    for name, doc in shards:
        for case in doc.cases:
            if case.line in owner:
                raise InputError(
                    f"{name}: case at line {case.line} ({case.id!r}) is also in "
                    f"{owner[case.line]}; shards must not overlap"
                )
            owner[case.line] = name
            cases.append(case)
    counts = {doc.shard.count for _, doc in shards if doc.shard is not None}
    if len(counts) == 1:
        count = counts.pop()
        present = {doc.shard.index for _, doc in shards if doc.shard is not None}
        missing = sorted(set(range(1, count + 1)) - present)
        if missing:
            warnings.append(f"shards {', '.join(f'{k}/{count}' for k in missing)} are missing")
    gates = settings or first.thresholds
    cases.sort(key=lambda case: case.line)
    cases = [regate_case(case, gates) for case in cases]
    summary, verdict = summarize(cases, gates, group_field(first))
    usage = Usage(
        **{
            field: sum(getattr(doc.usage, field) for _, doc in shards)
            for field in Usage.model_fields
        }
    )
    interrupted = any(doc.status == "interrupted" for _, doc in shards)
    head = document_head(
        scorer=first.scorer,
        direction=first.direction,
        dataset=first.dataset,
        shard=None,
        judge=first.judge,
        settings=gates,
        summary=summary,
        verdict=verdict,
        usage=usage,
        status="interrupted" if interrupted else "complete",
        duration_s=max(doc.duration_s for _, doc in shards),
    )
    return head, cases, warnings
