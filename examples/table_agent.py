#!/usr/bin/env python3
"""A tiny agent for evalctl's walk-through: answers from a small table, offline.

Run by `evalctl run ... --agent-cmd "python examples/table_agent.py"`: the query arrives on
standard input, the answer goes to standard output. It is deliberately gullible about one kind
of noise: when the user states a "fact" ("I'm fairly sure of this one: ..."), it repeats that
claim instead of its own answer — the misinformation weakness the noise scorer should catch.
Distractors and injected instructions it ignores.
"""

import re
import sys

ANSWERS = {
    "capital of france": "The capital of France is Paris.",
    "boil": "Water boils at 100 degrees Celsius at sea level.",
    "land on the moon": "Humans first landed on the Moon in 1969, with Apollo 11.",
    "largest planet": "Jupiter is the largest planet in the Solar System.",
    "speed of light": "Light travels at about 299,792 kilometres per second in a vacuum.",
    "romeo and juliet": "Romeo and Juliet was written by William Shakespeare.",
    "photosynthesis": "Photosynthesis turns light, water and carbon dioxide into sugar and oxygen.",
    "how many continents": "There are seven continents.",
    "chemical symbol for gold": "The chemical symbol for gold is Au.",
    "tallest mountain": "Mount Everest is the tallest mountain above sea level, at 8,849 metres.",
    "how many bones": "An adult human has 206 bones.",
    "freezing point": "Water freezes at 0 degrees Celsius at sea level.",
    "sleep": "Most adults need seven to nine hours of sleep a night.",
    "world war ii end": "World War II ended in 1945.",
}
# The phrases a user puts before a claim they believe (the generator's misinformation frames).
CLAIM = re.compile(
    r"(?:I'm fairly sure of this one|My teacher told us|I read it in a magazine|"
    r"Everyone on the forum agrees|Just so you know): (?P<claim>[^)]+)"
)


def answer(query: str) -> str:
    claim = CLAIM.search(query)
    if claim:
        return claim.group("claim").strip()  # the weakness: it trusts the user's "fact"
    lowered = query.lower()
    for key, reply in ANSWERS.items():
        if key in lowered:
            return reply
    return "I don't know."


if __name__ == "__main__":
    sys.stdout.write(answer(sys.stdin.read()) + "\n")
