// The app's Python reaches a Python as one file, py/bundle.zip.zst (scripts/build.py's write_py_bundle):
// py/** as a zip of stored entries (the modules as Pyodide's bytecode, the data files as they are) in one
// Zstandard frame: 70% of the bytes the zip's own deflate, entry by entry, sends. Python's
// compression.zstd (built into Pyodide) decompresses it in a few ms and zipfile writes the entries out,
// as PyScript's [files] did with a zip.
//
// Used by js/interpreter.mjs (the page's Python and the analysis worker's) and by the build in Node
// (scripts/stdlib.mjs, scripts/snapshot.mjs): each unpacks the bundle the same way.

const UNPACK = `
import importlib, io, zipfile
from compression import zstd

def unpack(packed, folder):
    with zipfile.ZipFile(io.BytesIO(zstd.decompress(packed.to_bytes()))) as archive:
        archive.extractall(folder)
    importlib.invalidate_caches()  # the import system looks at the folder again

unpack
`;

/** Unpack the bundle's bytes (a Uint8Array) into `folder` of the file system of `pyodide`. */
export function unpackBundle(pyodide, packed, folder) {
  const unpack = pyodide.runPython(UNPACK);
  try {
    unpack(packed, folder);
  } finally {
    unpack.destroy();
  }
}
