"""Reply: the one reply type every HTTP client in evalctl reads, from either transport."""

from __future__ import annotations

import httpx

from evalctl.judges.reply import Reply


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


def test_an_unknown_charset_or_bad_bytes_never_raise() -> None:
    reply = Reply.from_raw(200, [(b"content-type", b"text/plain; charset=klingon")], b"ok \xff")
    assert reply.text == "ok \ufffd"


def test_an_httpx_response_converts_with_its_decoded_body() -> None:
    response = httpx.Response(503, headers={"Retry-After": "2"}, content=b'{"error": "busy"}')
    reply = Reply.from_httpx(response)
    assert (reply.status_code, reply.headers["retry-after"], reply.content) == (
        503,
        "2",
        b'{"error": "busy"}',
    )
