"""Saves: the versioned JSON envelope, atomic writes and autosave (Qt-free)."""
