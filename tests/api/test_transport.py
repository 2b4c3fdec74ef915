"""Http1Transport against real sockets on 127.0.0.1: framing, keep-alive, hostile replies,
cancellation, TLS and proxies."""

from __future__ import annotations

import asyncio
import contextlib
import gzip
import json
import shutil
import socket
import ssl
import subprocess
import threading
from collections.abc import Callable
from pathlib import Path

import pytest

from evalctl.judges.http1 import MAX_BODY_BYTES, Http1Transport
from evalctl.judges.transport import (
    BodyTooLargeError,
    ConnectError,
    LocalProtocolError,
    RemoteProtocolError,
    Reply,
    Request,
    UnsupportedProtocol,
    Url,
)
from tests.support.judge_server import JudgeServer
from tests.support.judge_server import Reply as Answer

Respond = Callable[[socket.socket, bytes], bool]
"""Sends the reply to one request (its head and body as read); True keeps the connection."""


class RawServer:
    """A socket server on 127.0.0.1 that answers each request with a scripted function and
    records the requests and how many connections were opened."""

    def __init__(self, answer: Respond, tls: ssl.SSLContext | None = None) -> None:
        self.answer = answer
        self.tls = tls
        self.requests: list[bytes] = []
        self.connections = 0
        self._listener = socket.create_server(("127.0.0.1", 0))
        self._listener.settimeout(0.05)
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._serve, daemon=True)
        self.port = self._listener.getsockname()[1]
        scheme = "https" if tls else "http"
        self.url = f"{scheme}://127.0.0.1:{self.port}/v1/chat/completions"

    def __enter__(self) -> RawServer:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._stop.set()
        self._thread.join()
        self._listener.close()

    def _serve(self) -> None:
        while not self._stop.is_set():
            try:
                conn, _ = self._listener.accept()
            except TimeoutError:
                continue
            self.connections += 1
            threading.Thread(target=self._talk, args=(conn,), daemon=True).start()

    def _talk(self, conn: socket.socket) -> None:
        if self.tls is not None:
            try:
                conn = self.tls.wrap_socket(conn, server_side=True)
            except (ssl.SSLError, OSError):
                conn.close()
                return
        with conn:
            conn.settimeout(5)
            buffer = b""
            while True:
                try:
                    while b"\r\n\r\n" not in buffer:
                        data = conn.recv(65536)
                        if not data:
                            return
                        buffer += data
                except OSError:
                    return
                head, _, buffer = buffer.partition(b"\r\n\r\n")
                length = 0
                for line in head.split(b"\r\n")[1:]:
                    name, _, value = line.partition(b":")
                    if name.strip().lower() == b"content-length":
                        length = int(value)
                while len(buffer) < length:
                    buffer += conn.recv(65536)
                body, buffer = buffer[:length], buffer[length:]
                self.requests.append(head + b"\r\n\r\n" + body)
                if not self.answer(conn, head):
                    return


def ok(body: bytes = b'{"ok": true}', extra: bytes = b"") -> bytes:
    return (
        b"HTTP/1.1 200 OK\r\ncontent-type: application/json\r\n"
        + extra
        + b"content-length: %d\r\n\r\n" % len(body)
        + body
    )


def post(url: str, headers: dict[str, str] | None = None) -> Request:
    """A POST of `{}`, with Host, Content-Length and `headers`."""
    target = Url(url)
    lines = {"Host": target.netloc, "Content-Length": "2", **(headers or {})}
    return Request("POST", target, [(k.encode(), v.encode()) for k, v in lines.items()], b"{}")


def send(*urls: str, headers: dict[str, str] | None = None) -> list[Reply]:
    """POST to each URL in turn over one transport."""

    async def go() -> list[Reply]:
        transport = Http1Transport()
        try:
            replies = []
            for url in urls:
                replies.append(await transport.send(post(url, headers)))
            return replies
        finally:
            await transport.aclose()

    return asyncio.run(go())


def test_posts_body_and_headers_and_returns_the_reply() -> None:
    with JudgeServer(lambda request: Answer(status=201, body={"echo": request.body})) as server:
        [response] = send(
            server.url + "/chat/completions",
            headers={"content-type": "application/json", "authorization": "Bearer k"},
        )
        seen = server.requests[0]
    assert response.status_code == 201
    assert json.loads(response.content) == {"echo": {}}
    assert response.headers["content-type"] == "application/json"
    assert seen.path == "/v1/chat/completions"
    assert seen.headers["authorization"] == "Bearer k"


def test_one_connection_carries_many_requests() -> None:
    def answer(conn: socket.socket, head: bytes) -> bool:
        conn.sendall(ok())
        return True

    with RawServer(answer) as server:
        replies = send(*[server.url] * 5)
    assert [json.loads(reply.content) for reply in replies] == [{"ok": True}] * 5
    assert server.connections == 1
    assert server.requests[0].startswith(b"POST /v1/chat/completions HTTP/1.1\r\n")
    assert b"Host: 127.0.0.1:%d\r\n" % server.port in server.requests[0]


def test_a_connection_the_server_closed_while_idle_is_replaced_without_an_error() -> None:
    def answer(conn: socket.socket, head: bytes) -> bool:
        conn.sendall(ok())
        return False  # closes after each reply, without saying `connection: close`

    with RawServer(answer) as server:
        replies = send(*[server.url] * 3)
    assert [reply.status_code for reply in replies] == [200, 200, 200]
    assert server.connections == 3


def test_connection_close_is_honoured() -> None:
    def answer(conn: socket.socket, head: bytes) -> bool:
        conn.sendall(ok(extra=b"connection: close\r\n"))
        return True  # the server would go on; the client must not

    with RawServer(answer) as server:
        send(server.url, server.url)
    assert server.connections == 2


@pytest.mark.parametrize(
    "reply",
    [
        pytest.param(
            b"HTTP/1.1 200 OK\r\ntransfer-encoding: chunked\r\n\r\n"
            b'4;ext=1\r\n{"ok\r\n8\r\n": true}\r\n0\r\ntrailer: x\r\n\r\n',
            id="chunked with an extension and a trailer",
        ),
        pytest.param(
            b"HTTP/1.1 100 Continue\r\n\r\n" + ok(),
            id="after an interim 100 Continue",
        ),
        pytest.param(b'HTTP/1.0 200 OK\r\n\r\n{"ok": true}', id="to the end of the connection"),
    ],
)
def test_bodies_are_framed_every_way_http_allows(reply: bytes) -> None:
    def answer(conn: socket.socket, head: bytes) -> bool:
        conn.sendall(reply)
        return False

    with RawServer(answer) as server:
        [response] = send(server.url)
    assert json.loads(response.content) == {"ok": True}


def test_gzip_replies_are_decoded_once() -> None:
    payload = gzip.compress(json.dumps({"ok": True}).encode())

    def answer(conn: socket.socket, head: bytes) -> bool:
        conn.sendall(ok(payload, extra=b"content-encoding: gzip\r\n"))
        return False

    with RawServer(answer) as server:
        [response] = send(server.url)
    assert json.loads(response.content) == {"ok": True}
    assert "content-encoding" not in response.headers


@pytest.mark.parametrize(
    ("reply", "error", "words"),
    [
        (
            b'HTTP/1.1 200 OK\r\ncontent-length: 100\r\n\r\n{"ok"',
            RemoteProtocolError,
            "middle",
        ),
        (b"SMTP ready\r\n\r\n", RemoteProtocolError, "not an HTTP/1.x reply"),
        (b"HTTP/1.1 200 OK\r\nbad header line\r\n\r\n", RemoteProtocolError, "malformed"),
        (b"HTTP/1.1 200 OK\r\nx: " + b"a" * (70 << 10), RemoteProtocolError, "64 KB"),
        (
            b"HTTP/1.1 200 OK\r\ncontent-length: 1\r\ncontent-length: 2\r\n\r\nab",
            RemoteProtocolError,
            "conflicting",
        ),
        (
            b"HTTP/1.1 200 OK\r\ntransfer-encoding: chunked\r\n\r\nzz\r\n",
            RemoteProtocolError,
            "chunk size",
        ),
        (
            b"HTTP/1.1 200 OK\r\ncontent-length: %d\r\n\r\n" % (MAX_BODY_BYTES + 1),
            BodyTooLargeError,
            "8 MB",
        ),
        (b"", RemoteProtocolError, "disconnected without answering"),
    ],
    ids=[
        "short body",
        "not http",
        "bad header",
        "endless head",
        "two lengths",
        "bad chunk",
        "huge length",
        "hang-up",
    ],
)
def test_a_broken_or_hostile_reply_is_a_transport_error(
    reply: bytes, error: type[Exception], words: str
) -> None:
    def answer(conn: socket.socket, head: bytes) -> bool:
        conn.sendall(reply)
        return False

    with RawServer(answer) as server, pytest.raises(error, match=words):
        send(server.url)


def test_an_endless_unframed_body_stops_at_the_cap() -> None:
    def answer(conn: socket.socket, head: bytes) -> bool:
        conn.sendall(b"HTTP/1.1 200 OK\r\n\r\n")
        block = b"x" * (1 << 20)
        try:
            for _ in range(16):
                conn.sendall(block)
        except OSError:
            pass  # the client hung up, as it should
        return False

    with RawServer(answer) as server, pytest.raises(BodyTooLargeError):
        send(server.url)


def test_a_header_with_a_line_break_is_refused_before_sending() -> None:
    with RawServer(lambda conn, head: bool(conn.sendall(ok()))) as server:
        with pytest.raises(LocalProtocolError, match="line break"):
            send(server.url, headers={"x-note": "a\r\nx-injected: 1"})
        assert server.requests == []


def test_a_request_abandoned_mid_reply_does_not_leave_its_connection_for_the_next() -> None:
    """A timed-out request's late reply must not be read as the next request's reply."""
    answers = iter([0.5, 0.0])

    def answer(conn: socket.socket, head: bytes) -> bool:
        delay = next(answers)
        threading.Event().wait(delay)
        conn.sendall(ok(b'{"late": %d}' % int(delay * 10)))
        return True

    async def go() -> Reply:
        transport = Http1Transport()
        request = post(server.url)
        try:
            with pytest.raises(TimeoutError):
                async with asyncio.timeout(0.1):
                    await transport.send(request)
            return await transport.send(request)
        finally:
            await transport.aclose()

    with RawServer(answer) as server:
        response = asyncio.run(go())
    assert json.loads(response.content) == {"late": 0}
    assert server.connections == 2


def test_a_refused_connection_is_a_connect_error() -> None:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]  # bound, never listening: connections are refused
        with pytest.raises(ConnectError, match="connection refused"):
            send(f"http://127.0.0.1:{port}/v1/chat/completions")


def test_an_unknown_scheme_is_unsupported() -> None:
    with pytest.raises(UnsupportedProtocol, match="ftp"):
        send("ftp://127.0.0.1/v1")


def test_http_goes_through_the_proxy_named_by_http_proxy(monkeypatch: pytest.MonkeyPatch) -> None:
    def answer(conn: socket.socket, head: bytes) -> bool:
        conn.sendall(ok())
        return True

    with RawServer(answer) as proxy:
        monkeypatch.setenv("HTTP_PROXY", f"http://user:p%40ss@127.0.0.1:{proxy.port}")
        monkeypatch.delenv("NO_PROXY", raising=False)
        monkeypatch.delenv("no_proxy", raising=False)
        [response] = send("http://judge.invalid/v1/chat/completions")
    assert json.loads(response.content) == {"ok": True}
    request = proxy.requests[0]
    assert request.startswith(b"POST http://judge.invalid/v1/chat/completions HTTP/1.1\r\n")
    assert b"Proxy-Authorization: Basic dXNlcjpwQHNz\r\n" in request  # user:p@ss


def test_no_proxy_is_honoured(monkeypatch: pytest.MonkeyPatch) -> None:
    with RawServer(lambda conn, head: bool(conn.sendall(ok()))) as judge:
        monkeypatch.setenv("HTTP_PROXY", "http://127.0.0.1:9")  # nothing listens there
        monkeypatch.setenv("NO_PROXY", "127.0.0.1")
        [response] = send(judge.url)
    assert response.status_code == 200


@pytest.fixture(scope="module")
def certificate(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A self-signed certificate for 127.0.0.1, made with the openssl command."""
    if shutil.which("openssl") is None:
        pytest.skip("the openssl command is not installed")
    folder = tmp_path_factory.mktemp("tls")
    subprocess.run(
        [
            "openssl", "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1",
            "-nodes", "-days", "1", "-subj", "/CN=127.0.0.1",
            "-addext", "subjectAltName=IP:127.0.0.1",
            "-keyout", str(folder / "key.pem"), "-out", str(folder / "cert.pem"),
        ],
        check=True,
        capture_output=True,
    )  # fmt: skip
    return folder


def tls_server(folder: Path) -> RawServer:
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.load_cert_chain(folder / "cert.pem", folder / "key.pem")
    return RawServer(lambda conn, head: bool(conn.sendall(ok())) or True, tls=context)


def test_https_verifies_the_certificate(certificate: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    with tls_server(certificate) as judge:
        with pytest.raises(ConnectError, match="certificate"):
            send(judge.url)
        monkeypatch.setenv("SSL_CERT_FILE", str(certificate / "cert.pem"))
        replies = send(judge.url, judge.url)
    assert [json.loads(reply.content) for reply in replies] == [{"ok": True}] * 2
    assert judge.connections == 2  # the refused handshake, then one kept-alive connection


def test_https_tunnels_through_the_proxy_with_connect(
    certificate: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("SSL_CERT_FILE", str(certificate / "cert.pem"))
    tunnels: list[bytes] = []

    def relay(conn: socket.socket, head: bytes) -> bool:
        tunnels.append(head)
        target = head.split(b" ")[1].decode()
        host, _, port = target.rpartition(":")
        upstream = socket.create_connection((host, int(port)))
        conn.sendall(b"HTTP/1.1 200 Connection established\r\n\r\n")
        pump = threading.Thread(target=_pipe, args=(upstream, conn), daemon=True)
        pump.start()
        _pipe(conn, upstream)
        return False

    with tls_server(certificate) as judge, RawServer(relay) as proxy:
        monkeypatch.setenv("HTTPS_PROXY", f"http://127.0.0.1:{proxy.port}")
        monkeypatch.delenv("NO_PROXY", raising=False)
        monkeypatch.delenv("no_proxy", raising=False)
        replies = send(judge.url, judge.url)
    assert [json.loads(reply.content) for reply in replies] == [{"ok": True}] * 2
    assert tunnels == [
        b"CONNECT 127.0.0.1:%d HTTP/1.1\r\nHost: 127.0.0.1:%d" % (judge.port, judge.port)
    ]


def _pipe(source: socket.socket, sink: socket.socket) -> None:
    try:
        while data := source.recv(65536):
            sink.sendall(data)
    except OSError:
        pass
    finally:
        for sock in (source, sink):
            with contextlib.suppress(OSError):
                sock.shutdown(socket.SHUT_RDWR)


def test_a_proxy_evalctl_cannot_speak_fails_once_without_retries(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from evalctl.errors import JudgeUnreachableError
    from evalctl.judges.poster import JsonPoster
    from evalctl.judges.retry import RetryPolicy

    monkeypatch.setenv("HTTPS_PROXY", "socks5://127.0.0.1:9")
    monkeypatch.delenv("NO_PROXY", raising=False)
    monkeypatch.delenv("no_proxy", raising=False)
    slept: list[float] = []

    async def sleep(seconds: float) -> None:
        slept.append(seconds)

    async def go() -> None:
        poster = JsonPoster(
            "the judge",
            concurrency=1,
            timeout_s=5,
            headers={},
            retry=RetryPolicy(retries=3, sleep=sleep),
        )
        try:
            await poster.post("https://judge.invalid/v1/chat/completions", lambda: (b"{}", {}))
        finally:
            await poster.aclose()

    with pytest.raises(JudgeUnreachableError, match="socks5.*check HTTP\\(S\\)_PROXY") as raised:
        asyncio.run(go())
    assert raised.value.requests == 1 and slept == []
