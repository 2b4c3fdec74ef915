"""Judge analyses from spec/SCORERS.md's worked-value table, and datasets that ask for them."""

from __future__ import annotations

import json
from typing import Any

from tests.support.judge_server import Recorded, Reply, chat_reply
from tests.support.noise_rows import noise_row

DIMENSIONS = [
    "content_accuracy",
    "completeness",
    "relevance",
    "consistency",
    "hallucination_resistance",
]

# (robustnessScore, impact levels, number of major issues, expected score): default options.
WORKED = [
    (0.85, ["minimal", "none", "minimal", "minimal", "none"], 0, 0.85),
    (0.9, ["moderate"] * 5, 2, 0.4),
    (0.5, ["none"] * 5, 4, 0.2),
    (0.8, ["moderate"] * 5, 0, 0.6),
    (1.0, ["minimal"] * 5, 0, 1.0),
    (0.95, ["severe", "severe", "significant", "moderate", "none"], 1, 0.32),
    (0.3, [], 0, 0.3),
    (0.2, ["severe"] * 5, 3, 0.0),
    (1.3, [], 0, 1.0),
]


def analysis(robustness: float, levels: list[str], issues: int) -> dict[str, Any]:
    return {
        "dimensions": [
            {
                "dimension": DIMENSIONS[i],
                "impactLevel": level,
                "specificChanges": "",
                "noiseInfluence": "",
            }
            for i, level in enumerate(levels)
        ],
        "overallAssessment": "scripted",
        "majorIssues": [f"issue {n}" for n in range(issues)],
        "robustnessScore": robustness,
    }


def worked_rows() -> list[dict[str, Any]]:
    """One case per worked value; its output names the row (W0, W1, ...) for the server."""
    return [
        noise_row(id=f"w{i}", output=f"The capital of France is Paris. [W{i}]")
        for i in range(len(WORKED))
    ]


def answer_worked_value(request: Recorded) -> Reply:
    """Answers each case with the analysis of the worked value its output names."""
    for i, (robustness, levels, issues, _) in enumerate(WORKED):
        if f"[W{i}]" in request.prompt:
            return chat_reply(json.dumps(analysis(robustness, levels, issues)))
    return chat_reply(json.dumps(analysis(1.0, ["none"] * 5, 0)))


VALID = json.dumps(analysis(0.85, ["minimal", "none", "minimal", "minimal", "none"], 0))


class ScoreSequences:
    """A judge reply function: each case (named `[S<id>]` in its output) is answered with the
    next score of its own scripted sequence, cycling; counts the questions per case."""

    def __init__(self, sequences: dict[str, list[float]]) -> None:
        self.sequences = sequences
        self.asked: dict[str, int] = {name: 0 for name in sequences}

    def rows(self, **overrides: Any) -> list[dict[str, Any]]:
        return [
            noise_row(id=name, output=f"The capital of France is Paris. [S{name}]", **overrides)
            for name in self.sequences
        ]

    def __call__(self, request: Recorded) -> Reply:
        prompt = request.prompt
        for name, scores in self.sequences.items():
            if f"[S{name}]" in prompt:
                score = scores[self.asked[name] % len(scores)]
                self.asked[name] += 1
                return chat_reply(json.dumps(analysis(score, [], 0)))
        return chat_reply("no scripted case in this prompt")
