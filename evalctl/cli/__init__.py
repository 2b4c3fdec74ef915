"""The command line: one module per command; the only layer that prints or exits."""
