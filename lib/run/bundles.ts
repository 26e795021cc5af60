// A run's suite files in a few bundles, one per worker process: a worker runs one bundle, its
// suite files side by side (each a concurrent describe block named after the file), so no file
// waits for another to end and a check waits only for its own exchanges. vitest runs the files it
// is given one after another in a worker; the bundles (lib/run/bundles/<n>.test.ts) are its files.
// What a worker does with its bundle is lib/run/worker.ts.
import { fileURLToPath } from 'node:url';
import { modulePath } from '../boot/modules.ts';

/** The most bundles (worker processes) a run has: lib/run/bundles/1.test.ts … MAX_BUNDLES.test.ts. */
export const MAX_BUNDLES = 8;

export type FileOrder = 'sorted' | 'reverse' | { seed: number };

/**
 * The files dealt out over `count` bundles, heaviest first (weights: checks per file from the last
 * run, else 1), each to the lightest bundle so far. `order` puts the files in another order first
 * (the self-tests' proof that verdicts do not depend on it); the dealing keeps that order within a bundle.
 */
export function bundle(
  files: readonly string[],
  count: number,
  weights: Record<string, number> = {},
  order: FileOrder = 'sorted',
): string[][] {
  const n = Math.max(1, Math.min(count, MAX_BUNDLES, files.length || 1));
  const ordered = reorder([...files].sort(), order);
  const weightOf = (f: string) => weights[f] ?? 1;
  const bundles = Array.from({ length: n }, () => ({ files: [] as string[], load: 0 }));
  const heaviestFirst = [...ordered].sort((a, b) => weightOf(b) - weightOf(a));
  const home = new Map<string, number>();
  for (const f of heaviestFirst) {
    const i = bundles.reduce((best, b, k) => (b.load < bundles[best]!.load ? k : best), 0);
    bundles[i]!.load += weightOf(f);
    home.set(f, i);
  }
  for (const f of ordered) bundles[home.get(f)!]!.files.push(f);
  return bundles.map((b) => b.files).filter((b) => b.length);
}

function reorder(files: string[], order: FileOrder): string[] {
  if (order === 'sorted') return files;
  if (order === 'reverse') return files.reverse();
  // a seeded Fisher–Yates (mulberry32): the same seed, the same order
  let s = order.seed >>> 0;
  const next = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
  for (let i = files.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [files[i], files[j]] = [files[j]!, files[i]!];
  }
  return files;
}

/** The vitest files of a run with `count` bundles: the build's worker files (lib/boot/compile.js), else the sources'. */
export function bundleEntries(count: number, build: string | undefined): string[] {
  return Array.from({ length: count }, (_, i) =>
    build ? fileURLToPath(new URL(`worker/${i + 1}.test.js`, build)) : modulePath(`lib/run/bundles/${i + 1}.test.ts`),
  );
}
