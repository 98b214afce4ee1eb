// Zstandard for the build, in Node with the Pyodide the site vendors: its Python's compression.zstd
// (the CPython that runs the build, 3.11, has none; the page decompresses with the same module).
//
//   node scripts/zstd.mjs compress <pyodide-dir> <in> <out> <level>
//   node scripts/zstd.mjs decompress <pyodide-dir> <in> <out>
//
// compress: one frame with the content size in its header and a window just large enough for it
// (a single segment: the decoder needs no more memory than the content itself). The same bytes and
// level give the same frame.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const [mode, pyodideDir, input, output, level] = process.argv.slice(2);
if (!["compress", "decompress"].includes(mode) || !pyodideDir || !input || !output || (mode === "compress" && !level)) {
  console.error("usage: node scripts/zstd.mjs compress|decompress <pyodide-dir> <in> <out> [<level>]");
  process.exit(2);
}
const { loadPyodide } = await import(pathToFileURL(path.resolve(pyodideDir, "pyodide.mjs")).href);
const pyodide = await loadPyodide({ indexURL: path.resolve(pyodideDir) + "/" });
pyodide.FS.writeFile("/in", fs.readFileSync(input));
pyodide.globals.set("MODE", mode);
pyodide.globals.set("LEVEL", Number(level ?? 0));
pyodide.runPython(`
from compression import zstd

data = open("/in", "rb").read()
if MODE == "compress":
    P = zstd.CompressionParameter
    window = max(P.window_log.bounds()[0], (len(data) - 1).bit_length())
    options = {P.compression_level: LEVEL, P.window_log: window, P.content_size_flag: True}
    out = zstd.compress(data, options=options)
else:
    out = zstd.decompress(data)
open("/out", "wb").write(out)
`);
fs.writeFileSync(output, pyodide.FS.readFile("/out"));
