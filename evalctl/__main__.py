"""`python -m evalctl`: the same entry point as the console script."""

from evalctl.cli.main import main

main()
