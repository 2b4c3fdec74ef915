"""The HTML report: self-contained, every non-passing case, hostile text escaped, size capped."""

from __future__ import annotations

import io
import re

from evalctl.formats.html import write_html
from evalctl.results import CaseResult, ResultsDocument
from tests.support.documents import results_head

HOSTILE = '<script>document.title="pwned"</script></textarea><img src="http://127.0.0.1:9/x">'


def document(total: int, failed: int) -> ResultsDocument:
    return results_head(total, failed)


def case(index: int, passed: bool, text: str = "") -> CaseResult:
    return CaseResult.model_construct(
        id=f"case-{index}{text}",
        line=index,
        score=1.0 if passed else 0.0,
        passed=passed,
        threshold={"min": 0.8},
        reason=f"reason {index} {text}",
        details={},
        error=None,
        grade="A" if passed else "F",
        inputs={
            "original_query": f"q {text}",
            "baseline_response": "Paris is the capital.",
            "output": f"Lyon is the capital. {text}",
        },
    )


def render(doc: ResultsDocument, failing: list[CaseResult], passing: list[CaseResult]) -> str:
    stream = io.StringIO()
    write_html(doc, failing, passing, [c.score or 0.0 for c in failing + passing], stream)
    return stream.getvalue()


def test_hostile_text_is_escaped_and_the_page_can_fetch_nothing() -> None:
    page = render(document(2, 1), [case(1, False, HOSTILE)], [case(2, True)])
    assert "<script" not in page.lower()
    assert "&lt;script&gt;document.title=&quot;pwned&quot;&lt;/script&gt;&lt;/textarea&gt;" in page
    assert not re.search(r"<(img|link|iframe|script)\b", page, re.IGNORECASE)
    assert not re.search(r"<[a-z]+[^>]*\s(src|href)=", page, re.IGNORECASE)  # no tag fetches
    assert "default-src 'none'" in page  # the browser may not fetch or run anything
    assert "http" not in page.replace("http://127.0.0.1:9/x", "").replace("http-equiv", "")


def test_every_non_passing_case_is_present_and_the_texts_are_side_by_side() -> None:
    failing = [case(i, False) for i in range(700)]
    page = render(document(700, 700), failing, [])
    assert all(
        f">case-{i}<" in page or f">case-{i} " in page or f"case-{i} ·" in page for i in range(700)
    )
    assert page.count("<details>") == 500  # the first 500 in full, the rest a row each
    assert "<ins>Lyon</ins>" in page and "<del>Paris</del>" in page


def test_a_100000_case_run_stays_under_20_mb_and_says_what_it_left_out() -> None:
    failing = [case(i, False) for i in range(30_000)]
    passing = [case(i, True) for i in range(30_000, 100_000)]
    page = render(document(100_000, 30_000), failing, passing)
    assert len(page.encode()) < 20 << 20
    assert "1000 of 70000 passing cases listed; every case is in the results document" in page
