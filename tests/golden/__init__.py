"""Golden playthroughs of every game, recorded and replayed by one harness."""
