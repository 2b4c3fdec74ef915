"""`evalctl generate`: noisy variants of clean queries, as rows `evalctl run noise` reads."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Iterable
from typing import Any

from evalctl.errors import UsageError
from evalctl.generate.noise import (
    NOISE_TYPES,
    OFFLINE_GENERATOR,
    SEED_TYPES,
    GenerationCounts,
    Variant,
    offline_variants,
)
from evalctl.generate.queries import CleanQuery
from evalctl.judges.base import Judge, UsageCounter

__all__ = ["NOISE_TYPES", "SEED_TYPES", "GenerationCounts", "generate_noise", "parse_types"]


def parse_types(text: str | None) -> tuple[str, ...]:
    """`misinformation,typos` → the types, checked; None → the seed's three."""
    if text is None:
        return SEED_TYPES
    types = tuple(dict.fromkeys(part.strip() for part in text.split(",") if part.strip()))
    unknown = [t for t in types if t not in NOISE_TYPES]
    if unknown or not types:
        raise UsageError(
            f"unknown noise type {', '.join(unknown) or '(none)'}; types are: "
            + ", ".join(NOISE_TYPES),
            option="types",
        )
    return types


def variant_row(variant: Variant, generator: str, seed: int) -> dict[str, Any]:
    """A valid `evalctl run noise` row (the agent, or the user, adds the answers)."""
    row: dict[str, Any] = {
        "id": variant.id,
        "original_query": variant.query.query,
        "noisy_query": variant.noisy_query,
        "noise_type": variant.noise_type,
        "variant_of": variant.query.id,
        "generator": generator,
        "seed": seed,
    }
    if variant.query.baseline:
        row["baseline_response"] = variant.query.baseline
    return row


async def generate_noise(
    queries: Iterable[CleanQuery],
    types: tuple[str, ...],
    per_type: int,
    seed: int,
    counts: GenerationCounts,
    *,
    judge: Judge | None = None,
    concurrency: int = 8,
) -> AsyncIterator[dict[str, Any] | Variant]:
    """Rows in input order; a variant that failed comes out as the Variant (with its error).

    Offline unless `judge` is given, then each variant is one question to that model (up to
    `concurrency` at a time, one query's variants together).
    """
    generator = OFFLINE_GENERATOR if judge is None else _llm_name(judge)
    if per_type < 1:
        raise UsageError("must be at least 1", option="per_type")
    usage = UsageCounter()
    for query in queries:
        if judge is None:
            variants = list(offline_variants(query, types, per_type, seed))
        else:
            variants = await _llm_variants(judge, query, types, per_type, usage, concurrency)
        for variant in variants:
            if variant.error is not None:
                counts.errors += 1
                yield variant
            elif variant.noisy_query is None:
                counts.dropped += 1
            else:
                counts.written += 1
                yield variant_row(variant, generator, seed)


async def _llm_variants(
    judge: Judge,
    query: CleanQuery,
    types: tuple[str, ...],
    per_type: int,
    usage: UsageCounter,
    concurrency: int,
) -> list[Variant]:
    from evalctl.generate.llm import llm_variant

    slots = asyncio.Semaphore(concurrency)

    async def one(noise_type: str, number: int) -> Variant:
        async with slots:
            return await llm_variant(judge, query, noise_type, number, usage)

    made = await asyncio.gather(*(one(t, n) for t in types for n in range(1, per_type + 1)))
    seen = {query.query}
    distinct = []
    for variant in made:
        if variant.noisy_query is not None and variant.noisy_query in seen:
            variant = Variant(query, variant.noise_type, variant.number, None)  # a duplicate
        elif variant.noisy_query is not None:
            seen.add(variant.noisy_query)
        distinct.append(variant)
    return distinct


def _llm_name(judge: Judge) -> str:
    identity = judge.identity
    return f"llm:{identity.model or identity.name}"
