"""`shard = "K/N"`: which rows of a dataset one of N parallel CI jobs scores."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import TypeVar

from evalctl.errors import UsageError

T = TypeVar("T")


@dataclass(frozen=True, slots=True)
class Shard:
    """The rows at positions p with p % N == K - 1 (1-based K)."""

    index: int
    count: int

    @classmethod
    def parse(cls, text: str) -> Shard:
        index, sep, count = text.partition("/")
        try:
            shard = cls(int(index), int(count))
        except ValueError:
            shard = cls(0, 0)
        if not sep or not 1 <= shard.index <= shard.count:
            raise UsageError(f"{text!r}: expected K/N with 1 <= K <= N, e.g. 2/3", option="shard")
        return shard

    def select(self, items: Iterable[T]) -> Iterator[T]:
        """This shard's items, by position."""
        for position, item in enumerate(items):
            if position % self.count == self.index - 1:
                yield item

    def size(self, total: int) -> int:
        """How many of `total` rows fall in this shard."""
        return len(range(self.index - 1, total, self.count))

    def __str__(self) -> str:
        return f"{self.index}/{self.count}"
