"""Everything PySide6: the application shell, the controller, boards and dialogs."""
