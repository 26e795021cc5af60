// The build the harness runs from (lib/boot/build.js): keyed on the sources, so an edit is never
// served stale and going back finds the earlier build; its modules are plain JavaScript that report
// their sources' URLs; the CLI's and the worker's code are one module each. Made for a small package in a temporary
// folder, then checked on the harness's own build.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildOf, harnessBuild } from '../../lib/boot/build.js';
import { specPath } from '../../lib/spec/registry.ts';

const FILES: Record<string, string> = {
  'lib/a.ts':
    "import { b } from './b.ts';\nexport const value = b + 1;\nexport const here = import.meta.url;\nexport const build = import.meta.CS_BUILD;\n",
  'lib/b.ts': 'export const b: number = 1;\n',
  'lib/run/worker.ts':
    'export function bundledSuites(_: unknown) {}\nexport function setUpWorker() {}\nexport function runBundle(_: number) {}\n',
  'lib/run/bundles/1.test.ts': "import { runBundle } from '../worker.ts';\nrunBundle(1);\n",
  'suites/area/one.test.ts': "import { b } from '../../lib/b.ts';\nexport const seen = b;\n",
  'lib/cli/main.ts':
    "import { b } from '../b.ts';\nexport async function main(): Promise<number> {\n  const { sep } = await import('node:path');\n  return sep.length === 1 ? b : -1;\n}\n",
  'lib/run/global-setup.ts': 'export default async function setup() {}\n',
  'lib/run/run-service.ts': "process.on('message', () => undefined);\n",
  'fixtures/reference/faults/index.ts': 'export function bundledFaults(_: unknown) {}\n',
  'fixtures/reference/faults/one-fault.ts': "export default { id: 'one-fault' };\n",
  'fixtures/oidc-provider/server.ts': "import Provider from 'oidc-provider';\nexport const engine = Provider;\n",
};

function smallPackage(): string {
  const root = mkdtempSync(join(tmpdir(), 'csc-build-'));
  for (const [file, text] of Object.entries(FILES)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  }
  return root;
}

describe('the build', () => {
  it('is keyed on the sources: the same sources find their build, an edit makes another', { timeout: 60_000 }, async () => {
    const root = smallPackage();
    const first = await buildOf(root);
    expect(fileURLToPath(first)).toContain(join(root, 'node_modules/.cache/cs-conformance/build/'));
    expect(await buildOf(root)).toBe(first);
    writeFileSync(join(root, 'lib/b.ts'), 'export const b: number = 2;\n');
    const edited = await buildOf(root);
    expect(edited).not.toBe(first);
    expect(((await import(new URL('lib/a.js', edited).href)) as { value: number }).value).toBe(3);
    writeFileSync(join(root, 'lib/b.ts'), FILES['lib/b.ts']!);
    expect(await buildOf(root)).toBe(first);
  });

  it('holds plain modules that name their sources, and the worker in one module', { timeout: 60_000 }, async () => {
    const root = smallPackage();
    const build = await buildOf(root);
    const a = (await import(new URL('lib/a.js', build).href)) as { value: number; here: string; build: string };
    expect(a).toMatchObject({ value: 2, here: pathToFileURL(join(root, 'lib/a.ts')).href, build });
    expect(readFileSync(new URL('lib/a.js', build), 'utf8')).toMatch(/from "\.\/b\.js"/);
    const cli = (await import(new URL('cli/cli.js', build).href)) as { main(): Promise<number> };
    expect(await cli.main()).toBe(1);
    expect(readFileSync(new URL('cli/cli.cjs', build), 'utf8')).toContain('one-fault.ts');
    expect(readFileSync(new URL('cli/global-setup.js', build), 'utf8')).toContain("from './cli.js'");
    expect(readFileSync(new URL('service/run-service.cjs', build), 'utf8')).toContain('process.on("message"');
    const worker = readFileSync(new URL('worker/worker.cjs', build), 'utf8');
    expect(worker).toContain('suites/area/one.test.ts');
    expect(readFileSync(new URL('worker/1.test.js', build), 'utf8')).toMatch(/from '\.\/worker\.js';\n\nsetUpWorker\(\);\nrunBundle\(1\);/);
  });

  it("runs a process's bundle from the code cache the first process kept, its import() included", { timeout: 60_000 }, async () => {
    const root = smallPackage();
    const build = await buildOf(root);
    const caches = () => readdirSync(new URL('cli/', build)).filter((f) => f.endsWith('.v8-cache'));
    // a process of its own each time: the second finds the first's cache (Node 20 cannot import from a cached script itself)
    const start = () =>
      execFileSync(
        process.execPath,
        [
          '--input-type=module',
          '-e',
          `const cli = await import(${JSON.stringify(new URL('cli/cli.js', build).href)}); console.log(await cli.main());`,
        ],
        { encoding: 'utf8' },
      ).trim();
    expect(caches()).toEqual([]);
    expect(start()).toBe('1');
    expect(caches()).toHaveLength(1);
    const cache = new URL(`cli/${caches()[0]}`, build);
    const kept = readFileSync(cache);
    expect(kept.length).toBeGreaterThan(0);
    expect(start()).toBe('1');
    // taken, not refused (a refused one is made again)
    expect(readFileSync(cache).equals(kept)).toBe(true);
  });

  it('has source maps under CS_DEBUG, in a build of its own', { timeout: 60_000 }, async () => {
    const root = smallPackage();
    const plain = await buildOf(root);
    process.env.CS_DEBUG = '1';
    try {
      const debug = await buildOf(root);
      expect(debug).not.toBe(plain);
      const map = fileURLToPath(new URL('lib/a.js.map', debug));
      const [source] = (JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] }).sources;
      expect(resolve(dirname(map), source!)).toBe(join(root, 'lib/a.ts'));
      expect(existsSync(new URL('lib/a.js.map', plain))).toBe(false);
    } finally {
      delete process.env.CS_DEBUG;
    }
  });

  it('fails on sources esbuild cannot read (the caller then runs the sources through tsx)', { timeout: 60_000 }, async () => {
    const root = smallPackage();
    writeFileSync(join(root, 'lib/b.ts'), 'export const b = ;\n');
    await expect(buildOf(root)).rejects.toThrow(/lib\/b\.ts/);
  });

  it("is the harness's: its modules find the spec copy among the sources", { timeout: 120_000 }, async () => {
    const build = await harnessBuild();
    expect(build).toBeDefined();
    const registry = (await import(new URL('lib/spec/registry.js', build).href)) as { specPath: URL };
    expect(fileURLToPath(registry.specPath)).toBe(fileURLToPath(specPath));
  });
});
