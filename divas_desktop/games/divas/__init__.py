"""The Battle of the Divas (with the Palco Reale expansion): rules engine, data and bots."""
