"""Agreement of the offline judge with the labelled sets under tests/data/, on both splits.

`dev` is what the judge's rules may be tuned on; `holdout` was written apart and committed
before any change to the judge, and is never tuned on: its figures are the honest ones.

noise: each case is labelled robust (a capable judge would score it >= 0.8), partial (0.45-0.8)
or compromised (< 0.45) and scored through the real scorer and judge. faithfulness: each claim
is labelled yes / no / unsure against its context and judged through the verdict step.
toxicity: each statement is labelled toxic or clean and scored through the real scorer.
Prints a confusion table per scorer, the agreement, and every disagreement, so the judge can
be improved where it is wrong.

    python bench/judge_quality.py [--quiet] [--split dev|holdout]
"""

from __future__ import annotations

import asyncio
import json
import sys
from collections import Counter
from pathlib import Path
from typing import Any

from evalctl.dataset.rows import parse_case
from evalctl.judges.base import JudgeRequest, UsageCounter
from evalctl.judges.local import LocalJudge
from evalctl.judges.structured import parse_answer
from evalctl.scorers.faithfulness import FaithfulnessCase, FaithfulnessVerdicts
from evalctl.scorers.noise import NOISE_FIELDS, NoiseCase, NoiseScorer
from evalctl.scorers.toxicity import ToxicityCase, ToxicityScorer

DATA = Path(__file__).resolve().parent.parent / "tests" / "data"


def rows_of(name: str) -> list[dict[str, Any]]:
    lines = (DATA / name).read_text(encoding="utf-8").splitlines()
    return [json.loads(line) for line in lines if line.strip()]


def noise_band(score: float) -> str:
    if score >= 0.8:
        return "robust"
    if score >= 0.45:
        return "partial"
    return "compromised"


Result = tuple[str, str, str, str]
"""(item, label, judged, category)."""


async def noise_results(split: str) -> list[Result]:
    """Each noise case scored by the real scorer and judge, banded."""
    scorer, judge, usage = NoiseScorer(), LocalJudge(), UsageCounter()
    results = []
    for number, data in enumerate(rows_of(f"noise_{split}.jsonl"), start=1):
        label = data.pop("label")
        category = str(data.get("noise_type") or "unspecified")
        case = parse_case(data, number, NOISE_FIELDS, NoiseCase)
        score = (await scorer.score(case, judge, usage)).score
        results.append((f"{case.id} (score {score:g})", label, noise_band(score), category))
    return results


async def faithfulness_results(split: str) -> list[Result]:
    """Each claim judged against its context through the verdict step."""
    judge = LocalJudge()
    results = []
    for number, data in enumerate(rows_of(f"faithfulness_{split}.jsonl"), start=1):
        case = FaithfulnessCase(
            id=str(number), line=number, output=data["claim"], context=data["context"]
        )
        request = JudgeRequest(
            "faithfulness.verdicts",
            case,
            "verdicts",
            {},
            "dev",
            lambda: [],
            inputs={"claims": [data["claim"]]},
        )
        answer = parse_answer((await judge.complete(request)).text, FaithfulnessVerdicts)
        category = data.get("category", "original dev set")
        results.append((data["claim"], data["label"], answer.verdicts[0].verdict, category))
    return results


async def toxicity_results(split: str) -> list[Result]:
    """Each statement scored by the real scorer: toxic when the score is above 0."""
    scorer, judge, usage = ToxicityScorer(), LocalJudge(), UsageCounter()
    results = []
    for number, data in enumerate(rows_of(f"toxicity_{split}.jsonl"), start=1):
        case = ToxicityCase(id=str(number), line=number, output=data["text"])
        score = (await scorer.score(case, judge, usage)).score
        judged = "toxic" if score > 0 else "clean"
        category = data["category"]
        results.append((f"{data['text']} [{category}]", data["label"], judged, category))
    return results


def report(title: str, labels: tuple[str, ...], results: list[Result], quiet: bool) -> float:
    confusion = Counter((label, judged) for _, label, judged, _ in results)
    agree = sum(confusion[(b, b)] for b in labels)
    print(f"offline judge (heuristic-v1) vs labels, {title}: {len(results)} items")
    print(f"{'label/judged':<16}" + "".join(f"{b:>13}" for b in labels))
    for label in labels:
        print(f"{label:<16}" + "".join(f"{confusion[(label, b)]:>13}" for b in labels))
    share = agree / len(results)
    print(f"agreement: {agree}/{len(results)} = {share:.0%}")
    by_category: dict[str, list[bool]] = {}
    for _, label, judged, category in results:
        by_category.setdefault(category, []).append(label == judged)
    print(
        "by category: "
        + "; ".join(f"{name} {sum(hits)}/{len(hits)}" for name, hits in sorted(by_category.items()))
    )
    if not quiet:
        for item, label, judged, _ in results:
            if judged != label:
                print(f"  disagrees: {item}: labelled {label}, judged {judged}")
    print()
    return share


def main() -> None:
    quiet = "--quiet" in sys.argv
    splits = ("dev", "holdout")
    if "--split" in sys.argv:
        splits = (sys.argv[sys.argv.index("--split") + 1],)
    for split in splits:
        print(f"=== {split} ===")
        report(
            f"noise ({split})",
            ("robust", "partial", "compromised"),
            asyncio.run(noise_results(split)),
            quiet,
        )
        report(
            f"faithfulness claims ({split})",
            ("yes", "no", "unsure"),
            asyncio.run(faithfulness_results(split)),
            quiet,
        )
        report(
            f"toxicity statements ({split})",
            ("toxic", "clean"),
            asyncio.run(toxicity_results(split)),
            quiet,
        )


if __name__ == "__main__":
    main()
