"""What the page shows, as plain data and text: cell and status views, spoken announcements, the rules page's
text, the win-rate table. Imports the engine, app.text, app.record and app.core.
"""
