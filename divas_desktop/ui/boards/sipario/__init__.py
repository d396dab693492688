"""The Sipario! board."""
