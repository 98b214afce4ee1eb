""" "Winnable from here?", hints and Auto's advice: the analysis protocol, its state, the worker's search loop
(run in js/analysis-worker.mjs). Imports the engine, app.text and app.core.
"""
