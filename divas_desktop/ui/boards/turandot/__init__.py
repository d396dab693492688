"""The Turandot board (being reshaped into the common board shape)."""
