"""Translation tables and the translator install (tables are Qt-free)."""
