"""The follow-up of the one re-ask after an answer that did not validate."""

from __future__ import annotations

import json
from typing import Any

from evalctl.judges.base import ChatMessage


def correction_messages(previous: str, error: str, schema: dict[str, Any]) -> list[ChatMessage]:
    """The judge's invalid answer, then what was wrong with it and the schema to follow."""
    return [
        {"role": "assistant", "content": previous},
        {
            "role": "user",
            "content": (
                "That answer did not match the required JSON schema: "
                f"{error}\nAnswer again with one JSON object that matches this schema, "
                f"and nothing else:\n{json.dumps(schema, separators=(',', ':'))}"
            ),
        },
    ]
