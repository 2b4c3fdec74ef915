"""Datasets: raw rows from files or memory, the field table, and rows validated into cases."""
