"""Low-level file handling that any layer may use: reading untrusted files safely, proving output paths."""
