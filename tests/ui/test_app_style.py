"""make_app sets the Fusion style once: setting a style deletes the one every live widget uses."""

from divas_desktop.ui.app import make_app


def test_make_app_never_replaces_the_style_it_set(app):
    style = app.style()
    for _ in range(3):
        assert make_app() is app
        assert app.style() is style  # the same object: no widget is left on a deleted style
