"""Storage and the record: localStorage through Store, the guarded reading of what it holds, games in progress,
statistics, preferences, daily deals played, the backup file. Imports the engine and app.text.
"""
