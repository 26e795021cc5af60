// Where the harness imports its own modules from by path (the suite files, the run's setup files and
// service, playwright.config.ts, a login script of the package): the build (lib/boot/build.js) when
// this code runs from one, else the sources, under tsx or vitest's module runner.
import { existsSync } from 'node:fs';
import { isAbsolute, join, relative, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** The package's folder: the sources' (a built module's import.meta.url is its source's). */
export const sourceRoot = fileURLToPath(new URL('../..', import.meta.url));

/** The build this code runs from; else one made now for the sources as they are (undefined: none can be made). */
export async function currentBuild(): Promise<string | undefined> {
  return import.meta.CS_BUILD ?? (await import('./build.js')).harnessBuild();
}

/** A source file's module (a path from the package root, `/`-separated): the built .js in `build`, else the .ts itself. */
export function modulePath(file: string, build: string | undefined = import.meta.CS_BUILD): string {
  return build ? fileURLToPath(new URL(file.replace(/\.ts$/, '.js'), build)) : join(sourceRoot, file);
}

/** The package file a module of `build` was built from (a path from the package root, `/`-separated). */
export function sourceOf(path: string, build: string): string {
  const file = relative(fileURLToPath(build), path).split(sep).join('/');
  // the build's worker files (lib/boot/compile.js) stand for the sources' bundle files
  return file.replace(/^worker\/(\d+)\.test\.js$/, 'lib/run/bundles/$1.test.ts').replace(/\.js$/, '.ts');
}

/**
 * Imports a module given by its path: a file of the package from the build this code runs from, any
 * other TypeScript file (a user's login script) through tsx, loaded for that file only.
 */
export async function importModule(path: string): Promise<unknown> {
  const build = import.meta.CS_BUILD;
  if (!build || !/\.[cm]?ts$/.test(path)) return import(pathToFileURL(path).href);
  const file = relative(sourceRoot, path);
  const built = !file.startsWith('..') && !isAbsolute(file) && modulePath(file.split(sep).join('/'), build);
  if (built && existsSync(built)) return import(pathToFileURL(built).href);
  const { tsImport } = await import('tsx/esm/api');
  return tsImport(pathToFileURL(path).href, import.meta.url);
}
