"""The demo game "Prima Donna" and its board: fixtures of the UI tests (not shipped)."""
