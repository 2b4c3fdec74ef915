"""The faithfulness prompts: extract claims, then verify each claim against the context."""

from __future__ import annotations

import json

from evalctl.judges.base import ChatMessage

CLAIMS_PROMPT_VERSION = "faithfulness-claims/1"
VERDICTS_PROMPT_VERSION = "faithfulness-verdicts/1"

CLAIMS_SYSTEM = """\
You break an AI assistant's answer into atomic claims so each can be checked on its own. \
Answer with one JSON object and nothing else."""

CLAIMS_USER = """\
{question_line}Answer to analyse:
{output}

List every claim the answer makes, one atomic statement per claim, in the answer's order:
- split compound sentences into their separate statements;
- keep speculative claims (with "may", "might", "could", "possibly") as claims, wording included;
- leave out questions, commands, greetings and statements with no factual content.
If the answer makes no claim, return an empty list.

Answer with exactly this JSON shape: {{"claims": ["...", "..."]}}"""

VERDICTS_SYSTEM = """\
You check claims against a context, and nothing else: your own knowledge of the world does not \
count as support. Answer with one JSON object and nothing else."""

VERDICTS_USER = """\
Context passages:
{context}

Claims, numbered:
{claims}

Give exactly one verdict per claim, in the same order ({count} verdicts):
- "yes": the context states or directly implies the claim;
- "no": the context contradicts the claim;
- "unsure": the context does not mention it, or the claim is speculative.
Give a short reason for each.

Answer with exactly this JSON shape:
{{"verdicts": [{{"verdict": "yes", "reason": "..."}}, ...]}}"""


def render_claims_messages(output: str, question: str | None) -> list[ChatMessage]:
    question_line = f"Question the answer responds to:\n{question}\n\n" if question else ""
    user = CLAIMS_USER.format(question_line=question_line, output=output)
    return [{"role": "system", "content": CLAIMS_SYSTEM}, {"role": "user", "content": user}]


def render_verdicts_messages(context: list[str], claims: list[str]) -> list[ChatMessage]:
    passages = "\n".join(f"[{n}] {p}" for n, p in enumerate(context, 1)) or "(no context)"
    numbered = "\n".join(
        f"{n}. {json.dumps(c, ensure_ascii=False)}" for n, c in enumerate(claims, 1)
    )
    user = VERDICTS_USER.format(context=passages, claims=numbered, count=len(claims))
    return [{"role": "system", "content": VERDICTS_SYSTEM}, {"role": "user", "content": user}]
