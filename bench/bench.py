"""The performance benchmark: saturation, client overhead, cache, offline judge at scale, start-up.

Every figure comes from running the installed `evalctl` in a subprocess against a loopback judge
(bench/judge_server.py) on this machine. Absolute times vary between machines; the ratios should
not. `--quick` runs small sizes (a smoke test of the benchmark itself).

    python bench/bench.py [--quick] [--rows-1m]
"""

from __future__ import annotations

import argparse
import json
import os
import re
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any, NamedTuple

ROOT = Path(__file__).resolve().parent.parent
EVALCTL = str(Path(sys.executable).with_name("evalctl"))
SERVER = str(ROOT / "bench" / "judge_server.py")


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


class LoopbackJudge:
    """bench/judge_server.py in its own process, answering after a fixed latency."""

    def __init__(self, latency_s: float, shapes: bool = False, *modes: str) -> None:
        self.port = free_port()
        self.process = subprocess.Popen(
            [
                sys.executable,
                SERVER,
                str(self.port),
                str(latency_s),
                *(["shapes"] if shapes else []),
                *modes,
            ],
            stdout=subprocess.PIPE,
            text=True,
        )
        assert self.process.stdout is not None
        self.process.stdout.readline()  # "ready"
        self.url = f"http://127.0.0.1:{self.port}/v1"

    def __enter__(self) -> LoopbackJudge:
        return self

    def __exit__(self, *exc: object) -> None:
        self.process.terminate()
        self.process.wait()


def write_dataset(path: Path, rows: int, distinct_sentences: bool = False) -> Path:
    """`rows` noise cases made from the bundled dataset's 26 seeds, each with a distinct output
    (so no two share a cache key).

    The seeds' queries and baselines repeat every 26 rows, which the offline judge's sentence
    cache exploits; with `distinct_sentences` every sentence of every text carries the row's
    number, so no sentence repeats across rows (within a row, the original query still recurs
    inside the noisy one, as it does in real data).
    """
    seeds = [json.loads(line) for line in (ROOT / "datasets" / "noise.jsonl").open()]
    with path.open("w") as out:
        for i in range(rows):
            row = dict(seeds[i % len(seeds)])
            row["id"] = f"case-{i}"
            for key in ("output", "agentOutput"):
                if isinstance(row.get(key), str):
                    row[key] = f"{row[key]} (variant {i})"
            if distinct_sentences:
                marker = f" r{i}x"
                for key, value in row.items():
                    if key not in ("id", "noise_type", "noiseType") and isinstance(value, str):
                        marked = re.sub(r"([.?!])(\s|$)", marker + r"\1\2", value)
                        row[key] = marked if marked != value else value + marker
            out.write(json.dumps(row) + "\n")
    return path


class Run(NamedTuple):
    wall_s: float
    peak_rss_mb: int  # the largest single process (evalctl or one of its helpers)
    peak_tree_pss_mb: int  # evalctl and its helper processes together, shared pages split
    cpu_s: float  # user + system CPU of evalctl and its helpers
    document: dict[str, Any] | None  # from stdout with --json


def tree_pss_kb(pid: int) -> int:
    """Proportional set size of a process and its descendants (Linux), 0 once it is gone."""
    total = 0
    try:
        for line in Path(f"/proc/{pid}/smaps_rollup").read_text().splitlines():
            if line.startswith("Pss:"):
                total += int(line.split()[1])
        children = Path(f"/proc/{pid}/task/{pid}/children").read_text().split()
    except OSError:
        return total
    return total + sum(tree_pss_kb(int(child)) for child in children)


def run_evalctl(args: list[str], sample_memory: bool = True) -> Run:
    """One run of the installed evalctl. With `sample_memory`, its process tree's PSS is read
    every 0.2 s: kernel work (a page-table walk) done beside the run, which the timed runs of
    the saturation figure skip, as their bare-loop floor does."""
    started = time.perf_counter()
    process = subprocess.Popen([EVALCTL, *args], stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    peak_pss_kb = 0
    done = threading.Event()

    def sample() -> None:
        nonlocal peak_pss_kb
        while sample_memory and not done.wait(0.2):
            peak_pss_kb = max(peak_pss_kb, tree_pss_kb(process.pid))

    sampler = threading.Thread(target=sample, daemon=True)
    sampler.start()
    stdout = process.stdout.read() if process.stdout else b""
    process.stderr.read() if process.stderr else None
    done.set()
    sampler.join()
    _, status, usage = os.wait4(process.pid, 0)
    wall = time.perf_counter() - started
    process.returncode = os.waitstatus_to_exitcode(status)
    document = json.loads(stdout) if stdout.strip().startswith(b"{") else None
    return Run(
        wall,
        usage.ru_maxrss // 1024,
        peak_pss_kb // 1024,
        usage.ru_utime + usage.ru_stime,
        document,
    )


RAW_CLIENT = """
import asyncio, sys, time, aiohttp
async def main(url, requests, concurrency):
    body = b'{"model":"m","messages":[]}'
    async with aiohttp.ClientSession(connector=aiohttp.TCPConnector(limit=concurrency)) as s:
        sem = asyncio.Semaphore(concurrency)
        async def one():
            async with sem:
                async with s.post(url + "/chat/completions", data=body) as r:
                    await r.read()
        await one()
        t = time.perf_counter()
        await asyncio.gather(*(one() for _ in range(requests)))
        print(time.perf_counter() - t)
asyncio.run(main(sys.argv[1], int(sys.argv[2]), int(sys.argv[3])))
"""


def raw_client_seconds(url: str, requests: int, concurrency: int = 64) -> float:
    """Seconds a bare aiohttp loop (no prompts, no parsing, no results) takes for `requests`.

    Against a zero-latency judge it gives the server's capacity; against a slow one, the floor
    for any client of this judge on this machine.
    """
    return raw_client_run(url, requests, concurrency)[0]


def raw_client_run(url: str, requests: int, concurrency: int = 64) -> tuple[float, float]:
    """(seconds of the requests alone, seconds of the whole process) for the bare loop."""
    started = time.perf_counter()
    printed = subprocess.run(
        [sys.executable, "-c", RAW_CLIENT, url, str(requests), str(concurrency)],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    return float(printed), time.perf_counter() - started


RUN_IMPORTS = "typer, typer.main, pydantic.main, asyncio"
"""What `evalctl run --json` against an HTTP judge imports besides itself (rich and httpx only
when a table is drawn or an httpx transport is given)."""


def import_floor() -> float:
    """Best-of-3 wall time of a Python process that only imports the packages a run uses."""
    code = f"import {RUN_IMPORTS}"
    timings = []
    for _ in range(3):
        started = time.perf_counter()
        subprocess.run([sys.executable, "-c", code], check=True)
        timings.append(time.perf_counter() - started)
    return min(timings)


def judge_args(url: str, concurrency: int, cache: list[str]) -> list[str]:
    return ["--judge-url", url, "--model", "bench", "--concurrency", str(concurrency), *cache]


def saturation(
    work: Path, cases: int, latency_s: float, concurrency: int = 64, repeats: int = 3
) -> dict[str, Any]:
    """evalctl and the bare loop, each `repeats` times in turn on the same judge: the medians.
    One run of either varies by about 2% here, as much as the gap being measured."""
    dataset = write_dataset(work / f"sat-{cases}.jsonl", cases)
    one_case = write_dataset(work / "sat-1.jsonl", 1)
    runs, floors = [], []
    with LoopbackJudge(latency_s) as judge:
        args = ["--json", "--no-cache", *judge_args(judge.url, concurrency, [])]
        for _ in range(repeats):
            runs.append(run_evalctl(["run", "noise", str(dataset), *args], sample_memory=False))
            floors.append(raw_client_run(judge.url, cases, concurrency))
        fixed = min(run_evalctl(["run", "noise", str(one_case), *args]).cpu_s for _ in range(3))
    for run in runs:
        doc = run.document
        assert doc is not None and doc["usage"]["judge_calls"] == cases, doc and doc["usage"]
    ideal = cases * 1 * latency_s / concurrency
    wall = statistics.median(run.wall_s for run in runs)
    scoring = statistics.median(run.document["duration_s"] for run in runs if run.document)
    floor_wall = statistics.median(wall for _, wall in floors)
    return {
        "cases": cases,
        "latency_ms": latency_s * 1000,
        "repeats": repeats,
        "wall_s": wall,
        "wall_range": (min(run.wall_s for run in runs), max(run.wall_s for run in runs)),
        "scoring_s": scoring,
        "ideal_s": ideal,
        "cases_per_s": cases / wall,
        "ratio_wall": ideal / wall,
        "ratio_scoring": ideal / scoring,
        "raw_client_s": statistics.median(seconds for seconds, _ in floors),
        "raw_client_wall_s": floor_wall,
        "raw_client_wall_range": (min(w for _, w in floors), max(w for _, w in floors)),
        "cpu_ms_per_call": statistics.median((run.cpu_s - fixed) / cases * 1000 for run in runs),
        "fixed_cpu_s": fixed,
    }


def overhead(work: Path, cases: int) -> dict[str, Any]:
    dataset = write_dataset(work / f"zero-{cases}.jsonl", cases)
    with LoopbackJudge(0.0) as judge:
        capacity = 5000 / raw_client_seconds(judge.url, 5000)
        wall, _, _, _, doc = run_evalctl(
            ["run", "noise", str(dataset), "--json", "--no-cache", *judge_args(judge.url, 64, [])]
        )
    assert doc is not None
    return {
        "cases": cases,
        "wall_s": wall,
        "requests_per_s_wall": cases / wall,
        "requests_per_s_scoring": cases / doc["duration_s"],
        "server_capacity": capacity,
    }


def head_of_line(work: Path, cases: int) -> dict[str, float]:
    """A zero-latency judge, then the same judge answering 20% of requests 503 and four cases
    after 3 s: seconds for `cases` at concurrency 64 (one slow case must not stall the rest)."""
    dataset = write_dataset(work / f"hol-{cases}.jsonl", cases)
    slow = work / f"hol-slow-{cases}.jsonl"
    lines = dataset.read_text().splitlines()
    for index in (0, cases // 4, cases // 2, 3 * cases // 4):
        row = json.loads(lines[index])
        row["output"] = f"{row.get('output', '')} [SLOW]"
        lines[index] = json.dumps(row)
    slow.write_text("\n".join(lines) + "\n")
    timings = {}
    for name, path, modes in (
        ("clean", dataset, ()),
        ("503s", dataset, ("faults",)),
        ("slow", slow, ("slow",)),
    ):
        with LoopbackJudge(0.0, False, *modes) as judge:
            run = run_evalctl(
                ["run", "noise", str(path), "--json", "--no-cache", *judge_args(judge.url, 64, [])]
            )
        assert run.document is not None
        timings[name] = run.wall_s
        timings[name + "_errors"] = run.document["summary"]["errors"]
    return timings


def cache_rerun(work: Path, cases: int, latency_s: float) -> dict[str, Any]:
    dataset = write_dataset(work / f"cache-{cases}.jsonl", cases)
    cache = ["--cache-dir", str(work / "cache")]
    with LoopbackJudge(latency_s) as judge:
        first_wall, _, _, _, first = run_evalctl(
            ["run", "noise", str(dataset), "--json", *judge_args(judge.url, 64, cache)]
        )
        wall, _, _, _, doc = run_evalctl(
            ["run", "noise", str(dataset), "--json", *judge_args(judge.url, 64, cache)]
        )
    assert first is not None and doc is not None
    return {
        "cases": cases,
        "first_wall_s": first_wall,
        "rerun_wall_s": wall,
        "rerun_judge_calls": doc["usage"]["judge_calls"],
        "rerun_cache_hits": doc["usage"]["cache_hits"],
    }


def offline_at_scale(work: Path, rows: int, distinct_sentences: bool = False) -> dict[str, Any]:
    dataset = write_dataset(work / f"offline-{rows}.jsonl", rows, distinct_sentences)
    out = work / f"offline-{rows}.json"
    run = run_evalctl(["run", "noise", str(dataset), "-o", str(out)])
    assert document_head(out)["summary"]["scored"] == rows
    dataset.unlink()
    out.unlink()
    return {
        "rows": rows,
        "wall_s": run.wall_s,
        "cases_per_s": rows / run.wall_s,
        "peak_rss_mb": run.peak_rss_mb,
        "peak_tree_pss_mb": run.peak_tree_pss_mb,
    }


def document_head(path: Path) -> dict[str, Any]:
    """The results document without its cases, read from the file's start.

    Loading a million-case document here would grow this process by gigabytes, and every later
    evalctl would be forked from it: ru_maxrss counts the pages a child shares with its parent
    until exec, so the next peak-RSS reading would be this process's size, not evalctl's.
    """
    marker = '"cases": ['
    text = ""
    with path.open(encoding="utf-8") as stream:
        while marker not in text:
            chunk = stream.read(65536)
            if not chunk:
                break
            text += chunk
    head = text[: text.index(marker)].rstrip().rstrip(",")
    return dict(json.loads(head + "\n}"))


MASTRA_CALLS = {"noise": 2, "faithfulness": 3, "toxicity": 2}


def calls_and_tokens() -> list[dict[str, Any]]:
    """Judge calls and tokens per case for each scorer on its bundled dataset, as evalctl's own
    usage block counts them (the loopback judge estimates tokens at 4 characters each)."""
    runs = [
        ("noise", []),
        ("noise", ["--judge-reasons"]),
        ("faithfulness", []),
        ("toxicity", []),
    ]
    rows = []
    with LoopbackJudge(0.0, shapes=True) as judge:
        for scorer, extra in runs:
            dataset = ROOT / "datasets" / f"{scorer}.jsonl"
            doc = run_evalctl(
                ["run", scorer, str(dataset), "--json", "--no-cache", *extra]
                + judge_args(judge.url, 8, [])
            ).document
            assert doc is not None and doc["summary"]["errors"] == 0, doc and doc["cases"][0]
            cases = doc["summary"]["scored"]
            usage = doc["usage"]
            rows.append(
                {
                    "scorer": scorer + (" " + " ".join(extra) if extra else ""),
                    "cases": cases,
                    "calls": usage["judge_calls"] / cases,
                    "prompt_tokens": usage["prompt_tokens"] / cases,
                    "completion_tokens": usage["completion_tokens"] / cases,
                    "mastra_calls": MASTRA_CALLS[scorer],
                }
            )
    return rows


def repeated_judging(work: Path, cases: int) -> list[dict[str, Any]]:
    """Judge calls per case for K = 1, 3, 5 with and without --confirm-failures 2, against the
    `noisy` loopback judge (30% of samples score 0.6 < --min 0.8), and its agreement."""
    dataset = write_dataset(work / f"noisy-{cases}.jsonl", cases)
    results = []
    with LoopbackJudge(0.0, False, "noisy") as judge:
        for samples in (1, 3, 5):
            for confirm in (0, 2):
                args = ["--json", "--no-cache", "--seed", "1", "--min", "0.8"]
                args += ["--judge-samples", str(samples), "--confirm-failures", str(confirm)]
                run = run_evalctl(["run", "noise", str(dataset), *judge_args(judge.url, 64, args)])
                doc = run.document
                assert doc is not None
                results.append(
                    {
                        "samples": samples,
                        "confirm": confirm,
                        "calls_per_case": doc["usage"]["judge_calls"] / cases,
                        "failed": doc["summary"]["failed"],
                        "flaky": doc["summary"]["flaky"],
                        "agreement": doc["summary"]["judge_agreement"],
                        "wall_s": run.wall_s,
                    }
                )
    return results


def bootstrap_seconds(cases: int, samples: int, continuous: bool) -> float:
    """Seconds the summary's bootstrap interval takes for `cases` cases of `samples` samples."""
    import random

    from evalctl.stats import bootstrap_mean_interval

    rng = random.Random(0)
    table: dict[float, float] = {}
    for _ in range(cases):
        for _ in range(samples):
            score = rng.random() if continuous else round(rng.betavariate(5, 2), 2)
            table[score] = table.get(score, 0.0) + 1.0 / samples
    started = time.perf_counter()
    bootstrap_mean_interval(table, cases, 0.95)
    return time.perf_counter() - started


def write_queries(path: Path, count: int) -> Path:
    """`count` clean queries made from the bundled ones, each with its own id and text."""
    seeds = [json.loads(line) for line in (ROOT / "datasets" / "queries.jsonl").open()]
    with path.open("w") as out:
        for i in range(count):
            row = dict(seeds[i % len(seeds)])
            row["id"] = f"q{i}"
            row["query"] = f"{row['query']} (question {i})"
            out.write(json.dumps(row) + "\n")
    return path


def generate_speed(work: Path, queries: int) -> dict[str, float]:
    source = write_queries(work / f"queries-{queries}.jsonl", queries)
    out = work / "generated.jsonl"
    run = run_evalctl(["generate", "noise", str(source), "-o", str(out)])
    rows = sum(1 for _ in out.open())
    return {"queries": queries, "rows": rows, "wall_s": run.wall_s, "rows_per_s": rows / run.wall_s}


def agent_overhead(work: Path, queries: int) -> list[dict[str, Any]]:
    """Agent calls per case and the cost of each call, for a command agent and an HTTP agent
    that answer at once: the run's wall time with the agent, minus the same run re-scoring the
    saved answers without it, per agent call."""
    source = write_queries(work / f"agent-queries-{queries}.jsonl", queries)
    cases = work / "agent-cases.jsonl"
    run_evalctl(["generate", "noise", str(source), "-o", str(cases)])
    results = []
    with LoopbackJudge(0.0) as agent_server:
        targets = {
            "--agent-cmd (cat: answers at once)": ["--agent-cmd", "cat"],
            "--agent-url (loopback, zero latency)": ["--agent-url", agent_server.url],
        }
        for name, target in targets.items():
            saved = work / "saved.jsonl"
            args = ["run", "noise", str(cases), "--json", "--no-agent-cache", *target]
            run = run_evalctl([*args, "--save-cases", str(saved)])
            frozen = run_evalctl(["run", "noise", str(saved), "--json"])
            doc = run.document
            assert doc is not None
            calls = doc["agent"]["calls"]
            total = doc["summary"]["total"]
            results.append(
                {
                    "target": name,
                    "cases": total,
                    "calls": calls,
                    "calls_per_case": calls / total,
                    "unshared_calls_per_case": 2.0,
                    "overhead_ms": (run.wall_s - frozen.wall_s) / calls * 1000,
                    "wall_s": run.wall_s,
                }
            )
    return results


def startup() -> dict[str, float]:
    timings = {}
    for args in (["--help"], ["scorers"]):
        best = min(run_evalctl(args).wall_s for _ in range(5))
        timings["evalctl " + " ".join(args)] = best
    return timings


def long_texts() -> list[tuple[str, float]]:
    """Seconds for each offline judge on one case of about 40,000 characters shaped the way
    that once made a rule quadratic or worse: run-on sentences of names, of figures, of words
    with opposites, repeated sentences. Faithfulness judges 40 of the text's claims against
    it (its time grows with claims x context). In-process: the judges are pure functions."""
    from evalctl.judges.local.faithfulness import extract_claims, judge_claims
    from evalctl.judges.local.noise.grading import analyse_noise
    from evalctl.judges.local.toxicity import judge_toxicity

    shapes = {
        "names in one run-on sentence": "Anna met Tom and Kyoto came before Tokyo and " * 900,
        "figures in one run-on sentence": "12 people paid $5 for 3 hours, " * 1300,
        "opposites and negations": "Late returns are not possible, the shop opened early " * 750,
        "capitals with no full stop": "Aa Bb won " * 4000,
        "many short sentences": "The plan rose. Costs fell in May. Lisa beat Omar. " * 800,
        # one long noise claim (a run-on sentence) compared with every short sentence after it
        "a reported claim against short answers": "A blog told me there are no moons, " * 600
        + ". "
        + "There are no moons. " * 950,
    }
    timings = []
    for shape, text in shapes.items():
        started = time.perf_counter()
        judge_claims([text], extract_claims(text)["claims"][:40])  # an answer's worth
        judge_toxicity(text)
        analyse_noise("What is it?", "What is it? By the way, " + text, "It is X.", text, None)
        analyse_noise("What is it?", "What is it?", "It is X.", text, "distractors")
        timings.append((f"{shape} ({len(text):,} characters)", time.perf_counter() - started))
    return timings


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--quick", action="store_true", help="small sizes: a smoke test")
    parser.add_argument("--rows-1m", action="store_true", help="offline judge on 1,000,000 rows")
    options = parser.parse_args()
    quick = options.quick
    with tempfile.TemporaryDirectory(prefix="evalctl-bench-") as folder:
        work = Path(folder)
        print(f"imports alone ({RUN_IMPORTS}): {import_floor():.2f} s")
        print("saturation (concurrency 64, 1 judge call per noise case):")
        for cases, latency in ((4000, 0.1), (2000, 0.05)):
            r = saturation(work, cases // 10 if quick else cases, latency)
            low, high = (r["ideal_s"] / wall for wall in reversed(r["wall_range"]))
            floor_low, floor_high = (r["ideal_s"] / w for w in reversed(r["raw_client_wall_range"]))
            print(
                f"  {r['cases']} cases @ {r['latency_ms']:.0f} ms, median of {r['repeats']}: "
                f"whole process {r['wall_s']:.2f} s ({r['cases_per_s']:.0f} cases/s), ideal "
                f"{r['ideal_s']:.2f} s -> ideal/wall {r['ratio_wall']:.3f} (range {low:.3f}-"
                f"{high:.3f}; target 0.90); a bare aiohttp loop on the same judge, as a whole "
                f"process: {r['raw_client_wall_s']:.2f} s -> ideal/wall "
                f"{r['ideal_s'] / r['raw_client_wall_s']:.3f} (range {floor_low:.3f}-"
                f"{floor_high:.3f}; its requests alone {r['raw_client_s']:.2f} s, "
                f"{r['ideal_s'] / r['raw_client_s']:.2f}); evalctl's scoring window "
                f"{r['scoring_s']:.2f} s (ideal/scoring {r['ratio_scoring']:.2f}); CPU per judge "
                f"call {r['cpu_ms_per_call']:.2f} ms beyond its {r['fixed_cpu_s']:.2f} s of "
                "start-up"
            )
        r = overhead(work, 500 if quick else 5000)
        print(
            f"client overhead (latency 0, concurrency 64): {r['cases']} requests, "
            f"{r['requests_per_s_wall']:.0f} req/s over the whole run, "
            f"{r['requests_per_s_scoring']:.0f} req/s while scoring "
            f"(the loopback judge alone serves {r['server_capacity']:.0f} req/s)"
        )
        r = head_of_line(work, 200 if quick else 2000)
        print(
            f"a slow case never stalls the others ({200 if quick else 2000} cases, concurrency 64,"
            f" zero-latency judge): clean {r['clean']:.2f} s; every fifth request answered 503 "
            f"{r['503s']:.2f} s ({r['503s_errors']:.0f} errors); and four cases answered after "
            f"3 s {r['slow']:.2f} s"
        )
        r = cache_rerun(work, 200 if quick else 2000, 0.1)
        print(
            f"cache: {r['cases']} cases, first run {r['first_wall_s']:.2f} s, rerun "
            f"{r['rerun_wall_s']:.2f} s with {r['rerun_judge_calls']} judge calls "
            f"({r['rerun_cache_hits']} cache hits)"
        )
        sizes = [2_000, 10_000] if quick else [100_000]
        if options.rows_1m:
            sizes.append(1_000_000)
        for rows in sizes:
            for distinct in (False, True):
                r = offline_at_scale(work, rows, distinct)
                kind = "every sentence distinct" if distinct else "26 seeds, distinct outputs"
                print(
                    f"offline judge: {r['rows']} rows ({kind}) with -o: {r['wall_s']:.1f} s, "
                    f"{r['cases_per_s']:.0f} cases/s, peak RSS {r['peak_rss_mb']} MB (largest "
                    f"process), peak PSS {r['peak_tree_pss_mb']} MB (evalctl and its helpers)"
                )
        print("repeated judging against a judge whose samples disagree 30% of the time:")
        for r in repeated_judging(work, 100 if quick else 1000):
            agreement = "-" if r["agreement"] is None else f"{r['agreement']:.2f}"
            print(
                f"  --judge-samples {r['samples']} --confirm-failures {r['confirm']}: "
                f"{r['calls_per_case']:.2f} judge calls per case, {r['failed']} failed, "
                f"{r['flaky']} flaky, judge agreement {agreement} ({r['wall_s']:.2f} s)"
            )
        for cases, samples, continuous in (
            (1_000, 1, False),
            (100_000, 1, False),
            (100_000, 3, False),
            (100_000, 1, True),
        ):
            kind = "continuous scores" if continuous else "2-decimal scores"
            print(
                f"bootstrap interval (2,000 resamples): {cases} cases x {samples} samples, {kind}: "
                f"{bootstrap_seconds(cases, samples, continuous):.3f} s"
            )
        for r in agent_overhead(work, 30 if quick else 300):
            print(
                f"agent {r['target']}: {r['cases']} cases, {r['calls']} calls "
                f"({r['calls_per_case']:.2f} per case; {r['unshared_calls_per_case']:.0f} without "
                f"baseline sharing), {r['overhead_ms']:.1f} ms per call over re-scoring the saved "
                f"answers, whole run {r['wall_s']:.2f} s"
            )
        r = generate_speed(work, 10_000 if quick else 100_000)
        print(
            f"generate noise: {r['queries']} queries -> {r['rows']} rows in {r['wall_s']:.2f} s "
            f"({r['rows_per_s']:.0f} rows/s)"
        )
        print("offline judges on one long case, every judge and shape (target: under 5 s):")
        for shape, seconds in long_texts():
            print(f"  {shape}: {seconds:.2f} s")
        for command, seconds in startup().items():
            print(f"start-up: {command}: {seconds:.3f} s")
        print("judge calls and tokens per case (tokens estimated at 4 characters each):")
        for r in calls_and_tokens():
            print(
                f"  {r['scorer']}: {r['calls']:.2f} calls (Mastra {r['mastra_calls']}), "
                f"{r['prompt_tokens']:.0f} prompt + {r['completion_tokens']:.0f} completion "
                f"tokens, over {r['cases']} cases"
            )


if __name__ == "__main__":
    main()
