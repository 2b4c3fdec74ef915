"""evalctl: an eval runner for LLM agents, as a command line and as a Python library.

    import evalctl
    result = evalctl.evaluate("noise", "datasets/noise.jsonl", min_score=0.8)
    assert result.passed, result.gate_breaches

The names below are imported on first use, so `evalctl --help` does not pay for the pipeline.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

__version__ = "0.1.0"

__all__ = [
    "DatasetError",
    "EvalctlError",
    "Evaluation",
    "InputError",
    "JudgeError",
    "Notice",
    "Progress",
    "UsageError",
    "__version__",
    "evaluate",
    "evaluate_async",
]

_LAZY = {
    "evaluate": "evalctl.api",
    "evaluate_async": "evalctl.api",
    "Evaluation": "evalctl.api",
    "Notice": "evalctl.events",
    "Progress": "evalctl.events",
    "EvalctlError": "evalctl.errors",
    "UsageError": "evalctl.errors",
    "InputError": "evalctl.errors",
    "DatasetError": "evalctl.errors",
    "JudgeError": "evalctl.errors",
}

if TYPE_CHECKING:
    from evalctl.api import Evaluation, evaluate, evaluate_async
    from evalctl.errors import DatasetError, EvalctlError, InputError, JudgeError, UsageError
    from evalctl.events import Notice, Progress


def __getattr__(name: str) -> Any:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module 'evalctl' has no attribute {name!r}")
    import importlib

    value = getattr(importlib.import_module(module), name)
    globals()[name] = value
    return value
