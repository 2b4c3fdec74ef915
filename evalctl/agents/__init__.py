"""Build the agent under test from the run's configuration, and the rows it completes."""

from __future__ import annotations

import dataclasses
import functools
import os
from typing import TYPE_CHECKING, Any, cast

from pydantic import create_model

from evalctl.agents.base import Agent, AgentError, AgentStats
from evalctl.agents.filler import AgentFiller
from evalctl.agents.python import AgentFunction, CallableAgent
from evalctl.errors import UsageError

if TYPE_CHECKING:
    from evalctl.config import RunConfig
    from evalctl.dataset.case import Case
    from evalctl.dataset.fields import FieldSpec
    from evalctl.scorers.base import Scorer

__all__ = [
    "Agent",
    "AgentError",
    "AgentFiller",
    "AgentFunction",
    "AgentStats",
    "agent_configured",
    "agent_row_shape",
    "build_filler",
]


def agent_configured(config: RunConfig) -> bool:
    return config.agent_url is not None or config.agent_cmd is not None


def build_agent(config: RunConfig, function: AgentFunction | None = None) -> Agent | None:
    """The agent `config` names (or `function`); None when there is none. Bad combinations
    are usage errors naming the option."""
    from evalctl.config import Secret

    if config.agent_body is not None and config.agent_url is None:
        raise UsageError("needs `agent_url`, the API to send it to", option="agent_body")
    if (config.agent_body is None) != (config.agent_output is None) and config.agent_url:
        raise UsageError(
            "`agent_body` and `agent_output` go together: the body to send and where the answer "
            "is in the reply",
            option="agent_body" if config.agent_body is None else "agent_output",
        )
    if function is not None:
        if agent_configured(config):
            raise UsageError("give one agent: a Python function, `agent_url` or `agent_cmd`")
        return CallableAgent(function)
    if config.agent_url is not None and config.agent_cmd is not None:
        raise UsageError("give one agent: `agent_url` or `agent_cmd`, not both", option="agent_cmd")
    if config.agent_cmd is not None:
        from evalctl.agents.command import CommandAgent

        return CommandAgent(config.agent_cmd, config.agent_timeout, config.agent_retries)
    if config.agent_url is None:
        return None
    if not config.agent_url.startswith(("http://", "https://")):
        raise UsageError(
            f"{config.agent_url!r} is not an http:// or https:// URL", option="agent_url"
        )
    key = None
    if config.agent_api_key_env is not None:
        value = os.environ.get(config.agent_api_key_env)
        if not value:
            raise UsageError(f"{config.agent_api_key_env} is not set", option="agent_api_key_env")
        key = Secret(value)
    from evalctl.agents.http import ChatAgent, TemplateAgent

    connection = {
        "timeout_s": config.agent_timeout,
        "retries": config.agent_retries,
        "concurrency": config.agent_concurrency,
        "key": key,
        "key_env": config.agent_api_key_env,
    }
    if config.agent_body is not None and config.agent_output is not None:
        return TemplateAgent(config.agent_url, config.agent_body, config.agent_output, **connection)
    return ChatAgent(config.agent_url, config.agent_model, config.agent_system, **connection)


def build_filler(
    config: RunConfig, scorer: Scorer, function: AgentFunction | None = None
) -> AgentFiller | None:
    """The filler that asks the configured agent for `scorer`'s answers, or None."""
    agent = build_agent(config, function)
    if agent is None:
        return None
    if not scorer.agent_answers:
        raise UsageError(f"the {scorer.name} scorer takes no agent under test", option="agent_url")
    cache = None
    # A Python function's name does not say what it answers (a lambda, a test's stub, code
    # edited since): its answers are shared within the run but never cached across runs.
    if config.agent_cache and function is None:
        from evalctl.agents.cache import AgentCache
        from evalctl.config import user_cache_dir

        cache = AgentCache(config.cache_dir or user_cache_dir(os.environ))
    return AgentFiller(
        agent,
        scorer.agent_answers,
        cache=cache,
        concurrency=config.agent_concurrency,
        refresh_baselines=config.refresh_baselines,
        samples=config.agent_samples,
        case_model=scorer.case_model,
    )


def agent_row_shape(scorer: Scorer) -> tuple[tuple[FieldSpec, ...], type[Case]]:
    """The fields and case model of a row the agent completes: its answer fields optional,
    the queries they answer required."""
    return _shape(type(scorer))


@functools.cache
def _shape(scorer: type[Scorer]) -> tuple[tuple[FieldSpec, ...], type[Case]]:
    answers = scorer.agent_answers
    queries = {query for query, _ in answers.values()}
    fields = tuple(
        dataclasses.replace(
            spec, required=spec.name in queries or (spec.required and spec.name not in answers)
        )
        for spec in scorer.fields
    )
    optional: dict[str, Any] = {name: (str | None, None) for name in answers}
    name = f"{scorer.case_model.__name__}ForAgent"
    model = create_model(name, __base__=scorer.case_model, **optional)
    return fields, cast("type[Case]", model)
