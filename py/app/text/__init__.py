"""The words: the message catalogue in English and German (i18n) and the names of what a game shows (labels).
Imports only the engine.
"""
