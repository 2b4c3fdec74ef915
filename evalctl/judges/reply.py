"""An HTTP reply, read whole: what the judge, agent and scorer-service clients read.

Not httpx.Response: building one per judge call (its headers model, its byte stream read through
its decoders) cost about a tenth of evalctl's CPU per call. Replies from other httpx transports
(tests' httpx.MockTransport) are converted once, so every caller reads one type.
"""

from __future__ import annotations

import codecs
from collections.abc import Iterable, Mapping

import httpx


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

    @classmethod
    def from_httpx(cls, response: httpx.Response) -> Reply:
        """A response whose body has been read."""
        return cls.from_raw(response.status_code, response.headers.raw, response.content)

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
            codecs.lookup(charset)
        except LookupError:
            charset = "utf-8"
        return self.content.decode(charset, errors="replace")
