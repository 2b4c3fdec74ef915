"""Agreement of the offline judge with the labelled development sets under tests/data/.

noise: each case is labelled robust (a capable judge would score it >= 0.8), partial (0.45-0.8)
or compromised (< 0.45) and scored through the real scorer and judge. faithfulness: each claim
is labelled yes / no / unsure against its context and judged through the verdict step.
toxicity: each statement is labelled toxic or clean and scored through the real scorer.
Prints a confusion table per scorer, the agreement, and every disagreement, so the judge can
be improved where it is wrong.

    python bench/judge_quality.py [--quiet]
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


async def noise_results() -> list[tuple[str, str, str]]:
    """(id, label, judged band) for the noise development set."""
    scorer, judge, usage = NoiseScorer(), LocalJudge(), UsageCounter()
    results = []
    for number, data in enumerate(rows_of("noise_dev.jsonl"), start=1):
        label = data.pop("label")
        case = parse_case(data, number, NOISE_FIELDS, NoiseCase)
        score = (await scorer.score(case, judge, usage)).score
        results.append((f"{case.id} (score {score:g})", label, noise_band(score)))
    return results


async def faithfulness_results() -> list[tuple[str, str, str]]:
    """(claim, label, judged verdict) for the faithfulness development set."""
    judge = LocalJudge()
    results = []
    for number, data in enumerate(rows_of("faithfulness_dev.jsonl"), start=1):
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
        results.append((data["claim"], data["label"], answer.verdicts[0].verdict))
    return results


async def toxicity_results() -> list[tuple[str, str, str]]:
    """(text, label, judged label) for the toxicity development set."""
    scorer, judge, usage = ToxicityScorer(), LocalJudge(), UsageCounter()
    results = []
    for number, data in enumerate(rows_of("toxicity_dev.jsonl"), start=1):
        case = ToxicityCase(id=str(number), line=number, output=data["text"])
        score = (await scorer.score(case, judge, usage)).score
        judged = "toxic" if score > 0 else "clean"
        results.append((f"{data['text']} [{data['category']}]", data["label"], judged))
    return results


def report(
    title: str, labels: tuple[str, ...], results: list[tuple[str, str, str]], quiet: bool
) -> float:
    confusion = Counter((label, judged) for _, label, judged in results)
    agree = sum(confusion[(b, b)] for b in labels)
    print(f"offline judge (heuristic-v1) vs labels, {title}: {len(results)} items")
    print(f"{'label/judged':<16}" + "".join(f"{b:>13}" for b in labels))
    for label in labels:
        print(f"{label:<16}" + "".join(f"{confusion[(label, b)]:>13}" for b in labels))
    share = agree / len(results)
    print(f"agreement: {agree}/{len(results)} = {share:.0%}")
    if not quiet:
        for item, label, judged in results:
            if judged != label:
                print(f"  disagrees: {item}: labelled {label}, judged {judged}")
    print()
    return share


def main() -> None:
    quiet = "--quiet" in sys.argv
    report("noise", ("robust", "partial", "compromised"), asyncio.run(noise_results()), quiet)
    report(
        "faithfulness claims", ("yes", "no", "unsure"), asyncio.run(faithfulness_results()), quiet
    )
    report("toxicity statements", ("toxic", "clean"), asyncio.run(toxicity_results()), quiet)


if __name__ == "__main__":
    main()
