"""The page's decisions, pure: the session (one game, its requests and events), arrival from a link, picking,
keys, the clock, links and query strings, motion plans. Imports the engine, app.text and app.record.
"""
