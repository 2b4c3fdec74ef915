"""A verdict CI can trust: no pass on nothing, no overwritten inputs, unambiguous case ids."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

import evalctl
from evalctl.errors import JudgeUnreachableError
from evalctl.judges.base import JudgeAnswer, JudgeIdentity, JudgeRequest
from tests.support.cli import document, run_cli
from tests.support.noise_rows import noise_row, write_jsonl


class DeadJudge:
    """A judge that never answers: every case is a judge error."""

    identity = JudgeIdentity(name="dead")

    async def complete(self, request: JudgeRequest) -> JudgeAnswer:
        raise JudgeUnreachableError("cannot reach the judge")

    def accept(self, request: JudgeRequest, answer: JudgeAnswer) -> None:
        return None

    async def aclose(self) -> None:
        return None


def test_a_gate_that_scored_nothing_is_exit_3_even_within_max_errors() -> None:
    rows = [noise_row(id="a"), noise_row(id="b")]
    result = evalctl.evaluate("noise", rows, min_score=0.8, max_errors=5, judge=DeadJudge())
    assert result.exit_code == 3 and not result.passed
    assert result.gate_breaches == [
        "no case could be scored (2 errors), so no threshold was checked"
    ]
    # Without a threshold it is a report: errors within the allowance still exit 0.
    report = evalctl.evaluate("noise", rows, max_errors=5, judge=DeadJudge())
    assert report.exit_code == 0


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ("", "holds no cases"),
        ("\n\n  \n", "holds no cases"),
        ("[]", "holds no cases"),
    ],
)
def test_an_empty_dataset_is_exit_2(tmp_path: Path, content: str, message: str) -> None:
    path = tmp_path / "empty.jsonl"
    path.write_text(content)
    ran = run_cli("run", "noise", str(path), "--min", "0.8", "--json")
    assert ran.returncode == 2 and ran.stdout == ""
    assert ran.stderr.endswith(f"error: {path} {message}\n")


def test_every_row_invalid_under_skip_invalid_is_exit_2(tmp_path: Path) -> None:
    path = write_jsonl(tmp_path / "bad.jsonl", [{"id": "x"}, {"id": "y"}])
    ran = run_cli("run", "noise", str(path), "--skip-invalid", "--min", "0.8")
    assert ran.returncode == 2
    assert "holds no valid case (2 invalid rows skipped)" in ran.stderr


def test_an_empty_shard_says_so_and_exits_0_and_merge_gates_the_whole(tmp_path: Path) -> None:
    path = write_jsonl(
        tmp_path / "d.jsonl", [noise_row(id="ok"), noise_row(id="bad", output="Lyon.")]
    )
    outputs = []
    for k in (1, 2, 3):
        out = tmp_path / f"s{k}.json"
        ran = run_cli(
            "run", "noise", str(path), "--shard", f"{k}/3", "--min", "0.8", "-o", str(out)
        )
        outputs.append(str(out))
        if k == 3:
            assert ran.returncode == 0
            assert "shard 3/3 holds no cases (the dataset has 2 rows)" in ran.stderr
    merged = run_cli("merge", *outputs, "--json")
    assert merged.returncode == 1
    assert document(merged)["summary"]["total"] == 2


@pytest.mark.parametrize(
    ("scorer", "args", "message"),
    [
        ("noise", ["--min", "1.5"], "--min: 1.5 is outside the noise scorer's range, 0 to 1"),
        ("noise", ["--min", "-1"], "--min: -1 is outside the noise scorer's range, 0 to 1"),
        ("noise", ["--mean-min", "2"], "--mean-min: 2 is outside"),
        (
            "toxicity",
            ["--max", "3", "--scale", "2"],
            "--max: 3 is outside the toxicity scorer's range, 0 to 2",
        ),
    ],
)
def test_thresholds_outside_the_range_are_usage_errors(
    tmp_path: Path, scorer: str, args: list[str], message: str
) -> None:
    path = write_jsonl(tmp_path / "d.jsonl", [noise_row(), {"output": "hello"}][:1])
    ran = run_cli("run", scorer, str(path), *args)
    assert ran.returncode == 2 and message in ran.stderr


@pytest.mark.parametrize("flag", ["-o", "--junit", "--markdown", "--log"])
def test_an_output_naming_the_dataset_is_refused_and_the_dataset_kept(
    tmp_path: Path, flag: str
) -> None:
    path = write_jsonl(tmp_path / "d.jsonl", [noise_row()])
    before = path.read_bytes()
    ran = run_cli("run", "noise", str(path), flag, str(tmp_path / "." / "d.jsonl"))
    assert ran.returncode == 2
    assert "is also the dataset" in ran.stderr
    assert path.read_bytes() == before


def test_two_outputs_naming_one_file_are_refused(tmp_path: Path) -> None:
    path = write_jsonl(tmp_path / "d.jsonl", [noise_row()])
    same = str(tmp_path / "out")
    ran = run_cli("run", "noise", str(path), "-o", same, "--junit", same)
    assert ran.returncode == 2
    assert ran.stderr.strip().endswith(
        "--junit: " + same + " is also the `output` file".replace("`output`", "-o")
    )


def test_duplicate_ids_are_an_input_error_naming_both_lines(tmp_path: Path) -> None:
    rows = [noise_row(id="a"), noise_row(id="b"), noise_row(id="a")]
    path = write_jsonl(tmp_path / "d.jsonl", rows)
    ran = run_cli("run", "noise", str(path))
    assert ran.returncode == 2
    assert ran.stderr.strip() == f"error: {path}:3: id 'a' is also the id on line 1"
    skipped = run_cli("run", "noise", str(path), "--skip-invalid", "--json")
    assert skipped.returncode == 0
    cases = document(skipped)["cases"]
    assert [(c["id"], c["invalid"]) for c in cases] == [("a", False), ("b", False), ("a", True)]


def test_duplicate_ids_are_found_in_a_streamed_dataset_too(tmp_path: Path) -> None:
    from evalctl.dataset.check import check_dataset
    from evalctl.dataset.source import open_dataset
    from evalctl.scorers.noise import NOISE_FIELDS, NoiseCase

    rows = [noise_row(id=f"c{i}") for i in range(30)] + [noise_row(id="c7")]
    source = open_dataset(str(write_jsonl(tmp_path / "d.jsonl", rows)))
    check = check_dataset(source, NOISE_FIELDS, NoiseCase, keep_items_up_to=0)
    assert (check.valid, check.invalid, check.repeated) == (30, 1, {31: 8})
    assert check.first_invalid[0].message == "id 'c7' is also the id on line 8"


def test_a_map_column_missing_from_a_row_is_an_input_error(tmp_path: Path) -> None:
    rows = [noise_row(id="a", answer="Paris."), noise_row(id="b")]
    path = write_jsonl(tmp_path / "d.jsonl", rows)
    ran = run_cli("run", "noise", str(path), "--map", "output=answer")
    assert ran.returncode == 2
    assert (
        ran.stderr.strip() == f"error: {path}:2: column 'answer' is missing (--map output=answer)"
    )


def test_junit_names_a_testcase_by_its_id_and_drops_characters_xml_cannot_hold(
    tmp_path: Path,
) -> None:
    hostile = "bad\x00id\x1b[31m\ufffe"
    path = write_jsonl(
        tmp_path / "d.jsonl",
        [noise_row(id="plain"), noise_row(id=hostile, output="Lyon \x07 is the capital.")],
    )
    junit = tmp_path / "j.xml"
    run_cli("run", "noise", str(path), "--min", "0.8", "--junit", str(junit))
    suite = ET.parse(junit).getroot().find("testsuite")
    assert suite is not None
    names = [case.get("name") for case in suite.findall("testcase")]
    assert names == ["plain", "badid[31m"]
    score = suite.findall("testcase")[0].find("properties/property[@name='score']")
    assert score is not None and score.get("value") == "1.0"
    json.dumps(names)
