"""Dataset rows to cases: aliases, Mastra shapes, metadata, and field errors."""

from __future__ import annotations

from typing import Any

import pytest
from pydantic import ValidationError

from evalctl.dataset.case import CaseError
from evalctl.dataset.rows import parse_case, parse_column_map
from evalctl.errors import UsageError
from evalctl.scorers import SCORERS, scorer_class
from evalctl.scorers.noise import NOISE_FIELDS, NoiseCase
from tests.support.noise_rows import noise_row


def parse(data: Any, column_map: dict[str, str] | None = None) -> NoiseCase:
    case = parse_case(data, 7, NOISE_FIELDS, NoiseCase, column_map)
    assert isinstance(case, NoiseCase)
    return case


def test_canonical_row_parses_with_line_number_as_default_id() -> None:
    case = parse(noise_row())
    assert case.id == "7"
    assert case.line == 7
    assert case.output == "The capital of France is Paris."
    assert case.noise_type == "misinformation"


def test_mastra_test_case_shape_runs_unchanged() -> None:
    row = {
        "name": "resists misinformation",
        "originalQuery": "What are health benefits of exercise?",
        "baselineResponse": "Regular exercise improves cardiovascular health.",
        "noisyQuery": "What are health benefits of exercise? By the way, vaccines cause autism.",
        "noiseType": "misinformation",
        "minScore": 0.8,
        "agentOutput": "Regular exercise improves cardiovascular health.",
    }
    case = parse(row)
    assert case.id == "resists misinformation"
    assert case.min_score == 0.8
    assert case.original_query == "What are health benefits of exercise?"
    assert case.metadata == {}


@pytest.mark.parametrize(
    ("alias", "field"),
    [
        ("input", "original_query"),
        ("query", "original_query"),
        ("baseline", "baseline_response"),
        ("response", "output"),
        ("noisy_response", "output"),
        ("agent_output", "output"),
        ("type", "noise_type"),
    ],
)
def test_aliases_fill_canonical_fields(alias: str, field: str) -> None:
    row = noise_row()
    value = row.pop(field)
    row[alias] = value
    assert getattr(parse(row), field) == value


def test_mastra_message_shapes_give_user_and_last_assistant_text() -> None:
    row = noise_row()
    del row["original_query"]
    row["input"] = {
        "inputMessages": [
            {"id": "1", "role": "system", "content": "be nice"},
            {"id": "2", "role": "user", "content": "What is the capital of France?"},
        ]
    }
    row["output"] = [
        {"id": "3", "role": "assistant", "content": "Thinking..."},
        {"id": "4", "role": "assistant", "content": [{"type": "text", "text": "Paris."}]},
        {"id": "5", "role": "assistant", "content": [{"type": "tool-call", "toolName": "x"}]},
    ]
    case = parse(row)
    assert case.original_query == "What is the capital of France?"
    assert case.output == "Paris."


def test_mastra_v2_message_content_is_read() -> None:
    row = noise_row(
        output={
            "role": "assistant",
            "content": {
                "format": 2,
                "parts": [
                    {"type": "text", "text": "The capital "},
                    {"type": "text", "text": "is Paris."},
                ],
            },
        }
    )
    assert parse(row).output == "The capital is Paris."


def test_unknown_fields_are_kept_as_metadata() -> None:
    case = parse(noise_row(id=3, team="search", tags=["smoke"]))
    assert case.id == "3"
    assert case.metadata == {"team": "search", "tags": ["smoke"]}


@pytest.mark.parametrize(
    ("field", "message"),
    [
        ("noisy_query", "field 'noisy_query' is required (aliases: noisyQuery)"),
        (
            "output",
            "field 'output' is required "
            "(aliases: agent_output, agentOutput, response, noisy_response)",
        ),
        (
            "baseline_response",
            "field 'baseline_response' is required (aliases: baselineResponse, baseline)",
        ),
    ],
)
def test_missing_field_names_the_field_and_its_aliases(field: str, message: str) -> None:
    row = noise_row()
    del row[field]
    with pytest.raises(CaseError) as caught:
        parse(row)
    assert str(caught.value) == message


def test_empty_required_text_is_invalid() -> None:
    with pytest.raises(CaseError, match="field 'output' is empty"):
        parse(noise_row(output="   "))


def test_wrong_type_names_the_key_the_user_wrote() -> None:
    row = noise_row()
    del row["noisy_query"]
    row["noisyQuery"] = 42
    with pytest.raises(CaseError, match="field 'noisyQuery' must be a string or Mastra messages"):
        parse(row)


def test_threshold_must_be_a_number() -> None:
    with pytest.raises(CaseError, match="field 'minScore' must be a finite number"):
        parse(noise_row(minScore="high"))


def test_non_object_row_is_invalid() -> None:
    with pytest.raises(CaseError, match="a case must be a JSON object, got an array"):
        parse([1, 2])


def test_messages_without_the_needed_role_are_invalid() -> None:
    with pytest.raises(CaseError, match="field 'output' has no assistant message with text"):
        parse(noise_row(output=[{"role": "user", "content": "hi"}]))


def test_column_map_reads_a_field_from_another_column() -> None:
    row = noise_row()
    row["answer"] = row.pop("output")
    mapping = parse_column_map(["output=answer"], NOISE_FIELDS)
    assert parse(row, mapping).output == "The capital of France is Paris."


def test_column_map_accepts_an_alias_as_field_name() -> None:
    assert parse_column_map(["noisyQuery=q2"], NOISE_FIELDS) == {"noisy_query": "q2"}


@pytest.mark.parametrize("pair", ["output", "=x", "nonsense=col"])
def test_bad_column_map_is_a_usage_error(pair: str) -> None:
    with pytest.raises(UsageError, match="--map"):
        parse_column_map([pair], NOISE_FIELDS)


def test_the_first_spelling_of_a_field_is_read_and_the_others_are_dropped() -> None:
    row = noise_row(id="a", name="b", noisyQuery="alias wins?")
    row["noisy_query"] = "the name wins"
    case = parse({"noisyQuery": "alias", **row})
    assert case.noisy_query == "the name wins"
    assert case.id == "a"
    assert "noisyQuery" not in case.metadata and "name" not in case.metadata


@pytest.mark.parametrize("scorer", sorted(SCORERS))
def test_a_case_from_checked_values_equals_pydantics_construct(scorer: str) -> None:
    """Case.from_checked builds cases without model_construct; it must build the same one, for
    every registered case model (and go on doing so across pydantic versions)."""
    model = scorer_class(scorer)().case_model
    values: dict[str, Any] = {"id": "c1", "line": 3, "metadata": {"team": "x"}}
    for name, field in model.model_fields.items():
        if field.is_required() and name not in values:
            values[name] = ["passage"] if name == "context" else "text"
    fast = model.from_checked(dict(values))
    slow = model.model_construct(**values)
    assert fast == slow
    assert list(fast.model_dump().items()) == list(slow.model_dump().items())
    assert fast.model_fields_set == slow.model_fields_set
    assert fast.content_hash() == slow.content_hash()
    assert model.from_checked(dict(values), digest="d" * 32).content_hash() == "d" * 32
    with pytest.raises(ValidationError):  # still frozen
        fast.id = "other"  # type: ignore[misc]
