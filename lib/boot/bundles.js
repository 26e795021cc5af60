// The modules of a build that hold a process's code in one file each (lib/boot/compile.js):
// Node 20 spends most of a millisecond on every module it loads, and a process of the harness
// loaded a thousand of them, its own and its packages'. In each, every module is there once, and a
// module reached only through a dynamic import (a command of the CLI, a suite file, a fault) is
// evaluated when that import runs, as a module of its own is.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { IMPORT } from './load-bundle.js';

/** Packages left outside: vitest's own (its process loads them once), and those that find files beside themselves. */
const OUTSIDE = ['vitest', 'vitest/*', 'vite', 'esbuild', 'tsx', 'tsx/*', 'playwright-core', 'playwright-core/*'];
const SHARED = [...OUTSIDE, '@playwright/test', '@sparticuz/chromium', 'oidc-provider', 'koa'];
/**
 * Left to their built modules: a package a bundle imports is imported when the bundle loads, and
 * the second reference engine, imported only when asked for, brings oidc-provider (which prints a
 * warning on Node 20 when imported).
 */
const LEFT_OUT = ['fixtures/oidc-provider/server.ts'];

/**
 * cli/cli.js: the CLI (lib/cli/main.ts) with the reference servers it starts, every fault of the
 * reference (fixtures/reference/faults/index.ts imports them from here), and vitest's global setup,
 * which vitest loads from cli/global-setup.js: in the CLI's process, the modules the CLI loaded.
 */
export async function cliBundle(esbuild, common, root, sources, work) {
  const faults = sources.filter((f) => /^fixtures\/reference\/faults\/[^/]+\.ts$/.test(f) && !f.endsWith('/index.ts'));
  const entry = [
    `import { bundledFaults } from ${from('fixtures/reference/faults/index.ts')};`,
    `export { main } from ${from('lib/cli/main.ts')};`,
    `export { default as globalSetup } from ${from('lib/run/global-setup.ts')};`,
    'bundledFaults({',
    ...faults.map((f) => `  ${JSON.stringify(basename(f))}: () => import(${from(f)}),`),
    '});',
  ];
  const outfile = join(work, 'cli', 'cli.js');
  await bundle(esbuild, common, root, { entry, outfile, external: SHARED, names: ['main', 'globalSetup'], plugins: [leftOut(root)] });
  writeFileSync(join(work, 'cli', 'global-setup.js'), "export { globalSetup as default } from './cli.js';\n");
}

/** service/run-service.js: the run's service (lib/run/run-service.ts), which the global setup forks. */
export async function serviceBundle(esbuild, common, root, work) {
  const entry = [`import ${from('lib/run/run-service.ts')};`];
  await bundle(esbuild, common, root, { entry, outfile: join(work, 'service', 'run-service.js'), external: SHARED, names: [] });
}

/**
 * worker/worker.js: lib/run/worker.ts and every suite file; vitest's files are worker/<n>.test.js,
 * one per bundle file of the sources (lib/run/bundles/<n>.test.ts), each setting its worker up and
 * running its bundle from worker.js (no setup file: it would load lib/ a second time beside it).
 */
export async function workerBundle(esbuild, common, root, sources, work) {
  const suites = sources.filter((f) => f.startsWith('suites/') && f.endsWith('.test.ts'));
  const entry = [
    `import { bundledSuites } from ${from('lib/run/worker.ts')};`,
    `export { runBundle, setUpWorker } from ${from('lib/run/worker.ts')};`,
    'bundledSuites({',
    ...suites.map((f) => `  ${JSON.stringify(f)}: () => import(${from(f)}),`),
    '});',
  ];
  const outfile = join(work, 'worker', 'worker.js');
  await bundle(esbuild, common, root, { entry, outfile, external: OUTSIDE, names: ['runBundle', 'setUpWorker'] });
  for (const n of sources.map((f) => /^lib\/run\/bundles\/(\d+)\.test\.ts$/.exec(f)?.[1]).filter(Boolean))
    writeFileSync(
      join(work, 'worker', `${n}.test.js`),
      `import { runBundle, setUpWorker } from './worker.js';\n\nsetUpWorker();\nrunBundle(${n});\n`,
    );
}

const from = (file) => JSON.stringify(`./${file}`);

/**
 * `outfile` is an ES module that runs the bundle of `entry`, `outfile` with .cjs, from V8's code
 * cache (lib/boot/load-bundle.js) and exports its `names`. The bundle is CommonJS: node:vm compiles
 * a script with a cache, not a module, on Node 20 (so no top-level await in the sources: the build
 * fails, test/unit/build.test.ts says so). vitest, which refuses require(), is imported by the ES
 * module and handed to it, and so is import() itself: a script compiled from a cache cannot import
 * on Node 20, so each import() of a module outside the bundle (esbuild writes it as a require in a
 * promise when told the target has none) calls the ES module's, which resolves as the bundle's own
 * import() did, from the same folder.
 */
async function bundle(esbuild, common, root, { entry, outfile, external, names, plugins = [] }) {
  const cjs = outfile.replace(/\.js$/, '.cjs');
  const { outputFiles } = await esbuild.build({
    ...common,
    format: 'cjs',
    supported: { 'dynamic-import': false },
    stdin: { contents: entry.join('\n'), resolveDir: root, sourcefile: `${basename(outfile, '.js')}-entry.js` },
    bundle: true,
    external,
    // names that clash between modules are not renamed where a function's or class's name is read
    keepNames: true,
    outfile: cjs,
    write: false,
    plugins: [...plugins, sourceUrls],
  });
  mkdirSync(dirname(cjs), { recursive: true });
  const code = outputFiles.find((out) => out.path === cjs);
  for (const out of outputFiles) if (out !== code) writeFileSync(out.path, out.contents);
  // `Promise.resolve().then(() => __toESM(require(X)))` made `(require(IMPORT)((X)))`: the same
  // parentheses close both (esbuild's form, its version pinned: test/unit/build.test.ts imports through it)
  const text = code.text.replaceAll(DYNAMIC, `(require(${JSON.stringify(IMPORT)})((`);
  writeFileSync(cjs, text);
  const vitest = text.includes('require("vitest")');
  const loader = new URL('./load-bundle.js', import.meta.url).href;
  const lines = [
    `import { loadBundle } from ${JSON.stringify(loader)};`,
    ...(vitest ? ["import * as vitest from 'vitest';"] : []),
    '',
    `const bundle = loadBundle(new URL(${JSON.stringify(`./${basename(cjs)}`)}, import.meta.url), {`,
    '  importer: (specifier) => import(specifier),',
    ...(vitest ? ['  provided: { vitest },'] : []),
    `  names: ${JSON.stringify(names)},`,
    '});',
    ...names.map((n) => `export const ${n} = bundle.${n};`),
  ];
  writeFileSync(outfile, `${lines.join('\n')}\n`);
}

/** esbuild's import() of a module outside the bundle, with no dynamic import in the target. */
const DYNAMIC = /Promise\.resolve\(\)\.then\(\(\) => __toESM\(require\(/g;

/** Imports of the modules LEFT_OUT, from cli/cli.js: their built modules, at the sources' paths. */
function leftOut(root) {
  return {
    name: 'left-out',
    setup(build) {
      // only imports that name a module left out by its file's name come here
      const names = LEFT_OUT.map((f) => basename(f).replace(/[.]/g, '\\.'));
      build.onResolve({ filter: new RegExp(`(^|/)(${names.join('|')})$`) }, (args) => {
        const file = relative(root, resolve(args.resolveDir, args.path)).split(sep).join('/');
        return LEFT_OUT.includes(file) ? { path: `../${file.replace(/\.ts$/, '.js')}`, external: true } : undefined;
      });
    },
  };
}

/** Each module bundled reports its source's URL, as a module built on its own does. */
const sourceUrls = {
  name: 'source-urls',
  setup(build) {
    build.onLoad({ filter: /\.ts$/ }, (args) => ({
      contents: readFileSync(args.path, 'utf8').replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)),
      loader: 'ts',
    }));
  },
};
