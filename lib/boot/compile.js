// What a build of the harness holds (lib/boot/build.js makes it, in a folder of its own):
// - every source file as a module of its own, at the same path, .ts → .js (with CS_DEBUG, its map):
//   what the CLI, the global setup and the run's service load, and any module imported by path
//   (the faults, playwright.config.ts, a login script of the package);
// - worker/worker.js: a worker's code in one module (below), and vitest's files worker/<n>.test.js.
// Every built module's import.meta.url is its source's, so every path it derives from it (the spec
// copy, the suite files, provisioning.json, playwright.config.ts) is the source tree's;
// import.meta.CS_BUILD is the build's URL (lib/boot/modules.ts imports the harness's own modules
// by path through it).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * Builds `sources` (paths from `root`) into the folder `work`, which will be found at `url`; with
 * source maps when `maps` (CS_DEBUG: a harness bug's stack then points at the .ts lines; a build
 * without them writes half the files).
 */
export async function compile(root, sources, work, url, maps) {
  const esbuild = await import('esbuild');
  const common = {
    absWorkingDir: root,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    sourcemap: maps ? 'linked' : false,
    sourcesContent: false,
    logLevel: 'silent',
    // the settings of the package's tsconfig.json, given here: an installed package has no
    // tsconfig.json, and esbuild would read the one of the project it is installed in
    tsconfigRaw: { compilerOptions: { target: 'ES2022', useDefineForClassFields: true, verbatimModuleSyntax: false } },
    define: { 'import.meta.CS_BUILD': JSON.stringify(url) },
  };
  const [modules] = await Promise.all([
    esbuild.build({ ...common, entryPoints: sources, outdir: work, outbase: root, write: false }),
    worker(esbuild, common, root, sources, work),
  ]);
  for (const dir of new Set(modules.outputFiles.map((out) => dirname(out.path)))) mkdirSync(dir, { recursive: true });
  // written side by side: the files are many and small, the time is the file system's
  await Promise.all(
    modules.outputFiles.map((out) => {
      const source = pathToFileURL(join(root, relative(work, out.path)).replace(/\.js$/, '.ts')).href;
      const text = out.path.endsWith('.js')
        ? out.text
            // relative imports of the sources name .ts files: the built modules are .js
            .replace(/(\bfrom\s*|\bimport\s*\(?\s*)"(\.\.?\/[^"]*)\.ts"/g, '$1"$2.js"')
            .replaceAll('import.meta.url', JSON.stringify(source))
        : out.text;
      return writeFile(out.path, text);
    }),
  );
  writeFileSync(join(work, 'package.json'), '{ "type": "module" }\n');
}

/**
 * A worker's code in one module, worker/worker.js: lib/run/worker.ts, every suite file (evaluated
 * when its bundle imports it, as a module of its own is) and what they use of lib/ and of packages,
 * one copy of each, vitest outside. Loaded as separate modules they were a thousand, and Node 20
 * spends most of a millisecond on each. vitest's files are worker/<n>.test.js, one per bundle file of the
 * sources (lib/run/bundles/<n>.test.ts), each setting its worker up and running its bundle from
 * worker.js (no setup file: it would load the modules of lib/ a second time).
 */
async function worker(esbuild, common, root, sources, work) {
  const from = (f) => JSON.stringify(`./${f}`);
  const suites = sources.filter((f) => f.startsWith('suites/') && f.endsWith('.test.ts'));
  const entry = [
    `import { bundledSuites } from ${from('lib/run/worker.ts')};`,
    `export { runBundle, setUpWorker } from ${from('lib/run/worker.ts')};`,
    'bundledSuites({',
    ...suites.map((f) => `  ${JSON.stringify(f)}: () => import(${from(f)}),`),
    '});',
  ].join('\n');
  await esbuild.build({
    ...common,
    stdin: { contents: entry, resolveDir: root, sourcefile: 'worker-entry.js' },
    bundle: true,
    // vitest's own modules are the worker's, loaded once; the packages the suites use are bundled
    // too (Node 20 spent most of a millisecond on each of their hundreds of modules), their
    // CommonJS modules given a require for Node's own
    external: ['vitest', 'vitest/*'],
    banner: { js: "import { createRequire as __csRequire } from 'node:module'; const require = __csRequire(import.meta.url);" },
    // names that clash between modules are not renamed where a function's or class's name is read
    keepNames: true,
    outfile: join(work, 'worker', 'worker.js'),
    plugins: [sourceUrls],
  });
  for (const n of sources.map((f) => /^lib\/run\/bundles\/(\d+)\.test\.ts$/.exec(f)?.[1]).filter(Boolean))
    writeFileSync(
      join(work, 'worker', `${n}.test.js`),
      `import { runBundle, setUpWorker } from './worker.js';\n\nsetUpWorker();\nrunBundle(${n});\n`,
    );
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
