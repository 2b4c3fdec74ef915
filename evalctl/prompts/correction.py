"""The follow-up message of the one re-ask after an answer that did not validate."""

from __future__ import annotations

import json
from typing import Any

from evalctl.judges.base import ChatMessage


def correction_message(schema: dict[str, Any], error: str) -> ChatMessage:
    """The follow-up sent on the one re-ask after an answer that did not validate."""
    return {
        "role": "user",
        "content": (
            "Your previous answer did not match the required JSON schema: "
            f"{error}\nAnswer again with one JSON object that matches this schema:\n"
            f"{json.dumps(schema)}"
        ),
    }
