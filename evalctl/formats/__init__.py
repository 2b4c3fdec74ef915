"""Renderers of results for people and machines."""
