"""The closed registry of scorers: a name, and where the scorer's one module is.

Entries are import paths, so listing the names (`--help`, usage errors) imports no scorer; a
scorer module is imported when a run, `validate` or `evalctl scorers` needs it.
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from evalctl.errors import InputError, UsageError

if TYPE_CHECKING:
    from evalctl.scorers.base import Scorer

SCORERS: dict[str, str] = {
    "noise": "evalctl.scorers.noise:NoiseScorer",
    "faithfulness": "evalctl.scorers.faithfulness:FaithfulnessScorer",
    "toxicity": "evalctl.scorers.toxicity:ToxicityScorer",
    "http": "evalctl.scorers.remote:RemoteScorer",
}


def scorer_class(name: str) -> type[Scorer]:
    """The scorer registered as `name`; an unknown name is a usage error listing the known."""
    location = SCORERS.get(name)
    if location is None:
        raise UsageError(
            f"unknown scorer {name!r}; choose one of: {', '.join(SCORERS)}", option="scorer"
        )
    module, _, attribute = location.partition(":")
    found: type[Scorer] = getattr(importlib.import_module(module), attribute)
    return found


def build_scorer(
    name: str, options: Mapping[str, Any] | None = None, *, judge_reasons: bool = False
) -> Scorer:
    """A ready scorer with its options validated (`{"scale": 10}`, `{"scoring": {...}}`)."""
    from pydantic import ValidationError

    from evalctl.judges.structured import describe_validation_error

    cls = scorer_class(name)
    given = dict(options or {})
    known = cls.options_model.model_fields
    for key in given:
        if key not in known:
            accepted = ", ".join(known) or "none"
            raise UsageError(
                f"the {name} scorer has no option {key!r} (its options: {accepted})", option=key
            )
    try:
        validated = cls.options_model.model_validate(given)
    except ValidationError as exc:
        first = exc.errors()[0]["loc"]
        option = str(first[0]) if first else None
        raise InputError(
            f"{name} options: {describe_validation_error(exc)}", option=option
        ) from exc
    return cls(validated, judge_reasons=judge_reasons)
