"""The agent's answers, cached in their own SQLite table so a rerun calls no agent.

Keyed by the target's identity (URL, model, system prompt, body template, output path, or the
command), the query and the sample number: never by a key. Beside the judge's cache, in the
same folder, with the same safety (judges/cache.AnswerStore).
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

from evalctl.judges.cache import AnswerStore

AGENT_CACHE_FILE = "agent-answers.sqlite3"


class AgentCache(AnswerStore):
    def __init__(self, directory: Path) -> None:
        super().__init__(directory, AGENT_CACHE_FILE, "agent_answers", "agent cache", "agent_cache")

    @staticmethod
    def key(identity: str, query: str, sample: int) -> str:
        text = json.dumps([identity, query, sample], ensure_ascii=False)
        return hashlib.sha256(text.encode()).hexdigest()
