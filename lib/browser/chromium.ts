// Finds a Chromium to drive, in this order: CS_CHROMIUM, a system Chromium or Chrome, Playwright's
// own browser cache, then the build shipped inside the @sparticuz/chromium npm package (unpacked
// once into a cache folder), so the harness starts on a machine that has only Node.
import {
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
  createReadStream,
  createWriteStream,
  chmodSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { homedir, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createBrotliDecompress } from 'node:zlib';

export interface FoundChromium {
  path: string;
  /** where it came from, for the report and error messages */
  source: 'CS_CHROMIUM' | 'system' | 'playwright' | 'npm';
  /** extra environment for the browser process (fonts of the npm build) */
  env?: Record<string, string>;
}

const SYSTEM = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/opt/google/chrome/chrome',
  '/snap/bin/chromium',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
];

let found: Promise<FoundChromium> | undefined;

export function findChromium(env: NodeJS.ProcessEnv = process.env): Promise<FoundChromium> {
  found ??= locate(env);
  found.catch(() => (found = undefined));
  return found;
}

async function locate(env: NodeJS.ProcessEnv): Promise<FoundChromium> {
  const override = env.CS_CHROMIUM;
  if (override) {
    if (!existsSync(override)) throw new Error(`CS_CHROMIUM points at ${override}, which does not exist`);
    return { path: override, source: 'CS_CHROMIUM' };
  }
  const system = SYSTEM.find((p) => existsSync(p));
  if (system) return { path: system, source: 'system' };
  const cached = await playwrightCache(env);
  if (cached) return { path: cached, source: 'playwright' };
  return unpackNpmBuild();
}

/** Playwright's own download, if `npx playwright install chromium` ever ran on this machine. */
async function playwrightCache(env: NodeJS.ProcessEnv): Promise<string | undefined> {
  const folder = playwrightBrowsers(env);
  // no folder of Playwright's browsers: nothing to ask it (loading its core costs a third of a second)
  if (folder !== undefined && !existsSync(folder)) return undefined;
  try {
    // loaded only here: Playwright's core is a large module the harness's own launch does not need
    const { chromium } = await import('playwright-core');
    const path = chromium.executablePath();
    return existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

const require = createRequire(import.meta.url);

/**
 * The folder Playwright downloads its browsers to, as its registry finds it (playwright-core's
 * registryDirectory: PLAYWRIGHT_BROWSERS_PATH, read as npm config too, else the platform's cache
 * folder); undefined where we cannot tell (Playwright is then asked).
 */
export function playwrightBrowsers(env: NodeJS.ProcessEnv): string | undefined {
  const set = env.PLAYWRIGHT_BROWSERS_PATH ?? env.npm_config_playwright_browsers_path ?? env.npm_package_config_playwright_browsers_path;
  const cache =
    process.platform === 'linux'
      ? env.XDG_CACHE_HOME || join(homedir(), '.cache')
      : process.platform === 'darwin'
        ? join(homedir(), 'Library', 'Caches')
        : process.platform === 'win32'
          ? env.LOCALAPPDATA || join(homedir(), 'AppData', 'Local')
          : undefined;
  const folder = set === '0' ? besidePlaywright() : set || (cache && join(cache, 'ms-playwright'));
  // a relative one, as Playwright reads it: from where npm was started
  return folder && resolve(env.INIT_CWD || process.cwd(), folder);
}

/** PLAYWRIGHT_BROWSERS_PATH=0: the browsers inside playwright-core's own folder. */
function besidePlaywright(): string | undefined {
  try {
    return join(dirname(require.resolve('playwright-core/package.json')), '.local-browsers');
  } catch {
    return undefined;
  }
}

/**
 * The npm-shipped build: its Brotli-packed binary and libraries are unpacked once into a folder of
 * their own (per package version), written under a temporary name and renamed, so that concurrent
 * runs never launch a half-written binary.
 */
async function unpackNpmBuild(): Promise<FoundChromium> {
  let pkgDir: string;
  let version: string;
  try {
    // the package exports no package.json: its main file sits two folders below it
    pkgDir = join(dirname(require.resolve('@sparticuz/chromium')), '..', '..');
    version = (JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8')) as { version: string }).version;
  } catch {
    throw new Error(
      "no Chromium found: install the project's dependencies (npm install brings @sparticuz/chromium), install a system Chromium, or set CS_CHROMIUM",
    );
  }
  const dir = cacheDir(version);
  const binary = join(dir, 'chromium');
  const fonts = join(dir, 'fonts');
  if (!existsSync(binary)) {
    const work = `${dir}.partial-${process.pid}-${Date.now()}`;
    mkdirSync(work, { recursive: true });
    try {
      await unbrotli(join(pkgDir, 'bin/chromium.br'), join(work, 'chromium'));
      chmodSync(join(work, 'chromium'), 0o755);
      await untar(pkgDir, 'swiftshader.tar.br', work);
      await untar(pkgDir, 'fonts.tar.br', join(work, 'fonts'));
      writeFileSync(join(work, 'fonts', 'fonts.conf'), fontsConf(join(dir, 'fonts', 'fonts')));
      if (!existsSync(binary)) {
        rmSync(dir, { recursive: true, force: true });
        renameSync(work, dir);
      }
    } catch (e) {
      if (!existsSync(binary))
        throw new Error(`unpacking the npm-shipped Chromium into ${dir} failed: ${(e as Error).message}`, { cause: e });
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  }
  return { path: binary, source: 'npm', env: { FONTCONFIG_PATH: fonts } };
}

/** node_modules/.cache when it is writable (next to the package), else the temp folder. */
function cacheDir(version: string): string {
  const name = `chromium-${version}`;
  const candidates = [
    join(dirname(require.resolve('playwright-core')), '..', '.cache', 'cs-conformance'),
    join(homedir(), '.cache', 'cs-conformance'),
    join(tmpdir(), 'cs-conformance'),
  ];
  for (const base of candidates) {
    try {
      mkdirSync(base, { recursive: true });
      writeFileSync(join(base, '.writable'), '');
      return join(base, name);
    } catch {
      // read-only: try the next place
    }
  }
  return join(tmpdir(), name);
}

async function unbrotli(from: string, to: string): Promise<void> {
  await pipeline(createReadStream(from), createBrotliDecompress(), createWriteStream(to, { mode: 0o755 }));
}

/** A Brotli tarball of the package, unpacked with the tar-fs the package itself depends on. */
async function untar(pkgDir: string, name: string, into: string): Promise<void> {
  const { extract } = createRequire(join(pkgDir, 'package.json'))('tar-fs') as { extract(dir: string): NodeJS.WritableStream };
  await pipeline(createReadStream(join(pkgDir, 'bin', name)), createBrotliDecompress(), extract(into));
}

/** The package's fonts.conf names Lambda's folders: point fontconfig at the unpacked fonts instead. */
function fontsConf(dir: string): string {
  return `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig>\n  <dir>${dir}</dir>\n  <cachedir>${dir}/../.cache</cachedir>\n</fontconfig>\n`;
}
