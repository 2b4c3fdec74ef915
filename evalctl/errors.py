"""The one error tree of evalctl; each class maps to one exit code.

    EvalctlError                      base; never raised directly
    ├── UsageError            → 2     a bad option or option value
    ├── InputError            → 2     a dataset, scoring or config file that cannot be used
    │   └── DatasetError      → 2     a dataset row that is not valid (names file, line, field)
    ├── OutputError           → 5     a result file could not be written after judging
    └── JudgeError            → 3     the judge could not score a case
        ├── JudgeUnreachableError     connection refused, timeouts, dropped connections
        ├── JudgeAuthError            the judge refused the key (401, 403)
        └── JudgeResponseError        an answer that does not validate, even after a re-ask

Library code raises these; only the CLI entry point catches them, prints one line on standard
error and exits with `error.exit_code`; any other exception there is a bug and exits 4. A
JudgeError on one case becomes that case's `error` in the results rather than stopping the run.
Messages never contain keys or whole prompts.

An error about one run option carries its name (`option="scale"`): the library's message starts
with that name, and the command line shows the flag instead (`--scale: ...`).
"""

from evalctl.exit_codes import ExitCode


class EvalctlError(Exception):
    """Base of every error evalctl reports to the user."""

    exit_code: ExitCode = ExitCode.USAGE_OR_INPUT

    def __init__(self, message: str, *, option: str | None = None) -> None:
        self.message = message
        self.option = option
        super().__init__(f"{option}: {message}" if option else message)


class UsageError(EvalctlError):
    """A command-line option or option value that cannot be used."""


class InputError(EvalctlError):
    """An input file (dataset, scoring overrides, config) that cannot be used."""


class DatasetError(InputError):
    """One dataset row is invalid; the message names the file, the line and the field."""

    def __init__(self, source: str, line: int, message: str) -> None:
        self.source = source
        self.line = line
        self.detail = message
        super().__init__(f"{source}:{line}: {message}")


class OutputError(EvalctlError):
    """Judging happened, but a file could not be written (disk full, folder turned read-only)."""

    exit_code = ExitCode.OUTPUT_FAILED


class JudgeError(EvalctlError):
    """The judge could not score a case."""

    exit_code = ExitCode.JUDGE_FAILED
    retries: int = 0
    """Retries spent before giving up: they count in the run's usage all the same."""
    requests: int = 0
    """Requests sent before giving up (every one counts in `usage.judge_calls`)."""


class JudgeUnreachableError(JudgeError):
    """The judge did not answer: refused connection, timeout, dropped connection."""


class JudgeAuthError(JudgeError):
    """The judge refused the credentials."""


class JudgeResponseError(JudgeError):
    """The judge answered, but not with something evalctl can score."""
