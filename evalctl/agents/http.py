"""Agents over HTTP: an OpenAI-compatible chat endpoint, or any JSON API through a body
template and an output path. Same client, retries and breaker as the judge (JsonPoster)."""

from __future__ import annotations

import json
from typing import Any

from evalctl.agents.base import AgentError
from evalctl.config import Secret
from evalctl.errors import JudgeError, UsageError
from evalctl.judges.poster import JsonPoster
from evalctl.judges.retry import RetryPolicy

CHAT_PATH = "/chat/completions"


class _HttpAgent:
    def __init__(
        self,
        url: str,
        *,
        timeout_s: float,
        retries: int,
        concurrency: int,
        key: Secret | None,
        key_env: str | None,
    ) -> None:
        self._url = url
        headers = {"authorization": f"Bearer {key.reveal()}"} if key is not None else {}
        self._poster = JsonPoster(
            f"the agent at {url}",
            concurrency=concurrency,
            timeout_s=timeout_s,
            headers=headers,
            key=key,
            key_env=key_env,
            retry=RetryPolicy(retries=retries),
        )

    async def _post(self, body: bytes) -> Any:
        self._poster.check_breaker()
        try:
            response, _ = await self._poster.post(self._url, lambda: (body, {}))
            self._poster.raise_for_status(response, "check --agent-url")
        except AgentError:
            raise
        except JudgeError as exc:
            raise AgentError(str(exc)) from exc
        try:
            return json.loads(response.content)
        except (ValueError, RecursionError):
            raise AgentError(
                f"the agent at {self._url} did not answer with readable JSON"
            ) from None

    async def aclose(self) -> None:
        await self._poster.aclose()


class ChatAgent(_HttpAgent):
    """`--agent-url`: the query as the user message (after `--agent-system`, if given)."""

    def __init__(self, url: str, model: str | None, system: str | None, **kwargs: Any) -> None:
        base = url.rstrip("/")
        super().__init__(base if base.endswith(CHAT_PATH) else base + CHAT_PATH, **kwargs)
        self._model = model
        self._system = system

    @property
    def identity(self) -> str:
        model = f", model {self._model}" if self._model else ""
        system = f", system prompt {json.dumps(self._system)}" if self._system else ""
        return f"chat: {self._url}{model}{system}"

    async def ask(self, query: str, *, case_id: str, variant: str) -> str:
        messages = [{"role": "system", "content": self._system}] if self._system else []
        messages.append({"role": "user", "content": query})
        body: dict[str, Any] = {"messages": messages}
        if self._model:
            body["model"] = self._model
        reply = await self._post(json.dumps(body).encode())
        answer = value_at(reply, "choices.0.message.content")
        if not isinstance(answer, str):
            raise AgentError(f"the agent at {self._url} sent no choices.0.message.content")
        return self._poster.scrub(answer)


class TemplateAgent(_HttpAgent):
    """`--agent-body TEMPLATE --agent-output PATH`: any JSON API. `{{query}}` and `{{id}}` in
    the template become the JSON-escaped values; PATH is a dotted path into the reply."""

    def __init__(self, url: str, template: str, output_path: str, **kwargs: Any) -> None:
        super().__init__(url, **kwargs)
        check_template(template)
        if not output_path.strip():
            raise UsageError(
                "is empty: give a dotted path such as data.answer", option="agent_output"
            )
        self._template = template
        self._output_path = output_path

    @property
    def identity(self) -> str:
        return f"http: {self._url}, body {self._template}, output {self._output_path}"

    async def ask(self, query: str, *, case_id: str, variant: str) -> str:
        body = fill_template(self._template, query, case_id)
        reply = await self._post(body.encode())
        answer = value_at(reply, self._output_path)
        if isinstance(answer, (int, float)) and not isinstance(answer, bool):
            answer = str(answer)
        if not isinstance(answer, str):
            found = "nothing" if answer is None else type(answer).__name__
            raise AgentError(
                f"the agent at {self._url} sent {found} at {self._output_path}, not a text"
            )
        return self._poster.scrub(answer)


def fill_template(template: str, query: str, case_id: str) -> str:
    return template.replace("{{query}}", _escaped(query)).replace("{{id}}", _escaped(case_id))


def check_template(template: str) -> None:
    """The template must be JSON once its placeholders are filled, and must use `{{query}}`."""
    if "{{query}}" not in template:
        raise UsageError("must contain {{query}}", option="agent_body")
    try:
        json.loads(fill_template(template, 'a "quoted"\nquery', "id"))
    except ValueError as exc:
        raise UsageError(
            f"is not JSON once {{{{query}}}} is filled ({exc}); put the placeholders inside "
            'quotes: {"q": "{{query}}"}',
            option="agent_body",
        ) from exc


def _escaped(value: str) -> str:
    return json.dumps(value, ensure_ascii=False)[1:-1]


def value_at(document: Any, path: str) -> Any:
    """`choices.0.message.content` in a parsed JSON reply; None where the path leads nowhere."""
    value = document
    for part in path.split("."):
        if isinstance(value, dict):
            value = value.get(part)
        elif isinstance(value, list) and part.isdigit() and int(part) < len(value):
            value = value[int(part)]
        else:
            return None
    return value
