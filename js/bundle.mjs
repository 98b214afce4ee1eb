// The app's Python reaches a Python as one file, py/bundle.zip.xz (scripts/build.py's write_py_bundle):
// py/** as a zip of stored entries (the modules as Pyodide's bytecode, the data files as they are),
// compressed as one xz stream: about two thirds of the bytes the zip's own deflate, entry by entry, sends.
// Python's lzma (built into Pyodide; its own start imports it) decompresses it into a file and zipfile
// writes the entries out, as PyScript's [files] did with a zip.
//
// Used by js/interpreter.mjs (the page's Python and the analysis worker's) and by the build in Node
// (scripts/stdlib.mjs, scripts/snapshot.mjs): each unpacks the bundle the same way.

// A piece at a time through a file (the file system's memory, not the wasm's): the wasm memory holds
// the decoder's dictionary and one piece, no whole copy of the zip (the memory snapshot keeps it all).
const UNPACK = `
import lzma, os, zipfile

def unpack(packed, folder, piece=1 << 16):
    decoder = lzma.LZMADecompressor(lzma.FORMAT_XZ)
    data = packed.to_bytes()
    path = os.path.join(folder, ".bundle.zip")
    try:
        with open(path, "wb") as out:
            while not decoder.eof:
                if decoder.needs_input and not data:
                    raise ValueError("the bundle is truncated")
                out.write(decoder.decompress(data, max_length=piece))
                data = b""
        with zipfile.ZipFile(path) as archive:
            archive.extractall(folder)
    finally:
        if os.path.exists(path):
            os.remove(path)

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
