"""The command-line options shared by several commands, declared once, in groups.

`with_options(GATES, REPORTS)` adds a group's options to a command's signature (Typer reads the
signature) and hands the command their values as one dict, `given`, keyed by run-option name;
an option left out is None, so the configuration resolver can tell "not given" from a value.
"""

from __future__ import annotations

import functools
import inspect
import re
from collections.abc import Callable
from pathlib import Path
from typing import Annotated, Any, TypeVar

import typer

from evalctl.defaults import (
    DEFAULT_AGENT_CONCURRENCY,
    DEFAULT_AGENT_RETRIES,
    DEFAULT_AGENT_TIMEOUT_S,
    DEFAULT_CONCURRENCY,
    DEFAULT_MAX_ERRORS,
    DEFAULT_PASS_RATE,
    DEFAULT_RETRIES,
    DEFAULT_TIMEOUT_S,
)

F = TypeVar("F", bound=Callable[..., Any])
OptionGroup = dict[str, Any]
"""Parameter name (the run option's name) → its Annotated Typer type; every default is None."""


def _option(*names: str, help: str, panel: str, **kwargs: Any) -> Any:
    return typer.Option(*names, help=help, rich_help_panel=panel, show_default=False, **kwargs)


GATES: OptionGroup = {
    "min": Annotated[
        float | None, _option("--min", help="Each case must score at least this.", panel="Gates")
    ],
    "max": Annotated[
        float | None, _option("--max", help="Each case must score at most this.", panel="Gates")
    ],
    "mean_min": Annotated[
        float | None,
        _option("--mean-min", help="The mean must be at least this.", panel="Gates"),
    ],
    "mean_max": Annotated[
        float | None, _option("--mean-max", help="The mean must be at most this.", panel="Gates")
    ],
    "pass_rate": Annotated[
        float | None,
        _option(
            "--pass-rate",
            min=0.0,
            max=1.0,
            panel="Gates",
            help=f"Fraction of scored cases that must pass. (default: {DEFAULT_PASS_RATE:g})",
        ),
    ],
    "max_errors": Annotated[
        str | None,
        _option(
            "--max-errors",
            panel="Gates",
            help="Unscorable cases tolerated before exit 3: a count, or a share of the cases "
            f"(5%). (default: {DEFAULT_MAX_ERRORS})",
        ),
    ],
    "confidence": Annotated[
        float | None,
        _option(
            "--confidence",
            panel="Gates",
            help="Gate the mean on its bootstrap interval at this level (0.95): --mean-min holds "
            "only when the lower bound is at least it, --mean-max when the upper bound is at "
            "most it. Without it the interval is reported at 0.95 and the gates use the mean.",
        ),
    ],
    "max_flaky": Annotated[
        int | None,
        _option(
            "--max-flaky",
            min=0,
            panel="Gates",
            help="Flaky cases (samples on both sides of the threshold) tolerated before exit 1.",
        ),
    ],
}

SAMPLING: OptionGroup = {
    "judge_samples": Annotated[
        int | None,
        _option(
            "--judge-samples",
            min=1,
            panel="Repeated judging",
            help="Judge each case K times (each sample cached on its own). (default: 1)",
        ),
    ],
    "reducer": Annotated[
        str | None,
        _option(
            "--reducer",
            panel="Repeated judging",
            help="How K samples become the case score: mean, median, min, max, or majority "
            "(the pass/fail verdict most samples agree on; a tie fails). (default: mean)",
        ),
    ],
    "confirm_failures": Annotated[
        int | None,
        _option(
            "--confirm-failures",
            min=0,
            panel="Repeated judging",
            help="Judge a failing case K more times; it stays failed only if most of all its "
            "samples fail.",
        ),
    ],
}

REPORTS: OptionGroup = {
    "as_json": Annotated[
        bool | None,
        _option("--json", help="Print only the results document on stdout.", panel="Output"),
    ],
    "output": Annotated[
        Path | None,
        _option(
            "--output", "-o", help="Write the results document here (atomically).", panel="Output"
        ),
    ],
    "junit": Annotated[
        Path | None, _option("--junit", help="Write JUnit XML here.", panel="Output")
    ],
    "markdown": Annotated[
        Path | None, _option("--markdown", help="Write a Markdown summary here.", panel="Output")
    ],
    "html": Annotated[
        Path | None,
        _option(
            "--html", help="Write a self-contained HTML report here (no network).", panel="Output"
        ),
    ],
    "no_step_summary": Annotated[
        bool | None,
        _option("--no-step-summary", help="Do not append to $GITHUB_STEP_SUMMARY.", panel="Output"),
    ],
    "no_color": Annotated[
        bool | None, _option("--no-color", help="Plain text output.", panel="Output")
    ],
}

JUDGE: OptionGroup = {
    "model": Annotated[
        str | None,
        _option(
            "--model",
            panel="Judge",
            help="PROVIDER/NAME (openai/gpt-4o-mini, anthropic/..., ollama/...), or a model name "
            "for --judge-url; 'local' for the offline judge. Env: EVALCTL_MODEL.",
        ),
    ],
    "judge_url": Annotated[
        str | None,
        _option(
            "--judge-url",
            panel="Judge",
            help="Base URL of any OpenAI-compatible API (vLLM, llama.cpp, LiteLLM...). "
            "Env: EVALCTL_JUDGE_URL.",
        ),
    ],
    "api_key_env": Annotated[
        str | None,
        _option(
            "--api-key-env",
            panel="Judge",
            help="Name of the variable holding the key (default: the provider's, e.g. "
            "OPENAI_API_KEY; EVALCTL_JUDGE_API_KEY for --judge-url).",
        ),
    ],
    "concurrency": Annotated[
        int | None,
        _option(
            "--concurrency",
            min=1,
            panel="Judge",
            help=f"Judge requests in flight. (default: {DEFAULT_CONCURRENCY})",
        ),
    ],
    "timeout": Annotated[
        float | None,
        _option(
            "--timeout",
            min=0.001,
            panel="Judge",
            help=f"Per-request timeout, seconds. (default: {DEFAULT_TIMEOUT_S:g})",
        ),
    ],
    "retries": Annotated[
        int | None,
        _option(
            "--retries",
            min=0,
            panel="Judge",
            help="Retries on 429, 5xx, timeouts, dropped connections. "
            f"(default: {DEFAULT_RETRIES})",
        ),
    ],
    "temperature": Annotated[
        float | None,
        _option("--temperature", min=0.0, panel="Judge", help="Sampling temperature. (default: 0)"),
    ],
    "seed": Annotated[
        int | None,
        _option("--seed", panel="Judge", help="Sampling seed, where the protocol has one."),
    ],
    "json_mode": Annotated[
        str | None,
        _option(
            "--json-mode",
            panel="Judge",
            help="Structured answers: schema (JSON schema), object (JSON mode), prompt (schema in "
            "the prompt), or auto (schema, falling back once per run). (default: auto)",
        ),
    ],
    "max_tokens": Annotated[
        int | None,
        _option(
            "--max-tokens",
            min=16,
            panel="Judge",
            help="Room for each judge answer, in tokens. (default: sized per step, 200 to "
            "1,024; doubled once for an answer cut short)",
        ),
    ],
    "no_cache": Annotated[
        bool | None,
        _option("--no-cache", help="Do not read or write the judge-answer cache.", panel="Judge"),
    ],
    "cache_dir": Annotated[
        Path | None,
        _option(
            "--cache-dir", panel="Judge", help="Judge-answer cache folder. Env: EVALCTL_CACHE_DIR."
        ),
    ],
}

AGENT: OptionGroup = {
    "agent_url": Annotated[
        str | None,
        _option(
            "--agent-url",
            panel="Agent under test",
            help="Ask this agent for the answers: an OpenAI-compatible chat endpoint (or, with "
            "--agent-body, any JSON API). A row then needs only its queries.",
        ),
    ],
    "agent_model": Annotated[
        str | None, _option("--agent-model", panel="Agent under test", help="The agent's model.")
    ],
    "agent_api_key_env": Annotated[
        str | None,
        _option(
            "--agent-api-key-env",
            panel="Agent under test",
            help="Name of the variable holding the agent's key (sent as a bearer token).",
        ),
    ],
    "agent_system": Annotated[
        str | None,
        _option("--agent-system", panel="Agent under test", help="A system message for the agent."),
    ],
    "agent_body": Annotated[
        str | None,
        _option(
            "--agent-body",
            panel="Agent under test",
            help="JSON body for a non-chat API; {{query}} and {{id}} are filled: "
            '{"q": "{{query}}"}.',
        ),
    ],
    "agent_output": Annotated[
        str | None,
        _option(
            "--agent-output",
            panel="Agent under test",
            help="Dotted path to the answer in the agent's JSON reply (data.answer).",
        ),
    ],
    "agent_cmd": Annotated[
        str | None,
        _option(
            "--agent-cmd",
            panel="Agent under test",
            help="A command run per call: the query on stdin, the answer on stdout "
            "(EVALCTL_QUERY_ID and EVALCTL_VARIANT in its environment).",
        ),
    ],
    "agent_concurrency": Annotated[
        int | None,
        _option(
            "--agent-concurrency",
            min=1,
            panel="Agent under test",
            help=f"Agent calls in flight. (default: {DEFAULT_AGENT_CONCURRENCY})",
        ),
    ],
    "agent_timeout": Annotated[
        float | None,
        _option(
            "--agent-timeout",
            min=0.001,
            panel="Agent under test",
            help=f"Seconds per agent call. (default: {DEFAULT_AGENT_TIMEOUT_S:g})",
        ),
    ],
    "agent_retries": Annotated[
        int | None,
        _option(
            "--agent-retries",
            min=0,
            panel="Agent under test",
            help=f"Retries of a failed agent call. (default: {DEFAULT_AGENT_RETRIES})",
        ),
    ],
    "no_agent_cache": Annotated[
        bool | None,
        _option("--no-agent-cache", panel="Agent under test", help="Always ask the agent."),
    ],
    "agent_samples": Annotated[
        int | None,
        _option(
            "--agent-samples",
            min=1,
            panel="Agent under test",
            help="Ask the agent K times for each noisy answer (each judged --judge-samples times).",
        ),
    ],
    "refresh_baselines": Annotated[
        bool | None,
        _option(
            "--refresh-baselines",
            panel="Agent under test",
            help="Ask the agent for the baseline even when the row has one.",
        ),
    ],
    "save_cases": Annotated[
        Path | None,
        _option(
            "--save-cases",
            panel="Agent under test",
            help="Write the cases with the agent's answers filled in (to re-score without it).",
        ),
    ],
}

_INVERTED_FLAGS = {
    "no_cache": "cache",
    "no_step_summary": "step_summary",
    "no_agent_cache": "agent_cache",
}


def with_options(*groups: OptionGroup) -> Callable[[F], F]:
    """Add the groups' options to a command; it receives their values as `given`."""

    def decorate(command: F) -> F:
        signature = inspect.signature(command, eval_str=True)
        own = [p for p in signature.parameters.values() if p.name != "given"]
        added = [
            inspect.Parameter(name, inspect.Parameter.KEYWORD_ONLY, annotation=kind, default=None)
            for group in groups
            for name, kind in group.items()
        ]

        @functools.wraps(command)
        def wrapper(*args: Any, **kwargs: Any) -> Any:
            given = {name: kwargs.pop(name, None) for group in groups for name in group}
            return command(*args, given=given_values(given), **kwargs)

        wrapper.__signature__ = signature.replace(parameters=[*own, *added])  # type: ignore[attr-defined]
        wrapper.__annotations__ = {p.name: p.annotation for p in (*own, *added)}
        return wrapper  # type: ignore[return-value]

    return decorate


def given_values(options: dict[str, Any]) -> dict[str, Any]:
    """Run-option values from flag values: an unset flag is None (not given), `--no-cache` is
    `cache = False`."""
    given: dict[str, Any] = {}
    for name, value in options.items():
        if value is None or value is False:
            given[_INVERTED_FLAGS.get(name, name)] = None
        elif name in _INVERTED_FLAGS:
            given[_INVERTED_FLAGS[name]] = False
        else:
            given[name] = value
    return given


FLAG_OF_OPTION: dict[str, str | None] = {
    "scorer": None,
    "as_json": "--json",
    "cache": "--no-cache",
    "step_summary": "--no-step-summary",
    "agent_cache": "--no-agent-cache",
    "output": "-o",
}
"""How an error about a run option names it on the command line (default: --the-name)."""


def flag_of(option: str) -> str | None:
    """`scale` → `--scale`; None where the message already names the thing (the scorer)."""
    if option in FLAG_OF_OPTION:
        return FLAG_OF_OPTION[option]
    return "--" + option.replace("_", "-")


_OPTION_REFERENCE = re.compile(r"`([a-z][a-z_]*)`")


def with_flags(message: str) -> str:
    """`api_key_env` in a library message becomes --api-key-env on the command line."""
    from evalctl.config import RUN_OPTIONS

    def flag(match: re.Match[str]) -> str:
        name = match.group(1)
        return (flag_of(name) or name) if name in RUN_OPTIONS else match.group(0)

    return _OPTION_REFERENCE.sub(flag, message)
