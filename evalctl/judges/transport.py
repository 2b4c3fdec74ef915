"""What evalctl's HTTP clients send and read, and how sending fails.

Not httpx's models: importing httpx was 26 ms of every run's start, and building its Request and
Response a tenth of evalctl's CPU per judge call. evalctl's own transport (http1.py) speaks
these types; an httpx transport (the tests' httpx.MockTransport) plugs in through
`HttpxTransport`, which imports httpx only when it is used.
"""

from __future__ import annotations

import urllib.parse
from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    import httpx

DEFAULT_PORTS = {"http": 80, "https": 443}


class TransportError(Exception):
    """A request that got no usable reply; the message says why, in our words."""


class ConnectError(TransportError):
    """No connection: refused, an unknown host, a certificate not accepted."""


class ConnectTimeout(TransportError):
    """A transport's own timeout, before anything reached the server."""


class UnsupportedProtocol(TransportError):
    """A scheme, or a proxy's scheme, evalctl cannot speak: no retry can change it."""


class InvalidUrl(UnsupportedProtocol):
    """A URL without a host, or with a port that is not a number: no retry can change it."""


class RemoteProtocolError(TransportError):
    """The server broke HTTP: a malformed reply, or a hang-up in the middle of one."""


class LocalProtocolError(TransportError):
    """A request that cannot be sent as it is (a header holding a line break)."""


class ProxyError(TransportError):
    """The proxy refused or dropped the tunnel."""


class UndecodableReply(Exception):
    """A reply that arrived but cannot be read: an unknown encoding, a corrupt or oversized
    body. Not a TransportError: resending would get the same reply."""


class BodyTooLargeError(UndecodableReply):
    """A reply larger than the transport's cap, as sent or once decompressed."""


class Url:
    """An http(s) URL split once into what a request needs."""

    __slots__ = ("scheme", "host", "port", "target", "netloc", "text")

    def __init__(self, text: str) -> None:
        """Raises UnsupportedProtocol for a scheme other than http or https, and InvalidUrl for
        a URL without a host or with a bad port."""
        parts = urllib.parse.urlsplit(text.strip())
        self.scheme = parts.scheme.lower()
        if self.scheme not in DEFAULT_PORTS:
            shown = f"{self.scheme}://" if self.scheme else "a URL without a scheme"
            raise UnsupportedProtocol(f"{shown} is not supported: use http or https")
        try:
            port = parts.port
            host = parts.hostname or ""
            if not host.isascii():
                host = host.encode("idna").decode("ascii")
        except (ValueError, UnicodeError) as exc:
            raise InvalidUrl(f"not a valid URL: {exc}") from None
        if not host:
            raise InvalidUrl("not a valid URL: it names no host")
        self.host = host
        self.port = port or DEFAULT_PORTS[self.scheme]
        path = urllib.parse.quote(parts.path or "/", safe="/%!$&'()*+,;=:@-._~")
        query = urllib.parse.quote(parts.query, safe="/?%!$&'()*+,;=:@-._~")
        self.target = (path + (f"?{query}" if query else "")).encode("ascii")
        """The request target: path and query, percent-encoded."""
        bracketed = f"[{host}]" if ":" in host else host
        self.netloc = bracketed if port is None else f"{bracketed}:{port}"
        """The Host header's value."""
        self.text = f"{self.scheme}://{self.netloc}{self.target.decode('ascii')}"


class Request:
    """One request: method, URL, headers as bytes (Host included) and body."""

    __slots__ = ("method", "url", "headers", "body")

    def __init__(
        self, method: str, url: Url, headers: list[tuple[bytes, bytes]], body: bytes = b""
    ) -> None:
        self.method = method
        self.url = url
        self.headers = headers
        self.body = body


class Reply:
    """Status, headers (lower-case names, repeated ones joined by ", ") and the decoded body."""

    __slots__ = ("status_code", "headers", "content")

    def __init__(self, status_code: int, headers: Mapping[str, str], content: bytes) -> None:
        self.status_code = status_code
        self.headers = headers
        self.content = content

    @classmethod
    def from_raw(
        cls, status_code: int, headers: Iterable[tuple[bytes, bytes]], content: bytes
    ) -> Reply:
        named: dict[str, str] = {}
        for raw_name, raw_value in headers:
            name, value = raw_name.decode("latin-1").lower(), raw_value.decode("latin-1")
            named[name] = f"{named[name]}, {value}" if name in named else value
        return cls(status_code, named, content)

    @property
    def text(self) -> str:
        """The body as text, in the charset the reply names (UTF-8 when it names none or one
        Python does not know); undecodable bytes become U+FFFD rather than an error."""
        charset = "utf-8"
        for parameter in self.headers.get("content-type", "").split(";")[1:]:
            key, _, value = parameter.partition("=")
            if key.strip().lower() == "charset" and value.strip():
                charset = value.strip().strip("\"'")
        try:
            return self.content.decode(charset, errors="replace")
        except LookupError:  # unknown, or a codec that is not a text encoding ("rot13")
            return self.content.decode("utf-8", errors="replace")


class Transport(Protocol):
    async def send(self, request: Request) -> Reply: ...

    async def aclose(self) -> None: ...


class HttpxTransport:
    """An httpx transport (httpx.MockTransport in tests) behind evalctl's Transport: requests
    and replies converted, and httpx's errors turned into the ones above."""

    def __init__(self, transport: httpx.AsyncBaseTransport) -> None:
        self._transport = transport

    async def send(self, request: Request) -> Reply:
        import httpx

        outgoing = httpx.Request(
            request.method, request.url.text, headers=request.headers, content=request.body
        )
        try:
            response = await self._transport.handle_async_request(outgoing)
            await response.aread()
        except httpx.TimeoutException as exc:
            raise ConnectTimeout(str(exc)) from exc
        except httpx.UnsupportedProtocol as exc:
            raise UnsupportedProtocol(str(exc)) from exc
        except httpx.ProxyError as exc:
            raise ProxyError(str(exc)) from exc
        except httpx.ConnectError as exc:
            raise ConnectError(str(exc)) from exc
        except httpx.LocalProtocolError as exc:
            raise LocalProtocolError(str(exc)) from exc
        except httpx.TransportError as exc:
            raise TransportError(str(exc) or type(exc).__name__) from exc
        except httpx.DecodingError as exc:
            raise UndecodableReply(str(exc)) from exc
        return Reply.from_raw(response.status_code, response.headers.raw, response.content)

    async def aclose(self) -> None:
        await self._transport.aclose()
