"""The installed `evalctl` console script in a subprocess: real exit codes and streams."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.support.noise_rows import noise_row, write_jsonl

EVALCTL = str(Path(sys.executable).with_name("evalctl"))


def evalctl(*args: str, stdin: bytes | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [EVALCTL, *args],
        input=stdin.decode() if stdin else None,
        capture_output=True,
        text=True,
        timeout=120,
        env={**os.environ, "NO_COLOR": "1"},
    )


def test_the_console_script_is_installed() -> None:
    assert Path(EVALCTL).exists(), "run `make test`, which installs the package into .venv"


def test_exit_0_when_every_gate_holds(robust_dataset: Path) -> None:
    result = evalctl("run", "noise", str(robust_dataset), "--min", "0.8")
    assert result.returncode == 0
    assert "gate passed (exit 0)" in result.stdout


def test_exit_1_when_a_case_breaches_and_json_is_pure(mixed_dataset: Path) -> None:
    result = evalctl("run", "noise", str(mixed_dataset), "--min", "0.8", "--json")
    assert result.returncode == 1
    document = json.loads(result.stdout)  # stdout holds the document and nothing else
    assert document["exit_code"] == 1
    assert document["summary"]["failed"] == 1
    assert result.stderr.strip().splitlines()[-1].endswith("exit 1")


def test_exit_2_names_the_line_of_bad_json(tmp_path: Path) -> None:
    path = tmp_path / "d.jsonl"
    path.write_text(json.dumps(noise_row()) + "\n" + json.dumps(noise_row()) + '\n{"id": 3,\n')
    result = evalctl("run", "noise", str(path), "--min", "0.8", "--json")
    assert result.returncode == 2
    assert result.stdout == ""
    assert result.stderr.startswith(f"error: {path}:3: not valid JSON")
    assert len(result.stderr.strip().splitlines()) == 1


def test_exit_2_names_the_missing_field_and_its_aliases(tmp_path: Path) -> None:
    row = noise_row()
    del row["baseline_response"]
    path = write_jsonl(tmp_path / "d.jsonl", [noise_row(), row])
    result = evalctl("run", "noise", str(path))
    assert result.returncode == 2
    assert result.stderr.strip() == (
        f"error: {path}:2: field 'baseline_response' is required "
        "(aliases: baselineResponse, baseline)"
    )


def test_output_file_equals_the_json_document(mixed_dataset: Path, tmp_path: Path) -> None:
    out = tmp_path / "results.json"
    result = evalctl("run", "noise", str(mixed_dataset), "--min", "0.8", "--json", "-o", str(out))
    printed, saved = json.loads(result.stdout), json.loads(out.read_text())
    assert printed == saved


def test_jq_style_score_is_the_mean(mixed_dataset: Path) -> None:
    result = evalctl("run", "noise", "-", "--json", stdin=mixed_dataset.read_bytes())
    assert json.loads(result.stdout)["score"] == pytest.approx(0.6667)


def test_python_dash_m_runs_the_same_cli() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "evalctl", "scorers", "--json"],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 0
    assert [s["name"] for s in json.loads(result.stdout)] == [
        "noise",
        "faithfulness",
        "toxicity",
        "http",
    ]


def children_of(pid: int) -> list[int]:
    children = Path(f"/proc/{pid}/task/{pid}/children")
    return [int(p) for p in children.read_text().split()] if children.exists() else []


def exits_within(pid: int, seconds: float) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            return True
        time.sleep(0.05)
    return False


@pytest.mark.parametrize("sig", [signal.SIGINT, signal.SIGTERM], ids=["ctrl-c", "sigterm"])
def test_a_signal_while_scoring_writes_an_interrupted_document_and_exits_130(
    tmp_path: Path, sig: signal.Signals
) -> None:
    dataset = write_jsonl(
        tmp_path / "big.jsonl",
        [
            noise_row(id=f"c{i}", output=f"The capital of France is Paris ({i}).")
            for i in range(60_000)
        ],
    )
    out = tmp_path / "results.json"
    process = subprocess.Popen(
        [EVALCTL, "run", "noise", str(dataset), "-o", str(out), "--json"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    assert process.stderr is not None
    notice = process.stderr.readline()  # printed once validation is done, as scoring starts
    assert "offline judge" in notice
    time.sleep(0.5)
    workers = children_of(process.pid)  # the offline judge's workers, on a multi-core machine
    process.send_signal(sig)
    stdout, errors = process.communicate(timeout=60)
    assert process.returncode == 130, errors[-2000:]
    for pid in workers:
        assert exits_within(pid, 10), f"worker process {pid} outlived evalctl"
    document = json.loads(out.read_text())
    assert json.loads(stdout) == document
    assert document["status"] == "interrupted"
    scored = document["summary"]["scored"]
    assert (
        f"evalctl: interrupted: {scored} of 60000 cases scored; kept in {out} and "
        f"{out}.log.jsonl; run the same command with --resume to judge only the rest"
    ) in errors
    assert document["exit_code"] == 130
    assert 0 < len(document["cases"]) < 60_000
    # Finished cases in dataset order; the few in flight when Ctrl-C came may be missing
    # (--resume judges them).
    lines = [c["line"] for c in document["cases"]]
    assert lines == sorted(set(lines))
    assert lines[-1] - len(lines) <= 16


@pytest.mark.parametrize("sig", [signal.SIGINT, signal.SIGTERM], ids=["ctrl-c", "sigterm"])
def test_a_signal_before_scoring_exits_130(sig: signal.Signals) -> None:
    process = subprocess.Popen(
        [EVALCTL, "run", "noise", "-"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    time.sleep(1.0)  # it is now waiting for standard input
    process.send_signal(sig)
    stdout, stderr = process.communicate(timeout=30)
    assert process.returncode == 130
    assert stdout == ""
    assert "interrupted" in stderr


def test_a_closed_stdout_ends_quietly_with_the_gates_exit_code(tmp_path: Path) -> None:
    rows = [noise_row(id=f"c{i}", output="The capital of France is Lyon.") for i in range(3000)]
    dataset = write_jsonl(tmp_path / "d.jsonl", rows)
    out = tmp_path / "out.json"
    script = f'"{EVALCTL}" run noise "{dataset}" --min 0.8 --json -o "{out}" | head -c 100 >/dev/null; echo "exit ${{PIPESTATUS[0]}}"'
    result = subprocess.run(["bash", "-c", script], capture_output=True, text=True, timeout=120)
    assert result.stdout.strip() == "exit 1"  # the gate's code, not a crash's
    assert "Traceback" not in result.stderr and "Exception ignored" not in result.stderr
    assert "error:" not in result.stderr
    assert json.loads(out.read_text())["exit_code"] == 1
    assert not (tmp_path / "out.json.log.jsonl").exists()


def test_generate_pipes_into_a_run_that_asks_the_example_agent(tmp_path: Path) -> None:
    """The README walk-through as a shell pipeline: clean queries → noisy cases on stdout →
    `run noise -` with the bundled table agent → a gate that catches its gullibility."""
    root = Path(__file__).resolve().parents[2]
    agent = f"{sys.executable} {root / 'examples' / 'table_agent.py'}"
    pipeline = (
        f"{EVALCTL} generate noise {root / 'datasets' / 'queries.jsonl'} | "
        f"{EVALCTL} run noise - --agent-cmd '{agent}' --min 0.7 --json "
        f"--cache-dir {tmp_path / 'cache'}"
    )
    result = subprocess.run(
        ["bash", "-o", "pipefail", "-c", pipeline],
        capture_output=True,
        text=True,
        timeout=300,
        env={**os.environ, "NO_COLOR": "1"},
    )
    document = json.loads(result.stdout)
    assert result.returncode == 1, result.stderr
    assert document["summary"]["total"] == 14 * 3
    by_type = document["summary"]["by_noise_type"]
    assert by_type["misinformation"]["mean"] < 0.7 <= by_type["distractors"]["mean"]
    assert document["agent"]["calls"] == 14 * 3 + 9  # 5 queries carry a frozen baseline
    assert "generate: 42 cases written" in result.stderr
