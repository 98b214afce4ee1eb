"""The packages of py/ and what each imports: ``make layers``.

The rooms of the glue are layers, in the order of ``LAYERS``: a package may import the engine
(``solitaire``), itself, and the layers before it, never one after it. Only ``BROWSER`` (and
``main``, the page's entry point) may import the browser's modules (``BROWSER_MODULES``).
tests/test_layers.py checks both on the real tree; this script prints the arrows and the
breaches (exit status 1 if there is one).

    python3 scripts/layers.py
"""

from __future__ import annotations

import ast
import sys
from dataclasses import dataclass
from pathlib import Path

PY = Path(__file__).resolve().parent.parent / "py"

LAYERS = ("solitaire", "app.text", "app.record", "app.core", "app.present", "app.analysis", "app.browser", "main")
BROWSER = ("app.browser", "main")
BROWSER_MODULES = frozenset({"js", "pyodide", "pyscript"})


@dataclass(frozen=True)
class Import:
    module: str  # the importing module, dotted ("app.core.session")
    target: str  # the imported module, dotted and absolute ("app.text.i18n", "js")
    line: int


def module_name(path: Path, root: Path = PY) -> str:
    parts = list(path.relative_to(root).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def imports_of(path: Path, root: Path = PY) -> list[Import]:
    """Every import in ``path`` (also inside functions and ``TYPE_CHECKING``), with relative ones made absolute."""
    name = module_name(path, root)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found = []
    for node in ast.walk(ast.parse(path.read_text("utf-8"), str(path))):
        if isinstance(node, ast.Import):
            found += [Import(name, alias.name, node.lineno) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[: len(package.split(".")) - node.level + 1]
                target = ".".join([*base, node.module] if node.module else base)
            else:
                target = node.module or ""
            found.append(Import(name, target, node.lineno))
    return found


def package_of(module: str) -> str | None:
    """The layer ``module`` belongs to (the longest prefix in LAYERS), or None for the standard library."""
    best = None
    for layer in LAYERS:
        inside = module == layer or module.startswith(layer + ".")
        if inside and (best is None or len(layer) > len(best)):
            best = layer
    return best


def all_imports(root: Path = PY) -> list[Import]:
    return [i for path in sorted(root.rglob("*.py")) for i in imports_of(path, root)]


def breaches(found: list[Import]) -> list[str]:
    """Each import that goes against the layers, as "module:line imports target (why)"."""
    out = []
    for imp in found:
        here = package_of(imp.module)
        there = package_of(imp.target)
        top = imp.target.split(".")[0]
        if top in BROWSER_MODULES and here not in BROWSER:
            out.append(f"{imp.module}:{imp.line} imports {imp.target} (only {', '.join(BROWSER)} may)")
        elif here and there and LAYERS.index(there) > LAYERS.index(here):
            out.append(f"{imp.module}:{imp.line} imports {imp.target} ({there} comes after {here})")
    return out


def arrows(found: list[Import]) -> dict[str, dict[str, int]]:
    """For each package, the packages (and browser modules) it imports, with how many imports."""
    table: dict[str, dict[str, int]] = {}
    for imp in found:
        here = package_of(imp.module)
        if here is None:
            continue
        top = imp.target.split(".")[0]
        there = top if top in BROWSER_MODULES else package_of(imp.target)
        if there is None or there == here:
            continue
        table.setdefault(here, {}).setdefault(there, 0)
        table[here][there] += 1
    return table


def main() -> int:
    found = all_imports()
    table = arrows(found)
    for layer in LAYERS:
        modules = [m for m in (module_name(p) for p in PY.rglob("*.py")) if package_of(m) == layer]
        targets = table.get(layer, {})
        listed = ", ".join(
            f"{t} ({n})" for t, n in sorted(targets.items(), key=lambda kv: (kv[0] not in LAYERS, kv[0]))
        )
        print(f"{layer:14} {len(modules):3} modules -> {listed or 'the standard library only'}")
    bad = breaches(found)
    for line in bad:
        print("BREACH", line)
    print(f"{len(bad)} breach(es) of the layers {' < '.join(LAYERS)}")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
