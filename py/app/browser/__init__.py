"""The one layer that touches the browser (js, pyodide, pyscript): the DOM helpers, boot, the page's wiring
(page.App), the analysis worker's link, and the widgets in app.browser.ui. Nothing outside this package
imports it.
"""
