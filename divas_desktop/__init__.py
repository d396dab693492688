"""Divas Desktop: four opera tabletop games on one screen, every rule enforced."""

__version__ = "0.1.0"
