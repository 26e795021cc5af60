// Runs a bundle of the build (lib/boot/bundles.js: a CommonJS file) from V8's code cache. Node 20
// compiles every ES module it loads from its source, a few megabytes for each process of the
// harness, at each start; a script compiled through node:vm can be given the code V8 made for it
// before, and skip the parsing and most of the compiling (the time to a run's first check: 0.85×).
//
// The cache is written beside the bundle by the first process that finds none, one cache for each
// Node and its flags (V8 refuses a cache made under other flags): at once, and again with what the
// process went on to compile when it ends by itself or says its work is done. That first process
// decides what the cache holds (a `list` compiles less than a `run`) until the next build. Each
// write goes under a temporary name and is renamed, so that processes starting together never read
// half of one. Where the build's folder cannot be written, the bundle is compiled from its source as
// before. With source maps on (CS_DEBUG), the bundle is compiled by Node's own CommonJS loader,
// which maps a stack to the .ts lines, and no cache is used.
//
// Plain JavaScript: it runs before there is anything built.
import { createHash, randomUUID } from 'node:crypto';
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import Module, { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';

/**
 * globalThis[KEEP_COMPILED]?.() keeps the caches of the bundles this process made again, with what
 * it compiled since, once: a vitest worker calls it (lib/run/worker.ts), which is stopped and never
 * ends by itself.
 */
const KEEP_COMPILED = Symbol.for('cs-conformance.keepCompiled');

/** V8 takes a cache made by the same Node under the same flags only. */
const FLAGS = createHash('sha256')
  .update(`${process.version}\0${process.execArgv.join(' ')}\0${process.env.NODE_OPTIONS ?? ''}`)
  .digest('hex')
  .slice(0, 12);

/** What a bundle requires for its import() of a module outside it (lib/boot/bundles.js). */
export const IMPORT = 'cs-conformance:import';

/**
 * The exports of the bundle at `url`: `names`, each there. `importer`: the caller's import(), which
 * the bundle's calls (lib/boot/bundles.js); `provided`: modules the bundle requires that a CommonJS
 * require cannot give (vitest refuses it), imported by the caller, by specifier.
 */
export function loadBundle(url, { importer, provided = {}, names = [] }) {
  const exports = compiled(fileURLToPath(url), importer, provided);
  const missing = names.filter((n) => !(n in exports));
  if (missing.length) throw new Error(`${fileURLToPath(url)} exports no ${missing.join(', ')}`);
  return exports;
}

function compiled(file, importer, provided) {
  const real = createRequire(file);
  const given = { ...provided, [IMPORT]: importer };
  const require = Object.assign((id) => (Object.hasOwn(given, id) ? given[id] : real(id)), {
    resolve: real.resolve,
    cache: real.cache,
  });
  const source = readFileSync(file, 'utf8');
  if (process.sourceMapsEnabled && /\n\/\/# sourceMappingURL=\S+\s*$/.test(source.slice(-500))) return withMaps(file, source, require);
  const cacheFile = `${file}.${FLAGS}.v8-cache`;
  let cachedData;
  try {
    cachedData = readFileSync(cacheFile);
  } catch {
    // none yet
  }
  // on the source's first line: a stack's line numbers are the bundle's own
  const wrapped = `(function (exports, require, module, __filename, __dirname) {"use strict";${source}\n})`;
  const script = new vm.Script(wrapped, { filename: file, cachedData });
  const module = { exports: {} };
  script.runInThisContext()(module.exports, require, module, file, dirname(file));
  if ((!cachedData || script.cachedDataRejected) && keep(cacheFile, script)) {
    // kept again with what the process went on to compile: when it ends by itself, or when it says
    // its work is done (keepCompiled)
    const again = once(() => keep(cacheFile, script));
    process.once('exit', again);
    const before = globalThis[KEEP_COMPILED];
    globalThis[KEEP_COMPILED] = () => {
      before?.();
      again();
    };
  }
  return module.exports;
}

/** The bundle compiled by Node's CommonJS loader, which reads its source map. */
function withMaps(file, source, require) {
  const module = new Module(file);
  module.filename = file;
  module.paths = Module._nodeModulePaths(dirname(file));
  module.require = require;
  module._compile(`"use strict";${source}`, file);
  return module.exports;
}

const once = (f) => {
  let done = false;
  return () => {
    if (done) return;
    done = true;
    f();
  };
};

/** The code V8 made so far (the bundle's top level and what it ran), kept for the next process: whether it could be. */
function keep(cacheFile, script) {
  const partial = `${cacheFile}.partial-${randomUUID()}`;
  try {
    writeFileSync(partial, script.createCachedData());
    renameSync(partial, cacheFile);
    return true;
  } catch {
    rmSync(partial, { force: true });
    return false;
  }
}
