"""AiohttpTransport against real sockets on 127.0.0.1: bodies, headers, encodings, failures."""

from __future__ import annotations

import asyncio
import gzip
import json
import socket
import threading
from collections.abc import Callable, Iterator

import httpx
import pytest

from evalctl.judges.transport import AiohttpTransport
from tests.support.judge_server import JudgeServer, Reply


def post(url: str, body: bytes, headers: dict[str, str] | None = None) -> httpx.Response:
    async def go() -> httpx.Response:
        transport = AiohttpTransport(concurrency=2)
        try:
            request = httpx.Request("POST", url, content=body, headers=headers or {})
            return await transport.handle_async_request(request)
        finally:
            await transport.aclose()

    return asyncio.run(go())


def raw_server(answer: Callable[[socket.socket], None]) -> Iterator[str]:
    """A one-connection-at-a-time socket server that reads a request head and calls `answer`."""
    listener = socket.create_server(("127.0.0.1", 0))
    stop = threading.Event()

    def serve() -> None:
        listener.settimeout(0.1)
        while not stop.is_set():
            try:
                conn, _ = listener.accept()
            except TimeoutError:
                continue
            with conn:
                data = b""
                while b"\r\n\r\n" not in data:
                    data += conn.recv(65536)
                answer(conn)

    thread = threading.Thread(target=serve, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{listener.getsockname()[1]}/v1/chat/completions"
    stop.set()
    thread.join()
    listener.close()


@pytest.fixture
def gzip_server() -> Iterator[str]:
    payload = gzip.compress(json.dumps({"ok": True}).encode())

    def answer(conn: socket.socket) -> None:
        conn.sendall(
            b"HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-encoding: gzip\r\n"
            b"content-length: %d\r\nconnection: close\r\n\r\n" % len(payload) + payload
        )

    yield from raw_server(answer)


@pytest.fixture
def hang_up_server() -> Iterator[str]:
    yield from raw_server(lambda conn: conn.shutdown(socket.SHUT_RDWR))


def test_posts_body_and_headers_and_returns_the_reply() -> None:
    with JudgeServer(lambda request: Reply(status=201, body={"echo": request.body})) as server:
        response = post(
            server.url + "/chat/completions",
            b'{"model": "m"}',
            {"content-type": "application/json", "authorization": "Bearer k"},
        )
        seen = server.requests[0]
    assert response.status_code == 201
    assert response.json() == {"echo": {"model": "m"}}
    assert response.headers["content-type"] == "application/json"
    assert seen.path == "/v1/chat/completions"
    assert seen.headers["authorization"] == "Bearer k"


def test_gzip_replies_are_decoded_once(gzip_server: str) -> None:
    assert post(gzip_server, b"{}").json() == {"ok": True}


def test_a_refused_connection_is_an_httpx_connect_error() -> None:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]  # bound, never listening: connections are refused
        with pytest.raises(httpx.ConnectError):
            post(f"http://127.0.0.1:{port}/v1/chat/completions", b"{}")


def test_a_dropped_connection_is_an_httpx_transport_error(hang_up_server: str) -> None:
    with pytest.raises(httpx.RemoteProtocolError, match="disconnected"):
        post(hang_up_server, b"{}")
