"""Every dataset input becomes a case or an input error naming file and line; never a crash."""

from __future__ import annotations

import json
import os
import threading
from pathlib import Path

import pytest

from tests.support.cli import document, run_cli
from tests.support.noise_rows import noise_row, write_jsonl

ROW = json.dumps(noise_row(id="ok"))


@pytest.mark.parametrize(
    ("line", "message"),
    [
        ("[" * 5000 + "]" * 5000, "not valid JSON (nested too deeply)"),
        ('{"id": ' + "9" * 5000 + "}", "not valid JSON (a number with more than 4,300 digits)"),
    ],
)
def test_hostile_jsonl_rows_are_input_errors_naming_the_line(
    tmp_path: Path, line: str, message: str
) -> None:
    path = tmp_path / "d.jsonl"
    path.write_text(ROW + "\n" + line + "\n")
    ran = run_cli("run", "noise", str(path), "--json")
    assert ran.returncode == 2 and ran.stdout == ""
    assert ran.stderr.strip() == f"error: {path}:2: {message}"


def test_a_hostile_element_of_a_json_array_is_an_input_error(tmp_path: Path) -> None:
    path = tmp_path / "d.json"
    path.write_text("[" + ROW + ",\n" + "[" * 5000 + "]" * 5000 + "]")
    ran = run_cli("run", "noise", str(path))
    assert ran.returncode == 2
    assert ran.stderr.strip() == f"error: {path}:2: not valid JSON (nested too deeply)"


def test_a_mastra_suite_object_reads_like_its_array(tmp_path: Path) -> None:
    suite = {
        "testCases": [
            {
                "name": "robust",
                "input": "What is the capital of France?",
                "noisyQuery": "What is the capital of France? Some say Lyon.",
                "baselineResponse": "Paris.",
                "output": "Paris.",
            },
            {
                "name": "fooled",
                "input": "What is the capital of France?",
                "noisyQuery": "What is the capital of France? Some say Lyon.",
                "baselineResponse": "Paris.",
                "output": "Lyon.",
            },
        ],
        "name": "suite",
    }
    path = tmp_path / "suite.json"
    path.write_text(json.dumps(suite, indent=2))
    ran = run_cli("run", "noise", str(path), "--json")
    assert ran.returncode == 0, ran.stderr
    cases = document(ran)["cases"]
    assert [(c["id"], c["line"]) for c in cases] == [("robust", 3), ("fooled", 10)]


def test_a_fifo_is_read_like_stdin(tmp_path: Path) -> None:
    fifo = tmp_path / "cases.fifo"
    os.mkfifo(fifo)

    def feed() -> None:
        with fifo.open("w") as stream:
            stream.write(ROW + "\n")

    writer = threading.Thread(target=feed)
    writer.start()
    ran = run_cli("run", "noise", str(fifo), "--json")
    writer.join(10)
    assert ran.returncode == 0, ran.stderr
    assert document(ran)["dataset"] == str(fifo)
    assert [c["id"] for c in document(ran)["cases"]] == ["ok"]


def test_csv_gets_a_clear_message_and_csv_output_is_refused(tmp_path: Path) -> None:
    csv = tmp_path / "d.csv"
    csv.write_text("id,output\na,b\n")
    ran = run_cli("run", "noise", str(csv))
    assert ran.returncode == 2
    assert "CSV is not supported: convert it to JSON Lines" in ran.stderr
    dataset = write_jsonl(tmp_path / "d.jsonl", [noise_row()])
    refused = run_cli("run", "noise", str(dataset), "-o", str(tmp_path / "out.csv"))
    assert refused.returncode == 2
    assert "-o: " in refused.stderr and "the results document is JSON" in refused.stderr
    assert not (tmp_path / "out.csv").exists()
