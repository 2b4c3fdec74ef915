"""The one configuration resolver: command line > environment > file > defaults."""

from __future__ import annotations

from pathlib import Path

import pytest

from evalctl.config import RunConfig, resolve_config
from evalctl.defaults import DEFAULT_CONCURRENCY, DEFAULT_RETRIES, DEFAULT_TIMEOUT_S
from evalctl.errors import InputError, UsageError
from tests.support.cli import run_cli
from tests.support.judge_server import JudgeServer, chat_reply


def resolve(scorer: str | None, tmp: Path, given=None, env=None, **kwargs) -> RunConfig:  # type: ignore[no-untyped-def]
    return resolve_config(scorer, given or {}, environ=env or {}, cwd=tmp, **kwargs)


def test_defaults_are_the_named_constants(tmp_path: Path) -> None:
    config = resolve("noise", tmp_path)
    assert (config.concurrency, config.timeout, config.retries) == (
        DEFAULT_CONCURRENCY,
        DEFAULT_TIMEOUT_S,
        DEFAULT_RETRIES,
    )
    assert config.config_file is None and config.cache and config.pass_rate == 1.0


@pytest.mark.parametrize(
    ("file", "env", "given", "expected"),
    [
        ("concurrency = 3", {}, {}, 3),
        ("concurrency = 3", {"EVALCTL_CONCURRENCY": "5"}, {}, 5),
        ("concurrency = 3", {"EVALCTL_CONCURRENCY": "5"}, {"concurrency": 7}, 7),
        ("concurrency = 3\n[noise]\nconcurrency = 4", {}, {}, 4),
        ("[toxicity]\nconcurrency = 4", {}, {}, DEFAULT_CONCURRENCY),
        ("", {"EVALCTL_CONCURRENCY": ""}, {"concurrency": None}, DEFAULT_CONCURRENCY),
    ],
)
def test_precedence(
    tmp_path: Path, file: str, env: dict[str, str], given: dict[str, object], expected: int
) -> None:
    (tmp_path / "evalctl.toml").write_text(file)
    assert resolve("noise", tmp_path, given, env).concurrency == expected


def test_discovery_walks_up_to_the_repository_root_and_no_further(tmp_path: Path) -> None:
    (tmp_path / "evalctl.toml").write_text("min = 0.1\n")
    repo = tmp_path / "repo"
    deep = repo / "a" / "b"
    deep.mkdir(parents=True)
    (repo / ".git").mkdir()
    assert resolve("noise", deep).config_file is None  # stops at the folder holding .git
    (repo / "pyproject.toml").write_text("[tool.evalctl]\nmin = 0.2\n")
    found = resolve("noise", deep)
    assert found.config_file == repo / "pyproject.toml" and found.min == 0.2
    (repo / "a" / "evalctl.toml").write_text("min = 0.3\n")
    assert resolve("noise", deep).min == 0.3  # the nearest file wins


def test_an_explicit_config_file_wins_over_discovery(tmp_path: Path) -> None:
    (tmp_path / "evalctl.toml").write_text("min = 0.1\n")
    other = tmp_path / "ci.toml"
    other.write_text("min = 0.9\n")
    assert resolve("noise", tmp_path, config_path=other).min == 0.9
    assert resolve("noise", tmp_path, env={"EVALCTL_CONFIG": str(other)}).min == 0.9
    with pytest.raises(UsageError, match="no such configuration file") as missing:
        resolve("noise", tmp_path, config_path=tmp_path / "nope.toml")
    assert missing.value.option == "config"


def test_scorer_tables_hold_gates_and_a_misfit_top_level_gate_is_left_out(tmp_path: Path) -> None:
    (tmp_path / "evalctl.toml").write_text(
        "min = 0.8\nmean_min = 0.7\n[toxicity]\nmax = 0.3\nscale = 10\n[noise]\nmin = 0.85\n"
    )
    toxicity = resolve("toxicity", tmp_path)
    assert (toxicity.min, toxicity.mean_min, toxicity.max) == (None, None, 0.3)
    assert toxicity.scorer_options == {"scale": 10}
    noise = resolve("noise", tmp_path)
    assert (noise.min, noise.mean_min, noise.max) == (0.85, 0.7, None)
    assert noise.scorer_options == {}  # toxicity's scale is not noise's


def test_a_top_level_scorer_option_applies_to_the_scorers_that_have_it(tmp_path: Path) -> None:
    (tmp_path / "evalctl.toml").write_text("scale = 5\n")
    assert resolve("faithfulness", tmp_path).scorer_options == {"scale": 5}
    assert resolve("noise", tmp_path).scorer_options == {}


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("minimum = 0.8\n", "unknown key 'minimum'"),
        ("[noise]\nweights = 1\n", "unknown key 'noise.weights'"),
        ("[noise]\nscale = 1\n", "unknown key 'noise.scale'"),
        ('concurrency = "many"\n', "'concurrency' must be an integer"),
        ("no_cache = 3\n", "'no_cache' must be true or false"),
        ("[nosuch]\nmin = 1\n", "unknown key 'nosuch'"),
    ],
)
def test_file_errors_name_the_file_and_the_key(tmp_path: Path, text: str, message: str) -> None:
    (tmp_path / "evalctl.toml").write_text(text)
    with pytest.raises(InputError, match=message) as raised:
        resolve("noise", tmp_path)
    assert str(raised.value).startswith(str(tmp_path / "evalctl.toml"))


def test_an_environment_value_of_the_wrong_type_names_the_variable(tmp_path: Path) -> None:
    with pytest.raises(InputError, match="^EVALCTL_CONCURRENCY: must be an integer"):
        resolve("noise", tmp_path, env={"EVALCTL_CONCURRENCY": "lots"})


def test_flags_and_their_file_keys(tmp_path: Path) -> None:
    (tmp_path / "evalctl.toml").write_text("no_cache = true\njson = true\nno_step_summary = true\n")
    config = resolve("noise", tmp_path)
    assert (config.cache, config.as_json, config.step_summary) == (False, True, False)


def test_no_color_is_set_by_a_non_empty_NO_COLOR_only(tmp_path: Path) -> None:
    assert resolve("noise", tmp_path, env={"NO_COLOR": "1"}).no_color
    assert not resolve("noise", tmp_path, env={"NO_COLOR": ""}).no_color


def test_the_cli_names_the_config_file_it_used(tmp_path: Path) -> None:
    (tmp_path / "evalctl.toml").write_text("min = 0.0\n")
    dataset = Path(__file__).resolve().parents[2] / "datasets" / "noise.jsonl"
    ran = run_cli("run", "noise", str(dataset), cwd=tmp_path)
    assert ran.returncode == 0
    assert ran.stderr.splitlines()[0] == "evalctl: config: evalctl.toml"


def test_judge_check_reads_the_config_file(tmp_path: Path) -> None:
    with JudgeServer(lambda request: chat_reply('{"ok": true, "verdict": "yes"}')) as server:
        (tmp_path / "evalctl.toml").write_text(f'judge_url = "{server.url}"\nmodel = "from-file"\n')
        ran = run_cli("judge", "check", cwd=tmp_path)
    assert ran.returncode == 0, ran.stderr
    assert "model:    from-file" in ran.stdout
    assert server.requests[0].body["model"] == "from-file"
