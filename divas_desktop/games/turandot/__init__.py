"""Turandot, the casting card game: rules engine, data, views and computer players."""
