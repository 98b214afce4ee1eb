"""The page around the engine, in rooms by layer (docs/architecture.md):

text -> record -> core -> present, analysis -> browser (browser.ui).

Each room imports only the engine (``solitaire``) and the rooms before it. Only ``app.browser``
(and ``py/main.py``) imports ``js``, ``pyodide`` or ``pyscript``; ``tests/test_layers.py`` checks both.
"""
