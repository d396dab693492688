"""One package per game, with the same file names in each."""
