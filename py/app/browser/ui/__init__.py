"""The page's widgets: the board, pointer and keyboard input, toolbar, panels, dialogs, notices, the backup file,
the analysis' buttons. Each reads the session and draws through app.browser.dom.
"""
