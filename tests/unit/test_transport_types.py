"""transport.py: the URL, request and reply types every HTTP client in evalctl speaks, and
httpx transports (the tests' MockTransport) behind them."""

from __future__ import annotations

import asyncio

import httpx
import pytest

from evalctl.judges.transport import (
    ConnectError,
    ConnectTimeout,
    HttpxTransport,
    InvalidUrl,
    Reply,
    Request,
    TransportError,
    UndecodableReply,
    UnsupportedProtocol,
    Url,
)


def test_header_names_are_lower_case_and_repeats_are_joined() -> None:
    reply = Reply.from_raw(
        200, [(b"Content-Type", b"application/json"), (b"Via", b"a"), (b"via", b"b")], b"{}"
    )
    assert reply.headers == {"content-type": "application/json", "via": "a, b"}
    assert reply.headers.get("retry-after") is None


def test_text_follows_the_charset_the_reply_names() -> None:
    body = "café".encode("latin-1")
    named = Reply.from_raw(200, [(b"Content-Type", b'text/plain; charset="ISO-8859-1"')], body)
    assert named.text == "café"
    unnamed = Reply.from_raw(200, [(b"Content-Type", b"text/plain")], "café".encode())
    assert unnamed.text == "café"


@pytest.mark.parametrize("charset", ["klingon", "rot13", "base64", "zlib_codec"])
def test_an_unknown_charset_or_bad_bytes_never_raise(charset: str) -> None:
    """A hostile server names a codec that is not a text encoding: the text is read as UTF-8."""
    header = b"text/plain; charset=" + charset.encode()
    reply = Reply.from_raw(400, [(b"content-type", header)], b"ok \xff")
    assert reply.text == "ok \ufffd"


@pytest.mark.parametrize(
    ("text", "host", "port", "target", "netloc"),
    [
        ("http://127.0.0.1:8080/v1/chat", "127.0.0.1", 8080, b"/v1/chat", "127.0.0.1:8080"),
        ("https://Judge.Example/v1", "judge.example", 443, b"/v1", "judge.example"),
        ("http://judge.example", "judge.example", 80, b"/", "judge.example"),
        ("http://[::1]:9/a?b=c d", "::1", 9, b"/a?b=c%20d", "[::1]:9"),
        (
            "http://bücher.example/ä",
            "xn--bcher-kva.example",
            80,
            b"/%C3%A4",
            "xn--bcher-kva.example",
        ),
    ],
)
def test_a_url_is_split_into_what_a_request_needs(
    text: str, host: str, port: int, target: bytes, netloc: str
) -> None:
    url = Url(text)
    assert (url.host, url.port, url.target, url.netloc) == (host, port, target, netloc)
    assert Url(url.text).text == url.text


@pytest.mark.parametrize(
    ("text", "error", "words"),
    [
        ("ftp://127.0.0.1/v1", UnsupportedProtocol, "ftp:// is not supported"),
        ("127.0.0.1:8080/v1", UnsupportedProtocol, "not supported"),
        ("http:///v1", InvalidUrl, "names no host"),
        ("http://127.0.0.1:port/v1", InvalidUrl, "not a valid URL"),
    ],
)
def test_a_url_evalctl_cannot_use_is_refused_with_why(
    text: str, error: type[Exception], words: str
) -> None:
    with pytest.raises(error, match=words):
        Url(text)


def through_httpx(handler: httpx.MockTransport) -> Reply:
    async def go() -> Reply:
        url = Url("http://judge.test/v1/chat/completions")
        request = Request("POST", url, [(b"Host", b"judge.test")], b'{"q": 1}')
        return await HttpxTransport(handler).send(request)

    return asyncio.run(go())


def test_an_httpx_transport_sees_the_request_and_its_reply_converts() -> None:
    seen: list[httpx.Request] = []

    def handle(request: httpx.Request) -> httpx.Response:
        seen.append(request)
        return httpx.Response(503, headers={"Retry-After": "2"}, content=b'{"error": "busy"}')

    reply = through_httpx(httpx.MockTransport(handle))
    assert (reply.status_code, reply.headers["retry-after"], reply.content) == (
        503,
        "2",
        b'{"error": "busy"}',
    )
    assert (seen[0].method, str(seen[0].url), seen[0].content) == (
        "POST",
        "http://judge.test/v1/chat/completions",
        b'{"q": 1}',
    )


@pytest.mark.parametrize(
    ("raised", "becomes"),
    [
        (httpx.ConnectError("refused"), ConnectError),
        (httpx.ConnectTimeout("slow"), ConnectTimeout),
        (httpx.UnsupportedProtocol("socks"), UnsupportedProtocol),
        (httpx.RemoteProtocolError("Server disconnected"), TransportError),
        (httpx.DecodingError("bad gzip"), UndecodableReply),
    ],
)
def test_httpx_errors_become_evalctl_transport_errors(
    raised: Exception, becomes: type[Exception]
) -> None:
    def handle(request: httpx.Request) -> httpx.Response:
        raise raised

    with pytest.raises(becomes, match=str(raised)):
        through_httpx(httpx.MockTransport(handle))
