"""PLACEHOLDER browser glue: proves the pipeline; the real glue replaces it."""

from js import document

document.getElementById("status").textContent = "Ready."
document.documentElement.setAttribute("data-ready", "")
