"""A self-contained HTML report: one file, no network, readable offline as a CI artifact.

Inline CSS and inline SVG, no script at all; a Content-Security-Policy forbids any request and
any script, so nothing in the data can run or call out. Every text from the dataset, the agent
or the judge is escaped. Cases that did not pass come first, every one of them; the first
DETAILED_CASES of them carry their texts side by side, the rest a row each, so a 100,000-case run
stays under 20 MB. Passing cases follow, up to PASSING_SHOWN, and the page says how many.
"""

from __future__ import annotations

import html
from collections.abc import Iterable, Iterator
from typing import IO, TYPE_CHECKING, Any

from evalctl.gate import describe_bounds
from evalctl.results import CaseResult, ResultsDocument

if TYPE_CHECKING:
    from evalctl.compare import Comparison, MeanDifference
    from evalctl.leaderboard import Leaderboard

DETAILED_CASES = 500
PASSING_SHOWN = 1000
_BINS = 10
_CSS = """
body{font:14px/1.45 system-ui,sans-serif;margin:2em;color:#1b1b1b;max-width:1200px}
h1{font-size:1.4em}table{border-collapse:collapse}td,th{padding:2px 8px;text-align:left}
.verdict-ok{color:#17692b}.verdict-bad{color:#a31515}.meta td:first-child{color:#555}
details{border-top:1px solid #ddd;padding:4px 0}summary{cursor:pointer}
.pair{display:grid;grid-template-columns:1fr 1fr;gap:12px}.pair pre{white-space:pre-wrap;
background:#f6f6f6;padding:8px;margin:0}ins{background:#d7f5dd;text-decoration:none}
del{background:#fbd9d9}.fail{color:#a31515}.error{color:#8a4b00}.pass{color:#17692b}
.row{font-family:ui-monospace,monospace;font-size:12px}svg text{font-size:11px}
"""


def write_html(
    document: ResultsDocument,
    not_passed: Iterable[CaseResult],
    passed: Iterable[CaseResult],
    scores: Iterable[float],
    stream: IO[str],
) -> None:
    """The report of `document`: cases that did not pass, then passing ones (capped)."""
    e = _escape
    s = document.summary
    ok = document.exit_code == 0
    stream.write(page_start(f"evalctl {document.scorer}: {document.dataset}"))
    verdict = "every gate held" if ok else "; ".join(document.gate_breaches) or document.status
    stream.write(
        f"<h1>evalctl {e(document.scorer)} — {e(document.dataset)}</h1>"
        f'<p class="{"verdict-ok" if ok else "verdict-bad"}"><b>{e(verdict)}</b> '
        f"(exit {document.exit_code}, {e(document.status)})</p><table class=meta>"
    )
    judge = document.judge.name + (f" {document.judge.model}" if document.judge.model else "")
    rows = [
        ("judge", judge),
        ("thresholds", _thresholds(document)),
        ("mean", _mean_text(document)),
        ("pass rate", _num(s.pass_rate)),
        ("cases", f"{s.total}: {s.passed} passed, {s.failed} failed, {s.errors} errors"),
        *(
            [
                (
                    "judge samples",
                    f"{document.sampling.judge_samples} per case ({document.sampling.reducer}); "
                    f"{s.flaky} flaky; agreement {_num(s.judge_agreement)}, mean sample stdev "
                    f"{_num(s.mean_sample_stdev)}",
                )
            ]
            if s.judge_agreement is not None
            else []
        ),
        (
            "usage",
            f"{document.usage.judge_calls} judge calls, {document.usage.cache_hits} cache hits, "
            f"{document.usage.retries} retries",
        ),
    ]
    for name, value in rows:
        stream.write(f"<tr><td>{e(name)}</td><td>{e(value)}</td></tr>")
    stream.write("</table>")
    stream.write(_histogram(list(scores), document))
    if s.by_noise_type:
        stream.write(_group_bars({k: v.mean for k, v in s.by_noise_type.items()}))
    stream.write("<h2>Cases that did not pass</h2>")
    shown = _write_cases(not_passed, stream, detailed=DETAILED_CASES)
    if not shown:
        stream.write("<p>None.</p>")
    stream.write("<h2>Passing cases</h2>")
    listed = _write_cases(_first(passed, PASSING_SHOWN), stream, detailed=0)
    if s.passed > listed:
        stream.write(
            f"<p>{listed} of {s.passed} passing cases listed; every case is in the results "
            "document (-o FILE).</p>"
        )
    stream.write("</body></html>\n")


def _mean_text(document: ResultsDocument) -> str:
    s = document.summary
    text = _num(s.mean)
    if s.mean_ci is not None:
        text += f", {s.confidence * 100:g}% interval [{_num(s.mean_ci[0])}, {_num(s.mean_ci[1])}]"
    return text + (f" (grade {document.grade})" if document.grade else "")


def page_start(title: str) -> str:
    """The head every evalctl page shares: no request and no script allowed, inline style."""
    return (
        "<!doctype html><html lang=en><head><meta charset=utf-8>"
        '<meta http-equiv="Content-Security-Policy" content="default-src \'none\'; '
        "style-src 'unsafe-inline'; img-src data:\">"
        f"<title>{_escape(title)}</title><style>{_CSS}</style></head><body>"
    )


def write_comparison_html(comparison: Comparison, stream: IO[str]) -> None:
    """`evalctl compare --html`: the means, the verdict, per-case deltas, the changed cases."""
    e = _escape
    c = comparison
    stream.write(page_start(f"evalctl compare: {c.base} -> {c.new}"))
    verdict = "no regression beyond the allowance" if c.passed else "; ".join(c.gate_breaches)
    stream.write(
        f"<h1>evalctl compare — {e(c.scorer)}</h1>"
        f'<p class="{"verdict-ok" if c.passed else "verdict-bad"}"><b>{e(verdict)}</b> '
        f"(exit {c.exit_code})</p><table class=meta>"
        f"<tr><td>base</td><td>{e(c.base)}: mean {_num(c.base_mean)}</td></tr>"
        f"<tr><td>new</td><td>{e(c.new)}: mean {_num(c.new_mean)} "
        f"({e('n/a' if c.mean_delta is None else f'{c.mean_delta:+.4f}')})</td></tr>"
        f"<tr><td>allowed drop</td><td>{c.max_drop:g}</td></tr>"
        + "".join(
            f"<tr><td>{e(name)}</td><td>{e(_difference(found))}</td></tr>"
            for name, found in (
                ("paired difference", c.difference),
                *((f"  {k}", v) for k, v in c.by_noise_type.items()),
            )
            if found is not None and found.delta is not None
        )
        + "</table>"
    )
    changes = [*c.regressions, *c.improvements]
    deltas = [(change.id, change.delta) for change in changes if change.delta is not None]
    if deltas:
        span = max(abs(delta) for _, delta in deltas) or 1.0
        bars = "".join(
            f'<rect x="{200 + min(0.0, delta) / span * 180}" y="{i * 18 + 2}" '
            f'width="{abs(delta) / span * 180}" height="14" '
            f'fill="{"#c44" if (delta < 0) == (c.direction == "higher") else "#4a4"}">'
            f"<title>{e(case_id)}: {delta:+.2f}</title></rect>"
            for i, (case_id, delta) in enumerate(deltas[:200])
        )
        stream.write(
            f'<h2>Per-case deltas</h2><svg width="400" height="{min(len(deltas), 200) * 18 + 4}" '
            f'role="img" aria-label="per-case deltas"><line x1="200" x2="200" y1="0" '
            f'y2="{min(len(deltas), 200) * 18 + 4}" stroke="#888"/>{bars}</svg>'
        )
    for title, listed in (("Regressions", c.regressions), ("Improvements", c.improvements)):
        stream.write(f"<h2>{title} ({len(listed)})</h2>")
        for change in listed:
            stream.write(
                f'<div class="row {"fail" if title == "Regressions" else "pass"}">'
                f"{e(change.id)} · {_num(change.base_score)} → {_num(change.new_score)} · "
                f"{e(change.why)}</div>"
            )
    for title, ids in (("Added", c.added), ("Removed", c.removed)):
        if ids:
            stream.write(f"<h2>{title} ({len(ids)})</h2><p>{e(', '.join(ids[:1000]))}</p>")
    stream.write("</body></html>\n")


def write_leaderboard_html(board: Leaderboard, stream: IO[str]) -> None:
    """`evalctl leaderboard --html`: the standings, best first."""
    e = _escape
    stream.write(page_start(f"evalctl leaderboard: {board.scorer} on {board.dataset}"))
    better = "higher is better" if board.direction == "higher" else "lower is better"
    stream.write(
        f"<h1>evalctl leaderboard — {e(board.scorer)} on {e(board.dataset)}</h1>"
        f"<p>{e(better)}</p><table><tr><th>#</th><th>run</th><th>score</th><th>interval</th>"
        "<th>grade</th>"
        "<th>pass rate</th><th>scored</th><th>errors</th><th>by noise type</th><th>judge</th></tr>"
    )
    for s in board.standings:
        groups = ", ".join(f"{name} {_num(mean)}" for name, mean in (s.by_noise_type or {}).items())
        stream.write(
            f"<tr><td>{s.rank}</td><td>{e(s.run)}</td><td>{_num(s.score)}</td>"
            f"<td>{e(_interval(s.mean_ci))}</td>"
            f"<td>{e(s.grade or '-')}</td><td>{_num(s.pass_rate)}</td><td>{s.scored}</td>"
            f"<td>{s.errors}</td><td>{e(groups)}</td><td>{e(s.judge)}</td></tr>"
        )
    stream.write("</table>")
    for note in board.notes:
        stream.write(f"<p>{e(note)}</p>")
    stream.write("</body></html>\n")


def _difference(found: MeanDifference) -> str:
    """ "-0.1500 [-0.2000, -0.1000] at 95%, p = 0.0005 (significant drop)"."""
    text = f"{found.delta:+.4f}"
    if found.ci is not None:
        text += f" [{found.ci[0]:+.4f}, {found.ci[1]:+.4f}] at {found.confidence * 100:g}%"
    if found.p_value is not None:
        text += f", p = {found.p_value:g}"
    return text + (" (significant drop)" if found.significant_drop else "")


def _interval(bounds: list[float] | None) -> str:
    return "-" if bounds is None else f"[{_num(bounds[0])}, {_num(bounds[1])}]"


def _write_cases(cases: Iterable[CaseResult], stream: IO[str], detailed: int) -> int:
    count = 0
    for case in cases:
        if count < detailed:
            stream.write(_detailed(case))
        else:
            stream.write(_row(case))
        count += 1
    return count


def _row(case: CaseResult) -> str:
    e = _escape
    text = (case.error or case.reason or "")[:200]
    return (
        f'<div class="row {_kind(case)}">{e(case.id)} · {_num(case.score)}{e(_spread(case))} · '
        f"{e(case.grade or '-')} · {e(text)}</div>"
    )


def _spread(case: CaseResult) -> str:
    """ " ±0.20, samples 0.9 0.5 0.9 0.5, flaky" for a case judged several times."""
    if not case.samples or len(case.samples) < 2:
        return ""
    samples = " ".join(f"{sample:g}" for sample in case.samples)
    return f" ±{case.stdev or 0:.2f}, samples {samples}" + (", flaky" if case.flaky else "")


def _detailed(case: CaseResult) -> str:
    e = _escape
    texts = case.inputs
    parts = [
        f'<details><summary><span class="{_kind(case)}">{e(_kind(case).upper())}</span> '
        f"<b>{e(case.id)}</b> · score {_num(case.score)}{e(_spread(case))} · "
        f"grade {e(case.grade or '-')} · "
        f"threshold {e(describe_bounds(case.threshold))} · {e(case.error or case.reason or '')}"
        "</summary>"
    ]
    original, noisy = texts.get("original_query"), texts.get("noisy_query")
    details = case.details
    for label, value in (("original query", original), ("noisy query", noisy)):
        if isinstance(value, str):
            parts.append(f"<p><b>{e(label)}</b>: {e(value)}</p>")
    baseline, output = texts.get("baseline_response"), texts.get("output")
    for label in ("input", "context"):
        value = texts.get(label)
        if isinstance(value, list):
            value = "\n\n".join(str(passage) for passage in value)
        if isinstance(value, str) and value:
            parts.append(f"<p><b>{e(label)}</b>: {e(value)}</p>")
    if isinstance(output, str) and not isinstance(baseline, str):
        parts.append(f"<pre>{e(output)}</pre>")
    if isinstance(baseline, str) and isinstance(output, str):
        parts.append(
            "<div class=pair><div><b>baseline</b><pre>"
            + _marked(baseline, output, "del")
            + "</pre></div><div><b>output</b><pre>"
            + _marked(output, baseline, "ins")
            + "</pre></div></div>"
        )
    dimensions = details.get("dimensions")
    if isinstance(dimensions, list) and dimensions:
        parts.append("<table><tr><th>dimension</th><th>impact</th><th>changes</th></tr>")
        for dimension in dimensions:
            if isinstance(dimension, dict):
                parts.append(
                    f"<tr><td>{e(dimension.get('dimension', ''))}</td>"
                    f"<td>{e(dimension.get('impactLevel', ''))}</td>"
                    f"<td>{e(dimension.get('specificChanges', ''))}</td></tr>"
                )
        parts.append("</table>")
    issues = details.get("majorIssues")
    if isinstance(issues, list) and issues:
        parts.append("<ul>" + "".join(f"<li>{e(issue)}</li>" for issue in issues) + "</ul>")
    parts.append("</details>")
    return "".join(parts)


def _marked(text: str, other: str, tag: str) -> str:
    """`text` with the words `other` lacks wrapped in <ins> or <del>."""
    known = {word.lower().strip(".,;:!?\"'()") for word in other.split()}
    return " ".join(
        f"<{tag}>{_escape(word)}</{tag}>"
        if word.lower().strip(".,;:!?\"'()") not in known
        else _escape(word)
        for word in text.split()
    )


def _histogram(scores: list[float], document: ResultsDocument) -> str:
    """Scores in ten bins over the scorer's range, the case threshold marked in red."""
    if not scores:
        return ""
    top = document.max_score or max(max(scores), 1.0)
    counts = [0] * _BINS
    for score in scores:
        counts[min(int(score / top * _BINS), _BINS - 1) if top else 0] += 1
    tallest = max(counts) or 1
    width, height = 400, 120
    bars = "".join(
        f'<rect x="{i * 40 + 2}" y="{height - count / tallest * 100}" width="36" '
        f'height="{count / tallest * 100}" fill="#4a78b5"><title>{count}</title></rect>'
        for i, count in enumerate(counts)
    )
    marks = ""
    bound = document.thresholds.min if document.direction == "higher" else document.thresholds.max
    if bound is not None and top:
        x = bound / top * width
        marks = f'<line x1="{x}" x2="{x}" y1="0" y2="{height}" stroke="#c00" stroke-width="2"/>'
    return (
        f'<h2>Scores</h2><svg width="{width}" height="{height + 16}" role="img" '
        f'aria-label="score histogram">{bars}{marks}'
        f'<text x="0" y="{height + 14}">0</text>'
        f'<text x="{width - 24}" y="{height + 14}">{_num(top)}</text></svg>'
    )


def _group_bars(means: dict[str, float | None]) -> str:
    rows = "".join(
        f'<text x="0" y="{i * 22 + 15}">{_escape(name)}</text>'
        f'<rect x="140" y="{i * 22 + 3}" width="{(mean or 0) * 250}" height="16" fill="#6a9f58">'
        f"<title>{_num(mean)}</title></rect>"
        for i, (name, mean) in enumerate(means.items())
    )
    return (
        f'<h2>Mean per noise type</h2><svg width="420" height="{len(means) * 22 + 6}" '
        f'role="img" aria-label="mean per noise type">{rows}</svg>'
    )


def _thresholds(document: ResultsDocument) -> str:
    t = document.thresholds
    parts = [
        f"{name} {value:g}"
        for name, value in (
            ("min", t.min),
            ("max", t.max),
            ("mean min", t.mean_min),
            ("mean max", t.mean_max),
        )
        if value is not None
    ]
    return ", ".join(parts + [f"pass rate {t.pass_rate:g}"]) if parts else "none"


def _kind(case: CaseResult) -> str:
    return "error" if case.score is None else ("pass" if case.passed else "fail")


def _first(cases: Iterable[CaseResult], limit: int) -> Iterator[CaseResult]:
    for index, case in enumerate(cases):
        if index >= limit:
            return
        yield case


def _num(value: float | None) -> str:
    return "n/a" if value is None else f"{value:.4g}"


def _escape(value: Any) -> str:
    return html.escape(str(value), quote=True)
