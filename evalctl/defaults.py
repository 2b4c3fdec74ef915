"""The default of every run option that has one, named once (RunConfig and `--help` use them)."""

DEFAULT_CONCURRENCY = 8
DEFAULT_TIMEOUT_S = 60.0
DEFAULT_RETRIES = 5
DEFAULT_TEMPERATURE = 0.0
DEFAULT_PASS_RATE = 1.0
DEFAULT_MAX_ERRORS = 0
DEFAULT_SCALE = 1.0
