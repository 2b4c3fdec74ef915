"""The exit-code table of spec/CLI.md, once: what a shell script can rely on."""

from enum import IntEnum


class ExitCode(IntEnum):
    """Process exit codes; a contract with users' CI scripts."""

    OK = 0
    GATE_BREACHED = 1
    USAGE_OR_INPUT = 2
    JUDGE_FAILED = 3
    INTERNAL_ERROR = 4
    OUTPUT_FAILED = 5
    INTERRUPTED = 130


EXIT_CODE_MEANINGS: dict[ExitCode, str] = {
    ExitCode.OK: "every gate held",
    ExitCode.GATE_BREACHED: (
        "a quality gate was breached (case threshold with pass rate, or a mean threshold)"
    ),
    ExitCode.USAGE_OR_INPUT: (
        "usage or input error: bad option, unreadable or invalid dataset, bad config; "
        "nothing was judged"
    ),
    ExitCode.JUDGE_FAILED: (
        "the judge could not score more than --max-errors cases, and no quality gate was breached"
    ),
    ExitCode.INTERNAL_ERROR: (
        "internal error: a bug in evalctl, not a verdict on quality (run with --debug for the "
        "traceback, and report it)"
    ),
    ExitCode.OUTPUT_FAILED: (
        "the cases were judged but a result file could not be written (disk full, read-only "
        "folder); the judged cases are kept in the case log"
    ),
    ExitCode.INTERRUPTED: "interrupted; the results so far were written",
}
