"""The Battle of the Divas board (with Palco Reale)."""
