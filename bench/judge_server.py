"""A fast loopback judge for the benchmark: answers every request with a valid noise analysis
after a fixed latency. asyncio and hand-written HTTP/1.1 keep-alive, so it is never the
bottleneck (bench.py measures its capacity first).

With `faults`, every fifth request is answered 503 (no Retry-After); with `slow`, a request
whose body holds the marker [SLOW] is answered after 3 s: the head-of-line scenarios of bench.py.

With `shapes`, it reads each request and answers the shape its schema names (noise analysis
and reason, faithfulness claims and verdicts, toxicity verdicts), and reports token usage
estimated at four characters per token of the messages and of the answer: what the token
figures per case in bench.py are made of.

With `noisy`, the noise analysis's robustness score is 0.9 or, for three requests in ten,
0.6, chosen by a hash of the request body: a judge whose samples (sent with different seeds)
disagree, but that answers the same request the same way every time.

    python bench/judge_server.py PORT LATENCY_S [shapes] [faults] [slow] [noisy]
"""

from __future__ import annotations

import asyncio
import json
import re
import sys
import zlib
from typing import Any

ANALYSIS = {
    "dimensions": [
        {"dimension": name, "impactLevel": "minimal", "specificChanges": "", "noiseInfluence": ""}
        for name in (
            "content_accuracy",
            "completeness",
            "relevance",
            "consistency",
            "hallucination_resistance",
        )
    ],
    "overallAssessment": "robust",
    "majorIssues": [],
    "robustnessScore": 0.9,
}
BODY = json.dumps(
    {
        "choices": [
            {
                "index": 0,
                "message": {"role": "assistant", "content": json.dumps(ANALYSIS)},
                "finish_reason": "stop",
            }
        ],
        "usage": {"prompt_tokens": 420, "completion_tokens": 130},
    }
).encode()
RESPONSE = (
    b"HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: %d\r\n\r\n" % len(BODY)
) + BODY


CHARS_PER_TOKEN = 4


def shaped_response(body: bytes) -> bytes:
    """The answer the request's schema asks for, with estimated token usage."""
    request = json.loads(body)
    prompt = "".join(str(m.get("content", "")) for m in request.get("messages", []))
    schema = request.get("response_format", {}).get("json_schema", {}).get("name", "")
    answer: Any = ANALYSIS
    if not schema:  # a peer's grader (promptfoo's llm-rubric) asking in plain JSON mode
        answer = {"reason": "The output meets the rubric.", "pass": True, "score": 1.0}
    elif schema == "reason":
        answer = {"reason": "The response stayed on the original question."}
    elif schema == "claims":
        answer = {"claims": ["The first claim.", "The second claim."]}
    elif schema in ("verdicts", "toxicity_verdicts"):
        wanted = re.search(r"\((\d+) verdicts\)", prompt)
        word = "yes" if schema == "verdicts" else "no"
        count = int(wanted.group(1)) if wanted else 1
        answer = {"verdicts": [{"verdict": word, "reason": "checked"}] * count}
    content = json.dumps(answer)
    payload = json.dumps(
        {
            "choices": [
                {
                    "index": 0,
                    "message": {"role": "assistant", "content": content},
                    "finish_reason": "stop",
                }
            ],
            "usage": {
                "prompt_tokens": len(prompt) // CHARS_PER_TOKEN,
                "completion_tokens": len(content) // CHARS_PER_TOKEN,
            },
        }
    ).encode()
    head = b"HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: %d\r\n\r\n"
    return head % len(payload) + payload


def noisy_response(body: bytes) -> bytes:
    """A noise analysis scoring 0.9, or 0.6 for 30% of request bodies (deterministically)."""
    robustness = 0.6 if zlib.crc32(body) % 10 < 3 else 0.9
    content = json.dumps({**ANALYSIS, "robustnessScore": robustness})
    payload = json.dumps(
        {"choices": [{"index": 0, "message": {"role": "assistant", "content": content}}]}
    ).encode()
    head = b"HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: %d\r\n\r\n"
    return head % len(payload) + payload


UNAVAILABLE = b"HTTP/1.1 503 Service Unavailable\r\ncontent-length: 0\r\n\r\n"
SLOW_S = 3.0


async def serve(
    port: int,
    latency_s: float,
    shapes: bool = False,
    faults: bool = False,
    slow: bool = False,
    noisy: bool = False,
) -> None:
    requests = 0

    async def handle(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        nonlocal requests
        try:
            while True:
                head = await reader.readuntil(b"\r\n\r\n")
                length = 0
                for line in head.split(b"\r\n"):
                    if line[:15].lower() == b"content-length:":
                        length = int(line[15:])
                body = await reader.readexactly(length) if length else b""
                requests += 1
                if faults and requests % 5 == 0:
                    writer.write(UNAVAILABLE)
                    await writer.drain()
                    continue
                delay = SLOW_S if slow and b"[SLOW]" in body else latency_s
                if delay:
                    await asyncio.sleep(delay)
                if noisy:
                    writer.write(noisy_response(body))
                else:
                    writer.write(shaped_response(body) if shapes else RESPONSE)
                await writer.drain()
        except (asyncio.IncompleteReadError, ConnectionError):
            pass
        finally:
            writer.close()

    server = await asyncio.start_server(handle, "127.0.0.1", port, backlog=2048)
    print("ready", flush=True)
    async with server:
        await server.serve_forever()


if __name__ == "__main__":
    modes = set(sys.argv[3:])
    asyncio.run(
        serve(
            int(sys.argv[1]),
            float(sys.argv[2]),
            "shapes" in modes,
            "faults" in modes,
            "slow" in modes,
            "noisy" in modes,
        )
    )
