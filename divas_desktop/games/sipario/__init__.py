"""Sipario!: the opera impresario card game (rules engine, no user interface)."""
