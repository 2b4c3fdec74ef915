"""Mastra's model strings (`openai/gpt-4o-mini`) → base URL, wire protocol, key variable."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from evalctl.errors import UsageError

WireProtocol = Literal["openai", "anthropic"]


@dataclass(frozen=True, slots=True)
class Provider:
    base_url: str
    protocol: WireProtocol
    key_env: str | None
    key_required: bool = True


PROVIDERS: dict[str, Provider] = {
    "openai": Provider("https://api.openai.com/v1", "openai", "OPENAI_API_KEY"),
    "anthropic": Provider("https://api.anthropic.com/v1", "anthropic", "ANTHROPIC_API_KEY"),
    "ollama": Provider("http://localhost:11434/v1", "openai", "OLLAMA_API_KEY", key_required=False),
    "openrouter": Provider("https://openrouter.ai/api/v1", "openai", "OPENROUTER_API_KEY"),
    "groq": Provider("https://api.groq.com/openai/v1", "openai", "GROQ_API_KEY"),
    "together": Provider("https://api.together.xyz/v1", "openai", "TOGETHER_API_KEY"),
    "deepseek": Provider("https://api.deepseek.com/v1", "openai", "DEEPSEEK_API_KEY"),
    "mistral": Provider("https://api.mistral.ai/v1", "openai", "MISTRAL_API_KEY"),
}

JUDGE_URL_KEY_ENV = "EVALCTL_JUDGE_API_KEY"
"""Key variable for `--judge-url` servers unless --api-key-env names another: deliberately not
OPENAI_API_KEY, so an OpenAI key is never sent to some other server by accident."""


@dataclass(frozen=True, slots=True)
class JudgeTarget:
    """Where and how to reach an LLM judge; the key is referred to only by its variable's name."""

    protocol: WireProtocol
    base_url: str
    model: str
    key_env: str | None
    key_required: bool
    provider: str | None


BASE_URL_ENV = {"openai": "OPENAI_BASE_URL", "anthropic": "ANTHROPIC_BASE_URL"}
"""The official SDKs' variables for pointing a provider at a proxy or a compatible server."""


def resolve_target(
    model: str | None,
    judge_url: str | None,
    api_key_env: str | None,
    base_url_override: str | None = None,
) -> JudgeTarget:
    """Pick the judge endpoint: --judge-url (any OpenAI-compatible server) or a model string.

    `base_url_override` is the provider's BASE_URL_ENV variable, when set.
    """
    if judge_url:
        if not model:
            raise UsageError(
                "a judge URL needs a model name: the name the server serves "
                "(set `model` or EVALCTL_MODEL)",
                option="judge_url",
            )
        # Sent verbatim: OpenAI-compatible servers name models with slashes of their own
        # ("meta-llama/Llama-3.1-8B-Instruct", LiteLLM's "openai/gpt-4o").
        return JudgeTarget(
            "openai", _clean_url(judge_url), model, api_key_env or JUDGE_URL_KEY_ENV, False, None
        )
    if not model:
        raise UsageError("no judge configured: set `model` PROVIDER/NAME or `judge_url` URL")
    provider_name, slash, name = model.partition("/")
    provider = PROVIDERS.get(provider_name)
    if not slash or not name or provider is None:
        known = ", ".join(PROVIDERS)
        raise UsageError(
            f"{model!r}: expected PROVIDER/NAME with PROVIDER one of {known} "
            "(or set `judge_url` for another OpenAI-compatible server)",
            option="model",
        )
    base_url = provider.base_url
    key_required = provider.key_required
    if base_url_override:
        # A proxy or a local compatible server: it may need no key.
        base_url, key_required = _clean_url(base_url_override), False
    return JudgeTarget(
        provider.protocol,
        base_url,
        name,
        api_key_env or provider.key_env,
        key_required,
        provider_name,
    )


def _clean_url(url: str) -> str:
    url = url.strip().rstrip("/")
    if not url.startswith(("http://", "https://")):
        raise UsageError(f"judge URL {url!r} must start with http:// or https://")
    return url
