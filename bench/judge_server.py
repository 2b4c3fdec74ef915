"""A fast loopback judge for the benchmark: answers every request with a valid noise analysis
after a fixed latency. asyncio and hand-written HTTP/1.1 keep-alive, so it is never the
bottleneck (bench.py measures its capacity first).

    python bench/judge_server.py PORT LATENCY_S
"""

from __future__ import annotations

import asyncio
import json
import sys

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


async def serve(port: int, latency_s: float) -> None:
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
                if length:
                    await reader.readexactly(length)
                requests += 1
                if latency_s:
                    await asyncio.sleep(latency_s)
                writer.write(RESPONSE)
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
    asyncio.run(serve(int(sys.argv[1]), float(sys.argv[2])))
