#!/usr/bin/env node
// Serve the built site (dist/) on 127.0.0.1 the way Netlify serves it.
//
// The [[headers]] and [[redirects]] of netlify.toml are applied by Netlify's
// own libraries (@netlify/headers, @netlify/redirects, @netlify/static), read
// from netlify.toml on every request, so `make serve` and the e2e tests see the
// production Content-Security-Policy and Cache-Control. Like Netlify's CDN it
// also answers with a strong ETag (304 on If-None-Match) and compresses
// compressible responses: brotli to a client that accepts it, else gzip.
//
// Usage: node scripts/serve.mjs [--port N] [--dir DIR] [--config FILE] [--verbose] [--help]
// The first line printed is always `Serving on http://127.0.0.1:PORT/`, so a
// caller can start it with `--port 0` and read the chosen port from stdout.
// --help prints the usage and exits 0; a bad option or value prints one line on
// stderr and exits 2.

import { createHash } from "node:crypto";
import { existsSync, promises as fs, readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { Readable } from "node:stream";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import zlib from "node:zlib";

import { HeadersHandler } from "@netlify/headers";
import { RedirectsHandler } from "@netlify/redirects";
import { StaticHandler } from "@netlify/static";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const HOST = "127.0.0.1";
// Types Netlify's CDN compresses; images and zip archives are sent as they are.
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|manifest\+json|toml|wasm|xml)|image\/svg\+xml)/;
const MIN_COMPRESS_BYTES = 1024;
// Brotli's quality: 5 compresses the 9.4 MB wasm in about 0.4 s, once per server, and sends 10% less than gzip.
const BROTLI_QUALITY = 5;

/** The encoding for a request's Accept-Encoding: "br", "gzip" or null (q=0 refuses one). */
function chooseEncoding(accept) {
  const accepted = new Set();
  for (const part of (accept ?? "").split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  return ["br", "gzip"].find((name) => accepted.has(name)) ?? null;
}

const USAGE = `Usage: node scripts/serve.mjs [options]

Serve the built site (dist/) on http://${HOST}:PORT/ with the headers and
redirects of netlify.toml. The first line printed is "Serving on URL".

Options:
  --port N        port to listen on, 0 for any free one (default 8000)
  --dir DIR       folder to serve (default dist/)
  --config FILE   netlify.toml to apply (default the project's)
  --verbose       log every request, not only errors
  -h, --help      print this help and exit
`;

/** A bad command line: its message is printed as one line, and the exit status is 2. */
class UsageError extends Error {}

function parseCommandLine(argv) {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        port: { type: "string", default: "8000" },
        dir: { type: "string", default: path.join(ROOT, "dist") },
        config: { type: "string", default: path.join(ROOT, "netlify.toml") },
        verbose: { type: "boolean", default: false },
        help: { type: "boolean", short: "h", default: false },
      },
    }));
  } catch (error) {
    // ERR_PARSE_ARGS_UNKNOWN_OPTION, ERR_PARSE_ARGS_INVALID_OPTION_VALUE, ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL
    throw new UsageError(error.message.split("\n")[0]);
  }
  if (values.help) return { help: true };
  if (!/^\d{1,5}$/.test(values.port) || Number(values.port) > 65535) {
    throw new UsageError(`--port must be a whole number from 0 to 65535, not '${values.port}'`);
  }
  return {
    help: false,
    port: Number(values.port),
    dir: path.resolve(values.dir),
    config: path.resolve(values.config),
    verbose: values.verbose,
  };
}

/** Strong ETags and compressed bodies, computed once per file version (path, size, mtime). */
class FileCache {
  #entries = new Map();

  async entry(file) {
    const stat = await fs.stat(file);
    const key = `${stat.size}:${stat.mtimeMs}`;
    const cached = this.#entries.get(file);
    if (cached && cached.key === key) return cached;
    const body = await fs.readFile(file);
    const etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
    const entry = { key, etag, size: body.length, gzip: null, br: null };
    this.#entries.set(file, entry);
    return entry;
  }

  compressed(file, entry, encoding) {
    if (encoding === "br") {
      entry.br ??= zlib.brotliCompressSync(readFileSync(file), {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: entry.size },
      });
      return entry.br;
    }
    entry.gzip ??= zlib.gzipSync(readFileSync(file), { level: 6 });
    return entry.gzip;
  }
}

async function main() {
  let options;
  try {
    options = parseCommandLine(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`serve.mjs: ${error.message} (--help lists the options)`);
    return 2;
  }
  if (options.help) {
    process.stdout.write(USAGE);
    return 0;
  }
  if (!existsSync(path.join(options.dir, "index.html"))) {
    console.error(`${options.dir}/index.html not found: run \`make build\` first`);
    return 1;
  }
  const logger = { log: console.log, warn: console.warn, error: console.error };
  const projectDir = path.dirname(options.config);
  const publishDir = path.relative(projectDir, options.dir);
  const headers = new HeadersHandler({ configPath: options.config, projectDir, publishDir, logger });
  const redirects = new RedirectsHandler({
    configPath: options.config,
    configRedirects: [],
    jwtRoleClaim: "",
    jwtSecret: "",
    projectDir,
    publicDir: options.dir,
  });
  const statics = new StaticHandler({ directory: options.dir });
  const files = new FileCache();
  const notFoundPage = path.join(options.dir, "404.html");

  // Which file a request resolves to, remembered so ETag and gzip can use it.
  const resolveFile = async (request) => {
    const url = new URL(request.url);
    const name = url.pathname;
    const variants = name.endsWith("/")
      ? [`${name}index.html`, `${name.slice(0, -1)}.html`]
      : [name, `${name}.html`, `${name}/index.html`];
    for (const variant of variants) {
      const candidate = path.join(options.dir, variant);
      if (!candidate.startsWith(options.dir + path.sep)) continue;
      try {
        if ((await fs.stat(candidate)).isFile()) return candidate;
      } catch {
        // not this variant
      }
    }
    return null;
  };

  const getStaticFile = async (request) => {
    const match = await statics.match(request);
    if (!match) return undefined;
    return async () => {
      const response = await match.handle();
      response.file = await resolveFile(request);
      return response;
    };
  };

  const notFound = async () => {
    if (existsSync(notFoundPage)) {
      const body = await fs.readFile(notFoundPage);
      return new Response(body, { status: 404, headers: { "content-type": "text/html; charset=utf-8" } });
    }
    return new Response("Not found", { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } });
  };

  const respond = async (request) => {
    if (request.method !== "GET" && request.method !== "HEAD") {
      return new Response("Method not allowed", { status: 405, headers: { allow: "GET, HEAD" } });
    }
    let response;
    const redirect = await redirects.match(request);
    if (redirect) response = await redirects.handle(request, redirect, getStaticFile);
    if (!response) {
      const file = await getStaticFile(request);
      response = file ? await file() : await notFound();
    }
    // Responses such as Response.redirect() have immutable headers: copy first.
    const out = new Response(response.body, response);
    out.file = response.file;
    await headers.apply(request, out);
    return out;
  };

  const server = http.createServer(async (req, res) => {
    const started = process.hrtime.bigint();
    const request = new Request(new URL(req.url, `http://${req.headers.host ?? HOST}`), {
      method: req.method,
      headers: Object.entries(req.headers).flatMap(([key, value]) =>
        Array.isArray(value) ? value.map((v) => [key, v]) : [[key, value]],
      ),
    });
    let status = 500;
    try {
      const response = await respond(request);
      status = response.status;
      await send(req, res, response, files);
    } catch (error) {
      console.error(`${req.method} ${req.url}: ${error?.stack ?? error}`);
      if (!res.headersSent) res.writeHead(500, { "content-type": "text/plain" });
      res.end("Internal error");
    }
    if (options.verbose || status >= 400) {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const line = `${req.method} ${req.url} ${res.statusCode} ${ms.toFixed(1)} ms`;
      (status >= 400 ? console.error : console.log)(line);
    }
  });

  server.listen(options.port, HOST, () => {
    const { port } = server.address();
    process.stdout.write(`Serving on http://${HOST}:${port}/\n`);
  });
  const stop = () => {
    server.close();
    server.closeAllConnections();
    process.exit(0);
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
  return 0;
}

/** Write a fetch Response to a Node response, with ETag/304 and brotli or gzip for whole files. */
async function send(req, res, response, files) {
  const outHeaders = Object.fromEntries(response.headers);
  let body = response.body;
  if (response.file && response.status === 200) {
    const entry = await files.entry(response.file);
    outHeaders.etag = entry.etag;
    outHeaders.vary = "Accept-Encoding";
    const inm = req.headers["if-none-match"];
    if (inm && inm.split(/\s*,\s*/).includes(entry.etag)) {
      await body?.cancel();
      res.writeHead(304, outHeaders);
      res.end();
      return;
    }
    const type = outHeaders["content-type"] ?? "";
    const encoding = chooseEncoding(req.headers["accept-encoding"]);
    if (encoding && COMPRESSIBLE.test(type) && entry.size >= MIN_COMPRESS_BYTES) {
      await body?.cancel();
      const packed = files.compressed(response.file, entry, encoding);
      outHeaders["content-encoding"] = encoding;
      outHeaders["content-length"] = String(packed.length);
      res.writeHead(200, outHeaders);
      res.end(req.method === "HEAD" ? undefined : packed);
      return;
    }
    outHeaders["content-length"] = String(entry.size);
  }
  res.writeHead(response.status, outHeaders);
  if (!body || req.method === "HEAD") {
    await body?.cancel();
    res.end();
    return;
  }
  const stream = Readable.fromWeb(body);
  stream.on("error", () => res.destroy());
  stream.pipe(res);
}

process.exitCode = await main();
