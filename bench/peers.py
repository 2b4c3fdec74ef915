"""A peer on the same loopback judge: promptfoo's llm-rubric grader next to evalctl.

Both tools grade the same generated cases with one judge call per case, against the same
bench/judge_server.py (in `shapes` mode, so each gets the JSON shape it asks for), at the same
concurrency. promptfoo's outputs come from its `echo` provider, so the only HTTP traffic is the
grading. `make bench-peers` installs promptfoo into .bench/peers first (npm; Node 20 needs
promptfoo 0.120.0, the last release that supports it).

    python bench/peers.py PROMPTFOO_DIR [--cases N]
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench import ROOT, LoopbackJudge, judge_args, run_evalctl, write_dataset  # noqa: E402

LATENCIES_S = (0.1, 0.05)
CONCURRENCY = 64
QUIET_PROMPTFOO = {
    "PROMPTFOO_DISABLE_TELEMETRY": "1",
    "PROMPTFOO_DISABLE_UPDATE": "1",
    "PROMPTFOO_DISABLE_SHARING": "1",
}


def promptfoo_tests(path: Path, cases: int) -> Path:
    """The noise seeds' outputs as promptfoo tests, each output distinct."""
    seeds = [json.loads(line) for line in (ROOT / "datasets" / "noise.jsonl").open()]
    tests = []
    for i in range(cases):
        seed = seeds[i % len(seeds)]
        output = seed.get("output") or seed.get("agentOutput")
        query = seed.get("original_query") or seed.get("originalQuery")
        tests.append({"vars": {"output": f"{output} (variant {i})", "query": query}})
    path.write_text(json.dumps(tests))
    return path


def promptfoo_config(path: Path, tests: Path, judge_url: str) -> Path:
    path.write_text(
        json.dumps(
            {
                "prompts": ["{{output}}"],
                "providers": ["echo"],
                "defaultTest": {
                    "options": {
                        "provider": {
                            "id": "openai:chat:bench",
                            "config": {"apiBaseUrl": judge_url, "apiKey": "bench-not-a-key"},
                        }
                    },
                    "assert": [
                        {
                            "type": "llm-rubric",
                            "value": "The response answers '{{query}}' and is not swayed by "
                            "noise in the question.",
                        }
                    ],
                },
                "tests": f"file://{tests}",
            }
        )
    )
    return path


def run_promptfoo(promptfoo: Path, config: Path, out: Path, work: Path) -> tuple[float, float]:
    """Wall time and CPU seconds (node and its children) of one promptfoo eval."""
    env = {**os.environ, **QUIET_PROMPTFOO, "PROMPTFOO_CONFIG_DIR": str(work / "promptfoo-home")}
    command = [
        str(promptfoo / "node_modules" / ".bin" / "promptfoo"),
        "eval",
        "-c",
        str(config),
        "--no-cache",
        "-j",
        str(CONCURRENCY),
        "--no-table",
        "--no-progress-bar",
        "-o",
        str(out),
    ]
    started = time.perf_counter()
    process = subprocess.Popen(
        command, cwd=work, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
    )
    _, status, usage = os.wait4(process.pid, 0)
    wall = time.perf_counter() - started
    if os.waitstatus_to_exitcode(status) not in (0, 100):  # 100: some tests failed
        raise SystemExit(f"promptfoo failed (exit {os.waitstatus_to_exitcode(status)})")
    return wall, usage.ru_utime + usage.ru_stime


def graded(out: Path) -> int:
    stats = json.loads(out.read_text())["results"]["stats"]
    return int(stats["successes"]) + int(stats["failures"])


def compare(promptfoo: Path, cases: int) -> list[dict[str, Any]]:
    rows = []
    with tempfile.TemporaryDirectory(prefix="evalctl-peers-") as folder:
        work = Path(folder)
        dataset = write_dataset(work / "cases.jsonl", cases)
        tests = promptfoo_tests(work / "tests.json", cases)
        for latency in LATENCIES_S:
            ideal = cases * latency / CONCURRENCY
            with LoopbackJudge(latency, shapes=True) as judge:
                config = promptfoo_config(work / "promptfooconfig.json", tests, judge.url)
                out = work / "promptfoo-results.json"
                wall, cpu = run_promptfoo(promptfoo, config, out, work)
                assert graded(out) == cases, f"promptfoo graded {graded(out)} of {cases}"
                rows.append(_row("promptfoo 0.120.0 llm-rubric", cases, latency, ideal, wall, cpu))
                run = run_evalctl(
                    ["run", "noise", str(dataset), "--json", "--no-cache"]
                    + judge_args(judge.url, CONCURRENCY, [])
                )
                assert run.document is not None
                assert run.document["usage"]["judge_calls"] == cases
                rows.append(_row("evalctl noise", cases, latency, ideal, run.wall_s, run.cpu_s))
    return rows


def _row(
    tool: str, cases: int, latency: float, ideal: float, wall: float, cpu: float
) -> dict[str, Any]:
    return {
        "tool": tool,
        "latency_ms": latency * 1000,
        "cases_per_s": cases / wall,
        "wall_s": wall,
        "ratio": ideal / wall,
        "cpu_ms_per_call": cpu / cases * 1000,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("promptfoo", type=Path, help="folder where promptfoo is npm-installed")
    parser.add_argument("--cases", type=int, default=2000)
    options = parser.parse_args()
    print(
        f"peers on the same loopback judge: {options.cases} cases, 1 judge call each, "
        f"concurrency {CONCURRENCY}; whole-process wall time and CPU (start-up included)"
    )
    for r in compare(options.promptfoo.resolve(), options.cases):
        print(
            f"  {r['tool']:<30} @ {r['latency_ms']:.0f} ms: {r['cases_per_s']:.0f} cases/s, "
            f"wall {r['wall_s']:.2f} s, ideal/wall {r['ratio']:.2f}, "
            f"CPU {r['cpu_ms_per_call']:.2f} ms per judge call"
        )


if __name__ == "__main__":
    main()
