"""The offline judge's noise analysis: lexicons, evidence, grading."""
