"""The case every scorer's case model extends, and a row that is not a valid case."""

from __future__ import annotations

import functools
import hashlib
import json
from dataclasses import dataclass
from typing import Any, Self

from pydantic import BaseModel, ConfigDict, PrivateAttr


@dataclass(frozen=True, slots=True)
class InvalidRow:
    """A row that failed validation; carried through a run under --skip-invalid."""

    line: int
    case_id: str
    message: str


_IMMUTABLE = (type(None), bool, int, float, str, tuple, frozenset)
_REQUIRED = object()
_MADE = object()
"""A default made afresh for each case: a list or a dict must not be shared."""


class _Template:
    """How `from_checked` builds one case model: every field in order with its default
    (_REQUIRED, or _MADE for one that cannot be shared between cases), the fields that need
    more than a copy when a row leaves them out, and the private attributes' defaults."""

    __slots__ = ("defaults", "names", "special", "private")

    def __init__(self, model: type[Case]) -> None:
        self.defaults: dict[str, Any] = {}
        for name, field in model.model_fields.items():
            if field.is_required():
                self.defaults[name] = _REQUIRED
                continue
            default = field.get_default(call_default_factory=True)
            self.defaults[name] = default if isinstance(default, _IMMUTABLE) else _MADE
        self.names = frozenset(self.defaults)
        self.special = tuple(
            name for name, default in self.defaults.items() if default in (_REQUIRED, _MADE)
        )
        self.private = {
            name: attr.get_default() for name, attr in model.__private_attributes__.items()
        }


@functools.cache
def _template(model: type[Case]) -> _Template:
    return _Template(model)


class CaseError(ValueError):
    """A row that is not a valid case; `str()` is the user message without file and line."""


class Case(BaseModel):
    """Fields every case has, whatever the scorer."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    id: str
    line: int
    min_score: float | None = None
    max_score: float | None = None
    metadata: dict[str, Any] = {}

    _digest: str | None = PrivateAttr(default=None)

    @classmethod
    def from_checked(cls, values: dict[str, Any], digest: str | None = None) -> Self:
        """A case from values already checked field by field (dataset/rows.py).

        What `model_construct` does for a case model, without its generality (aliases, extra
        keys, post-init hooks, none of which a case model has) at half its cost, which was a
        third of checking a large dataset. Keys that are not fields are ignored, as there.
        `digest` is the row's content hash, when it was computed while the row was read.
        """
        template = _template(cls)
        names = template.names
        # A copy of every default, then the values over it: dict operations in C, the fields
        # staying in order (update keeps a key's place). Keys that are not fields are left out.
        fields = template.defaults.copy()
        if values.keys() <= names:
            fields.update(values)
            given = set(values)
        else:
            given = values.keys() & names
            fields.update({name: values[name] for name in given})
        for name in template.special:
            if name not in given:
                if fields[name] is _MADE:
                    fields[name] = cls._made(name)
                else:
                    del fields[name]  # required and missing: absent, as model_construct has it
        case = cls.__new__(cls)
        _set = object.__setattr__
        _set(case, "__dict__", fields)
        _set(case, "__pydantic_fields_set__", given)
        _set(case, "__pydantic_extra__", None)
        _set(case, "__pydantic_private__", {**template.private, "_digest": digest})
        return case

    @classmethod
    def _made(cls, name: str) -> Any:
        return cls.model_fields[name].get_default(call_default_factory=True)

    def content_hash(self) -> str:
        """A hash of everything the row says (id and every field), not of where it stands: a
        resumed run reuses a logged score only for a row with exactly this content. A JSON
        Lines row is hashed as written while it is read; other rows from their fields."""
        if self._digest is not None:
            return self._digest
        content = self.model_dump(mode="json", exclude={"line"})
        text = json.dumps(content, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
        return hashlib.sha256(text.encode()).hexdigest()[:32]
