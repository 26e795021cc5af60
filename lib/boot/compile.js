// What a build of the harness holds (lib/boot/build.js makes it, in a folder of its own):
// - every source file as a module of its own, at the same path, .ts → .js (with CS_DEBUG, its map):
//   what listing loads, and any module imported by path (playwright.config.ts, a login script of
//   the package);
// - cli/cli.js, service/run-service.js and worker/worker.js: the CLI's, the run's service's and a
//   worker's code, each in one file with the packages it uses (<name>.cjs, lib/boot/bundles.js),
//   run from V8's code cache (<name>.cjs.<flags>.v8-cache, kept by the first process that runs it:
//   lib/boot/load-bundle.js).
// Every built module's import.meta.url is its source's, so every path it derives from it (the spec
// copy, the suite files, provisioning.json, playwright.config.ts) is the source tree's;
// import.meta.CS_BUILD is the build's URL (lib/boot/modules.ts imports the harness's own modules
// by path through it).
import { mkdirSync, writeFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { cliBundle, serviceBundle, workerBundle } from './bundles.js';

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
    cliBundle(esbuild, common, root, sources, work),
    serviceBundle(esbuild, common, root, work),
    workerBundle(esbuild, common, root, sources, work),
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
