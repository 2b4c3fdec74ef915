"""Judges: who answers a scorer's question (the offline heuristic, or an LLM over HTTP)."""
