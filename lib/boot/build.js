// The harness's TypeScript (lib/, suites/, fixtures/, playwright.config.ts) built into JavaScript,
// so that the CLI, the run's workers and its service load plain modules natively instead of
// compiling them at every start (lib/boot/compile.js says what is built). Plain JavaScript: it runs
// before there is anything built.
//
// A build is keyed on the sources (every source file's path and content, the builder's files in
// lib/boot/, which hold the compiler's settings, esbuild's version, the package's folder): an edit
// gets a new build at the next start, never a stale one, and going back to earlier sources finds
// their build again. Hashing the ~1,200 files costs about 30 ms of CPU at a start; building them
// all, 1.5 s of CPU (on two cores), once.
//
// It lives in node_modules/.cache/cs-conformance/build/<key>/ of the package's own folder (ignored
// by git, left out of the package), so that the built modules' imports of packages resolve as the
// sources' do, from an installed package too: its first run builds there. Each build is written
// under a temporary name and renamed, so concurrent starts never load half of one. Where that
// folder cannot be written, or esbuild refuses the sources, there is no build and the caller
// loads the sources through tsx (slower, same behaviour); CS_NO_BUILD=1 asks for that.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { compile } from './compile.js';

const FOLDERS = ['lib', 'suites', 'fixtures'];
const CONFIG = 'playwright.config.ts';
/** Builds kept besides the newest: a run still going may be loading from the one before an edit. */
const KEEP = 3;

/** Builds being made by this process, by folder: two runs asking at once wait for the same one. */
const making = new Map();

/**
 * The build of the sources as they are now, made first when there is none: its folder's URL, with a
 * trailing slash; undefined when there can be none (the caller then loads the sources through tsx).
 * Asked again (a process that runs the harness many times), it finds the sources' build again.
 */
export async function harnessBuild() {
  if (process.env.CS_NO_BUILD) return undefined;
  return buildOf(fileURLToPath(new URL('../..', import.meta.url))).catch((e) => {
    if (process.env.CS_DEBUG) process.stderr.write(`cs-conformance: running from the sources (no build: ${e.message})\n`);
    return undefined;
  });
}

/** The build of the package in `root` (its URL), made when there is none; it fails where none can be made. */
export async function buildOf(root) {
  const sources = [...FOLDERS.flatMap((f) => walk(root, f)), ...(existsSync(join(root, CONFIG)) ? [CONFIG] : [])];
  const maps = !!process.env.CS_DEBUG;
  const dir = join(root, 'node_modules', '.cache', 'cs-conformance', 'build', key(root, sources, maps));
  const url = `${pathToFileURL(dir).href}/`;
  if (existsSync(dir)) return (used(dir), url);
  if (!making.has(dir))
    making.set(
      dir,
      make(root, sources, dir, url, maps).finally(() => making.delete(dir)),
    );
  return making.get(dir);
}

async function make(root, sources, dir, url, maps) {
  const work = `${dir}.partial-${process.pid}-${Date.now()}`;
  mkdirSync(work, { recursive: true });
  try {
    await compile(root, sources, work, url, maps);
    try {
      renameSync(work, dir);
    } catch (e) {
      // another process made the same build meanwhile: theirs is as good
      if (!existsSync(dir)) throw e;
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  prune(join(dir, '..'), dir);
  return url;
}

/** A build in use counts as new: pruning goes by the time a build was last used. */
function used(dir) {
  try {
    const now = new Date();
    utimesSync(dir, now, now);
  } catch {
    // a folder this user cannot write (built by another): it is used all the same
  }
}

function key(root, sources, maps) {
  const hash = createHash('sha256').update(`${root}\0${maps ? 'maps' : ''}\0`);
  const esbuild = createRequire(import.meta.url).resolve('esbuild/package.json');
  const boot = fileURLToPath(new URL('.', import.meta.url));
  const builder = readdirSync(boot)
    .filter((f) => f.endsWith('.js'))
    .sort();
  for (const file of [esbuild, ...builder.map((f) => join(boot, f))]) hash.update(readFileSync(file));
  for (const file of sources) hash.update(`\0${file}\0`).update(readFileSync(join(root, file)));
  return hash.digest('hex').slice(0, 20);
}

/** The .ts files under a folder of the package (paths from its root, `/`-separated), declarations left out. */
function walk(root, folder) {
  return readdirSync(join(root, folder), { withFileTypes: true }).flatMap((e) => {
    const path = `${folder}/${e.name}`;
    if (e.isDirectory()) return walk(root, path);
    return e.name.endsWith('.ts') && !e.name.endsWith('.d.ts') ? [path.split(sep).join('/')] : [];
  });
}

/** Leaves the newest builds and the one just made; older ones, and partial ones an hour old (a start that died), go. */
function prune(base, keep) {
  const others = readdirSync(base)
    .map((name) => join(base, name))
    .filter((p) => p !== keep)
    .map((p) => ({ p, t: statSync(p).mtimeMs }))
    .sort((a, b) => b.t - a.t);
  const hourAgo = Date.now() - 3_600_000;
  const partial = others.filter((o) => o.p.includes('.partial-'));
  const done = others.filter((o) => !o.p.includes('.partial-'));
  for (const { p } of [...partial.filter((o) => o.t < hourAgo), ...done.slice(KEEP)]) rmSync(p, { recursive: true, force: true });
}
