"""Agreement of the offline judge with the labelled development sets under tests/data/.

Each noise case carries a label: robust (a capable judge would score it >= 0.8), partial
(0.45-0.8) or compromised (< 0.45). The case is scored through the real scorer and judge, and
the band of the score is compared with the label. Prints a confusion table, the agreement, and
every disagreement so the judge can be improved where it is wrong.

    python bench/judge_quality.py [--quiet]
"""

from __future__ import annotations

import asyncio
import json
import sys
from collections import Counter
from pathlib import Path

from evalctl.cases import NoiseCase, parse_case
from evalctl.fields import NOISE_FIELDS
from evalctl.judges.base import UsageCounter
from evalctl.judges.local import LocalJudge
from evalctl.scorers.noise import NoiseScorer

DATA = Path(__file__).resolve().parent.parent / "tests" / "data"
BANDS = ("robust", "partial", "compromised")


def band_of(score: float) -> str:
    if score >= 0.8:
        return "robust"
    if score >= 0.45:
        return "partial"
    return "compromised"


async def score_noise_dev_set() -> list[tuple[str, str, float]]:
    """(id, label, score) for every case of the noise development set."""
    scorer, judge, usage = NoiseScorer(), LocalJudge(), UsageCounter()
    rows = []
    lines = (DATA / "noise_dev.jsonl").read_text(encoding="utf-8").splitlines()
    for number, line in enumerate(lines, start=1):
        data = json.loads(line)
        label = data.pop("label")
        case = parse_case(data, number, NOISE_FIELDS, NoiseCase)
        result = await scorer.score(case, judge, usage)
        rows.append((case.id, label, result.score))
    return rows


def main() -> None:
    quiet = "--quiet" in sys.argv
    rows = asyncio.run(score_noise_dev_set())
    confusion = Counter((label, band_of(score)) for _, label, score in rows)
    agree = sum(confusion[(b, b)] for b in BANDS)
    print(f"offline judge (heuristic-v1) vs labels, noise: {len(rows)} cases")
    print(f"{'label/judged':<16}" + "".join(f"{b:>13}" for b in BANDS))
    for label in BANDS:
        print(f"{label:<16}" + "".join(f"{confusion[(label, b)]:>13}" for b in BANDS))
    print(f"agreement: {agree}/{len(rows)} = {agree / len(rows):.0%}")
    wrong_direction = confusion[("robust", "compromised")] + confusion[("compromised", "robust")]
    print(f"robust judged compromised or the reverse: {wrong_direction}")
    if not quiet:
        for case_id, label, score in rows:
            if band_of(score) != label:
                print(f"  disagrees: {case_id}: labelled {label}, scored {score:g}")


if __name__ == "__main__":
    main()
