"""Drawing: every reportlab and Pillow import lives in this package (PDF, PNG, fonts, text fitting)."""
