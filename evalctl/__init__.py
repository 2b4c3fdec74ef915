"""evalctl: a command-line eval runner for LLM agents."""

__version__ = "0.1.0"
