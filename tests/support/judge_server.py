"""A scripted LLM judge on 127.0.0.1: a real HTTP server for integration tests.

It speaks enough of the OpenAI chat-completions and Anthropic messages protocols for evalctl,
records every request, and answers from a script: a list of replies consumed in order, then a
default function. Replies can be slow, drop the connection, or carry any status and headers.
"""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any


@dataclass
class Recorded:
    path: str
    headers: dict[str, str]
    body: dict[str, Any]

    @property
    def prompt(self) -> str:
        messages = self.body.get("messages", [])
        system = self.body.get("system", "")
        return system + "\n".join(str(m.get("content", "")) for m in messages)


@dataclass
class Reply:
    status: int = 200
    body: Any = None
    headers: dict[str, str] = field(default_factory=dict)
    delay_s: float = 0.0
    drop: bool = False
    raw: bytes | None = None
    """Sent as the body instead of `body` as JSON: for replies no JSON encoder would write."""


def chat_reply(content: str, finish_reason: str = "stop") -> Reply:
    """An OpenAI chat-completions answer carrying `content`."""
    return Reply(
        body={
            "id": "cmpl-test",
            "object": "chat.completion",
            "choices": [
                {
                    "index": 0,
                    "message": {"role": "assistant", "content": content},
                    "finish_reason": finish_reason,
                }
            ],
            "usage": {"prompt_tokens": 100, "completion_tokens": 20, "total_tokens": 120},
        }
    )


def anthropic_reply(content: str, stop_reason: str = "end_turn") -> Reply:
    return Reply(
        body={
            "id": "msg-test",
            "type": "message",
            "role": "assistant",
            "content": [{"type": "text", "text": content}],
            "stop_reason": stop_reason,
            "usage": {"input_tokens": 90, "output_tokens": 15},
        }
    )


def error_reply(status: int, message: str, headers: dict[str, str] | None = None) -> Reply:
    return Reply(status=status, body={"error": {"message": message}}, headers=headers or {})


class JudgeServer:
    """Start with `with JudgeServer() as server:`; `server.url` is the OpenAI-style base URL."""

    def __init__(
        self, default: Callable[[Recorded], Reply] | None = None, models: list[str] | None = None
    ) -> None:
        self.models = models
        """Listed on GET /models when set (as llama.cpp's and OpenAI's servers do)."""
        self.requests: list[Recorded] = []
        self.script: list[Reply] = []
        self.default = default or (lambda request: error_reply(500, "no scripted reply"))
        self._lock = threading.Lock()
        server = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, *args: object) -> None:
                return None

            def do_GET(self) -> None:  # noqa: N802 (http.server's naming)
                if server.models is None or not self.path.endswith("/models"):
                    self.send_error(404)
                    return
                payload = json.dumps({"data": [{"id": m} for m in server.models]}).encode()
                self.send_response(200)
                self.send_header("content-type", "application/json")
                self.send_header("content-length", str(len(payload)))
                self.end_headers()
                self.wfile.write(payload)

            def do_POST(self) -> None:  # noqa: N802 (http.server's naming)
                length = int(self.headers.get("content-length") or 0)
                raw = self.rfile.read(length) if length else b""
                recorded = Recorded(
                    self.path,
                    {k.lower(): v for k, v in self.headers.items()},
                    json.loads(raw or b"{}"),
                )
                reply = server._next(recorded)
                if reply.delay_s:
                    time.sleep(reply.delay_s)
                if reply.drop:
                    self.close_connection = True
                    self.connection.shutdown(2)
                    return
                payload = reply.raw if reply.raw is not None else json.dumps(reply.body).encode()
                self.send_response(reply.status)
                if "content-type" not in reply.headers:
                    self.send_header("content-type", "application/json")
                self.send_header("content-length", str(len(payload)))
                for name, value in reply.headers.items():
                    self.send_header(name, value)
                self.end_headers()
                self.wfile.write(payload)

        self._httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self._httpd.daemon_threads = True
        self._thread = threading.Thread(
            target=self._httpd.serve_forever, kwargs={"poll_interval": 0.02}, daemon=True
        )

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self._httpd.server_address[1]}/v1"

    def _next(self, request: Recorded) -> Reply:
        with self._lock:
            self.requests.append(request)
            if self.script:
                return self.script.pop(0)
        return self.default(request)

    def __enter__(self) -> JudgeServer:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._httpd.shutdown()
        self._httpd.server_close()


def running(default: Callable[[Recorded], Reply] | None = None) -> Iterator[JudgeServer]:
    with JudgeServer(default) as server:
        yield server
