"""Qt-free engine pieces shared by every game: protocol, actions, match, RNG, registry."""
