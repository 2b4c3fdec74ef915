"""The judge-level prompts: the structured re-ask and `judge check`; scorers keep their own."""
