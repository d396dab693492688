"""The Opera Magna board (being reshaped into the board package shape, issue 28)."""
