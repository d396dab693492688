"""Opera Magna: Renaissance workshop masters supply Santa Maria del Fiore (rules engine)."""
