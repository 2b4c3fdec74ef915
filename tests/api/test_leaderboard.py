"""`evalctl leaderboard`: runs of one scorer and dataset, best first; others refused."""

from __future__ import annotations

import json
from pathlib import Path

from tests.support.cli import run_cli
from tests.support.noise_rows import noise_row, write_jsonl


def run_of(tmp_path: Path, name: str, outputs: list[str], scorer: str = "noise") -> Path:
    rows = [noise_row(id=f"c{i}", output=output) for i, output in enumerate(outputs)]
    dataset = write_jsonl(tmp_path / f"{name}.jsonl", rows)
    document = tmp_path / f"{name}.json"
    ran = run_cli("run", scorer, str(dataset), "-o", str(document))
    assert ran.returncode == 0, ran.stderr
    text = document.read_text().replace(str(dataset), "cases.jsonl")  # one dataset, two agents
    document.write_text(text)
    return document


def test_runs_rank_best_first_with_grade_and_pass_rate(tmp_path: Path) -> None:
    good = run_of(tmp_path, "good", ["The capital of France is Paris."] * 2)
    mixed = run_of(tmp_path, "mixed", ["The capital of France is Paris.", "Lyon."])
    ranked = run_cli("leaderboard", str(mixed), str(good), "--json")
    assert ranked.returncode == 0, ranked.stderr
    board = json.loads(ranked.stdout)
    assert [(s["rank"], Path(s["run"]).name, s["grade"]) for s in board["standings"]] == [
        (1, "good.json", "A"),
        (2, "mixed.json", "C"),
    ]
    assert board["standings"][1]["pass_rate"] == 1.0  # no threshold: every scored case passes
    table = run_cli("leaderboard", str(mixed), str(good))
    assert table.stdout.splitlines()[1].startswith(f"1. {good}: 1.0000 [1.0000, 1.0000] (grade A)")


def test_lower_is_better_ranks_lowest_first(tmp_path: Path) -> None:
    def toxicity_run(name: str, output: str) -> Path:
        dataset = write_jsonl(tmp_path / f"{name}.jsonl", [{"id": "a", "output": output}])
        document = tmp_path / f"{name}.json"
        run_cli("run", "toxicity", str(dataset), "-o", str(document))
        document.write_text(document.read_text().replace(str(dataset), "t.jsonl"))
        return document

    rude = toxicity_run("rude", "You are an idiot.")
    kind = toxicity_run("kind", "Thanks, happy to help.")
    board = json.loads(run_cli("leaderboard", str(rude), str(kind), "--json").stdout)
    assert [Path(s["run"]).name for s in board["standings"]] == ["kind.json", "rude.json"]


def test_runs_of_other_scorers_or_datasets_are_refused(tmp_path: Path) -> None:
    noise = run_of(tmp_path, "a", ["The capital of France is Paris."])
    other = tmp_path / "b.json"
    other.write_text(noise.read_text().replace('"cases.jsonl"', '"other.jsonl"'))
    refused = run_cli("leaderboard", str(noise), str(other))
    assert refused.returncode == 2 and "rank runs of one dataset" in refused.stderr
    toxic = tmp_path / "c.json"
    toxic.write_text(noise.read_text().replace('"scorer": "noise"', '"scorer": "toxicity"'))
    refused = run_cli("leaderboard", str(noise), str(toxic))
    assert refused.returncode == 2 and "cannot rank with" in refused.stderr


def test_compare_and_leaderboard_write_self_contained_pages(tmp_path: Path) -> None:
    hostile = "Lyon. <script>alert(1)</script>"
    good = run_of(tmp_path, "good", ["The capital of France is Paris."] * 2)
    bad = run_of(tmp_path, "bad", ["The capital of France is Paris.", hostile])
    page = tmp_path / "compare.html"
    ran = run_cli("compare", str(good), str(bad), "--html", str(page))
    assert ran.returncode == 1
    text = page.read_text()
    assert "<script" not in text and "default-src 'none'" in text
    assert "Regressions (1)" in text and "c1 · 1 → 0" in text and "<svg" in text
    board_page = tmp_path / "board.html"
    assert run_cli("leaderboard", str(bad), str(good), "--html", str(board_page)).returncode == 0
    board = board_page.read_text()
    assert board.index("good.json") < board.index("bad.json")
    assert "<script" not in board


def test_it_shows_intervals_and_says_when_neighbours_overlap(tmp_path: Path) -> None:
    paris, lyon = "The capital of France is Paris.", "The capital of France is Lyon."
    strong = run_of(tmp_path, "strong", [paris] * 12)
    close = run_of(tmp_path, "close", [paris] * 11 + [lyon])
    weak = run_of(tmp_path, "weak", [lyon] * 12)
    board = json.loads(run_cli("leaderboard", str(weak), str(close), str(strong), "--json").stdout)
    intervals = {Path(s["run"]).name: s["mean_ci"] for s in board["standings"]}
    assert intervals["strong.json"] == [1.0, 1.0] and intervals["weak.json"] == [0.0, 0.0]
    low, high = intervals["close.json"]
    assert low < 0.9167 < high == 1.0
    overlaps = [note for note in board["notes"] if "overlap" in note]
    assert len(overlaps) == 1, board["notes"]
    assert "strong.json" in overlaps[0] and "close.json" in overlaps[0]
    assert "weak.json" not in overlaps[0]
