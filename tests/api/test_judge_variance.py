"""Repeated judging against a real loopback judge whose answers are scripted per case, so
flakiness is deterministic: samples, reducers, flaky marks, the cache, confirmation of
failures, interval gates and judge agreement."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

import pytest

from tests.support.analyses import ScoreSequences
from tests.support.cli import document, judged_noise_run, run_cli
from tests.support.judge_server import JudgeServer
from tests.support.noise_rows import noise_row, write_jsonl


def scripted_run(
    tmp_path: Path, sequences: dict[str, list[float]], *extra: str
) -> tuple[dict[str, Any], ScoreSequences, int]:
    script = ScoreSequences(sequences)
    dataset = write_jsonl(tmp_path / "cases.jsonl", script.rows())
    with JudgeServer(script) as server:
        ran = run_cli(
            *judged_noise_run(dataset, server.url),
            "--json",
            "--cache-dir",
            str(tmp_path / "cache"),
            *extra,
        )
    assert ran.stdout, ran.stderr
    return document(ran), script, ran.returncode


def case(doc: dict[str, Any], case_id: str) -> dict[str, Any]:
    return next(c for c in doc["cases"] if c["id"] == case_id)


def test_samples_are_recorded_in_order_and_a_case_across_the_threshold_is_flaky(
    tmp_path: Path,
) -> None:
    doc, script, code = scripted_run(
        tmp_path,
        {"wobbly": [0.9, 0.5, 0.9, 0.5], "steady": [0.9]},
        "--judge-samples",
        "4",
        "--min",
        "0.8",
    )
    wobbly, steady = case(doc, "wobbly"), case(doc, "steady")
    assert wobbly["samples"] == [0.9, 0.5, 0.9, 0.5]
    assert wobbly["score"] == 0.7 and wobbly["passed"] is False
    assert wobbly["stdev"] == 0.2 and wobbly["flaky"] is True
    assert steady["samples"] == [0.9] * 4 and steady["flaky"] is False and steady["stdev"] == 0
    assert script.asked == {"wobbly": 4, "steady": 4}
    summary = doc["summary"]
    assert summary["flaky"] == 1
    assert summary["judge_agreement"] == 0.5
    assert summary["mean_sample_stdev"] == 0.1
    assert doc["sampling"] == {
        "judge_samples": 4,
        "reducer": "mean",
        "confirm_failures": 0,
        "agent_samples": 1,
    }
    assert doc["usage"]["judge_calls"] == 8
    assert code == 1


@pytest.mark.parametrize(
    ("reducer", "score", "passed"),
    [
        ("mean", 0.7, False),
        ("median", 0.7, False),
        ("min", 0.5, False),
        ("max", 0.9, True),
        ("majority", 0.5, False),  # two pass, two fail: a tie fails, scored as the failing side
    ],
)
def test_each_reducer_turns_the_samples_into_the_case_score(
    tmp_path: Path, reducer: str, score: float, passed: bool
) -> None:
    doc, _, _ = scripted_run(
        tmp_path,
        {"wobbly": [0.9, 0.5, 0.9, 0.5]},
        "--judge-samples",
        "4",
        "--min",
        "0.8",
        "--reducer",
        reducer,
    )
    assert (case(doc, "wobbly")["score"], case(doc, "wobbly")["passed"]) == (score, passed)


def test_majority_takes_the_side_most_samples_agree_on(tmp_path: Path) -> None:
    doc, _, _ = scripted_run(
        tmp_path,
        {"mostly-good": [0.9, 0.5, 0.85]},
        "--judge-samples",
        "3",
        "--min",
        "0.8",
        "--reducer",
        "majority",
    )
    assert case(doc, "mostly-good")["score"] == 0.875
    assert case(doc, "mostly-good")["passed"] is True
    assert case(doc, "mostly-good")["flaky"] is True


def test_max_flaky_is_a_gate(tmp_path: Path) -> None:
    sequences = {"wobbly": [0.9, 0.5], "steady": [0.95]}
    args = ("--judge-samples", "2", "--min", "0.4")
    doc, _, code = scripted_run(tmp_path, sequences, *args, "--max-flaky", "0")
    assert code == 0, "0.5 and 0.9 are both above 0.4: not flaky"
    doc, _, code = scripted_run(tmp_path, sequences, "--judge-samples", "2", "--min", "0.8")
    assert code == 1  # the wobbly case's mean 0.7 fails
    doc, _, code = scripted_run(
        tmp_path, sequences, "--judge-samples", "2", "--min", "0.6", "--max-flaky", "0"
    )
    assert case(doc, "wobbly")["passed"] is True and case(doc, "wobbly")["flaky"] is True
    assert code == 1
    assert doc["gate_breaches"] == [
        "1 flaky cases (samples on both sides of their threshold) > --max-flaky 0"
    ]
    doc, _, code = scripted_run(
        tmp_path, sequences, "--judge-samples", "2", "--min", "0.6", "--max-flaky", "1"
    )
    assert code == 0


def test_the_cache_keeps_every_sample_and_more_samples_ask_only_for_the_new_ones(
    tmp_path: Path,
) -> None:
    script = ScoreSequences({"a": [0.9, 0.5, 0.7, 0.6, 0.8], "b": [0.3, 0.4, 0.5, 0.6, 0.7]})
    dataset = write_jsonl(tmp_path / "cases.jsonl", script.rows())
    with JudgeServer(script) as server:

        def run(samples: int) -> dict[str, Any]:
            args = judged_noise_run(dataset, server.url)
            cache = ("--cache-dir", str(tmp_path / "cache"))
            return document(run_cli(*args, *cache, "--json", "--judge-samples", str(samples)))

        first = run(3)
        assert first["usage"]["judge_calls"] == 6 and script.asked == {"a": 3, "b": 3}
        again = run(3)
        assert again["usage"] == {**again["usage"], "judge_calls": 0, "cache_hits": 6}
        assert script.asked == {"a": 3, "b": 3}
        assert case(again, "a")["samples"] == [0.9, 0.5, 0.7]
        more = run(5)
        assert more["usage"]["judge_calls"] == 4 and more["usage"]["cache_hits"] == 6
        assert case(more, "a")["samples"] == [0.9, 0.5, 0.7, 0.6, 0.8]
        assert script.asked == {"a": 5, "b": 5}


def test_confirm_failures_rejudges_only_failing_cases_and_keeps_the_majority(
    tmp_path: Path,
) -> None:
    doc, script, code = scripted_run(
        tmp_path,
        {"unlucky": [0.5, 0.9, 0.9], "bad": [0.2, 0.3, 0.9], "good": [0.9]},
        "--min",
        "0.8",
        "--confirm-failures",
        "2",
    )
    assert script.asked == {"unlucky": 3, "bad": 3, "good": 1}
    assert case(doc, "unlucky")["passed"] is True and case(doc, "unlucky")["score"] == 0.9
    assert case(doc, "bad")["passed"] is False and case(doc, "bad")["score"] == 0.25
    assert case(doc, "good")["samples"] == [0.9] and case(doc, "good")["passed"] is True
    assert code == 1


def test_a_mean_gate_with_confidence_holds_only_when_the_bound_clears_it(tmp_path: Path) -> None:
    sequences = {f"c{i}": [score] for i, score in enumerate([0.95, 0.9, 0.6, 1.0, 0.55, 0.9])}
    doc, _, code = scripted_run(tmp_path, sequences, "--mean-min", "0.8")
    assert doc["summary"]["mean"] == 0.8167 and code == 0
    low, high = doc["summary"]["mean_ci"]
    assert low < 0.8 < 0.8167 < high
    doc, _, code = scripted_run(tmp_path, sequences, "--mean-min", "0.8", "--confidence", "0.95")
    assert code == 1
    assert doc["gate_breaches"] == [
        f"the lower bound of the mean's 95% interval {low:g} < --mean-min 0.8 (mean 0.8167)"
    ]
    assert doc["thresholds"]["confidence"] == 0.95
    doc, _, code = scripted_run(tmp_path, sequences, "--mean-max", "0.9", "--confidence", "0.95")
    assert code == 1 and "upper bound" in doc["gate_breaches"][0]


def test_judge_agreement_of_the_offline_judge_is_perfect(tmp_path: Path) -> None:
    dataset = write_jsonl(
        tmp_path / "cases.jsonl",
        [
            noise_row(id="robust"),
            noise_row(id="adopts", output="The capital of France is Lyon."),
        ],
    )
    ran = run_cli("run", "noise", str(dataset), "--judge-samples", "3", "--min", "0.5", "--json")
    doc = document(ran)
    assert doc["summary"]["judge_agreement"] == 1.0
    assert doc["summary"]["flaky"] == 0 and doc["summary"]["mean_sample_stdev"] == 0.0
    assert [len(c["samples"]) for c in doc["cases"]] == [3, 3]


def test_reports_show_samples_spread_and_flaky_marks(tmp_path: Path) -> None:
    junit, markdown, html = tmp_path / "r.xml", tmp_path / "r.md", tmp_path / "r.html"
    script = ScoreSequences({"wobbly": [0.9, 0.5]})
    dataset = write_jsonl(tmp_path / "cases.jsonl", script.rows())
    with JudgeServer(script) as server:
        ran = run_cli(
            *judged_noise_run(dataset, server.url),
            "--judge-samples",
            "2",
            "--min",
            "0.6",
            "--junit",
            str(junit),
            "--markdown",
            str(markdown),
            "--html",
            str(html),
            "--no-cache",
        )
    assert "pass flaky" in ran.stdout and "0.70 ±0.20 (2)" in ran.stdout
    assert "1 flaky" in ran.stdout and "judge agreement 0.00" in ran.stdout
    properties = {p.get("name"): p.get("value") for p in ET.parse(junit).getroot().iter("property")}
    assert properties["flaky"] == "true" and properties["samples"] == "0.9 0.5"
    text = markdown.read_text()
    assert "judge agreement 0.00" in text and "95% interval" in text
    page = html.read_text()
    assert "samples 0.9 0.5, flaky" in page and "95% interval [" in page


def test_the_interval_is_reproducible_and_the_same_after_merging_shards(tmp_path: Path) -> None:
    rows = [
        noise_row(id=f"c{i}", output=["The capital of France is Paris.", "It is Lyon."][i % 3 == 0])
        for i in range(30)
    ]
    dataset = write_jsonl(tmp_path / "cases.jsonl", rows)
    whole = document(run_cli("run", "noise", str(dataset), "--json"))
    again = document(run_cli("run", "noise", str(dataset), "--json"))
    assert whole["summary"]["mean_ci"] == again["summary"]["mean_ci"]
    low, high = whole["summary"]["mean_ci"]
    assert low < whole["summary"]["mean"] < high
    shards = []
    for index in (1, 2, 3):
        path = tmp_path / f"shard{index}.json"
        run_cli("run", "noise", str(dataset), "--shard", f"{index}/3", "-o", str(path))
        shards.append(str(path))
    merged = document(run_cli("merge", *shards, "--json"))
    assert merged["summary"]["mean_ci"] == whole["summary"]["mean_ci"]
    assert merged["summary"]["by_noise_type"] == whole["summary"]["by_noise_type"]
    reported = document(run_cli("report", shards[0], "--json"))
    assert (
        reported["summary"]["mean_ci"]
        == json.loads(Path(shards[0]).read_text())["summary"]["mean_ci"]
    )


def saved_run(tmp_path: Path, name: str, sequences: dict[str, list[float]], *extra: str) -> str:
    path = tmp_path / f"{name}.json"
    script = ScoreSequences(sequences)
    dataset = write_jsonl(tmp_path / "cases.jsonl", script.rows())
    with JudgeServer(script) as server:
        run_cli(*judged_noise_run(dataset, server.url), "--no-cache", "-o", str(path), *extra)
    return str(path)


def test_compare_a_consistent_large_drop_is_a_significant_regression(tmp_path: Path) -> None:
    base = saved_run(tmp_path, "base", {f"c{i}": [0.9] for i in range(20)})
    new = saved_run(tmp_path, "new", {f"c{i}": [0.7 if i % 4 else 0.9] for i in range(20)})
    ran = run_cli("compare", base, new, "--significance", "0.05", "--json")
    found = document(ran)
    assert ran.returncode == 1
    assert found["difference"]["delta"] == -0.15 and found["difference"]["p_value"] < 0.01
    low, high = found["difference"]["ci"]
    assert low <= -0.15 <= high < 0
    assert found["by_noise_type"]["misinformation"]["significant_drop"] is True
    assert found["gate_breaches"][0].startswith("the mean dropped by 0.15 (p = ")


def test_compare_small_noise_both_ways_is_not_significant(tmp_path: Path) -> None:
    base = saved_run(tmp_path, "base", {f"c{i}": [0.8] for i in range(20)})
    new = saved_run(tmp_path, "new", {f"c{i}": [0.9 if i % 2 else 0.7] for i in range(20)})
    per_case = run_cli("compare", base, new, "--json")
    assert per_case.returncode == 1, "without --significance each 0.1 drop is a regression"
    ran = run_cli("compare", base, new, "--significance", "0.05", "--json")
    found = document(ran)
    assert ran.returncode == 0, found["gate_breaches"]
    assert found["difference"]["delta"] == 0.0 and found["difference"]["p_value"] == 1.0
    assert len(found["regressions"]) == 10
    assert not any(change["counted"] for change in found["regressions"])


def test_compare_counts_a_single_case_only_when_its_own_samples_show_a_drop(
    tmp_path: Path,
) -> None:
    samples = ("--judge-samples", "5", "--min", "0.5")
    base = saved_run(tmp_path, "base", {"steady": [0.9], "same": [0.8]}, *samples)
    new = saved_run(tmp_path, "new", {"steady": [0.3], "same": [0.8]}, *samples)
    ran = run_cli("compare", base, new, "--significance", "0.05", "--json")
    found = document(ran)
    assert found["difference"]["p_value"] > 0.05, "two cases cannot show a significant mean"
    (regression,) = found["regressions"]
    assert regression["id"] == "steady" and regression["counted"] is True
    assert regression["p_value"] == round(1 / 252, 4)
    assert ran.returncode == 1


def test_compare_does_not_count_a_flaky_case_that_flips(tmp_path: Path) -> None:
    samples = ("--judge-samples", "2", "--min", "0.8")
    base = saved_run(tmp_path, "base", {"wobbly": [0.9], "fine": [0.9]}, *samples)
    new = saved_run(tmp_path, "new", {"wobbly": [0.85, 0.7], "fine": [0.9]}, *samples)
    ran = run_cli("compare", base, new, "--json")
    found = document(ran)
    assert ran.returncode == 0
    assert found["regressions"] == []
    assert [flip["id"] for flip in found["flaky_flips"]] == ["wobbly"]
    assert "flaky flips (not counted): 1" in run_cli("compare", base, new).stdout


def test_the_html_comparison_shows_the_paired_difference(tmp_path: Path) -> None:
    base = saved_run(tmp_path, "base", {f"c{i}": [0.9] for i in range(20)})
    new = saved_run(tmp_path, "new", {f"c{i}": [0.7 if i % 4 else 0.9] for i in range(20)})
    page = tmp_path / "compare.html"
    ran = run_cli("compare", base, new, "--significance", "0.05", "--html", str(page))
    assert ran.returncode == 1
    text = page.read_text()
    assert "paired difference" in text and "-0.1500 [" in text and "(significant drop)" in text
    assert "the mean dropped by 0.15" in text
