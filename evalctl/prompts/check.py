"""The tiny prompt of `evalctl judge check`: proves a round trip and structured output."""

from __future__ import annotations

from pydantic import BaseModel

from evalctl.judges.base import ChatMessage

CHECK_PROMPT_VERSION = "check/1"


class CheckAnswer(BaseModel):
    ok: bool
    verdict: str


def render_check_messages() -> list[ChatMessage]:
    return [
        {"role": "system", "content": "You are a test endpoint. Answer with JSON only."},
        {
            "role": "user",
            "content": 'Is "The sky is blue." a statement? Answer {"ok": true, "verdict": "yes"} '
            'or {"ok": true, "verdict": "no"}.',
        },
    ]
